// Sectors, a stride of 32 bytes: lane L reads in[8*i], 32 bytes after lane
// L-1, so every lane touches a sector of its own: 32 sectors per request
// against an ideal of 4. 32768 requests: 1048576 sectors = 33554432 B loaded
// for 4194304 B requested (8x). The store stays contiguous: 4194304 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void gather(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[8 * i];
}

int main() { gather<<<4096, 256>>>(nullptr, nullptr); }
// CHECK: launch of 'gather'
// CHECK: global          8388608 B  (load 4194304 B, store 4194304 B)
// CHECK-NEXT: sectors         37748736 B  (load 33554432 B, store 4194304 B)
