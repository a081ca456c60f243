// Vector add in fp16: one __half add per element, two 2-byte loads and a
// 2-byte store.
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void vector_add_fp16(const __half *a, const __half *b, __half *c,
                                int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = __hadd(a[i], b[i]);
}

int main() {
  const int n = 50000;
  __half *a, *b, *c;
  cudaMalloc(&a, n * sizeof(__half));
  cudaMalloc(&b, n * sizeof(__half));
  cudaMalloc(&c, n * sizeof(__half));
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  vector_add_fp16<<<blocks, threads>>>(a, b, c, n);
  cudaDeviceSynchronize();
  return 0;
}
