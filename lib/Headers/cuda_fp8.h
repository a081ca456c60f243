//===- cuda_fp8.h - roofline-lint stand-in for the CUDA SDK header --------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// the 8-bit floating types (__nv_fp8_e4m3, __nv_fp8_e5m2, __nv_fp8_e8m0,
// the x2 and x4 packs and storage types), their conversions to and from float, double,
// __half and __nv_bfloat16, and the __nv_cvt_* functions. Declarations with
// the SDK's names and shapes; what they compute is no concern of a cost
// count (a conversion is an `other` operation, as the SDK's would be).
//
//===----------------------------------------------------------------------===//

#ifndef __CUDA_FP8_H__
#define __CUDA_FP8_H__
#define __CUDA_FP8_HPP__
#define __CUDA_FP8_TYPES_EXIST__

#include "cuda_bf16.h"
#include "cuda_fp16.h"
#include "host_defines.h"
#include "vector_types.h"

#define __ROOFLINE_HD __host__ __device__

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t {
  __NV_E4M3,
  __NV_E5M2
} __nv_fp8_interpretation_t;

__ROOFLINE_HD __nv_fp8_storage_t
__nv_cvt_double_to_fp8(double x, __nv_saturation_t saturate,
                       __nv_fp8_interpretation_t fp8_interpretation);
__ROOFLINE_HD __nv_fp8x2_storage_t
__nv_cvt_double2_to_fp8x2(double2 x, __nv_saturation_t saturate,
                          __nv_fp8_interpretation_t fp8_interpretation);
__ROOFLINE_HD __nv_fp8_storage_t
__nv_cvt_float_to_fp8(float x, __nv_saturation_t saturate,
                      __nv_fp8_interpretation_t fp8_interpretation);
__ROOFLINE_HD __nv_fp8x2_storage_t
__nv_cvt_float2_to_fp8x2(float2 x, __nv_saturation_t saturate,
                         __nv_fp8_interpretation_t fp8_interpretation);
__ROOFLINE_HD __nv_fp8_storage_t
__nv_cvt_halfraw_to_fp8(__half_raw x, __nv_saturation_t saturate,
                        __nv_fp8_interpretation_t fp8_interpretation);
__ROOFLINE_HD __nv_fp8x2_storage_t
__nv_cvt_halfraw2_to_fp8x2(__half2_raw x, __nv_saturation_t saturate,
                           __nv_fp8_interpretation_t fp8_interpretation);
__ROOFLINE_HD __nv_fp8_storage_t
__nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw x, __nv_saturation_t saturate,
                            __nv_fp8_interpretation_t fp8_interpretation);
__ROOFLINE_HD __nv_fp8x2_storage_t
__nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw x,
                               __nv_saturation_t saturate,
                               __nv_fp8_interpretation_t fp8_interpretation);
__ROOFLINE_HD __half_raw
__nv_cvt_fp8_to_halfraw(__nv_fp8_storage_t x,
                        __nv_fp8_interpretation_t fp8_interpretation);
__ROOFLINE_HD __half2_raw
__nv_cvt_fp8x2_to_halfraw2(__nv_fp8x2_storage_t x,
                           __nv_fp8_interpretation_t fp8_interpretation);

// E8M0, the scale type of block-scaled formats (CUDA 12.8).
__ROOFLINE_HD __nv_fp8_storage_t
__nv_cvt_float_to_e8m0(float x, __nv_saturation_t saturate,
                       enum cudaRoundMode rounding);
__ROOFLINE_HD __nv_fp8_storage_t
__nv_cvt_double_to_e8m0(double x, __nv_saturation_t saturate,
                        enum cudaRoundMode rounding);
__ROOFLINE_HD __nv_fp8_storage_t
__nv_cvt_bfloat16raw_to_e8m0(__nv_bfloat16_raw x, __nv_saturation_t saturate,
                             enum cudaRoundMode rounding);
