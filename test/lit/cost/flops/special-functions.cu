// Math functions are not FLOPs: each call counts 0 FLOPs and one in the
// separate `special` column (counting model, FLOPs table, eighth row; Nsight
// Compute's roofline leaves special functions out too). Each kernel calls one
// function on a loaded float and stores the result: 0 FLOPs, special 1,
// 4 + 4 B of global traffic, intensity 0. With no FLOPs there is no majority
// precision, so the precision in the remark is not pinned.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void exp_f32(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = expf(x[i]);
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'exp_f32': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 1, other 0 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

__global__ void fast_exp_f32(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __expf(x[i]);
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'fast_exp_f32': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 1, other 0 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

__global__ void log_f32(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = logf(x[i]);
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'log_f32': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 1, other 0 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

__global__ void sqrt_f32(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = sqrtf(x[i]);
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'sqrt_f32': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 1, other 0 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

__global__ void rsqrt_f32(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = rsqrtf(x[i]);
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'rsqrt_f32': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 1, other 0 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

__global__ void tanh_f32(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = tanhf(x[i]);
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'tanh_f32': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 1, other 0 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

__global__ void pow_f32(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = powf(x[i], 2.5f);
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'pow_f32': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 1, other 0 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

__global__ void sin_f32(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = sinf(x[i]);
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'sin_f32': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 1, other 0 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

__global__ void erf_f32(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = erff(x[i]);
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'erf_f32': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 1, other 0 (not FLOPs)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B

// fp64 math functions likewise: 0 FLOPs, special 1; 8 + 8 B.
__global__ void exp_f64(const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = exp(x[i]);
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'exp_f64': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   16 B  (load 8 B, store 8 B)
// CHECK-NEXT: other ops       special 1, other 0 (not FLOPs)
// CHECK-NEXT: intensity       0 / 16 = 0 FLOP/B

// Beside arithmetic a math function leaves the FLOP count alone: the sigmoid
// 1 / (1 + expf(-x)) is 2 fp32 FLOPs (the + and the /), 1 special (expf) and
// 1 other (the unary minus); 2 / 8 = 0.25 FLOP/B, 250 GFLOP/s = 2.5 %.
__global__ void sigmoid(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 1.0f / (1.0f + expf(-x[i]));
}
// CHECK: special-functions.cu:[[@LINE-4]]:17: remark: kernel 'sigmoid': memory-bound, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    2  (fp32 2)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: other ops       special 1, other 1 (not FLOPs)
// CHECK-NEXT: intensity       2 / 8 = 0.25 FLOP/B
