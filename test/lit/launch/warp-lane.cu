// A warp-lane condition: lane 0 of every warp writes, 1 in 32 threads.
// 8 blocks of 256 threads = 2048 threads, 64 of them store.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void warp_leaders(float *out) {
  int lane = threadIdx.x % 32;
  if (lane == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = 1.0f;
}

void run(float *out) { warp_leaders<<<8, 256>>>(out); }
// CHECK: warp-lane.cu:[[@LINE-1]]:24: remark: launch of 'warp_leaders': grid (8, 1, 1), block (256, 1, 1) [roofline-launch]
// CHECK: threads         2048, 64 active
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          256 B  (load 0 B, store 256 B)
