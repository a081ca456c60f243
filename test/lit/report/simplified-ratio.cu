// A ratio prints with the factors common to all of its terms cancelled: a
// matrix-vector product does 2*N*M FLOPs over 8*N*M + 4*M bytes per thread,
// and its intensity is 2*N / (8*N + 4), M cancelled. The counts above it and
// every number stay as they are.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint --format=json %s | FileCheck %s --check-prefix=JSON

__global__ void rows(const float *A, const float *x, float *y, int N, int M) {
  for (int r = 0; r < M; ++r) {
    float s = 0;
    for (int k = 0; k < N; ++k)
      s += A[r * N + k] * x[k];
    y[r] = s;
  }
}
// CHECK:      remark: kernel 'rows': memory-bound as M, N grow, ceiling 250 GFLOP/s (2.5 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT:   flops/thread    2*M*N  (fp32 2*M*N)
// CHECK-NEXT:   global/thread   8*M*N + 4*M B  (load 8*M*N B, store 4*M B)
// CHECK-NEXT:   intensity       2*N / (8*N + 4) FLOP/B -> 0.25 as M, N grow

// JSON: "intensity_expr": "2*N / (8*N + 4)",
