// The FMA intrinsics with a rounding mode (__fmaf_rn, __fmaf_rz, __fmaf_ru,
// __fmaf_rd, __fma_rn, ...) are FMAs: 2 FLOPs each (counting model, FLOPs
// table, second row, "and friends").
//   fp32: 2 FLOPs / (12 + 4) B = 0.125 FLOP/B, 125 GFLOP/s = 1.25 % (1.2 %).
//   fp64: 2 FLOPs / (24 + 8) B = 0.0625 FLOP/B, 62.5 GFLOP/s = 1.25 % of fp64.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void fmaf_round_nearest(const float *a, const float *b,
                                   const float *c, float *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = __fmaf_rn(a[i], b[i], c[i]);
}
// CHECK: fma-rounding-intrinsics.cu:[[@LINE-5]]:17: remark: kernel 'fmaf_round_nearest': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       2 / 16 = 0.125 FLOP/B

__global__ void fmaf_round_zero(const float *a, const float *b,
                                const float *c, float *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = __fmaf_rz(a[i], b[i], c[i]);
}
// CHECK: fma-rounding-intrinsics.cu:[[@LINE-5]]:17: remark: kernel 'fmaf_round_zero': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       2 / 16 = 0.125 FLOP/B

__global__ void fmaf_round_up(const float *a, const float *b, const float *c,
                              float *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = __fmaf_ru(a[i], b[i], c[i]);
}
// CHECK: fma-rounding-intrinsics.cu:[[@LINE-5]]:17: remark: kernel 'fmaf_round_up': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       2 / 16 = 0.125 FLOP/B

__global__ void fmaf_round_down(const float *a, const float *b,
                                const float *c, float *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = __fmaf_rd(a[i], b[i], c[i]);
}
// CHECK: fma-rounding-intrinsics.cu:[[@LINE-5]]:17: remark: kernel 'fmaf_round_down': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       2 / 16 = 0.125 FLOP/B

__global__ void fma_round_nearest_f64(const double *a, const double *b,
                                      const double *c, double *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = __fma_rn(a[i], b[i], c[i]);
}
// CHECK: fma-rounding-intrinsics.cu:[[@LINE-5]]:17: remark: kernel 'fma_round_nearest_f64': memory-bound, ceiling 62.5 GFLOP/s (1.2 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp64 2)
// CHECK-NEXT: global/thread   32 B  (load 24 B, store 8 B)
// CHECK-NEXT: intensity       2 / 32 = 0.062 FLOP/B

__global__ void fma_round_zero_f64(const double *a, const double *b,
                                   const double *c, double *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = __fma_rz(a[i], b[i], c[i]);
}
// CHECK: fma-rounding-intrinsics.cu:[[@LINE-5]]:17: remark: kernel 'fma_round_zero_f64': memory-bound, ceiling 62.5 GFLOP/s (1.2 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp64 2)
// CHECK-NEXT: global/thread   32 B  (load 24 B, store 8 B)
// CHECK-NEXT: intensity       2 / 32 = 0.062 FLOP/B
