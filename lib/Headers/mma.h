//===- mma.h - roofline-lint stand-in for the CUDA SDK header -------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// nvcuda::wmma fragments with the SDK's element counts per shape and type
// (num_elements, x[]), layouts, fill_fragment (the SDK's element loop), and
// load_matrix_sync / store_matrix_sync / mma_sync / bmma_sync declared as
// one overload per supported fragment combination, as in the SDK. The
// analyzer reads M, N, K and the element types of a tensor-core operation
// from the fragment types, which are the same in both modes.
//
//===----------------------------------------------------------------------===//

#ifndef __CUDA_MMA_H__
#define __CUDA_MMA_H__

#include "cuda_bf16.h"
#include "cuda_fp16.h"
#include "host_defines.h"

// The SDK offers WMMA from sm_70, integer MMA from sm_72, sub-byte MMA from
// sm_73 and bf16/tf32/double MMA from sm_80 (and everything on the host side).
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 720
#define __CUDA_IMMA__ 1
#endif
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 730
#define __CUDA_SUBBYTE_IMMA__ 1
#endif
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
#define __CUDA_AMPERE_MMA__ 1
#endif

namespace nvcuda {
namespace wmma {

#ifdef __CUDA_AMPERE_MMA__
__device__ float __float_to_tf32(float in);
#endif

struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;

#ifdef __CUDA_AMPERE_MMA__
namespace precision {
struct tf32;
} // namespace precision
#endif

#ifdef __CUDA_SUBBYTE_IMMA__
namespace experimental {
namespace precision {
struct u4;
struct s4;
struct b1;
} // namespace precision
#ifdef __CUDA_AMPERE_MMA__
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
#else
enum bmmaBitOp { bmmaBitOpXOR = 1 };
#endif
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental
#endif

enum layout_t { mem_row_major, mem_col_major };

template <typename T> struct helper_traits {
  typedef T element_type;
  typedef T storage_element_type;
  typedef T fill_argument_type;
};
#ifdef __CUDA_SUBBYTE_IMMA__
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
#endif
#ifdef __CUDA_AMPERE_MMA__
template <> struct helper_traits<precision::tf32> {
  typedef precision::tf32 element_type;
  typedef float storage_element_type;
  typedef float fill_argument_type;
};
#endif

template <typename T, int size, int packed_size = size>
struct __align__(8) __frag_base {
  enum { num_elements = size };
  enum { num_storage_elements = packed_size };
  typedef T element_type;
  typedef typename helper_traits<T>::storage_element_type storage_element_type;
  storage_element_type x[num_storage_elements];
};

template <typename FragEleType, int size, int packed_size>
__device__ inline void fill_fragment(
    __frag_base<FragEleType, size, packed_size> &f,
    const typename helper_traits<FragEleType>::fill_argument_type &in) {
  typedef
      typename helper_traits<FragEleType>::storage_element_type storage_type;
  storage_type v = in;
#pragma unroll
  for (int i = 0; i < f.num_storage_elements; i++)
    f.x[i] = v;
}

template <typename Use, int m, int n, int k, typename T, typename Layout = void>
class fragment;

// Expand X only where the SDK offers the feature on this architecture.
#ifdef __CUDA_IMMA__
#define __ROOFLINE_IMMA(...) __VA_ARGS__
#else
#define __ROOFLINE_IMMA(...)
#endif
#ifdef __CUDA_AMPERE_MMA__
#define __ROOFLINE_AMPERE(...) __VA_ARGS__
#else
#define __ROOFLINE_AMPERE(...)
#endif

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
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_a, 16, 16, 16, signed char, 8))
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_a, 16, 16, 16, unsigned char, 8))
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_b, 16, 16, 16, signed char, 8))
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_b, 16, 16, 16, unsigned char, 8))
__ROOFLINE_IMMA(__ROOFLINE_ACC(16, 16, 16, int, 8))
__ROOFLINE_AMPERE(__ROOFLINE_FRAG(matrix_a, 16, 16, 16, __nv_bfloat16, 8))
__ROOFLINE_AMPERE(__ROOFLINE_FRAG(matrix_b, 16, 16, 16, __nv_bfloat16, 8))

__ROOFLINE_FRAG(matrix_a, 32, 8, 16, __half, 16)
__ROOFLINE_FRAG(matrix_b, 32, 8, 16, __half, 16)
__ROOFLINE_ACC(32, 8, 16, __half, 8)
__ROOFLINE_ACC(32, 8, 16, float, 8)
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_a, 32, 8, 16, signed char, 16))
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_a, 32, 8, 16, unsigned char, 16))
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_b, 32, 8, 16, signed char, 4))
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_b, 32, 8, 16, unsigned char, 4))
__ROOFLINE_IMMA(__ROOFLINE_ACC(32, 8, 16, int, 8))
__ROOFLINE_AMPERE(__ROOFLINE_FRAG(matrix_a, 32, 8, 16, __nv_bfloat16, 16))
__ROOFLINE_AMPERE(__ROOFLINE_FRAG(matrix_b, 32, 8, 16, __nv_bfloat16, 4))

