// A row norm as ggml's CUDA backend writes it: one warp per row, a
// block-stride loop over the columns, a shuffle reduction, rsqrtf, and a
// second pass that scales. Every thread of the launch does the same work,
// so the launch totals are exact.
// RUN: %roofline-lint %s | FileCheck %s

#define WARP_SIZE 32

static __device__ __forceinline__ float warp_reduce_sum(float x) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1)
    x += __shfl_xor_sync(0xffffffff, x, offset, 32);
  return x;
}

template <int block_size>
static __global__ void rms_norm_f32(const float *x, float *dst, const int ncols, const float eps) {
  const int row = blockIdx.x;
  const int tid = threadIdx.x;
  float tmp = 0.0f;
  for (int col = tid; col < ncols; col += block_size) {
    const float xi = x[row * ncols + col];
    tmp += xi * xi;
  }
  tmp = warp_reduce_sum(tmp);
  const float mean = tmp / ncols;
  const float scale = rsqrtf(mean + eps);
  for (int col = tid; col < ncols; col += block_size)
    dst[row * ncols + col] = scale * x[row * ncols + col];
}

static void rms_norm_f32_cuda(const float *x, float *dst, const int ncols, const int nrows, const float eps) {
  const dim3 block_dims(WARP_SIZE, 1, 1);
  rms_norm_f32<WARP_SIZE><<<nrows, block_dims>>>(x, dst, ncols, eps);
}

int main() {
  float *x, *dst;
  rms_norm_f32_cuda(x, dst, 4096, 512, 1e-6f);
}

// Per thread, 4096 / 32 = 128 columns: 2 FLOP each in the first pass, 1 in
// the second; 5 shuffle adds, the division by ncols and the add of eps:
// 391 FLOP (rsqrtf is a special function, not a FLOP). Loads 2 x 128 x 4 B,
// stores 128 x 4 B. 512 x 32 threads.
// CHECK:      remark: launch of 'rms_norm_f32<32>': grid (512, 1, 1), block (32, 1, 1); ncols = 4096 [roofline-launch]
// CHECK:        threads         16384
// CHECK-NEXT:   flops           6406144  (fp32 6406144)
// CHECK-NEXT:   global          25165824 B  (load 16777216 B, store 8388608 B)
// CHECK-NEXT:   sectors         25165824 B  (load 16777216 B, store 8388608 B)
// CHECK-NEXT:   compulsory      16777216 B  (read 8388608 B, write 8388608 B)
