// A mean/variance row norm as ggml's CUDA backend writes it: a block per
// row (rows, channels and samples on the grid's x, y and z), running sums
// in a float2, a block reduction (shuffles, then lane 0 of each warp through
// shared memory), rsqrtf, and a second pass that normalises. The host picks
// the block size from the row length.
// RUN: %roofline-lint %s | FileCheck %s

#include <stdint.h>

#define WARP_SIZE 32

static __device__ __forceinline__ float2 warp_reduce_sum(float2 a) {
#pragma unroll
  for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1) {
    a.x += __shfl_xor_sync(0xffffffff, a.x, offset, WARP_SIZE);
    a.y += __shfl_xor_sync(0xffffffff, a.y, offset, WARP_SIZE);
  }
  return a;
}

template <int block_size>
static __device__ float2 block_reduce_sum(float2 v, float2 *s) {
  v = warp_reduce_sum(v);
  if (block_size > WARP_SIZE) {
    const int warp_id = threadIdx.x / WARP_SIZE;
    const int lane_id = threadIdx.x % WARP_SIZE;
    if (lane_id == 0)
      s[warp_id] = v;
    __syncthreads();
    v = make_float2(0.0f, 0.0f);
    if (lane_id < block_size / WARP_SIZE)
      v = s[lane_id];
    v = warp_reduce_sum(v);
  }
  return v;
}

template <int block_size>
static __global__ void norm_f32(const float *x, float *dst, const int ncols, const int64_t stride_row,
                                const int64_t stride_channel, const int64_t stride_sample, const float eps) {
  const int nrows = gridDim.x;
  const int nchannels = gridDim.y;
  const int row = blockIdx.x;
  const int channel = blockIdx.y;
  const int sample = blockIdx.z;
  const int tid = threadIdx.x;

  x += sample * stride_sample + channel * stride_channel + row * stride_row;
  dst += ((sample * nchannels + channel) * nrows + row) * ncols;

  float2 mean_var = make_float2(0.0f, 0.0f);
  for (int col = tid; col < ncols; col += block_size) {
    const float xi = x[col];
    mean_var.x += xi;
    mean_var.y += xi * xi;
  }
  __shared__ float2 s_sum2[32];
  mean_var = block_reduce_sum<block_size>(mean_var, s_sum2);

  const float mean = mean_var.x / ncols;
  const float var = mean_var.y / ncols - mean * mean;
  const float inv_std = rsqrtf(var + eps);
  for (int col = tid; col < ncols; col += block_size)
    dst[col] = (x[col] - mean) * inv_std;
}

static void norm_f32_cuda(const float *x, float *dst, const int ncols, const int nrows, const int nchannels,
                          const int nsamples, const int64_t stride_row, const int64_t stride_channel,
                          const int64_t stride_sample, const float eps) {
  const dim3 blocks_num(nrows, nchannels, nsamples);
  if (ncols < 1024) {
    const dim3 block_dims(WARP_SIZE, 1, 1);
    norm_f32<WARP_SIZE><<<blocks_num, block_dims>>>(x, dst, ncols, stride_row, stride_channel, stride_sample, eps);
  } else {
    const dim3 block_dims(1024, 1, 1);
    norm_f32<1024><<<blocks_num, block_dims>>>(x, dst, ncols, stride_row, stride_channel, stride_sample, eps);
  }
}

int main() {
  float *x, *dst;
  norm_f32_cuda(x, dst, 4096, 512, 2, 1, 4096, 512 * 4096, 2 * 512 * 4096, 1e-5f);
}

// 4096 columns take the 1024-thread block; the 32-thread launch is not
// reached. Per thread, 4096 / 1024 = 4 columns: 3 FLOP each in the first
// pass (two adds, a multiply), 2 in the second (subtract, multiply); 2 x 5
// shuffle adds in each of the two warp reductions; two divisions by ncols,
// mean * mean, the subtraction and the add of eps: 12 + 8 + 20 + 5 = 45 FLOP.
// Loads 2 x 4 x 4 B, stores 4 x 4 B, every warp on 128 contiguous bytes.
// 512 x 2 blocks of 1024 threads.
// CHECK-NOT:  launch of 'norm_f32<32>'
// CHECK:      remark: launch of 'norm_f32<1024>': grid (512, 2, 1), block (1024, 1, 1); ncols = 4096,
// CHECK:        threads         1048576
// CHECK-NEXT:   flops           47185920  (fp32 47185920)
// CHECK-NEXT:   global          50331648 B  (load 33554432 B, store 16777216 B)
// CHECK-NEXT:   sectors         50331648 B  (load 33554432 B, store 16777216 B)
// CHECK-NEXT:   compulsory      33554432 B  (read 16777216 B, write 16777216 B)
// CHECK-NOT:  launch of 'norm_f32<32>'
