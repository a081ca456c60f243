// A kernel left of the ridge is a roofline-memory-bound warning, after its
// readout; a compute-bound one has no finding. Warnings do not fail a run
// unless --fail-on asks.
// RUN: %expect-exit 0 %lint %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %expect-exit 1 %lint --fail-on=warning %s | FileCheck %s --check-prefix=FAIL

__global__ void stream(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}
// CHECK: memory-bound.cu:[[@LINE-3]]:17: remark: kernel 'stream': memory-bound
// CHECK: memory-bound.cu:[[@LINE-4]]:17: warning: kernel 'stream' is memory-bound on Test GPU (10 TFLOP/s, 1 TB/s): intensity 0.125 FLOP/B is below the ridge 10, ceiling 125 GFLOP/s = 1.2 % of fp32 peak [roofline-memory-bound]

__global__ void dense(const float *x, float *y) {
  float v = x[threadIdx.x], acc = 0.0f;
  for (int d = 0; d < 100; ++d)
    acc = acc * v + 1.0f;
  y[threadIdx.x] = acc;
}
// CHECK: memory-bound.cu:[[@LINE-6]]:17: remark: kernel 'dense': compute-bound
// CHECK-NOT: warning:
// CHECK: roofline-lint: 1 warning, 0 errors; passes (fails on error)

// FAIL: roofline-lint: 1 warning, 0 errors; fails on warning
