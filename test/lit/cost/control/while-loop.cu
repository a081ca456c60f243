// A while loop in the induction shape (k set before the loop, compared in the
// condition, stepped once per iteration in the body) is derived like a for loop.
// Body `acc += x[k]`: 1 fp32 FLOP and a 4-byte load per iteration, then one 4-byte
// store.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=100 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// n iterations; with --bind n=100: 100 FLOPs, 404 B.
__global__ void while_sum(int n, const float *x, float *y) {
  float acc = 0.0f;
  int k = 0;
  while (k < n) {
    acc += x[k];
    k++;
  }
  y[threadIdx.x] = acc;
}
// SYM: while-loop.cu:[[@LINE-9]]:17: remark: kernel 'while_sum': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    n  (fp32 n)
// SYM: loop            {{.*}}while-loop.cu:[[@LINE-8]]:3 runs n times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: while-loop.cu:[[@LINE-13]]:17: remark: kernel 'while_sum': memory-bound, ceiling 248 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}100  (fp32 100)
// BOUND-NEXT: global/thread   {{.*}}404 B  (load 400 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}100 / 404 = 0.248 FLOP/B
// BOUND: loop            {{.*}}while-loop.cu:[[@LINE-14]]:3 runs n times

// Constant, step 2: k = 0, 2, ..., 30 is 16 iterations; 16 / 68 B.
__global__ void while_sum_even(const float *x, float *y) {
  float acc = 0.0f;
  int k = 0;
  while (k < 32) {
    acc += x[k];
    k += 2;
  }
  y[threadIdx.x] = acc;
}
// CHECK: while-loop.cu:[[@LINE-9]]:17: remark: kernel 'while_sum_even': memory-bound, ceiling 235 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    16  (fp32 16)
// CHECK-NEXT: global/thread   68 B  (load 64 B, store 4 B)
// CHECK-NEXT: intensity       16 / 68 = 0.235 FLOP/B
// CHECK: loop            {{.*}}while-loop.cu:[[@LINE-10]]:3 runs 16 times
