// Integer dot-product intrinsics are integer work, not FLOPs: __dp4a is 4
// multiplies and 4 adds (8 integer operations), __dp2a_lo and __dp2a_hi 4.
// They appear on their own line and in JSON's int_ops; the kernel's FLOPs
// (the float scale) and its intensity do not include them.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint --format json %s | FileCheck %s --check-prefix=JSON

__global__ void dot_q8(const int *a, const int *b, const float *d, float *y) {
  int i = threadIdx.x;
  int acc = 0;
  for (int k = 0; k < 8; ++k)
    acc = __dp4a(a[8 * i + k], b[8 * i + k], acc);
  acc = __dp2a_lo(a[i], b[i], acc);
  y[i] = d[i] * acc;
}
// CHECK: int-dot-product.cu:[[@LINE-8]]:17: remark: kernel 'dot_q8'
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   80 B  (load 76 B, store 4 B)
// CHECK-NEXT: int ops         68 (integer dot products: not FLOPs)
// JSON: "int_ops": 68,
