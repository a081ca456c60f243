// A __device__ function's pointer parameter takes the memory space of the argument
// at each call: called with a shared array it accesses shared memory, called with a
// kernel pointer parameter it accesses global memory.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__device__ void put(float *dst, int k, float v) { dst[k] = v; }
__device__ float get(const float *src, int k) { return src[k]; }

// Hand count: global load x[i] 4 B, shared store via put 4 B; shared load via get
// 4 B, global store y[i] 4 B. Global 8 B (load 4 B, store 4 B); shared 4 B / 4 B.
__global__ void stage_via_helpers(const float *x, float *y) {
  __shared__ float tile[256];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  put(tile, t, x[i]);
  __syncthreads();
  y[i] = get(tile, t ^ 1);
}
// CHECK: shared-device-function-param.cu:[[@LINE-8]]:17: remark: kernel 'stage_via_helpers': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: shared/thread   load 4 B, store 4 B

// The same helpers on global pointers: global load 4 B + global store 4 B, and no
// shared line at all.
__global__ void copy_via_helpers(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  put(y, i, get(x, i));
}
// CHECK: shared-device-function-param.cu:[[@LINE-4]]:17: remark: kernel 'copy_via_helpers': moves data only, {{.+}} B of global traffic per thread [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B
