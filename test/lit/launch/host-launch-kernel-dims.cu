// cudaLaunchKernel's dimensions are evaluated like those of <<<...>>>: a
// dim3 built in place with a run-time value leaves only that component
// symbolic, dim3(blocks) giving grid (blocks, 1, 1).
// RUN: %roofline-lint %s | FileCheck %s
#include <cuda_runtime.h>
#include <cstdlib>

__global__ void scale(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}

int main(int argc, char **argv) {
  int blocks = atoi(argv[1]);
  float *x;
  float s = 2.0f;
  int n = 1000;
  void *args[] = {&x, &s, &n};
  cudaLaunchKernel((void *)scale, dim3(blocks), dim3(128), args, 0, 0);
}
// CHECK: host-launch-kernel-dims.cu:[[@LINE-2]]:3: remark: launch of 'scale' (estimated): grid (blocks, 1, 1), block (128, 1, 1); n = 1000 [roofline-launch]
// CHECK-NEXT: threads         128*blocks
// CHECK: unbound         blocks (give values with --bind NAME=VALUE)
// CHECK-NEXT: unresolved      blocks (not evaluable from the host code)
