// A shifting loop `for (k = 1; k < E; k <<= 1)` is `k *= 2`: it runs
// ceil(log2(E)) times (for E >= 1).
// Every loop body here is `acc += x[k]`: 1 fp32 FLOP and a 4-byte global load per
// iteration; then one 4-byte store. With trip T: T FLOPs, 4*T + 4 bytes.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=64 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// Symbolic: ceil(log2(n)); with --bind n=64, k = 1, 2, ..., 32 is 6 iterations.
__global__ void sum_shl(int n, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 1; k < n; k <<= 1)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// SYM: for-shl.cu:[[@LINE-6]]:17: remark: kernel 'sum_shl': {{.*}} [roofline-kernel]
// SYM-NEXT: flops/thread    ceil(log2(n))  (fp32 ceil(log2(n)))
// SYM: loop            {{.*}}for-shl.cu:[[@LINE-6]]:3 runs ceil(log2(n)) times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: for-shl.cu:[[@LINE-10]]:17: remark: kernel 'sum_shl': memory-bound, ceiling 214 GFLOP/s (2.1 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}6  (fp32 6)
// BOUND-NEXT: global/thread   {{.*}}28 B  (load 24 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}6 / 28 = 0.214 FLOP/B
// BOUND: loop            {{.*}}for-shl.cu:[[@LINE-12]]:3 runs ceil(log2(n)) times

// Constant bounds: k = 1, 2, ..., 512 is 10 iterations.
// Hand count: 10 iterations of 1 FLOP and a 4-byte load, then a 4-byte store:
// 10 / 44 = 0.227 FLOP/B -> 227 GFLOP/s = 2.3 % of peak.
__global__ void sum_shl_const(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 1; k < 1024; k <<= 1)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-shl.cu:[[@LINE-6]]:17: remark: kernel 'sum_shl_const': memory-bound, ceiling 227 GFLOP/s (2.3 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    10  (fp32 10)
// CHECK-NEXT: global/thread   44 B  (load 40 B, store 4 B)
// CHECK-NEXT: intensity       10 / 44 = 0.227 FLOP/B
// CHECK: loop            {{.*}}for-shl.cu:[[@LINE-8]]:3 runs 10 times
