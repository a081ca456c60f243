// A local set with `?:` on a block index keeps its value as a select by the
// condition's indicator: `lo = (bx < 0) ? -bx : 0` with bx = blockIdx.x - 2
// (a halo that starts before the array), then `for (k = lo; k < 4; ++k)`.
// 4 blocks of 32 threads:
//   blockIdx.x   0   1   2   3
//   bx          -2  -1   0   1
//   lo           2   1   0   0
//   iterations   2   3   4   4     13 per thread column, 32 threads: 416
//   every iteration: s += a[bx + k]     1 FLOP, 4 B load
//   flops  416; load 4 * 416 = 1664 B
//   store  out[...], 4 B per thread: 4 * 128 = 512 B; global 2176 B
// (Without the select, lo had no value and the loop was counted once.)
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void halo(const float *a, float *out) {
  int bx = (int)blockIdx.x - 2;
  int lo = (bx < 0) ? -bx : 0;
  float s = 0.0f;
  for (int k = lo; k < 4; ++k)
    s += a[bx + k];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

void run(const float *a, float *out) { halo<<<4, 32>>>(a, out); }
// CHECK: ternary-on-block-index.cu:[[@LINE-1]]:40: remark: launch of 'halo': grid (4, 1, 1), block (32, 1, 1) [roofline-launch]
// CHECK-NEXT: threads         128
// CHECK-NEXT: flops           416  (fp32 416)
// CHECK-NEXT: global          2176 B  (load 1664 B, store 512 B)
