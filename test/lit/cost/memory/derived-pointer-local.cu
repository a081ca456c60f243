// A local pointer computed from a kernel pointer parameter (`row = A + i * N`)
// still points to global memory: accesses through it are global bytes.
// Hand count per thread: loads row[0], row[1] 8 B + store y[i] 4 B = 12 B; one
// fp32 add. 1 / 12 = 0.083 FLOP/B -> 83.3 GFLOP/s = 0.83 % of peak.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void pair_sum(int N, const float *A, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *row = A + i * N;
  y[i] = row[0] + row[1];
}
// CHECK: derived-pointer-local.cu:[[@LINE-5]]:17: remark: kernel 'pair_sum': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B
