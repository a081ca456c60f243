// Host evaluation is linear in what it reads: each v_K below reads v_(K-1)
// eight times through a helper, and a value is found once per variable and
// program point (not 8^8 times, as it once was). v_K = 2 * v_(K-1), so
// v8 = 2^8 = 256.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void fill(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = 0.0f;
}

static int h(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7) { return a0; }

void run(float *x) {
  int v0 = 1;
  int v1 = h(v0 * 2, v0, v0, v0, v0, v0, v0, v0);
  int v2 = h(v1 * 2, v1, v1, v1, v1, v1, v1, v1);
  int v3 = h(v2 * 2, v2, v2, v2, v2, v2, v2, v2);
  int v4 = h(v3 * 2, v3, v3, v3, v3, v3, v3, v3);
  int v5 = h(v4 * 2, v4, v4, v4, v4, v4, v4, v4);
  int v6 = h(v5 * 2, v5, v5, v5, v5, v5, v5, v5);
  int v7 = h(v6 * 2, v6, v6, v6, v6, v6, v6, v6);
  int v8 = h(v7 * 2, v7, v7, v7, v7, v7, v7, v7);
  fill<<<1, v8>>>(x, v8);
}
// 256 threads, all active, one 4-byte store each.
// CHECK: host-chained-helpers.cu:[[@LINE-3]]:3: remark: launch of 'fill': grid (1, 1, 1), block (256, 1, 1); n = 256 [roofline-launch]
// CHECK: threads         256
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          1024 B  (load 0 B, store 1024 B)

// Evaluation has a work budget per launch (200000 steps). An argument made of
// 2^8 + 2^2 reads of n through add() evaluates to 260*n:
static int add(int a, int b) { return a + b; }
#define D1(e) add(e, e)
#define D2(e) D1(D1(e))
#define D4(e) D2(D2(e))
#define D8(e) D4(D4(e))
#define D16(e) D8(D8(e))
void run_small(float *x, int n) {
  fill<<<1, 32>>>(x, D8(n) + D2(n));
}
// CHECK: host-chained-helpers.cu:[[@LINE-2]]:3: remark: launch of 'fill' (estimated): grid (1, 1, 1), block (32, 1, 1); n = 260*n [roofline-launch]
// An argument of 2^16 + 2^2 reads (about half a million steps with the 2^16 calls
// of add) runs out of the budget: the argument is left unresolved, never
// guessed.
void run_large(float *x, int n) {
  fill<<<1, 32>>>(x, D16(n) + D2(n));
}
// CHECK: host-chained-helpers.cu:[[@LINE-2]]:3: remark: launch of 'fill' (estimated): grid (1, 1, 1), block (32, 1, 1) [roofline-launch]
// CHECK: unresolved      argument 'n' (not evaluable from the host code)
