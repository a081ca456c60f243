// SAXPY over 2^26 elements (768 MB of traffic, far beyond the L2).
#include <cuda_runtime.h>
#include <cstdio>
__global__ void saxpy_big(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
int main() {
  const int n = 1 << 26;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMemset(x, 0, n * sizeof(float));
  cudaMemset(y, 0, n * sizeof(float));
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  cudaEventRecord(t0);
  saxpy_big<<<n / 256, 256>>>(n, 2.0f, x, y);
  cudaEventRecord(t1);
  cudaEventSynchronize(t1);
  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  printf("saxpy_big.cu: %.3f ms\n", ms);
  return 0;
}
