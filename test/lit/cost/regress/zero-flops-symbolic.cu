// A kernel without FLOPs whose traffic is symbolic still has a place on the
// roofline: intensity 0, memory-bound, for every n.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void copy_n(const float *a, float *b, int n) {
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
}
// CHECK: zero-flops-symbolic.cu:[[@LINE-4]]:17: remark: kernel 'copy_n': moves data only, {{.+}} B of global traffic per thread [roofline-kernel]
