// A launch written as a comment right above the kernel, for kernels launched
// through a library: grid(2, 2) of block(16, 16), N = 32: 1024 threads, each
// of the 32 x 32 elements doing 32 multiply-adds.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// Row-major N x N matrix product.
// roofline-lint: launch grid(2, 2) block(16, 16) N=32
__global__ void matmul(const float *A, const float *B, float *C, int N) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < N && col < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[row * N + k] * B[k * N + col];
    C[row * N + col] = sum;
  }
}
// CHECK: annotation.cu:[[@LINE-11]]:4: remark: launch of 'matmul': grid (2, 2, 1), block (16, 16, 1); N = 32 [roofline-launch]
// CHECK: threads         1024
// CHECK-NEXT: flops           65536  (fp32 65536)
// CHECK-NEXT: global          266240 B  (load 262144 B, store 4096 B)
