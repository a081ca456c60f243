// --format html: one page with the chart inline and a row per kernel and per
// launch. axpy: y[i] = a * x[i] + y[i] is 2 FLOPs per 12 bytes = 0.167
// FLOP/B, 167 GFLOP/s = 1.7 % of the test GPU's fp32 10 TFLOP/s.
// RUN: %roofline-lint %s --format html | FileCheck %s

__global__ void axpy(const float *x, float *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

void run(const float *x, float *y) { axpy<<<256, 256>>>(x, y, 3.0f, 65536); }

// CHECK:      <!DOCTYPE html>
// CHECK-NEXT: <html lang="en">
// CHECK:      <title>Roofline: Test GPU (10 TFLOP/s, 1 TB/s)</title>
// CHECK:      <style>
// CHECK:      </head>
// CHECK:      <svg xmlns="http://www.w3.org/2000/svg"
// CHECK:      <circle class="point launch memory"
// CHECK:      </svg>
// CHECK-NEXT: <h2>Test GPU (10 TFLOP/s, 1 TB/s)</h2>
// CHECK-NEXT: <table>
// CHECK-NEXT: <thead><tr><th>kernel</th><th>location</th><th>what</th><th>intensity (FLOP/B)</th><th>ceiling</th><th>% of peak</th><th>peak</th><th>bound</th></tr></thead>
// CHECK-NEXT: <tbody>
// CHECK-NEXT: <tr><td>axpy</td><td>{{.*}}html-structure.cu:6:17</td><td>per thread</td><td class="num">0.167</td><td class="num">167 GFLOP/s</td><td class="num">1.7 %</td><td>fp32 10 TFLOP/s</td><td class="memory">memory</td></tr>
// CHECK-NEXT: <tr><td>axpy</td><td>{{.*}}html-structure.cu:12:38</td><td>launch</td><td class="num">0.167</td><td class="num">167 GFLOP/s</td><td class="num">1.7 %</td><td>fp32 10 TFLOP/s</td><td class="memory">memory</td></tr>
// CHECK-NEXT: </tbody>
// CHECK-NEXT: </table>
// CHECK-NEXT: </body>
// CHECK-NEXT: </html>
// CHECK-NOT:  {{.}}
