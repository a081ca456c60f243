// Reference row of the counting model (version 3): llm.c's
// softmax_forward_kernel2 as dev/cuda/softmax_forward.cu's main runs it,
// N = 8192 rows of C = 50257 floats, one block of 32 threads per row. It
// reads inp through x = inp + idx * C in block-stride loops, writes out, then
// re-reads out through x = out + idx * C and scales it in place. inp is
// read once: N * C * 4 = 1646821376 B; out is written at as many bytes, and
// its reads all follow its writes (no compulsory read): 3293642752 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void softmax_forward_kernel2(float *out, const float *inp, int N,
                                        int C) {
  extern __shared__ float shared[];
  int idx = blockIdx.x;
  int tid = threadIdx.x;
  int block_size = blockDim.x;
  const float *x = inp + idx * C;
  float maxval = -INFINITY;
  for (int i = tid; i < C; i += block_size)
    maxval = fmaxf(maxval, x[i]);
  shared[tid] = maxval;
  for (int stride = block_size / 2; stride >= 1; stride /= 2) {
    __syncthreads();
    if (tid < stride)
      shared[tid] = fmaxf(shared[tid], shared[tid + stride]);
  }
  __syncthreads();
  float offset = shared[0];
  for (int i = tid; i < C; i += block_size)
    out[idx * C + i] = expf(x[i] - offset);
  __syncthreads();
  x = out + idx * C;
  float sumval = 0.0f;
  for (int i = tid; i < C; i += block_size)
    sumval += x[i];
  shared[tid] = sumval;
  for (int stride = block_size / 2; stride >= 1; stride /= 2) {
    __syncthreads();
    if (tid < stride)
      shared[tid] += shared[tid + stride];
  }
  __syncthreads();
  float sum = shared[0];
  for (int i = tid; i < C; i += block_size)
    out[idx * C + i] = x[i] / sum;
}

int main() {
  int N = 8192, C = 50257, block_size = 32;
  softmax_forward_kernel2<<<N, block_size, block_size * sizeof(float)>>>(
      nullptr, nullptr, N, C);
}
// CHECK: launch of 'softmax_forward_kernel2': grid (8192, 1, 1), block (32, 1, 1)
// CHECK: compulsory      3293642752 B  (read 1646821376 B, write 1646821376 B)
// CHECK-NOT: compulsory bytes of
// CHECK: verdict         memory-bound at any cache behaviour
