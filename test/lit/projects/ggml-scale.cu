// An element-wise kernel as ggml's CUDA backend writes it: a 64-bit
// grid-stride loop, the grid capped at the largest x dimension. Exact.
// RUN: %roofline-lint %s | FileCheck %s

#include <cstdint>

#define CUDA_SCALE_BLOCK_SIZE 256
#define MAX_GRIDDIM_X 0x7FFFFFFF

static __global__ void scale_f32(const float *x, float *dst, const float scale, const float bias, const int64_t nelements) {
  const int64_t tid = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
  const int64_t stride = (int64_t)blockDim.x * gridDim.x;
  for (int64_t i = tid; i < nelements; i += stride)
    dst[i] = scale * x[i] + bias;
}

static void scale_f32_cuda(const float *x, float *dst, const float scale, const float bias, const int64_t nelements) {
  const int64_t num_blocks = (nelements + CUDA_SCALE_BLOCK_SIZE - 1) / CUDA_SCALE_BLOCK_SIZE;
  scale_f32<<<(int)(num_blocks < MAX_GRIDDIM_X ? num_blocks : MAX_GRIDDIM_X), CUDA_SCALE_BLOCK_SIZE>>>(x, dst, scale, bias, nelements);
}

int main() {
  float *x, *dst;
  scale_f32_cuda(x, dst, 2.0f, 1.0f, 1 << 20);
}

// 2^20 elements, one per thread (4096 blocks of 256): a multiply and an add,
// 4 B read and 4 B written each.
// CHECK:      remark: launch of 'scale_f32': grid (4096, 1, 1), block (256, 1, 1); nelements = 1048576 [roofline-launch]
// CHECK:        threads         1048576
// CHECK-NEXT:   flops           2097152  (fp32 2097152)
// CHECK-NEXT:   global          8388608 B  (load 4194304 B, store 4194304 B)
// CHECK-NEXT:   sectors         8388608 B  (load 4194304 B, store 4194304 B)
// CHECK-NEXT:   compulsory      8388608 B  (read 4194304 B, write 4194304 B)
