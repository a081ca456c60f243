// The L2 rule, when the footprint fits: naive matmul at N = 1024 on the test
// GPU (L2 32 MiB): compulsory 12N^2 = 12582912 B fits, so the estimate is the
// compulsory traffic: 2N^3 / 12582912 = 170.7 FLOP/B, past the ridge (10):
// 10 TFLOP/s.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void matmul(const float *A, const float *B, float *C, int N) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.0f;
  for (int k = 0; k < N; ++k)
    sum += A[row * N + k] * B[k * N + col];
  C[row * N + col] = sum;
}

int main() { matmul<<<dim3(64, 64), dim3(16, 16)>>>(nullptr, nullptr, nullptr, 1024); }
// CHECK: launch of 'matmul'
// CHECK: compulsory      12582912 B  (read 8388608 B, write 4194304 B)
// CHECK: estimate        171 FLOP/B, ceiling 10 TFLOP/s (compute-bound):
// CHECK-NEXT: {{^                  }}L2 rule: the footprint fits the L2 (33554432 B), each byte from DRAM once
