// An array written at derived addresses and read at underived ones
// (x[idx[i]]) has no footprint: its reads are not "0 B, all written first",
// and the launch has no compulsory bytes.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void k(float *x, const int *idx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = x[idx[i]];
}

int main() { k<<<4, 256>>>(nullptr, nullptr, 1024); }
// CHECK: launch of 'k'
// CHECK: compulsory      not derived: 'x': an address could not be derived
// CHECK-NOT: perfect reuse
