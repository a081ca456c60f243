// A compute-bound launch is drawn in the compute colour on its roof: 64
// iterations of v = v * v + 1 are 128 FLOPs per 8 bytes = 16 FLOP/B, past the
// test GPU's ridge of 10, so the ceiling is the fp32 peak, 10 TFLOP/s.
// RUN: %roofline-lint %s --format svg | FileCheck %s

__global__ void iterate(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  for (int k = 0; k < 64; ++k)
    v = v * v + 1.0f;
  y[i] = v;
}

void run(const float *x, float *y) { iterate<<<128, 128>>>(x, y); }

// CHECK: <line class="roof-compute" x1="{{[0-9.]+}}" y1="[[ROOF:[0-9.]+]]"
// CHECK-NEXT: fp32 peak 10 TFLOP/s
// CHECK: <circle class="point launch compute" cx="{{[0-9.]+}}" cy="[[ROOF]]" r="5.00" fill="#D55E00"
// CHECK: <text class="point-label" {{.*}} fill="#D55E00"{{.*}}>iterate (compute-bound-colour.cu:6)</text>
