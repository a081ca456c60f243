// The + - * / operators of __half are one fp16 FLOP each (counting model,
// FLOPs table, fourth row), and so are their compound forms += -= *= /=
// (first row). A __half is 2 bytes:
//   1 FLOP / (4 + 2) B = 0.167 FLOP/B; 167 GFLOP/s = 0.83 % of the 20 TFLOP/s
//   fp16 peak, ridge 20.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cuda_fp16.h>

__global__ void half_plus(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}
// CHECK: half-operators.cu:[[@LINE-4]]:17: remark: kernel 'half_plus': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp16 peak 20 TFLOP/s, 1 TB/s, ridge 20 FLOP/B
// CHECK-NEXT: ceiling         167 GFLOP/s = 0.83 % of peak (memory-bound)

__global__ void half_minus(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] - b[i];
}
// CHECK: half-operators.cu:[[@LINE-4]]:17: remark: kernel 'half_minus': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

__global__ void half_times(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] * b[i];
}
// CHECK: half-operators.cu:[[@LINE-4]]:17: remark: kernel 'half_times': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

__global__ void half_divide(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] / b[i];
}
// CHECK: half-operators.cu:[[@LINE-4]]:17: remark: kernel 'half_divide': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

// y[i] += x[i]: one FLOP, a read-modify-write of y[i] and a load of x[i].
__global__ void half_plus_assign(const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] += x[i];
}
// CHECK: half-operators.cu:[[@LINE-4]]:17: remark: kernel 'half_plus_assign': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

// On a local: acc *= b[i]; acc /= b[i]; acc -= b[i] are 3 FLOPs; the bytes
// are the loads of a[i] and b[i] (each read where it is used: 3 times) and
// the store: 3 / (2 + 3 x 2 + 2) B = 0.3 FLOP/B, 300 GFLOP/s = 1.5 %.
__global__ void half_compound_local(const __half *a, const __half *b,
                                    __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half acc = a[i];
  acc *= b[i];
  acc /= b[i];
  acc -= b[i];
  c[i] = acc;
}
// CHECK: half-operators.cu:[[@LINE-9]]:17: remark: kernel 'half_compound_local': memory-bound, ceiling 300 GFLOP/s (1.5 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    3  (fp16 3)
// CHECK-NEXT: global/thread   10 B  (load 8 B, store 2 B)
// CHECK-NEXT: intensity       3 / 10 = 0.3 FLOP/B

// Unary minus and comparisons of __half are not FLOPs: one `other` each
// (FLOPs table, seventh row), no FLOPs, intensity 0 (the precision the remark
// names is not pinned: with no FLOPs there is no majority precision).
__global__ void half_negate(const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = -x[i];
}
// CHECK: half-operators.cu:[[@LINE-4]]:17: remark: kernel 'half_negate': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   4 B  (load 2 B, store 2 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 4 = 0 FLOP/B

__global__ void half_less(const __half *a, const __half *b, int *flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  flag[i] = a[i] < b[i];
}
// CHECK: half-operators.cu:[[@LINE-4]]:17: remark: kernel 'half_less': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B
