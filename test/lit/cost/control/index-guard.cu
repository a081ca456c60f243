// Per-thread convention: a guard whose condition depends only on thread/block indices,
// launch dimensions and parameters (`if (i < n)`, `if (row < M && col < N)`) counts
// its body as taken -- the cost of an active thread -- with no assumption and no
// (estimated). (How many threads pass the guard is a question for a launch.)
// Hand count, both kernels: two 4-byte loads, one 4-byte store, one fp32 add.
// 1 / 12 = 0.083 FLOP/B -> 83.3 GFLOP/s = 0.83 % of peak.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void vec_add(int n, const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
// CHECK: index-guard.cu:[[@LINE-5]]:17: remark: kernel 'vec_add': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

__global__ void mat_add(int M, int N, const float *A, const float *B, float *C) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < M && col < N)
    C[row * N + col] = A[row * N + col] + B[row * N + col];
}
// CHECK: index-guard.cu:[[@LINE-6]]:17: remark: kernel 'mat_add': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B
