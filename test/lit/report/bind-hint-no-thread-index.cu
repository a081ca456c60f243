// Symbols offered to --bind are sizes: n and blockDim.x. The thread index
// the per-thread figures vary with is not a size (the placement takes it at
// 0) and is listed apart, in text and in JSON.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint --format=json %s | FileCheck %s --check-prefix=JSON

__global__ void colsum(const float *x, float *y, int n) {
  float s = 0;
  for (int j = threadIdx.x; j < n; j += blockDim.x)
    s += x[j];
  y[threadIdx.x] = s;
}
// CHECK:      remark: kernel 'colsum': intensity depends on blockDim.x, n; no limit as they grow [roofline-kernel]
// CHECK:      unbound         blockDim.x, n (give values with --bind NAME=VALUE)
// CHECK-NEXT: thread indices  threadIdx.x (the figures vary per thread)

// JSON:      "unbound_symbols": [
// JSON-NEXT:   "blockDim.x",
// JSON-NEXT:   "n"
// JSON-NEXT: ],
// JSON-NEXT: "index_symbols": [
// JSON-NEXT:   "threadIdx.x"
// JSON-NEXT: ],

// With the block size bound the kernel is placed, at thread index 0.
// RUN: %roofline-lint --bind blockDim.x=256 %s | FileCheck %s --check-prefix=PLACED
// PLACED:      unbound         n (give values with --bind NAME=VALUE)
// PLACED-NEXT: thread indices  threadIdx.x (the figures vary per thread; the placement takes index 0)
