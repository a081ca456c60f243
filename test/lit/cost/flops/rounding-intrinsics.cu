// An intrinsic that is one arithmetic operation with a rounding mode or a fast
// path counts as that operation: 1 FLOP (counting model, FLOPs table, fifth
// row), in the precision of its operands: __fadd_rn, __fmul_rz, __fdiv_rn and
// __fdividef are fp32; __dmul_rn is fp64.
//   fp32: 1 FLOP / (8 + 4) B = 0.083 FLOP/B, 83.3 GFLOP/s = 0.83 % of fp32.
//   fp64: 1 FLOP / (16 + 8) B = 0.042 FLOP/B, 41.7 GFLOP/s = 0.83 % of fp64.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void add_round_nearest(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __fadd_rn(a[i], b[i]);
}
// CHECK: rounding-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'add_round_nearest': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

__global__ void sub_round_up(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __fsub_ru(a[i], b[i]);
}
// CHECK: rounding-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'sub_round_up': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

__global__ void mul_round_zero(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __fmul_rz(a[i], b[i]);
}
// CHECK: rounding-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'mul_round_zero': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

__global__ void div_round_nearest(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __fdiv_rn(a[i], b[i]);
}
// CHECK: rounding-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'div_round_nearest': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

// The fast-path division is still one division.
__global__ void fast_divide(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __fdividef(a[i], b[i]);
}
// CHECK: rounding-intrinsics.cu:[[@LINE-4]]:17: remark: kernel 'fast_divide': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

__global__ void mul_round_nearest_f64(const double *a, const double *b,
                                      double *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __dmul_rn(a[i], b[i]);
}
// CHECK: rounding-intrinsics.cu:[[@LINE-5]]:17: remark: kernel 'mul_round_nearest_f64': memory-bound, ceiling 41.7 GFLOP/s (0.83 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   24 B  (load 16 B, store 8 B)
// CHECK-NEXT: intensity       1 / 24 = 0.042 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp64 peak 5 TFLOP/s, 1 TB/s, ridge 5 FLOP/B
// CHECK-NEXT: ceiling         41.7 GFLOP/s = 0.83 % of peak (memory-bound)

__global__ void add_round_down_f64(const double *a, const double *b,
                                   double *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = __dadd_rd(a[i], b[i]);
}
// CHECK: rounding-intrinsics.cu:[[@LINE-5]]:17: remark: kernel 'add_round_down_f64': memory-bound, ceiling 41.7 GFLOP/s (0.83 % of fp64 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp64 1)
// CHECK-NEXT: global/thread   24 B  (load 16 B, store 8 B)
// CHECK-NEXT: intensity       1 / 24 = 0.042 FLOP/B
