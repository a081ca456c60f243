// Conversions between __half and float are conversions: 0 FLOPs, one `other`
// each (counting model, FLOPs table, seventh row), whether written as an
// intrinsic (__half2float, __float2half) or left to the __half class's
// converting constructor and conversion operator, which the CUDA header
// implements with those same intrinsics.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cuda_fp16.h>

__global__ void half_to_float_intrinsic(const __half *h, float *f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  f[i] = __half2float(h[i]);
}
// CHECK: half-conversions.cu:[[@LINE-4]]:17: remark: kernel 'half_to_float_intrinsic': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   6 B  (load 2 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 6 = 0 FLOP/B

__global__ void float_to_half_intrinsic(const float *f, __half *h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  h[i] = __float2half(f[i]);
}
// CHECK: half-conversions.cu:[[@LINE-4]]:17: remark: kernel 'float_to_half_intrinsic': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 6 = 0 FLOP/B

// __half::operator float().
__global__ void half_to_float_implicit(const __half *h, float *f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  f[i] = h[i];
}
// CHECK: half-conversions.cu:[[@LINE-4]]:17: remark: kernel 'half_to_float_implicit': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   6 B  (load 2 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 6 = 0 FLOP/B

// __half::__half(float).
__global__ void float_to_half_constructor(const float *f, __half *h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  h[i] = __half(f[i]);
}
// CHECK: half-conversions.cu:[[@LINE-4]]:17: remark: kernel 'float_to_half_constructor': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 6 = 0 FLOP/B

// Arithmetic after the conversion is fp32: one fp32 FLOP and one conversion.
// 1 / (2 + 4) B = 0.167 FLOP/B; 167 GFLOP/s = 1.7 % of the fp32 peak.
__global__ void half_scaled_in_float(const __half *h, float s, float *f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  f[i] = __half2float(h[i]) * s;
}
// CHECK: half-conversions.cu:[[@LINE-4]]:17: remark: kernel 'half_scaled_in_float': memory-bound, ceiling 167 GFLOP/s (1.7 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   6 B  (load 2 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B

// An explicit cast goes through the same __half::operator float().
__global__ void half_to_float_cast(const __half *h, float *f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  f[i] = static_cast<float>(h[i]);
}
// CHECK: half-conversions.cu:[[@LINE-4]]:17: remark: kernel 'half_to_float_cast': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   6 B  (load 2 B, store 4 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       0 / 6 = 0 FLOP/B
