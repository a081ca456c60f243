// Nested loops multiply: the body of the inner loop runs outer x inner times. Each
// loop is listed with its own trip count. Body `acc += A[r * cols + c]`: 1 fp32 FLOP
// and a 4-byte load, then one 4-byte store after the nest.
// RUN: %roofline-lint %s | FileCheck %s --check-prefixes=CHECK,SYM --implicit-check-not='{{warning|error|note}}:'
// RUN: %roofline-lint %s --bind rows=10 --bind cols=20 | FileCheck %s --check-prefixes=CHECK,BOUND --implicit-check-not='{{warning|error|note}}:'

// rows*cols iterations; with --bind rows=10 --bind cols=20: 200 FLOPs,
// 800 + 4 = 804 B, 0.249 FLOP/B.
__global__ void sum_matrix(int rows, int cols, const float *A, float *y) {
  float acc = 0.0f;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      acc += A[r * cols + c];
  y[threadIdx.x] = acc;
}
// SYM: nested-loops.cu:[[@LINE-7]]:17: remark: kernel 'sum_matrix': memory-bound as cols, rows grow, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// SYM-NEXT: flops/thread    cols*rows  (fp32 cols*rows)
// SYM-NEXT: global/thread   4*cols*rows + 4 B  (load 4*cols*rows B, store 4 B)
// SYM: loop            {{.*}}nested-loops.cu:[[@LINE-8]]:3 runs rows times
// SYM-NEXT: loop            {{.*}}nested-loops.cu:[[@LINE-8]]:5 runs cols times
// SYM-NEXT: unbound         cols, rows (give values with --bind NAME=VALUE)
// BOUND: nested-loops.cu:[[@LINE-13]]:17: remark: kernel 'sum_matrix': memory-bound, ceiling 249 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// BOUND-NEXT: flops/thread    {{.*}}200  (fp32 200)
// BOUND-NEXT: global/thread   {{.*}}804 B  (load 800 B, store 4 B)
// BOUND-NEXT: intensity       {{.*}}200 / 804 = 0.249 FLOP/B
// BOUND: loop            {{.*}}nested-loops.cu:[[@LINE-15]]:3 runs rows times
// BOUND-NEXT: loop            {{.*}}nested-loops.cu:[[@LINE-15]]:5 runs cols times

// Constant nest of three: 2 x 3 x 4 = 24 iterations; 24 / 100 B = 0.24 FLOP/B.
__global__ void sum_cube(const float *A, float *y) {
  float acc = 0.0f;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        acc += A[(i * 3 + j) * 4 + k];
  y[threadIdx.x] = acc;
}
// CHECK: nested-loops.cu:[[@LINE-8]]:17: remark: kernel 'sum_cube': memory-bound, ceiling 240 GFLOP/s (2.4 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    24  (fp32 24)
// CHECK-NEXT: global/thread   100 B  (load 96 B, store 4 B)
// CHECK-NEXT: intensity       24 / 100 = 0.24 FLOP/B
// CHECK: loop            {{.*}}nested-loops.cu:[[@LINE-10]]:3 runs 2 times
// CHECK-NEXT: loop            {{.*}}nested-loops.cu:[[@LINE-10]]:5 runs 3 times
// CHECK-NEXT: loop            {{.*}}nested-loops.cu:[[@LINE-10]]:7 runs 4 times
