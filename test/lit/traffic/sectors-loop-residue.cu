// Sectors, a loop that moves alignment: in[i + k] for k = 0..7. A warp's 128
// bytes start at 4*k past a 128-byte boundary: 4 sectors when k = 0, 5 for
// k = 1..7, 39 per 8 iterations. 1024 blocks x 8 warps = 8192 warps:
// 319488 sectors = 10223616 B loaded, against 8192 * 8 * 128 = 8388608 B
// requested. The store: 8192 requests x 4 sectors = 1048576 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void window(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0;
  for (int k = 0; k < 8; ++k)
    s += in[i + k];
  out[i] = s;
}

int main() { window<<<1024, 256>>>(nullptr, nullptr); }
// CHECK: launch of 'window'
// CHECK: global          9437184 B  (load 8388608 B, store 1048576 B)
// CHECK-NEXT: sectors         11272192 B  (load 10223616 B, store 1048576 B)
