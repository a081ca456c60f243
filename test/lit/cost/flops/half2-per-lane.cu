// A __half2 holds two fp16 lanes; its intrinsics and operators do one
// operation per lane, so they count per lane (counting model, FLOPs table,
// third row): __hadd2, __hsub2, __hmul2, __h2div and the __half2 + - * /
// operators are 2 fp16 FLOPs, __hfma2 is 2 lanes x 2 = 4.
// A __half2 is 4 bytes:
//   binary: 2 FLOPs / (8 + 4) B = 0.167 FLOP/B; 167 GFLOP/s = 0.83 % of the
//           20 TFLOP/s fp16 peak, ridge 20.
//   fma:    4 FLOPs / (12 + 4) B = 0.25 FLOP/B; 250 GFLOP/s = 1.25 % (1.2 %).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cuda_fp16.h>

__global__ void hadd2_lanes(const __half2 *a, const __half2 *b, __half2 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hadd2(a[i], b[i]);
}
// CHECK: half2-per-lane.cu:[[@LINE-4]]:17: remark: kernel 'hadd2_lanes': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp16 2)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       2 / 12 = 0.167 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp16 peak 20 TFLOP/s, 1 TB/s, ridge 20 FLOP/B
// CHECK-NEXT: ceiling         167 GFLOP/s = 0.83 % of peak (memory-bound)

__global__ void hsub2_lanes(const __half2 *a, const __half2 *b, __half2 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hsub2(a[i], b[i]);
}
// CHECK: half2-per-lane.cu:[[@LINE-4]]:17: remark: kernel 'hsub2_lanes': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp16 2)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       2 / 12 = 0.167 FLOP/B

__global__ void hmul2_lanes(const __half2 *a, const __half2 *b, __half2 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __hmul2(a[i], b[i]);
}
// CHECK: half2-per-lane.cu:[[@LINE-4]]:17: remark: kernel 'hmul2_lanes': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp16 2)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       2 / 12 = 0.167 FLOP/B

__global__ void h2div_lanes(const __half2 *a, const __half2 *b, __half2 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __h2div(a[i], b[i]);
}
// CHECK: half2-per-lane.cu:[[@LINE-4]]:17: remark: kernel 'h2div_lanes': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp16 2)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       2 / 12 = 0.167 FLOP/B

__global__ void hfma2_lanes(const __half2 *a, const __half2 *b,
                            const __half2 *c, __half2 *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = __hfma2(a[i], b[i], c[i]);
}
// CHECK: half2-per-lane.cu:[[@LINE-5]]:17: remark: kernel 'hfma2_lanes': memory-bound, ceiling 250 GFLOP/s (1.2 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    4  (fp16 4)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       4 / 16 = 0.25 FLOP/B

// The operators of __half2 count like the intrinsics they stand for.
__global__ void half2_plus(const __half2 *a, const __half2 *b, __half2 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}
// CHECK: half2-per-lane.cu:[[@LINE-4]]:17: remark: kernel 'half2_plus': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp16 2)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       2 / 12 = 0.167 FLOP/B

__global__ void half2_times(const __half2 *a, const __half2 *b, __half2 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] * b[i];
}
// CHECK: half2-per-lane.cu:[[@LINE-4]]:17: remark: kernel 'half2_times': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp16 2)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       2 / 12 = 0.167 FLOP/B

// y[i] += x[i]: a read-modify-write of y[i] and a load of x[i], 2 lanes.
__global__ void half2_plus_assign(const __half2 *x, __half2 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] += x[i];
}
// CHECK: half2-per-lane.cu:[[@LINE-4]]:17: remark: kernel 'half2_plus_assign': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp16 2)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       2 / 12 = 0.167 FLOP/B
