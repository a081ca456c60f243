// `for (k = a; k < E; k += c)` runs ceil((E - a) / c) times: a partial last
// step still runs.
// Every loop body here is `acc += x[k]`: 1 fp32 FLOP and a 4-byte global load per
// iteration; then one 4-byte store. With trip T: T FLOPs, 4*T + 4 bytes.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=102 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// Symbolic: ceil(n / 4); with --bind n=102, k = 0, 4, ..., 100 is 26 iterations
// (26 FLOPs, 108 B).
__global__ void sum_step4(int n, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k < n; k += 4)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// SYM: for-step-plus-c.cu:[[@LINE-6]]:17: remark: kernel 'sum_step4': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    ceil(n / 4)  (fp32 ceil(n / 4))
// SYM: loop            {{.*}}for-step-plus-c.cu:[[@LINE-6]]:3 runs ceil(n / 4) times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: for-step-plus-c.cu:[[@LINE-10]]:17: remark: kernel 'sum_step4': memory-bound, ceiling 241 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}26  (fp32 26)
// BOUND-NEXT: global/thread   {{.*}}108 B  (load 104 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}26 / 108 = 0.241 FLOP/B
// BOUND: loop            {{.*}}for-step-plus-c.cu:[[@LINE-12]]:3 runs ceil(n / 4) times

// Constant bounds: k = 1, 9, ..., 57 is ceil((64 - 1) / 8) = 8 iterations.
// Hand count: 8 iterations of 1 FLOP and a 4-byte load, then a 4-byte store:
// 8 / 36 = 0.222 FLOP/B -> 222 GFLOP/s = 2.2 % of peak.
__global__ void sum_step8_const(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 1; k < 64; k += 8)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-step-plus-c.cu:[[@LINE-6]]:17: remark: kernel 'sum_step8_const': memory-bound, ceiling 222 GFLOP/s (2.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    8  (fp32 8)
// CHECK-NEXT: global/thread   36 B  (load 32 B, store 4 B)
// CHECK-NEXT: intensity       8 / 36 = 0.222 FLOP/B
// CHECK: loop            {{.*}}for-step-plus-c.cu:[[@LINE-8]]:3 runs 8 times
