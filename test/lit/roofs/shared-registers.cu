// A shared load whose address does not change over small constant-count
// inner loops is kept in a register: a compiler unrolls the loops and loads
// it once per iteration of the loops outside. Per 8-deep tile of 256 threads
// (8 warps): a[j * 8 + i] runs under l (4 iterations) without using it and
// b[l * 32 + lane + i * 128] under j without using it, so per i they are 4
// and 4 loads, not 16 and 16; each is one wavefront per warp request (every
// lane reads the same word of a: broadcast; b's 32 lanes read 32
// consecutive words). 8 warps x (2 stores + 8 x (4 + 4)) = 528 wavefronts
// per tile and block; 16 blocks x 2 tiles: 16896 (66048 as written).
// RUN: %roofline-lint %s | FileCheck %s

__global__ void outer(const float *A, const float *B, float *C) {
  __shared__ float a[32 * 8];
  __shared__ float b[8 * 128];
  int lane = threadIdx.x % 32;
  float acc[4][4] = {};
  for (int k = 0; k < 16; k += 8) {
    a[threadIdx.x] = A[blockIdx.x * 256 + threadIdx.x + k];
    b[threadIdx.x] = B[blockIdx.x * 256 + threadIdx.x + k];
    __syncthreads();
    for (int i = 0; i < 8; ++i)
      for (int j = 0; j < 4; ++j)
        for (int l = 0; l < 4; ++l)
          acc[j][l] += a[j * 8 + i] * b[l * 32 + lane + i * 128];
    __syncthreads();
  }
  C[blockIdx.x * 256 + threadIdx.x] = acc[0][0];
}

int main() { outer<<<16, 256>>>(nullptr, nullptr, nullptr); }
// CHECK: launch of 'outer'
// CHECK: roof shared     16896 wavefronts,
