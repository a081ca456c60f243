// --summary (and --readout=summary): one table row per kernel of the source,
// farthest below the GPU's peak first (the predicted ceiling over the peak);
// a template's instantiations are one row, given by the one farthest below
// peak; kernels without a figure last; each row counts its warnings.
// RUN: cd %S && %lint --summary summary-table.cu | FileCheck %s --match-full-lines
// RUN: cd %S && %lint --readout=summary summary-table.cu | FileCheck %s --match-full-lines

__global__ void stream(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 2.0f * x[i];
}

template <int P> __global__ void power(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i], r = 1.0f;
  for (int k = 0; k < P; ++k)
    r *= v;
  y[i] = r;
}

__global__ void strided(const float *x, float *y) {
  int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
  y[i] = x[8 * i] + 1.0f;
}

__global__ void copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i];
}

int main() {
  float *x, *y;
  stream<<<4096, 256>>>(x, y);
  power<4><<<4096, 256>>>(x, y);
  power<64><<<4096, 256>>>(x, y);
  strided<<<dim3(64, 64), 256>>>(x, y);
  copy<<<4096, 256>>>(x, y);
}

// Test GPU: 10 TFLOP/s, 1 TB/s. stream: 1 FLOP over 8 B, 125 GFLOP/s = 1.2 %.
// power<4>: 4 FLOP over 8 B, 500 GFLOP/s = 5 % (power<64>: 8 TFLOP/s, not
// shown). strided reads one float per 32-byte sector, and DRAM moves the
// whole sector: 1 FLOP over 32 + 4 B, 27.8 GFLOP/s = 0.28 %, never above its
// compulsory 125 GFLOP/s; its uncoalesced load is its one warning. copy has
// no FLOPs.
// CHECK:      kernel     at                      launch                predicted  never above  limit    peak  verdict          warnings
// CHECK-NEXT: strided    summary-table.cu:21:17  (64, 64, 1) x 256  27.8 GFLOP/s  125 GFLOP/s  DRAM   0.28 %  memory-bound     1
// CHECK-NEXT: stream     summary-table.cu:8:17   4096 x 256          125 GFLOP/s  125 GFLOP/s  DRAM    1.2 %  memory-bound     0
// CHECK-NEXT: power (2)  summary-table.cu:13:34  4096 x 256          500 GFLOP/s  500 GFLOP/s  DRAM      5 %  memory-bound     0
// CHECK-NEXT: copy       summary-table.cu:26:17  4096 x 256                    -            -  -           -  moves data only  0
// CHECK-NEXT: roofline-lint: 1 warning, 0 errors; passes (fails on error)
// CHECK-NOT:  {{.}}
