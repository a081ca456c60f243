// Tensor-core operations count 2*M*N*K FLOPs per warp-level operation, divided
// over the 32 lanes, in a column of their own per input type; fragment loads
// and stores move the tile (A: MxK, B: KxN, accumulator: MxN) over 32 lanes.
// Per iteration of the k loop: one m16n16k16 half mma, 2*16*16*16/32 = 256
// tensor fp16 FLOPs per thread; two 16x16 __half tiles loaded, 2*256*2/32 = 32
// bytes. With K = 64: 4 iterations, 1024 FLOPs, 128 B loaded, plus the float
// accumulator stored once, 16*16*4/32 = 32 B: 1024 / 160 = 6.4 FLOP/B.
// The test GPU has no tensor peaks: the FLOPs are placed against its regular
// fp16 peak (20 TFLOP/s), which the report says.
// RUN: %roofline-lint %s --bind K=64 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

__global__ void wmma_gemm(const __half *a, const __half *b, float *c, int K) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k = 0; k < K; k += 16) {
    wmma::load_matrix_sync(fa, a + k, K);
    wmma::load_matrix_sync(fb, b + k, K);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);
}
// CHECK: wmma-mma-sync.cu:[[@LINE-12]]:17: remark: kernel 'wmma_gemm': memory-bound, ceiling 6.4 TFLOP/s (32 % of tensor fp16 peak) [roofline-kernel]
// CHECK-NEXT: flops/thread    256*ceil(K / 16) = 1024  (tensor fp16 1024)
// CHECK-NEXT: global/thread   32*ceil(K / 16) + 32 = 160 B  (load 128 B, store 32 B)
// CHECK-NEXT: intensity       8*ceil(K / 16) / (ceil(K / 16) + 1) = 1024 / 160 = 6.4 FLOP/B
// CHECK-NEXT: roofline        Test GPU (10 TFLOP/s, 1 TB/s): tensor fp16 peak 20 TFLOP/s, 1 TB/s, ridge 20 FLOP/B
// CHECK-NEXT: ceiling         6.4 TFLOP/s = 32 % of peak (memory-bound)
// CHECK-NEXT: warning         test-gpu has no tensor peak for fp16; those FLOPs are placed against its regular peak of the same
// CHECK-NEXT: {{^                  }}precision
// CHECK-NEXT: loop            {{.*}}wmma-mma-sync.cu:20:3 runs ceil(K / 16) times
