// A size read from the command line with a default takes the default (the
// program run without arguments), stated as an assumption.
// RUN: %roofline-lint %s | FileCheck %s

#include <stdlib.h>
__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

int main(int argc, char **argv) {
  float *a = nullptr;
  int n = argc > 1 ? atoi(argv[1]) : 2048;
  int bs = 256;
  if (argc > 2)
    bs = atoi(argv[2]);
  scale<<<n / bs, bs>>>(a, n);
}
// n = 2048, bs = 256: 8 blocks, 2048 threads, 2048 FLOPs.
// CHECK: command-line-default.cu:18:3: remark: launch of 'scale' (estimated): grid (8, 1, 1), block (256, 1, 1); n = 2048 [roofline-launch]
// CHECK: threads         2048
// CHECK-NEXT: flops           2048  (fp32 2048)
// CHECK-DAG: command-line-default.cu:18:3: note: the program runs without command-line arguments: command-line-default.cu:14 takes its default 2048 [roofline-host-default]
// CHECK-DAG: command-line-default.cu:18:3: note: 'bs' keeps the value it has without command-line arguments; command-line-default.cu:17 sets it from argv otherwise [roofline-host-default]
