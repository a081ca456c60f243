// Sectors, __half: 2 bytes per lane, 64 contiguous bytes per warp request =
// 2 sectors. 4096 blocks x 8 warps = 32768 requests: 65536 sectors = 2097152 B
// per array, as requested.
// RUN: %roofline-lint %s --format json | FileCheck %s
#include <cuda_fp16.h>

__global__ void copyh(const __half *in, __half *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}

int main() { copyh<<<4096, 256>>>(nullptr, nullptr); }
// CHECK: "load_bytes": 2097152,
// CHECK-NEXT: "store_bytes": 2097152,
// CHECK: "array": "in",
// CHECK-NEXT: "direction": "load",
// CHECK-NEXT: "width": 2,
// CHECK-NEXT: "requests": 32768,
// CHECK-NEXT: "sectors": 65536,
