// --severity ID=LEVEL changes a finding's level: an error fails the default
// run (--fail-on=error); off removes it; patterns end in *; a later exact id
// wins over a pattern.
// RUN: %expect-exit 1 %lint --readout=full --severity=roofline-memory-bound=error %s | FileCheck %s --check-prefix=ERROR
// RUN: %expect-exit 0 %lint --readout=full --fail-on=warning --severity=roofline-*=off %s | FileCheck %s --check-prefix=OFF
// RUN: %expect-exit 1 %lint --readout=full --severity=roofline-*=off --severity=roofline-memory-bound=error %s | FileCheck %s --check-prefix=ERROR
// RUN: %expect-exit 0 %lint --readout=full --severity=roofline-memory-bound=note --fail-on=warning %s | FileCheck %s --check-prefix=NOTE

__global__ void stream(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}
// ERROR: severity.cu:[[@LINE-3]]:17: error: kernel 'stream' is memory-bound {{.*}} [roofline-memory-bound]
// ERROR: roofline-lint: 0 warnings, 1 error; fails on error
// OFF-NOT: memory-bound on
// OFF-NOT: roofline-lint:
// NOTE: severity.cu:[[@LINE-7]]:17: note: kernel 'stream' is memory-bound
// NOTE-NOT: roofline-lint:
