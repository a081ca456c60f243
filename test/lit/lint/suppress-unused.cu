// With --report-unused-suppressions (or report-unused-suppressions: true in
// the configuration), each roofline id of a NOLINT, NOLINTNEXTLINE or
// NOLINTBEGIN comment that suppressed no finding is reported on the id as
// roofline-unused-suppression (a warning); without it, nothing is. A pattern
// is used when it suppressed anything; an unknown id is reported as invalid,
// not also as unused. (The expected lines spell {{NOLINT}} so as not to be
// comments themselves.)
// RUN: %expect-exit 0 %lint --readout=full %s | FileCheck %s --check-prefix=PLAIN
// RUN: %expect-exit 0 %lint --readout=full --report-unused-suppressions %s | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t && printf 'report-unused-suppressions: true\n' > %t/cfg.yaml
// RUN: %expect-exit 0 %lint --readout=full --config=%t/cfg.yaml %s | FileCheck %s

__global__ void both(const float *x, float *y) { // NOLINT(roofline-memory-bound, roofline-low-ceiling)
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}

// NOLINT(roofline-*): a copy
__global__ void every(const float *x, float *y) {
  y[threadIdx.x] = x[threadIdx.x] + 1.0f;
}

// NOLINTBEGIN(roofline-uncoalesced-access)
__global__ void coalesced(const float *x, float *y) { // NOLINT(roofline-memory-bound)
  y[threadIdx.x] = 3.0f * x[threadIdx.x];
}
// NOLINTEND(roofline-uncoalesced-access)

int host_only() { return 0; } // NOLINT(roofline-memory-bound, roofline-memory-bund)

// PLAIN-NOT: roofline-unused-suppression
// PLAIN: roofline-lint: 1 warning, 0 errors (3 suppressed); passes (fails on error)

// CHECK: suppress-unused.cu:13:83: warning: {{NOLINT}} names 'roofline-low-ceiling', which suppressed no finding in this run [roofline-unused-suppression]
// CHECK-NEXT: suppress-unused.cu:22:16: warning: {{NOLINT}}BEGIN names 'roofline-uncoalesced-access', which suppressed no finding in this run [roofline-unused-suppression]
// CHECK-NEXT: suppress-unused.cu:28:41: warning: {{NOLINT}} names 'roofline-memory-bound', which suppressed no finding in this run [roofline-unused-suppression]
// CHECK-NEXT: suppress-unused.cu:28:64: warning: {{NOLINT}} names unknown id 'roofline-memory-bund', which suppresses nothing; did you mean 'roofline-memory-bound'? [roofline-invalid-suppression]
// CHECK-NEXT: roofline-lint: 4 warnings, 0 errors (3 suppressed); passes (fails on error)
