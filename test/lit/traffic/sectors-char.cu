// Sectors, char: 1 byte per lane, 32 contiguous bytes per warp request = 1
// sector. 4096 blocks x 8 warps = 32768 requests: 32768 sectors = 1048576 B
// per array, as requested.
// RUN: %roofline-lint %s --format json | FileCheck %s

__global__ void copyc(const char *in, char *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}

int main() { copyc<<<4096, 256>>>(nullptr, nullptr); }
// CHECK: "load_bytes": 1048576,
// CHECK-NEXT: "store_bytes": 1048576,
// CHECK: "array": "in",
// CHECK-NEXT: "direction": "load",
// CHECK-NEXT: "width": 1,
// CHECK-NEXT: "requests": 32768,
// CHECK-NEXT: "sectors": 32768,
