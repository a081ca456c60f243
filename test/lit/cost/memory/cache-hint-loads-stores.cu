// Cache-hint intrinsics are ordinary global accesses of the pointee's size: the
// loads (__ldca, __ldcg, __ldcs, __ldlu, __ldcv) are global loads and the stores
// (__stwb, __stcg, __stcs, __stwt) global stores. One kernel per intrinsic, each
// copying one float: load 4 B + store 4 B = 8 B, no FLOPs.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// __ldca (cache at all levels): a 4-byte global load.
__global__ void ldca_copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __ldca(&x[i]);
}
// CHECK: cache-hint-loads-stores.cu:[[@LINE-4]]:17: remark: kernel 'ldca_copy': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// __ldcg (cache global (L2)): a 4-byte global load.
__global__ void ldcg_copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __ldcg(&x[i]);
}
// CHECK: cache-hint-loads-stores.cu:[[@LINE-4]]:17: remark: kernel 'ldcg_copy': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// __ldcs (streaming): a 4-byte global load.
__global__ void ldcs_copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __ldcs(&x[i]);
}
// CHECK: cache-hint-loads-stores.cu:[[@LINE-4]]:17: remark: kernel 'ldcs_copy': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// __ldlu (last use): a 4-byte global load.
__global__ void ldlu_copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __ldlu(&x[i]);
}
// CHECK: cache-hint-loads-stores.cu:[[@LINE-4]]:17: remark: kernel 'ldlu_copy': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// __ldcv (don't cache, fetch again): a 4-byte global load.
__global__ void ldcv_copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __ldcv(&x[i]);
}
// CHECK: cache-hint-loads-stores.cu:[[@LINE-4]]:17: remark: kernel 'ldcv_copy': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// __stwb (write back): a 4-byte global store.
__global__ void stwb_copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __stwb(&y[i], x[i]);
}
// CHECK: cache-hint-loads-stores.cu:[[@LINE-4]]:17: remark: kernel 'stwb_copy': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// __stcg (cache global (L2)): a 4-byte global store.
__global__ void stcg_copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __stcg(&y[i], x[i]);
}
// CHECK: cache-hint-loads-stores.cu:[[@LINE-4]]:17: remark: kernel 'stcg_copy': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// __stcs (streaming): a 4-byte global store.
__global__ void stcs_copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __stcs(&y[i], x[i]);
}
// CHECK: cache-hint-loads-stores.cu:[[@LINE-4]]:17: remark: kernel 'stcs_copy': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// __stwt (write through): a 4-byte global store.
__global__ void stwt_copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __stwt(&y[i], x[i]);
}
// CHECK: cache-hint-loads-stores.cu:[[@LINE-4]]:17: remark: kernel 'stwt_copy': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
