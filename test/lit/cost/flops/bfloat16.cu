// bf16 arithmetic counts like fp16, in its own bf16 column (counting model:
// FLOPs are counted per precision fp16, bf16, fp32, fp64):
//   __nv_bfloat16 operators, __hadd/__hmul on bf16:    1 FLOP (fourth row)
//   __hfma on bf16:                                    2 FLOPs (second row)
//   __hadd2 on __nv_bfloat162:                         2 FLOPs (per lane)
//   __hfma2 on __nv_bfloat162:                         4 FLOPs (per lane)
// A __nv_bfloat16 is 2 bytes, a __nv_bfloat162 4. The test GPU's bf16 peak is
// 20 TFLOP/s (ridge 20):
//   1 FLOP / (4 + 2) B = 0.167 FLOP/B; 167 GFLOP/s = 0.83 % of bf16 peak.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cuda_bf16.h>

__global__ void bf16_plus(const __nv_bfloat16 *a, const __nv_bfloat16 *b,
                          __nv_bfloat16 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}
// CHECK: bfloat16.cu:[[@LINE-5]]:17: remark: kernel 'bf16_plus': memory-bound, ceiling 167 GFLOP/s (0.83 % of bf16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (bf16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): bf16 peak 20 TFLOP/s, 1 TB/s, ridge 20 FLOP/B
// CHECK-NEXT: ceiling         167 GFLOP/s = 0.83 % of peak (memory-bound)

__global__ void bf16_times(const __nv_bfloat16 *a, const __nv_bfloat16 *b,
                           __nv_bfloat16 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] * b[i];
}
// CHECK: bfloat16.cu:[[@LINE-5]]:17: remark: kernel 'bf16_times': memory-bound, ceiling 167 GFLOP/s (0.83 % of bf16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (bf16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

__global__ void bf16_minus_assign(const __nv_bfloat16 *x, __nv_bfloat16 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] -= x[i];
}
// CHECK: bfloat16.cu:[[@LINE-4]]:17: remark: kernel 'bf16_minus_assign': memory-bound, ceiling 167 GFLOP/s (0.83 % of bf16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (bf16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

__global__ void bf16_hmul(const __nv_bfloat16 *a, const __nv_bfloat16 *b,
                          __nv_bfloat16 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hmul(a[i], b[i]);
}
// CHECK: bfloat16.cu:[[@LINE-5]]:17: remark: kernel 'bf16_hmul': memory-bound, ceiling 167 GFLOP/s (0.83 % of bf16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (bf16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

// 2 FLOPs / (6 + 2) B = 0.25 FLOP/B; 250 GFLOP/s = 1.25 % (1.2 %).
__global__ void bf16_hfma(const __nv_bfloat16 *a, const __nv_bfloat16 *b,
                          const __nv_bfloat16 *c, __nv_bfloat16 *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = __hfma(a[i], b[i], c[i]);
}
// CHECK: bfloat16.cu:[[@LINE-5]]:17: remark: kernel 'bf16_hfma': memory-bound, ceiling 250 GFLOP/s (1.2 % of bf16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (bf16 2)
// CHECK-NEXT: global/thread   8 B  (load 6 B, store 2 B)
// CHECK-NEXT: intensity       2 / 8 = 0.25 FLOP/B

// Two lanes: 2 FLOPs / (8 + 4) B = 0.167 FLOP/B.
__global__ void bf162_hadd2(const __nv_bfloat162 *a, const __nv_bfloat162 *b,
                            __nv_bfloat162 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hadd2(a[i], b[i]);
}
// CHECK: bfloat16.cu:[[@LINE-5]]:17: remark: kernel 'bf162_hadd2': memory-bound, ceiling 167 GFLOP/s (0.83 % of bf16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (bf16 2)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       2 / 12 = 0.167 FLOP/B

// Two lanes of an FMA: 4 FLOPs / (12 + 4) B = 0.25 FLOP/B.
__global__ void bf162_hfma2(const __nv_bfloat162 *a, const __nv_bfloat162 *b,
                            const __nv_bfloat162 *c, __nv_bfloat162 *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = __hfma2(a[i], b[i], c[i]);
}
// CHECK: bfloat16.cu:[[@LINE-5]]:17: remark: kernel 'bf162_hfma2': memory-bound, ceiling 250 GFLOP/s (1.2 % of bf16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    4  (bf16 4)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       4 / 16 = 0.25 FLOP/B
