// A loop bounded by the thread index: thread t of a block runs t iterations,
// so a block of 64 threads runs 0 + 1 + ... + 63 = 2016; 3 blocks: 6048
// iterations of one load and one FLOP; plus one store per thread (192).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void prefix_sum_naive(const float *in, float *out) {
  float acc = 0.0f;
  for (int k = 0; k < threadIdx.x; ++k)
    acc += in[blockIdx.x * blockDim.x + k];
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

void run(const float *in, float *out) { prefix_sum_naive<<<3, 64>>>(in, out); }
// CHECK: triangular-threads.cu:[[@LINE-1]]:41: remark: launch of 'prefix_sum_naive': grid (3, 1, 1), block (64, 1, 1) [roofline-launch]
// CHECK: threads         192
// CHECK-NEXT: flops           6048  (fp32 6048)
// CHECK-NEXT: global          24960 B  (load 24192 B, store 768 B)
