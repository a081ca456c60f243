// A NOLINT, NOLINTNEXTLINE or NOLINTBEGIN naming a roofline-... id that is no
// id or pattern of the list suppresses nothing and is reported on the id as
// roofline-invalid-suppression (a warning), with the closest id when one is
// close. Known ids and patterns, other tools' ids and a bare NOLINT are not
// reported. (The expected lines spell {{NOLINT}} so as not to be comments
// themselves.)
// RUN: %expect-exit 1 %lint --readout=full --fail-on=warning %s | FileCheck %s

__global__ void typo(const float *x, float *y) { // NOLINT(roofline-memry-bound)
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}

// NOLINTNEXTLINE(bugprone-easily-swappable-parameters, roofline-lowceiling*)
__global__ void pattern(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}

// NOLINTBEGIN(roofline-nothing-like-it)
__global__ void far(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}
// NOLINTEND(roofline-nothing-like-it)

// NOLINTNEXTLINE(roofline-unknown-*, roofline-memory-bound, bugprone-foo, *)
__global__ void known(const float *x, float *y) { // NOLINT
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}

// CHECK: suppress-unknown-id.cu:9:17: note: kernel 'typo' is memory-bound on Test GPU (10 TFLOP/s, 1 TB/s): intensity 0.125 FLOP/B is below the ridge 10, ceiling 125 GFLOP/s = 1.2 % of fp32 peak [roofline-memory-bound]
// CHECK: suppress-unknown-id.cu:14:17: note: kernel 'pattern' is memory-bound on Test GPU (10 TFLOP/s, 1 TB/s): intensity 0.125 FLOP/B is below the ridge 10, ceiling 125 GFLOP/s = 1.2 % of fp32 peak [roofline-memory-bound]
// CHECK: suppress-unknown-id.cu:19:17: note: kernel 'far' is memory-bound on Test GPU (10 TFLOP/s, 1 TB/s): intensity 0.125 FLOP/B is below the ridge 10, ceiling 125 GFLOP/s = 1.2 % of fp32 peak [roofline-memory-bound]
// CHECK-NOT: kernel 'known' is memory-bound
// CHECK: suppress-unknown-id.cu:9:60: warning: {{NOLINT}} names unknown id 'roofline-memry-bound', which suppresses nothing; did you mean 'roofline-memory-bound'? [roofline-invalid-suppression]
// CHECK-NEXT: suppress-unknown-id.cu:13:57: warning: {{NOLINT}}NEXTLINE names unknown id 'roofline-lowceiling*', which suppresses nothing; did you mean 'roofline-low-*'? [roofline-invalid-suppression]
// CHECK-NEXT: suppress-unknown-id.cu:18:16: warning: {{NOLINT}}BEGIN names unknown id 'roofline-nothing-like-it', which suppresses nothing; see roofline-lint --list-checks [roofline-invalid-suppression]
// CHECK-NEXT: roofline-lint: 3 warnings, 0 errors (1 suppressed); fails on warning
