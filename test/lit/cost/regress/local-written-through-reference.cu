// A local passed by non-const reference, or whose address is taken, may be
// written behind the walk's back: its value is forgotten, never kept stale.
// RUN: %roofline-lint %s | FileCheck %s

__device__ void set_count(int &c) { c = 100; }

__global__ void by_reference(float *a) {
  int m = 4;
  set_count(m);
  for (int i = 0; i < m; ++i)
    a[i] += 1.0f;
}
// CHECK: local-written-through-reference.cu:[[@LINE-6]]:17: remark: kernel 'by_reference' (estimated):
// CHECK: note: trip count could not be derived; loop counted as running once [roofline-unknown-trip-count]

__global__ void by_pointer(float *a) {
  int m = 4;
  int *pm = &m;
  *pm = 100;
  for (int i = 0; i < m; ++i)
    a[i] += 1.0f;
}
// CHECK: local-written-through-reference.cu:[[@LINE-7]]:17: remark: kernel 'by_pointer' (estimated):
// CHECK: note: trip count could not be derived; loop counted as running once [roofline-unknown-trip-count]
