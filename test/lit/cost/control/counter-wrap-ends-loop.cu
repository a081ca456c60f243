// An unsigned counter counting down past 0 wraps to 4294967295, which fails
// `i < 10`: the loop ends there, after i = 9, 8, ..., 0, and runs exactly 10
// times. Per iteration 1 fp32 FLOP, a 4-byte load and store: 10 FLOPs, 80 B.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void reverse(float *a) {
  for (unsigned i = 9; i < 10; i--)
    a[i] += 1.0f;
}
// CHECK: flops/thread    10  (fp32 10)
// CHECK-NEXT: global/thread   80 B  (load 40 B, store 40 B)
// CHECK: loop            {{.*}}counter-wrap-ends-loop.cu:[[@LINE-5]]:3 runs 10 times
