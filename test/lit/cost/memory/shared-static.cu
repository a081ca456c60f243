// Accesses to a `__shared__` array are counted in the shared column, never as
// global bytes.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// Hand count per thread: global load x 4 B, shared store 4 B; shared load 4 B,
// global store 4 B. Global 8 B (load 4 B, store 4 B); shared load 4 B, store 4 B.
__global__ void reverse_block(const float *x, float *y) {
  __shared__ float tile[256];
  int t = threadIdx.x;
  tile[t] = x[blockIdx.x * 256 + t];
  __syncthreads();
  y[blockIdx.x * 256 + t] = tile[255 - t];
}
// CHECK: shared-static.cu:[[@LINE-7]]:17: remark: kernel 'reverse_block': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: shared/thread   load 4 B, store 4 B

// A two-dimensional shared tile of doubles: accesses are 8 B each.
// Global 16 B (load 8 B, store 8 B); shared load 8 B, store 8 B.
__global__ void transpose_tile(const double *in, double *out) {
  __shared__ double tile[16][16];
  int tx = threadIdx.x, ty = threadIdx.y;
  tile[ty][tx] = in[ty * 16 + tx];
  __syncthreads();
  out[ty * 16 + tx] = tile[tx][ty];
}
// CHECK: shared-static.cu:[[@LINE-7]]:17: remark: kernel 'transpose_tile': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   16 B  (load 8 B, store 8 B)
// CHECK-NEXT: shared/thread   load 8 B, store 8 B
