// Sectors, a broadcast: every lane of a warp reads the same address (in[0]):
// 1 sector per request. 32768 requests: 32768 sectors = 1048576 B loaded for
// 4194304 B requested; the contiguous store 4194304 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void fill(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[0];
}

int main() { fill<<<4096, 256>>>(nullptr, nullptr); }
// CHECK: launch of 'fill'
// CHECK: global          8388608 B  (load 4194304 B, store 4194304 B)
// CHECK-NEXT: sectors         5242880 B  (load 1048576 B, store 4194304 B)
