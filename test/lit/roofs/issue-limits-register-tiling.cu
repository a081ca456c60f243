// The issue roof limits a register-tiled SGEMM whose shared loads are free of
// bank conflicts but many: <BM=128, BN=128, BK=8, TM=8, TN=8>, 256 threads,
// M = N = K = 4096, Bs stored so that one thread's 8 values lie 16 words
// apart (no vector load). Per thread and 8-deep tile: 8 x 64 FMAs; per warp
// and tile: 8 shared stores and 8 x (8 As + 8 Bs) loads (each a broadcast or
// 16 consecutive words: 1 wavefront) = 136 requests, 2 global loads.
// 512 tiles; the epilogue: 64 x (alpha * r + beta * c: a multiply and an FMA)
// and 16 loads and 16 stores per warp. Per thread 512 x 512 + 128 = 262272
// FP instructions; 8192 warps: 2148532224 + 570425344 shared + 8650752
// global = 2727608320 warp instructions, 4.51 ms at 4 per clock on 84 SMs at
// 1.8 GHz (RTX A6000): 30.5 TFLOP/s, below the 38.7 of the fp32 peak and
// the 34.4 of the shared roof (per warp and tile 128 load wavefronts and 16
// for the 2-way conflicted stores: 603979776).
// RUN: %roofline-lint-bare --readout=full --no-cuda-sdk --color=never --gpu=rtx-a6000 %s | FileCheck %s

template <int BM, int BN, int BK, int TM, int TN>
__global__ void strided(int M, int N, int K, float alpha, const float *A,
                        const float *B, float beta, float *C) {
  __shared__ float As[BM * BK];
  __shared__ float Bs[BK * BN];
  const unsigned col = threadIdx.x % (BN / TN), row = threadIdx.x / (BN / TN);
  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;
  const unsigned rowA = threadIdx.x / (BK / 4), colA = threadIdx.x % (BK / 4);
  const unsigned rowB = threadIdx.x / (BN / 4), colB = threadIdx.x % (BN / 4);
  float acc[TM * TN] = {0.0f};
  float a[TM] = {0.0f}, b[TN] = {0.0f};
  for (unsigned t = 0; t < K; t += BK) {
    float4 v = reinterpret_cast<const float4 *>(&A[rowA * K + colA * 4])[0];
    As[(colA * 4 + 0) * BM + rowA] = v.x;
    As[(colA * 4 + 1) * BM + rowA] = v.y;
    As[(colA * 4 + 2) * BM + rowA] = v.z;
    As[(colA * 4 + 3) * BM + rowA] = v.w;
    v = reinterpret_cast<const float4 *>(&B[rowB * N + colB * 4])[0];
    Bs[((colB % 2) * 4 + rowB * 8 + 0) * 16 + colB / 2] = v.x;
    Bs[((colB % 2) * 4 + rowB * 8 + 1) * 16 + colB / 2] = v.y;
    Bs[((colB % 2) * 4 + rowB * 8 + 2) * 16 + colB / 2] = v.z;
    Bs[((colB % 2) * 4 + rowB * 8 + 3) * 16 + colB / 2] = v.w;
    __syncthreads();
    A += BK;
    B += BK * N;
    for (unsigned d = 0; d < BK; ++d) {
      for (unsigned i = 0; i < TM; ++i)
        a[i] = As[d * BM + row * TM + i];
      for (unsigned i = 0; i < TN; ++i)
        b[i] = Bs[(d * 8 + i) * 16 + col];
      for (unsigned m = 0; m < TM; ++m)
        for (unsigned n = 0; n < TN; ++n)
          acc[m * TN + n] += a[m] * b[n];
    }
    __syncthreads();
  }
  for (unsigned m = 0; m < TM; ++m)
    for (unsigned n = 0; n < TN; n += 4) {
      float4 c = reinterpret_cast<float4 *>(
          &C[(row * TM + m) * N + col * TN + n])[0];
      c.x = alpha * acc[m * TN + n] + beta * c.x;
      c.y = alpha * acc[m * TN + n + 1] + beta * c.y;
      c.z = alpha * acc[m * TN + n + 2] + beta * c.z;
      c.w = alpha * acc[m * TN + n + 3] + beta * c.w;
      reinterpret_cast<float4 *>(&C[(row * TM + m) * N + col * TN + n])[0] = c;
    }
}

int main() {
  dim3 grid(32, 32), block(256);
  strided<128, 128, 8, 8, 8>
      <<<grid, block>>>(4096, 4096, 4096, 1.0f, nullptr, nullptr, 0.0f, nullptr);
}
// CHECK: launch of 'strided<128, 128, 8, 8, 8>'
// CHECK: predicted 30.5 TFLOP/s (limited by issue: arithmetic 79 %, shared requests 21 %, global requests 0.32 % of the warp instructions), can never beat 45.2 TFLOP/s
// CHECK: roof compute    137489285120 FLOP, estimate 38.7 TFLOP/s
// CHECK: roof issue      2727608320 instructions, estimate 30.5 TFLOP/s
// CHECK: roof shared     603979776 wavefronts, estimate 34.4 TFLOP/s
