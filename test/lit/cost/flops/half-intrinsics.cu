// The scalar fp16 arithmetic intrinsics __hadd, __hsub, __hmul and __hdiv are
// one fp16 FLOP each (counting model, FLOPs table, fourth row); __hfma is an
// FMA, 2 FLOPs (second row). A __half is 2 bytes:
//   binary: 1 FLOP / (4 + 2) B = 0.167 FLOP/B; 167 GFLOP/s = 0.83 % of the
//           20 TFLOP/s fp16 peak.
//   __hfma: 2 FLOPs / (6 + 2) B = 0.25 FLOP/B; 250 GFLOP/s = 1.25 % (1.2 %).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cuda_fp16.h>

__global__ void hadd_scalar(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hadd(a[i], b[i]);
}
// CHECK: half-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'hadd_scalar': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp16 peak 20 TFLOP/s, 1 TB/s, ridge 20 FLOP/B
// CHECK-NEXT: ceiling         167 GFLOP/s = 0.83 % of peak (memory-bound)

__global__ void hsub_scalar(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hsub(a[i], b[i]);
}
// CHECK: half-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'hsub_scalar': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

__global__ void hmul_scalar(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hmul(a[i], b[i]);
}
// CHECK: half-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'hmul_scalar': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

__global__ void hdiv_scalar(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hdiv(a[i], b[i]);
}
// CHECK: half-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'hdiv_scalar': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

// The saturating form is still one add.
__global__ void hadd_saturate(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hadd_sat(a[i], b[i]);
}
// CHECK: half-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'hadd_saturate': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

__global__ void hfma_scalar(const __half *a, const __half *b, const __half *c,
                            __half *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = __hfma(a[i], b[i], c[i]);
}
// CHECK: half-intrinsics.cu:[[@LINE-5]]:17: remark: kernel 'hfma_scalar': memory-bound, ceiling 250 GFLOP/s (1.2 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp16 2)
// CHECK-NEXT: global/thread   8 B  (load 6 B, store 2 B)
// CHECK-NEXT: intensity       2 / 8 = 0.25 FLOP/B

// __hmax is a max, like fmaxf: not a FLOP, one `other` (seventh row).
__global__ void hmax_scalar(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hmax(a[i], b[i]);
}
// CHECK: half-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'hmax_scalar': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 6 = 0 FLOP/B
