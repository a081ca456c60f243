// A bool flag set under an index guard and tested later keeps the guard's
// value: `active = false; if (tid < n) active = true; ... if (active)` is the
// guard [tid < n], not a branch on data. n = 500, 4 blocks of 128 threads
// (512 threads, 500 with tid < n):
//   under `if (active)`: out[tid] = 2.0f * a[tid]   1 FLOP, 4 B load, 4 B store
//   flops 500; load 4 * 500 = 2000 B; store 2000 B; global 4000 B
// (Without it: the flag had no value, the branch was counted as taken by all
// 512 threads, 512 FLOPs and 4096 B, and a data-dependent branch reported.)
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void flagged(const float *a, float *out, int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  bool active = false;
  if (tid < n)
    active = true;
  if (active)
    out[tid] = 2.0f * a[tid];
}

void run(const float *a, float *out) { flagged<<<4, 128>>>(a, out, 500); }
// CHECK: flag-set-under-guard.cu:[[@LINE-1]]:40: remark: launch of 'flagged': grid (4, 1, 1), block (128, 1, 1); n = 500 [roofline-launch]
// CHECK: threads         512, 500 active
// CHECK-NEXT: flops           500  (fp32 500)
// CHECK-NEXT: global          4000 B  (load 2000 B, store 2000 B)
