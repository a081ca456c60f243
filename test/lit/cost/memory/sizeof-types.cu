// Each access is counted at sizeof its type: double 8 B, __half 2 B, char 1 B,
// int 4 B. Every kernel copies one element: one load and one store of that size.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

#include <cuda_fp16.h>

__global__ void copy_double(const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i];
}
// CHECK: sizeof-types.cu:[[@LINE-4]]:17: remark: kernel 'copy_double': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   16 B  (load 8 B, store 8 B)

__global__ void copy_half(const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i];
}
// CHECK: sizeof-types.cu:[[@LINE-4]]:17: remark: kernel 'copy_half': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   4 B  (load 2 B, store 2 B)

__global__ void copy_char(const char *x, char *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i];
}
// CHECK: sizeof-types.cu:[[@LINE-4]]:17: remark: kernel 'copy_char': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   2 B  (load 1 B, store 1 B)

__global__ void copy_int(const int *x, int *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i];
}
// CHECK: sizeof-types.cu:[[@LINE-4]]:17: remark: kernel 'copy_int': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
