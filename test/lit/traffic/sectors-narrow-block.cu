// Sectors, a 2-D block narrower than a warp: block (4, 64) puts 8 rows of 4
// floats in one warp. Each row is 16 bytes at x offset 16*blockIdx.x inside a
// 1024-float (4096-byte) row, so it lies in one sector: 8 sectors per request
// against an ideal of 4. 256 x 16 blocks of 256 threads = 1048576 threads,
// 32768 requests per access: 262144 sectors = 8388608 B per array, twice the
// 4194304 B requested.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void copy2d(const float *in, float *out, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  out[y * w + x] = in[y * w + x];
}

int main() {
  dim3 block(4, 64);
  dim3 grid(256, 16);
  copy2d<<<grid, block>>>(nullptr, nullptr, 1024);
}
// CHECK: launch of 'copy2d'
// CHECK: global          8388608 B  (load 4194304 B, store 4194304 B)
// CHECK-NEXT: sectors         16777216 B  (load 8388608 B, store 8388608 B)
