// A range-for over a constant-size array runs once per element and reads
// each element into the loop variable: 16 constant-memory loads, 16 FLOPs.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__constant__ float coef[16];

__global__ void dot_coef(float *y) {
  float s = 0.0f;
  for (float c : coef)
    s += c;
  y[threadIdx.x] = s;
}
// CHECK: range-for-constant-array.cu:[[@LINE-6]]:17: remark: kernel 'dot_coef'
// CHECK-NEXT: flops/thread    16  (fp32 16)
// CHECK-NEXT: global/thread   4 B  (load 0 B, store 4 B)
// CHECK-NEXT: constant/thread load 64 B
