// A read-modify-write of global memory (`C[i] += x`, `count[i]++`) is one load and
// one store of the element.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// Hand count: load x[i] 4 B + load C[i] 4 B + store C[i] 4 B = 12 B; one fp32 add.
// 1 / 12 = 0.083 FLOP/B -> 83.3 GFLOP/s = 0.83 % of peak.
__global__ void accumulate(const float *x, float *C) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  C[i] += x[i];
}
// CHECK: read-modify-write.cu:[[@LINE-4]]:17: remark: kernel 'accumulate': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

// An integer increment: load 4 B + store 4 B, and no FLOP.
__global__ void bump(int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  count[i]++;
}
// CHECK: read-modify-write.cu:[[@LINE-4]]:17: remark: kernel 'bump': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
