// Locals, local arrays and scalar kernel parameters cost no bytes: they live in
// registers (or local memory that the model does not count).
// Hand count per thread: global load x[i] 4 B + global store y[i] 4 B = 8 B (the
// local array tmp, the locals v and s and the parameter a are free); two fp32 ops.
// 2 / 8 = 0.25 FLOP/B -> 250 GFLOP/s = 2.5 % of peak; no shared or constant line.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void locals_only(float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  float tmp[2];
  tmp[0] = v * a;
  tmp[1] = tmp[0] + v;
  float s = tmp[1];
  y[i] = s;
}
// CHECK: locals-free.cu:[[@LINE-9]]:17: remark: kernel 'locals_only': memory-bound, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       2 / 8 = 0.25 FLOP/B
