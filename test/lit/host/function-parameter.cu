// A launcher passed as an argument and called through the parameter that
// holds it (a benchmark harness) is followed, its arguments forwarded.
// RUN: %roofline-lint %s | FileCheck %s

#include <utility>
__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void launch(float *a, int n, int bs) { scale<<<n / bs, bs>>>(a, n); }

template <class Kernel, class... Args>
void benchmark(int repeats, Kernel kernel, Args &&...args) {
  for (int r = 0; r < repeats; r++)
    kernel(std::forward<Args>(args)...);
}

int main() {
  float *a = nullptr;
  benchmark(100, launch, a, 4096, 512);
}
// n = 4096 in 8 blocks of 512: 4096 FLOPs.
// CHECK: function-parameter.cu:12:40: remark: launch of 'scale': grid (8, 1, 1), block (512, 1, 1); n = 4096 [roofline-launch]
// CHECK: host path       main -> benchmark -> launch
// CHECK-NEXT: threads         4096
// CHECK-NEXT: flops           4096  (fp32 4096)
