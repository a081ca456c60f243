// A launch of more than 2^20 threads whose threads differ (a causal row per
// warp: row r of T sums its first r % T + 1 elements) is summed exactly over
// every thread: llm.c's softmax_forward_kernel5 takes 6144 x 256 threads.
// Past the enumeration's reach its threads were all counted like thread 0,
// and the kernel had no verdict.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void causal_rows(const float *x, float *y, int T) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  int pos = warp % T;
  float s = 0;
  for (int i = lane; i <= pos; i += 32)
    s += x[warp * T + i];
  if (lane == 0)
    y[warp] = s;
}

int main() {
  float *x, *y;
  causal_rows<<<6144, 256>>>(x, y, 1024);
}

// 49152 warps, 48 per position: sum over pos of (pos + 1) adds =
// 48 x 524800 = 25190400 FLOP, 4 B loaded each; one store per warp.
// CHECK:      remark: launch of 'causal_rows': grid (6144, 1, 1), block (256, 1, 1); T = 1024 [roofline-launch]
// CHECK:        threads         1572864
// CHECK-NEXT:   flops           25190400  (fp32 25190400)
// CHECK-NEXT:   global          100958208 B  (load 100761600 B, store 196608 B)
