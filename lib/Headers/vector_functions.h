//===- vector_functions.h - roofline-lint stand-in ------------------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// the make_<vector>() constructors, host and device, as in the SDK. Bodies
// only copy their arguments into the members.
//
//===----------------------------------------------------------------------===//

#ifndef __VECTOR_FUNCTIONS_H__
#define __VECTOR_FUNCTIONS_H__
#define __VECTOR_FUNCTIONS_HPP__

#include "host_defines.h"
#include "vector_types.h"

#define __ROOFLINE_MAKE1(T, E)                                                 \
  static __inline__ __host__ __device__ T make_##T(E x) {                      \
    T t;                                                                       \
    t.x = x;                                                                   \
    return t;                                                                  \
  }
#define __ROOFLINE_MAKE2(T, E)                                                 \
  static __inline__ __host__ __device__ T make_##T(E x, E y) {                 \
    T t;                                                                       \
    t.x = x;                                                                   \
    t.y = y;                                                                   \
    return t;                                                                  \
  }
#define __ROOFLINE_MAKE3(T, E)                                                 \
  static __inline__ __host__ __device__ T make_##T(E x, E y, E z) {            \
    T t;                                                                       \
    t.x = x;                                                                   \
    t.y = y;                                                                   \
    t.z = z;                                                                   \
    return t;                                                                  \
  }
#define __ROOFLINE_MAKE4(T, E)                                                 \
  static __inline__ __host__ __device__ T make_##T(E x, E y, E z, E w) {       \
    T t;                                                                       \
    t.x = x;                                                                   \
    t.y = y;                                                                   \
    t.z = z;                                                                   \
    t.w = w;                                                                   \
    return t;                                                                  \
  }

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
__ROOFLINE_MAKE1(char1, signed char)
__ROOFLINE_MAKE2(char2, signed char)
__ROOFLINE_MAKE3(char3, signed char)
__ROOFLINE_MAKE4(char4, signed char)
__ROOFLINE_MAKE1(uchar1, unsigned char)
__ROOFLINE_MAKE2(uchar2, unsigned char)
__ROOFLINE_MAKE3(uchar3, unsigned char)
__ROOFLINE_MAKE4(uchar4, unsigned char)
__ROOFLINE_MAKE1(short1, short)
__ROOFLINE_MAKE2(short2, short)
__ROOFLINE_MAKE3(short3, short)
__ROOFLINE_MAKE4(short4, short)
__ROOFLINE_MAKE1(ushort1, unsigned short)
__ROOFLINE_MAKE2(ushort2, unsigned short)
__ROOFLINE_MAKE3(ushort3, unsigned short)
__ROOFLINE_MAKE4(ushort4, unsigned short)
__ROOFLINE_MAKE1(int1, int)
__ROOFLINE_MAKE2(int2, int)
__ROOFLINE_MAKE3(int3, int)
__ROOFLINE_MAKE4(int4, int)
__ROOFLINE_MAKE1(uint1, unsigned int)
__ROOFLINE_MAKE2(uint2, unsigned int)
__ROOFLINE_MAKE3(uint3, unsigned int)
__ROOFLINE_MAKE4(uint4, unsigned int)
__ROOFLINE_MAKE1(long1, long int)
__ROOFLINE_MAKE2(long2, long int)
__ROOFLINE_MAKE3(long3, long int)
__ROOFLINE_MAKE4(long4, long int)
__ROOFLINE_MAKE1(ulong1, unsigned long int)
__ROOFLINE_MAKE2(ulong2, unsigned long int)
__ROOFLINE_MAKE3(ulong3, unsigned long int)
__ROOFLINE_MAKE4(ulong4, unsigned long int)
__ROOFLINE_MAKE1(float1, float)
__ROOFLINE_MAKE2(float2, float)
__ROOFLINE_MAKE3(float3, float)
__ROOFLINE_MAKE4(float4, float)
__ROOFLINE_MAKE1(longlong1, long long int)
__ROOFLINE_MAKE2(longlong2, long long int)
__ROOFLINE_MAKE3(longlong3, long long int)
__ROOFLINE_MAKE4(longlong4, long long int)
__ROOFLINE_MAKE1(ulonglong1, unsigned long long int)
__ROOFLINE_MAKE2(ulonglong2, unsigned long long int)
__ROOFLINE_MAKE3(ulonglong3, unsigned long long int)
__ROOFLINE_MAKE4(ulonglong4, unsigned long long int)
__ROOFLINE_MAKE1(double1, double)
__ROOFLINE_MAKE2(double2, double)
__ROOFLINE_MAKE3(double3, double)
__ROOFLINE_MAKE4(double4, double)
__ROOFLINE_MAKE4(long4_16a, long int)
__ROOFLINE_MAKE4(long4_32a, long int)
__ROOFLINE_MAKE4(ulong4_16a, unsigned long int)
__ROOFLINE_MAKE4(ulong4_32a, unsigned long int)
__ROOFLINE_MAKE4(longlong4_16a, long long int)
__ROOFLINE_MAKE4(longlong4_32a, long long int)
__ROOFLINE_MAKE4(ulonglong4_16a, unsigned long long int)
__ROOFLINE_MAKE4(ulonglong4_32a, unsigned long long int)
__ROOFLINE_MAKE4(double4_16a, double)
__ROOFLINE_MAKE4(double4_32a, double)
#pragma GCC diagnostic pop

#undef __ROOFLINE_MAKE1
#undef __ROOFLINE_MAKE2
#undef __ROOFLINE_MAKE3
#undef __ROOFLINE_MAKE4

#endif // __VECTOR_FUNCTIONS_H__
