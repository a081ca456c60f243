// __ldg (load through the read-only data cache) is a global load of the pointee's
// size; the access model counts requested bytes whatever the cache.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// Hand count: load __ldg(&x[i]) 4 B + store y[i] 4 B = 8 B.
__global__ void ldg_copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __ldg(&x[i]);
}
// CHECK: ldg.cu:[[@LINE-4]]:17: remark: kernel 'ldg_copy': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// The float4 overload is one 16-byte load: load 16 B + store 16 B = 32 B.
__global__ void ldg_copy4(const float4 *x, float4 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __ldg(x + i);
}
// CHECK: ldg.cu:[[@LINE-4]]:17: remark: kernel 'ldg_copy4': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   32 B  (load 16 B, store 16 B)
