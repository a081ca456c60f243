// The precision of an operation is the type it is performed in after C++'s
// usual arithmetic conversions (counting model, first bullet under the FLOPs
// table): `x * 2.0` with float x is an fp64 multiply. The conversions that
// bring the operands to that type, and the result back to the stored type,
// are conversions: `other`, 0 FLOPs (seventh row). A conversion of a constant
// is folded by the compiler and costs nothing.
// Each kernel loads one float and stores one float: 1 FLOP / 8 B = 0.125.
//   fp64: 125 GFLOP/s = 2.5 % of the 5 TFLOP/s fp64 peak, ridge 5.
//   fp32: 125 GFLOP/s = 1.25 % of the 10 TFLOP/s fp32 peak (printed 1.2).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// x[i] is widened to double (1 other), multiplied in fp64 (1 FLOP), and the
// product narrowed to float for the store (1 other).
__global__ void scale_by_double_literal(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * 2.0;
}
// CHECK: usual-arithmetic-conversions.cu:[[@LINE-4]]:17: remark: kernel 'scale_by_double_literal': memory-bound, ceiling 125 GFLOP/s (2.5 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 2 (not FLOPs)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp64 peak 5 TFLOP/s, 1 TB/s, ridge 5 FLOP/B
// CHECK-NEXT: ceiling         125 GFLOP/s = 2.5 % of peak (memory-bound)

// The same with a float literal stays fp32, with nothing to convert.
__global__ void scale_by_float_literal(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * 2.0f;
}
// CHECK: usual-arithmetic-conversions.cu:[[@LINE-4]]:17: remark: kernel 'scale_by_float_literal': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp32 peak 10 TFLOP/s, 1 TB/s, ridge 10 FLOP/B

// An int literal is converted to float at compile time: fp32, no other.
__global__ void add_int_literal(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] + 1;
}
// CHECK: usual-arithmetic-conversions.cu:[[@LINE-4]]:17: remark: kernel 'add_int_literal': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B

// An int variable is converted at run time: fp32 multiply, 1 other.
__global__ void scale_by_int(const float *x, int n, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * n;
}
// CHECK: usual-arithmetic-conversions.cu:[[@LINE-4]]:17: remark: kernel 'scale_by_int': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B

// A double kernel parameter makes the add fp64: widen x[i], add, narrow.
__global__ void add_double_param(const float *x, double d, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] + d;
}
// CHECK: usual-arithmetic-conversions.cu:[[@LINE-4]]:17: remark: kernel 'add_double_param': memory-bound, ceiling 125 GFLOP/s (2.5 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 2 (not FLOPs)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B

// Stored into a double, only the widening of x[i] remains:
// 1 fp64 FLOP / (4 + 8) B = 0.083 FLOP/B; 83.3 GFLOP/s = 1.7 % of fp64 peak.
__global__ void scale_into_double(const float *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i] * 0.5;
}
// CHECK: usual-arithmetic-conversions.cu:[[@LINE-4]]:17: remark: kernel 'scale_into_double': memory-bound, ceiling 83.3 GFLOP/s (1.7 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   12 B  (load 4 B, store 8 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B
