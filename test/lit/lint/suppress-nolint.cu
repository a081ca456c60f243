// NOLINT(id): reason on the kernel's line suppresses that id for the kernel:
// no warning in text, a pass with --fail-on=warning, and the finding is kept
// in machine formats, marked suppressed with its reason.
// The memory-bound finding is raised to a warning, as a team that wants every
// memory-bound kernel flagged would.
// RUN: %expect-exit 0 %lint --severity=roofline-memory-bound=warning --fail-on=warning %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %lint --severity=roofline-memory-bound=warning --format=json %s | FileCheck %s --check-prefix=JSON

__global__ void stream(const float *x, float *y) { // NOLINT(roofline-memory-bound): a scale, by design
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}
// CHECK-NOT: warning:
// CHECK: roofline-lint: 0 warnings, 0 errors (1 suppressed); passes (fails on warning)

// JSON:      "findings": [
// JSON-NEXT:   {
// JSON-NEXT:     "id": "roofline-memory-bound",
// JSON-NEXT:     "level": "warning",
// JSON:          "suppressed": true,
// JSON-NEXT:     "suppression_reason": "a scale, by design",
