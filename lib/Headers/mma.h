//===- mma.h - roofline-lint stand-in for the CUDA SDK header -------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// nvcuda::wmma fragments with the SDK's element counts per shape and type
// (num_elements, x[]), layouts, fill_fragment (the SDK's element loop), and
// load_matrix_sync / store_matrix_sync / mma_sync / bmma_sync declared as
// templates over the fragment types. The analyzer reads the M, N, K and
// element types of a tensor-core operation from the fragment template
// arguments, which are the same types in both modes.
//
//===----------------------------------------------------------------------===//

#ifndef __CUDA_MMA_H__
#define __CUDA_MMA_H__

#include "cuda_bf16.h"
#include "cuda_fp16.h"
#include "host_defines.h"

namespace nvcuda {
namespace wmma {

__device__ float __float_to_tf32(float in);

struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;

namespace precision {
struct tf32;
} // namespace precision

namespace experimental {
namespace precision {
struct u4;
struct s4;
struct b1;
} // namespace precision
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental

enum layout_t { mem_row_major, mem_col_major };

template <typename T> struct helper_traits {
  typedef T element_type;
  typedef T storage_element_type;
  typedef T fill_argument_type;
};
template <> struct helper_traits<experimental::precision::u4> {
  typedef experimental::precision::u4 element_type;
  typedef unsigned int storage_element_type;
  typedef unsigned int fill_argument_type;
};
template <> struct helper_traits<experimental::precision::s4> {
  typedef experimental::precision::s4 element_type;
  typedef int storage_element_type;
  typedef int fill_argument_type;
};
template <> struct helper_traits<experimental::precision::b1> {
  typedef experimental::precision::b1 element_type;
  typedef unsigned int storage_element_type;
  typedef unsigned int fill_argument_type;
};
template <> struct helper_traits<precision::tf32> {
  typedef precision::tf32 element_type;
  typedef float storage_element_type;
  typedef float fill_argument_type;
};

template <typename T, int size, int packed_size = size>
struct __align__(8) __frag_base {
  enum { num_elements = size };
  enum { num_storage_elements = packed_size };
  typedef T element_type;
  typedef typename helper_traits<T>::storage_element_type storage_element_type;
  storage_element_type x[num_storage_elements];
};

template <typename FragEleType, int size, int packed_size>
__device__ inline void
fill_fragment(__frag_base<FragEleType, size, packed_size> &f,
              const typename helper_traits<FragEleType>::fill_argument_type
                  &in) {
  typedef typename helper_traits<FragEleType>::storage_element_type
      storage_type;
  storage_type v = in;
#pragma unroll
  for (int i = 0; i < f.num_storage_elements; i++)
    f.x[i] = v;
}

template <typename Use, int m, int n, int k, typename T,
          typename Layout = void>
class fragment;

// Operand fragments: one specialization per layout.
#define __ROOFLINE_FRAG(USE, M, N, K, T, SIZE, ...)                            \
  template <>                                                                  \
  class fragment<USE, M, N, K, T, row_major>                                   \
      : public __frag_base<T, SIZE, ##__VA_ARGS__> {};                         \
  template <>                                                                  \
  class fragment<USE, M, N, K, T, col_major>                                   \
      : public __frag_base<T, SIZE, ##__VA_ARGS__> {};
#define __ROOFLINE_ACC(M, N, K, T, SIZE)                                       \
  template <>                                                                  \
  class fragment<accumulator, M, N, K, T> : public __frag_base<T, SIZE> {};

__ROOFLINE_FRAG(matrix_a, 16, 16, 16, __half, 16)
__ROOFLINE_FRAG(matrix_b, 16, 16, 16, __half, 16)
__ROOFLINE_ACC(16, 16, 16, __half, 8)
__ROOFLINE_ACC(16, 16, 16, float, 8)
__ROOFLINE_FRAG(matrix_a, 16, 16, 16, signed char, 8)
__ROOFLINE_FRAG(matrix_a, 16, 16, 16, unsigned char, 8)
__ROOFLINE_FRAG(matrix_b, 16, 16, 16, signed char, 8)
__ROOFLINE_FRAG(matrix_b, 16, 16, 16, unsigned char, 8)
__ROOFLINE_ACC(16, 16, 16, int, 8)
__ROOFLINE_FRAG(matrix_a, 16, 16, 16, __nv_bfloat16, 8)
__ROOFLINE_FRAG(matrix_b, 16, 16, 16, __nv_bfloat16, 8)

__ROOFLINE_FRAG(matrix_a, 32, 8, 16, __half, 16)
__ROOFLINE_FRAG(matrix_b, 32, 8, 16, __half, 16)
__ROOFLINE_ACC(32, 8, 16, __half, 8)
__ROOFLINE_ACC(32, 8, 16, float, 8)
__ROOFLINE_FRAG(matrix_a, 32, 8, 16, signed char, 16)
__ROOFLINE_FRAG(matrix_a, 32, 8, 16, unsigned char, 16)
__ROOFLINE_FRAG(matrix_b, 32, 8, 16, signed char, 4)
__ROOFLINE_FRAG(matrix_b, 32, 8, 16, unsigned char, 4)
__ROOFLINE_ACC(32, 8, 16, int, 8)
__ROOFLINE_FRAG(matrix_a, 32, 8, 16, __nv_bfloat16, 16)
__ROOFLINE_FRAG(matrix_b, 32, 8, 16, __nv_bfloat16, 4)

__ROOFLINE_FRAG(matrix_a, 8, 32, 16, __half, 16)
__ROOFLINE_FRAG(matrix_b, 8, 32, 16, __half, 16)
__ROOFLINE_ACC(8, 32, 16, __half, 8)
__ROOFLINE_ACC(8, 32, 16, float, 8)
__ROOFLINE_FRAG(matrix_a, 8, 32, 16, signed char, 4)
__ROOFLINE_FRAG(matrix_a, 8, 32, 16, unsigned char, 4)
__ROOFLINE_FRAG(matrix_b, 8, 32, 16, signed char, 16)
__ROOFLINE_FRAG(matrix_b, 8, 32, 16, unsigned char, 16)
__ROOFLINE_ACC(8, 32, 16, int, 8)
__ROOFLINE_FRAG(matrix_a, 8, 32, 16, __nv_bfloat16, 4)
__ROOFLINE_FRAG(matrix_b, 8, 32, 16, __nv_bfloat16, 16)

__ROOFLINE_FRAG(matrix_a, 16, 16, 8, precision::tf32, 4)
__ROOFLINE_FRAG(matrix_b, 16, 16, 8, precision::tf32, 4)
__ROOFLINE_ACC(16, 16, 8, float, 8)
__ROOFLINE_FRAG(matrix_a, 8, 8, 4, double, 1)
__ROOFLINE_FRAG(matrix_b, 8, 8, 4, double, 1)
__ROOFLINE_ACC(8, 8, 4, double, 2)

// Sub-byte shapes exist in one layout each.
template <>
class fragment<matrix_a, 8, 8, 32, experimental::precision::u4, row_major>
    : public __frag_base<experimental::precision::u4, 8, 1> {};
template <>
class fragment<matrix_a, 8, 8, 32, experimental::precision::s4, row_major>
    : public __frag_base<experimental::precision::s4, 8, 1> {};
template <>
class fragment<matrix_b, 8, 8, 32, experimental::precision::u4, col_major>
    : public __frag_base<experimental::precision::u4, 8, 1> {};
template <>
class fragment<matrix_b, 8, 8, 32, experimental::precision::s4, col_major>
    : public __frag_base<experimental::precision::s4, 8, 1> {};
__ROOFLINE_ACC(8, 8, 32, int, 2)
template <>
class fragment<matrix_a, 8, 8, 128, experimental::precision::b1, row_major>
    : public __frag_base<experimental::precision::b1, 32, 1> {};
template <>
class fragment<matrix_b, 8, 8, 128, experimental::precision::b1, col_major>
    : public __frag_base<experimental::precision::b1, 32, 1> {};
__ROOFLINE_ACC(8, 8, 128, int, 2)

#undef __ROOFLINE_FRAG
#undef __ROOFLINE_ACC

// The pointer type a fragment is loaded from / stored to.
template <typename T> struct __mem_type { typedef T type; };
template <> struct __mem_type<precision::tf32> { typedef float type; };
template <> struct __mem_type<experimental::precision::u4> {
  typedef void type;
};
template <> struct __mem_type<experimental::precision::s4> {
  typedef void type;
};
template <> struct __mem_type<experimental::precision::b1> {
  typedef void type;
};

template <typename Use, int m, int n, int k, typename T, typename Layout>
__device__ void load_matrix_sync(fragment<Use, m, n, k, T, Layout> &a,
                                 const typename __mem_type<T>::type *p,
                                 unsigned ldm);
template <int m, int n, int k, typename T>
__device__ void load_matrix_sync(fragment<accumulator, m, n, k, T> &a,
                                 const T *p, unsigned ldm, layout_t layout);
template <int m, int n, int k, typename T>
__device__ void store_matrix_sync(T *p,
                                  const fragment<accumulator, m, n, k, T> &a,
                                  unsigned ldm, layout_t layout);

template <int m, int n, int k, typename Td, typename Tab, typename La,
          typename Lb, typename Tc>
__device__ void mma_sync(fragment<accumulator, m, n, k, Td> &d,
                         const fragment<matrix_a, m, n, k, Tab, La> &a,
                         const fragment<matrix_b, m, n, k, Tab, Lb> &b,
                         const fragment<accumulator, m, n, k, Tc> &c);
// Integer MMA takes a saturation flag, as in the SDK.
template <int m, int n, int k, typename Tab, typename La, typename Lb>
__device__ void mma_sync(fragment<accumulator, m, n, k, int> &d,
                         const fragment<matrix_a, m, n, k, Tab, La> &a,
                         const fragment<matrix_b, m, n, k, Tab, Lb> &b,
                         const fragment<accumulator, m, n, k, int> &c,
                         bool satf = false);

template <int m, int n, int k, typename Tab>
__device__ void
bmma_sync(fragment<accumulator, m, n, k, int> &d,
          const fragment<matrix_a, m, n, k, Tab, row_major> &a,
          const fragment<matrix_b, m, n, k, Tab, col_major> &b,
          const fragment<accumulator, m, n, k, int> &c,
          experimental::bmmaBitOp = experimental::bmmaBitOpXOR,
          experimental::bmmaAccumulateOp = experimental::bmmaAccumulateOpPOPC);

} // namespace wmma
} // namespace nvcuda

#endif // __CUDA_MMA_H__
