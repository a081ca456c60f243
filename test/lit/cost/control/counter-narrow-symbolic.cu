// An unsigned char counter against an int bound: counted as n runs, with the
// assumption that n stays within 255 said. An int counter against a 64-bit
// size is the common idiom and gets no note.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void narrow(float *a, int n) {
  for (unsigned char i = 0; i < n; i++)
    a[i] *= 2.0f;
}
// CHECK: loop            {{.*}}counter-narrow-symbolic.cu:[[@LINE-3]]:3 runs n times
// CHECK: counter-narrow-symbolic.cu:[[@LINE-4]]:3: note: loop counter 'i' (unsigned char, at most 255) is narrower than its bound (int): counted as if the bound stays within it [roofline-narrow-loop-counter]

__global__ void idiom(float *a, unsigned long n) {
  for (int i = 0; i < n; i++)
    a[i] *= 2.0f;
}
// CHECK: loop            {{.*}}counter-narrow-symbolic.cu:[[@LINE-3]]:3 runs n times
