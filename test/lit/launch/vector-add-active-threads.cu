// A launch with more threads than elements: 196 blocks of 256 threads is
// 50176 threads, but `if (i < n)` holds for 50000 of them. Totals sum over
// the threads for which the guard holds: 50000 fp32 adds, 50000 * 12 bytes.
// 50000 / 600000 = 0.0833 FLOP/B; on the test GPU (1 TB/s) 83.3 GFLOP/s;
// time >= 600000 B / 1e12 B/s = 600 ns.
// Sectors (counting model v2): every full warp reads 4 sectors per array; the
// last block's 80 active threads leave warp 2 with 16 active lanes, 64 bytes,
// 2 sectors per array, and warps 3-7 inactive: 50000 * 4 B = 200000 B per
// array, 600000 B in all, the same as requested. Compulsory: each array's
// 50000 active elements once, 600000 B: streaming at its compulsory traffic.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void vector_add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 50000;
  float *a, *b, *c;
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  vector_add<<<blocks, threads>>>(a, b, c, n);
}
// CHECK: vector-add-active-threads.cu:[[@LINE-13]]:17: remark: kernel 'vector_add'
// CHECK: vector-add-active-threads.cu:[[@LINE-3]]:3: remark: launch of 'vector_add': grid (196, 1, 1), block (256, 1, 1); n = 50000 [roofline-launch]
// CHECK: threads         50176, 50000 active
// CHECK-NEXT: flops           50000  (fp32 50000)
// CHECK-NEXT: global          600000 B  (load 400000 B, store 200000 B)
// CHECK-NEXT: sectors         600000 B  (load 400000 B, store 200000 B)
// CHECK-NEXT: compulsory      600000 B  (read 400000 B, write 200000 B)
// CHECK-NEXT: intensity       0.083 FLOP/B
// CHECK-NEXT: ceiling         83.3 GFLOP/s = 0.83 % of fp32 peak (memory-bound)
// CHECK-NEXT: no reuse        0.083 FLOP/B over sectors, ceiling 83.3 GFLOP/s (memory-bound)
// CHECK-NEXT: perfect reuse   0.083 FLOP/B over compulsory bytes, DRAM ceiling 83.3 GFLOP/s (memory-bound)
// CHECK-NEXT: estimate        0.083 FLOP/B, ceiling 83.3 GFLOP/s (memory-bound):
// CHECK-NEXT: {{^                  }}L2 rule: the footprint fits the L2 (33554432 B), each byte from DRAM once
// CHECK-NEXT: verdict         memory-bound at any cache behaviour: DRAM roofline with perfect reuse
// CHECK-NEXT: {{^                  }}83.3 GFLOP/s = 0.83 % of fp32 peak
// CHECK-NEXT: time            >= 600 ns
