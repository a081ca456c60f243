// Recursion cannot be inlined forever: it is cut at a fixed depth, and the cut is an
// assumption -- a roofline-recursion note at the recursive call, and the kernel is
// (estimated). The depth is the tool's choice, so only the report of the cut is
// checked here.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error}}:'

__device__ float chain_sum(const float *x, int d) {
  if (d <= 0)
    return x[0];
  return x[d] + chain_sum(x, d - 1);
}

__global__ void recursive_sum(int depth, const float *x, float *y) {
  y[threadIdx.x] = chain_sum(x, depth);
}
// CHECK: recursion-cut.cu:[[@LINE-3]]:17: remark: kernel 'recursive_sum' (estimated): {{.*}} [roofline-kernel]
// CHECK: recursion-cut.cu:[[@LINE-7]]:{{[0-9]+}}: note: {{.*}} [roofline-recursion]
