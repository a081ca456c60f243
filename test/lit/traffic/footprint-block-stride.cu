// Compulsory bytes, block-stride loop: each block sums one row of C = 1000
// floats with `i = threadIdx.x; i < C; i += blockDim.x`. Across the block's
// 128 threads and their 8 iterations (the last one for threads 0..103
// only), i covers 0..999 exactly once: the rows are 1000 floats apart, so
// the 100 rows are 100 * 1000 floats = 400000 B, exact (not one row, not
// the rounded-up 1024 per row). out: one float per block, 400 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void row_sums(const float *in, float *out, int C) {
  const float *x = in + blockIdx.x * C;
  float s = 0.0f;
  for (int i = threadIdx.x; i < C; i += blockDim.x)
    s += x[i];
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}

int main() { row_sums<<<100, 128>>>(nullptr, nullptr, 1000); }
// CHECK: launch of 'row_sums'
// CHECK: compulsory      400400 B  (read 400000 B, write 400 B)
// CHECK-NOT: compulsory bytes of
// CHECK: verdict         memory-bound at any cache behaviour
