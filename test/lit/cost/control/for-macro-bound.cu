// Users supply what the tool cannot know with -D macros (after `--`, for Clang): a
// bound given by a macro is a constant. Body `acc += x[k]`: 1 fp32 FLOP and a 4-byte
// load per iteration, then one 4-byte store.
// RUN: %roofline-lint %s | FileCheck %s --check-prefix=DEFAULT --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s -- -DTILE=32 | FileCheck %s --check-prefix=TILE32 --implicit-check-not='{{warning|error|note}}:'

#ifndef TILE
#define TILE 16
#endif

// Default: 16 iterations, 16 / 68 B; with -DTILE=32: 32 iterations, 32 / 132 B.
__global__ void sum_tile(const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k < TILE; k++)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// DEFAULT: for-macro-bound.cu:[[@LINE-6]]:17: remark: kernel 'sum_tile': memory-bound, ceiling 235 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// DEFAULT-NEXT: flops/thread    16  (fp32 16)
// DEFAULT-NEXT: global/thread   68 B  (load 64 B, store 4 B)
// DEFAULT-NEXT: intensity       16 / 68 = 0.235 FLOP/B
// DEFAULT: loop            {{.*}}for-macro-bound.cu:[[@LINE-8]]:3 runs 16 times
// TILE32: for-macro-bound.cu:[[@LINE-11]]:17: remark: kernel 'sum_tile': memory-bound, ceiling 242 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// TILE32-NEXT: flops/thread    32  (fp32 32)
// TILE32-NEXT: global/thread   132 B  (load 128 B, store 4 B)
// TILE32-NEXT: intensity       32 / 132 = 0.242 FLOP/B
// TILE32: loop            {{.*}}for-macro-bound.cu:[[@LINE-13]]:3 runs 32 times
