// nvcc accepts spaces inside the launch brackets (`k<< <grid, block>> >`):
// counted as `k<<<grid, block>>>`, at the same line and column. Other
// spaced angle brackets (`operator<< <T>`, `>> >` closing templates) are
// left alone.
// RUN: %roofline-lint %s | FileCheck %s

#include <vector>

__global__ void twice(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 2.0f * a[i];
}

struct S {};
template <class T> int operator<<(S, T) { return 0; }
int use() { return operator<< <int>(S{}, 1); }
std::vector<std::vector<std::vector<int>> > nested;

int main() {
  float *a = nullptr;
  twice<< <4, 256>> >(a, 1024);
  twice<<	<8, 128>>	>(a, 1024); // a tab
}

// CHECK: spaced-launch-brackets.cu:22:3: remark: launch of 'twice': grid (4, 1, 1), block (256, 1, 1); n = 1024 [roofline-launch]
// CHECK: flops           1024  (fp32 1024)
// CHECK: spaced-launch-brackets.cu:23:3: remark: launch of 'twice': grid (8, 1, 1), block (128, 1, 1); n = 1024 [roofline-launch]
// CHECK-NOT: error
