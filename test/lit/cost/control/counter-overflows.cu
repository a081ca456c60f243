// A signed counter stepped away from its bound overflows (undefined behaviour)
// before `i < 10` fails: not analyzed, never counted.
// RUN: %expect-exit 3 %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void down(float *a) {
  for (int i = 0; i < 10; i--)
    a[0] += 1.0f;
}
// CHECK: counter-overflows.cu:[[@LINE-4]]:17: error: kernel 'down' not analyzed: the loop at line [[@LINE-3]] never ends: its counter 'i' (int, at least -2147483648) overflows before the condition fails [roofline-not-analyzed]
// CHECK: roofline-lint: 0 warnings, 1 error; fails on error: 1 kernel not analyzed
