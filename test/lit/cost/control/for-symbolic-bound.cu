// Trip counts are symbolic expressions over kernel parameters and launch dimensions,
// and --bind gives them values. Every loop body is `acc += x[k]`: 1 fp32 FLOP and a
// 4-byte load per iteration, then one 4-byte store (T FLOPs, 4*T + 4 bytes).
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind lo=10 --bind hi=110 --bind blockDim.x=64 --bind n=50 | FileCheck %s --check-prefixes=BOUND --implicit-check-not='{{warning|error|note}}:'

// Two parameters: hi - lo iterations, clamped at 0 since a binding could
// make the span negative: max(0, hi - lo); bound, 110 - 10 = 100.
__global__ void sum_range(int lo, int hi, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = lo; k < hi; ++k)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// SYM: for-symbolic-bound.cu:[[@LINE-6]]:17: remark: kernel 'sum_range': {{.*}} [roofline-kernel]
// SYM-NEXT: flops/thread    max(0, hi - lo)  (fp32 max(0, hi - lo))
// SYM: loop            {{.*}}for-symbolic-bound.cu:[[@LINE-6]]:3 runs max(0, hi - lo) times
// SYM-NEXT: unbound         hi, lo (give values with --bind NAME=VALUE)
// BOUND: for-symbolic-bound.cu:[[@LINE-10]]:17: remark: kernel 'sum_range': memory-bound, ceiling 248 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}100  (fp32 100)
// BOUND-NEXT: global/thread   {{.*}}404 B  (load 400 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}100 / 404 = 0.248 FLOP/B
// BOUND: loop            {{.*}}for-symbolic-bound.cu:[[@LINE-12]]:3 runs max(0, hi - lo) times

// A launch dimension: blockDim.x iterations; bound, 64.
__global__ void sum_block(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k < blockDim.x; ++k)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// SYM: for-symbolic-bound.cu:[[@LINE-6]]:17: remark: kernel 'sum_block': intensity depends on blockDim.x, which a launch fixes [roofline-kernel]
// SYM-NEXT: flops/thread    blockDim.x  (fp32 blockDim.x)
// SYM: loop            {{.*}}for-symbolic-bound.cu:[[@LINE-6]]:3 runs blockDim.x times
// SYM-NEXT: unbound         blockDim.x (give values with --bind NAME=VALUE)
// BOUND: for-symbolic-bound.cu:[[@LINE-10]]:17: remark: kernel 'sum_block': memory-bound, ceiling 246 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}64  (fp32 64)
// BOUND-NEXT: global/thread   {{.*}}260 B  (load 256 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}64 / 260 = 0.246 FLOP/B
// BOUND: loop            {{.*}}for-symbolic-bound.cu:[[@LINE-12]]:3 runs blockDim.x times

// Arithmetic on a parameter: 2*n + 1 iterations; bound, 2*50 + 1 = 101.
__global__ void sum_odd(int n, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k < 2 * n + 1; ++k)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// SYM: for-symbolic-bound.cu:[[@LINE-6]]:17: remark: kernel 'sum_odd': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    2*n + 1  (fp32 2*n + 1)
// SYM: loop            {{.*}}for-symbolic-bound.cu:[[@LINE-6]]:3 runs 2*n + 1 times
// SYM-NEXT: unbound         n (give values with --bind NAME=VALUE)
// BOUND: for-symbolic-bound.cu:[[@LINE-10]]:17: remark: kernel 'sum_odd': memory-bound, ceiling 248 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}101  (fp32 101)
// BOUND-NEXT: global/thread   {{.*}}408 B  (load 404 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}101 / 408 = 0.248 FLOP/B
// BOUND: loop            {{.*}}for-symbolic-bound.cu:[[@LINE-12]]:3 runs 2*n + 1 times
