// Sectors, contiguous fp32: a warp's 32 lanes read 32 consecutive floats,
// 128 bytes from a 128-byte boundary (base 256-aligned, blockIdx.x * 1024 B):
// 4 sectors per request, the ideal. 4096 blocks x 8 warps = 32768 requests
// per access: 131072 sectors, 4194304 B per array, the same as requested.
// RUN: %roofline-lint %s --format json | FileCheck %s

__global__ void copy(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}

int main() { copy<<<4096, 256>>>(nullptr, nullptr); }
// CHECK: "sectors": {
// CHECK-NEXT: "computed": true,
// CHECK: "load_bytes": 4194304,
// CHECK-NEXT: "store_bytes": 4194304,
// CHECK-NEXT: "bytes": 8388608,
// CHECK-NEXT: "exact": true,
// CHECK: "array": "in",
// CHECK-NEXT: "direction": "load",
// CHECK-NEXT: "width": 4,
// CHECK-NEXT: "requests": 32768,
// CHECK-NEXT: "sectors": 131072,
// CHECK-NEXT: "ideal_sectors": 131072,
// CHECK: "array": "out",
// CHECK-NEXT: "direction": "store",
// CHECK-NEXT: "width": 4,
// CHECK-NEXT: "requests": 32768,
// CHECK-NEXT: "sectors": 131072,
