// A kernel with FLOPs in more than one precision is placed against an
// effective "mixed" peak (counting model, Roofline placement: mixed kernels
// take time_compute = sum(flops_p / peak_p)): the peak at which its FLOP mix
// runs, total FLOPs / time_compute, not the peak of its majority precision.
//
// Both kernels below do 6 fp32 FLOPs for every 2 fp64 FLOPs. Per 8 FLOPs:
//   time_compute = 6 / 10 TFLOP/s + 2 / 5 TFLOP/s = 0.6 ps + 0.4 ps = 1 ps
//   mixed peak   = 8 FLOP / 1 ps = 8 TFLOP/s (not fp32's 10), ridge 8 FLOP/B.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// Memory-bound: 8 FLOPs / (4 + 8) B = 0.667 FLOP/B < 8; ceiling
// 1 TB/s x 0.667 = 667 GFLOP/s = 8.3 % of the 8 TFLOP/s mixed peak.
// Widening p to double is one `other`.
__global__ void mixed_polynomial(const float *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  float p = v * v + v;
  p = p * v + v;
  p = p * v + v;
  double d = p;
  y[i] = d * d + d;
}
// CHECK: mixed-precision.cu:[[@LINE-9]]:17: remark: kernel 'mixed_polynomial': memory-bound, ceiling 667 GFLOP/s (8.3 % of mixed peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    8  (fp32 6, fp64 2)
// CHECK-NEXT: global/thread   12 B  (load 4 B, store 8 B)
// CHECK-NEXT: other ops       special 0, other 1 (not FLOPs)
// CHECK-NEXT: intensity       8 / 12 = 0.667 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): mixed peak 8 TFLOP/s, 1 TB/s, ridge 8 FLOP/B
// CHECK-NEXT: ceiling         667 GFLOP/s = 8.3 % of peak (memory-bound)

// Compute-bound: 100 iterations of 6 fp32 and 2 fp64 FLOPs (and one widening
// of v, `other`) give 600 + 200 = 800 FLOPs / 12 B = 66.7 FLOP/B >= 8, so the
// ceiling is the mixed peak itself: 8 TFLOP/s = 100 % of it. Against the fp32
// peak it would wrongly be 10 TFLOP/s.
__global__ void mixed_iteration(const float *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  double d = 0.0;
  for (int k = 0; k < 100; ++k) {
    v = v * v + v;
    v = v * v + v;
    v = v * v + v;
    d = d * d + v;
  }
  y[i] = d;
}
// CHECK: mixed-precision.cu:[[@LINE-12]]:17: remark: kernel 'mixed_iteration': compute-bound, ceiling 8 TFLOP/s (100 % of mixed peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    800  (fp32 600, fp64 200)
// CHECK-NEXT: global/thread   12 B  (load 4 B, store 8 B)
// CHECK-NEXT: other ops       special 0, other 100 (not FLOPs)
// CHECK-NEXT: intensity       800 / 12 = 66.7 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): mixed peak 8 TFLOP/s, 1 TB/s, ridge 8 FLOP/B
// CHECK-NEXT: ceiling         8 TFLOP/s = 100 % of peak (compute-bound)
// CHECK-NEXT: loop            {{.*}}mixed-precision.cu:[[@LINE-15]]:3 runs 100 times
