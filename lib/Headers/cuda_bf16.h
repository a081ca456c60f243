//===- cuda_bf16.h - roofline-lint stand-in for the CUDA SDK header -------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// __nv_bfloat16 and __nv_bfloat162 with the SDK's members, conversions and
// intrinsics (the __h* arithmetic names are overloaded for bfloat16, as in
// the SDK), warp shuffles, cache-hint loads/stores, atomicAdd and the free
// operators, shaped like cuda_fp16.h (operator+ calls __hadd, ...).
// Includes cuda_fp16.h, as the SDK's does.
//
//===----------------------------------------------------------------------===//

#ifndef __CUDA_BF16_H__
#define __CUDA_BF16_H__
#define __CUDA_BF16_HPP__
#define __CUDA_BF16_TYPES_EXIST__

#include "cuda_fp16.h"
#include "host_defines.h"
#include "vector_functions.h"
#include "vector_types.h"

#include <utility>

#define __ROOFLINE_HD __host__ __device__
#define __ROOFLINE_OP __host__ __device__ __forceinline__

typedef struct __align__(2) {
  unsigned short x;
}
__nv_bfloat16_raw;

typedef struct __align__(4) {
  unsigned short x;
  unsigned short y;
}
__nv_bfloat162_raw;

struct __align__(2) __nv_bfloat16 {
protected:
  unsigned short __x;

public:
  __nv_bfloat16() = default;

  __ROOFLINE_HD constexpr __nv_bfloat16(const __nv_bfloat16_raw &hr)
      : __x(hr.x) {}
  __ROOFLINE_HD __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr);
  __ROOFLINE_HD volatile __nv_bfloat16 &operator=(
      const __nv_bfloat16_raw &hr) volatile;
  __ROOFLINE_HD volatile __nv_bfloat16 &operator=(
      const volatile __nv_bfloat16_raw &hr) volatile;
  __ROOFLINE_HD operator __nv_bfloat16_raw() const;
  __ROOFLINE_HD operator __nv_bfloat16_raw() const volatile;

  explicit __ROOFLINE_HD __nv_bfloat16(const __half f);
  __ROOFLINE_HD __nv_bfloat16(const float f);
  __ROOFLINE_HD __nv_bfloat16(const double f);
  __ROOFLINE_HD operator float() const;
  __ROOFLINE_HD __nv_bfloat16 &operator=(const float f);
  __ROOFLINE_HD __nv_bfloat16 &operator=(const double f);

  __ROOFLINE_HD __nv_bfloat16(short val);
  __ROOFLINE_HD __nv_bfloat16(unsigned short val);
  __ROOFLINE_HD __nv_bfloat16(int val);
  __ROOFLINE_HD __nv_bfloat16(unsigned int val);
  __ROOFLINE_HD __nv_bfloat16(const long val);
  __ROOFLINE_HD __nv_bfloat16(const unsigned long val);
  __ROOFLINE_HD __nv_bfloat16(long long val);
  __ROOFLINE_HD __nv_bfloat16(unsigned long long val);

  __ROOFLINE_HD operator signed char() const;
  __ROOFLINE_HD operator unsigned char() const;
  __ROOFLINE_HD operator char() const;
  __ROOFLINE_HD operator short() const;
  __ROOFLINE_HD operator unsigned short() const;
  __ROOFLINE_HD operator int() const;
  __ROOFLINE_HD operator unsigned int() const;
  __ROOFLINE_HD operator long() const;
  __ROOFLINE_HD operator unsigned long() const;
  __ROOFLINE_HD operator long long() const;
  __ROOFLINE_HD operator unsigned long long() const;
  __ROOFLINE_HD __nv_bfloat16 &operator=(short val);
  __ROOFLINE_HD __nv_bfloat16 &operator=(unsigned short val);
  __ROOFLINE_HD __nv_bfloat16 &operator=(int val);
  __ROOFLINE_HD __nv_bfloat16 &operator=(unsigned int val);
  __ROOFLINE_HD __nv_bfloat16 &operator=(long long val);
  __ROOFLINE_HD __nv_bfloat16 &operator=(unsigned long long val);
  __ROOFLINE_HD constexpr operator bool() const {
    return (__x & 0x7FFFU) != 0U;
  }
};

struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x;
  __nv_bfloat16 y;

public:
  __nv_bfloat162() = default;
  __ROOFLINE_HD __nv_bfloat162(__nv_bfloat162 && src);
  __ROOFLINE_HD __nv_bfloat162 &operator=(__nv_bfloat162 &&src);
  __ROOFLINE_HD constexpr __nv_bfloat162(const __nv_bfloat16 &a,
                                         const __nv_bfloat16 &b)
      : x(a), y(b) {}
  __ROOFLINE_HD __nv_bfloat162(const __nv_bfloat162 &src);
  __ROOFLINE_HD __nv_bfloat162 &operator=(const __nv_bfloat162 &src);
  __ROOFLINE_HD __nv_bfloat162(const __nv_bfloat162_raw &h2r);
  __ROOFLINE_HD __nv_bfloat162 &operator=(const __nv_bfloat162_raw &h2r);
  __ROOFLINE_HD operator __nv_bfloat162_raw() const;
};

//===--- Conversions -----------------------------------------------------===//

__ROOFLINE_HD __nv_bfloat16 __double2bfloat16(const double a);
__ROOFLINE_HD __nv_bfloat16 __float2bfloat16(const float a);
__ROOFLINE_HD __nv_bfloat16 __float2bfloat16_rn(const float a);
__ROOFLINE_HD __nv_bfloat16 __float2bfloat16_rz(const float a);
__ROOFLINE_HD __nv_bfloat16 __float2bfloat16_rd(const float a);
__ROOFLINE_HD __nv_bfloat16 __float2bfloat16_ru(const float a);
__ROOFLINE_HD float __bfloat162float(const __nv_bfloat16 a);
__ROOFLINE_HD __nv_bfloat162 __float2bfloat162_rn(const float a);
__ROOFLINE_HD __nv_bfloat162 __floats2bfloat162_rn(const float a,
                                                   const float b);
__ROOFLINE_HD float __low2float(const __nv_bfloat162 a);
__ROOFLINE_HD float __high2float(const __nv_bfloat162 a);
__ROOFLINE_HD __nv_bfloat162 __float22bfloat162_rn(const float2 a);
__ROOFLINE_HD float2 __bfloat1622float2(const __nv_bfloat162 a);
__ROOFLINE_HD __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x,
                                            const __nv_bfloat16 y);

__ROOFLINE_HD signed char __bfloat162char_rz(const __nv_bfloat16 h);
__ROOFLINE_HD unsigned char __bfloat162uchar_rz(const __nv_bfloat16 h);
__ROOFLINE_HD short int __bfloat162short_rz(const __nv_bfloat16 h);
__ROOFLINE_HD unsigned short int __bfloat162ushort_rz(const __nv_bfloat16 h);
__ROOFLINE_HD int __bfloat162int_rz(const __nv_bfloat16 h);
__ROOFLINE_HD unsigned int __bfloat162uint_rz(const __nv_bfloat16 h);
__ROOFLINE_HD long long int __bfloat162ll_rz(const __nv_bfloat16 h);
__ROOFLINE_HD unsigned long long int __bfloat162ull_rz(const __nv_bfloat16 h);

#define __ROOFLINE_H2I(R, NAME)                                                \
  __device__ R NAME##_rn(const __nv_bfloat16 h);                               \
  __device__ R NAME##_rd(const __nv_bfloat16 h);                               \
  __device__ R NAME##_ru(const __nv_bfloat16 h);
