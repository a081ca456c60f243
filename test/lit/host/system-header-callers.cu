// Calls that pass through a system header's functions (a template given a
// function object, a callback taken by pointer) are followed like calls
// through the user's own: the launches' values come from main().
// RUN: %roofline-lint %s -- -isystem %S/Inputs/sys | FileCheck %s

#include <apply.h>

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void launch(int n) { scale<<<n / 256, 256>>>(nullptr, n); }

struct Launch {
  void operator()(int n) const { scale<<<n / 512, 512>>>(nullptr, n); }
};

int main() {
  for_each_size(4096, Launch{});
  run_callback(launch, 8192);
}
// CHECK: system-header-callers.cu:14:22: remark: launch of 'scale': grid (32, 1, 1), block (256, 1, 1); n = 8192 [roofline-launch]
// CHECK: host path main -> run_callback -> launch
// CHECK: system-header-callers.cu:17:34: remark: launch of 'scale': grid (8, 1, 1), block (512, 1, 1); n = 4096 [roofline-launch]
// CHECK: host path main -> for_each_size -> Launch::operator()
