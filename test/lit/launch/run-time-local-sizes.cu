// Sizes the host reads at run time into locals (a tensor's shape fields) keep
// the locals' names: a grid built from them and an argument passed from them
// are those symbols, with where each is read, so that --bind of the name the
// host code uses gives every use its value.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s --bind rows=64 --bind cols=1024 | FileCheck %s --check-prefix=BOUND

#include <cstdint>

struct tensor {
  int64_t shape[4];
  void *data;
};

__global__ void row_sum(const float *x, float *y, int ncols) {
  float s = 0;
  for (int c = threadIdx.x; c < ncols; c += blockDim.x)
    s += x[blockIdx.x * ncols + c];
  if (threadIdx.x == 0)
    y[blockIdx.x] = s;
}

void sum_rows(const tensor *src, tensor *dst) {
  const int64_t cols = src->shape[0];
  const int64_t rows = src->shape[1];
  const dim3 blocks(rows, 1, 1);
  row_sum<<<blocks, 256>>>((const float *)src->data, (float *)dst->data, cols);
}

// CHECK: run-time-local-sizes.cu:27:3: remark: launch of 'row_sum' (estimated): grid (rows, 1, 1), block (256, 1, 1); ncols = cols [roofline-launch]
// CHECK:      unbound         cols, rows (give values with --bind NAME=VALUE)
// CHECK-NEXT: unresolved      rows, cols (not evaluable from the host code)
// CHECK-NEXT: origin          rows: an array element at run-time-local-sizes.cu:25
// CHECK-NEXT: origin          cols: an array element at run-time-local-sizes.cu:24

// BOUND: run-time-local-sizes.cu:27:3: remark: launch of 'row_sum'{{.*}}: grid (64, 1, 1), block (256, 1, 1); ncols = 1024, cols = 1024 (--bind), rows = 64 (--bind) [roofline-launch]
// BOUND: flops           65536  (fp32 65536)
