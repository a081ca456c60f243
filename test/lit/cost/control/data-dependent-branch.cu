// An `if` whose condition depends on data (a value loaded from memory) is counted as
// taken. That is an assumption: a note with the condition's location and the id
// roofline-data-dependent-branch, and the kernel is marked (estimated).
// Hand count: load x[i] 4 B (condition) + load g[i] 4 B (body, taken) = 8 B; store
// out[i] 4 B; 1 fp32 FLOP (the multiply). 1 / 12 = 0.083 FLOP/B -> 83.3 GFLOP/s.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void relu_grad(const float *x, const float *g, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = 0.0f;
  if (x[i] > 0.0f)
    v = g[i] * 2.0f;
  out[i] = v;
}
// CHECK: data-dependent-branch.cu:[[@LINE-7]]:17: remark: kernel 'relu_grad' (estimated): memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK: data-dependent-branch.cu:[[@LINE-7]]:{{[0-9]+}}: note: {{.*}} [roofline-data-dependent-branch]

// A flag loaded into a local is still data: the branch on `mask` is counted as taken.
// Hand count: mask[i] 4 B + x[i] 4 B loaded, y[i] 4 B stored; no FLOPs.
__global__ void masked_copy(const int *mask, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int m = mask[i];
  if (m != 0)
    y[i] = x[i];
}
// CHECK: data-dependent-branch.cu:[[@LINE-6]]:17: remark: kernel 'masked_copy' (estimated): moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK: data-dependent-branch.cu:[[@LINE-6]]:{{[0-9]+}}: note: {{.*}} [roofline-data-dependent-branch]
