// roofline-low-ceiling and roofline-low-intensity are off until a threshold
// is given; a value exactly at the threshold passes.
// RUN: %lint --readout=full %s | FileCheck %s --check-prefix=NONE
// RUN: %lint --readout=full --min-percent-of-peak=60 --min-intensity=6 %s | FileCheck %s --check-prefix=BELOW
// RUN: %lint --readout=full --min-percent-of-peak=50 --min-intensity=5 %s | FileCheck %s --check-prefix=NONE

// 40 FLOPs (20 FMAs) for 8 bytes: 5 FLOP/B, so 5 TFLOP/s = 50 % of the test
// GPU's peak (memory-bound: the ridge is 10).
__global__ void five(const float *x, float *y) {
  float v = x[threadIdx.x], acc = 0.0f;
  for (int d = 0; d < 20; ++d)
    acc = acc * v + 1.0f;
  y[threadIdx.x] = acc;
}
// NONE-NOT: roofline-low-
// BELOW: thresholds.cu:[[@LINE-7]]:17: warning: kernel 'five' can reach at most 5 TFLOP/s = 50 % of fp32 peak on Test GPU (10 TFLOP/s, 1 TB/s), below the 60 % threshold [roofline-low-ceiling]
// BELOW: thresholds.cu:[[@LINE-8]]:17: warning: kernel 'five' has intensity 5 FLOP/B, below the threshold 6 FLOP/B [roofline-low-intensity]
