// A loop inside an inlined __device__ function takes its bound from the argument at
// each call site: `row_dot(..., n)` runs n times, `row_dot(..., 16)` 16 times. The
// loop is listed at its location in the helper.
// Per iteration: loads a[k], b[k] (8 B) and a multiply-add (2 fp32 FLOPs); then one
// 4-byte store in the kernel.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=100 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

__device__ float row_dot(const float *a, const float *b, int len) {
  float s = 0.0f;
  for (int k = 0; k < len; ++k)
    s += a[k] * b[k];
  return s;
}

// n iterations; with --bind n=100: 200 FLOPs, 800 + 4 = 804 B, 0.249 FLOP/B.
__global__ void matvec(int n, const float *A, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = row_dot(A + i * n, x, n);
}
// SYM: device-function-loop-bound-from-arg.cu:[[@LINE-4]]:17: remark: kernel 'matvec': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    2*n  (fp32 2*n)
// SYM-NEXT: global/thread   8*n + 4 B  (load 8*n B, store 4 B)
// SYM: loop            {{.*}}device-function-loop-bound-from-arg.cu:[[@LINE-13]]:3 runs n times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: device-function-loop-bound-from-arg.cu:[[@LINE-9]]:17: remark: kernel 'matvec': memory-bound, ceiling 249 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}200  (fp32 200)
// BOUND-NEXT: global/thread   {{.*}}804 B  (load 800 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}200 / 804 = 0.249 FLOP/B
// BOUND: loop            {{.*}}device-function-loop-bound-from-arg.cu:[[@LINE-19]]:3 runs n times

// A constant argument: 16 iterations, 32 FLOPs, 128 + 4 = 132 B, 0.242 FLOP/B.
__global__ void dot16(const float *A, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = row_dot(A + 16 * i, x, 16);
}
// CHECK: device-function-loop-bound-from-arg.cu:[[@LINE-4]]:17: remark: kernel 'dot16': memory-bound, ceiling 242 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    32  (fp32 32)
// CHECK-NEXT: global/thread   132 B  (load 128 B, store 4 B)
// CHECK-NEXT: intensity       32 / 132 = 0.242 FLOP/B
// CHECK: loop            {{.*}}device-function-loop-bound-from-arg.cu:[[@LINE-30]]:3 runs 16 times
