// A loop bound held in a brace-initialised local (`size_t const n{expr};`)
// is the same bound as `size_t const n = expr;`: the loop runs n times.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void rowsum(const float *x, float *y, int m) {
  size_t const n{static_cast<size_t>(m) * 2};
  int const stride{32};
  float s = 0;
  for (size_t i = 0; i < n; i += stride)
    s += x[i];
  y[threadIdx.x] = s;
}
// CHECK: brace-init-bound.cu:[[@LINE-8]]:17: remark: kernel 'rowsum'
// CHECK-NEXT: flops/thread    ceil((2*m) / 32)  (fp32 ceil((2*m) / 32))
// CHECK: loop            {{.*}}brace-init-bound.cu:9:3 runs ceil((2*m) / 32) times
// CHECK-NOT: roofline-unknown-trip-count
