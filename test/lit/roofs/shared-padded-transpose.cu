// The same transpose with the tile padded to 33 columns: a column's 32 words
// now lie in 32 banks, one wavefront per request. 1024 blocks x 16 warps x
// 2 x (1 + 1) = 65536 wavefronts (cuda-samples' transposeNoBankConflicts).
// RUN: %roofline-lint-bare --no-cuda-sdk --color=never --gpu=rtx-a6000 %s | FileCheck %s

#define TILE 32
#define ROWS 16

__global__ void transposeNoBankConflicts(float *out, const float *in,
                                         int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
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
  transposeNoBankConflicts<<<dim3(32, 32), dim3(TILE, ROWS)>>>(
      nullptr, nullptr, 1024, 1024);
}
// CHECK: launch of 'transposeNoBankConflicts'
// CHECK: roof shared     65536 wavefronts,
