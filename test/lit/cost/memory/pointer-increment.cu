// A pointer into global memory stays global when it is stepped: `p++` and
// `p += k` (k a scalar parameter, which costs nothing) move it, and the stepping
// itself is integer/pointer arithmetic: no FLOPs, no bytes.
// Hand count per thread: loads *p three times = 12 B; stores y[3i], y[3i+1],
// y[3i+2] = 12 B; 24 B in all, no FLOPs.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void walk(int k, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *p = x + i;
  float a = *p++;
  float b = *p;
  p += k;
  float c = *p;
  y[3 * i] = a;
  y[3 * i + 1] = b;
  y[3 * i + 2] = c;
}
// CHECK: pointer-increment.cu:[[@LINE-11]]:17: remark: kernel 'walk': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   24 B  (load 12 B, store 12 B)
