// Compulsory bytes, read-modify-write: `acc[i] += x[i]` reads each element
// of acc before the one thread that touches it writes it, so acc counts its
// reads and its writes (|W| + |R|): 40000 B each for n = 10000 floats. x:
// 40000 B. 120000 B in all, the requested bytes.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void accumulate(float *acc, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    acc[i] += x[i];
}

int main() { accumulate<<<40, 256>>>(nullptr, nullptr, 10000); }
// CHECK: launch of 'accumulate'
// CHECK: global          120000 B  (load 80000 B, store 40000 B)
// CHECK: compulsory      120000 B  (read 80000 B, write 40000 B)
// CHECK-NOT: compulsory bytes of
