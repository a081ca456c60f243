// Launches through cudaLaunchKernel, with the arguments in a `void *args[]`
// array of addresses, are launches too: 8 blocks of 128 threads, n = 1000.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
#include <cuda_runtime.h>

__global__ void scale(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}

void run(float *x) {
  float s = 2.0f;
  int n = 1000;
  void *args[] = {&x, &s, &n};
  cudaLaunchKernel((void *)scale, dim3(8), dim3(128), args, 0, 0);
}
// CHECK: cuda-launch-kernel.cu:[[@LINE-2]]:3: remark: launch of 'scale': grid (8, 1, 1), block (128, 1, 1); n = 1000 [roofline-launch]
// CHECK: threads         1024, 1000 active
// CHECK-NEXT: flops           1000  (fp32 1000)
// CHECK-NEXT: global          8000 B  (load 4000 B, store 4000 B)
