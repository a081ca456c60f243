// `#pragma unroll` changes nothing: unrolling does not change what a thread executes.
// Body `acc += x[k]`: 1 fp32 FLOP and a 4-byte load, then one 4-byte store.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind n=100 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// Full unroll of a constant loop: still 8 iterations; 8 / 36 B = 0.222 FLOP/B.
__global__ void unrolled_const(const float *x, float *y) {
  float acc = 0.0f;
#pragma unroll
  for (int k = 0; k < 8; k++)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: pragma-unroll.cu:[[@LINE-7]]:17: remark: kernel 'unrolled_const': memory-bound, ceiling 222 GFLOP/s (2.2 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    8  (fp32 8)
// CHECK-NEXT: global/thread   36 B  (load 32 B, store 4 B)
// CHECK-NEXT: intensity       8 / 36 = 0.222 FLOP/B
// CHECK: loop            {{.*}}pragma-unroll.cu:[[@LINE-8]]:3 runs 8 times

// Partial unroll by 4 of a symbolic loop: still n iterations (not n / 4, not 4n).
// With --bind n=100: 100 FLOPs, 404 B.
__global__ void unrolled_by4(int n, const float *x, float *y) {
  float acc = 0.0f;
#pragma unroll 4
  for (int k = 0; k < n; k++)
    acc += x[k];
  y[threadIdx.x] = acc;
}
// SYM: pragma-unroll.cu:[[@LINE-7]]:17: remark: kernel 'unrolled_by4': memory-bound as n grows, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    n  (fp32 n)
// SYM: loop            {{.*}}pragma-unroll.cu:[[@LINE-6]]:3 runs n times
// BOUND: pragma-unroll.cu:[[@LINE-10]]:17: remark: kernel 'unrolled_by4': memory-bound, ceiling 248 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}100  (fp32 100)
// BOUND-NEXT: global/thread   {{.*}}404 B  (load 400 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}100 / 404 = 0.248 FLOP/B
// BOUND: loop            {{.*}}pragma-unroll.cu:[[@LINE-11]]:3 runs n times
