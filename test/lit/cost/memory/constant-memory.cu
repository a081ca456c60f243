// Reads of `__constant__` variables are counted in the constant column, never as
// global bytes.
// Hand count per thread: global load x[i] 4 B + global store y[i] 4 B = 8 B;
// constant loads coeffs[0], coeffs[1] = 8 B; one fp32 multiply and one add.
// 2 / 8 = 0.25 FLOP/B -> 250 GFLOP/s = 2.5 % of peak.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__constant__ float coeffs[4];

__global__ void linear(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = coeffs[0] + x[i] * coeffs[1];
}
// CHECK: constant-memory.cu:[[@LINE-4]]:17: remark: kernel 'linear': memory-bound, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: constant/thread load 8 B
// CHECK-NEXT: intensity       2 / 8 = 0.25 FLOP/B

// A __constant__ struct member: constant load of the member only (int, 4 B).
struct Config {
  int stride;
  double scale;
};
__constant__ Config cfg;

__global__ void strided(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i * cfg.stride];
}
// CHECK: constant-memory.cu:[[@LINE-4]]:17: remark: kernel 'strided': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: constant/thread load 4 B
