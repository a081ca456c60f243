// `int p = 1 << i` in a counted loop: as with `__powf(2, i)`, the loop's
// values are all known (i = 0..4), it is unrolled, and `ty % p == 0` is an
// index guard with p = 1, 2, 4, 8, 16. One block of 32 threads; the guard
// holds for 32 / p of them:
//   p            1   2   4   8  16
//   threads     32  16   8   4   2     62 in all
//   under the guard: d[ty] = d[ty] * 0.5f     1 FLOP, 4 B load, 4 B store
//   flops 62; load 4 * 62 = 248 B; store 248 B; global 496 B
// (Without it: p had no value, every thread counted in every iteration:
// 5 * 32 = 160 FLOPs, and a data-dependent branch reported.)
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void halve(float *d) {
  int ty = threadIdx.x;
  for (int i = 0; i <= 4; ++i) {
    int p = 1 << i;
    if (ty % p == 0)
      d[ty] = d[ty] * 0.5f;
  }
}

void run(float *d) { halve<<<1, 32>>>(d); }
// CHECK: power-of-two-shift.cu:[[@LINE-1]]:22: remark: launch of 'halve': grid (1, 1, 1), block (32, 1, 1) [roofline-launch]
// CHECK: threads         32
// CHECK-NEXT: flops           62  (fp32 62)
// CHECK-NEXT: global          496 B  (load 248 B, store 248 B)
