// An early return whose block does work first: the leaving threads do that
// work, the staying ones the rest. n = 64 of 128 threads: 64 stores to a[0],
// 64 stores to a[t + 1].
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void leave_after_work(float *a, int n) {
  int t = threadIdx.x;
  if (t >= n) {
    a[0] = 1.0f;
    return;
  }
  a[t + 1] = 0.0f;
}

void run(float *a) { leave_after_work<<<1, 128>>>(a, 64); }
// CHECK: early-return-block.cu:[[@LINE-1]]:22: remark: launch of 'leave_after_work': grid (1, 1, 1), block (128, 1, 1); n = 64 [roofline-launch]
// CHECK: threads         128
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          512 B  (load 0 B, store 512 B)
