// A decrementing loop `for (k = a; k >= E; k--)` runs a - E + 1 times.
// Every loop body here is `acc += x[k]`: 1 fp32 FLOP and a 4-byte global load per
// iteration; then one 4-byte store. With trip T: T FLOPs, 4*T + 4 bytes.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=100 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// Symbolic: k = n - 1 .. 0 is n iterations; with --bind n=100, 100 FLOPs and 404 B.
__global__ void sum_ge(int n, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = n - 1; k >= 0; k--)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// SYM: for-ge-dec.cu:[[@LINE-6]]:17: remark: kernel 'sum_ge': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    n  (fp32 n)
// SYM: loop            {{.*}}for-ge-dec.cu:[[@LINE-6]]:3 runs n times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: for-ge-dec.cu:[[@LINE-10]]:17: remark: kernel 'sum_ge': memory-bound, ceiling 248 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}100  (fp32 100)
// BOUND-NEXT: global/thread   {{.*}}404 B  (load 400 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}100 / 404 = 0.248 FLOP/B
// BOUND: loop            {{.*}}for-ge-dec.cu:[[@LINE-12]]:3 runs n times

// Constant bounds: k = 15 .. 0 is 15 - 0 + 1 = 16 iterations.
// Hand count: 16 iterations of 1 FLOP and a 4-byte load, then a 4-byte store:
// 16 / 68 = 0.235 FLOP/B -> 235 GFLOP/s = 2.4 % of peak.
__global__ void sum_ge_const(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 15; k >= 0; --k)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-ge-dec.cu:[[@LINE-6]]:17: remark: kernel 'sum_ge_const': memory-bound, ceiling 235 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    16  (fp32 16)
// CHECK-NEXT: global/thread   68 B  (load 64 B, store 4 B)
// CHECK-NEXT: intensity       16 / 68 = 0.235 FLOP/B
// CHECK: loop            {{.*}}for-ge-dec.cu:[[@LINE-8]]:3 runs 16 times
