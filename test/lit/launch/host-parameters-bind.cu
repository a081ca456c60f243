// A host function's parameters are symbols at the launch; --bind gives them
// values, so one command line resolves sgemm-style runners fully.
// RUN: %roofline-lint %s | FileCheck %s --check-prefix=SYM
// RUN: %roofline-lint %s --bind M=64 --bind N=32 --bind K=16 | FileCheck %s --check-prefix=BOUND
#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))

__global__ void sgemm_naive(int M, int N, int K, const float *A, const float *B, float *C) {
  const unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < M && y < N) {
    float tmp = 0.0f;
    for (int i = 0; i < K; ++i)
      tmp += A[x * K + i] * B[i * N + y];
    C[x * N + y] = tmp;
  }
}

void run_sgemm(int M, int N, int K, const float *A, const float *B, float *C) {
  dim3 grid(CEIL_DIV(M, 32), CEIL_DIV(N, 32));
  dim3 block(32, 32);
  sgemm_naive<<<grid, block>>>(M, N, K, A, B, C);
}
// Unbound, the totals count every thread as active (an estimate, noted) and
// place the launch at the limit of its intensity, 2048K / (8192K + 4096):
// 0.25 FLOP/B as K grows.
// SYM: host-parameters-bind.cu:[[@LINE-5]]:3: remark: launch of 'sgemm_naive' (estimated): grid (floor((M + 31) / 32), floor((N + 31) / 32), 1), block (32, 32, 1) [roofline-launch]
// SYM: ceiling         250 GFLOP/s = 2.5 % of fp32 peak (memory-bound)
// SYM-NEXT: unbound         K, M, N (give values with --bind NAME=VALUE)
// SYM-NEXT: origin          K: a parameter of run_sgemm, which no call in this file gives a value
// SYM-NEXT: origin          M: a parameter of run_sgemm, which no call in this file gives a value
// SYM-NEXT: origin          N: a parameter of run_sgemm, which no call in this file gives a value
// SYM-NEXT: host-parameters-bind.cu:[[@LINE-11]]:3: note: threads of this launch do not all cost the same; every thread is counted like an active one (thread 0) [roofline-thread-dependent-cost]
// With M = 64, N = 32, K = 16: a 2x1 grid of 32x32 blocks, 2048 threads, all
// active; each does 16 multiply-adds (32 FLOPs), 32 loads and a store:
// 65536 FLOPs, 2048 * 132 = 270336 bytes.
// BOUND: host-parameters-bind.cu:[[@LINE-15]]:3: remark: launch of 'sgemm_naive': grid (2, 1, 1), block (32, 32, 1); K = 16 (--bind), M = 64 (--bind), N = 32 (--bind) [roofline-launch]
// BOUND: threads         2048
// BOUND-NEXT: flops           65536  (fp32 65536)
// BOUND-NEXT: global          270336 B  (load 262144 B, store 8192 B)
