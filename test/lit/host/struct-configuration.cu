// A launch configuration kept in a struct is read field by field: built by
// braces (in field order, or designated), with default member initializers
// for the fields the braces leave out, or copied from another struct.
// RUN: %roofline-lint %s | FileCheck %s

struct config {
  dim3 grid;
  dim3 block;
  int n = 4096;
};

__global__ void inc(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] += 1.0f;
}

void run(float *a) {
  const config c{dim3(16), dim3(256)};
  inc<<<c.grid, c.block>>>(a, c.n);
  const config d = {.grid = dim3(8), .block = dim3(128), .n = 1024};
  const config e = d;
  inc<<<e.grid, e.block>>>(a, e.n);
}
// CHECK: struct-configuration.cu:20:3: remark: launch of 'inc': grid (16, 1, 1), block (256, 1, 1); n = 4096 [roofline-launch]
// CHECK: struct-configuration.cu:23:3: remark: launch of 'inc': grid (8, 1, 1), block (128, 1, 1); n = 1024 [roofline-launch]
