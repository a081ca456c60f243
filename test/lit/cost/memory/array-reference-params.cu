// Kernel parameters of array type (`const float x[]`), pointer-to-array type
// (`float (*m)[16]`) and reference type reach global memory like pointers.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// Hand count: load x[i] 4 B + store y[i] 4 B = 8 B.
__global__ void copy_arrays(const float x[], float y[]) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i];
}
// CHECK: array-reference-params.cu:[[@LINE-4]]:17: remark: kernel 'copy_arrays': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// Hand count: load m[i][0] 4 B + store m[i][1] 4 B = 8 B.
__global__ void rows_of_16(float (*m)[16]) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  m[i][1] = m[i][0];
}
// CHECK: array-reference-params.cu:[[@LINE-4]]:17: remark: kernel 'rows_of_16': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

// Through a reference parameter: load x[i] 4 B + store `out` 4 B = 8 B.
__global__ void store_ref(const float *x, float &out) {
  out = x[threadIdx.x];
}
// CHECK: array-reference-params.cu:[[@LINE-3]]:17: remark: kernel 'store_ref': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
