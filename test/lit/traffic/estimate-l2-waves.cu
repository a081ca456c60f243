// The L2 rule, when the footprint exceeds the L2: naive matmul at N = 4096,
// 16x16 blocks, on the test GPU (100 SMs, sm_89: 1536 threads and 24 blocks
// per SM, L2 32 MiB). 1536 / 256 = 6 blocks per SM, 600 per wave, taken in
// whole rows of the 256 x 256 grid: 512 blocks (2 rows), 128 waves. A wave
// reads 32 rows of A (524288 B), all of B (67108864 B) and writes 32 rows of
// C (524288 B): 68157440 B. In one iteration of the k loop it touches 32
// floats of A, one row of B (16384 B) and its C rows: 540800 B, which fits.
// So each wave reads its footprint once: 128 * 68157440 = 8724152320 B,
// between the compulsory 201326592 B and the sector 274945015808 B;
// 2N^3 / 8724152320 = 15.75 FLOP/B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void matmul(const float *A, const float *B, float *C, int N) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.0f;
  for (int k = 0; k < N; ++k)
    sum += A[row * N + k] * B[k * N + col];
  C[row * N + col] = sum;
}

int main() { matmul<<<dim3(256, 256), dim3(16, 16)>>>(nullptr, nullptr, nullptr, 4096); }
// CHECK: launch of 'matmul'
// CHECK: estimate        15.8 FLOP/B, ceiling 10 TFLOP/s (compute-bound):
// CHECK-NEXT: {{^                  }}L2 rule: 128 waves of 512 blocks (100 SMs x 6 resident, in whole rows of the grid) each read their
// CHECK-NEXT: {{^                  }}footprint (68157440 B) once: a wave's working set per loop iteration (540800 B) fits
// CHECK-NEXT: {{^                  }}the L2 (33554432 B)