__ROOFLINE_HD __nv_fp8x2_storage_t
__nv_cvt_float2_to_e8m0x2(float2 x, __nv_saturation_t saturate,
                          enum cudaRoundMode rounding);
__ROOFLINE_HD __nv_bfloat16_raw __nv_cvt_e8m0_to_bf16raw(__nv_fp8_storage_t x);
__ROOFLINE_HD __nv_bfloat162_raw
__nv_cvt_e8m0x2_to_bf162raw(__nv_fp8x2_storage_t x);

/// One 8-bit float; the x2 and x4 packs hold two and four.
#define __ROOFLINE_FP8_TYPE(NAME)                                              \
  struct __align__(1) NAME {                                                   \
    __nv_fp8_storage_t __x;                                                    \
    NAME() = default;                                                          \
    __ROOFLINE_HD explicit NAME(const __half f);                               \
    __ROOFLINE_HD explicit NAME(const __nv_bfloat16 f);                        \
    __ROOFLINE_HD explicit NAME(const float f);                                \
    __ROOFLINE_HD explicit NAME(const double f);                               \
    __ROOFLINE_HD explicit NAME(const unsigned short int val);                 \
    __ROOFLINE_HD explicit NAME(const unsigned int val);                       \
    __ROOFLINE_HD explicit NAME(const unsigned long long int val);             \
    __ROOFLINE_HD explicit NAME(const short int val);                          \
    __ROOFLINE_HD explicit NAME(const int val);                                \
    __ROOFLINE_HD explicit NAME(const long long int val);                      \
    __ROOFLINE_HD explicit operator __half_raw() const;                        \
    __ROOFLINE_HD explicit operator __half() const;                            \
    __ROOFLINE_HD explicit operator __nv_bfloat16() const;                     \
    __ROOFLINE_HD explicit operator float() const;                             \
    __ROOFLINE_HD explicit operator double() const;                            \
    __ROOFLINE_HD explicit operator unsigned char() const;                     \
    __ROOFLINE_HD explicit operator unsigned short int() const;                \
    __ROOFLINE_HD explicit operator unsigned int() const;                      \
    __ROOFLINE_HD explicit operator unsigned long long int() const;            \
    __ROOFLINE_HD explicit operator signed char() const;                       \
    __ROOFLINE_HD explicit operator short int() const;                         \
    __ROOFLINE_HD explicit operator int() const;                               \
    __ROOFLINE_HD explicit operator long long int() const;                     \
    __ROOFLINE_HD explicit operator bool() const;                              \
  }

#define __ROOFLINE_FP8_PACK(NAME, STORAGE, ALIGN, VEC)                         \
  struct __align__(ALIGN) NAME {                                               \
    STORAGE __x;                                                               \
    NAME() = default;                                                          \
    __ROOFLINE_HD explicit NAME(const VEC f);                                  \
    __ROOFLINE_HD explicit operator VEC() const;                               \
  }

__ROOFLINE_FP8_TYPE(__nv_fp8_e4m3);
__ROOFLINE_FP8_TYPE(__nv_fp8_e5m2);
__ROOFLINE_FP8_TYPE(__nv_fp8_e8m0);
__ROOFLINE_FP8_PACK(__nv_fp8x2_e4m3, __nv_fp8x2_storage_t, 2, float2);
__ROOFLINE_FP8_PACK(__nv_fp8x2_e5m2, __nv_fp8x2_storage_t, 2, float2);
__ROOFLINE_FP8_PACK(__nv_fp8x4_e4m3, __nv_fp8x4_storage_t, 4, float4);
__ROOFLINE_FP8_PACK(__nv_fp8x4_e5m2, __nv_fp8x4_storage_t, 4, float4);

#undef __ROOFLINE_FP8_TYPE
#undef __ROOFLINE_FP8_PACK
#undef __ROOFLINE_HD

#endif
