// Unary minus, comparisons, conversions, fmaxf, fminf and fabsf on
// floating-point values are not FLOPs: they count 0 and are reported in the
// `other` column, one each (counting model, FLOPs table, seventh row). Each
// kernel does one such operation, so it has no FLOPs, intensity 0 and a
// ceiling of 0 (the precision it is placed against is not pinned here: with
// no FLOPs there is no majority precision).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void negate(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = -x[i];
}
// CHECK: other-ops.cu:[[@LINE-4]]:17: remark: kernel 'negate': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

// The comparison is the float op; storing its bool as int is integer work.
__global__ void compare_less(const float *a, const float *b, int *flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  flag[i] = a[i] < b[i];
}
// CHECK: other-ops.cu:[[@LINE-4]]:17: remark: kernel 'compare_less': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 12 = 0 FLOP/B

__global__ void compare_equal_f64(const double *a, const double *b, int *flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  flag[i] = a[i] == b[i];
}
// CHECK: other-ops.cu:[[@LINE-4]]:17: remark: kernel 'compare_equal_f64': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   20 B  (load 16 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 20 = 0 FLOP/B

__global__ void float_to_int(const float *x, int *n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  n[i] = (int)x[i];
}
// CHECK: other-ops.cu:[[@LINE-4]]:17: remark: kernel 'float_to_int': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

__global__ void int_to_float(const int *n, float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  x[i] = static_cast<float>(n[i]);
}
// CHECK: other-ops.cu:[[@LINE-4]]:17: remark: kernel 'int_to_float': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

// An implicit conversion is a conversion too: float to double on the store.
__global__ void widen_to_double(const float *x, double *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = x[i];
}
// CHECK: other-ops.cu:[[@LINE-4]]:17: remark: kernel 'widen_to_double': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 4 B, store 8 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 12 = 0 FLOP/B

__global__ void maximum(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = fmaxf(a[i], b[i]);
}
// CHECK: other-ops.cu:[[@LINE-4]]:17: remark: kernel 'maximum': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 12 = 0 FLOP/B

__global__ void minimum(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = fminf(a[i], b[i]);
}
// CHECK: other-ops.cu:[[@LINE-4]]:17: remark: kernel 'minimum': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 12 = 0 FLOP/B

__global__ void absolute(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = fabsf(x[i]);
}
// CHECK: other-ops.cu:[[@LINE-4]]:17: remark: kernel 'absolute': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

// Beside a FLOP they do not change the FLOP count: relu(x) * s is 1 fp32 FLOP
// and 1 other; 1 / 8 = 0.125 FLOP/B, 125 GFLOP/s = 1.25 % (1.2 %).
__global__ void scaled_relu(const float *x, float s, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = fmaxf(x[i], 0.0f) * s;
}
// CHECK: other-ops.cu:[[@LINE-4]]:17: remark: kernel 'scaled_relu': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B
