// A cast of a global pointer is still a global pointer, and the access is counted
// at the size of the type after the cast.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// From void *: static_cast to const double *, load 8 B; store 8 B.
__global__ void from_void(const void *raw, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = static_cast<const double *>(raw)[i];
}
// CHECK: pointer-cast.cu:[[@LINE-4]]:17: remark: kernel 'from_void': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   16 B  (load 8 B, store 8 B)

// A C-style cast to bytes: load 1 B; store 1 B.
__global__ void first_byte(const float *x, unsigned char *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = ((const unsigned char *)(x + i))[0];
}
// CHECK: pointer-cast.cu:[[@LINE-4]]:17: remark: kernel 'first_byte': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   2 B  (load 1 B, store 1 B)
