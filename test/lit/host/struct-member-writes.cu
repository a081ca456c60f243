// A struct the host builds empty and then fills member by member (the
// parameter block many libraries pass to their kernels) has the values of
// those writes where the launch reads it: grid sizes from its members, the
// kernel's struct members from the argument. A member written from something
// unknown is unknown; the others keep their values.
// RUN: %roofline-lint %s | FileCheck %s

struct row_params {
  int ncols;
  int nrows;
  int stride;
};

__global__ void copy_rows(const float *x, float *y, const row_params p) {
  for (int col = threadIdx.x; col < p.ncols; col += blockDim.x)
    y[blockIdx.x * p.stride + col] = x[blockIdx.x * p.stride + col];
}

int unknown_stride();

void run(const float *x, float *y, int ncols) {
  row_params p = {};
  p.nrows = 8;
  p.nrows *= 4;
  p.ncols = ncols;
  p.stride = 1024;
  ++p.stride;
  copy_rows<<<p.nrows, 256>>>(x, y, p);
  p.stride = unknown_stride();
  copy_rows<<<p.nrows, 128>>>(x, y, p);
}

// CHECK: struct-member-writes.cu:28:3: remark: launch of 'copy_rows': grid (32, 1, 1), block (256, 1, 1); p.ncols = ncols, p.nrows = 32, p.stride = 1025 [roofline-launch]
// CHECK: struct-member-writes.cu:30:3: remark: launch of 'copy_rows': grid (32, 1, 1), block (128, 1, 1); p.ncols = ncols, p.nrows = 32 [roofline-launch]
