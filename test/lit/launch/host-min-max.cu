// Host code's min and max helpers evaluate like the device side's: min, max,
// umin, umax, llmin, llmax, ullmin, ullmax (here a host library's) and
// std::min, std::max.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
#include <algorithm>

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

namespace util {
unsigned umin(unsigned a, unsigned b);
unsigned umax(unsigned a, unsigned b);
long long llmin(long long a, long long b);
long long llmax(long long a, long long b);
unsigned long long ullmin(unsigned long long a, unsigned long long b);
unsigned long long ullmax(unsigned long long a, unsigned long long b);
} // namespace util

void run(float *a) {
  int blocks = 12, threads = 100;
  scale<<<util::umin(blocks, 8u), util::umax(threads, 128u)>>>(
      a, util::llmin(blocks * threads, 1000));
  scale<<<util::ullmax(blocks, 2ull), util::ullmin(threads, 64ull)>>>(
      a, util::llmax(threads, 10));
  scale<<<std::max(blocks, 16), std::min(threads, 32)>>>(
      a, std::min(blocks * threads, 500));
}
// umin(12, 8) = 8 blocks of umax(100, 128) = 128 threads, n = llmin(1200,
// 1000) = 1000: 1024 threads, 1000 active, 1000 FLOPs, 4000 B each way.
// CHECK: host-min-max.cu:[[@LINE-9]]:3: remark: launch of 'scale': grid (8, 1, 1), block (128, 1, 1); n = 1000 [roofline-launch]
// CHECK: threads         1024, 1000 active
// CHECK-NEXT: flops           1000  (fp32 1000)
// CHECK-NEXT: global          8000 B  (load 4000 B, store 4000 B)
// ullmax(12, 2) = 12 blocks of ullmin(100, 64) = 64 threads, n =
// llmax(100, 10) = 100: 768 threads, 100 active.
// CHECK: host-min-max.cu:[[@LINE-13]]:3: remark: launch of 'scale': grid (12, 1, 1), block (64, 1, 1); n = 100 [roofline-launch]
// CHECK: threads         768, 100 active
// CHECK-NEXT: flops           100  (fp32 100)
// CHECK-NEXT: global          800 B  (load 400 B, store 400 B)
// std::max(12, 16) = 16 blocks of std::min(100, 32) = 32 threads, n =
// std::min(1200, 500) = 500: 512 threads, 500 active.
// CHECK: host-min-max.cu:[[@LINE-17]]:3: remark: launch of 'scale': grid (16, 1, 1), block (32, 1, 1); n = 500 [roofline-launch]
// CHECK: threads         512, 500 active
// CHECK-NEXT: flops           500  (fp32 500)
// CHECK-NEXT: global          4000 B  (load 2000 B, store 2000 B)
