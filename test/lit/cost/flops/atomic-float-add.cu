// An atomic float add is one FLOP in the precision of the element, on any
// memory (counting model, FLOPs table, sixth row). On global memory it is also
// one load and one store of the element (Bytes); on shared memory those bytes
// go to the shared column. An integer atomicAdd is integer arithmetic: 0 FLOPs.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cuda_fp16.h>

// 1 FLOP / (4 + 4 load, 4 store) B = 0.083 FLOP/B; 83.3 GFLOP/s = 0.83 %.
__global__ void atomic_sum_global(const float *x, float *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(sum, x[i]);
}
// CHECK: atomic-float-add.cu:[[@LINE-4]]:17: remark: kernel 'atomic_sum_global': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp32 peak 10 TFLOP/s, 1 TB/s, ridge 10 FLOP/B
// CHECK-NEXT: ceiling         83.3 GFLOP/s = 0.83 % of peak (memory-bound)

// The block-scoped form is the same add.
__global__ void atomic_sum_block_scope(const float *x, float *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd_block(sum, x[i]);
}
// CHECK: atomic-float-add.cu:[[@LINE-4]]:17: remark: kernel 'atomic_sum_block_scope': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

// Into shared memory: the FLOP counts, the element's bytes are shared, and
// global traffic is only x[i]: 1 / 4 = 0.25 FLOP/B; 250 GFLOP/s = 2.5 %.
__global__ void atomic_sum_shared(const float *x) {
  __shared__ float partial;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&partial, x[i]);
}
// CHECK: atomic-float-add.cu:[[@LINE-5]]:17: remark: kernel 'atomic_sum_shared': memory-bound, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   4 B  (load 4 B, store 0 B)
// CHECK-NEXT: shared/thread   load 4 B, store 4 B
// CHECK-NEXT: intensity       1 / 4 = 0.25 FLOP/B

// fp64: 1 FLOP / (8 + 8 load, 8 store) B = 0.042 FLOP/B; 41.7 GFLOP/s = 0.83 %
// of the 5 TFLOP/s fp64 peak.
__global__ void atomic_sum_f64(const double *x, double *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(sum, x[i]);
}
// CHECK: atomic-float-add.cu:[[@LINE-4]]:17: remark: kernel 'atomic_sum_f64': memory-bound, ceiling 41.7 GFLOP/s (0.83 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   24 B  (load 16 B, store 8 B)
// CHECK-NEXT: intensity       1 / 24 = 0.042 FLOP/B

// An integer atomicAdd: the same traffic, no FLOPs.
__global__ void atomic_count_int(const int *x, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(count, x[i]);
}
// CHECK: atomic-float-add.cu:[[@LINE-4]]:17: remark: kernel 'atomic_count_int': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       0 / 12 = 0 FLOP/B

// fp16: 1 FLOP / (2 + 2 load, 2 store) B = 0.167 FLOP/B; 167 GFLOP/s = 0.83 %
// of the 20 TFLOP/s fp16 peak.
__global__ void atomic_sum_f16(const __half *x, __half *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(sum, x[i]);
}
// CHECK: atomic-float-add.cu:[[@LINE-4]]:17: remark: kernel 'atomic_sum_f16': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B
