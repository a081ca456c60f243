// A 2-D guard on a grid that overhangs the matrix: M = 100 rows, N = 50
// columns, 16x16 blocks in a 4x7 grid (64 x 112 threads, 7168 in all). The
// guard `row < M && col < N` holds for 50 * 100 = 5000 threads, each doing K
// = 8 multiply-adds (16 FLOPs), 2K loads and one store: 80000 FLOPs,
// 5000 * (64 + 4) = 340000 bytes.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void matmul(const float *A, const float *B, float *C, int M, int N, int K) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < M && col < N) {
    float sum = 0.0f;
    for (int k = 0; k < K; ++k)
      sum += A[row * K + k] * B[k * N + col];
    C[row * N + col] = sum;
  }
}

void run(const float *A, const float *B, float *C) {
  const int M = 100, N = 50, K = 8;
  dim3 block(16, 16);
  dim3 grid((N + 15) / 16, (M + 15) / 16);
  matmul<<<grid, block>>>(A, B, C, M, N, K);
}
// CHECK: guard-2d.cu:[[@LINE-2]]:3: remark: launch of 'matmul': grid (4, 7, 1), block (16, 16, 1); M = 100, N = 50, K = 8 [roofline-launch]
// CHECK: threads         7168, 5000 active
// CHECK-NEXT: flops           80000  (fp32 80000)
// CHECK-NEXT: global          340000 B  (load 320000 B, store 20000 B)
