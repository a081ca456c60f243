// Loop bounds are constant-folded, math functions of constants included: the count is
// exact, with no symbol and no assumption. Every loop body is `acc += x[k]`: 1 fp32
// FLOP and a 4-byte load per iteration, then one 4-byte store (T FLOPs, 4*T + 4 B).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// `k <= __log2f(16)` is `k <= 4.0f`: k = 0 .. 4, 5 iterations.
// Hand count: 5 FLOPs / 24 B = 0.208 FLOP/B -> 208 GFLOP/s = 2.1 % of peak.
__global__ void log2_bound(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k <= __log2f(16); k++)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-constant-folded-bound.cu:[[@LINE-6]]:17: remark: kernel 'log2_bound': memory-bound, ceiling 208 GFLOP/s (2.1 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    5  (fp32 5)
// CHECK-NEXT: global/thread   24 B  (load 20 B, store 4 B)
// CHECK: loop            {{.*}}for-constant-folded-bound.cu:[[@LINE-7]]:3 runs 5 times

// `k < sqrtf(64.0f)` is `k < 8.0f`: 8 iterations.
// Hand count: 8 FLOPs / 36 B = 0.222 FLOP/B -> 222 GFLOP/s = 2.2 % of peak.
__global__ void sqrt_bound(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k < sqrtf(64.0f); k++)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-constant-folded-bound.cu:[[@LINE-6]]:17: remark: kernel 'sqrt_bound': memory-bound, ceiling 222 GFLOP/s (2.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    8  (fp32 8)
// CHECK-NEXT: global/thread   36 B  (load 32 B, store 4 B)
// CHECK: loop            {{.*}}for-constant-folded-bound.cu:[[@LINE-7]]:3 runs 8 times

// A constexpr local: kTile = 32 iterations.
// Hand count: 32 FLOPs / 132 B = 0.242 FLOP/B -> 242 GFLOP/s = 2.4 % of peak.
__global__ void constexpr_bound(const float *x, float *y) {
  float acc = 0.0f;
  constexpr int kTile = 8 * 4;
  for (int k = 0; k < kTile; k++)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-constant-folded-bound.cu:[[@LINE-7]]:17: remark: kernel 'constexpr_bound': memory-bound, ceiling 242 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    32  (fp32 32)
// CHECK-NEXT: global/thread   132 B  (load 128 B, store 4 B)
// CHECK-NEXT: intensity       32 / 132 = 0.242 FLOP/B
// CHECK: loop            {{.*}}for-constant-folded-bound.cu:[[@LINE-8]]:3 runs 32 times

// A const int local initialised with a constant: 16 iterations.
// Hand count: 16 FLOPs / 68 B = 0.235 FLOP/B -> 235 GFLOP/s = 2.4 % of peak.
__global__ void const_int_bound(const float *x, float *y) {
  float acc = 0.0f;
  const int half = 32 / 2;
  for (int k = 0; k < half; k++)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-constant-folded-bound.cu:[[@LINE-7]]:17: remark: kernel 'const_int_bound': memory-bound, ceiling 235 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    16  (fp32 16)
// CHECK-NEXT: global/thread   68 B  (load 64 B, store 4 B)
// CHECK-NEXT: intensity       16 / 68 = 0.235 FLOP/B
// CHECK: loop            {{.*}}for-constant-folded-bound.cu:[[@LINE-8]]:3 runs 16 times

// sizeof(float4) / sizeof(float) = 4 iterations.
// Hand count: 4 FLOPs / 20 B = 0.2 FLOP/B -> 200 GFLOP/s = 2 % of peak.
__global__ void sizeof_bound(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k < sizeof(float4) / sizeof(float); k++)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: for-constant-folded-bound.cu:[[@LINE-6]]:17: remark: kernel 'sizeof_bound': memory-bound, ceiling 200 GFLOP/s (2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    4  (fp32 4)
// CHECK-NEXT: global/thread   20 B  (load 16 B, store 4 B)
// CHECK-NEXT: intensity       4 / 20 = 0.2 FLOP/B
// CHECK: loop            {{.*}}for-constant-folded-bound.cu:[[@LINE-8]]:3 runs 4 times
