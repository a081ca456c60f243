// A guard on a grid-stride loop's own index (`if (i + B < n)`, a neighbour
// read) is counted exactly for every thread, not by counting every thread
// like thread 0. n = 2^24 = 16777216 elements, B = 64, 256 blocks of 256
// threads (65536 threads, 256 iterations each: 2^24 iterations in all).
//   every iteration: s += a[i]                 1 FLOP, 4 B load
//   i + 64 < n, i.e. i < 16777152:             16777152 iterations
//              s += a[i + B]                   1 FLOP, 4 B load
//   flops  16777216 + 16777152 = 33554368
//   load   4 * 33554368        = 134217472 B
//   store  out[t], 4 B per thread: 4 * 65536 = 262144 B
//   global 134217472 + 262144  = 134479616 B
// (Each thread's sum over its iterations is an interval of the guard's index,
// counted in closed form: iterating them, 2^24 > the evaluation budget, fell
// back to 33554432 FLOPs and an estimate.)
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void pair_sum(const float *a, float *out, int n, int B) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = blockDim.x * gridDim.x;
  float s = 0.0f;
  for (int i = t; i < n; i += stride) {
    s += a[i];
    if (i + B < n)
      s += a[i + B];
  }
  out[t] = s;
}

void run(const float *a, float *out) { pair_sum<<<256, 256>>>(a, out, 1 << 24, 64); }
// CHECK: grid-stride-guard-on-index.cu:[[@LINE-1]]:40: remark: launch of 'pair_sum': grid (256, 1, 1), block (256, 1, 1); n = 16777216, B = 64 [roofline-launch]
// CHECK: threads         65536
// CHECK-NEXT: flops           33554368  (fp32 33554368)
// CHECK-NEXT: global          134479616 B  (load 134217472 B, store 262144 B)
