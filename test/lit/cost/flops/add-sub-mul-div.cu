// Each binary + - * / on float values is one fp32 FLOP (counting model, FLOPs
// table, first row). Each kernel loads two floats and stores one:
//   1 FLOP / (8 + 4) B = 0.083 FLOP/B; ceiling 1 TB/s x 0.083 = 83.3 GFLOP/s,
//   0.83 % of the 10 TFLOP/s fp32 peak.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void add_f32(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}
// CHECK: add-sub-mul-div.cu:[[@LINE-4]]:17: remark: kernel 'add_f32': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp32 peak 10 TFLOP/s, 1 TB/s, ridge 10 FLOP/B
// CHECK-NEXT: ceiling         83.3 GFLOP/s = 0.83 % of peak (memory-bound)

__global__ void sub_f32(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] - b[i];
}
// CHECK: add-sub-mul-div.cu:[[@LINE-4]]:17: remark: kernel 'sub_f32': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

__global__ void mul_f32(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] * b[i];
}
// CHECK: add-sub-mul-div.cu:[[@LINE-4]]:17: remark: kernel 'mul_f32': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

__global__ void div_f32(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] / b[i];
}
// CHECK: add-sub-mul-div.cu:[[@LINE-4]]:17: remark: kernel 'div_f32': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

// Four operators in one expression are four FLOPs (the literals cost nothing):
// 4 / (12 + 4) B = 0.25 FLOP/B, ceiling 250 GFLOP/s = 2.5 % of peak.
__global__ void four_ops(const float *a, const float *b, const float *c,
                         float *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = (a[i] - b[i]) / (c[i] + 1.0f) * 0.5f;
}
// CHECK: add-sub-mul-div.cu:[[@LINE-5]]:17: remark: kernel 'four_ops': memory-bound, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    4  (fp32 4)
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       4 / 16 = 0.25 FLOP/B
