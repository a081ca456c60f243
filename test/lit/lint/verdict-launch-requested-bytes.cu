// A launch the traffic model cannot place (its size comes from argv) still
// speaks for the kernel on requested bytes: the remark cites it, with the
// limit as its sizes grow, and the memory-bound finding judges the same
// launch with the same numbers (0.25 FLOP/B, 250 GFLOP/s).
// RUN: %lint --readout=full %s | FileCheck %s

#include <cstdlib>

__global__ void matmul(const float *A, const float *B, float *C, int N) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < N && col < N) {
    float s = 0;
    for (int k = 0; k < N; ++k)
      s += A[row * N + k] * B[k * N + col];
    C[row * N + col] = s;
  }
}
// CHECK: verdict-launch-requested-bytes.cu:[[@LINE-10]]:17: remark: kernel 'matmul': memory-bound (launch at {{.*}}verdict-launch-requested-bytes.cu:[[@LINE+7]]) as gridDim.x/y, n grow, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK: verdict-launch-requested-bytes.cu:[[@LINE-11]]:17: note: kernel 'matmul' is memory-bound on Test GPU (10 TFLOP/s, 1 TB/s) (launch at {{.*}}verdict-launch-requested-bytes.cu:[[@LINE+6]]) as its sizes grow: intensity 0.25 FLOP/B is below the ridge 10, ceiling 250 GFLOP/s = 2.5 % of fp32 peak [roofline-memory-bound]

int main(int argc, char **argv) {
  float *A, *B, *C;
  int n = atoi(argv[1]);
  // The grid follows n.
  matmul<<<dim3((n + 15) / 16, (n + 15) / 16), dim3(16, 16)>>>(A, B, C, n);
}
