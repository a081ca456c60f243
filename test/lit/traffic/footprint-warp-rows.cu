// Compulsory bytes, one warp per row: threadIdx.x / 32 picks the row a warp
// reads and threadIdx.x % 32 its lane, which strides the row by 32 (llm.c's
// online softmax). With threadIdx.x split into lane and warp, the lane and
// the iteration are one number below C = 777, and warp and block one row
// number below N = 1000 (the early return): 1000 rows x 777 floats =
// 3108000 B read, each once, and one float per row written, 4000 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void row_max(float *out, const float *inp, int N, int C) {
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + warp;
  if (row >= N)
    return;
  const float *x = inp + row * C;
  float m = -INFINITY;
  for (int i = lane; i < C; i += 32)
    m = fmaxf(m, x[i]);
  if (lane == 0)
    out[row] = m;
}

int main() { row_max<<<125, 256>>>(nullptr, nullptr, 1000, 777); }
// CHECK: launch of 'row_max'
// CHECK: compulsory      3112000 B  (read 3108000 B, write 4000 B)
// CHECK-NOT: compulsory bytes of
