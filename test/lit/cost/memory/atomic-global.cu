// An atomic on global memory is one load and one store of the element. An atomic
// float add is also 1 FLOP; an atomic on int is no FLOP.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// Hand count: load key[i] 4 B; atomicAdd on hist[...]: load 4 B + store 4 B.
// 12 B (load 8 B, store 4 B), no FLOPs.
__global__ void histogram(const int *key, int *hist) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&hist[key[i]], 1);
}
// CHECK: atomic-global.cu:[[@LINE-4]]:17: remark: kernel 'histogram': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)

// Hand count: load x[i] 4 B; atomicAdd(float *) on *sum: load 4 B + store 4 B and
// 1 fp32 FLOP. 1 / 12 = 0.083 FLOP/B -> 83.3 GFLOP/s = 0.83 % of peak.
__global__ void total(const float *x, float *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(sum, x[i]);
}
// CHECK: atomic-global.cu:[[@LINE-4]]:17: remark: kernel 'total': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

// Other atomics are the same memory traffic: atomicMax on int, load 4 B + store 4 B,
// plus the load of x[i] 4 B.
__global__ void running_max(const int *x, int *m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicMax(m, x[i]);
}
// CHECK: atomic-global.cu:[[@LINE-4]]:17: remark: kernel 'running_max': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)

// The same atomic on shared memory is shared traffic (load 4 B, store 4 B in the
// shared column), not global: only key[i] is a global load (4 B).
__global__ void block_histogram(const int *key) {
  __shared__ int hist[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&hist[key[i] % 64], 1);
}
// CHECK: atomic-global.cu:[[@LINE-5]]:17: remark: kernel 'block_histogram': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   4 B  (load 4 B, store 0 B)
// CHECK-NEXT: shared/thread   load 4 B, store 4 B
