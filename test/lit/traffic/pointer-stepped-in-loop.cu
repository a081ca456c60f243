// A pointer stepped once per iteration by a loop-invariant amount (`A += 8`,
// as tiled kernels do) keeps an exact address: in iteration j it points
// 8*j floats on. The thread pattern is a 32 x 8 tile (r = tid / 8, c = tid %
// 8), so its footprint is counted with the tile's rows and columns as two
// digits, between which the loop steps.
// A: block b reads rows 32b..32b+31, all 1024 columns: 64 * 32 * 1024 floats
// = 8388608 B, each once. A warp is 4 rows of 32 aligned bytes: 4 sectors, as
// ideal; 64 blocks x 8 warps x 128 iterations = 65536 requests, 8388608 B.
// out: 16384 floats, 65536 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void tiles(const float *A, float *out, int K) {
  int r = threadIdx.x / 8, c = threadIdx.x % 8;
  A += blockIdx.x * 32 * K;
  float s = 0;
  for (int k = 0; k < K; k += 8) {
    s += A[r * K + c];
    A += 8;
  }
  out[blockIdx.x * 256 + threadIdx.x] = s;
}

int main() { tiles<<<64, 256>>>(nullptr, nullptr, 1024); }
// CHECK: launch of 'tiles'
// CHECK: global          8454144 B  (load 8388608 B, store 65536 B)
// CHECK-NEXT: sectors         8454144 B  (load 8388608 B, store 65536 B)
// CHECK-NEXT: compulsory      8454144 B  (read 8388608 B, write 65536 B)
