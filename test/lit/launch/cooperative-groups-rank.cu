// Cooperative groups' ranks are thread indices: a block's thread_rank() is
// the linear thread index, a 32-thread tile's is that index mod 32. One block
// of 128 threads: 32 threads pass `thread_rank() < 32`, 4 (one per tile) pass
// `w.thread_rank() == 0`: 36 stores of 4 bytes. Active (making some global
// access): the first 32 and the leaders of the other three tiles, 35.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void ranks(float *g) {
  cg::thread_block cta = cg::this_thread_block();
  if (cta.thread_rank() < 32)
    g[0] = 1.0f;
  cg::thread_block_tile<32> w = cg::tiled_partition<32>(cta);
  if (w.thread_rank() == 0)
    g[1] = 2.0f;
}

void run(float *g) { ranks<<<1, 128>>>(g); }
// CHECK: cooperative-groups-rank.cu:[[@LINE-1]]:22: remark: launch of 'ranks': grid (1, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK: threads         128, 35 active
// CHECK-NEXT: flops           0
// CHECK-NEXT: global          144 B  (load 0 B, store 144 B)
