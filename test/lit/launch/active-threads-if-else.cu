// A launch's active threads are those that make some global access: with an
// if/else on the index inside the bounds guard (PolyBench's fdtd2d), every
// thread below n is active, not only those of the first access's branch.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void edge(float *a, const float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    if (i == 0)
      a[i] = 1.0f;
    else
      a[i] = b[i] * 2.0f;
  }
}

void run(float *a, const float *b) { edge<<<4, 256>>>(a, b, 1000); }
// 1024 threads, 1000 below n: thread 0 stores 4 bytes; the 999 others load 4,
// multiply (1 FLOP) and store 4. Loads 999 * 4 = 3996 B, stores 4000 B.
// CHECK: active-threads-if-else.cu:[[@LINE-3]]:38: remark: launch of 'edge': grid (4, 1, 1), block (256, 1, 1); n = 1000 [roofline-launch]
// CHECK: threads         1024, 1000 active
// CHECK-NEXT: flops           999  (fp32 999)
// CHECK-NEXT: global          7996 B  (load 3996 B, store 4000 B)
