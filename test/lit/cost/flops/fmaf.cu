// fmaf and fma are 2 FLOPs each (counting model, FLOPs table, second row),
// in the precision they compute in, as Nsight Compute counts an FFMA/DFMA.
//   fmaf: 2 fp32 FLOPs / (12 + 4) B = 0.125 FLOP/B; 125 GFLOP/s, 1.25 % of the
//         10 TFLOP/s fp32 peak (printed 1.2).
//   fma:  2 fp64 FLOPs / (24 + 8) B = 0.0625 FLOP/B; 62.5 GFLOP/s, 1.25 % of
//         the 5 TFLOP/s fp64 peak, ridge 5.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void fused_multiply_add_f32(const float *a, const float *b,
                                       const float *c, float *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = fmaf(a[i], b[i], c[i]);
}
// CHECK: fmaf.cu:[[@LINE-5]]:17: remark: kernel 'fused_multiply_add_f32': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       2 / 16 = 0.125 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp32 peak 10 TFLOP/s, 1 TB/s, ridge 10 FLOP/B
// CHECK-NEXT: ceiling         125 GFLOP/s = 1.2 % of peak (memory-bound)

__global__ void fused_multiply_add_f64(const double *a, const double *b,
                                       const double *c, double *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = fma(a[i], b[i], c[i]);
}
// CHECK: fmaf.cu:[[@LINE-5]]:17: remark: kernel 'fused_multiply_add_f64': memory-bound, ceiling 62.5 GFLOP/s (1.2 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp64 2)
// CHECK-NEXT: global/thread   32 B  (load 24 B, store 8 B)
// CHECK-NEXT: intensity       2 / 32 = 0.062 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp64 peak 5 TFLOP/s, 1 TB/s, ridge 5 FLOP/B
// CHECK-NEXT: ceiling         62.5 GFLOP/s = 1.2 % of peak (memory-bound)

// A chain of two fmaf calls on a local is 4 FLOPs for the same traffic:
// 4 / 16 = 0.25 FLOP/B.
__global__ void horner_f32(const float *x, const float *c0, const float *c1,
                           float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  y[i] = fmaf(fmaf(v, v, c1[i]), v, c0[i]);
}
// CHECK: fmaf.cu:[[@LINE-6]]:17: remark: kernel 'horner_f32': memory-bound, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    4  (fp32 4)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       4 / 16 = 0.25 FLOP/B
