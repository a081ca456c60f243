// `if (threadIdx.x == 0)`: one thread per block does the store. 64 blocks of
// 128 threads: every thread loads and adds (8192 loads of 4 B, 8192 FLOPs),
// 64 threads store 4 B.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void first_lane_writes(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x] + 1.0f;
  if (threadIdx.x == 0)
    out[blockIdx.x] = v;
}

void run(const float *in, float *out) { first_lane_writes<<<64, 128>>>(in, out); }
// CHECK: thread-zero.cu:[[@LINE-1]]:41: remark: launch of 'first_lane_writes': grid (64, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK: threads         8192
// CHECK-NEXT: flops           8192  (fp32 8192)
// CHECK-NEXT: global          33024 B  (load 32768 B, store 256 B)
