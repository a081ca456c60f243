// `for (k = a; k > E; k -= c)` runs ceil((a - E) / c) times, and
// `k >= E` runs floor((a - E) / c) + 1 times.
// Every loop body here is `acc += x[k]`: 1 fp32 FLOP and a 4-byte global load per
// iteration; then one 4-byte store. With trip T: T FLOPs, 4*T + 4 bytes.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=102 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// Symbolic: ceil(n / 4); with --bind n=102, k = 102, 98, ..., 2 is 26 iterations.
__global__ void sum_down4(int n, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = n; k > 0; k -= 4)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// SYM: for-step-minus-c.cu:[[@LINE-6]]:17: remark: kernel 'sum_down4': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    ceil(n / 4)  (fp32 ceil(n / 4))
// SYM: loop            {{.*}}for-step-minus-c.cu:[[@LINE-6]]:3 runs ceil(n / 4) times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: for-step-minus-c.cu:[[@LINE-10]]:17: remark: kernel 'sum_down4': memory-bound, ceiling 241 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}26  (fp32 26)
// BOUND-NEXT: global/thread   {{.*}}108 B  (load 104 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}26 / 108 = 0.241 FLOP/B
// BOUND: loop            {{.*}}for-step-minus-c.cu:[[@LINE-12]]:3 runs ceil(n / 4) times

// Constant bounds: k = 30, 27, ..., 0 is (30 - 0) / 3 + 1 = 11 iterations.
// Hand count: 11 iterations of 1 FLOP and a 4-byte load, then a 4-byte store:
// 11 / 48 = 0.229 FLOP/B -> 229 GFLOP/s = 2.3 % of peak.
__global__ void sum_down3_const(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 30; k >= 0; k -= 3)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-step-minus-c.cu:[[@LINE-6]]:17: remark: kernel 'sum_down3_const': memory-bound, ceiling 229 GFLOP/s (2.3 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    11  (fp32 11)
// CHECK-NEXT: global/thread   48 B  (load 44 B, store 4 B)
// CHECK-NEXT: intensity       11 / 48 = 0.229 FLOP/B
// CHECK: loop            {{.*}}for-step-minus-c.cu:[[@LINE-8]]:3 runs 11 times
