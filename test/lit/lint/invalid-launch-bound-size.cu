// roofline-invalid-launch judges a configuration once its symbols are bound:
// `n / 1024` blocks is no block at all for n = 100, and nothing is said
// while n is unbound or large enough; a block past CUDA's 1024 threads is
// refused whatever n is.
// RUN: %lint %s --bind n=100 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: %lint %s --bind n=4096 2>&1 | FileCheck %s --check-prefix=LARGE
// RUN: %lint %s 2>&1 | FileCheck %s --check-prefix=LARGE

__global__ void scale(float *x) { x[blockIdx.x * blockDim.x + threadIdx.x] *= 2.0f; }
__global__ void wide(float *x) { x[threadIdx.x] *= 2.0f; }

void host(float *x, int n) {
  scale<<<n / 1024, 1024>>>(x);
  wide<<<1, dim3(32, 32, 2)>>>(x);
}
// SMALL: invalid-launch-bound-size.cu:13:3: warning: CUDA refuses this launch of 'scale': grid (0, 1, 1) has no blocks (gridDim.x
// SMALL-NEXT: must be at least 1) [roofline-invalid-launch]
// SMALL: invalid-launch-bound-size.cu:14:3: warning: CUDA refuses this launch of 'wide': block (32, 32, 2) has 2048 threads,
// SMALL-NEXT: CUDA allows at most 1024 [roofline-invalid-launch]
// LARGE-NOT: 'scale': {{.*}}roofline-invalid-launch
// LARGE: invalid-launch-bound-size.cu:14:3: warning: CUDA refuses this launch of 'wide': block (32, 32, 2) has 2048 threads
// LARGE-NOT: 'scale': {{.*}}roofline-invalid-launch
