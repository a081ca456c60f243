// A load through `reinterpret_cast<const float4 *>(&x[i])[0]` is one 16-byte
// global load (sizeof(float4)), not four float loads and not a 4-byte load of the
// underlying float; assigning through the same cast is one 16-byte store.
// Hand count per thread: load 16 B + store 16 B = 32 B; no FLOPs.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void copy_float4(const float *x, float *y) {
  int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  float4 v = reinterpret_cast<const float4 *>(&x[i])[0];
  reinterpret_cast<float4 *>(&y[i])[0] = v;
}
// CHECK: float4-vector-load.cu:[[@LINE-5]]:17: remark: kernel 'copy_float4': moves data only, {{.+}} B of global traffic per thread [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   32 B  (load 16 B, store 16 B)
// CHECK-NEXT: intensity       0 / 32 = 0 FLOP/B

// The four lanes summed: one 16-byte load, three fp32 adds, one 4-byte store.
// Hand count: 3 FLOPs / (16 + 4) B = 0.15 FLOP/B -> 150 GFLOP/s = 1.5 % of peak.
__global__ void sum_float4(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = reinterpret_cast<const float4 *>(&x[4 * i])[0];
  y[i] = v.x + v.y + v.z + v.w;
}
// CHECK: float4-vector-load.cu:[[@LINE-5]]:17: remark: kernel 'sum_float4': memory-bound, ceiling 150 GFLOP/s (1.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    3  (fp32 3)
// CHECK-NEXT: global/thread   20 B  (load 16 B, store 4 B)
// CHECK-NEXT: intensity       3 / 20 = 0.15 FLOP/B
