// A loop whose condition uses the induction variable in an affine expression,
// `offset + stride <= BM` (SGEMM-style tile loading), is derived like
// `offset <= BM - stride`: from 0 in steps of stride it runs floor((BM - stride) /
// stride) + 1 = floor(BM / stride) times. Body `acc += A[offset]`: 1 fp32 FLOP and a
// 4-byte load per iteration; one 4-byte store after.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind blockDim.x=32 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

#define BM 128

// Constant stride 8: offset = 0, 8, ..., 120 is 16 iterations; 16 / 68 B.
__global__ void load_tile_const(const float *A, float *y) {
  const int stride = 8;
  float acc = 0.0f;
  for (int offset = 0; offset + stride <= BM; offset += stride)
    acc += A[offset];
  y[threadIdx.x] = acc;
}
// CHECK: for-affine-condition.cu:[[@LINE-7]]:17: remark: kernel 'load_tile_const': memory-bound, ceiling 235 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    16  (fp32 16)
// CHECK-NEXT: global/thread   68 B  (load 64 B, store 4 B)
// CHECK-NEXT: intensity       16 / 68 = 0.235 FLOP/B
// CHECK: loop            {{.*}}for-affine-condition.cu:[[@LINE-8]]:3 runs 16 times

// Stride blockDim.x: floor(128 / blockDim.x) iterations; with --bind blockDim.x=32,
// offset = 0, 32, 64, 96 is 4 iterations; 4 / 20 B = 0.2 FLOP/B.
__global__ void load_tile(const float *A, float *y) {
  float acc = 0.0f;
  for (int offset = 0; offset + blockDim.x <= BM; offset += blockDim.x)
    acc += A[offset];
  y[threadIdx.x] = acc;
}
// SYM: for-affine-condition.cu:[[@LINE-6]]:17: remark: kernel 'load_tile': {{.*}} [roofline-kernel]
// SYM-NEXT: flops/thread    floor(128 / blockDim.x)  (fp32 floor(128 / blockDim.x))
// SYM: loop            {{.*}}for-affine-condition.cu:[[@LINE-6]]:3 runs floor(128 / blockDim.x) times
// SYM-NEXT: unbound         blockDim.x (give values with --bind NAME=VALUE)
// BOUND: for-affine-condition.cu:[[@LINE-10]]:17: remark: kernel 'load_tile': memory-bound, ceiling 200 GFLOP/s (2 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}4  (fp32 4)
// BOUND-NEXT: global/thread   {{.*}}20 B  (load 16 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}4 / 20 = 0.2 FLOP/B
// BOUND: loop            {{.*}}for-affine-condition.cu:[[@LINE-12]]:3 runs {{.*}} times
