// The issue roof counts one instruction per FP operator, and none for an add
// or subtract one of whose operands is a multiply of its type: the compiler
// contracts the pair into one FMA. Per iteration: acc += x * x (2 FLOPs, one
// FMA), p = p * x (1, one), s = s + x (1, one), q = (q + x) * x (2, two: the
// add feeds the multiply, no FMA). 64 x 5 = 320 instructions and 384 FLOPs,
// then three adds: 323 and 387 per thread. 16 blocks of 256 threads are 128
// warps: 128 x 323 = 41344 arithmetic instructions, and one load and one
// store request per warp: 41600 warp instructions. The test GPU issues 4 per
// clock on each of 100 SMs at 1 GHz: 104 us; its fp32 peak (10 TFLOP/s) takes
// 4096 x 387 FLOPs in 158.5 us, so the compute roof limits.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void fmas(const float *in, float *out) {
  int i = blockIdx.x * 256 + threadIdx.x;
  float x = in[i], acc = 0.0f, p = 1.0f, s = 0.0f, q = 0.0f;
  for (int k = 0; k < 64; ++k) {
    acc += x * x;
    p = p * x;
    s = s + x;
    q = (q + x) * x;
  }
  out[i] = acc + p + s + q;
}

int main() { fmas<<<16, 256>>>(nullptr, nullptr); }
// CHECK: launch of 'fmas'
// CHECK: predicted 10 TFLOP/s (limited by compute: fp32 peak 10 TFLOP/s)
// CHECK: roof compute    1585152 FLOP, estimate 10 TFLOP/s
// CHECK: roof issue      41600 instructions, estimate 15.2 TFLOP/s
