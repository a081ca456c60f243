// Dynamic shared memory (`extern __shared__`) is shared memory: its accesses go to
// the shared column, never to global bytes.
// Hand count per thread: global load 4 B + global store 4 B = 8 B;
// shared store 4 B + shared load 4 B.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void rotate_block(const float *x, float *y) {
  extern __shared__ float buf[];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  buf[t] = x[i];
  __syncthreads();
  y[i] = buf[(t + 1) % blockDim.x];
}
// CHECK: shared-extern.cu:[[@LINE-8]]:17: remark: kernel 'rotate_block': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: shared/thread   load 4 B, store 4 B

// Declared at file scope, as many codes do: the same counts.
extern __shared__ float file_buf[];

__global__ void rotate_block_file(const float *x, float *y) {
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  file_buf[t] = x[i];
  __syncthreads();
  y[i] = file_buf[(t + 1) % blockDim.x];
}
// CHECK: shared-extern.cu:[[@LINE-7]]:17: remark: kernel 'rotate_block_file': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: shared/thread   load 4 B, store 4 B
