// Naive fp32 matrix multiply: one thread per element of C, reading a row of A
// and a column of B straight from global memory. Per thread: N multiply-adds
// (2N FLOPs), 2N loads and one store of 4 bytes (8N + 4 bytes).
#include <cuda_runtime.h>

__global__ void matmul_naive(const float *A, const float *B, float *C, int N) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < N && col < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[row * N + k] * B[k * N + col];
    C[row * N + col] = sum;
  }
}

int main() {
  const int N = 4096;
  float *A, *B, *C;
  cudaMalloc(&A, N * N * sizeof(float));
  cudaMalloc(&B, N * N * sizeof(float));
  cudaMalloc(&C, N * N * sizeof(float));
  dim3 block(16, 16);
  dim3 grid((N + block.x - 1) / block.x, (N + block.y - 1) / block.y);
  matmul_naive<<<grid, block>>>(A, B, C, N);
  cudaDeviceSynchronize();
  cudaFree(A);
  cudaFree(B);
  cudaFree(C);
  return 0;
}
