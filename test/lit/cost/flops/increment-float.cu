// ++x and x++ on a floating-point value are defined by C++ as x += 1, so each
// is one FLOP in x's precision (counting model, FLOPs table, first row), like
// -- as x -= 1. On a global element it is also a read-modify-write.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cuda_fp16.h>

// Four increments/decrements of a local: 4 fp32 FLOPs / (4 + 4) B = 0.5 FLOP/B;
// 500 GFLOP/s = 5 % of the 10 TFLOP/s fp32 peak.
__global__ void step_local(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = x[i];
  acc++;
  ++acc;
  acc--;
  --acc;
  y[i] = acc;
}
// CHECK: increment-float.cu:[[@LINE-9]]:17: remark: kernel 'step_local': memory-bound, ceiling 500 GFLOP/s (5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    4  (fp32 4)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       4 / 8 = 0.5 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp32 peak 10 TFLOP/s, 1 TB/s, ridge 10 FLOP/B
// CHECK-NEXT: ceiling         500 GFLOP/s = 5 % of peak (memory-bound)

// y[i]++: 1 FLOP / (4 load + 4 store) B = 0.125 FLOP/B; 125 GFLOP/s = 1.25 %
// (printed 1.2).
__global__ void increment_global(float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i]++;
}
// CHECK: increment-float.cu:[[@LINE-4]]:17: remark: kernel 'increment_global': memory-bound, ceiling 125 GFLOP/s (1.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       1 / 8 = 0.125 FLOP/B

// In fp64: 1 FLOP / (8 + 8) B = 0.0625 FLOP/B; 62.5 GFLOP/s = 1.25 % (1.2 %)
// of the 5 TFLOP/s fp64 peak.
__global__ void decrement_global_f64(double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  --y[i];
}
// CHECK: increment-float.cu:[[@LINE-4]]:17: remark: kernel 'decrement_global_f64': memory-bound, ceiling 62.5 GFLOP/s (1.2 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   16 B  (load 8 B, store 8 B)
// CHECK-NEXT: intensity       1 / 16 = 0.062 FLOP/B

// __half's operator++: 1 fp16 FLOP / (2 load + 2 store) B = 0.25 FLOP/B;
// 250 GFLOP/s = 1.25 % (1.2 %) of the 20 TFLOP/s fp16 peak.
__global__ void increment_global_f16(__half *h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  ++h[i];
}
// CHECK: increment-float.cu:[[@LINE-4]]:17: remark: kernel 'increment_global_f16': memory-bound, ceiling 250 GFLOP/s (1.2 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   4 B  (load 2 B, store 2 B)
// CHECK-NEXT: intensity       1 / 4 = 0.25 FLOP/B

// An int loop counter's ++ is integer arithmetic: no FLOPs from `++k`; the
// body's add runs 8 times: 8 fp32 FLOPs / 8 B = 1 FLOP/B; 1 TFLOP/s = 10 %.
__global__ void count_up(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = x[i];
  for (int k = 0; k < 8; ++k)
    acc += 0.5f;
  y[i] = acc;
}
// CHECK: increment-float.cu:[[@LINE-7]]:17: remark: kernel 'count_up': memory-bound, ceiling 1 TFLOP/s (10 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    8  (fp32 8)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       8 / 8 = 1 FLOP/B

// The postfix form likewise: 1 fp16 FLOP, 2 B loaded and 2 B stored.
__global__ void post_increment_global_f16(__half *h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  h[i]++;
}
// CHECK: increment-float.cu:[[@LINE-4]]:17: remark: kernel 'post_increment_global_f16': memory-bound, ceiling 250 GFLOP/s (1.2 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   4 B  (load 2 B, store 2 B)
// CHECK-NEXT: intensity       1 / 4 = 0.25 FLOP/B
