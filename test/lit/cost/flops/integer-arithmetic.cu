// Integer arithmetic is not FLOPs (counting model, FLOPs table, last row): no
// FLOPs and nothing in the `other` column, whatever the integer type. Only the
// global traffic counts, so each kernel has intensity 0 and a ceiling of 0
// (its precision is not pinned: with no FLOPs there is no majority precision).
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

// * + / - % on int: loads of a[i] and b[i], each twice (16 B), one store (4 B).
__global__ void int_arithmetic(const int *a, const int *b, int *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] * b[i] + a[i] / 3 - b[i] % 7;
}
// CHECK: integer-arithmetic.cu:[[@LINE-4]]:17: remark: kernel 'int_arithmetic': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   20 B  (load 16 B, store 4 B)
// CHECK-NEXT: intensity       0 / 20 = 0 FLOP/B

// Shifts, masks and compound assignment on unsigned: y[i] is read and written.
__global__ void unsigned_bits(const unsigned *x, unsigned *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] ^= (x[i] << 3) | (x[i] >> 29);
}
// CHECK: integer-arithmetic.cu:[[@LINE-4]]:17: remark: kernel 'unsigned_bits': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK-NEXT: intensity       0 / 16 = 0 FLOP/B

// 64-bit: acc[i] += n[i] * 3 reads n[i] (4 B) and acc[i] (8 B), writes acc[i].
__global__ void int64_accumulate(const int *n, long long *acc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  acc[i] += n[i] * 3;
}
// CHECK: integer-arithmetic.cu:[[@LINE-4]]:17: remark: kernel 'int64_accumulate': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   20 B  (load 12 B, store 8 B)
// CHECK-NEXT: intensity       0 / 20 = 0 FLOP/B

// Index arithmetic next to float data costs nothing either: a gather copy.
__global__ void strided_gather(const float *x, float *y, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = x[(i * stride + 1) % 1024];
}
// CHECK: integer-arithmetic.cu:[[@LINE-4]]:17: remark: kernel 'strided_gather': moves data only, {{.*}} [roofline-kernel]
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK-NEXT: intensity       0 / 8 = 0 FLOP/B
