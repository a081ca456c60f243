// A `break` under a condition the compiler folds to false (a template flag,
// a constexpr) never runs: the loop is not said to exit early. One under a
// condition on data still is.
// RUN: %roofline-lint %s | FileCheck %s

template <bool stop_early>
__global__ void scan(const float *x, float *y, int n) {
  float s = 0;
  for (int i = 0; i < n; ++i) {
    if (stop_early && x[i] < 0)
      break;
    s += x[i];
  }
  y[threadIdx.x] = s;
}
template __global__ void scan<false>(const float *, float *, int);
template __global__ void scan<true>(const float *, float *, int);

// CHECK: remark: kernel 'scan<false>'
// CHECK-NOT: roofline-loop-early-exit
// CHECK: remark: kernel 'scan<true>'
// CHECK: early-exit-constant-false.cu:9:3: note: loop may exit early; counted for its full trip count [roofline-loop-early-exit]
