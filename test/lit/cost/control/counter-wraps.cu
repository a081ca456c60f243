// An unsigned char counter wraps from 255 to 0 before `i < 300` fails: the loop
// never ends, so the kernel has no numbers (not analyzed, exit 3), never "runs
// 300 times".
// RUN: %expect-exit 3 %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void narrow(float *a) {
  for (unsigned char i = 0; i < 300; i++)
    a[0] += 1.0f;
}
// CHECK: counter-wraps.cu:[[@LINE-4]]:17: error: kernel 'narrow' not analyzed: the loop at line [[@LINE-3]] never ends: its counter 'i' (unsigned char, at most 255) wraps before the condition fails [roofline-not-analyzed]
// CHECK: roofline-lint: 0 warnings, 1 error; fails on error: 1 kernel not analyzed
