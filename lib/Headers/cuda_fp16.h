//===- cuda_fp16.h - roofline-lint stand-in for the CUDA SDK header -------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// the __half and __half2 structs (same members, constructors, conversion and
// assignment operators as the SDK, so overload resolution and implicit
// conversions come out the same), the conversion, arithmetic, comparison and
// math intrinsics, warp shuffles, cache-hint loads/stores, atomicAdd, and the
// free operators (+ - * / += -= *= /= ++ -- unary +/- and comparisons) as
// `__host__ __device__` functions taking `const __half &`, like the SDK's.
//
// The analyzer counts a half-precision FLOP at a call to an intrinsic or an
// operator whose parameters are __half/__half2; the operators therefore keep
// the SDK's shape (operator+ calls __hadd, ...). Intrinsics are declarations.
//
//===----------------------------------------------------------------------===//

#ifndef __CUDA_FP16_H__
#define __CUDA_FP16_H__
#define __CUDA_FP16_HPP__
#define __CUDA_FP16_TYPES_EXIST__

#include "host_defines.h"
#include "vector_functions.h"
#include "vector_types.h"

#include <utility>

#define __ROOFLINE_HD __host__ __device__
#define __ROOFLINE_OP __host__ __device__ __forceinline__

typedef struct __align__(2) {
  unsigned short x;
}
__half_raw;

typedef struct __align__(4) {
  unsigned short x;
  unsigned short y;
}
__half2_raw;

struct __nv_bfloat16;

struct __align__(2) __half {
protected:
  unsigned short __x;

public:
  __half() = default;

  __ROOFLINE_HD constexpr __half(const __half_raw &hr) : __x(hr.x) {}
  __ROOFLINE_HD __half &operator=(const __half_raw &hr);
  __ROOFLINE_HD volatile __half &operator=(const __half_raw &hr) volatile;
  __ROOFLINE_HD volatile __half &operator=(
      const volatile __half_raw &hr) volatile;
  __ROOFLINE_HD operator __half_raw() const;
  __ROOFLINE_HD operator __half_raw() const volatile;

  explicit __ROOFLINE_HD __half(const __nv_bfloat16 f);
  __ROOFLINE_HD __half(const float f);
  __ROOFLINE_HD __half(const double f);
  __ROOFLINE_HD operator float() const;
  __ROOFLINE_HD __half &operator=(const float f);
  __ROOFLINE_HD __half &operator=(const double f);

  __ROOFLINE_HD __half(const short val);
  __ROOFLINE_HD __half(const unsigned short val);
  __ROOFLINE_HD __half(const int val);
  __ROOFLINE_HD __half(const unsigned int val);
  __ROOFLINE_HD __half(const long val);
  __ROOFLINE_HD __half(const unsigned long val);
  __ROOFLINE_HD __half(const long long val);
  __ROOFLINE_HD __half(const unsigned long long val);

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
  __ROOFLINE_HD __half &operator=(const short val);
  __ROOFLINE_HD __half &operator=(const unsigned short val);
  __ROOFLINE_HD __half &operator=(const int val);
  __ROOFLINE_HD __half &operator=(const unsigned int val);
  __ROOFLINE_HD __half &operator=(const long long val);
  __ROOFLINE_HD __half &operator=(const unsigned long long val);
  __ROOFLINE_HD constexpr operator bool() const {
    return (__x & 0x7FFFU) != 0U;
  }
};

struct __align__(4) __half2 {
  __half x;
  __half y;

public:
  __half2() = default;
  __ROOFLINE_HD __half2(const __half2 &&src);
  __ROOFLINE_HD __half2 &operator=(const __half2 &&src);
  __ROOFLINE_HD constexpr __half2(const __half &a, const __half &b)
      : x(a), y(b) {}
  __ROOFLINE_HD __half2(const __half2 &src);
  __ROOFLINE_HD __half2 &operator=(const __half2 &src);
  __ROOFLINE_HD __half2(const __half2_raw &h2r);
  __ROOFLINE_HD __half2 &operator=(const __half2_raw &h2r);
  __ROOFLINE_HD operator __half2_raw() const;
};

//===--- Conversions -----------------------------------------------------===//

__ROOFLINE_HD __half __double2half(const double a);
__ROOFLINE_HD __half __float2half(const float a);
__ROOFLINE_HD __half __float2half_rn(const float a);
__ROOFLINE_HD __half __float2half_rz(const float a);
__ROOFLINE_HD __half __float2half_rd(const float a);
__ROOFLINE_HD __half __float2half_ru(const float a);
__ROOFLINE_HD float __half2float(const __half a);
__ROOFLINE_HD __half2 __float2half2_rn(const float a);
__ROOFLINE_HD __half2 __floats2half2_rn(const float a, const float b);
__ROOFLINE_HD float __low2float(const __half2 a);
__ROOFLINE_HD float __high2float(const __half2 a);
__ROOFLINE_HD __half2 __float22half2_rn(const float2 a);
__ROOFLINE_HD float2 __half22float2(const __half2 a);
__ROOFLINE_HD __half2 make_half2(const __half x, const __half y);

