// A kernel passed down through two helpers, and a local kernel pointer that
// every assignment sets to the same kernel, are followed to the launch.
// RUN: %roofline-lint %s | FileCheck %s

typedef void (*kernel_t)(float *, int);

__global__ void fill(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 1.0f;
}

static void inner(kernel_t k, float *a, int n, int threads) {
  k<<<(n + threads - 1) / threads, threads>>>(a, n);
}
static void outer(kernel_t k, float *a, int n) { inner(k, a, n, 512); }

void run(float *a, bool big) {
  kernel_t k;
  if (big)
    k = fill;
  else
    k = fill;
  outer(k, a, 4096);
}

// CHECK: helper-nested.cu:24:3: remark: launch of 'fill': grid (8, 1, 1), block (512, 1, 1); n = 4096 [roofline-launch]
// CHECK: host path       run -> outer -> inner
// CHECK-NEXT: threads         4096
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          16384 B
