// Threads that do different work: a block reduction's tree runs only in
// threads that pass `tid < s`, and thread 0 alone stores. Without a launch
// the per-thread figures are those of a thread taking every guard: the
// remark gives no verdict and says so, and no memory-bound or compute-bound
// finding is drawn from them (the readout's ceiling is that thread's). A
// launch whose sizes stay symbolic counts every thread like thread 0: no
// verdict either.
// RUN: %lint --readout=full %s --bind blockDim.x=256 | FileCheck %s --check-prefix=ALONE --implicit-check-not='{{warning|note}}: kernel'
// RUN: %lint --readout=full %s -- -DWITH_LAUNCH | FileCheck %s --check-prefix=LAUNCH --implicit-check-not='{{warning|note}}: kernel'

__global__ void reduce(const float *in, float *out) {
  __shared__ float s[256];
  unsigned tid = threadIdx.x;
  s[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
    if (tid < k)
      s[tid] += s[tid + k];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}
// ALONE: verdict-uneven-threads.cu:[[@LINE-13]]:17: remark: kernel 'reduce': no verdict: threads differ, the figures below are a thread's that takes every guard [roofline-kernel]
// ALONE: ceiling         1 TFLOP/s = 10 % of peak (memory-bound)

#ifdef WITH_LAUNCH
void run(const float *in, float *out, int blocks) { reduce<<<blocks, 256>>>(in, out); }
#endif
// LAUNCH: remark: kernel 'reduce': no verdict: threads differ, and its launches count every thread like thread 0 [roofline-kernel]
// LAUNCH: remark: launch of 'reduce'
// LAUNCH-NOT: ceiling
// LAUNCH: verdict         none: threads of this launch differ and are all counted like thread 0
// LAUNCH-NOT: ridge
