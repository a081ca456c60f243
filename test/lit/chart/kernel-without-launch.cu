// A kernel that is never launched is drawn at its per-thread placement as a
// hollow point: y[i] = x[i] * x[i] is 1 FLOP per 8 bytes = 0.125 FLOP/B,
// memory-bound at 125 GFLOP/s on the test GPU.
// RUN: %roofline-lint %s --format svg | FileCheck %s --implicit-check-not='class="point launch'

__global__ void square(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = x[i] * x[i];
}

// CHECK: <circle class="point kernel memory" {{.*}} fill="#ffffff" stroke="#0072B2" stroke-width="2"/>
// CHECK: <text class="point-label" {{.*}}>square (kernel-without-launch.cu:6)</text>
