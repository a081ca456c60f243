// Sectors, float4: each lane moves 16 bytes, a warp request 512 contiguous
// bytes = 16 sectors, the ideal. 1024 blocks x 8 warps = 8192 requests per
// access: 131072 sectors = 4194304 B per array, as requested.
// RUN: %roofline-lint %s --format json | FileCheck %s

__global__ void copy4(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  reinterpret_cast<float4 *>(out)[i] = reinterpret_cast<const float4 *>(in)[i];
}

int main() { copy4<<<1024, 256>>>(nullptr, nullptr); }
// CHECK: "load_bytes": 4194304,
// CHECK-NEXT: "store_bytes": 4194304,
// CHECK: "array": "in",
// CHECK-NEXT: "direction": "load",
// CHECK-NEXT: "width": 16,
// CHECK-NEXT: "requests": 8192,
// CHECK-NEXT: "sectors": 131072,
// CHECK-NEXT: "ideal_sectors": 131072,