__ROOFLINE_FRAG(matrix_a, 8, 32, 16, __half, 16)
__ROOFLINE_FRAG(matrix_b, 8, 32, 16, __half, 16)
__ROOFLINE_ACC(8, 32, 16, __half, 8)
__ROOFLINE_ACC(8, 32, 16, float, 8)
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_a, 8, 32, 16, signed char, 4))
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_a, 8, 32, 16, unsigned char, 4))
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_b, 8, 32, 16, signed char, 16))
__ROOFLINE_IMMA(__ROOFLINE_FRAG(matrix_b, 8, 32, 16, unsigned char, 16))
__ROOFLINE_IMMA(__ROOFLINE_ACC(8, 32, 16, int, 8))
__ROOFLINE_AMPERE(__ROOFLINE_FRAG(matrix_a, 8, 32, 16, __nv_bfloat16, 4))
__ROOFLINE_AMPERE(__ROOFLINE_FRAG(matrix_b, 8, 32, 16, __nv_bfloat16, 16))

#ifdef __CUDA_AMPERE_MMA__
__ROOFLINE_FRAG(matrix_a, 16, 16, 8, precision::tf32, 4)
__ROOFLINE_FRAG(matrix_b, 16, 16, 8, precision::tf32, 4)
__ROOFLINE_ACC(16, 16, 8, float, 8)
__ROOFLINE_FRAG(matrix_a, 8, 8, 4, double, 1)
__ROOFLINE_FRAG(matrix_b, 8, 8, 4, double, 1)
__ROOFLINE_ACC(8, 8, 4, double, 2)
#endif

#ifdef __CUDA_SUBBYTE_IMMA__
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
#endif

#undef __ROOFLINE_FRAG
#undef __ROOFLINE_ACC

// Loads, stores and MMAs are plain overloads per fragment type, as in the
// SDK, so a call resolves to a non-template function of the same type.
#define __ROOFLINE_LD_AB(USE, M, N, K, T, PT)                                  \
  __device__ void load_matrix_sync(fragment<USE, M, N, K, T, row_major> &a,    \
                                   const PT *p, unsigned ldm);                 \
  __device__ void load_matrix_sync(fragment<USE, M, N, K, T, col_major> &a,    \
                                   const PT *p, unsigned ldm);
#define __ROOFLINE_LD_ST_ACC(M, N, K, T)                                       \
  __device__ void load_matrix_sync(fragment<accumulator, M, N, K, T> &a,       \
                                   const T *p, unsigned ldm, layout_t layout); \
  __device__ void store_matrix_sync(                                           \
      T *p, const fragment<accumulator, M, N, K, T> &a, unsigned ldm,          \
      layout_t layout);
#define __ROOFLINE_MMA1(M, N, K, TD, TAB, LA, LB, TC, ...)                     \
  __device__ void mma_sync(                                                    \
      fragment<accumulator, M, N, K, TD> &d,                                   \
      const fragment<matrix_a, M, N, K, TAB, LA> &a,                           \
      const fragment<matrix_b, M, N, K, TAB, LB> &b,                           \
      const fragment<accumulator, M, N, K, TC> &c __VA_ARGS__);
#define __ROOFLINE_MMA4(M, N, K, TD, TAB, TC, ...)                             \
  __ROOFLINE_MMA1(M, N, K, TD, TAB, row_major, col_major, TC, __VA_ARGS__)     \
  __ROOFLINE_MMA1(M, N, K, TD, TAB, col_major, col_major, TC, __VA_ARGS__)     \
  __ROOFLINE_MMA1(M, N, K, TD, TAB, row_major, row_major, TC, __VA_ARGS__)     \
  __ROOFLINE_MMA1(M, N, K, TD, TAB, col_major, row_major, TC, __VA_ARGS__)
#define __ROOFLINE_SATF , bool satf = false

