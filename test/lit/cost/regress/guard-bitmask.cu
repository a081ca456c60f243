// A lane mask `threadIdx.x & 31` is `threadIdx.x mod 32` for a guard, so the
// launch weights it exactly: 1 thread in 32 of 10 x 256 = 80.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void lane_zero(float *a) {
  if ((threadIdx.x & 31) == 0)
    a[blockIdx.x] += 1.0f;
}

void run(float *a) { lane_zero<<<10, 256>>>(a); }
// CHECK: guard-bitmask.cu:[[@LINE-1]]:22: remark: launch of 'lane_zero': grid (10, 1, 1), block (256, 1, 1) [roofline-launch]
// CHECK: threads         2560, 80 active
// CHECK-NEXT: flops           80  (fp32 80)
