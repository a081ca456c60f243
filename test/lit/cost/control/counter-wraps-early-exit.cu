// A wrapping counter in a loop that can break may still end: the loop is
// counted once and the note says why, never as running 300 times.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void search(const float *a, float *out) {
  for (unsigned char i = 0; i < 300; i++) {
    if (a[i] > 0.0f)
      break;
    out[0] += 1.0f;
  }
}
// CHECK: counter-wraps-early-exit.cu:[[@LINE-6]]:3: note: its counter 'i' (unsigned char, at most 255) wraps before the condition fails (the loop can leave early); loop counted as running once [roofline-unknown-trip-count]
// CHECK-NOT: runs 300 times
