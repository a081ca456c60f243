// A configuration the host code computes at run time stays symbolic, named
// after the local it is read into, and the report says what could not be
// evaluated and where the value comes from.
// RUN: %roofline-lint %s | FileCheck %s
#include <cstdlib>

__global__ void touch(float *x) { x[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f; }

int main(int argc, char **argv) {
  int blocks = atoi(argv[1]);
  float *x;
  touch<<<blocks, 128>>>(x);
}
// CHECK: unresolved-config.cu:[[@LINE-2]]:3: remark: launch of 'touch': grid (blocks, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK-NEXT: threads         128*blocks
// CHECK: unbound         blocks (give values with --bind NAME=VALUE)
// CHECK-NEXT: unresolved      blocks (not evaluable from the host code)
// CHECK-NEXT: origin          blocks: atoi(argv) at unresolved-config.cu:10
