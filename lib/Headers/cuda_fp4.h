//===- cuda_fp4.h - roofline-lint stand-in for the CUDA SDK header --------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// the 4-bit floating type __nv_fp4_e2m1, its x2 and x4 packs and storage
// types, their conversions to and from float, double, __half and
// __nv_bfloat16, and the __nv_cvt_* functions. Declarations with the SDK's
// names and shapes, as in cuda_fp8.h (which it includes, as the SDK's does).
//
//===----------------------------------------------------------------------===//

#ifndef __CUDA_FP4_H__
#define __CUDA_FP4_H__
#define __CUDA_FP4_HPP__
#define __CUDA_FP4_TYPES_EXIST__

#include "cuda_fp8.h"

#define __ROOFLINE_HD __host__ __device__

typedef unsigned char __nv_fp4_storage_t;
typedef unsigned char __nv_fp4x2_storage_t;
typedef unsigned short int __nv_fp4x4_storage_t;

typedef enum __nv_fp4_interpretation_t { __NV_E2M1 } __nv_fp4_interpretation_t;

__ROOFLINE_HD __nv_fp4_storage_t
__nv_cvt_double_to_fp4(double x, __nv_fp4_interpretation_t fp4_interpretation,
                       enum cudaRoundMode rounding);
__ROOFLINE_HD __nv_fp4x2_storage_t
__nv_cvt_double2_to_fp4x2(double2 x,
                          __nv_fp4_interpretation_t fp4_interpretation,
                          enum cudaRoundMode rounding);
__ROOFLINE_HD __nv_fp4_storage_t
__nv_cvt_float_to_fp4(float x, __nv_fp4_interpretation_t fp4_interpretation,
                      enum cudaRoundMode rounding);
__ROOFLINE_HD __nv_fp4x2_storage_t
__nv_cvt_float2_to_fp4x2(float2 x, __nv_fp4_interpretation_t fp4_interpretation,
                         enum cudaRoundMode rounding);
__ROOFLINE_HD __nv_fp4_storage_t
__nv_cvt_halfraw_to_fp4(__half_raw x,
                        __nv_fp4_interpretation_t fp4_interpretation,
                        enum cudaRoundMode rounding);
__ROOFLINE_HD __nv_fp4x2_storage_t
__nv_cvt_halfraw2_to_fp4x2(__half2_raw x,
                           __nv_fp4_interpretation_t fp4_interpretation,
                           enum cudaRoundMode rounding);
__ROOFLINE_HD __half_raw
__nv_cvt_fp4_to_halfraw(__nv_fp4_storage_t x,
                        __nv_fp4_interpretation_t fp4_interpretation);
__ROOFLINE_HD __half2_raw
__nv_cvt_fp4x2_to_halfraw2(__nv_fp4x2_storage_t x,
                           __nv_fp4_interpretation_t fp4_interpretation);

struct __align__(1) __nv_fp4_e2m1 {
  __nv_fp4_storage_t __x;
  __nv_fp4_e2m1() = default;
  __ROOFLINE_HD explicit __nv_fp4_e2m1(const __half f);
  __ROOFLINE_HD explicit __nv_fp4_e2m1(const __nv_bfloat16 f);
  __ROOFLINE_HD explicit __nv_fp4_e2m1(const float f);
  __ROOFLINE_HD explicit __nv_fp4_e2m1(const double f);
  __ROOFLINE_HD explicit __nv_fp4_e2m1(const int val);
  __ROOFLINE_HD explicit operator __half_raw() const;
  __ROOFLINE_HD explicit operator __half() const;
  __ROOFLINE_HD explicit operator __nv_bfloat16() const;
  __ROOFLINE_HD explicit operator float() const;
  __ROOFLINE_HD explicit operator double() const;
  __ROOFLINE_HD explicit operator int() const;
  __ROOFLINE_HD explicit operator bool() const;
};

struct __align__(1) __nv_fp4x2_e2m1 {
  __nv_fp4x2_storage_t __x;
  __nv_fp4x2_e2m1() = default;
  __ROOFLINE_HD explicit __nv_fp4x2_e2m1(const double2 f);
  __ROOFLINE_HD explicit __nv_fp4x2_e2m1(const float2 f);
  __ROOFLINE_HD explicit operator float2() const;
  __ROOFLINE_HD explicit operator __half2_raw() const;
};

struct __align__(2) __nv_fp4x4_e2m1 {
  __nv_fp4x4_storage_t __x;
  __nv_fp4x4_e2m1() = default;
  __ROOFLINE_HD explicit __nv_fp4x4_e2m1(const float4 f);
  __ROOFLINE_HD explicit operator float4() const;
};

#undef __ROOFLINE_HD

#endif
