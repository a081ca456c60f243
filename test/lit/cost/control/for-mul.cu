// A multiplying loop `for (k = 1; k < E; k *= 2)` runs ceil(log2(E)) times
// (for E >= 1): k = 1, 2, 4, ... while k < E.
// Every loop body here is `acc += x[k]`: 1 fp32 FLOP and a 4-byte global load per
// iteration; then one 4-byte store. With trip T: T FLOPs, 4*T + 4 bytes.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=100 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// Symbolic: ceil(log2(n)); with --bind n=100, k = 1, 2, ..., 64 is 7 iterations.
__global__ void sum_doubling(int n, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 1; k < n; k *= 2)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// SYM: for-mul.cu:[[@LINE-6]]:17: remark: kernel 'sum_doubling': {{.*}} [roofline-kernel]
// SYM-NEXT: flops/thread    ceil(log2(n))  (fp32 ceil(log2(n)))
// SYM: loop            {{.*}}for-mul.cu:[[@LINE-6]]:3 runs ceil(log2(n)) times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: for-mul.cu:[[@LINE-10]]:17: remark: kernel 'sum_doubling': memory-bound, ceiling 219 GFLOP/s (2.2 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}7  (fp32 7)
// BOUND-NEXT: global/thread   {{.*}}32 B  (load 28 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}7 / 32 = 0.219 FLOP/B
// BOUND: loop            {{.*}}for-mul.cu:[[@LINE-12]]:3 runs ceil(log2(n)) times

// Constant bounds, factor 3: k = 3, 9, 27, 81 is 4 iterations.
// Hand count: 4 iterations of 1 FLOP and a 4-byte load, then a 4-byte store:
// 4 / 20 = 0.2 FLOP/B -> 200 GFLOP/s = 2 % of peak.
__global__ void sum_tripling_const(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 3; k < 100; k *= 3)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-mul.cu:[[@LINE-6]]:17: remark: kernel 'sum_tripling_const': memory-bound, ceiling 200 GFLOP/s (2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    4  (fp32 4)
// CHECK-NEXT: global/thread   20 B  (load 16 B, store 4 B)
// CHECK-NEXT: intensity       4 / 20 = 0.2 FLOP/B
// CHECK: loop            {{.*}}for-mul.cu:[[@LINE-8]]:3 runs 4 times
