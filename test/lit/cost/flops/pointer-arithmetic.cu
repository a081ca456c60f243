// Pointer arithmetic is not FLOPs (counting model, FLOPs table, last row): no
// FLOPs and nothing in the `other` column, even on pointers to float. Only
// global traffic counts: intensity 0 (with no FLOPs the precision of the
// remark is not pinned). The first two kernels copy one float through a
// derived pointer: 4 B loaded, 4 B stored.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void offset_pointers(const float *x, float *y, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *src = x + i * stride;
  float *dst = y + i;
  *dst = *src;
}
// CHECK: pointer-arithmetic.cu:[[@LINE-6]]:17: remark: kernel 'offset_pointers': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

// Increments and compound assignment of a float pointer are address
// arithmetic, not float adds.
__global__ void step_pointer(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *p = x + i;
  p += 4;
  ++p;
  p--;
  y[i] = *p;
}
// CHECK: pointer-arithmetic.cu:[[@LINE-8]]:17: remark: kernel 'step_pointer': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

// A pointer difference is integer arithmetic; only the 8-byte store remains.
__global__ void pointer_distance(const float *x, int n, long long *dist) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *end = x + n;
  dist[i] = end - (x + i);
}
// CHECK: pointer-arithmetic.cu:[[@LINE-5]]:17: remark: kernel 'pointer_distance': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 0 B, store 8 B)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B