__ROOFLINE_H2I(int, __bfloat162int)
__ROOFLINE_H2I(short int, __bfloat162short)
__ROOFLINE_H2I(unsigned int, __bfloat162uint)
__ROOFLINE_H2I(unsigned short int, __bfloat162ushort)
__ROOFLINE_H2I(unsigned long long int, __bfloat162ull)
__ROOFLINE_H2I(long long int, __bfloat162ll)
#undef __ROOFLINE_H2I

#define __ROOFLINE_I2H(A, NAME)                                                \
  __ROOFLINE_HD __nv_bfloat16 NAME##_rn(const A i);                            \
  __device__ __nv_bfloat16 NAME##_rz(const A i);                               \
  __device__ __nv_bfloat16 NAME##_rd(const A i);                               \
  __device__ __nv_bfloat16 NAME##_ru(const A i);
__ROOFLINE_I2H(int, __int2bfloat16)
__ROOFLINE_I2H(short int, __short2bfloat16)
__ROOFLINE_I2H(unsigned int, __uint2bfloat16)
__ROOFLINE_I2H(unsigned short int, __ushort2bfloat16)
__ROOFLINE_I2H(unsigned long long int, __ull2bfloat16)
__ROOFLINE_I2H(long long int, __ll2bfloat16)
#undef __ROOFLINE_I2H

__ROOFLINE_HD __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a);
__ROOFLINE_HD __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 a);
__ROOFLINE_HD __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a,
                                              const __nv_bfloat162 b);
__ROOFLINE_HD __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a,
                                               const __nv_bfloat162 b);
__ROOFLINE_HD __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a);
__ROOFLINE_HD __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a);
__ROOFLINE_HD __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a,
                                                const __nv_bfloat16 b);
__ROOFLINE_HD __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 a);
__ROOFLINE_HD __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 a);
__ROOFLINE_HD short int __bfloat16_as_short(const __nv_bfloat16 h);
__ROOFLINE_HD unsigned short int __bfloat16_as_ushort(const __nv_bfloat16 h);
__ROOFLINE_HD __nv_bfloat16 __short_as_bfloat16(const short int i);
__ROOFLINE_HD __nv_bfloat16 __ushort_as_bfloat16(const unsigned short int i);

//===--- Arithmetic ------------------------------------------------------===//

#define __ROOFLINE_H_BIN(R, NAME)                                              \
  __ROOFLINE_HD R NAME(const __nv_bfloat16 a, const __nv_bfloat16 b);
#define __ROOFLINE_H2_BIN(R, NAME)                                             \
  __ROOFLINE_HD R NAME(const __nv_bfloat162 a, const __nv_bfloat162 b);

__ROOFLINE_H_BIN(__nv_bfloat16, __hadd)
__ROOFLINE_H_BIN(__nv_bfloat16, __hsub)
__ROOFLINE_H_BIN(__nv_bfloat16, __hmul)
__ROOFLINE_H_BIN(__nv_bfloat16, __hdiv)
__ROOFLINE_H_BIN(__nv_bfloat16, __hadd_rn)
__ROOFLINE_H_BIN(__nv_bfloat16, __hsub_rn)
__ROOFLINE_H_BIN(__nv_bfloat16, __hmul_rn)
__ROOFLINE_H_BIN(__nv_bfloat16, __hadd_sat)
__ROOFLINE_H_BIN(__nv_bfloat16, __hsub_sat)
__ROOFLINE_H_BIN(__nv_bfloat16, __hmul_sat)
__ROOFLINE_H_BIN(__nv_bfloat16, __hmax)
__ROOFLINE_H_BIN(__nv_bfloat16, __hmin)
__ROOFLINE_H_BIN(__nv_bfloat16, __hmax_nan)
__ROOFLINE_H_BIN(__nv_bfloat16, __hmin_nan)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hadd2)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hsub2)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hmul2)
__ROOFLINE_H2_BIN(__nv_bfloat162, __h2div)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hadd2_rn)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hsub2_rn)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hmul2_rn)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hadd2_sat)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hsub2_sat)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hmul2_sat)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hmax2)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hmin2)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hmax2_nan)
__ROOFLINE_H2_BIN(__nv_bfloat162, __hmin2_nan)
__ROOFLINE_HD __nv_bfloat16 __hneg(const __nv_bfloat16 a);
__ROOFLINE_HD __nv_bfloat162 __hneg2(const __nv_bfloat162 a);
__ROOFLINE_HD __nv_bfloat16 __habs(const __nv_bfloat16 a);
__ROOFLINE_HD __nv_bfloat162 __habs2(const __nv_bfloat162 a);

