// A NOLINTBEGIN without its NOLINTEND, or a NOLINTEND that closes no open
// region with the same ids, suppresses nothing and is reported on the
// comment as roofline-invalid-suppression (a warning). An end closes only
// the innermost open region, as clang-tidy pairs them: below, the end on
// line 15 meets the region of line 11 open and closes nothing; the one on
// line 16 closes it (crossed is suppressed); the begin on line 10 stays open.
// (The expected lines spell {{NOLINT}} so as not to be comments themselves.)
// RUN: %expect-exit 1 %lint --readout=full --severity=roofline-memory-bound=warning --fail-on=warning %s | FileCheck %s

// NOLINTBEGIN(roofline-memory-bound)
// NOLINTBEGIN(roofline-*)
__global__ void crossed(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}
// NOLINTEND(roofline-memory-bound)
// NOLINTEND(roofline-*)

// NOLINTEND(roofline-low-ceiling)

// NOLINTBEGIN(roofline-memory-bound, roofline-low-ceiling): never closed
__global__ void open_region(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}

// Other tools' regions are theirs.
// NOLINTBEGIN(bugprone-narrowing-conversions)

// CHECK-NOT: warning: kernel 'crossed'
// CHECK: suppress-begin-end-unpaired.cu:21:17: warning: kernel 'open_region' is memory-bound on Test GPU (10 TFLOP/s, 1 TB/s): intensity 0.125 FLOP/B is below the ridge 10, ceiling 125 GFLOP/s = 1.2 % of fp32 peak [roofline-memory-bound]
// CHECK-NEXT: suppress-begin-end-unpaired.cu:10:4: warning: {{NOLINT}}BEGIN(roofline-memory-bound) has no {{NOLINT}}END(roofline-memory-bound) after it; it suppresses nothing [roofline-invalid-suppression]
// CHECK-NEXT: suppress-begin-end-unpaired.cu:15:4: warning: {{NOLINT}}END(roofline-memory-bound) closes no {{NOLINT}}BEGIN(roofline-memory-bound) before it; the innermost open region is {{NOLINT}}BEGIN(roofline-*) at line 11 [roofline-invalid-suppression]
// CHECK-NEXT: suppress-begin-end-unpaired.cu:18:4: warning: {{NOLINT}}END(roofline-low-ceiling) closes no {{NOLINT}}BEGIN(roofline-low-ceiling) before it; the innermost open region is {{NOLINT}}BEGIN(roofline-memory-bound) at line 10 [roofline-invalid-suppression]
// CHECK-NEXT: suppress-begin-end-unpaired.cu:20:4: warning: {{NOLINT}}BEGIN(roofline-memory-bound, roofline-low-ceiling) has no {{NOLINT}}END(roofline-memory-bound, roofline-low-ceiling) after it; it suppresses nothing [roofline-invalid-suppression]
// CHECK-NEXT: roofline-lint: 5 warnings, 0 errors (1 suppressed); fails on warning
