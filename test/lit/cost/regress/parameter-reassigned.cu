// A kernel parameter is a symbol until the kernel writes it: then its value
// is what was written (n = 10: 10 iterations), or unknown when the loop
// itself changes it (the trip count cannot be derived, and the report says so).
// RUN: %roofline-lint %s | FileCheck %s

__global__ void reassigned(float *a, int n) {
  n = 10;
  for (int i = 0; i < n; ++i)
    a[i] += 1.0f;
}
// CHECK: parameter-reassigned.cu:[[@LINE-5]]:17: remark: kernel 'reassigned':
// CHECK-NEXT: flops/thread    10  (fp32 10)

__global__ void shrinking(float *a, int n) {
  for (int i = 0; i < n; ++i, --n)
    a[i] += 1.0f;
}
// CHECK: parameter-reassigned.cu:[[@LINE-4]]:17: remark: kernel 'shrinking' (estimated):
// CHECK: parameter-reassigned.cu:[[@LINE-4]]:3: note: trip count could not be derived; loop counted as running once [roofline-unknown-trip-count]
