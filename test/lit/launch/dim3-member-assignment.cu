// A configuration built over several statements: a dim3 member reassigned
// before the launch changes the grid (grid.y = 8 replaces 2).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void fill(float *x) { x[blockIdx.y * gridDim.x * blockDim.x + blockIdx.x * blockDim.x + threadIdx.x] = 0.0f; }

void run(float *x) {
  dim3 block(128);
  dim3 grid(4, 2);
  grid.y = 8;
  fill<<<grid, block>>>(x);
}
// 4 * 8 blocks of 128 threads: 4096 stores of 4 bytes.
// CHECK: dim3-member-assignment.cu:[[@LINE-3]]:3: remark: launch of 'fill': grid (4, 8, 1), block (128, 1, 1) [roofline-launch]
// CHECK: threads         4096
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          16384 B  (load 0 B, store 16384 B)
