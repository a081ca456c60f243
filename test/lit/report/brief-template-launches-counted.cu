// The default readout: a kernel template with more launches than a few
// lines would show has one line per launch site, its launches' verdicts
// counted with the spread of their ceilings.
// RUN: %lint %s | FileCheck %s --match-full-lines

template <int K> __global__ void pow(float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  for (int k = 1; k < K; ++k)
    v *= x[i];
  x[i] = v;
}

template <int K> void run(float *x) { pow<K><<<64, 256>>>(x); }

int main() {
  float *x;
  run<1>(x);
  run<2>(x);
  run<3>(x);
  run<4>(x);
  run<5>(x);
  run<6>(x);
  run<40>(x);
}

// K - 1 FLOP over 8 B per thread (x[i] read once, written once): none for
// K = 1 (data only), 1/8 to 5/8 FLOP/B for K = 2..6 (125 to 625 GFLOP/s at
// 1 TB/s), 39/8 for K = 40, where the L1 limits first: predicted 3.04
// TFLOP/s (the x[i] re-read 39 times, a line per request).
// CHECK:      {{.*}}brief-template-launches-counted.cu:6:34: remark: kernel 'pow' (7 instantiations): moves data only 1,
// CHECK-NEXT:                   memory-bound at any cache behaviour 6; predicted 125 GFLOP/s to 3.04 TFLOP/s [roofline-kernel]
// CHECK-NEXT:   launch          {{.*}}brief-template-launches-counted.cu:14:39: 7 launches: moves data only 1,
// CHECK-NEXT:                   memory-bound at any cache behaviour 6; predicted 125 GFLOP/s to 3.04 TFLOP/s
// CHECK-NOT:  {{^}}  launch
