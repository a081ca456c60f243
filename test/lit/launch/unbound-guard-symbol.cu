// A guard whose bound has no value (`if (i < n)`, n given neither by the
// launch nor by --bind) leaves the launch's totals without an exact count:
// they count every thread like an active one, and n is listed as unbound;
// the placement is an estimate (JSON `basis`), with no time bound.
// --launch vadd:4:128: 512 threads, each counted like thread 0 (i = 0 < n):
//   b[i] = a[i] + 1.0f    1 FLOP, 4 B load, 4 B store
//   flops 512; load 2048 B; store 2048 B; global 4096 B
// RUN: %roofline-lint %s --launch vadd:4:128 | FileCheck %s
// RUN: %roofline-lint %s --launch vadd:4:128 --format json | FileCheck %s --check-prefix=JSON

__global__ void vadd(const float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    b[i] = a[i] + 1.0f;
}
// CHECK: remark: launch of 'vadd' (estimated): grid (4, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK-NEXT: threads         512
// CHECK-NEXT: flops           512  (fp32 512)
// CHECK-NEXT: global          4096 B  (load 2048 B, store 2048 B)
// CHECK-NOT: time
// CHECK: unbound         n (give values with --bind NAME=VALUE)
// CHECK: note: which threads are active depends on n, which has no value; every thread is counted like an active one (thread 0) [roofline-thread-dependent-cost]

// JSON:      "launches": [
// JSON:          "basis": "estimate"
// JSON:        "time_lower_bound_s": null,
// JSON:        "unbound_symbols": [
// JSON-NEXT:     "n"
// JSON-NEXT:   ],
