// How much of the fetched sectors the lanes use counts the bytes they ask
// for once however many lanes ask: a broadcast load (every lane of a warp
// reads x[blockIdx.x]) uses 4 of its sector's 32 bytes, never more than all.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void broadcast(const float *x, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = x[blockIdx.x];
}

int main() {
  broadcast<<<1024, 256>>>(nullptr, nullptr);
}

// 8192 warps, each: the load 1 sector (4 distinct bytes), the store 4 sectors
// (128 bytes). Sectors 8192 x 5 x 32 = 1310720 B; used 8192 x 132 = 1081344
// B: 82.5 %, printed to two significant digits (82).
// CHECK: sectors         1310720 B  (load 262144 B, store 1048576 B)
// CHECK: verdict         moves data only: {{.*}}; sectors 82 % used