__ROOFLINE_HD signed char __half2char_rz(const __half h);
__ROOFLINE_HD unsigned char __half2uchar_rz(const __half h);
__ROOFLINE_HD short int __half2short_rz(const __half h);
__ROOFLINE_HD unsigned short int __half2ushort_rz(const __half h);
__ROOFLINE_HD int __half2int_rz(const __half h);
__ROOFLINE_HD unsigned int __half2uint_rz(const __half h);
__ROOFLINE_HD long long int __half2ll_rz(const __half h);
__ROOFLINE_HD unsigned long long int __half2ull_rz(const __half h);

#define __ROOFLINE_H2I(R, NAME)                                                \
  __device__ R NAME##_rn(const __half h);                                      \
  __device__ R NAME##_rd(const __half h);                                      \
  __device__ R NAME##_ru(const __half h);
__ROOFLINE_H2I(int, __half2int)
__ROOFLINE_H2I(short int, __half2short)
__ROOFLINE_H2I(unsigned int, __half2uint)
__ROOFLINE_H2I(unsigned short int, __half2ushort)
__ROOFLINE_H2I(unsigned long long int, __half2ull)
__ROOFLINE_H2I(long long int, __half2ll)
#undef __ROOFLINE_H2I

#define __ROOFLINE_I2H(A, NAME)                                                \
  __ROOFLINE_HD __half NAME##_rn(const A i);                                   \
  __ROOFLINE_HD __half NAME##_rz(const A i);                                   \
  __ROOFLINE_HD __half NAME##_rd(const A i);                                   \
  __ROOFLINE_HD __half NAME##_ru(const A i);
__ROOFLINE_I2H(int, __int2half)
__ROOFLINE_I2H(short int, __short2half)
__ROOFLINE_I2H(unsigned int, __uint2half)
__ROOFLINE_I2H(unsigned short int, __ushort2half)
__ROOFLINE_I2H(unsigned long long int, __ull2half)
__ROOFLINE_I2H(long long int, __ll2half)
#undef __ROOFLINE_I2H

__ROOFLINE_HD __half2 __half2half2(const __half a);
__ROOFLINE_HD __half2 __lowhigh2highlow(const __half2 a);
__ROOFLINE_HD __half2 __lows2half2(const __half2 a, const __half2 b);
__ROOFLINE_HD __half2 __highs2half2(const __half2 a, const __half2 b);
__ROOFLINE_HD __half __high2half(const __half2 a);
__ROOFLINE_HD __half __low2half(const __half2 a);
__ROOFLINE_HD __half2 __halves2half2(const __half a, const __half b);
__ROOFLINE_HD __half2 __low2half2(const __half2 a);
__ROOFLINE_HD __half2 __high2half2(const __half2 a);
__ROOFLINE_HD short int __half_as_short(const __half h);
__ROOFLINE_HD unsigned short int __half_as_ushort(const __half h);
__ROOFLINE_HD __half __short_as_half(const short int i);
__ROOFLINE_HD __half __ushort_as_half(const unsigned short int i);

//===--- Arithmetic ------------------------------------------------------===//

#define __ROOFLINE_H_BIN(R, NAME)                                              \
  __ROOFLINE_HD R NAME(const __half a, const __half b);
#define __ROOFLINE_H2_BIN(R, NAME)                                             \
  __ROOFLINE_HD R NAME(const __half2 a, const __half2 b);

