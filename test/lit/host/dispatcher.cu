// A dispatcher (`switch (kernel_num)`) reaches every case: each launch gets
// the sizes main() passes through it, whichever kernel_num selects.
// RUN: %roofline-lint %s | FileCheck %s

#include <stdlib.h>
__global__ void scale1(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}
__global__ void scale2(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] * 2.0f + 1.0f;
}

void scale(int kernel_num, float *a, int n, int bs) {
  switch (kernel_num) {
  case 1:
    scale1<<<n / bs, bs>>>(a, n);
    break;
  case 2:
    scale2<<<n / bs, bs>>>(a, n);
    break;
  }
}

int main(int argc, char **argv) {
  float *a = nullptr;
  int kernel_num = 1;
  if (argc > 1)
    kernel_num = atoi(argv[1]);
  scale(kernel_num, a, 8192, 128);
}
// Both: n = 8192 in 64 blocks of 128. scale1 does 1 FLOP per thread,
// scale2 2 (a multiply and an add).
// CHECK: dispatcher.cu:20:5: remark: launch of 'scale1': grid (64, 1, 1), block (128, 1, 1); n = 8192 [roofline-launch]
// CHECK: host path       main -> scale
// CHECK-NEXT: threads         8192
// CHECK-NEXT: flops           8192  (fp32 8192)
// CHECK: dispatcher.cu:23:5: remark: launch of 'scale2': grid (64, 1, 1), block (128, 1, 1); n = 8192 [roofline-launch]
// CHECK: host path       main -> scale
// CHECK-NEXT: threads         8192
// CHECK-NEXT: flops           16384  (fp32 16384)
