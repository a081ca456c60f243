// A launch from device code (dynamic parallelism) has the grid, block and
// dynamic shared memory it is written with: Clang configures it through
// cudaLaunchDevice(func, params, grid, block, smem, stream), whose first two
// arguments are not the configuration.
// RUN: %roofline-lint -v %s 2>/dev/null | FileCheck %s

__global__ void child(float *x) { x[blockIdx.x * blockDim.x + threadIdx.x] *= 2.0f; }

__global__ void parent(float *x) {
  if (threadIdx.x == 0)
    child<<<2, 32, 128>>>(x);
}

void host(float *x) { parent<<<4, 64>>>(x); }

// CHECK: device-side-launch.cu:11:5: remark: launch of 'child': grid (2, 1, 1), block (32, 1, 1) [roofline-launch]
// CHECK-NEXT: predicted
// CHECK: threads 64
// CHECK: flops 64
// CHECK: launch of 'parent': grid (4, 1, 1), block (64, 1, 1)
