// Global bytes are counted at sizeof the accessed type: reading x[i] is a 4-byte
// float load and writing y[i] a 4-byte float store.
// Hand count per thread: load 4 B + store 4 B = 8 B; no FLOPs, so the intensity is
// 0 / 8 = 0 and, with no FLOPs, no FLOP/s ceiling.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void copy(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[i];
}
// CHECK: float-load-store.cu:[[@LINE-4]]:17: remark: kernel 'copy': moves data only, {{.+}} B of global traffic per thread [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B
