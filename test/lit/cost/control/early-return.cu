// Per-thread convention: an early `return` guarded by an index condition
// (`if (i >= n) return;`) leaves the rest of the kernel as what an active thread
// executes: it is counted, with no assumption and no (estimated).
// Hand count: two 4-byte loads, one 4-byte store, one fp32 add after the return.
// 1 / 12 = 0.083 FLOP/B -> 83.3 GFLOP/s = 0.83 % of peak.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void vec_add_early_return(int n, const float *a, const float *b,
                                     float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  c[i] = a[i] + b[i];
}
// CHECK: early-return.cu:[[@LINE-7]]:17: remark: kernel 'vec_add_early_return': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B
