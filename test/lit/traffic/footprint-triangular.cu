// Compulsory bytes, a triangular loop: thread i (one block of 256) reads
// a[k] for k = 0..i. Together the threads read a[0..255]: 256 floats =
// 1024 B, though the loads number 256*257/2 = 32896 (131584 B). out is
// written once per thread: 1024 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void prefix(const float *a, float *out) {
  int i = threadIdx.x;
  float s = 0;
  for (int k = 0; k <= i; ++k)
    s += a[k];
  out[i] = s;
}

int main() { prefix<<<1, 256>>>(nullptr, nullptr); }
// CHECK: launch of 'prefix'
// CHECK: global          132608 B  (load 131584 B, store 1024 B)
// CHECK: compulsory      2048 B  (read 1024 B, write 1024 B)
