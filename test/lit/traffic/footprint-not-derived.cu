// Compulsory bytes that cannot be derived: in is read at idx[i], a value
// loaded from memory. Its footprint is unknown, so the launch has none: the
// report says why, gives no 0 B, no perfect-reuse intensity and no sound
// ceiling or verdict from DRAM. In JSON the bound is not computed, with the
// reason as its missing text.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s --format json | FileCheck %s --check-prefix=JSON

__global__ void gather(float *out, const float *in, const int *idx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[idx[i]];
}

int main() { gather<<<40, 256>>>(nullptr, nullptr, nullptr, 10000); }
// CHECK: launch of 'gather'
// CHECK: compulsory      not derived: 'in': an address could not be derived
// CHECK-NOT: perfect reuse
// CHECK-NOT: verdict
// CHECK: traffic note    {{.*}}footprint-not-derived.cu:12:14: compulsory bytes of 'in' are not derived: an address could
// CHECK-NEXT: {{^ +}}not be derived [roofline-footprint-bound]
// JSON: "compulsory": {
// JSON-NEXT: "computed": false,
// JSON-NEXT: "missing": "compulsory bytes not derived: 'in': an address could not be derived"
