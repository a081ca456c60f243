// A loop condition is evaluated once per iteration plus once at exit: loads in the
// condition count trip + 1 times; loads in the increment count trip times.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error}}:'
// RUN: %roofline-lint %s --bind n=100 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error}}:'

// A CSR row: the bound row_ptr[row + 1] is data, so the trip count cannot be derived
// and the loop is counted as running once (an assumption, noted); its condition is
// then evaluated 1 + 1 = 2 times.
// Hand count: row_ptr[row] 4 B (init, once) + row_ptr[row + 1] 2 x 4 B (condition)
// + val[jj] 4 B (body) = 16 B loaded; y[row] 4 B stored; 1 FLOP.
// 1 / 20 = 0.05 FLOP/B -> 50 GFLOP/s = 0.5 % of peak.
__global__ void csr_row_sum(const int *row_ptr, const float *val, float *y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  for (int jj = row_ptr[row]; jj < row_ptr[row + 1]; jj++)
    acc += val[jj];
  y[row] = acc;
}
// CHECK: loop-condition-loads.cu:[[@LINE-7]]:17: remark: kernel 'csr_row_sum' (estimated): memory-bound, ceiling 50 GFLOP/s (0.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   20 B  (load 16 B, store 4 B)
// CHECK-NEXT: intensity       1 / 20 = 0.05 FLOP/B
// CHECK: loop-condition-loads.cu:[[@LINE-8]]:3: note: {{.*}} [roofline-unknown-trip-count]

// A do-while evaluates its condition once per iteration, the last evaluation being
// the exit: trip times, not trip + 1. Here the trip count is data (counted as once,
// noted), so the condition next[k] is loaded once.
// Hand count: body next[k] 4 B + condition next[k] 1 x 4 B = 8 B; last[i] 4 B; no FLOPs.
__global__ void chain_step_do(const int *next, int *last) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int k = i;
  do {
    k = next[k];
  } while (next[k] >= 0);
  last[i] = k;
}
// CHECK: loop-condition-loads.cu:[[@LINE-8]]:17: remark: kernel 'chain_step_do' (estimated): moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK: loop-condition-loads.cu:[[@LINE-8]]:3: note: {{.*}} [roofline-unknown-trip-count]

// The increment `acc += x[k], ++k` runs once per iteration: n loads and n FLOPs.
// With --bind n=100: 100 FLOPs, 400 + 4 = 404 B.
__global__ void sum_in_increment(int n, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k < n; acc += x[k], ++k)
    ;
  y[threadIdx.x] = acc;
}
// SYM: loop-condition-loads.cu:[[@LINE-6]]:17: remark: kernel 'sum_in_increment': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    n  (fp32 n)
// SYM-NEXT: global/thread   4*n + 4 B  (load 4*n B, store 4 B)
// SYM: loop            {{.*}}loop-condition-loads.cu:[[@LINE-7]]:3 runs n times
// BOUND: loop-condition-loads.cu:[[@LINE-10]]:17: remark: kernel 'sum_in_increment': memory-bound, ceiling 248 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}100  (fp32 100)
// BOUND-NEXT: global/thread   {{.*}}404 B  (load 400 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}100 / 404 = 0.248 FLOP/B
// BOUND: loop            {{.*}}loop-condition-loads.cu:[[@LINE-12]]:3 runs n times
