// A suppression in the comment lines directly above a kernel, above its
// template header too, and NOLINTNEXTLINE on the line above, all count; a
// blank line or the end of another declaration ends the search; a bare NOLINT
// (clang-tidy's, naming no id) and another id do not suppress.
// RUN: %expect-exit 1 %lint --severity=roofline-memory-bound=warning --fail-on=warning %s | FileCheck %s

// NOLINT(roofline-*): streaming kernels
template <int Scale>
__global__ void above_template(const float *x, float *y) {
  y[threadIdx.x] = Scale * x[threadIdx.x];
}
template __global__ void above_template<2>(const float *, float *);

// NOLINTNEXTLINE(roofline-memory-bound)
__global__ void next_line(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}

/* NOLINT(roofline-memory-bound): a block comment whose later lines hold
   code-like text; nothing to reuse; the search reads it as a comment. */
__global__ void block_comment(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}

// NOLINT(roofline-memory-bound)

__global__ void after_blank_line(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}
// CHECK: suppress-above.cu:[[@LINE-3]]:17: warning: kernel 'after_blank_line' is memory-bound

__global__ void bare(const float *x, float *y) { // NOLINT
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}
// CHECK: suppress-above.cu:[[@LINE-3]]:17: warning: kernel 'bare' is memory-bound

__global__ void other_id(const float *x, float *y) { // NOLINT(roofline-low-ceiling)
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}
// CHECK: suppress-above.cu:[[@LINE-3]]:17: warning: kernel 'other_id' is memory-bound
// CHECK: roofline-lint: 3 warnings, 0 errors (3 suppressed); fails on warning
