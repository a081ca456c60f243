// A range-for over a braced list runs once per element, the loop variable
// each element's value in turn, so a loop bounded by it counts its own trips;
// std::initializer_list's begin/end are not counted as the kernel's loads.
// RUN: %roofline-lint %s | FileCheck %s

#include <initializer_list>

__global__ void warp_sum(const float *x, float *y) {
  float v = x[blockIdx.x * 32 + threadIdx.x];
  for (int offset : {16, 8, 4, 2, 1})
    v += __shfl_xor_sync(0xffffffff, v, offset);
  if (threadIdx.x == 0)
    y[blockIdx.x] = v;
}
// CHECK-LABEL: kernel 'warp_sum'
// CHECK:      flops/thread    5  (fp32 5)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK:      loop            {{.*}}range-for-braced-list.cu:10:3 runs 5 times

__global__ void widths(const float *x, float *y) {
  float s = 0;
  for (int w : {4, 2, 1})
    for (int i = 0; i < w; ++i)
      s += x[threadIdx.x * 8 + i];
  y[threadIdx.x] = s;
}
// 4 + 2 + 1 = 7 additions and loads.
// CHECK-LABEL: kernel 'widths'
// CHECK:      flops/thread    7  (fp32 7)
// CHECK-NEXT: global/thread   32 B  (load 28 B, store 4 B)
// CHECK:      loop            {{.*}}range-for-braced-list.cu:22:3 runs 3 times
