// An if / else if / else chain is a set of alternatives: one of them runs, so the
// chain costs its costliest alternative, not the sum of all of them. Each
// data-dependent choice is noted.
// Hand count: ops[i] 4 B. Alternatives: op 0 -> a[i] + b[i] (8 B, 1 FLOP);
// op 1 -> a[i] * b[i] + c[i] (12 B, 2 FLOPs); else a[i] (4 B). Costliest: op 1.
// Loads 4 + 12 = 16 B, store out[i] 4 B (one store, not three), 2 FLOPs.
// 2 / 20 = 0.1 FLOP/B -> 100 GFLOP/s = 1 % of peak. (A sum would be 3 FLOPs, 28 B
// loaded and 12 B stored.)
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void dispatch(const int *ops, const float *a, const float *b,
                         const float *c, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int op = ops[i];
  if (op == 0)
    out[i] = a[i] + b[i];
  else if (op == 1)
    out[i] = a[i] * b[i] + c[i];
  else
    out[i] = a[i];
}
// CHECK: else-if-chain.cu:[[@LINE-11]]:17: remark: kernel 'dispatch' (estimated): memory-bound, ceiling 100 GFLOP/s (1 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   20 B  (load 16 B, store 4 B)
// CHECK-DAG: else-if-chain.cu:[[@LINE-10]]:{{[0-9]+}}: note: {{.*}} [roofline-data-dependent-branch]
// CHECK-DAG: else-if-chain.cu:[[@LINE-9]]:{{[0-9]+}}: note: {{.*}} [roofline-data-dependent-branch]
