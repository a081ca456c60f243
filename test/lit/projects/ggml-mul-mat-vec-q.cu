// A quantized matrix-vector product as ggml's CUDA backend writes it
// (mul_mat_vec_q, 8-bit weights): the dot product is a constexpr function
// pointer chosen by the weight type, integer dot products (__dp4a) on
// 32-bit words read as two 16-bit halves, a per-block half scale, warps
// along y that meet in shared memory, and lane 0 writing the row. The host
// computes grid and block in a helper returning a std::pair: the grid
// follows from the row count, the block's warp count from a table id read
// from the device at run time: that id is bound by hand, and the warp count
// follows through the helper's branches.
// RUN: %roofline-lint --bind table_id=0 %s | FileCheck %s
// RUN: %roofline-lint %s | FileCheck %s --check-prefix=OPEN

#include <cuda_fp16.h>
#include <stdint.h>
#include <utility>

#define QK8_0 32
#define QK8_1 32
#define QI8_0 (QK8_0 / 4)
#define VDR_Q8_0_Q8_1_MMVQ 2
#define WARP_SIZE 32

struct block_q8_0 {
  half d;
  int8_t qs[QK8_0];
};
struct block_q8_1 {
  half2 ds;
  int8_t qs[QK8_1];
};

enum ggml_type { GGML_TYPE_Q8_0 = 8 };
enum table_id_t { TABLE_GENERIC, TABLE_OTHER };

static __device__ __forceinline__ int get_int_b2(const void *x, const int i32) {
  const uint16_t *x16 = (const uint16_t *)x;
  int x32 = x16[2 * i32 + 0] << 0;
  x32 |= x16[2 * i32 + 1] << 16;
  return x32;
}

static __device__ __forceinline__ int get_int_b4(const void *x, const int i32) {
  return ((const int *)x)[i32];
}

static __device__ __forceinline__ float vec_dot_q8_0_q8_1(const void *vbq, const block_q8_1 *bq8_1, const int kbx,
                                                          const int iqs) {
  const block_q8_0 *bq8_0 = (const block_q8_0 *)vbq + kbx;
  int sumi = 0;
#pragma unroll
  for (int i = 0; i < VDR_Q8_0_Q8_1_MMVQ; ++i)
    sumi = __dp4a(get_int_b2(bq8_0->qs, iqs + i), get_int_b4(bq8_1->qs, iqs + i), sumi);
  return __half2float(bq8_0->d) * __low2float(bq8_1->ds) * (float)sumi;
}

typedef float (*vec_dot_q_cuda_t)(const void *vbq, const block_q8_1 *bq8_1, const int kbx, const int iqs);

static constexpr __device__ vec_dot_q_cuda_t get_vec_dot_q_cuda(ggml_type type) {
  return type == GGML_TYPE_Q8_0 ? vec_dot_q8_0_q8_1 : nullptr;
}

static constexpr __host__ __device__ int calc_nwarps(int ncols_dst, table_id_t table_id) {
  if (table_id == TABLE_GENERIC) {
    switch (ncols_dst) {
    case 1:
    case 2:
    case 3:
    case 4:
      return 4;
    default:
      return 1;
    }
  }
  return 1;
}

template <ggml_type type, int ncols_dst>
static __global__ void mul_mat_vec_q(const void *vx, const void *vy, float *dst, const int ncols_x,
                                     const int stride_row_x, const int stride_col_y, const int stride_col_dst) {
  constexpr int qk = QK8_0;
  constexpr int qi = QI8_0;
  constexpr int vdr = VDR_Q8_0_Q8_1_MMVQ;
  constexpr int nwarps = calc_nwarps(ncols_dst, TABLE_GENERIC);
  constexpr int warp_size = WARP_SIZE;
  constexpr vec_dot_q_cuda_t vec_dot_q_cuda = get_vec_dot_q_cuda(type);

  const int tid = warp_size * threadIdx.y + threadIdx.x;
  const int row0 = blockIdx.x;
  const int blocks_per_row_x = ncols_x / qk;
  constexpr int blocks_per_iter = vdr * nwarps * warp_size / qi;

  float tmp[ncols_dst] = {0.0f};
  const block_q8_1 *y = (const block_q8_1 *)vy;
  const int kbx_offset = row0 * stride_row_x;

  for (int kbx = tid / (qi / vdr); kbx < blocks_per_row_x; kbx += blocks_per_iter) {
    const int kby = kbx * (qk / QK8_1);
    const int kqs = vdr * (tid % (qi / vdr));
#pragma unroll
    for (int j = 0; j < ncols_dst; ++j)
      tmp[j] += vec_dot_q_cuda(vx, &y[j * stride_col_y + kby], kbx_offset + kbx, kqs);
  }

  __shared__ float tmp_shared[nwarps - 1 > 0 ? nwarps - 1 : 1][ncols_dst][warp_size];
  if (threadIdx.y > 0) {
#pragma unroll
    for (int j = 0; j < ncols_dst; ++j)
      tmp_shared[threadIdx.y - 1][j][threadIdx.x] = tmp[j];
  }
  __syncthreads();
  if (threadIdx.y > 0)
    return;

  dst += row0;
#pragma unroll
  for (int j = 0; j < ncols_dst; ++j) {
#pragma unroll
    for (int l = 0; l < nwarps - 1; ++l)
      tmp[j] += tmp_shared[l][j][threadIdx.x];
#pragma unroll
    for (int offset = warp_size / 2; offset > 0; offset >>= 1)
      tmp[j] += __shfl_xor_sync(0xffffffff, tmp[j], offset, warp_size);
    if (threadIdx.x == 0)
      dst[j * stride_col_dst] = tmp[j];
  }
}

