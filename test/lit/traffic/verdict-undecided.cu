// A launch past the ridge with perfect reuse only over a lower bound of its
// compulsory bytes gets no compute-bound verdict: a 64-tap window, in[i + k]
// for k = 0..63, over 2^20 outputs on the test GPU (ridge 10). The window's
// k overlaps the thread index, so `in`'s footprint is a lower bound (2^20
// floats of the true 2^20 + 63). 128 FLOPs per output over 4 + 4 compulsory
// bytes is 16 FLOP/B, past the ridge, but only on that bound (the requested
// bytes, 65 floats a thread, bound it from above); without reuse,
// a warp moves 4 or 5 sectors per k (39 per 8 iterations) for 64 FLOPs a
// lane: 0.41 FLOP/B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void window(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0;
  for (int k = 0; k < 64; ++k)
    s += in[i + k] * 0.5f;
  out[i] = s;
}

int main() { window<<<4096, 256>>>(nullptr, nullptr); }
// CHECK: remark: kernel 'window': memory-bound without reuse, undecided with it (launch at {{.*}}verdict-undecided.cu:[[@LINE-1]])
// CHECK: compulsory      8388608 B  (read 4194304 B, write 4194304 B; a lower bound, at most 272629760 B, see notes)
// CHECK: verdict         memory-bound without reuse, undecided with it: DRAM roofline with perfect
// CHECK-NEXT: {{^                  }}reuse 10 TFLOP/s = 100 % of fp32 peak; {{.*}} without reuse
