// SDK-free parsing: the built-in header set provides what kernels commonly
// use (built-in variables, vector types, __half, math, atomics, shuffles,
// cooperative groups) with no CUDA toolkit. A kernel using all of them parses
// without errors and is analyzed.
// RUN: %roofline-lint %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

__global__ void everything(const float4 *in, float *out, __half *h, int n) {
  cg::thread_block block = cg::this_thread_block();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = in[i];                              // 16 B load
  float s = v.x + v.y + v.z + v.w;               // 3 fp32 FLOPs
  s = __shfl_down_sync(0xffffffff, s, 16);
  s += expf(s);                                  // 1 FLOP, 1 special
  block.sync();
  atomicAdd(out, s);                             // 1 FLOP, 4 B load + 4 B store
  h[i] = __float2half(s);                        // 2 B store, 1 other
}
// CHECK: builtin-headers.cu:[[@LINE-11]]:17: remark: kernel 'everything'
// CHECK-NEXT: flops/thread    5  (fp32 5)
// CHECK-NEXT: global/thread   26 B  (load 20 B, store 6 B)
// CHECK-NEXT: other ops       special 1, other 1 (not FLOPs)
