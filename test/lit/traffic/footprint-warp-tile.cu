// Compulsory bytes, a warp tile: 4 warps of a 128-thread block each write
// an 8 x 4 patch of a 16 x 8 tile, row (warp / 2) * 8 + lane / 4, column
// (warp % 2) * 4 + lane % 4. The thread index is split into its prime
// digits (2^7), which makes every division and remainder a sum of digits:
// each block writes its 128 elements once, the 32 x 16 blocks cover the
// 256 x 256 matrix, 262144 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void tile_store(float *C, int N) {
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.y * 16 + (warp / 2) * 8 + lane / 4;
  int col = blockIdx.x * 8 + (warp % 2) * 4 + lane % 4;
  C[row * N + col] = 1.0f;
}

int main() { tile_store<<<dim3(32, 16), 128>>>(nullptr, 256); }
// CHECK: launch of 'tile_store'
// CHECK: compulsory      262144 B  (read 0 B, write 262144 B)
// CHECK-NOT: compulsory bytes of
