// A compound assignment is performed in the type of `x op y` after the usual
// arithmetic conversions (counting model, first bullet under the FLOPs
// table): `float x; x += d;` with double d is an fp64 add. As with `x = x + d`,
// to which C++ defines it equivalent, x is widened to double and the sum
// narrowed back to float: two conversions, `other`, 0 FLOPs (seventh row).
// Each float kernel loads one float and stores one: 1 FLOP / 8 B = 0.125;
//   fp64: 125 GFLOP/s = 2.5 % of the 5 TFLOP/s fp64 peak, ridge 5.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void float_local_plus_double(const float *x, double d, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = x[i];
  acc += d;
  y[i] = acc;
}
// CHECK: compound-assign-precision.cu:[[@LINE-6]]:17: remark: kernel 'float_local_plus_double': memory-bound, ceiling 125 GFLOP/s (2.5 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 2 (not FLOPs)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp64 peak 5 TFLOP/s, 1 TB/s, ridge 5 FLOP/B
// CHECK-NEXT: ceiling         125 GFLOP/s = 2.5 % of peak (memory-bound)

// The same on a global float: a read-modify-write of y[i] in fp64.
__global__ void float_global_plus_double(double d, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] += d;
}
// CHECK: compound-assign-precision.cu:[[@LINE-4]]:17: remark: kernel 'float_global_plus_double': memory-bound, ceiling 125 GFLOP/s (2.5 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 2 (not FLOPs)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B

// A double literal does the same: y[i] *= 0.5 is an fp64 multiply.
__global__ void float_times_double_literal(float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] *= 0.5;
}
// CHECK: compound-assign-precision.cu:[[@LINE-4]]:17: remark: kernel 'float_times_double_literal': memory-bound, ceiling 125 GFLOP/s (2.5 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 2 (not FLOPs)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B

// With a float literal it stays fp32 and converts nothing:
// 125 GFLOP/s = 1.25 % (1.2 %) of the fp32 peak.
__global__ void float_times_float_literal(float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] *= 0.5f;
}
// CHECK: compound-assign-precision.cu:[[@LINE-4]]:17: remark: kernel 'float_times_float_literal': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B

// A double accumulator with a float operand: fp64, and only the operand is
// converted: 1 FLOP / (4 + 8 load, 8 store) B = 0.05 FLOP/B; 50 GFLOP/s = 1 %
// of the fp64 peak.
__global__ void double_plus_float(const float *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] += x[i];
}
// CHECK: compound-assign-precision.cu:[[@LINE-4]]:17: remark: kernel 'double_plus_float': memory-bound, ceiling 50 GFLOP/s (1 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   20 B  (load 12 B, store 8 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       1 / 20 = 0.05 FLOP/B

// An int target with a float operand: n[i] += s is n[i] = n[i] + s, an fp32
// add between an int-to-float and a float-to-int conversion (2 other):
// 1 FLOP / (4 + 4) B = 0.125 FLOP/B; 125 GFLOP/s = 1.25 % (1.2 %) of fp32.
__global__ void int_plus_float(float s, int *n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  n[i] += s;
}
// CHECK: compound-assign-precision.cu:[[@LINE-4]]:17: remark: kernel 'int_plus_float': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 2 (not FLOPs)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B
