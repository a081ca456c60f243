// A doubling unsigned char counter goes 1, 2, ..., 128 and then 256, which
// wraps to 0: it never reaches 300, and 0 doubles to 0 forever.
// RUN: %expect-exit 3 %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void doubling(float *a) {
  for (unsigned char i = 1; i < 300; i *= 2)
    a[0] += 1.0f;
}
// CHECK: counter-doubling-wraps.cu:[[@LINE-4]]:17: error: kernel 'doubling' not analyzed: the loop at line [[@LINE-3]] never ends: its counter 'i' (unsigned char, at most 255) wraps before the condition fails [roofline-not-analyzed]
// CHECK: roofline-lint: 0 warnings, 1 error; fails on error: 1 kernel not analyzed
