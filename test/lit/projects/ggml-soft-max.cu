// A row softmax as ggml's CUDA backend writes it: parameters in a struct
// passed by value, row length and block size as template arguments where 0
// means "read at run time", loops that break past the row's end, and a
// buffer chosen by a template flag: `use_shared ? shared : dst`. With the
// shared buffer the row is read once and written once; without it every
// pass goes through dst in global memory.
// The host doubles the block size in a loop, which it does not follow:
// nth is bound to the value the loop reaches for 4096 columns.
// RUN: %roofline-lint --bind nth=1024 %s | FileCheck %s

#include <math.h>
#include <stdint.h>

#define WARP_SIZE 32
#define SOFT_MAX_BLOCK_SIZE 1024

struct soft_max_params {
  int64_t ncols;
  int64_t nrows_x;
  float scale;
};

static __device__ __forceinline__ float warp_reduce_max(float x) {
#pragma unroll
  for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1)
    x = fmaxf(x, __shfl_xor_sync(0xffffffff, x, offset, WARP_SIZE));
  return x;
}

static __device__ __forceinline__ float warp_reduce_sum(float x) {
#pragma unroll
  for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1)
    x += __shfl_xor_sync(0xffffffff, x, offset, WARP_SIZE);
  return x;
}

// Through shared memory when the block is wider than a warp.
template <bool is_max>
static __device__ float block_reduce(float v, float *buf) {
  v = is_max ? warp_reduce_max(v) : warp_reduce_sum(v);
  if (blockDim.x > WARP_SIZE) {
    const int warp_id = threadIdx.x / WARP_SIZE;
    const int lane_id = threadIdx.x % WARP_SIZE;
    if (lane_id == 0)
      buf[warp_id] = v;
    __syncthreads();
    v = buf[lane_id];
    v = is_max ? warp_reduce_max(v) : warp_reduce_sum(v);
  }
  return v;
}

template <bool use_shared, int ncols_template, int block_size_template>
static __global__ void soft_max_f32(const float *x, float *dst, const soft_max_params p) {
  const int ncols = ncols_template == 0 ? p.ncols : ncols_template;
  const int tid = threadIdx.x;
  const int rowx = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  x += int64_t(rowx) * ncols;
  dst += int64_t(rowx) * ncols;
  const int block_size = block_size_template == 0 ? blockDim.x : block_size_template;

  extern __shared__ float data_soft_max_f32[];
  float *buf_iw = data_soft_max_f32;
  float *vals = use_shared ? buf_iw + WARP_SIZE : dst;

  float max_val = -INFINITY;
#pragma unroll
  for (int col0 = 0; col0 < ncols; col0 += block_size) {
    const int col = col0 + tid;
    if (ncols_template == 0 && col >= ncols)
      break;
    const float val = x[col] * p.scale;
    vals[col] = val;
    max_val = fmaxf(max_val, val);
  }
  max_val = block_reduce<true>(max_val, buf_iw);

  float tmp = 0.0f;
#pragma unroll
  for (int col0 = 0; col0 < ncols; col0 += block_size) {
    const int col = col0 + tid;
    if (ncols_template == 0 && col >= ncols)
      break;
    const float val = expf(vals[col] - max_val);
    tmp += val;
    vals[col] = val;
  }
  if (block_size > WARP_SIZE)
    __syncthreads();
  tmp = block_reduce<false>(tmp, buf_iw);
  const float inv_sum = 1.0f / tmp;

#pragma unroll
  for (int col0 = 0; col0 < ncols; col0 += block_size) {
    const int col = col0 + tid;
    if (ncols_template == 0 && col >= ncols)
      return;
    dst[col] = vals[col] * inv_sum;
  }
}

static void soft_max_f32_cuda(const float *x, float *dst, const soft_max_params &params, const size_t smpbo) {
  int nth = WARP_SIZE;
  const int64_t ncols_x = params.ncols;
  while (nth < ncols_x && nth < SOFT_MAX_BLOCK_SIZE)
    nth *= 2;
  const dim3 block_dims(nth, 1, 1);
  const dim3 block_nums(params.nrows_x, 1, 1);
  const size_t nbytes_shared = (ncols_x + WARP_SIZE) * sizeof(float);
  if (nbytes_shared <= smpbo)
    soft_max_f32<true, 0, 0><<<block_nums, block_dims, nbytes_shared>>>(x, dst, params);
  else
    soft_max_f32<false, 0, 0><<<block_nums, block_dims, WARP_SIZE * sizeof(float)>>>(x, dst, params);
}

int main() {
  float *x, *dst;
  const soft_max_params p = {4096, 512, 0.125f};
  soft_max_f32_cuda(x, dst, p, 48 * 1024);
  soft_max_f32_cuda(x, dst, p, 0);
}

// 1024 threads a row, 4 columns each; no thread breaks early. Per thread:
// x * scale (1 FLOP) in the first pass, a subtraction and an add in the
// second (expf is a special function), 2 x 5 shuffle adds for the sum
// (fmaxf is not a FLOP), 1 / tmp, and one multiply in the third pass:
// 4 + 8 + 10 + 1 + 4 = 27 FLOP. With the shared buffer a thread loads 4 x
// 4 B of x and stores 4 x 4 B of dst; without it each pass also goes
// through dst: 3 x 16 B loaded and stored. A thread reads back what it
// wrote, but that order is not proven, so the second launch's compulsory
// bytes are a lower bound.
// CHECK:      remark: launch of 'soft_max_f32<true, 0, 0>' (estimated): grid (512, 1, 1), block (1024, 1, 1); p.ncols = 4096, p.nrows_x = 512, nth = 1024 (--bind)
// CHECK:        threads         524288
// CHECK-NEXT:   flops           14155776  (fp32 14155776)
// CHECK-NEXT:   global          16777216 B  (load 8388608 B, store 8388608 B)
// CHECK-NEXT:   sectors         16777216 B  (load 8388608 B, store 8388608 B)
// CHECK-NEXT:   compulsory      16777216 B  (read 8388608 B, write 8388608 B)
// CHECK:      remark: launch of 'soft_max_f32<false, 0, 0>' (estimated): grid (512, 1, 1), block (1024, 1, 1); p.ncols = 4096, p.nrows_x = 512, nth = 1024 (--bind)
// CHECK:        threads         524288
// CHECK-NEXT:   flops           14155776  (fp32 14155776)
// CHECK-NEXT:   global          50331648 B  (load 25165824 B, store 25165824 B)
// CHECK-NEXT:   sectors         50331648 B  (load 25165824 B, store 25165824 B)
// CHECK-NEXT:   compulsory      16777216 B  (read 8388608 B, write 8388608 B; a lower bound, at most 50331648 B, see notes)
