// roofline-reuse-opportunity suggests only tiles that fit one block: T x T
// fp32 accumulators in its 65536 registers (T <= 256) and an 8-deep, T-wide
// slice of 'A' and 'B' in its shared memory (48 KB / (8 x 8 B): T <= 768).
// The test GPU with a 100 TFLOP/s peak has a ridge of 100: naive matmul at
// N = 1024 would need T = ceil(8589934592 / (2147483648 / 100 - 4194304)) =
// 498, so the message gives the largest tile that fits instead:
// I(256) = 2147483648 / (8589934592 / 256 + 4194304) = 56.9 FLOP/B.
// RUN: %lint --peak-gflops=100000 %s | FileCheck %s
// RUN: %lint --peak-gflops=100000 --format=json %s | FileCheck %s --check-prefix=JSON

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
// CHECK: reuse-opportunity-tile-fit.cu:[[@LINE-10]]:17: warning: kernel 'matmul' re-reads 'A' and 'B' across threads ({{[^)]*}}): 0.5 FLOP/B without reuse, 171 with perfect reuse; a TxT tile in shared memory or registers gives 0.25 FLOP/B at T = 1, 3.97 at T = 16; no tile that fits one block reaches the ridge 100: the largest, T = 256, gives 56.9 (T >= 498 would be needed) [roofline-reuse-opportunity]

int main() {
  const int N = 1024;
  matmul<<<dim3(N / 16, N / 16), dim3(16, 16)>>>(nullptr, nullptr, nullptr, N);
}
// JSON: "id": "roofline-reuse-opportunity",
// JSON: "min_tile": 498.0,
// JSON-NEXT: "max_tile": 256.0,
