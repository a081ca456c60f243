// Vector add in fp32: one add per element, two loads and a store.
#include <cuda_runtime.h>

__global__ void vector_add_fp32(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 50000;
  float *a, *b, *c;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMalloc(&c, n * sizeof(float));
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  vector_add_fp32<<<blocks, threads>>>(a, b, c, n);
  cudaDeviceSynchronize();
  return 0;
}
