// roofline-bank-conflict stays quiet on a transpose whose tile is padded to
// 33 columns (one wavefront per request), and on the 32-way transpose on a
// GPU where its shared roof is not within 10 % of the limit: on the RTX
// A6000 (84 SMs at 1.8 GHz) its 1081344 wavefronts take 7.15 us against
// 10.9 us of DRAM (8388608 B at 768 GB/s).
// RUN: %lint --fail-on=warning %s | FileCheck %s --implicit-check-not='warning:'
// RUN: %roofline-lint-bare --no-cuda-sdk --color=never --gpu=rtx-a6000 --fail-on=warning %s -- -DCONFLICT | FileCheck %s --check-prefix=A6000 --implicit-check-not='warning:'

#define TILE 32
#define ROWS 16
#ifdef CONFLICT
#define PAD 0
#else
#define PAD 1
#endif
__global__ void transpose(float *out, const float *in, int width, int height) {
  __shared__ float tile[TILE][TILE + PAD];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  int from = x + y * width;
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  int to = x + y * height;
  for (int i = 0; i < TILE; i += ROWS)
    tile[threadIdx.y + i][threadIdx.x] = in[from + i * width];
  __syncthreads();
  for (int i = 0; i < TILE; i += ROWS)
    out[to + i * height] = tile[threadIdx.x][threadIdx.y + i];
}

int main() {
  transpose<<<dim3(32, 32), dim3(TILE, ROWS)>>>(nullptr, nullptr, 1024, 1024);
}
// CHECK: roof shared     65536 wavefronts
// A6000: predicted       10.9 us (limited by DRAM: 768 GB/s over the estimated DRAM bytes)
// A6000: roof shared     1081344 wavefronts, estimate 7.15 us
