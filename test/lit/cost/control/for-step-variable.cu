// The cuda-samples matrixMul loop: `for (a = aBegin, b = bBegin; a <= aEnd;
// a += aStep, b += bStep)` with aEnd = aBegin + wA - 1 and aStep = BLOCK_SIZE held
// in a local. From aBegin to aBegin + wA - 1 in steps of 16 is ceil(wA / 16)
// iterations; aBegin (which depends on blockIdx.y) cancels out.
// Per iteration: loads A[...] and B[...] (8 B) and a multiply-add (2 fp32 FLOPs);
// then one 4-byte store. With --bind wA=1000: ceil(1000 / 16) = 63 iterations,
// 126 FLOPs, 504 + 4 = 508 B, 0.248 FLOP/B.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind wA=1000 | FileCheck %s --check-prefixes=BOUND --implicit-check-not='{{warning|error|note}}:'

#define BLOCK_SIZE 16

__global__ void matrix_mul_strip(int wA, int wB, const float *A, const float *B,
                                 float *C) {
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x;
  int aBegin = wA * BLOCK_SIZE * by;
  int aEnd = aBegin + wA - 1;
  int aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * bx;
  int bStep = BLOCK_SIZE * wB;
  float Csub = 0.0f;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep)
    Csub += A[a + tx] * B[b + wB * tx];
  C[by * wB + bx * BLOCK_SIZE + tx] = Csub;
}
// SYM: for-step-variable.cu:[[@LINE-14]]:17: remark: kernel 'matrix_mul_strip': memory-bound as wA grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    2*ceil(wA / 16)  (fp32 2*ceil(wA / 16))
// SYM-NEXT: global/thread   8*ceil(wA / 16) + 4 B  (load 8*ceil(wA / 16) B, store 4 B)
// SYM: loop            {{.*}}for-step-variable.cu:[[@LINE-7]]:3 runs ceil(wA / 16) times
// SYM-NEXT: unbound         wA (give values with --bind NAME=VALUE)
// BOUND: for-step-variable.cu:[[@LINE-19]]:17: remark: kernel 'matrix_mul_strip': memory-bound, ceiling 248 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}126  (fp32 126)
// BOUND-NEXT: global/thread   {{.*}}508 B  (load 504 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}126 / 508 = 0.248 FLOP/B
// BOUND: loop            {{.*}}for-step-variable.cu:[[@LINE-13]]:3 runs ceil(wA / 16) times
