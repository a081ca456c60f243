// The access (requested-bytes) model: every load counts, including repeated loads
// of the same address; no cache is assumed.
// Hand count per thread: x[i] twice = 8 B + store y[i] 4 B = 12 B; one fp32
// multiply. 1 / 12 = 0.083 FLOP/B -> 83.3 GFLOP/s = 0.83 % of peak.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void square(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * x[i];
}
// CHECK: repeated-loads.cu:[[@LINE-4]]:17: remark: kernel 'square': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B
