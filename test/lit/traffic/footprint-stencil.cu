// Compulsory bytes, overlapping maps: a 3-point stencil over n = 2^20
// floats, guarded to 1 <= i <= n-2. Each read covers n-2 floats: in[i-1]
// elements 0..n-3, in[i+1] 2..n-1. Their union is n floats; the largest
// image, n-2 floats = 4194296 B, is counted, and the report says it is a
// lower bound. out is written at n-2 floats: 4194296 B, exact.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s --format json | FileCheck %s --check-prefix=JSON

__global__ void stencil(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1)
    out[i] = in[i - 1] + in[i] + in[i + 1];
}

int main() { stencil<<<4096, 256>>>(nullptr, nullptr, 1 << 20); }
// CHECK: launch of 'stencil'
// CHECK: compulsory      8388592 B  (read 4194296 B, write 4194296 B; a lower bound, see notes)
// CHECK: traffic note    {{.*}}footprint-stencil.cu:12:14: compulsory bytes of 'in' are a lower bound: its accesses differ;
// CHECK-NEXT: {{^                  }}the largest one is counted [roofline-footprint-bound]
// JSON: "compulsory": {
// JSON: "array": "in",
// JSON-NEXT: "read_bytes": 4194296,
// JSON-NEXT: "write_bytes": 0,
// JSON-NEXT: "exact": false
// JSON: "id": "roofline-footprint-bound",
// JSON-NEXT: "message": "compulsory bytes of 'in' are a lower bound: its accesses differ; the largest one is counted",
