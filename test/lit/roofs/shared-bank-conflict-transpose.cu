// A 32-way bank conflict: a 32 x 32 tile of floats read down a column. The
// shape of cuda-samples' transposeCoalesced at 1024 x 1024 with blocks of
// (32, 16): per block and iteration (2 of them) each of the 16 warps stores
// a row (1 wavefront) and loads a column: tile[threadIdx.x][threadIdx.y + i]
// puts its 32 lanes 128 bytes apart, all in one bank (32 wavefronts).
// 1024 blocks x 16 warps x 2 x (1 + 32) = 1081344 wavefronts. The launch
// moves no FLOPs: its roofs are times.
// RUN: %roofline-lint-bare --no-cuda-sdk --color=never --gpu=rtx-a6000 %s | FileCheck %s

#define TILE 32
#define ROWS 16

__global__ void transposeCoalesced(float *out, const float *in, int width,
                                   int height) {
  __shared__ float tile[TILE][TILE];
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
  transposeCoalesced<<<dim3(32, 32), dim3(TILE, ROWS)>>>(nullptr, nullptr,
                                                         1024, 1024);
}
// CHECK: launch of 'transposeCoalesced'
// CHECK: roof shared     1081344 wavefronts,
