// A launch inside a generic lambda (`[&](auto I) {...}`) is a launch of each
// instantiation the program makes, with the values the lambda captures.
// RUN: %roofline-lint %s | FileCheck %s

#include <type_traits>

template <int N> __global__ void sum(const float *x, float *y) {
  float s = 0;
  for (int i = 0; i < N; ++i)
    s += x[threadIdx.x * N + i];
  y[threadIdx.x] = s;
}

void run(const float *x, float *y, int n) {
  dim3 grid(64);
  auto launch = [&](auto I) {
    constexpr int N = decltype(I)::value;
    sum<N><<<grid, 128>>>(x, y);
  };
  if (n == 4)
    launch(std::integral_constant<int, 4>{});
  else
    launch(std::integral_constant<int, 8>{});
}

// CHECK-DAG: generic-lambda.cu:18:5: remark: launch of 'sum<4>': grid (64, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK-DAG: generic-lambda.cu:18:5: remark: launch of 'sum<8>': grid (64, 1, 1), block (128, 1, 1) [roofline-launch]
