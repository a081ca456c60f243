// A NOLINTBEGIN(ids) ... NOLINTEND(ids) region suppresses those ids for the
// kernels whose names lie inside it, and for assumptions on its lines; a
// kernel after the region, and an id the region does not name, are reported.
// The memory-bound finding is raised to a warning, as in suppress-nolint.cu.
// RUN: %expect-exit 1 %lint --readout=full --severity=roofline-memory-bound=warning --fail-on=warning %s | FileCheck %s

// NOLINTBEGIN(roofline-memory-bound): element-wise kernels
__global__ void inside_first(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}

template <int Scale>
__global__ void inside_template(const float *x, float *y) {
  y[threadIdx.x] = Scale * x[threadIdx.x];
}
template __global__ void inside_template<3>(const float *, float *);
// NOLINTEND(roofline-memory-bound)

__global__ void after_region(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}

// The region names roofline-unknown-trip-count: the loop's assumption is
// suppressed, the kernel's memory-bound finding (at its name, outside) is not.
__global__ void loop_inside(const float *x, float *y, int n) {
  float acc = 0.0f;
  // NOLINTBEGIN(roofline-unknown-trip-count): a data-dependent loop
  while (x[threadIdx.x] > acc)
    acc += 1.0f;
  // NOLINTEND(roofline-unknown-trip-count)
  y[threadIdx.x] = acc;
}

// CHECK-NOT: warning: kernel 'inside_first'
// CHECK-NOT: warning: kernel 'inside_template
// CHECK: suppress-begin-end.cu:19:17: warning: kernel 'after_region' is memory-bound on Test GPU (10 TFLOP/s, 1 TB/s): intensity 0.125 FLOP/B is below the ridge 10, ceiling 125 GFLOP/s = 1.2 % of fp32 peak [roofline-memory-bound]
// CHECK-NOT: roofline-unknown-trip-count
// CHECK: suppress-begin-end.cu:25:17: warning: kernel 'loop_inside' is memory-bound on Test GPU (10 TFLOP/s, 1 TB/s): intensity 0.083 FLOP/B is below the ridge 10, ceiling 83.3 GFLOP/s = 0.83 % of fp32 peak [roofline-memory-bound]
// CHECK-NOT: roofline-unknown-trip-count
// CHECK-NOT: roofline-invalid-suppression
// CHECK: roofline-lint: 2 warnings, 0 errors (3 suppressed); fails on warning
