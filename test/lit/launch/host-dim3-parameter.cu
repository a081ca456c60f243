// A host function's dim3 parameter (here by const reference, as in
// cuda-samples' matrixMul) gives symbols for its components, `dims.x`, that
// --bind can set: a grid of dims.x / 32 blocks of 32 threads.
// RUN: %roofline-lint %s | FileCheck %s --check-prefix=SYM
// RUN: %roofline-lint %s --bind dims.x=320 | FileCheck %s --check-prefix=BOUND

__global__ void zero(float *x) { x[blockIdx.x * blockDim.x + threadIdx.x] = 0.0f; }

void run(float *x, const dim3 &dims) {
  dim3 grid(dims.x / 32);
  zero<<<grid, 32>>>(x);
}
// SYM: host-dim3-parameter.cu:[[@LINE-2]]:3: remark: launch of 'zero': grid (floor(dims.x / 32), 1, 1), block (32, 1, 1) [roofline-launch]
// BOUND: host-dim3-parameter.cu:[[@LINE-3]]:3: remark: launch of 'zero': grid (10, 1, 1), block (32, 1, 1); dims.x = 320 (--bind) [roofline-launch]
// BOUND: threads         320
// BOUND-NEXT: flops           0
// BOUND-NEXT: global          1280 B  (load 0 B, store 1280 B)
