// Mutually recursive helpers that would be inlined exponentially stop at a
// work budget: the kernel is reported as not analyzed (exit 3), no hang.
// RUN: %expect-exit 3 %roofline-lint %s > %t.out
// RUN: FileCheck %s < %t.out
__device__ float f0(float x);
__device__ float f1(float x) { return f0(x) + f0(x * 2.0f); }
__device__ float f2(float x) { return f1(x) + f1(x * 2.0f); }
__device__ float f3(float x) { return f2(x) + f2(x * 2.0f); }
__device__ float f4(float x) { return f3(x) + f3(x * 2.0f); }
__device__ float f5(float x) { return f4(x) + f4(x * 2.0f); }
__device__ float f6(float x) { return f5(x) + f5(x * 2.0f); }
__device__ float f7(float x) { return f6(x) + f6(x * 2.0f); }
__device__ float f0(float x) { return f7(x) + f7(x * 2.0f); }

__global__ void runaway(float *y) { y[0] = f0(y[1]); }
// CHECK: runaway-recursion.cu:[[@LINE-1]]:17: error: kernel 'runaway' not analyzed: the analysis exceeded its work budget (deep inlining or unrolling) [roofline-not-analyzed]
