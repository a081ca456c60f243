// The JSON report gives the per-thread FLOPs per precision (counting model:
// "FLOPs (counted per precision: fp16, bf16, fp32, fp64)") in
// per_thread.flops, every precision present, with their total.
// RUN: %roofline-lint --format json %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cuda_bf16.h>
#include <cuda_fp16.h>

// Per thread:
//   fp16: g + g                                   1
//   bf16: __hfma(c, c, c)                         2
//   fp32: x * x + x * x                           3
//   fp64: fma(v, v, v) + v * v                    2 + 1 + 1 = 4
//   total 10; one load and one store of each element: (2+2+4+8) x 2 = 32 B,
//   intensity 10 / 32 = 0.3125. Four precisions: placed against the mixed peak.
__global__ void one_of_each(__half *h, __nv_bfloat16 *b, float *f, double *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half g = h[i];
  h[i] = g + g;
  __nv_bfloat16 c = b[i];
  b[i] = __hfma(c, c, c);
  float x = f[i];
  f[i] = x * x + x * x;
  double v = d[i];
  d[i] = fma(v, v, v) + v * v;
}
// CHECK:      "name": "one_of_each",
// CHECK:      "per_thread": {
// CHECK-NEXT:   "flops": {
// CHECK-NEXT:     "fp16": 1,
// CHECK-NEXT:     "bf16": 2,
// CHECK-NEXT:     "fp32": 3,
// CHECK-NEXT:     "fp64": 4,
// CHECK-NEXT:     "total": 10
// CHECK-NEXT:   },
// CHECK:        "flops_expr": "10",
// CHECK-NEXT:   "flops_exprs": {
// CHECK-NEXT:     "fp16": "1",
// CHECK-NEXT:     "bf16": "2",
// CHECK-NEXT:     "fp32": "3",
// CHECK-NEXT:     "fp64": "4"
// CHECK-NEXT:   },
// CHECK-NEXT:   "global_load_bytes": 16,
// CHECK:        "global_store_bytes": 16,
// CHECK:        "special_ops": 0,
// CHECK:        "other_ops": 0,
// CHECK:      "intensity": 0.3125,
// CHECK:      "precision": "mixed",

// A single-precision kernel lists the other precisions as 0: 1 fp32 FLOP.
__global__ void scale_f32(const float *x, float s, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = s * x[i];
}
// CHECK:      "name": "scale_f32",
// CHECK:      "per_thread": {
// CHECK-NEXT:   "flops": {
// CHECK-NEXT:     "fp16": 0,
// CHECK-NEXT:     "bf16": 0,
// CHECK-NEXT:     "fp32": 1,
// CHECK-NEXT:     "fp64": 0,
// CHECK-NEXT:     "total": 1
// CHECK-NEXT:   },
// CHECK:      "precision": "fp32",
