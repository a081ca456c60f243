// Grids computed in floating point, as PolyBench/GPU computes them, are
// evaluated with C++'s rounding: float arithmetic rounds to float.
// RUN: %roofline-lint %s | FileCheck %s

#define NI 1000
__global__ void fill(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 1.0f;
}

int main() {
  float *a = nullptr;
  dim3 block(32, 8);
  // ceil(1000.0f / 32.0f) = ceil(31.25) = 32
  dim3 grid((size_t)ceil(((float)NI) / ((float)block.x)), 1);
  fill<<<grid, block>>>(a, NI);
  // 16777217 is not a float: (float)16777217 = 16777216, and
  // 16777216 / 1024 = 16384 exactly (in double it would be 16385).
  int big = 16777217;
  fill<<<(int)ceilf((float)big / 1024.0f), 1024>>>(a, big);
  // sqrt and pow on constants: sqrt(4096.0) = 64, pow(2.0, 3) = 8.
  fill<<<(int)sqrt(4096.0), (int)pow(2.0, 3)>>>(a, 512);
}
// CHECK: float-grid.cu:17:3: remark: launch of 'fill': grid (32, 1, 1), block (32, 8, 1); n = 1000 [roofline-launch]
// CHECK: float-grid.cu:21:3: remark: launch of 'fill': grid (16384, 1, 1), block (1024, 1, 1); n = 16777217 [roofline-launch]
// CHECK: float-grid.cu:23:3: remark: launch of 'fill': grid (64, 1, 1), block (8, 1, 1); n = 512 [roofline-launch]
