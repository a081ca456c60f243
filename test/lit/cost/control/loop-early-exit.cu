// A loop that may leave early (`break`, or `return` inside it) is counted for its full
// trip count: an assumption, noted with the id roofline-loop-early-exit at the loop,
// and the kernel is (estimated). The `if` on data that guards the break is noted too.
// Per iteration: x[k] 4 B and 1 fp32 FLOP; then one 4-byte store.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error}}:'
// RUN: %roofline-lint %s --bind n=100 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error}}:'

// Full count n; with --bind n=100: 100 FLOPs, 404 B.
__global__ void sum_until(int n, float limit, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    acc += x[k];
    if (acc > limit)
      break;
  }
  y[threadIdx.x] = acc;
}
// SYM: loop-early-exit.cu:[[@LINE-9]]:17: remark: kernel 'sum_until' (estimated): memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    n  (fp32 n)
// SYM-NEXT: global/thread   4*n + 4 B  (load 4*n B, store 4 B)
// SYM: loop            {{.*}}loop-early-exit.cu:[[@LINE-10]]:3 runs n times
// BOUND: loop-early-exit.cu:[[@LINE-13]]:17: remark: kernel 'sum_until' (estimated): memory-bound, ceiling 248 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}100  (fp32 100)
// BOUND-NEXT: global/thread   {{.*}}404 B  (load 400 B, store 4 B)
// BOUND: loop            {{.*}}loop-early-exit.cu:[[@LINE-14]]:3 runs n times
// CHECK-DAG: loop-early-exit.cu:[[@LINE-15]]:3: note: {{.*}} [roofline-loop-early-exit]
// CHECK-DAG: loop-early-exit.cu:[[@LINE-14]]:{{[0-9]+}}: note: {{.*}} [roofline-data-dependent-branch]
