// `for (k = a; k != E; k++)` runs E - a times.
// Every loop body here is `acc += x[k]`: 1 fp32 FLOP and a 4-byte global load per
// iteration; then one 4-byte store. With trip T: T FLOPs, 4*T + 4 bytes.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=100 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// Symbolic: n iterations; with --bind n=100, 100 FLOPs and 404 B.
__global__ void sum_ne(int n, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k != n; k++)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// SYM: for-ne.cu:[[@LINE-6]]:17: remark: kernel 'sum_ne': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    n  (fp32 n)
// SYM: loop            {{.*}}for-ne.cu:[[@LINE-6]]:3 runs n times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: for-ne.cu:[[@LINE-10]]:17: remark: kernel 'sum_ne': memory-bound, ceiling 248 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}100  (fp32 100)
// BOUND-NEXT: global/thread   {{.*}}404 B  (load 400 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}100 / 404 = 0.248 FLOP/B
// BOUND: loop            {{.*}}for-ne.cu:[[@LINE-12]]:3 runs n times

// Constant bounds: 36 - 4 = 32 iterations.
// Hand count: 32 iterations of 1 FLOP and a 4-byte load, then a 4-byte store:
// 32 / 132 = 0.242 FLOP/B -> 242 GFLOP/s = 2.4 % of peak.
__global__ void sum_ne_const(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 4; k != 36; k++)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-ne.cu:[[@LINE-6]]:17: remark: kernel 'sum_ne_const': memory-bound, ceiling 242 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    32  (fp32 32)
// CHECK-NEXT: global/thread   132 B  (load 128 B, store 4 B)
// CHECK-NEXT: intensity       32 / 132 = 0.242 FLOP/B
// CHECK: loop            {{.*}}for-ne.cu:[[@LINE-8]]:3 runs 32 times