table_id_t get_device_table_id(int device); // decided by the GPU at run time

static std::pair<dim3, dim3> calc_launch_params(const int ncols_dst, const int nrows_x, const table_id_t table_id) {
  const int nwarps = calc_nwarps(ncols_dst, table_id);
  const int64_t nblocks = nrows_x; // one row per block for one column
  const dim3 block_nums(nblocks, 1, 1);
  const dim3 block_dims(WARP_SIZE, nwarps, 1);
  return {block_nums, block_dims};
}

static void mul_mat_vec_q_cuda(const void *vx, const void *vy, float *dst, const int ncols_x, const int nrows_x,
                               const int device) {
  const table_id_t table_id = get_device_table_id(device);
  const std::pair<dim3, dim3> dims = calc_launch_params(1, nrows_x, table_id);
  mul_mat_vec_q<GGML_TYPE_Q8_0, 1><<<dims.first, dims.second>>>(vx, vy, dst, ncols_x, ncols_x / QK8_0,
                                                                 ncols_x / QK8_1, nrows_x);
}

int main() {
  const void *weights, *activations;
  float *out;
  mul_mat_vec_q_cuda(weights, activations, out, 4096, 4096, 0);
}

// 4096 rows of 4096 8-bit weights: 128 blocks of 34 B a row, one CUDA block
// of 4 warps a row. Thread t = 32 y + x starts at x block t / 4 and steps by
// 2 x 4 x 32 / 8 = 32 blocks: 4 iterations for every thread, each two
// __dp4a (integer operations, not FLOPs), two multiplies by the scales and
// the add into tmp: 12 FLOP. Warp 0 then adds the 3 other warps' sums and
// reduces with 5 shuffle adds: 8 FLOP more for 4096 x 32 threads. Loads per
// iteration: 4 x 2 B of weights, 2 x 4 B of activations, the 2 B and 4 B
// scales: 22 B. Lane 0 of warp 0 stores the row's float.
// The weights' compulsory bytes are a lower bound: the two 16-bit loads of a
// word are different accesses; the larger footprint, 16 B of each 34 B
// block, is counted (8388608 B), plus the 128 x 36 B of activations.
// CHECK:      remark: launch of 'mul_mat_vec_q<GGML_TYPE_Q8_0, 1>': grid (4096, 1, 1), block (32, 4, 1); ncols_x = 4096,
// CHECK:        threads         524288
// CHECK-NEXT:   flops           7340032  (fp32 7340032)
// CHECK-NEXT:   global          46153728 B  (load 46137344 B, store 16384 B)
// CHECK-NEXT:   sectors         {{[0-9]+}} B  (load {{[0-9]+}} B, store 131072 B)
// CHECK-NEXT:   compulsory      8409600 B  (read 8393216 B, write 16384 B; a lower bound, at most 46153728 B, see notes)
// CHECK:        verdict         memory-bound at any cache behaviour

// Without the id, the launch names what it lacks.
// OPEN: remark: launch of 'mul_mat_vec_q<GGML_TYPE_Q8_0, 1>' (estimated): grid (4096, 1, 1), block (blockDim.x, blockDim.y, blockDim.z)
// OPEN: unresolved      blockDim.x, blockDim.y, blockDim.z, table_id (not evaluable from the host code)
