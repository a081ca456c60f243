// --chart FILE writes the SVG chart next to the usual output. scale: y[i] =
// a * x[i] is 1 FLOP per 8 bytes = 0.125 FLOP/B, 125 GFLOP/s on the test GPU
// (1.2 % of 10 TFLOP/s).
// RUN: rm -f %t.svg
// RUN: %roofline-lint %s --chart %t.svg | FileCheck %s --check-prefix=TEXT --implicit-check-not='<svg'
// RUN: FileCheck %s --check-prefix=SVG < %t.svg

__global__ void scale(const float *x, float *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i];
}

void run(const float *x, float *y) { scale<<<1024, 256>>>(x, y, 2.0f, 262144); }

// TEXT: chart-option.cu:8:17: remark: kernel 'scale': memory-bound at any cache behaviour (launch at {{.*}}chart-option.cu:14), predicted {{[^,]*}}, can never beat {{[^ ]* [GTP]?FLOP/s}} [roofline-kernel]
// TEXT: chart-option.cu:14:38: remark: launch of 'scale': grid (1024, 1, 1), block (256, 1, 1); n = 262144 [roofline-launch]

// SVG:      <svg xmlns="http://www.w3.org/2000/svg"
// SVG:      <circle class="point launch memory"
// SVG:      <text class="point-label" {{.*}}>scale (chart-option.cu:8)</text>
// SVG:      </svg>
