// The reduction loop `for (s = blockDim.x / 2; s > 0; s >>= 1)` halves s
// until it reaches 0: floor(log2(floor(blockDim.x / 2))) + 1 iterations,
// i.e. log2(blockDim.x) for a power of two.
// Every loop body here is `acc += x[s]`: 1 fp32 FLOP and a 4-byte global load per
// iteration; then one 4-byte store. With trip T: T FLOPs, 4*T + 4 bytes.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind blockDim.x=256 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// Symbolic in the launch dimension; with --bind blockDim.x=256, s = 128, ..., 1 is
// 8 iterations (8 FLOPs, 36 B).
__global__ void halving_sum(const float *x, float *y) {
  float acc = 0.0f;
  for (int s = blockDim.x / 2; s > 0; s >>= 1)
    acc += x[s];
  y[threadIdx.x] = acc;
}
// SYM: for-shr-halving.cu:[[@LINE-6]]:17: remark: kernel 'halving_sum': {{.*}} [roofline-kernel]
// SYM-NEXT: flops/thread    floor(log2(floor(blockDim.x / 2))) + 1  (fp32 floor(log2(floor(blockDim.x / 2))) + 1)
// SYM: loop            {{.*}}for-shr-halving.cu:[[@LINE-6]]:3 runs floor(log2(floor(blockDim.x / 2))) + 1 times
// SYM-NEXT: unbound         blockDim.x (give values with --bind NAME=VALUE)
// BOUND: for-shr-halving.cu:[[@LINE-10]]:17: remark: kernel 'halving_sum': memory-bound, ceiling 222 GFLOP/s (2.2 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}8  (fp32 8)
// BOUND-NEXT: global/thread   {{.*}}36 B  (load 32 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}8 / 36 = 0.222 FLOP/B
// BOUND: loop            {{.*}}for-shr-halving.cu:[[@LINE-12]]:3 runs floor(log2(floor(blockDim.x / 2))) + 1 times

// Constant start: s = 128, 64, ..., 1 is 8 iterations.
// Hand count: 8 iterations of 1 FLOP and a 4-byte load, then a 4-byte store:
// 8 / 36 = 0.222 FLOP/B -> 222 GFLOP/s = 2.2 % of peak.
__global__ void halving_sum_const(const float *x, float *y) {
  float acc = 0.0f;
  for (int s = 128; s > 0; s >>= 1)
    acc += x[s];
  y[threadIdx.x] = acc;
}
// CHECK: for-shr-halving.cu:[[@LINE-6]]:17: remark: kernel 'halving_sum_const': memory-bound, ceiling 222 GFLOP/s (2.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    8  (fp32 8)
// CHECK-NEXT: global/thread   36 B  (load 32 B, store 4 B)
// CHECK-NEXT: intensity       8 / 36 = 0.222 FLOP/B
// CHECK: loop            {{.*}}for-shr-halving.cu:[[@LINE-8]]:3 runs 8 times
