// A configuration the host code computes at run time stays symbolic, and the
// report says what could not be evaluated.
// RUN: %roofline-lint %s | FileCheck %s
#include <cstdlib>

__global__ void touch(float *x) { x[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f; }

int main(int argc, char **argv) {
  int blocks = atoi(argv[1]);
  float *x;
  touch<<<blocks, 128>>>(x);
}
// CHECK: unresolved-config.cu:[[@LINE-2]]:3: remark: launch of 'touch': grid (gridDim.x, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK-NEXT: threads         128*gridDim.x
// CHECK: unbound         gridDim.x (give values with --bind NAME=VALUE)
// CHECK-NEXT: unresolved      gridDim.x (not evaluable from the host code)
