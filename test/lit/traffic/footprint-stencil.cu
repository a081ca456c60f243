// Compulsory bytes, shifted images of one array: a 3-point stencil over
// n = 2^20 floats, guarded to 1 <= i <= n-2. Each read covers n-2 floats:
// in[i-1] elements 0..n-3, in[i] 1..n-2, in[i+1] 2..n-1. They are one
// interval shifted by a float, so their union is the interval 0..n-1: n
// floats = 4194304 B, exact (not the largest image, n-2 floats). out is
// written at n-2 floats: 4194296 B, exact.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s --format json | FileCheck %s --check-prefix=JSON

__global__ void stencil(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1)
    out[i] = in[i - 1] + in[i] + in[i + 1];
}

int main() { stencil<<<4096, 256>>>(nullptr, nullptr, 1 << 20); }
// CHECK: launch of 'stencil'
// CHECK: compulsory      8388600 B  (read 4194304 B, write 4194296 B)
// CHECK-NOT: compulsory bytes of
// JSON: "compulsory": {
// JSON: "bytes": 8388600,
// JSON-NEXT: "exact": true,
// JSON: "array": "in",
// JSON-NEXT: "read_bytes": 4194304,
// JSON-NEXT: "write_bytes": 0,
// JSON-NEXT: "exact": true
