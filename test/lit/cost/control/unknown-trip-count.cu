// A loop whose trip count cannot be derived (its condition depends on data) is counted
// as running once; that is an assumption, reported with the loop's location and the
// id roofline-unknown-trip-count, and the kernel is marked (estimated). Its condition
// is then evaluated 1 + 1 = 2 times.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error}}:'

// Following a linked chain: condition next[k] 2 x 4 B, body next[k] 4 B = 12 B
// loaded; last[...] 4 B stored; no FLOPs.
__global__ void follow_chain(const int *next, int *last) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int k = i;
  while (next[k] >= 0)
    k = next[k];
  last[i] = k;
}
// CHECK: unknown-trip-count.cu:[[@LINE-7]]:17: remark: kernel 'follow_chain' (estimated): moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   16 B  (load 12 B, store 4 B)
// CHECK: unknown-trip-count.cu:[[@LINE-7]]:3: note: {{.*}} [roofline-unknown-trip-count]

// A data-dependent step (k += stride[k]) makes the count unknown too: body x[k]
// 4 B and increment stride[k] 4 B, once each; 4 B stored; 1 FLOP.
// 1 / 12 = 0.083 FLOP/B -> 83.3 GFLOP/s = 0.83 % of peak.
__global__ void hop_sum(int n, const int *stride, const float *x, float *y) {
  float acc = 0.0f;
  for (int k = 0; k < n; k += stride[k])
    acc += x[k];
  y[threadIdx.x] = acc;
}
// CHECK: unknown-trip-count.cu:[[@LINE-6]]:17: remark: kernel 'hop_sum' (estimated): memory-bound, ceiling 83.3 GFLOP/s (0.83 % of fp32 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    1  (fp32 1)
// CHECK-NEXT: global/thread   12 B  (load 8 B, store 4 B)
// CHECK-NOT: runs {{.*}} times
// CHECK: unknown-trip-count.cu:[[@LINE-8]]:3: note: {{.*}} [roofline-unknown-trip-count]
