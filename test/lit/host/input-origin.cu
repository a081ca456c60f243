// A size that really comes from input stays a symbol, and the report says
// where it comes from, so that --bind is an informed choice.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s --bind n=4096 | FileCheck %s --check-prefix=BOUND

#include <stdlib.h>
__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void run(float *a, int n) { scale<<<(n + 255) / 256, 256>>>(a, n); }

int main(int argc, char **argv) {
  float *a = nullptr;
  run(a, atoi(argv[1]));
}
// CHECK: input-origin.cu:13:29: remark: launch of 'scale' (estimated): grid (floor((n + 255) / 256), 1, 1), block (256, 1, 1) [roofline-launch]
// CHECK: unbound         n (give values with --bind NAME=VALUE)
// CHECK-NEXT: origin          n: atoi(argv) at input-origin.cu:17, passed to run at input-origin.cu:17
// n = 4096: 16 blocks of 256, every thread active, 4096 FLOPs.
// BOUND: input-origin.cu:13:29: remark: launch of 'scale': grid (16, 1, 1), block (256, 1, 1); n = 4096 (--bind) [roofline-launch]
// BOUND: host path       main -> run
// BOUND-NEXT: threads         4096
// BOUND-NEXT: flops           4096  (fp32 4096)
