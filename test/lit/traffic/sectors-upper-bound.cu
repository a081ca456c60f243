// Sectors, an address read from memory (in[idx[i]]): no exact count. Each
// lane is counted as a request of its own sector, an upper bound, and the
// report says so: 262144 lanes x 32 B = 8388608 B for `in`; idx and out are
// contiguous, 1048576 B each.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s --format json | FileCheck %s --check-prefix=JSON

__global__ void gather(const float *in, const int *idx, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[idx[i]];
}

int main() { gather<<<1024, 256>>>(nullptr, nullptr, nullptr); }
// CHECK: launch of 'gather'
// CHECK: sectors         10485760 B  (load 9437184 B, store 1048576 B; an upper bound, see notes)
// CHECK: traffic note    {{.*}}sectors-upper-bound.cu:10:12: sectors of this access counted one request per lane (an upper bound):
// CHECK-NEXT: {{^                  }}its address could not be derived [roofline-sector-estimate]
// JSON: "exact": false,
// JSON: "array": "in",
// JSON-NEXT: "direction": "load",
// JSON-NEXT: "width": 4,
// JSON-NEXT: "requests": 262144,
// JSON-NEXT: "sectors": 262144,
// JSON: "id": "roofline-sector-estimate",
// JSON-NEXT: "message": "sectors of this access counted one request per lane (an upper bound): its address could not be derived",
