// roofline-memory-bound is a note: a kernel left of the ridge even with
// perfect reuse (judged on a launch, over compulsory bytes), or, without a
// launch, on requested bytes. A compute-bound kernel has no finding. Notes
// fail a run only when --fail-on or the configured level asks.
// RUN: %expect-exit 0 %lint --readout=full %s > %t.out
// RUN: FileCheck %s < %t.out
// RUN: %expect-exit 0 %lint --readout=full --fail-on=warning %s
// RUN: %expect-exit 1 %lint --readout=full --fail-on=note %s | FileCheck %s --check-prefix=FAIL
// RUN: %expect-exit 1 %lint --readout=full --severity=roofline-memory-bound=warning --fail-on=warning %s | FileCheck %s --check-prefix=RAISED

__global__ void stream(const float *x, float *y) {
  y[threadIdx.x] = 2.0f * x[threadIdx.x];
}
// CHECK: memory-bound.cu:[[@LINE-3]]:17: remark: kernel 'stream': memory-bound
// CHECK: memory-bound.cu:[[@LINE-4]]:17: note: kernel 'stream' is memory-bound on Test GPU (10 TFLOP/s, 1 TB/s): intensity 0.125 FLOP/B is below the ridge 10, ceiling 125 GFLOP/s = 1.2 % of fp32 peak [roofline-memory-bound]

__global__ void dense(const float *x, float *y) {
  float v = x[threadIdx.x], acc = 0.0f;
  for (int d = 0; d < 100; ++d)
    acc = acc * v + 1.0f;
  y[threadIdx.x] = acc;
}
// CHECK: memory-bound.cu:[[@LINE-6]]:17: remark: kernel 'dense': compute-bound
// CHECK-NOT: note: kernel 'dense'

// 64 blocks of 256: 16384 multiplies over 16384 * 8 compulsory bytes, 0.125
// FLOP/B with any reuse: 125 GFLOP/s = 1.25 % of the peak at best.
__global__ void scale(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 2.0f * x[i];
}

int main() { scale<<<64, 256>>>(nullptr, nullptr); }
// CHECK: memory-bound.cu:[[@LINE-6]]:17: remark: kernel 'scale': memory-bound at any cache behaviour (launch at {{.*}}memory-bound.cu:[[@LINE-1]]), predicted {{[^,]*}}, can never beat {{[^ ]* [GTP]?FLOP/s}} [roofline-kernel]
// CHECK: memory-bound.cu:[[@LINE-7]]:17: note: kernel 'scale' is memory-bound at any cache behaviour on Test GPU (10 TFLOP/s, 1 TB/s) (launch at {{.*}}memory-bound.cu:[[@LINE-2]]): even with perfect reuse 0.125 FLOP/B is below the ridge 10, sound ceiling 125 GFLOP/s = 1.2 % of fp32 peak; only fewer bytes help (narrower types, fusion) [roofline-memory-bound]
// CHECK-NOT: warning:

// FAIL: roofline-lint: 0 warnings, 0 errors, 2 notes; fails on note
// RAISED: roofline-lint: 2 warnings, 0 errors; fails on warning
