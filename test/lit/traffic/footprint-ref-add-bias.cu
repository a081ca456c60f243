// Reference row of the counting model (version 3): llm.c's add_bias
// (dev/cuda/matmul_forward.cu), B = 32, T = 1024, OC = 3072, a grid-stride
// `out[i] += bias[i % OC]` over B * T * OC = 100663296 floats. Here the grid
// is a 32nd of the elements, so each thread runs 32 iterations. out is read
// before it is written, element by element: read 402653184 B + write
// 402653184 B; bias[i % OC] covers all OC = 3072 floats, 12288 B:
// 805318656 B in all.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void add_bias(float *out, const float *bias, int B, int T, int OC) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = blockDim.x * gridDim.x;
  for (int i = idx; i < B * T * OC; i += stride) {
    int col = i % OC;
    out[i] += bias[col];
  }
}

int main() {
  int B = 32, T = 1024, OC = 3072, block_size = 128;
  int grid_size = (B * T * OC + block_size - 1) / block_size / 32;
  add_bias<<<grid_size, block_size>>>(nullptr, nullptr, B, T, OC);
}
// CHECK: launch of 'add_bias': grid (24576, 1, 1), block (128, 1, 1)
// CHECK: compulsory      805318656 B  (read 402665472 B, write 402653184 B)
// CHECK-NOT: compulsory bytes of
