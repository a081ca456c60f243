// Compulsory bytes, injective maps: naive fp32 matmul, N = 4096, 16x16
// blocks. A[row*N + k] has strides 4 (k, 4096 values), 4N (threadIdx.y, 16)
// and 64N (blockIdx.y, 256): each stride beyond what the smaller ones reach,
// so 4096 * 16 * 256 = N^2 distinct floats, 4N^2 = 67108864 B; the column
// indices repeat them. B[k*N + col] likewise N^2 floats; C[row*N + col] is
// written once per thread: 4N^2. Compulsory 12N^2 = 201326592 B; FLOPs 2N^3
// over that: N/6 = 682.7 FLOP/B, above the test GPU's ridge (10): the sound
// ceiling is the peak, 10 TFLOP/s.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s --format json | FileCheck %s --check-prefix=JSON

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

int main() {
  const int N = 4096;
  dim3 block(16, 16);
  dim3 grid(N / 16, N / 16);
  matmul<<<grid, block>>>(nullptr, nullptr, nullptr, N);
}
// CHECK: launch of 'matmul'
// CHECK: compulsory      201326592 B  (read 134217728 B, write 67108864 B)
// CHECK: perfect reuse   683 FLOP/B over compulsory bytes, DRAM ceiling 10 TFLOP/s (compute-bound)
// JSON: "compulsory": {
// JSON: "exact": true,
// JSON-NEXT: "intensity": 682.666
// JSON: "array": "A",
// JSON-NEXT: "read_bytes": 67108864,
// JSON-NEXT: "write_bytes": 0,
// JSON-NEXT: "exact": true
// JSON: "array": "B",
// JSON-NEXT: "read_bytes": 67108864,
// JSON: "array": "C",
// JSON-NEXT: "read_bytes": 0,
// JSON-NEXT: "write_bytes": 67108864,