__device__ __nv_bfloat16 __hfma(const __nv_bfloat16 a, const __nv_bfloat16 b,
                                const __nv_bfloat16 c);
__device__ __nv_bfloat16 __hfma_sat(const __nv_bfloat16 a,
                                    const __nv_bfloat16 b,
                                    const __nv_bfloat16 c);
__device__ __nv_bfloat16 __hfma_relu(const __nv_bfloat16 a,
                                     const __nv_bfloat16 b,
                                     const __nv_bfloat16 c);
__device__ __nv_bfloat162 __hfma2(const __nv_bfloat162 a,
                                  const __nv_bfloat162 b,
                                  const __nv_bfloat162 c);
__device__ __nv_bfloat162 __hfma2_sat(const __nv_bfloat162 a,
                                      const __nv_bfloat162 b,
                                      const __nv_bfloat162 c);
__device__ __nv_bfloat162 __hfma2_relu(const __nv_bfloat162 a,
                                       const __nv_bfloat162 b,
                                       const __nv_bfloat162 c);
__device__ __nv_bfloat162 __hcmadd(const __nv_bfloat162 a,
                                   const __nv_bfloat162 b,
                                   const __nv_bfloat162 c);

//===--- Comparisons -----------------------------------------------------===//

#define __ROOFLINE_H_CMP(OP)                                                   \
  __ROOFLINE_H_BIN(bool, __h##OP)                                              \
  __ROOFLINE_H2_BIN(__nv_bfloat162, __h##OP##2)                                \
  __ROOFLINE_H2_BIN(unsigned int, __h##OP##2_mask)                             \
  __ROOFLINE_H2_BIN(bool, __hb##OP##2)
__ROOFLINE_H_CMP(eq)
__ROOFLINE_H_CMP(ne)
__ROOFLINE_H_CMP(le)
__ROOFLINE_H_CMP(ge)
__ROOFLINE_H_CMP(lt)
__ROOFLINE_H_CMP(gt)
__ROOFLINE_H_CMP(equ)
__ROOFLINE_H_CMP(neu)
__ROOFLINE_H_CMP(leu)
__ROOFLINE_H_CMP(geu)
__ROOFLINE_H_CMP(ltu)
__ROOFLINE_H_CMP(gtu)
#undef __ROOFLINE_H_CMP
#undef __ROOFLINE_H_BIN
#undef __ROOFLINE_H2_BIN
__ROOFLINE_HD bool __hisnan(const __nv_bfloat16 a);
__ROOFLINE_HD __nv_bfloat162 __hisnan2(const __nv_bfloat162 a);
__ROOFLINE_HD int __hisinf(const __nv_bfloat16 a);

//===--- Math ------------------------------------------------------------===//

#define __ROOFLINE_H_MATH(NAME)                                                \
  __device__ __nv_bfloat16 h##NAME(const __nv_bfloat16 a);                     \
  __device__ __nv_bfloat162 h2##NAME(const __nv_bfloat162 a);
__ROOFLINE_H_MATH(trunc)
__ROOFLINE_H_MATH(ceil)
__ROOFLINE_H_MATH(floor)
__ROOFLINE_H_MATH(rint)
__ROOFLINE_H_MATH(sqrt)
__ROOFLINE_H_MATH(rsqrt)
__ROOFLINE_H_MATH(rcp)
__ROOFLINE_H_MATH(log)
__ROOFLINE_H_MATH(log2)
__ROOFLINE_H_MATH(log10)
__ROOFLINE_H_MATH(exp)
__ROOFLINE_H_MATH(exp2)
__ROOFLINE_H_MATH(exp10)
__ROOFLINE_H_MATH(cos)
__ROOFLINE_H_MATH(sin)
__ROOFLINE_H_MATH(tanh)
__ROOFLINE_H_MATH(tanh_approx)
#undef __ROOFLINE_H_MATH

//===--- Warp shuffles, cache-hint loads and stores, atomics -------------===//
// The default width is the literal 32: the SDK declares these while warpSize
// is a macro for 32.

#define __ROOFLINE_H_SHFL(T)                                                   \
  __device__ T __shfl_sync(const unsigned int mask, const T var,               \
                           const int srcLane, const int width = 32);           \
  __device__ T __shfl_up_sync(const unsigned int mask, const T var,            \
                              const unsigned int delta, const int width = 32); \
  __device__ T __shfl_down_sync(const unsigned int mask, const T var,          \
                                const unsigned int delta,                      \
                                const int width = 32);                         \
  __device__ T __shfl_xor_sync(const unsigned int mask, const T var,           \
                               const int laneMask, const int width = 32);
#define __ROOFLINE_H_LDST(T)                                                   \
  __device__ T __ldg(const T *const ptr);                                      \
  __device__ T __ldcg(const T *const ptr);                                     \
  __device__ T __ldca(const T *const ptr);                                     \
  __device__ T __ldcs(const T *const ptr);                                     \
  __device__ T __ldlu(const T *const ptr);                                     \
  __device__ T __ldcv(const T *const ptr);                                     \
  __device__ void __stwb(T *const ptr, const T value);                         \
  __device__ void __stcg(T *const ptr, const T value);                         \
  __device__ void __stcs(T *const ptr, const T value);                         \
  __device__ void __stwt(T *const ptr, const T value);                         \
  __device__ T atomicAdd(T *const address, const T val);
__ROOFLINE_H_SHFL(__nv_bfloat162)
__ROOFLINE_H_SHFL(__nv_bfloat16)
__ROOFLINE_H_LDST(__nv_bfloat162)
__ROOFLINE_H_LDST(__nv_bfloat16)
#undef __ROOFLINE_H_SHFL
#undef __ROOFLINE_H_LDST

//===--- Members defined out of line, as in the SDK's cuda_bf16.hpp ------===//

__ROOFLINE_HD inline __nv_bfloat16::__nv_bfloat16(const float f) {
  __x = __float2bfloat16(f).__x;
}
__ROOFLINE_HD inline __nv_bfloat16::__nv_bfloat16(const double f) {
  __x = __double2bfloat16(f).__x;
}
__ROOFLINE_HD inline __nv_bfloat16::operator float() const {
  return __bfloat162float(*this);
}

// The explicit __half(__nv_bfloat16) constructor declared in cuda_fp16.h.
__host__ __device__ inline __half::__half(const __nv_bfloat16 f) {
  __x = __float2half(__bfloat162float(f)).__x;
}
__host__ __device__ inline __nv_bfloat16::__nv_bfloat16(const __half f) {
  __x = __float2bfloat16(__half2float(f)).__x;
}

//===--- Operators -------------------------------------------------------===//

__ROOFLINE_OP __nv_bfloat16 operator+(const __nv_bfloat16 &lh,
                                      const __nv_bfloat16 &rh) {
  return __hadd(lh, rh);
}
__ROOFLINE_OP __nv_bfloat16 operator-(const __nv_bfloat16 &lh,
                                      const __nv_bfloat16 &rh) {
  return __hsub(lh, rh);
}
__ROOFLINE_OP __nv_bfloat16 operator*(const __nv_bfloat16 &lh,
                                      const __nv_bfloat16 &rh) {
  return __hmul(lh, rh);
}
__ROOFLINE_OP __nv_bfloat16 operator/(const __nv_bfloat16 &lh,
                                      const __nv_bfloat16 &rh) {
  return __hdiv(lh, rh);
}
__ROOFLINE_OP __nv_bfloat16 &operator+=(__nv_bfloat16 &lh,
                                        const __nv_bfloat16 &rh) {
  lh = __hadd(lh, rh);
  return lh;
}
__ROOFLINE_OP __nv_bfloat16 &operator-=(__nv_bfloat16 &lh,
                                        const __nv_bfloat16 &rh) {
  lh = __hsub(lh, rh);
  return lh;
}
__ROOFLINE_OP __nv_bfloat16 &operator*=(__nv_bfloat16 &lh,
                                        const __nv_bfloat16 &rh) {
  lh = __hmul(lh, rh);
  return lh;
}
__ROOFLINE_OP __nv_bfloat16 &operator/=(__nv_bfloat16 &lh,
                                        const __nv_bfloat16 &rh) {
  lh = __hdiv(lh, rh);
  return lh;
}
__ROOFLINE_OP __nv_bfloat16 &operator++(__nv_bfloat16 &h) {
  __nv_bfloat16_raw one;
  one.x = 0x3F80U;
  h += one;
  return h;
}
__ROOFLINE_OP __nv_bfloat16 &operator--(__nv_bfloat16 &h) {
  __nv_bfloat16_raw one;
  one.x = 0x3F80U;
  h -= one;
  return h;
}
__ROOFLINE_OP __nv_bfloat16 operator++(__nv_bfloat16 &h, const int ignored) {
  static_cast<void>(ignored);
  const __nv_bfloat16 ret = h;
  __nv_bfloat16_raw one;
  one.x = 0x3F80U;
  h += one;
  return ret;
}
__ROOFLINE_OP __nv_bfloat16 operator--(__nv_bfloat16 &h, const int ignored) {
  static_cast<void>(ignored);
  const __nv_bfloat16 ret = h;
  __nv_bfloat16_raw one;
  one.x = 0x3F80U;
  h -= one;
  return ret;
}
__ROOFLINE_OP __nv_bfloat16 operator+(const __nv_bfloat16 &h) { return h; }
__ROOFLINE_OP __nv_bfloat16 operator-(const __nv_bfloat16 &h) {
  return __hneg(h);
}
__ROOFLINE_OP bool operator==(const __nv_bfloat16 &lh,
                              const __nv_bfloat16 &rh) {
  return __heq(lh, rh);
}
__ROOFLINE_OP bool operator!=(const __nv_bfloat16 &lh,
                              const __nv_bfloat16 &rh) {
  return __hneu(lh, rh);
}
__ROOFLINE_OP bool operator>(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) {
  return __hgt(lh, rh);
}
__ROOFLINE_OP bool operator<(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) {
  return __hlt(lh, rh);
}
__ROOFLINE_OP bool operator>=(const __nv_bfloat16 &lh,
                              const __nv_bfloat16 &rh) {
  return __hge(lh, rh);
}
__ROOFLINE_OP bool operator<=(const __nv_bfloat16 &lh,
                              const __nv_bfloat16 &rh) {
  return __hle(lh, rh);
}

__ROOFLINE_OP __nv_bfloat162 operator+(const __nv_bfloat162 &lh,
                                       const __nv_bfloat162 &rh) {
  return __hadd2(lh, rh);
}
__ROOFLINE_OP __nv_bfloat162 operator-(const __nv_bfloat162 &lh,
                                       const __nv_bfloat162 &rh) {
  return __hsub2(lh, rh);
}
__ROOFLINE_OP __nv_bfloat162 operator*(const __nv_bfloat162 &lh,
                                       const __nv_bfloat162 &rh) {
  return __hmul2(lh, rh);
}
__ROOFLINE_OP __nv_bfloat162 operator/(const __nv_bfloat162 &lh,
                                       const __nv_bfloat162 &rh) {
  return __h2div(lh, rh);
}
__ROOFLINE_OP __nv_bfloat162 &operator+=(__nv_bfloat162 &lh,
                                         const __nv_bfloat162 &rh) {
  lh = __hadd2(lh, rh);
  return lh;
}
__ROOFLINE_OP __nv_bfloat162 &operator-=(__nv_bfloat162 &lh,
                                         const __nv_bfloat162 &rh) {
  lh = __hsub2(lh, rh);
  return lh;
}
__ROOFLINE_OP __nv_bfloat162 &operator*=(__nv_bfloat162 &lh,
                                         const __nv_bfloat162 &rh) {
  lh = __hmul2(lh, rh);
  return lh;
}
__ROOFLINE_OP __nv_bfloat162 &operator/=(__nv_bfloat162 &lh,
                                         const __nv_bfloat162 &rh) {
  lh = __h2div(lh, rh);
  return lh;
}
__ROOFLINE_OP __nv_bfloat162 &operator++(__nv_bfloat162 &h) {
  __nv_bfloat162_raw one;
  one.x = 0x3F80U;
  one.y = 0x3F80U;
  h = __hadd2(h, one);
  return h;
}
__ROOFLINE_OP __nv_bfloat162 &operator--(__nv_bfloat162 &h) {
  __nv_bfloat162_raw one;
  one.x = 0x3F80U;
  one.y = 0x3F80U;
  h = __hsub2(h, one);
  return h;
}
__ROOFLINE_OP __nv_bfloat162 operator++(__nv_bfloat162 &h, const int ignored) {
  static_cast<void>(ignored);
  const __nv_bfloat162 ret = h;
  __nv_bfloat162_raw one;
  one.x = 0x3F80U;
  one.y = 0x3F80U;
  h = __hadd2(h, one);
  return ret;
}
__ROOFLINE_OP __nv_bfloat162 operator--(__nv_bfloat162 &h, const int ignored) {
  static_cast<void>(ignored);
  const __nv_bfloat162 ret = h;
  __nv_bfloat162_raw one;
  one.x = 0x3F80U;
  one.y = 0x3F80U;
  h = __hsub2(h, one);
  return ret;
}
__ROOFLINE_OP __nv_bfloat162 operator+(const __nv_bfloat162 &h) { return h; }
__ROOFLINE_OP __nv_bfloat162 operator-(const __nv_bfloat162 &h) {
  return __hneg2(h);
}
__ROOFLINE_OP bool operator==(const __nv_bfloat162 &lh,
                              const __nv_bfloat162 &rh) {
  return __hbeq2(lh, rh);
}
__ROOFLINE_OP bool operator!=(const __nv_bfloat162 &lh,
                              const __nv_bfloat162 &rh) {
  return __hbneu2(lh, rh);
}
__ROOFLINE_OP bool operator>(const __nv_bfloat162 &lh,
                             const __nv_bfloat162 &rh) {
  return __hbgt2(lh, rh);
}
__ROOFLINE_OP bool operator<(const __nv_bfloat162 &lh,
                             const __nv_bfloat162 &rh) {
  return __hblt2(lh, rh);
}
__ROOFLINE_OP bool operator>=(const __nv_bfloat162 &lh,
                              const __nv_bfloat162 &rh) {
  return __hbge2(lh, rh);
}
__ROOFLINE_OP bool operator<=(const __nv_bfloat162 &lh,
                              const __nv_bfloat162 &rh) {
  return __hble2(lh, rh);
}

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

#undef __ROOFLINE_HD
#undef __ROOFLINE_OP

#endif // __CUDA_BF16_H__
