// The shared-memory roof: wavefronts per warp request, one per clock per SM.
// The spec's reference: SGEMM with 1D block tiling <BM=64, BN=64, BK=8,
// TM=8>, 512 threads, M = N = K = 4096. Per warp and 8-deep tile: two stores
// (32 consecutive words each: 1 wavefront), then 8 x (one Bs load of 32
// consecutive words + 8 As loads that every lane of the warp shares: a
// broadcast) = 74 wavefronts. 16 warps x 4096 blocks x 512 tiles x 74 =
// 2483027968 wavefronts: 16.4 ms on the RTX A6000 (84 SMs at 1.8 GHz),
// 8.37 TFLOP/s.
// RUN: %roofline-lint-bare --readout=full --no-cuda-sdk --color=never --gpu=rtx-a6000 %s | FileCheck %s

template <int BM, int BN, int BK, int TM>
__global__ void tiled1d(int M, int N, int K, float alpha, const float *A,
                        const float *B, float beta, float *C) {
  __shared__ float As[BM * BK];
  __shared__ float Bs[BK * BN];
  const int col = threadIdx.x % BN, row = threadIdx.x / BN;
  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;
  const unsigned colA = threadIdx.x % BK, rowA = threadIdx.x / BK;
  const unsigned colB = threadIdx.x % BN, rowB = threadIdx.x / BN;
  float acc[TM] = {0.0f};
  for (unsigned t = 0; t < K; t += BK) {
    As[rowA * BK + colA] = A[rowA * K + colA];
    Bs[rowB * BN + colB] = B[rowB * N + colB];
    __syncthreads();
    A += BK;
    B += BK * N;
    for (unsigned d = 0; d < BK; ++d) {
      float b = Bs[d * BN + col];
      for (unsigned r = 0; r < TM; ++r)
        acc[r] += As[(row * TM + r) * BK + d] * b;
    }
    __syncthreads();
  }
  for (unsigned r = 0; r < TM; ++r)
    C[(row * TM + r) * N + col] =
        alpha * acc[r] + beta * C[(row * TM + r) * N + col];
}

int main() {
  int n = 4096;
  tiled1d<64, 64, 8, 8><<<dim3(n / 64, n / 64), 512>>>(n, n, n, 1.0f, nullptr,
                                                       nullptr, 0.0f, nullptr);
}
// CHECK: launch of 'tiled1d<64, 64, 8, 8>'
// CHECK-NEXT: predicted       8.37 TFLOP/s (limited by shared: most wavefronts on 'As' at {{.*}}.cu:32:19, no bank conflict),
// CHECK: roof shared     2483027968 wavefronts, estimate 8.37 TFLOP/s,
