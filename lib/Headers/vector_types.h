//===- vector_types.h - roofline-lint stand-in for the CUDA SDK header ----===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// the built-in vector types (char1 ... double4, dim3) with the SDK's member
// names, sizes and alignments (float2 8, float4 16, double2 16, ...), so
// sizeof() of a vector access is the same with or without the SDK.
//
//===----------------------------------------------------------------------===//

#ifndef __VECTOR_TYPES_H__
#define __VECTOR_TYPES_H__

#include "host_defines.h"

#define __ROOFLINE_VEC_DEPRECATED(msg) __attribute__((deprecated(msg)))

// One struct per line keeps the table readable.
// clang-format off
struct char1 { signed char x; };
struct uchar1 { unsigned char x; };
struct __align__(2) char2 { signed char x, y; };
struct __align__(2) uchar2 { unsigned char x, y; };
struct char3 { signed char x, y, z; };
struct uchar3 { unsigned char x, y, z; };
struct __align__(4) char4 { signed char x, y, z, w; };
struct __align__(4) uchar4 { unsigned char x, y, z, w; };

struct short1 { short x; };
struct ushort1 { unsigned short x; };
struct __align__(4) short2 { short x, y; };
struct __align__(4) ushort2 { unsigned short x, y; };
struct short3 { short x, y, z; };
struct ushort3 { unsigned short x, y, z; };
struct __align__(8) short4 { short x; short y; short z; short w; };
struct __align__(8) ushort4 {
  unsigned short x; unsigned short y; unsigned short z; unsigned short w;
};

struct int1 { int x; };
struct uint1 { unsigned int x; };
struct __align__(8) int2 { int x; int y; };
struct __align__(8) uint2 { unsigned int x; unsigned int y; };
struct int3 { int x, y, z; };
struct uint3 { unsigned int x, y, z; };
struct __builtin_align__(16) int4 { int x, y, z, w; };
struct __builtin_align__(16) uint4 { unsigned int x, y, z, w; };

struct long1 { long int x; };
struct ulong1 { unsigned long x; };
struct __align__(2 * sizeof(long int)) long2 { long int x, y; };
struct __align__(2 * sizeof(unsigned long int)) ulong2 {
  unsigned long int x, y;
};
struct long3 { long int x, y, z; };
struct ulong3 { unsigned long int x, y, z; };
struct __ROOFLINE_VEC_DEPRECATED("use long4_16a or long4_32a")
    __builtin_align__(16) long4 { long int x, y, z, w; };
struct __ROOFLINE_VEC_DEPRECATED("use ulong4_16a or ulong4_32a")
    __builtin_align__(16) ulong4 { unsigned long int x, y, z, w; };
struct __builtin_align__(16) long4_16a { long int x, y, z, w; };
struct __builtin_align__(16) ulong4_16a { unsigned long int x, y, z, w; };
struct __builtin_align__(32) long4_32a { long int x, y, z, w; };
struct __builtin_align__(32) ulong4_32a { unsigned long int x, y, z, w; };

struct float1 { float x; };
struct __align__(8) float2 { float x; float y; };
struct float3 { float x, y, z; };
struct __builtin_align__(16) float4 { float x, y, z, w; };

struct longlong1 { long long int x; };
struct ulonglong1 { unsigned long long int x; };
struct __builtin_align__(16) longlong2 { long long int x, y; };
struct __builtin_align__(16) ulonglong2 { unsigned long long int x, y; };
struct longlong3 { long long int x, y, z; };
struct ulonglong3 { unsigned long long int x, y, z; };
struct __ROOFLINE_VEC_DEPRECATED("use longlong4_16a or longlong4_32a")
    __builtin_align__(16) longlong4 { long long int x, y, z, w; };
struct __builtin_align__(16) longlong4_16a { long long int x, y, z, w; };
struct __builtin_align__(32) longlong4_32a { long long int x, y, z, w; };
struct __ROOFLINE_VEC_DEPRECATED("use ulonglong4_16a or ulonglong4_32a")
    __builtin_align__(16) ulonglong4 { unsigned long long int x, y, z, w; };
