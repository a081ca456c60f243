//===- __roofline_compat.h - nvcc habits that Clang rejects ---------------===//
//
// roofline-lint's compatibility prelude for both modes. With the CUDA SDK it
// is force-included after Clang's own runtime wrapper:
//
//   ... -isystem <Headers>/compat -include __roofline_compat.h ...
//
// SDK-free, __roofline_cuda_runtime.h includes it at its end. Included
// before any CUDA runtime prelude, it pulls in __roofline_cuda_runtime.h
// first (when that is on the include path), so the order of -include flags
// cannot break it.
//
// It only adds what nvcc makes available and Clang's CUDA mode does not, so
// code written for nvcc parses; it never redefines what either mode already
// defines, and it is the same file in both modes, so it cannot make the two
// modes differ.
//
//===----------------------------------------------------------------------===//

#ifndef __ROOFLINE_COMPAT_H
#define __ROOFLINE_COMPAT_H

#if defined(__CUDA__) && defined(__clang__)

#if !defined(__CLANG_CUDA_RUNTIME_WRAPPER_H__) &&                              \
    !defined(__ROOFLINE_CUDA_RUNTIME_H) &&                                     \
    __has_include(<__roofline_cuda_runtime.h>)
#include <__roofline_cuda_runtime.h>
#endif

// 1. nvcc defines its version macros; Clang does not, so `#if
//    __CUDACC_VER_MAJOR__ < 12` would take the old-nvcc branch (llm.c
//    declares its own bf16 __ldcs/__stcs there). Report the CUDA version the
//    headers describe. CCCL detects Clang by __clang__, not by these.
#if !defined(__CUDACC_VER_MAJOR__) && defined(CUDA_VERSION)
#define __CUDACC_VER_MAJOR__ (CUDA_VERSION / 1000)
#define __CUDACC_VER_MINOR__ ((CUDA_VERSION % 1000) / 10)
#define __CUDACC_VER_BUILD__ 0
#endif

// 2. __managed__ alone declares a managed *device* variable in nvcc. Clang's
//    CUDA mode ignores the managed attribute, so a kernel reading such a
//    variable is "reference to __host__ variable". Make it imply __device__
//    (`__device__ __managed__`, the common spelling, stays valid).
#undef __managed__
#define __managed__ __device__

// 3. Headers nvcc's runtime prelude includes and Clang's does not: host
//    code calls ::isfinite / ::isnan (C++ <math.h> puts them in the global
//    namespace) and clock() without including anything.
#include <math.h>
#include <time.h>

// 4. Host-side min/max. nvcc's min/max overloads are __host__ __device__;
//    with Clang they are __device__ only, so `max(a, b)` in host code (grid
//    size arithmetic, buffer sizes) is "no matching function". Same overload
//    set as the SDK's device one, on the host side only: device code keeps
//    resolving to the device functions.
#define __ROOFLINE_HOST_MINMAX(R, A, B)                                        \
  static inline __attribute__((host)) R min(const A a, const B b) {            \
    return (R)a < (R)b ? (R)a : (R)b;                                          \
  }                                                                            \
  static inline __attribute__((host)) R max(const A a, const B b) {            \
    return (R)a > (R)b ? (R)a : (R)b;                                          \
  }
__ROOFLINE_HOST_MINMAX(int, int, int)
__ROOFLINE_HOST_MINMAX(unsigned int, unsigned int, unsigned int)
__ROOFLINE_HOST_MINMAX(unsigned int, int, unsigned int)
__ROOFLINE_HOST_MINMAX(unsigned int, unsigned int, int)
__ROOFLINE_HOST_MINMAX(long int, long int, long int)
__ROOFLINE_HOST_MINMAX(unsigned long int, unsigned long int, unsigned long int)
__ROOFLINE_HOST_MINMAX(unsigned long int, long int, unsigned long int)
__ROOFLINE_HOST_MINMAX(unsigned long int, unsigned long int, long int)
__ROOFLINE_HOST_MINMAX(long long int, long long int, long long int)
__ROOFLINE_HOST_MINMAX(unsigned long long int, unsigned long long int,
                       unsigned long long int)
__ROOFLINE_HOST_MINMAX(unsigned long long int, long long int,
                       unsigned long long int)
__ROOFLINE_HOST_MINMAX(unsigned long long int, unsigned long long int,
                       long long int)
__ROOFLINE_HOST_MINMAX(float, float, float)
__ROOFLINE_HOST_MINMAX(double, double, double)
__ROOFLINE_HOST_MINMAX(double, float, double)
__ROOFLINE_HOST_MINMAX(double, double, float)
#undef __ROOFLINE_HOST_MINMAX

// 5. Cache-hint loads and stores. Clang's <__clang_cuda_intrinsics.h> replaces
//    the SDK's sm_32_intrinsics.h but only defines __ldcg/__ldcs/__ldcv and
//    __stwt, and not for every type; `__stcs(float *, float)` (llm.c) is "no
//    matching function" with the SDK. Declare the SDK's full set: 30 element
//    types for each of the nine intrinsics. Where Clang already defines one,
//    this is a harmless redeclaration of the same function.
#define __ROOFLINE_LD(NAME, T) __attribute__((device)) T NAME(const T *ptr);
#define __ROOFLINE_ST(NAME, T)                                                 \
  __attribute__((device)) void NAME(T *ptr, T value);
// clang-format off
#define __ROOFLINE_FOR_CACHE_TYPES(M, NAME)                                    \
  M(NAME, long) M(NAME, unsigned long) M(NAME, char) M(NAME, signed char)      \
  M(NAME, short) M(NAME, int) M(NAME, long long) M(NAME, char2)                \
  M(NAME, char4) M(NAME, short2) M(NAME, short4) M(NAME, int2) M(NAME, int4)   \
  M(NAME, longlong2) M(NAME, unsigned char) M(NAME, unsigned short)            \
  M(NAME, unsigned int) M(NAME, unsigned long long) M(NAME, uchar2)            \
  M(NAME, uchar4) M(NAME, ushort2) M(NAME, ushort4) M(NAME, uint2)             \
  M(NAME, uint4) M(NAME, ulonglong2) M(NAME, float) M(NAME, double)            \
  M(NAME, float2) M(NAME, float4) M(NAME, double2)
// clang-format on
__ROOFLINE_FOR_CACHE_TYPES(__ROOFLINE_LD, __ldcg)
__ROOFLINE_FOR_CACHE_TYPES(__ROOFLINE_LD, __ldca)
__ROOFLINE_FOR_CACHE_TYPES(__ROOFLINE_LD, __ldcs)
__ROOFLINE_FOR_CACHE_TYPES(__ROOFLINE_LD, __ldlu)
__ROOFLINE_FOR_CACHE_TYPES(__ROOFLINE_LD, __ldcv)
__ROOFLINE_FOR_CACHE_TYPES(__ROOFLINE_ST, __stwb)
__ROOFLINE_FOR_CACHE_TYPES(__ROOFLINE_ST, __stcg)
__ROOFLINE_FOR_CACHE_TYPES(__ROOFLINE_ST, __stcs)
__ROOFLINE_FOR_CACHE_TYPES(__ROOFLINE_ST, __stwt)
#undef __ROOFLINE_FOR_CACHE_TYPES
#undef __ROOFLINE_LD
#undef __ROOFLINE_ST

#endif // defined(__CUDA__) && defined(__clang__)
#endif // __ROOFLINE_COMPAT_H
