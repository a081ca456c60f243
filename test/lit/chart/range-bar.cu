// One point per kernel: a kernel launched three times with different work
// per element is one point, at its first launch, with bars over the
// intensities and ceilings its launches span, and one label naming the
// kernel's line and its launch count.
//
// Per element: one 4-byte load, one 4-byte store and `reps` FMAs (2 FLOPs
// each), so 2 * reps / 8 FLOP/B: 0.25, 2.5 and 25 FLOP/B for reps 1, 10 and
// 100. On the test GPU (1 TB/s, fp32 10 TFLOP/s, ridge 10 FLOP/B) the
// ceilings are 250 GFLOP/s, 2.5 TFLOP/s and the 10 TFLOP/s peak.
// RUN: %roofline-lint %s --format svg | FileCheck %s --implicit-check-not='class="point launch'

__global__ void repeat(const float *x, float *y, int reps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  for (int k = 0; k < reps; ++k)
    v = v * 0.5f + 1.0f;
  y[i] = v;
}

void run(const float *x, float *y) {
  repeat<<<4096, 256>>>(x, y, 1);
  repeat<<<4096, 256>>>(x, y, 10);
  repeat<<<4096, 256>>>(x, y, 100);
}

// Axes: decades 0.1 to 1000 FLOP/B (x 86..970, 221 px a decade) and 100 G
// (250 G less a quarter decade, floored) to 100 T (y 512..72, 146.67 px a
// decade). The first launch, 0.25 FLOP/B at 250 GFLOP/s: x = 86 + log10(2.5)
// * 221 = 173.94, y = 512 - log10(2.5) * 146.67 = 453.64. The bars: x to
// 25 FLOP/B, 86 + log10(250) * 221 = 615.94; y up to the peak, 512 - 2 *
// 146.67 = 218.67.
// CHECK: <line class="range memory" x1="173.94" y1="453.64" x2="615.94" y2="453.64"
// CHECK: <line class="range memory" x1="173.94" y1="453.64" x2="173.94" y2="218.67"
// CHECK: <circle class="point launch memory" cx="173.94" cy="453.64"
// CHECK: <text class="point-label" {{.*}}>repeat (range-bar.cu:12), 3 launches</text>
// CHECK: <text class="caption" {{.*}}>Bars: the intensities and ceilings a kernel&#39;s launch configurations span; the point is its first launch</text>
