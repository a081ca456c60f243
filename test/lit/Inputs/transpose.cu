// The shape of cuda-samples' transpose at 1024 x 1024 with blocks of
// (32, 16): a 32 x 32 tile of floats written by rows and read down a column.
// -DPAD=1 pads each row to 33 words (transposeNoBankConflicts); without it the
// column read puts a warp's 32 lanes 128 bytes apart, in one bank
// (transposeCoalesced). Used by test/lit/roofs and test/lit/lint.

#define TILE 32
#define ROWS 16
#ifndef PAD
#define PAD 0
#endif
#if PAD
#define TRANSPOSE transposeNoBankConflicts
#else
#define TRANSPOSE transposeCoalesced
#endif

__global__ void TRANSPOSE(float *out, const float *in, int width, int height) {
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
  TRANSPOSE<<<dim3(32, 32), dim3(TILE, ROWS)>>>(nullptr, nullptr, 1024, 1024);
}
