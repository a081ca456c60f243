// Pointers held in a by-value struct kernel parameter point to global memory
// (pointers derived from kernel parameters through struct members). Reading the
// pointer out of the parameter struct is free: it is a kernel parameter.
// Hand count per thread: load args.x[i] 4 B + store args.y[i] 4 B = 8 B.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

struct Args {
  const float *x;
  float *y;
  int n;
};

__global__ void copy_args(Args args) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  args.y[i] = args.x[i];
}
// CHECK: struct-param-pointers.cu:[[@LINE-4]]:17: remark: kernel 'copy_args': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
