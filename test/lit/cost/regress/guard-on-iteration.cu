// A guard on the loop's own index inside a launch: j < m holds for j = 0, 1
// of 4 iterations; 32 threads store 2 floats each: 256 bytes.
// RUN: %roofline-lint %s --launch first_m:1:32 --bind m=2 | FileCheck %s

__global__ void first_m(float *a, int m) {
  for (int j = 0; j < 4; ++j)
    if (j < m)
      a[threadIdx.x * 4 + j] = 0.0f;
}
// CHECK: remark: launch of 'first_m': grid (1, 1, 1), block (32, 1, 1); m = 2 (--bind) [roofline-launch]
// CHECK: threads         32
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          256 B  (load 0 B, store 256 B)
