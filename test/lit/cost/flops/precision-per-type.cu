// FLOPs are counted per precision, by the type the operation is performed in
// (counting model, "FLOPs (counted per precision: fp16, bf16, fp32, fp64)"),
// and a kernel is placed against the peak of its precision (Roofline
// placement). The same one-add kernel in each type, loading two elements and
// storing one:
//   fp16 __half:         1 / (4 + 2) B  = 0.167; 167 GFLOP/s of 20 TFLOP/s
//                        = 0.83 %, ridge 20
//   bf16 __nv_bfloat16:  1 / (4 + 2) B  = 0.167; 167 GFLOP/s of 20 TFLOP/s
//                        = 0.83 %, ridge 20
//   fp32 float:          1 / (8 + 4) B  = 0.083; 83.3 GFLOP/s of 10 TFLOP/s
//                        = 0.83 %, ridge 10
//   fp64 double:         1 / (16 + 8) B = 0.042; 41.7 GFLOP/s of 5 TFLOP/s
//                        = 0.83 %, ridge 5
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void add_fp16(const __half *a, const __half *b, __half *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}
// CHECK: precision-per-type.cu:[[@LINE-4]]:17: remark: kernel 'add_fp16': memory-bound, ceiling 167 GFLOP/s (0.83 % of fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp16 peak 20 TFLOP/s, 1 TB/s, ridge 20 FLOP/B
// CHECK-NEXT: ceiling         167 GFLOP/s = 0.83 % of peak (memory-bound)

__global__ void add_bf16(const __nv_bfloat16 *a, const __nv_bfloat16 *b,
                         __nv_bfloat16 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}
// CHECK: precision-per-type.cu:[[@LINE-5]]:17: remark: kernel 'add_bf16': memory-bound, ceiling 167 GFLOP/s (0.83 % of bf16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (bf16 1)
// CHECK-NEXT: global/thread   6 B  (load 4 B, store 2 B)
// CHECK-NEXT: intensity       1 / 6 = 0.167 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): bf16 peak 20 TFLOP/s, 1 TB/s, ridge 20 FLOP/B
// CHECK-NEXT: ceiling         167 GFLOP/s = 0.83 % of peak (memory-bound)

__global__ void add_fp32(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}
// CHECK: precision-per-type.cu:[[@LINE-4]]:17: remark: kernel 'add_fp32': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp32 peak 10 TFLOP/s, 1 TB/s, ridge 10 FLOP/B
// CHECK-NEXT: ceiling         83.3 GFLOP/s = 0.83 % of peak (memory-bound)

__global__ void add_fp64(const double *a, const double *b, double *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}
// CHECK: precision-per-type.cu:[[@LINE-4]]:17: remark: kernel 'add_fp64': memory-bound, ceiling 41.7 GFLOP/s (0.83 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   24 B  (load 16 B, store 8 B)
// CHECK-NEXT: intensity       1 / 24 = 0.042 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp64 peak 5 TFLOP/s, 1 TB/s, ridge 5 FLOP/B
// CHECK-NEXT: ceiling         41.7 GFLOP/s = 0.83 % of peak (memory-bound)
