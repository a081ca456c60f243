// Compulsory bytes, 2-D grid-stride loops: an 8 x 8 grid of 32 x 8 blocks
// covers x in [0, W) with stride 256 and y in [0, H) with stride 64. Each is
// one interval, and the rows are W floats apart: a is read at W * H = 700000
// floats, 2800000 B, and out written at as many: 5600000 B, exact.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void add2d(float *out, const float *a, int W, int H) {
  for (int y = blockIdx.y * blockDim.y + threadIdx.y; y < H;
       y += gridDim.y * blockDim.y)
    for (int x = blockIdx.x * blockDim.x + threadIdx.x; x < W;
         x += gridDim.x * blockDim.x)
      out[y * W + x] = a[y * W + x] + 1.0f;
}

int main() { add2d<<<dim3(8, 8), dim3(32, 8)>>>(nullptr, nullptr, 1000, 700); }
// CHECK: launch of 'add2d'
// CHECK: compulsory      5600000 B  (read 2800000 B, write 2800000 B)
// CHECK-NOT: compulsory bytes of
