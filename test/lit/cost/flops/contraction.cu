// `a * b + c` is 2 FLOPs whether or not the compiler contracts it into an FMA
// (counting model, second bullet under the FLOPs table): the same count as
// fmaf(a, b, c), so a contracted and an uncontracted build compare equally.
//   2 fp32 FLOPs / (12 + 4) B = 0.125 FLOP/B; 125 GFLOP/s = 1.25 % of the
//   10 TFLOP/s fp32 peak (printed 1.2).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void multiply_add(const float *a, const float *b, const float *c,
                             float *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = a[i] * b[i] + c[i];
}
// CHECK: contraction.cu:[[@LINE-5]]:17: remark: kernel 'multiply_add': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       2 / 16 = 0.125 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp32 peak 10 TFLOP/s, 1 TB/s, ridge 10 FLOP/B
// CHECK-NEXT: ceiling         125 GFLOP/s = 1.2 % of peak (memory-bound)

// The addend first, and a subtraction, contract just the same.
__global__ void add_multiply(const float *a, const float *b, const float *c,
                             float *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = c[i] - a[i] * b[i];
}
// CHECK: contraction.cu:[[@LINE-5]]:17: remark: kernel 'add_multiply': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       2 / 16 = 0.125 FLOP/B

// A multiply-accumulate into a local: acc += a * b is 2 FLOPs too.
__global__ void multiply_accumulate(const float *a, const float *b,
                                    const float *c, float *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = c[i];
  acc += a[i] * b[i];
  d[i] = acc;
}
// CHECK: contraction.cu:[[@LINE-7]]:17: remark: kernel 'multiply_accumulate': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       2 / 16 = 0.125 FLOP/B

// In fp64: 2 FLOPs / (24 + 8) B = 0.0625 FLOP/B; 62.5 GFLOP/s = 1.25 % (1.2 %)
// of the 5 TFLOP/s fp64 peak.
__global__ void multiply_add_f64(const double *a, const double *b,
                                 const double *c, double *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = a[i] * b[i] + c[i];
}
// CHECK: contraction.cu:[[@LINE-5]]:17: remark: kernel 'multiply_add_f64': memory-bound, ceiling 62.5 GFLOP/s (1.2 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp64 2)
// CHECK-NEXT: global/thread   32 B  (load 24 B, store 8 B)
// CHECK-NEXT: intensity       2 / 32 = 0.062 FLOP/B
