// With one free symbol, the report says where the kernel crosses the ridge of
// the chosen GPU, or that it never does.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// 2*DEPTH FLOPs for 8 bytes: intensity DEPTH / 4, at or above the test GPU's
// ridge of 10 FLOP/B once DEPTH >= 40.
__global__ void horner(const float *x, float *y, int DEPTH) {
  float v = x[threadIdx.x], acc = 0.0f;
  for (int d = 0; d < DEPTH; ++d)
    acc = acc * v + 1.0f;
  y[threadIdx.x] = acc;
}
// CHECK: ridge-crossing.cu:[[@LINE-6]]:17: remark: kernel 'horner': compute-bound as DEPTH grows, ceiling 10 TFLOP/s (100 % of fp32 peak) [roofline-kernel]
// CHECK: ridge           compute-bound on test-gpu once DEPTH >= 40

// One FLOP per 4-byte load: tends to 0.25 FLOP/B, below the ridge for every n.
__global__ void sum_n(const float *x, float *y, int n) {
  float acc = 0.0f;
  for (int k = 0; k < n; ++k)
    acc += x[k];
  y[0] = acc;
}
// CHECK: ridge-crossing.cu:[[@LINE-6]]:17: remark: kernel 'sum_n': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK: ridge           memory-bound on test-gpu for every n
