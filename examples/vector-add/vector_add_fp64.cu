// Vector add in fp64: one add per element, two loads and a store.
#include <cuda_runtime.h>

__global__ void vector_add_fp64(const double *a, const double *b, double *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 50000;
  double *a, *b, *c;
  cudaMalloc(&a, n * sizeof(double));
  cudaMalloc(&b, n * sizeof(double));
  cudaMalloc(&c, n * sizeof(double));
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  vector_add_fp64<<<blocks, threads>>>(a, b, c, n);
  cudaDeviceSynchronize();
  return 0;
}
