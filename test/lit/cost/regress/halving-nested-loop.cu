// A halving loop whose values are all known is unrolled, so that a loop
// nested in it, bounded by its variable, is exact: 256 + 128 + ... + 1 = 511.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void halving_nest(float *a) {
  for (int s = 256; s > 0; s >>= 1)
    for (int j = 0; j < s; j++)
      a[j] += 1.0f;
}
// CHECK: halving-nested-loop.cu:[[@LINE-5]]:17: remark: kernel 'halving_nest'
// CHECK-NEXT: flops/thread    511  (fp32 511)
