// A pointer value loaded from global memory points to global memory. Loading the
// pointer is itself an 8-byte global load (sizeof(float *)), and the element read
// through it is another global load.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// Hand count: load ptrs[i] 8 B + load p[j] 4 B + store out[i] 4 B = 16 B.
__global__ void gather(int j, const float *const *ptrs, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *p = ptrs[i];
  out[i] = p[j];
}
// CHECK: pointer-loaded-from-global.cu:[[@LINE-5]]:17: remark: kernel 'gather': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)

// A store through a loaded pointer, without a local: load ptrs[i] 8 B + store 4 B.
__global__ void scatter(int j, float *const *ptrs) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  ptrs[i][j] = 0.0f;
}
// CHECK: pointer-loaded-from-global.cu:[[@LINE-4]]:17: remark: kernel 'scatter': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
