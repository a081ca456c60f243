// An early return on an index guard: the rest of the kernel runs for the
// threads that stay, 1000 of 1024.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void scale(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  x[i] *= s;
}

void run(float *x) { scale<<<4, 256>>>(x, 3.0f, 1000); }
// CHECK: early-return.cu:[[@LINE-1]]:22: remark: launch of 'scale': grid (4, 1, 1), block (256, 1, 1); n = 1000 [roofline-launch]
// CHECK: threads         1024, 1000 active
// CHECK-NEXT: flops           1000  (fp32 1000)
// CHECK-NEXT: global          8000 B  (load 4000 B, store 4000 B)
