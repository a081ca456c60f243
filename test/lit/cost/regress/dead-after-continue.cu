// Statements after `continue` (or `break`, `return`) in the same block never
// run: only the loop's bookkeeping is counted.
// RUN: %roofline-lint %s --bind n=8 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void skip_all(float *b, int n) {
  for (int i = 0; i < n; ++i) {
    continue;
    b[i] += 1.0f;
  }
}
// CHECK: dead-after-continue.cu:[[@LINE-6]]:17: remark: kernel 'skip_all'
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   0 B  (load 0 B, store 0 B)
