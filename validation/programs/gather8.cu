// y[i] = 2 * x[8*i]: each lane reads one float of its own 32-byte sector.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void gather8(int n, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = 2.0f * x[8 * i];
}
int main() {
  const int n = 1 << 24;
  float *x, *y;
  cudaMalloc(&x, 8ull * n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMemset(x, 0, 8ull * n * sizeof(float));
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  cudaEventRecord(t0);
  gather8<<<n / 256, 256>>>(n, x, y);
  cudaEventRecord(t1);
  cudaEventSynchronize(t1);
  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  printf("gather8.cu: %.3f ms\n", ms);
  return 0;
}
