// Reference (llm.c dev/cuda, with the two rows of the counting model): llm.c's mean_kernel as
// dev/cuda/layernorm_forward.cu's main runs it, B * T = 8192 rows of C = 768
// floats, one block per row, here 128 threads. Each block reads its row in
// a block-stride loop over x = inp + idx * C: 8192 * 768 * 4 = 25165824 B,
// and thread 0 writes one mean: 32768 B. 25198592 B in all.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void mean_kernel(float *mean, const float *inp, int N, int C,
                            int block_size) {
  extern __shared__ float shared[];
  int idx = blockIdx.x;
  int tid = threadIdx.x;
  const float *x = inp + idx * C;
  float sum = 0.0f;
  for (int i = tid; i < C; i += block_size)
    sum += x[i];
  shared[tid] = sum;
  __syncthreads();
  for (int stride = block_size / 2; stride >= 1; stride /= 2) {
    __syncthreads();
    if (tid < stride)
      shared[tid] += shared[tid + stride];
  }
  if (tid == 0)
    mean[idx] = shared[0] / C;
}

int main() {
  int N = 8 * 1024, C = 768, block_size = 128;
  mean_kernel<<<N, block_size, block_size * sizeof(float)>>>(
      nullptr, nullptr, N, C, block_size);
}
// CHECK: launch of 'mean_kernel': grid (8192, 1, 1), block (128, 1, 1)
// CHECK: compulsory      25198592 B  (read 25165824 B, write 32768 B)
// CHECK-NOT: compulsory bytes of