#define __ROOFLINE_SHAPE(M, N, K)                                              \
  __ROOFLINE_LD_AB(matrix_a, M, N, K, __half, __half)                          \
  __ROOFLINE_LD_AB(matrix_b, M, N, K, __half, __half)                          \
  __ROOFLINE_LD_ST_ACC(M, N, K, __half)                                        \
  __ROOFLINE_LD_ST_ACC(M, N, K, float)                                         \
  __ROOFLINE_IMMA(                                                             \
      __ROOFLINE_LD_AB(matrix_a, M, N, K, signed char, signed char)            \
          __ROOFLINE_LD_AB(matrix_a, M, N, K, unsigned char, unsigned char)    \
              __ROOFLINE_LD_AB(matrix_b, M, N, K, signed char, signed char)    \
                  __ROOFLINE_LD_AB(matrix_b, M, N, K, unsigned char,           \
                                   unsigned char)                              \
                      __ROOFLINE_LD_ST_ACC(M, N, K, int))                      \
  __ROOFLINE_AMPERE(                                                           \
      __ROOFLINE_LD_AB(matrix_a, M, N, K, __nv_bfloat16, __nv_bfloat16)        \
          __ROOFLINE_LD_AB(matrix_b, M, N, K, __nv_bfloat16, __nv_bfloat16))   \
  __ROOFLINE_MMA4(M, N, K, __half, __half, __half, )                           \
  __ROOFLINE_MMA4(M, N, K, float, __half, __half, )                            \
  __ROOFLINE_MMA4(M, N, K, float, __half, float, )                             \
  __ROOFLINE_MMA4(M, N, K, __half, __half, float, )                            \
  __ROOFLINE_IMMA(                                                             \
      __ROOFLINE_MMA4(M, N, K, int, signed char, int, __ROOFLINE_SATF)         \
          __ROOFLINE_MMA4(M, N, K, int, unsigned char, int, __ROOFLINE_SATF))  \
  __ROOFLINE_AMPERE(__ROOFLINE_MMA4(M, N, K, float, __nv_bfloat16, float, ))

__ROOFLINE_SHAPE(16, 16, 16)
__ROOFLINE_SHAPE(32, 8, 16)
__ROOFLINE_SHAPE(8, 32, 16)

#ifdef __CUDA_AMPERE_MMA__
__ROOFLINE_LD_AB(matrix_a, 16, 16, 8, precision::tf32, float)
__ROOFLINE_LD_AB(matrix_b, 16, 16, 8, precision::tf32, float)
__ROOFLINE_LD_ST_ACC(16, 16, 8, float)
__ROOFLINE_MMA4(16, 16, 8, float, precision::tf32, float, )

__ROOFLINE_LD_AB(matrix_a, 8, 8, 4, double, double)
__ROOFLINE_LD_AB(matrix_b, 8, 8, 4, double, double)
__ROOFLINE_LD_ST_ACC(8, 8, 4, double)
__ROOFLINE_MMA4(8, 8, 4, double, double, double, )
#endif

#ifdef __CUDA_SUBBYTE_IMMA__
// Sub-byte integer and single-bit shapes.
__device__ void load_matrix_sync(
    fragment<matrix_a, 8, 8, 32, experimental::precision::u4, row_major> &a,
    const void *p, unsigned ldm);
__device__ void load_matrix_sync(
    fragment<matrix_a, 8, 8, 32, experimental::precision::s4, row_major> &a,
    const void *p, unsigned ldm);
__device__ void load_matrix_sync(
    fragment<matrix_b, 8, 8, 32, experimental::precision::u4, col_major> &a,
    const void *p, unsigned ldm);
__device__ void load_matrix_sync(
    fragment<matrix_b, 8, 8, 32, experimental::precision::s4, col_major> &a,
    const void *p, unsigned ldm);
__ROOFLINE_LD_ST_ACC(8, 8, 32, int)
__ROOFLINE_MMA1(8, 8, 32, int, experimental::precision::u4, row_major,
                col_major, int, __ROOFLINE_SATF)
__ROOFLINE_MMA1(8, 8, 32, int, experimental::precision::s4, row_major,
                col_major, int, __ROOFLINE_SATF)
__device__ void load_matrix_sync(
    fragment<matrix_a, 8, 8, 128, experimental::precision::b1, row_major> &a,
    const void *p, unsigned ldm);
__device__ void load_matrix_sync(
    fragment<matrix_b, 8, 8, 128, experimental::precision::b1, col_major> &a,
    const void *p, unsigned ldm);
__ROOFLINE_LD_ST_ACC(8, 8, 128, int)
__device__ void bmma_sync(
    fragment<accumulator, 8, 8, 128, int> &d,
    const fragment<matrix_a, 8, 8, 128, experimental::precision::b1, row_major>
        &a,
    const fragment<matrix_b, 8, 8, 128, experimental::precision::b1, col_major>
        &b,
    const fragment<accumulator, 8, 8, 128, int> &c,
    experimental::bmmaBitOp = experimental::bmmaBitOpXOR,
    experimental::bmmaAccumulateOp = experimental::bmmaAccumulateOpPOPC);
#endif

#undef __ROOFLINE_LD_AB
#undef __ROOFLINE_LD_ST_ACC
#undef __ROOFLINE_MMA1
#undef __ROOFLINE_MMA4
#undef __ROOFLINE_SATF
#undef __ROOFLINE_SHAPE
#undef __ROOFLINE_IMMA
#undef __ROOFLINE_AMPERE

} // namespace wmma
} // namespace nvcuda

#endif // !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700
#endif // __CUDA_MMA_H__