__ROOFLINE_H_BIN(__half, __hadd)
__ROOFLINE_H_BIN(__half, __hsub)
__ROOFLINE_H_BIN(__half, __hmul)
__ROOFLINE_H_BIN(__half, __hdiv)
__ROOFLINE_H_BIN(__half, __hadd_rn)
__ROOFLINE_H_BIN(__half, __hsub_rn)
__ROOFLINE_H_BIN(__half, __hmul_rn)
__ROOFLINE_H_BIN(__half, __hadd_sat)
__ROOFLINE_H_BIN(__half, __hsub_sat)
__ROOFLINE_H_BIN(__half, __hmul_sat)
__ROOFLINE_H_BIN(__half, __hmax)
__ROOFLINE_H_BIN(__half, __hmin)
__ROOFLINE_H_BIN(__half, __hmax_nan)
__ROOFLINE_H_BIN(__half, __hmin_nan)
__ROOFLINE_H2_BIN(__half2, __hadd2)
__ROOFLINE_H2_BIN(__half2, __hsub2)
__ROOFLINE_H2_BIN(__half2, __hmul2)
__ROOFLINE_H2_BIN(__half2, __h2div)
__ROOFLINE_H2_BIN(__half2, __hadd2_rn)
__ROOFLINE_H2_BIN(__half2, __hsub2_rn)
__ROOFLINE_H2_BIN(__half2, __hmul2_rn)
__ROOFLINE_H2_BIN(__half2, __hadd2_sat)
__ROOFLINE_H2_BIN(__half2, __hsub2_sat)
__ROOFLINE_H2_BIN(__half2, __hmul2_sat)
__ROOFLINE_H2_BIN(__half2, __hmax2)
__ROOFLINE_H2_BIN(__half2, __hmin2)
__ROOFLINE_H2_BIN(__half2, __hmax2_nan)
__ROOFLINE_H2_BIN(__half2, __hmin2_nan)
__ROOFLINE_HD __half __hneg(const __half a);
__ROOFLINE_HD __half2 __hneg2(const __half2 a);
__ROOFLINE_HD __half __habs(const __half a);
__ROOFLINE_HD __half2 __habs2(const __half2 a);

__device__ __half __hfma(const __half a, const __half b, const __half c);
__device__ __half __hfma_sat(const __half a, const __half b, const __half c);
__device__ __half __hfma_relu(const __half a, const __half b, const __half c);
__device__ __half2 __hfma2(const __half2 a, const __half2 b, const __half2 c);
__device__ __half2 __hfma2_sat(const __half2 a, const __half2 b,
                               const __half2 c);
__device__ __half2 __hfma2_relu(const __half2 a, const __half2 b,
                                const __half2 c);
__device__ __half2 __hcmadd(const __half2 a, const __half2 b, const __half2 c);

//===--- Comparisons -----------------------------------------------------===//

