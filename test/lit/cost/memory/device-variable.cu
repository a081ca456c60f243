// `__device__` variables live in global memory: reading or writing them is global
// traffic like any access through a kernel pointer parameter.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__device__ float table[256];
__device__ float total;

// Hand count: load idx[i] 4 B + load table[...] 4 B + store out[i] 4 B = 12 B.
__global__ void lookup(const int *idx, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = table[idx[i]];
}
// CHECK: device-variable.cu:[[@LINE-4]]:17: remark: kernel 'lookup': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)

// A store to a __device__ scalar (v is a scalar parameter, free): store 4 B.
__global__ void set_total(float v) {
  total = v;
}
// CHECK: device-variable.cu:[[@LINE-3]]:17: remark: kernel 'set_total': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   4 B  (load 0 B, store 4 B)
