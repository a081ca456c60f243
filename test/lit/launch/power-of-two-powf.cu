// `int p = __powf(2, i)` in a counted loop: the loop's values are all known
// (i = 1..5), so it is unrolled and p is a number in every iteration (2^i, an
// exact integer), making `ty % p == 0` an index guard. One block of 64
// threads; the guard holds for 64 / p of them:
//   p            2   4   8  16  32
//   threads     32  16   8   4   2     62 in all
//   under the guard: s[ty] += s[ty + p / 2]   1 FLOP, 8 B load, 4 B store
//   flops 62; load 8 * 62 = 496 B; store 4 * 62 = 248 B; global 744 B
// (Without it: p had no value, the branch counted as taken by every thread:
// 5 * 64 = 320 FLOPs, and a data-dependent branch reported.)
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void tree(float *s) {
  int ty = threadIdx.x;
  for (int i = 1; i < 6; ++i) {
    int p = __powf(2, i);
    if (ty % p == 0)
      s[ty] += s[ty + p / 2];
  }
}

void run(float *s) { tree<<<1, 64>>>(s); }
// CHECK: power-of-two-powf.cu:[[@LINE-1]]:22: remark: launch of 'tree': grid (1, 1, 1), block (64, 1, 1) [roofline-launch]
// CHECK: threads         64, 32 active
// CHECK-NEXT: flops           62  (fp32 62)
// CHECK-NEXT: global          744 B  (load 496 B, store 248 B)
