// NOLINT(id): reason on the kernel's line suppresses that id for the kernel:
// no warning in text, a pass with --fail-on=warning, and the finding is kept
// in machine formats, marked suppressed with its reason.
// RUN: %expect-exit 0 %lint --fail-on=warning %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %lint --format=json %s | FileCheck %s --check-prefix=JSON

__global__ void stream(const float *x, float *y) { // NOLINT(roofline-memory-bound): a copy, by design
  y[threadIdx.x] = x[threadIdx.x];
}
// CHECK-NOT: warning:
// CHECK: roofline-lint: 0 warnings, 0 errors (1 suppressed); passes (fails on warning)

// JSON:      "findings": [
// JSON-NEXT:   {
// JSON-NEXT:     "id": "roofline-memory-bound",
// JSON-NEXT:     "level": "warning",
// JSON:          "suppressed": true,
// JSON-NEXT:     "suppression_reason": "a copy, by design",
