// A do-while loop in the induction shape is derived like a for loop: `do { ...; k++; }
// while (k < n)` from k = 0 runs n times (for n >= 1). Body `acc += x[k]`: 1 fp32
// FLOP and a 4-byte load per iteration, then one 4-byte store.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=100 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// n iterations; with --bind n=100: 100 FLOPs, 404 B.
__global__ void do_sum(int n, const float *x, float *y) {
  float acc = 0.0f;
  int k = 0;
  do {
    acc += x[k];
    k++;
  } while (k < n);
  y[threadIdx.x] = acc;
}
// SYM: do-while-loop.cu:[[@LINE-9]]:17: remark: kernel 'do_sum': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    max(n, 1)  (fp32 max(n, 1))
// SYM: loop            {{.*}}do-while-loop.cu:[[@LINE-8]]:3 runs max(n, 1) times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: do-while-loop.cu:[[@LINE-13]]:17: remark: kernel 'do_sum': memory-bound, ceiling 248 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}100  (fp32 100)
// BOUND-NEXT: global/thread   {{.*}}404 B  (load 400 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}100 / 404 = 0.248 FLOP/B
// BOUND: loop            {{.*}}do-while-loop.cu:[[@LINE-14]]:3 runs max(n, 1) times

// Constant, step 4: k = 0, 4, ..., 60 is 16 iterations; 16 / 68 B.
__global__ void do_sum_step4(const float *x, float *y) {
  float acc = 0.0f;
  int k = 0;
  do {
    acc += x[k];
    k += 4;
  } while (k < 64);
  y[threadIdx.x] = acc;
}
// CHECK: do-while-loop.cu:[[@LINE-9]]:17: remark: kernel 'do_sum_step4': memory-bound, ceiling 235 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    16  (fp32 16)
// CHECK-NEXT: global/thread   68 B  (load 64 B, store 4 B)
// CHECK-NEXT: intensity       16 / 68 = 0.235 FLOP/B
// CHECK: loop            {{.*}}do-while-loop.cu:[[@LINE-10]]:3 runs 16 times
