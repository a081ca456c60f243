// A row gather as ggml's CUDA backend writes it: the row indices come from
// an index array, a grid-stride loop over the rows to copy, a divisor packed
// by a host helper into a uint3 (multiplier, shift, divisor) for a fast
// division, and a grid-stride loop over the columns that converts half to
// float.
// RUN: %roofline-lint %s | FileCheck %s

#include <cuda_fp16.h>
#include <stdint.h>

#define BLOCK_SIZE 256
#define MIN(a, b) ((a) < (b) ? (a) : (b))

static uint3 init_fastdiv_values(uint64_t d_64) {
  const uint32_t d = (uint32_t)d_64;
  uint32_t L = 0; // ceil(log2(d))
  while (L < 32 && (uint32_t{1} << L) < d)
    L++;
  const uint32_t mp = (uint32_t)((uint64_t{1} << 32) * ((uint64_t{1} << L) - d) / d + 1);
  return make_uint3(mp, L, d);
}

static __device__ __forceinline__ uint2 fast_div_modulo(uint32_t n, const uint3 fdv) {
  const uint32_t hi = __umulhi(n, fdv.x);
  const uint32_t div_val = (hi + n) >> fdv.y;
  return make_uint2(div_val, n - div_val * fdv.z);
}

template <typename src0_t, typename dst_t>
static __global__ void k_get_rows_float(const src0_t *src0, const int32_t *src1, dst_t *dst, const int64_t ne00,
                                        const int64_t ne11, const uint3 ne12_fdv, const size_t s1, const size_t s2,
                                        const size_t s3, const size_t nb01, const size_t nb02, const size_t nb03,
                                        const size_t s10, const size_t s11, const size_t s12) {
  for (int64_t z = blockIdx.z; z < ne11 * (int64_t)ne12_fdv.z; z += gridDim.z) {
    const int i10 = blockIdx.x;
    const uint2 dm = fast_div_modulo((uint32_t)z, ne12_fdv);
    const int i11 = dm.x;
    const int i12 = dm.y;
    const int i01 = src1[i10 * s10 + i11 * s11 + i12 * s12];
    dst_t *dst_row = dst + i10 * s1 + i11 * s2 + i12 * s3;
    const src0_t *src0_row = (const src0_t *)((const char *)src0 + i01 * nb01 + i11 * nb02 + i12 * nb03);
    for (int64_t i00 = blockIdx.y * blockDim.x + threadIdx.x; i00 < ne00; i00 += gridDim.y * blockDim.x)
      dst_row[i00] = (dst_t)src0_row[i00];
  }
}

template <typename src0_t, typename dst_t>
static void get_rows_cuda_float(const src0_t *src0_d, const int32_t *src1_d, dst_t *dst_d, const int64_t ne00,
                                const size_t nb01, const size_t nb02, const size_t nb03, const int64_t ne10,
                                const int64_t ne11, const int64_t ne12, const size_t nb10, const size_t nb11,
                                const size_t nb12, const size_t nb1, const size_t nb2, const size_t nb3) {
  const dim3 block_dims(BLOCK_SIZE, 1, 1);
  const size_t s1 = nb1 / sizeof(dst_t);
  const size_t s2 = nb2 / sizeof(dst_t);
  const size_t s3 = nb3 / sizeof(dst_t);
  const size_t s10 = nb10 / sizeof(int32_t);
  const size_t s11 = nb11 / sizeof(int32_t);
  const size_t s12 = nb12 / sizeof(int32_t);
  const uint3 ne12_fdv = init_fastdiv_values(ne12);
  const int block_num_y = (ne00 + BLOCK_SIZE - 1) / BLOCK_SIZE;
  const dim3 block_nums(ne10, MIN(block_num_y, UINT16_MAX), MIN(ne11 * ne12, UINT16_MAX));
  k_get_rows_float<<<block_nums, block_dims>>>(src0_d, src1_d, dst_d, ne00, ne11, ne12_fdv, s1, s2, s3, nb01, nb02,
                                               nb03, s10, s11, s12);
}

int main() {
  const half *table;
  const int32_t *ids;
  float *out;
  // 32 rows of 4096 halves gathered from a 50000-row table.
  get_rows_cuda_float(table, ids, out, 4096, 4096 * 2, 50000 * 4096 * 2, 50000 * 4096 * 2, 32, 1, 1, 4, 32 * 4,
                      32 * 4, 4096 * 4, 32 * 4096 * 4, 32 * 4096 * 4);
}

// init_fastdiv_values returns make_uint3(mp, L, d): its shift comes from a
// loop, so only the divisor, ne12_fdv.z = 1, is known. Grid (32 rows,
// ceil(4096 / 256) = 16, 1 x 1), 256 threads a block: each thread runs the
// row loop once and the column loop once (stride 16 x 256 = 4096), loading
// one index (4 B) and one half (2 B) and storing one float (4 B). The row
// addresses come from the index array, so sectors are the bound of one
// 32 B sector per lane and access: 3 x 32 B a thread.
// CHECK:      remark: launch of 'k_get_rows_float<__half, float>': grid (32, 16, 1), block (256, 1, 1); ne00 = 4096, ne11 = 1, ne12_fdv.z = 1,
// CHECK:        threads         131072
// CHECK-NEXT:   flops           0
// CHECK-NEXT:   global          1310720 B  (load 786432 B, store 524288 B)
// CHECK-NEXT:   sectors         12582912 B  (load 8388608 B, store 4194304 B; an upper bound, see notes)
