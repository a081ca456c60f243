// The L2 rule counts whole 32-byte sectors: y[i] = 2 * x[8 * i] uses 4 bytes
// of each sector of x it touches, and DRAM moves all 32.
//
// Small launch, n = 65536 (256 blocks of 256): the compulsory bytes stay
// distinct bytes, 4n + 4n = 524288 B (the sound figure), but the footprint
// in sectors is 32n + 4n = 2359296 B, which fits the test GPU's L2
// (33554432 B): the estimate is 2359296 B, n FLOPs / 2359296 B = 0.0278
// FLOP/B, 27.8 GFLOP/s at 1 TB/s.
//
// Large launch, n = 2^24: 36n = 603979776 B does not fit. A wave is
// 100 SMs x 6 resident blocks of 256 (sm_89: 1536 threads per SM) = 600
// blocks, 153600 elements: 1228800 B, 5529600 B in sectors; 110 waves read
// 608256000 B, kept at most the sector bytes without reuse, 36n = 603979776
// B. On an H200 ncu counted 601379072 B for this launch
// (validation/README.md#h200).
// RUN: %roofline-lint %s | FileCheck %s

__global__ void gather8(int n, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = 2.0f * x[8 * i];
}

int main() {
  gather8<<<256, 256>>>(65536, nullptr, nullptr);
  gather8<<<65536, 256>>>(1 << 24, nullptr, nullptr);
}
// CHECK: :25:3: remark: launch of 'gather8'{{.*}}
// CHECK: compulsory      524288 B  (read 262144 B, write 262144 B)
// CHECK: estimate        0.028 FLOP/B, ceiling 27.8 GFLOP/s (memory-bound):
// CHECK-NEXT: {{^                  }}L2 rule: the footprint fits the L2 (33554432 B), each of its sectors from DRAM once
// CHECK-NEXT: {{^                  }}(2359296 B in whole 32-byte sectors)
// CHECK: :26:3: remark: launch of 'gather8'{{.*}}
// CHECK: compulsory      134217728 B
// CHECK: estimate        0.028 FLOP/B, ceiling 27.8 GFLOP/s (memory-bound):
// CHECK-NEXT: {{^                  }}L2 rule: 110 waves of 600 blocks (100 SMs x 6 resident) each read their footprint (1228800 B,
// CHECK-NEXT: {{^                  }}5529600 B in whole 32-byte sectors) once: a wave's working set per loop iteration (1228800 B) fits
