// Each += -= *= /= on a float is one fp32 FLOP (counting model, FLOPs table,
// first row). On a global element it is also a read-modify-write: one load and
// one store of y[i], plus the load of x[i]:
//   1 FLOP / (8 + 4) B = 0.083 FLOP/B; 83.3 GFLOP/s = 0.83 % of fp32 peak.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void add_assign(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] += x[i];
}
// CHECK: compound-assign.cu:[[@LINE-4]]:17: remark: kernel 'add_assign': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): fp32 peak 10 TFLOP/s, 1 TB/s, ridge 10 FLOP/B
// CHECK-NEXT: ceiling         83.3 GFLOP/s = 0.83 % of peak (memory-bound)

__global__ void sub_assign(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] -= x[i];
}
// CHECK: compound-assign.cu:[[@LINE-4]]:17: remark: kernel 'sub_assign': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

__global__ void mul_assign(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] *= x[i];
}
// CHECK: compound-assign.cu:[[@LINE-4]]:17: remark: kernel 'mul_assign': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

__global__ void div_assign(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] /= x[i];
}
// CHECK: compound-assign.cu:[[@LINE-4]]:17: remark: kernel 'div_assign': memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       1 / 12 = 0.083 FLOP/B

// On a local accumulator the FLOPs are the same and the bytes are only the
// two loads and the final store: 3 FLOPs / (8 + 4) B = 0.25 FLOP/B.
__global__ void accumulate_local(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = a[i];
  acc += b[i];
  acc *= acc;
  acc -= 1.0f;
  c[i] = acc;
}
// CHECK: compound-assign.cu:[[@LINE-8]]:17: remark: kernel 'accumulate_local': memory-bound, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    3  (fp32 3)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NEXT: intensity       3 / 12 = 0.25 FLOP/B
