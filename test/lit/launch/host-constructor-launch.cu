// Launches in constructors, destructors and conversion functions are launches
// too.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void fill(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = 0.0f;
}

struct Buffer {
  float *a;
  Buffer(float *a) : a(a) {
    fill<<<4, 128>>>(a, 500);
  }
  ~Buffer() {
    fill<<<2, 256>>>(a, 512);
  }
  operator bool() const {
    fill<<<1, 64>>>(a, 64);
    return true;
  }
};
// Constructor: 4 * 128 = 512 threads, 500 active, one 4-byte store each.
// CHECK: host-constructor-launch.cu:14:5: remark: launch of 'fill': grid (4, 1, 1), block (128, 1, 1); n = 500 [roofline-launch]
// CHECK: threads         512, 500 active
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          2000 B  (load 0 B, store 2000 B)
// Destructor: 2 * 256 = 512 threads, all active.
// CHECK: host-constructor-launch.cu:17:5: remark: launch of 'fill': grid (2, 1, 1), block (256, 1, 1); n = 512 [roofline-launch]
// CHECK: threads         512
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          2048 B  (load 0 B, store 2048 B)
// Conversion to bool: 64 threads, all active.
// CHECK: host-constructor-launch.cu:20:5: remark: launch of 'fill': grid (1, 1, 1), block (64, 1, 1); n = 64 [roofline-launch]
// CHECK: threads         64
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          256 B  (load 0 B, store 256 B)
