// Constant subexpressions that the compiler folds cost nothing (counting
// model, second bullet under the FLOPs table): `2.0f / 3.0f`, `1.0 / 16.0`,
// `2.0f / M_PI` and `sqrtf(2.0f / M_PI)` are constants, and so are the
// conversions inside them. Only the multiply by the constant is counted.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cmath>
#ifndef M_PI // POSIX, not ISO C++: define it where the C library does not
#define M_PI 3.14159265358979323846
#endif

// 1 fp32 FLOP / (4 + 4) B = 0.125 FLOP/B; 125 GFLOP/s = 1.25 % (1.2 %).
__global__ void scale_by_two_thirds(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * (2.0f / 3.0f);
}
// CHECK: constant-folding.cu:[[@LINE-4]]:17: remark: kernel 'scale_by_two_thirds': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp32 peak 10 TFLOP/s, 1 TB/s, ridge 10 FLOP/B
// CHECK-NEXT: ceiling         125 GFLOP/s = 1.2 % of peak (memory-bound)

// 1 fp64 FLOP / (8 + 8) B = 0.0625 FLOP/B; 62.5 GFLOP/s = 1.25 % (1.2 %) of
// the 5 TFLOP/s fp64 peak.
__global__ void scale_by_sixteenth(const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * (1.0 / 16.0);
}
// CHECK: constant-folding.cu:[[@LINE-4]]:17: remark: kernel 'scale_by_sixteenth': memory-bound, ceiling 62.5 GFLOP/s (1.2 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   16 B  (load 8 B, store 8 B)
// CHECK-NEXT: intensity       1 / 16 = 0.062 FLOP/B

// 2.0f / M_PI is a double constant (2.0f widened, divided, all folded).
__global__ void scale_by_two_over_pi(const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * (2.0f / M_PI);
}
// CHECK: constant-folding.cu:[[@LINE-4]]:17: remark: kernel 'scale_by_two_over_pi': memory-bound, ceiling 62.5 GFLOP/s (1.2 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   16 B  (load 8 B, store 8 B)
// CHECK-NEXT: intensity       1 / 16 = 0.062 FLOP/B

// GELU's constant: the square root of a constant is a constant, so neither
// the sqrtf (special), the division nor the narrowing to float is counted.
__global__ void scale_by_gelu_constant(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * sqrtf(2.0f / M_PI);
}
// CHECK: constant-folding.cu:[[@LINE-4]]:17: remark: kernel 'scale_by_gelu_constant': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B

// A constexpr local is a constant too: k * k folds, 1 FLOP remains.
__global__ void scale_by_constexpr_square(const float *x, float *y) {
  constexpr float k = 0.5f;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * (k * k);
}
// CHECK: constant-folding.cu:[[@LINE-5]]:17: remark: kernel 'scale_by_constexpr_square': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B

// Folding needs constant operands: x[i] * 2.0f * 3.0f groups as
// (x[i] * 2.0f) * 3.0f under C++'s left-to-right rule, two FLOPs:
// 2 / 8 = 0.25 FLOP/B; 250 GFLOP/s = 2.5 %.
__global__ void scale_twice(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * 2.0f * 3.0f;
}
// CHECK: constant-folding.cu:[[@LINE-4]]:17: remark: kernel 'scale_twice': memory-bound, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       2 / 8 = 0.25 FLOP/B
