// __device__ functions are inlined at their call sites: their cost is added where they
// are called (once per call), with the arguments bound to the parameters -- values
// and pointers alike, so pointer arguments keep their memory space.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__device__ float axpy(float a, float x, float y) { return a * x + y; }

__device__ void scale_add(float *dst, const float *src, float s) {
  *dst = *src * s + *dst;
}

// Hand count: x[i], y[i] loaded at the call (8 B), axpy's multiply and add (2 FLOPs),
// y[i] stored (4 B). 2 / 12 = 0.167 FLOP/B -> 167 GFLOP/s = 1.7 % of peak.
__global__ void saxpy_helper(float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = axpy(a, x[i], y[i]);
}
// CHECK: device-function-inlined.cu:[[@LINE-4]]:17: remark: kernel 'saxpy_helper': memory-bound, ceiling 167 GFLOP/s (1.7 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       2 / 12 = 0.167 FLOP/B

// Pointer arguments: *src and *dst are x[i] and y[i], global. Loads 8 B, store
// 4 B, 2 FLOPs: 167 GFLOP/s.
__global__ void saxpy_pointers(float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  scale_add(&y[i], &x[i], a);
}
// CHECK: device-function-inlined.cu:[[@LINE-4]]:17: remark: kernel 'saxpy_pointers': memory-bound, ceiling 167 GFLOP/s (1.7 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       2 / 12 = 0.167 FLOP/B

// Two calls cost twice: 2 x 2 FLOPs in axpy + 1 add = 5 FLOPs; loads x[i], z[i] 8 B;
// store 4 B. 5 / 12 = 0.417 FLOP/B -> 417 GFLOP/s = 4.2 % of peak.
__global__ void two_calls(float a, const float *x, const float *z, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = axpy(a, x[i], 1.0f) + axpy(a, z[i], 1.0f);
}
// CHECK: device-function-inlined.cu:[[@LINE-4]]:17: remark: kernel 'two_calls': memory-bound, ceiling 417 GFLOP/s (4.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    5  (fp32 5)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       5 / 12 = 0.417 FLOP/B
