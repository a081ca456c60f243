// An integer member of a struct the kernel takes by value is a parameter of
// its own: a loop bounded by it runs that many times, named by its path
// (`p.ncols`), and --bind gives it a value. A struct the kernel writes is not
// the launch's value throughout, so its members are not symbols.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s --bind p.ncols=1024 --bind p.shape.rows=2 | FileCheck %s --check-prefix=BOUND

struct shape_t {
  int rows;
};

struct row_params {
  int ncols;
  shape_t shape;
  float scale;
};

__global__ void scale_rows(const float *x, float *y, const row_params p) {
  for (int r = 0; r < p.shape.rows; ++r)
    for (int col = threadIdx.x; col < p.ncols; col += blockDim.x)
      y[r * p.ncols + col] = p.scale * x[r * p.ncols + col];
}

// CHECK-LABEL: kernel 'scale_rows'
// CHECK:      flops/thread    p.shape.rows*ceil((p.ncols - threadIdx.x) / blockDim.x)
// CHECK:      loop            {{.*}}struct-parameter-member-bound.cu:19:3 runs p.shape.rows times
// CHECK-NEXT: loop            {{.*}}struct-parameter-member-bound.cu:20:5 runs ceil((p.ncols - threadIdx.x) / blockDim.x) times
// CHECK:      unbound         blockDim.x, p.ncols, p.shape.rows
// BOUND-LABEL: kernel 'scale_rows'
// BOUND:      flops/thread    2*ceil((-threadIdx.x + 1024) / blockDim.x)

__global__ void halve_rows(const float *x, float *y, row_params p) {
  p.ncols /= 2;
  for (int col = threadIdx.x; col < p.ncols; col += blockDim.x)
    y[col] = p.scale * x[col];
}

// CHECK-LABEL: kernel 'halve_rows'
// CHECK-NOT:  p.ncols
// CHECK:      struct-parameter-member-bound.cu:34:3: note: trip count could not be derived; loop counted as running once [roofline-unknown-trip-count]
