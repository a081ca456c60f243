// Naive transpose of a 8192 x 8192 matrix: coalesced reads, strided writes.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void transpose_naive(int n, const float *in, float *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < n && y < n)
    out[(size_t)x * n + y] = in[(size_t)y * n + x];
}
int main() {
  const int n = 8192;
  float *in, *out;
  cudaMalloc(&in, (size_t)n * n * sizeof(float));
  cudaMalloc(&out, (size_t)n * n * sizeof(float));
  cudaMemset(in, 0, (size_t)n * n * sizeof(float));
  dim3 block(32, 8), grid(n / 32, n / 8);
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  cudaEventRecord(t0);
  transpose_naive<<<grid, block>>>(n, in, out);
  cudaEventRecord(t1);
  cudaEventSynchronize(t1);
  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  printf("transpose.cu: %.3f ms\n", ms);
  return 0;
}
