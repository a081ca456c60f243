// When an inner bound depends on an outer index (a triangular nest), the inner trip
// counts are summed over the outer iterations, not multiplied by the first one.
// The inner loop is listed with its count in terms of the outer index
// (7 - r prints as -r + 7).
// Body `acc += L[...]`: 1 fp32 FLOP and a 4-byte load; one 4-byte store after.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=10 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// Lower triangle with diagonal: sum over r = 0 .. n-1 of (r + 1) = n*(n + 1)/2.
// With --bind n=10: 55 iterations, 55 FLOPs, 220 + 4 = 224 B, 0.246 FLOP/B.
__global__ void lower_sum(int n, const float *L, float *y) {
  float acc = 0.0f;
  for (int r = 0; r < n; r++)
    for (int c = 0; c <= r; c++)
      acc += L[r * n + c];
  y[threadIdx.x] = acc;
}
// SYM: triangular-loop.cu:[[@LINE-7]]:17: remark: kernel 'lower_sum': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    1/2*n^2 + 1/2*n  (fp32 1/2*n^2 + 1/2*n)
// SYM-NEXT: global/thread   2*n^2 + 2*n + 4 B  (load 2*n^2 + 2*n B, store 4 B)
// SYM: loop            {{.*}}triangular-loop.cu:[[@LINE-8]]:3 runs n times
// SYM-NEXT: loop            {{.*}}triangular-loop.cu:[[@LINE-8]]:5 runs r + 1 times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: triangular-loop.cu:[[@LINE-13]]:17: remark: kernel 'lower_sum': memory-bound, ceiling 246 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}55  (fp32 55)
// BOUND-NEXT: global/thread   {{.*}}224 B  (load 220 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}55 / 224 = 0.246 FLOP/B
// BOUND: loop            {{.*}}triangular-loop.cu:[[@LINE-15]]:3 runs n times
// BOUND-NEXT: loop            {{.*}}triangular-loop.cu:[[@LINE-15]]:5 runs r + 1 times

// Strict upper triangle of an 8 x 8 matrix, the inner loop starting at the outer
// index: sum over r = 0 .. 7 of (7 - r) = 28 iterations (not 8 x 7 = 56).
// 28 FLOPs / 116 B = 0.241 FLOP/B.
__global__ void upper_sum(const float *U, float *y) {
  float acc = 0.0f;
  for (int r = 0; r < 8; r++)
    for (int c = r + 1; c < 8; c++)
      acc += U[r * 8 + c];
  y[threadIdx.x] = acc;
}
// CHECK: triangular-loop.cu:[[@LINE-7]]:17: remark: kernel 'upper_sum': memory-bound, ceiling 241 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    28  (fp32 28)
// CHECK-NEXT: global/thread   116 B  (load 112 B, store 4 B)
// CHECK-NEXT: intensity       28 / 116 = 0.241 FLOP/B
// CHECK: loop            {{.*}}triangular-loop.cu:[[@LINE-9]]:3 runs 8 times
// CHECK-NEXT: loop            {{.*}}triangular-loop.cu:[[@LINE-9]]:5 runs -r + 7 times
