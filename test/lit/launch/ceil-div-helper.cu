// Grid sizes from a ceil_div helper function and from a CEIL_DIV macro both
// evaluate: ceil(1000 / 128) = 8 blocks, ceil(1000 / 256) = 4 blocks.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))

static int ceil_div(int a, int b) { return (a + b - 1) / b; }

__global__ void zero(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = 0.0f;
}

void run(float *x) {
  const int n = 1000;
  zero<<<ceil_div(n, 128), 128>>>(x, n);
  zero<<<CEIL_DIV(n, 256), 256>>>(x, n);
}
// CHECK: ceil-div-helper.cu:[[@LINE-3]]:3: remark: launch of 'zero': grid (8, 1, 1), block (128, 1, 1); n = 1000 [roofline-launch]
// CHECK: threads         1024, 1000 active
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          4000 B  (load 0 B, store 4000 B)
// CHECK: ceil-div-helper.cu:[[@LINE-6]]:3: remark: launch of 'zero': grid (4, 1, 1), block (256, 1, 1); n = 1000 [roofline-launch]
// CHECK: threads         1024, 1000 active