struct __builtin_align__(16) ulonglong4_16a {
  unsigned long long int x, y, z, w;
};
struct __builtin_align__(32) ulonglong4_32a {
  unsigned long long int x, y, z, w;
};

struct double1 { double x; };
struct __builtin_align__(16) double2 { double x, y; };
struct double3 { double x, y, z; };
struct __ROOFLINE_VEC_DEPRECATED("use double4_16a or double4_32a")
    __builtin_align__(16) double4 { double x, y, z, w; };
struct __builtin_align__(16) double4_16a { double x, y, z, w; };
struct __builtin_align__(32) double4_32a { double x, y, z, w; };

// The SDK also names every struct through a typedef of the same name; keep
// that sugar so types print identically in both modes.
typedef struct char1 char1;
typedef struct uchar1 uchar1;
typedef struct char2 char2;
typedef struct uchar2 uchar2;
typedef struct char3 char3;
typedef struct uchar3 uchar3;
typedef struct char4 char4;
typedef struct uchar4 uchar4;
typedef struct short1 short1;
typedef struct ushort1 ushort1;
typedef struct short2 short2;
typedef struct ushort2 ushort2;
typedef struct short3 short3;
typedef struct ushort3 ushort3;
typedef struct short4 short4;
typedef struct ushort4 ushort4;
typedef struct int1 int1;
typedef struct uint1 uint1;
typedef struct int2 int2;
typedef struct uint2 uint2;
typedef struct int3 int3;
typedef struct uint3 uint3;
typedef struct int4 int4;
typedef struct uint4 uint4;
typedef struct long1 long1;
typedef struct ulong1 ulong1;
typedef struct long2 long2;
typedef struct ulong2 ulong2;
typedef struct long3 long3;
typedef struct ulong3 ulong3;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
typedef struct long4 __ROOFLINE_VEC_DEPRECATED("use long4_16a or long4_32a")
    long4;
typedef struct ulong4 __ROOFLINE_VEC_DEPRECATED("use ulong4_16a or ulong4_32a")
    ulong4;
typedef struct longlong4 __ROOFLINE_VEC_DEPRECATED(
    "use longlong4_16a or longlong4_32a") longlong4;
typedef struct ulonglong4 __ROOFLINE_VEC_DEPRECATED(
    "use ulonglong4_16a or ulonglong4_32a") ulonglong4;
typedef struct double4 __ROOFLINE_VEC_DEPRECATED(
    "use double4_16a or double4_32a") double4;
#pragma GCC diagnostic pop
typedef struct long4_16a long4_16a;
typedef struct ulong4_16a ulong4_16a;
typedef struct long4_32a long4_32a;
typedef struct ulong4_32a ulong4_32a;
typedef struct float1 float1;
typedef struct float2 float2;
typedef struct float3 float3;
typedef struct float4 float4;
typedef struct longlong1 longlong1;
typedef struct ulonglong1 ulonglong1;
typedef struct longlong2 longlong2;
typedef struct ulonglong2 ulonglong2;
typedef struct longlong3 longlong3;
typedef struct ulonglong3 ulonglong3;
typedef struct longlong4_16a longlong4_16a;
typedef struct ulonglong4_16a ulonglong4_16a;
typedef struct longlong4_32a longlong4_32a;
typedef struct ulonglong4_32a ulonglong4_32a;
typedef struct double1 double1;
typedef struct double2 double2;
typedef struct double3 double3;
typedef struct double4_16a double4_16a;
typedef struct double4_32a double4_32a;
// clang-format on

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                     unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3(void) const {
    return uint3{x, y, z};
  }
};
typedef struct dim3 dim3;

#undef __ROOFLINE_VEC_DEPRECATED

#endif // __VECTOR_TYPES_H__
