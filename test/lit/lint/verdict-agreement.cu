// One verdict per kernel: the remark and the findings judge the same launch.
// The first launch fixes N = 1024 and the traffic model places it: 0.5
// FLOP/B over sectors, 171 over compulsory bytes (12 MiB), so compute-bound
// only if reuse is captured. The second takes n from argv: no traffic model,
// only requested bytes, 0.25 FLOP/B as the sizes grow. The traffic model's
// launch speaks for the kernel; no memory-bound finding contradicts it from
// the other launch, and the reuse finding cites the same launch.
// RUN: %lint --readout=full %s | FileCheck %s --implicit-check-not=roofline-memory-bound

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
// CHECK: verdict-agreement.cu:[[@LINE-10]]:17: remark: kernel 'matmul': compute-bound only if reuse is captured (launch at {{.*}}verdict-agreement.cu:[[@LINE+6]]), predicted {{[^,]*}}, can never beat {{[^ ]* [GTP]?FLOP/s}} [roofline-kernel]
// CHECK: verdict-agreement.cu:[[@LINE-11]]:17: warning: kernel 'matmul' re-reads 'A' and 'B' across threads (launch at {{.*}}verdict-agreement.cu:[[@LINE+5]]):

int main(int argc, char **argv) {
  float *A, *B, *C;
  int n = atoi(argv[1]);
  matmul<<<dim3(64, 64), dim3(16, 16)>>>(A, B, C, 1024);
  matmul<<<dim3((n + 15) / 16, (n + 15) / 16), dim3(16, 16)>>>(A, B, C, n);
}
