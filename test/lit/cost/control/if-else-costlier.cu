// A data-dependent if/else counts the costlier side (the sides are alternatives, not
// a sum), with a roofline-data-dependent-branch note; the kernel is (estimated).
// Here the else side is the costlier one, so the choice is not just "the if body".
// Hand count: mode[i] 4 B (condition); then-side a[i] 4 B, 0 FLOPs; else-side a[i],
// b[i], c[i] 12 B and 2 FLOPs -> else. Loads 4 + 12 = 16 B, store 4 B, 2 FLOPs.
// 2 / 20 = 0.1 FLOP/B -> 100 GFLOP/s = 1 % of peak.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void select_update(const int *mode, const float *a, const float *b,
                              const float *c, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (mode[i] != 0)
    out[i] = a[i];
  else
    out[i] = a[i] * b[i] + c[i];
}
// CHECK: if-else-costlier.cu:[[@LINE-8]]:17: remark: kernel 'select_update' (estimated): memory-bound, ceiling 100 GFLOP/s (1 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   20 B  (load 16 B, store 4 B)
// CHECK: if-else-costlier.cu:[[@LINE-8]]:{{[0-9]+}}: note: {{.*}} [roofline-data-dependent-branch]
