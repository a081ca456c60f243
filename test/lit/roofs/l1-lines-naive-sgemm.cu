// The L1 roof: distinct 128-byte lines per warp request, one per clock per
// SM. The spec's reference: a naive SGEMM at M = N = K = 4096 with blocks of
// (32, 32) whose lanes differ in the row of A (x = threadIdx.x). Per warp and
// iteration A[x*K + i] touches 32 lines and B[i*N + y] one; C is read and
// written once (32 + 32 lines). Warps: 4096^2 / 32 = 524288, so
// 524288 * (4096 * 33 + 64) = 70900514816 lines. On the RTX A6000 (84 SMs at
// 1.8 GHz) that is 0.469 s for 2*4096^3 + 3*4096^2 FLOPs: 293 GFLOP/s.
// RUN: %roofline-lint-bare --readout=full --no-cuda-sdk --color=never --gpu=rtx-a6000 %s | FileCheck %s

__global__ void sgemm_naive(int M, int N, int K, float alpha, const float *A,
                            const float *B, float beta, float *C) {
  const unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < M && y < N) {
    float tmp = 0.0f;
    for (int i = 0; i < K; ++i)
      tmp += A[x * K + i] * B[i * N + y];
    C[x * N + y] = alpha * tmp + beta * C[x * N + y];
  }
}

int main() {
  int n = 4096;
  sgemm_naive<<<dim3(n / 32, n / 32), dim3(32, 32)>>>(n, n, n, 1.0f, nullptr,
                                                      nullptr, 0.0f, nullptr);
}
// CHECK: launch of 'sgemm_naive'
// CHECK-NEXT: predicted       293 GFLOP/s (limited by L1: 32 lines per request of 'A' at {{.*}}l1-lines-naive-sgemm.cu:17:14), can never beat 1.37 TFLOP/s{{$}}
// CHECK: roof L1         70900514816 lines, estimate 293 GFLOP/s,
