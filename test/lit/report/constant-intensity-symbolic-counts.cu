// A grid-stride loop whose trip count depends on the launch: FLOPs and bytes
// are both multiples of the same count (2 and 8 per iteration), so the
// intensity is 2 / 8 = 0.25 whatever the sizes, and the kernel is placed,
// not left with "no limit as they grow" (its verdict still waits on the
// threads, whose counts differ).
// RUN: %roofline-lint %s | FileCheck %s

__global__ void scale(const float *x, float *y, float s, float b, long n) {
  long stride = (long)blockDim.x * gridDim.x;
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    y[i] = s * x[i] + b;
}
// CHECK: constant-intensity-symbolic-counts.cu:8:17: remark: kernel 'scale'
// CHECK: intensity       2 / 8 FLOP/B -> 0.25 as blockDim.x, gridDim.x, n grow
// CHECK-NEXT: roofline        Test GPU
// CHECK-NEXT: ceiling         250 GFLOP/s = 2.5 % of peak (memory-bound)
// CHECK-NOT: no limit
