// The shared-memory tree reduction: `for (s = blockDim.x / 2; s > 0; s >>= 1)
// if (tid < s) sdata[tid] += sdata[tid + s];`. With 256 threads per block the
// loop runs for s = 128, 64, ..., 1 and the guard holds for s threads each
// time: 255 adds per block (not 8 per thread, 2048 per block). 100 blocks:
// 25500 FLOPs; global traffic: one 4-byte load per thread (25600 threads) and
// one 4-byte store per block: 102400 + 400 bytes.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void reduce(const float *in, float *out) {
  extern __shared__ float sdata[];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

void run(const float *in, float *out) {
  reduce<<<100, 256, 256 * sizeof(float)>>>(in, out);
}
// CHECK: reduction-halving.cu:[[@LINE-2]]:3: remark: launch of 'reduce': grid (100, 1, 1), block (256, 1, 1) [roofline-launch]
// CHECK: threads         25600
// CHECK-NEXT: flops           25500  (fp32 25500)
// CHECK-NEXT: global          102800 B  (load 102400 B, store 400 B)
