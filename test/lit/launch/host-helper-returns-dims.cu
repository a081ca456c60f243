// A host helper that computes the grid and block in locals and returns them
// as one struct (a std::pair here); the launch reads its members.
// Locals are replayed up to the helper's return, its only one.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <utility>

__global__ void scale(float *x, int n) {
  int i = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

static std::pair<dim3, dim3> launch_dims(const int n, const int warp_size) {
  const int nwarps = 4;
  const int per_block = nwarps * warp_size;
  const int nblocks = (n + per_block - 1) / per_block;
  const dim3 grid(nblocks, 1, 1);
  const dim3 block(warp_size, nwarps, 1);
  return {grid, block};
}

static void scale_cuda(float *x, int n) {
  const std::pair<dim3, dim3> dims = launch_dims(n, 32);
  scale<<<dims.first, dims.second>>>(x, n);
}

int main() {
  float *x;
  scale_cuda(x, 1000);
}

// nblocks = (1000 + 127) / 128 = 8 blocks of 32 x 4 threads; 1000 active,
// each with one load, one store and one FLOP.
// CHECK:      remark: launch of 'scale': grid (8, 1, 1), block (32, 4, 1); n = 1000 [roofline-launch]
// CHECK:        threads         1024, 1000 active
// CHECK-NEXT:   flops           1000  (fp32 1000)
// CHECK-NEXT:   global          8000 B  (load 4000 B, store 4000 B)