#define __ROOFLINE_H_CMP(OP)                                                   \
  __ROOFLINE_H_BIN(bool, __h##OP)                                              \
  __ROOFLINE_H2_BIN(__half2, __h##OP##2)                                       \
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
__ROOFLINE_HD bool __hisnan(const __half a);
__ROOFLINE_HD __half2 __hisnan2(const __half2 a);
__ROOFLINE_HD int __hisinf(const __half a);

//===--- Math ------------------------------------------------------------===//

#define __ROOFLINE_H_MATH(NAME)                                                \
  __device__ __half h##NAME(const __half a);                                   \
  __device__ __half2 h2##NAME(const __half2 a);
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
__ROOFLINE_H_SHFL(__half2)
__ROOFLINE_H_SHFL(__half)
__ROOFLINE_H_LDST(__half2)
__ROOFLINE_H_LDST(__half)
#undef __ROOFLINE_H_SHFL
#undef __ROOFLINE_H_LDST

//===--- Members defined out of line, as in the SDK's cuda_fp16.hpp ------===//

__ROOFLINE_HD inline __half::__half(const float f) {
  __x = __float2half(f).__x;
}
__ROOFLINE_HD inline __half::__half(const double f) {
  __x = __double2half(f).__x;
}
__ROOFLINE_HD inline __half::operator float() const {
  return __half2float(*this);
}

//===--- Operators -------------------------------------------------------===//

__ROOFLINE_OP __half operator+(const __half &lh, const __half &rh) {
  return __hadd(lh, rh);
}
__ROOFLINE_OP __half operator-(const __half &lh, const __half &rh) {
  return __hsub(lh, rh);
}
__ROOFLINE_OP __half operator*(const __half &lh, const __half &rh) {
  return __hmul(lh, rh);
}
__ROOFLINE_OP __half operator/(const __half &lh, const __half &rh) {
  return __hdiv(lh, rh);
}
__ROOFLINE_OP __half &operator+=(__half &lh, const __half &rh) {
  lh = __hadd(lh, rh);
  return lh;
}
__ROOFLINE_OP __half &operator-=(__half &lh, const __half &rh) {
  lh = __hsub(lh, rh);
  return lh;
}
__ROOFLINE_OP __half &operator*=(__half &lh, const __half &rh) {
  lh = __hmul(lh, rh);
  return lh;
}
__ROOFLINE_OP __half &operator/=(__half &lh, const __half &rh) {
  lh = __hdiv(lh, rh);
  return lh;
}
__ROOFLINE_OP __half &operator++(__half &h) {
  __half_raw one;
  one.x = 0x3C00U;
  h += one;
  return h;
}
__ROOFLINE_OP __half &operator--(__half &h) {
  __half_raw one;
  one.x = 0x3C00U;
  h -= one;
  return h;
}
__ROOFLINE_OP __half operator++(__half &h, const int ignored) {
  static_cast<void>(ignored);
  const __half ret = h;
  __half_raw one;
  one.x = 0x3C00U;
  h += one;
  return ret;
}
__ROOFLINE_OP __half operator--(__half &h, const int ignored) {
  static_cast<void>(ignored);
  const __half ret = h;
  __half_raw one;
  one.x = 0x3C00U;
  h -= one;
  return ret;
}
__ROOFLINE_OP __half operator+(const __half &h) { return h; }
__ROOFLINE_OP __half operator-(const __half &h) { return __hneg(h); }
__ROOFLINE_OP bool operator==(const __half &lh, const __half &rh) {
  return __heq(lh, rh);
}
__ROOFLINE_OP bool operator!=(const __half &lh, const __half &rh) {
  return __hneu(lh, rh);
}
__ROOFLINE_OP bool operator>(const __half &lh, const __half &rh) {
  return __hgt(lh, rh);
}
__ROOFLINE_OP bool operator<(const __half &lh, const __half &rh) {
  return __hlt(lh, rh);
}
__ROOFLINE_OP bool operator>=(const __half &lh, const __half &rh) {
  return __hge(lh, rh);
}
__ROOFLINE_OP bool operator<=(const __half &lh, const __half &rh) {
  return __hle(lh, rh);
}

__ROOFLINE_OP __half2 operator+(const __half2 &lh, const __half2 &rh) {
  return __hadd2(lh, rh);
}
__ROOFLINE_OP __half2 operator-(const __half2 &lh, const __half2 &rh) {
  return __hsub2(lh, rh);
}
__ROOFLINE_OP __half2 operator*(const __half2 &lh, const __half2 &rh) {
  return __hmul2(lh, rh);
}
__ROOFLINE_OP __half2 operator/(const __half2 &lh, const __half2 &rh) {
  return __h2div(lh, rh);
}
__ROOFLINE_OP __half2 &operator+=(__half2 &lh, const __half2 &rh) {
  lh = __hadd2(lh, rh);
  return lh;
}
__ROOFLINE_OP __half2 &operator-=(__half2 &lh, const __half2 &rh) {
  lh = __hsub2(lh, rh);
  return lh;
}
__ROOFLINE_OP __half2 &operator*=(__half2 &lh, const __half2 &rh) {
  lh = __hmul2(lh, rh);
  return lh;
}
__ROOFLINE_OP __half2 &operator/=(__half2 &lh, const __half2 &rh) {
  lh = __h2div(lh, rh);
  return lh;
}
__ROOFLINE_OP __half2 &operator++(__half2 &h) {
  __half2_raw one;
  one.x = 0x3C00U;
  one.y = 0x3C00U;
  h = __hadd2(h, one);
  return h;
}
__ROOFLINE_OP __half2 &operator--(__half2 &h) {
  __half2_raw one;
  one.x = 0x3C00U;
  one.y = 0x3C00U;
  h = __hsub2(h, one);
  return h;
}
__ROOFLINE_OP __half2 operator++(__half2 &h, const int ignored) {
  static_cast<void>(ignored);
  const __half2 ret = h;
  __half2_raw one;
  one.x = 0x3C00U;
  one.y = 0x3C00U;
  h = __hadd2(h, one);
  return ret;
}
__ROOFLINE_OP __half2 operator--(__half2 &h, const int ignored) {
  static_cast<void>(ignored);
  const __half2 ret = h;
  __half2_raw one;
  one.x = 0x3C00U;
  one.y = 0x3C00U;
  h = __hsub2(h, one);
  return ret;
}
__ROOFLINE_OP __half2 operator+(const __half2 &h) { return h; }
__ROOFLINE_OP __half2 operator-(const __half2 &h) { return __hneg2(h); }
__ROOFLINE_OP bool operator==(const __half2 &lh, const __half2 &rh) {
  return __hbeq2(lh, rh);
}
__ROOFLINE_OP bool operator!=(const __half2 &lh, const __half2 &rh) {
  return __hbneu2(lh, rh);
}
__ROOFLINE_OP bool operator>(const __half2 &lh, const __half2 &rh) {
  return __hbgt2(lh, rh);
}
__ROOFLINE_OP bool operator<(const __half2 &lh, const __half2 &rh) {
  return __hblt2(lh, rh);
}
__ROOFLINE_OP bool operator>=(const __half2 &lh, const __half2 &rh) {
  return __hbge2(lh, rh);
}
__ROOFLINE_OP bool operator<=(const __half2 &lh, const __half2 &rh) {
  return __hble2(lh, rh);
}

typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half nv_half;
typedef __half2 nv_half2;

#undef __ROOFLINE_HD
#undef __ROOFLINE_OP

#endif // __CUDA_FP16_H__
