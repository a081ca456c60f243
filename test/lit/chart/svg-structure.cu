// The parts of the chart, for one launch of a multiply-add stream:
// out[i] = a[i] * b[i] + c[i] is 2 FLOPs per 16 bytes = 0.125 FLOP/B. On the
// test GPU (1 TB/s, fp32 10 TFLOP/s, ridge 10 FLOP/B) it is memory-bound at
// 1e12 * 0.125 = 125 GFLOP/s.
//
// Axes: intensities 0.125 and ridge / 10 .. ridge * 10 give decades 0.1 to
// 1000, x 86..970 (221 px a decade). The point at 125 GFLOP/s keeps a quarter
// of a decade from the bottom (125 / 10^0.25 = 70 G) and the fp32 peak a fifth
// from the top: decades 10 G to 100 T, y 512..72 (110 px a decade).
// The point: x = 86 + log10(1.25) * 221 = 107.42,
//            y = 512 - (1 + log10(1.25)) * 110 = 391.34.
// RUN: %roofline-lint %s --format svg | FileCheck %s

__global__ void fma_stream(const float *a, const float *b, const float *c,
                           float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a[i] * b[i] + c[i];
}

void run(const float *a, const float *b, const float *c, float *out) {
  fma_stream<<<4096, 256>>>(a, b, c, out, 1 << 20);
}

// CHECK:      <?xml version="1.0" encoding="UTF-8"?>
// CHECK-NEXT: <svg xmlns="http://www.w3.org/2000/svg" width="1000.00" height="{{[0-9]+\.[0-9][0-9]}}" viewBox="0 0 1000.00 {{[0-9]+\.[0-9][0-9]}}" font-family="sans-serif"
// CHECK:      <g class="panel" id="panel-0" transform="translate(0,0.00)">
// CHECK-NEXT: <text class="title" {{.*}}>Roofline: Test GPU (10 TFLOP/s, 1 TB/s) (test-gpu)</text>
// CHECK:      <line class="grid-x" x1="86.00"
// CHECK-NEXT: <text class="tick-x" {{.*}}>0.1</text>
// CHECK:      <text class="tick-x" {{.*}}>1000</text>
// CHECK:      <line class="grid-y" x1="86.00" y1="512.00"
// CHECK-NEXT: <text class="tick-y" {{.*}}>10 G</text>
// CHECK:      <text class="tick-y" {{.*}}>100 G</text>
// CHECK:      <text class="tick-y" {{.*}}>1 T</text>
// CHECK:      <text class="tick-y" {{.*}}>10 T</text>
// CHECK:      <text class="tick-y" {{.*}}>100 T</text>
// CHECK:      <text class="axis-label" {{.*}}>Arithmetic intensity (FLOP/byte)</text>
// CHECK-NEXT: <text class="axis-label" {{.*}}>Performance (FLOP/s)</text>
// The bandwidth roof from (0.1, 100 G) up to the ridge (10, 10 T), where the
// fp32 roof starts.
// CHECK:      <polyline class="roof-bandwidth" points="86.00,402.00 528.00,182.00"
// CHECK:      <line class="roof-compute" x1="528.00" y1="182.00" x2="970.00" y2="182.00"
// CHECK-NEXT: <text class="roof-label compute" {{.*}}>fp32 peak 10 TFLOP/s</text>
// CHECK-NEXT: <circle class="ridge" cx="528.00" cy="182.00"
// CHECK-NEXT: <text class="ridge-label" {{.*}}>ridge 10 FLOP/B</text>
// CHECK-NEXT: <text class="roof-label bandwidth" {{.*}}>DRAM 1 TB/s</text>
// CHECK:      <circle class="point launch memory" cx="107.42" cy="391.34" r="5.00" fill="#0072B2"
// CHECK:      <text class="point-label" {{.*}} fill="#0072B2"{{.*}}>fma_stream (svg-structure.cu:[[@LINE-35]])</text>
// CHECK:      <text class="caption" {{.*}}>Test GPU (10 TFLOP/s, 1 TB/s) (test-gpu), round numbers for hand-checkable tests</text>
// CHECK-NEXT: <text class="caption" {{.*}}>Peaks: DRAM 1 TB/s, fp16 20 TFLOP/s, bf16 20 TFLOP/s, fp32 10 TFLOP/s, fp64 5 TFLOP/s</text>
// CHECK-NEXT: <text class="caption" {{.*}}>Sources: none listed in test-gpu.json</text>
// CHECK-NEXT: <text class="caption" {{.*}}>Bands: each launch from no reuse (left end, sector bytes) to perfect reuse (right end, compulsory bytes); the point: its predicted ceiling, at the intensity of the L2 rule</text>
// CHECK-NEXT: </g>
// CHECK-NEXT: </svg>
