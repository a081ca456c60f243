// A kernel with FLOPs in two precisions sits on its own time-weighted peak,
// not a roof of the GPU: the fp32 roof (most of its FLOPs) is drawn across
// the plot, and a short dashed roof through its point shows its own peak.
//
// Per element: 1000 fp32 FMAs and 500 fp64 FMAs (2 FLOPs each), one 4-byte
// load and one store: 3000 FLOPs per 8 B, 375 FLOP/B. On the test GPU (fp32
// 10 TFLOP/s, fp64 5 TFLOP/s) the peak is 3000 / (2000 / 10 T + 1000 / 5 T)
// = 7.5 TFLOP/s, above its ridge (7.5 FLOP/B): compute-bound at 7.5 TFLOP/s.
// RUN: %roofline-lint %s --format svg | FileCheck %s --implicit-check-not='class="roof-compute"'

__global__ void two_precisions(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  double d = v;
  for (int k = 0; k < 1000; ++k)
    v = v * 0.5f + 1.0f;
  for (int k = 0; k < 500; ++k)
    d = d * 0.5 + 1.0;
  y[i] = v + (float)d;
}

void run(const float *x, float *y) { two_precisions<<<4096, 256>>>(x, y); }

// CHECK: <line class="roof-compute" {{.*}}/>
// CHECK-NEXT: <text class="roof-label compute" {{.*}}>fp32 peak 10 TFLOP/s</text>
// CHECK: <line class="roof-own" x1="[[X1:[0-9.]+]]" y1="[[Y:[0-9.]+]]" x2="[[X2:[0-9.]+]]" y2="[[Y]]" {{.*}}stroke-dasharray="5 3"
// CHECK: <circle class="point launch compute" cx="{{[0-9.]+}}" cy="[[Y]]"
// CHECK: <text class="caption" {{.*}}>Short dashed roof: the peak of a kernel with FLOPs in several precisions, weighted by their time</text>
