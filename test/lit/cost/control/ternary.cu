// A conditional operator `c ? a : b` evaluates one side, like an if/else: on data it
// counts the condition and the costlier side (not both), with a
// roofline-data-dependent-branch note; decided at compile time, only the chosen side
// counts, with no note.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error}}:'

// Hand count: flag[i] 4 B; true side a[i] * b[i] * c[i] 12 B and 2 FLOPs; false
// side d[i] 4 B -> true. Loads 16 B, store 4 B, 2 FLOPs.
// 2 / 20 = 0.1 FLOP/B -> 100 GFLOP/s = 1 % of peak.
__global__ void pick(const int *flag, const float *a, const float *b,
                     const float *c, const float *d, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = flag[i] != 0 ? a[i] * b[i] * c[i] : d[i];
}
// CHECK: ternary.cu:[[@LINE-5]]:17: remark: kernel 'pick' (estimated): memory-bound, ceiling 100 GFLOP/s (1 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   20 B  (load 16 B, store 4 B)
// CHECK: ternary.cu:[[@LINE-5]]:{{[0-9]+}}: note: {{.*}} [roofline-data-dependent-branch]

// Decided at compile time: only x[i] (4 B) is loaded; 4 B stored; no note.
constexpr bool kSquare = false;
__global__ void pick_const(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = kSquare ? x[i] * x[i] : x[i];
}
// CHECK: ternary.cu:[[@LINE-4]]:17: remark: kernel 'pick_const': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NOT: note:
