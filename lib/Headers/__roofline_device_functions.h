//===- __roofline_device_functions.h - SDK device functions ---------------===//
//
// roofline-lint's minimal stand-in for the device-side parts of the CUDA SDK
// that Clang's own wrappers (<__clang_cuda_device_functions.h>,
// <__clang_cuda_math.h>, <__clang_cuda_intrinsics.h>) leave to the SDK:
// device_atomic_functions.h, sm_{20,32,60}_atomic_functions.h,
// sm_20_intrinsics.h, sm_61_intrinsics.h, the C++ overloads of
// crt/math_functions.hpp (min/max, float versions of the C math functions),
// texture/surface fetches, and the device-side libc calls Clang's runtime
// wrapper declares (printf, malloc, free, assert).
//
// Names, parameter types and return types follow the SDK exactly, so a call
// resolves to a function of the same name and type in both modes.
// Declarations only: the analyzer recognises these calls by name.
//
// Included by __roofline_cuda_runtime.h only; not a user header.
//
//===----------------------------------------------------------------------===//

#ifndef __ROOFLINE_DEVICE_FUNCTIONS_H
#define __ROOFLINE_DEVICE_FUNCTIONS_H

#include "host_defines.h"
#include "vector_types.h"

#include <stddef.h>

#define __ROOFLINE_DEV extern __device__

//===--- Atomics (device_atomic_functions.h, sm_20/32/60_atomic_functions.h) //

#define __ROOFLINE_ATOMIC2(NAME, T) __ROOFLINE_DEV T NAME(T *address, T val);
#define __ROOFLINE_ATOMIC_SCOPES(NAME, T)                                      \
  __ROOFLINE_ATOMIC2(NAME, T)                                                  \
  __ROOFLINE_ATOMIC2(NAME##_block, T)                                          \
  __ROOFLINE_ATOMIC2(NAME##_system, T)

__ROOFLINE_ATOMIC_SCOPES(atomicAdd, int)
__ROOFLINE_ATOMIC_SCOPES(atomicAdd, unsigned int)
__ROOFLINE_ATOMIC_SCOPES(atomicAdd, unsigned long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicAdd, float)
__ROOFLINE_ATOMIC_SCOPES(atomicAdd, double)
__ROOFLINE_ATOMIC_SCOPES(atomicSub, int)
__ROOFLINE_ATOMIC_SCOPES(atomicSub, unsigned int)
__ROOFLINE_ATOMIC_SCOPES(atomicExch, int)
__ROOFLINE_ATOMIC_SCOPES(atomicExch, unsigned int)
__ROOFLINE_ATOMIC_SCOPES(atomicExch, unsigned long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicExch, float)
__ROOFLINE_ATOMIC_SCOPES(atomicMin, int)
__ROOFLINE_ATOMIC_SCOPES(atomicMin, unsigned int)
__ROOFLINE_ATOMIC_SCOPES(atomicMin, long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicMin, unsigned long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicMax, int)
__ROOFLINE_ATOMIC_SCOPES(atomicMax, unsigned int)
__ROOFLINE_ATOMIC_SCOPES(atomicMax, long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicMax, unsigned long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicInc, unsigned int)
__ROOFLINE_ATOMIC_SCOPES(atomicDec, unsigned int)
__ROOFLINE_ATOMIC_SCOPES(atomicAnd, int)
__ROOFLINE_ATOMIC_SCOPES(atomicAnd, unsigned int)
__ROOFLINE_ATOMIC_SCOPES(atomicAnd, long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicAnd, unsigned long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicOr, int)
__ROOFLINE_ATOMIC_SCOPES(atomicOr, unsigned int)
__ROOFLINE_ATOMIC_SCOPES(atomicOr, long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicOr, unsigned long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicXor, int)
__ROOFLINE_ATOMIC_SCOPES(atomicXor, unsigned int)
__ROOFLINE_ATOMIC_SCOPES(atomicXor, long long int)
__ROOFLINE_ATOMIC_SCOPES(atomicXor, unsigned long long int)

#define __ROOFLINE_ATOMIC_CAS(NAME, T)                                         \
  __ROOFLINE_DEV T NAME(T *address, T compare, T val);
#define __ROOFLINE_ATOMIC_CAS_SCOPES(T)                                        \
  __ROOFLINE_ATOMIC_CAS(atomicCAS, T)                                          \
  __ROOFLINE_ATOMIC_CAS(atomicCAS_block, T)                                    \
  __ROOFLINE_ATOMIC_CAS(atomicCAS_system, T)
__ROOFLINE_ATOMIC_CAS_SCOPES(int)
__ROOFLINE_ATOMIC_CAS_SCOPES(unsigned int)
__ROOFLINE_ATOMIC_CAS_SCOPES(unsigned long long int)

#undef __ROOFLINE_ATOMIC2
#undef __ROOFLINE_ATOMIC_SCOPES
#undef __ROOFLINE_ATOMIC_CAS
#undef __ROOFLINE_ATOMIC_CAS_SCOPES

// Legacy warp votes spelled without underscores.
__ROOFLINE_DEV bool any(bool cond);
__ROOFLINE_DEV bool all(bool cond);

//===--- sm_20_intrinsics.h ----------------------------------------------===//

__ROOFLINE_DEV unsigned int ballot(bool pred);
__ROOFLINE_DEV int syncthreads_count(bool pred);
__ROOFLINE_DEV bool syncthreads_and(bool pred);
__ROOFLINE_DEV bool syncthreads_or(bool pred);
__ROOFLINE_DEV unsigned int __isGridConstant(const void *ptr);
__ROOFLINE_DEV size_t __cvta_generic_to_global(const void *ptr);
__ROOFLINE_DEV size_t __cvta_generic_to_shared(const void *ptr);
__ROOFLINE_DEV size_t __cvta_generic_to_constant(const void *ptr);
__ROOFLINE_DEV size_t __cvta_generic_to_local(const void *ptr);
__ROOFLINE_DEV size_t __cvta_generic_to_grid_constant(const void *ptr);
__ROOFLINE_DEV void *__cvta_global_to_generic(size_t rawbits);
__ROOFLINE_DEV void *__cvta_shared_to_generic(size_t rawbits);
__ROOFLINE_DEV void *__cvta_constant_to_generic(size_t rawbits);
__ROOFLINE_DEV void *__cvta_local_to_generic(size_t rawbits);
__ROOFLINE_DEV void *__cvta_grid_constant_to_generic(size_t rawbits);
__ROOFLINE_DEV unsigned short __nv_bswap16(unsigned short x);
__ROOFLINE_DEV unsigned int __nv_bswap32(unsigned int x);
__ROOFLINE_DEV unsigned long long __nv_bswap64(unsigned long long x);

// Address-space predicates; Clang's runtime wrapper defines them the same way.
#define __ROOFLINE_PRED static __device__ __forceinline__ __attribute__((const))
__ROOFLINE_PRED unsigned int __isGlobal(const void *p) {
  return __nvvm_isspacep_global(p);
}
__ROOFLINE_PRED unsigned int __isShared(const void *p) {
  return __nvvm_isspacep_shared(p);
}
__ROOFLINE_PRED unsigned int __isConstant(const void *p) {
  return __nvvm_isspacep_const(p);
}
__ROOFLINE_PRED unsigned int __isLocal(const void *p) {
  return __nvvm_isspacep_local(p);
}
#undef __ROOFLINE_PRED

//===--- sm_61_intrinsics.h ----------------------------------------------===//

__ROOFLINE_DEV int __dp2a_lo(int srcA, int srcB, int c);
__ROOFLINE_DEV unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB,
                                      unsigned int c);
__ROOFLINE_DEV int __dp2a_lo(short2 srcA, char4 srcB, int c);
__ROOFLINE_DEV unsigned int __dp2a_lo(ushort2 srcA, uchar4 srcB,
                                      unsigned int c);
__ROOFLINE_DEV int __dp2a_hi(int srcA, int srcB, int c);
__ROOFLINE_DEV unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB,
                                      unsigned int c);
__ROOFLINE_DEV int __dp2a_hi(short2 srcA, char4 srcB, int c);
__ROOFLINE_DEV unsigned int __dp2a_hi(ushort2 srcA, uchar4 srcB,
                                      unsigned int c);
__ROOFLINE_DEV int __dp4a(int srcA, int srcB, int c);
__ROOFLINE_DEV unsigned int __dp4a(unsigned int srcA, unsigned int srcB,
                                   unsigned int c);
__ROOFLINE_DEV int __dp4a(char4 srcA, char4 srcB, int c);
__ROOFLINE_DEV unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c);

//===--- crt/device_functions.h: sm_90 integer SIMD min/max --------------===//

#define __ROOFLINE_VI3(NAME, T)                                                \
  __ROOFLINE_DEV T NAME(const T a, const T b, const T c);
#define __ROOFLINE_VI2(NAME, T) __ROOFLINE_DEV T NAME(const T a, const T b);
__ROOFLINE_VI3(__viaddmax_s16x2, unsigned int)
__ROOFLINE_VI3(__viaddmax_s16x2_relu, unsigned int)
__ROOFLINE_VI3(__viaddmax_s32, int)
__ROOFLINE_VI3(__viaddmax_s32_relu, int)
__ROOFLINE_VI3(__viaddmax_u16x2, unsigned int)
__ROOFLINE_VI3(__viaddmax_u32, unsigned int)
__ROOFLINE_VI3(__viaddmin_s16x2, unsigned int)
__ROOFLINE_VI3(__viaddmin_s16x2_relu, unsigned int)
__ROOFLINE_VI3(__viaddmin_s32, int)
__ROOFLINE_VI3(__viaddmin_s32_relu, int)
__ROOFLINE_VI3(__viaddmin_u16x2, unsigned int)
__ROOFLINE_VI3(__viaddmin_u32, unsigned int)
__ROOFLINE_VI3(__vimax3_s16x2, unsigned int)
__ROOFLINE_VI3(__vimax3_s16x2_relu, unsigned int)
__ROOFLINE_VI3(__vimax3_s32, int)
__ROOFLINE_VI3(__vimax3_s32_relu, int)
__ROOFLINE_VI3(__vimax3_u16x2, unsigned int)
__ROOFLINE_VI3(__vimax3_u32, unsigned int)
__ROOFLINE_VI3(__vimin3_s16x2, unsigned int)
__ROOFLINE_VI3(__vimin3_s16x2_relu, unsigned int)
__ROOFLINE_VI3(__vimin3_s32, int)
__ROOFLINE_VI3(__vimin3_s32_relu, int)
__ROOFLINE_VI3(__vimin3_u16x2, unsigned int)
__ROOFLINE_VI3(__vimin3_u32, unsigned int)
__ROOFLINE_VI2(__vimax_s16x2_relu, unsigned int)
__ROOFLINE_VI2(__vimax_s32_relu, int)
__ROOFLINE_VI2(__vimin_s16x2_relu, unsigned int)
__ROOFLINE_VI2(__vimin_s32_relu, int)
#undef __ROOFLINE_VI3
#undef __ROOFLINE_VI2
__ROOFLINE_DEV int __vibmax_s32(const int a, const int b, bool *const pred);
__ROOFLINE_DEV unsigned int
__vibmax_u32(const unsigned int a, const unsigned int b, bool *const pred);
__ROOFLINE_DEV int __vibmin_s32(const int a, const int b, bool *const pred);
__ROOFLINE_DEV unsigned int
__vibmin_u32(const unsigned int a, const unsigned int b, bool *const pred);
__ROOFLINE_DEV unsigned int __vibmax_s16x2(const unsigned int a,
                                           const unsigned int b,
                                           bool *const pred_hi,
                                           bool *const pred_lo);
__ROOFLINE_DEV unsigned int __vibmax_u16x2(const unsigned int a,
                                           const unsigned int b,
                                           bool *const pred_hi,
                                           bool *const pred_lo);
__ROOFLINE_DEV unsigned int __vibmin_s16x2(const unsigned int a,
                                           const unsigned int b,
                                           bool *const pred_hi,
                                           bool *const pred_lo);
__ROOFLINE_DEV unsigned int __vibmin_u16x2(const unsigned int a,
                                           const unsigned int b,
                                           bool *const pred_hi,
                                           bool *const pred_lo);

//===--- crt/device_double_functions.h: legacy rounding-mode forms -------===//

enum cudaRoundMode {
  cudaRoundNearest,
  cudaRoundZero,
  cudaRoundPosInf,
  cudaRoundMinInf
};
__ROOFLINE_DEV double fma(double a, double b, double c,
                          enum cudaRoundMode mode);
__ROOFLINE_DEV double dmul(double a, double b,
                           enum cudaRoundMode mode = cudaRoundNearest);
__ROOFLINE_DEV double dadd(double a, double b,
                           enum cudaRoundMode mode = cudaRoundNearest);
__ROOFLINE_DEV double dsub(double a, double b,
                           enum cudaRoundMode mode = cudaRoundNearest);
__ROOFLINE_DEV int double2int(double a,
                              enum cudaRoundMode mode = cudaRoundZero);
__ROOFLINE_DEV unsigned int
double2uint(double a, enum cudaRoundMode mode = cudaRoundZero);
__ROOFLINE_DEV long long int double2ll(double a,
                                       enum cudaRoundMode mode = cudaRoundZero);
__ROOFLINE_DEV unsigned long long int
double2ull(double a, enum cudaRoundMode mode = cudaRoundZero);
__ROOFLINE_DEV double ll2double(long long int a,
                                enum cudaRoundMode mode = cudaRoundNearest);
__ROOFLINE_DEV double ull2double(unsigned long long int a,
                                 enum cudaRoundMode mode = cudaRoundNearest);
__ROOFLINE_DEV double int2double(int a,
                                 enum cudaRoundMode mode = cudaRoundNearest);
__ROOFLINE_DEV double uint2double(unsigned int a,
                                  enum cudaRoundMode mode = cudaRoundNearest);
__ROOFLINE_DEV double float2double(float a,
                                   enum cudaRoundMode mode = cudaRoundNearest);

//===--- crt/math_functions.hpp: C++ overloads ---------------------------===//
// The SDK adds min/max for every integer/floating mix and float overloads of
// the C math functions; Clang's wrappers provide min(int, int), max(int, int)
// and the <cmath> set.

#define __ROOFLINE_MINMAX(R, A, B)                                             \
  __ROOFLINE_DEV R min(const A a, const B b);                                  \
  __ROOFLINE_DEV R max(const A a, const B b);
__ROOFLINE_MINMAX(unsigned int, unsigned int, unsigned int)
__ROOFLINE_MINMAX(unsigned int, int, unsigned int)
__ROOFLINE_MINMAX(unsigned int, unsigned int, int)
__ROOFLINE_MINMAX(long int, long int, long int)
__ROOFLINE_MINMAX(unsigned long int, unsigned long int, unsigned long int)
__ROOFLINE_MINMAX(unsigned long int, long int, unsigned long int)
__ROOFLINE_MINMAX(unsigned long int, unsigned long int, long int)
__ROOFLINE_MINMAX(long long int, long long int, long long int)
__ROOFLINE_MINMAX(unsigned long long int, unsigned long long int,
                  unsigned long long int)
__ROOFLINE_MINMAX(unsigned long long int, long long int, unsigned long long int)
__ROOFLINE_MINMAX(unsigned long long int, unsigned long long int, long long int)
__ROOFLINE_MINMAX(float, float, float)
__ROOFLINE_MINMAX(double, double, double)
__ROOFLINE_MINMAX(double, float, double)
__ROOFLINE_MINMAX(double, double, float)
#undef __ROOFLINE_MINMAX

#define __ROOFLINE_F1(NAME) __ROOFLINE_DEV float NAME(const float a);
#define __ROOFLINE_F2(NAME)                                                    \
  __ROOFLINE_DEV float NAME(const float a, const float b);
__ROOFLINE_F1(acosh)
__ROOFLINE_F1(asinh)
__ROOFLINE_F1(atanh)
__ROOFLINE_F1(cbrt)
__ROOFLINE_F1(cospi)
__ROOFLINE_F1(cyl_bessel_i0)
__ROOFLINE_F1(cyl_bessel_i1)
__ROOFLINE_F1(erf)
__ROOFLINE_F1(erfc)
__ROOFLINE_F1(erfcinv)
__ROOFLINE_F1(erfcx)
__ROOFLINE_F1(erfinv)
__ROOFLINE_F1(exp10)
__ROOFLINE_F1(exp2)
__ROOFLINE_F1(expm1)
__ROOFLINE_F1(j0)
__ROOFLINE_F1(j1)
__ROOFLINE_F1(lgamma)
__ROOFLINE_F1(log1p)
__ROOFLINE_F1(log2)
__ROOFLINE_F1(logb)
__ROOFLINE_F1(nearbyint)
__ROOFLINE_F1(normcdf)
__ROOFLINE_F1(normcdfinv)
__ROOFLINE_F1(rcbrt)
__ROOFLINE_F1(rint)
__ROOFLINE_F1(round)
__ROOFLINE_F1(rsqrt)
__ROOFLINE_F1(sinpi)
__ROOFLINE_F1(tgamma)
__ROOFLINE_F1(trunc)
__ROOFLINE_F1(y0)
__ROOFLINE_F1(y1)
__ROOFLINE_F2(copysign)
__ROOFLINE_F2(fdim)
__ROOFLINE_F2(fmax)
__ROOFLINE_F2(fmin)
__ROOFLINE_F2(hypot)
__ROOFLINE_F2(nextafter)
__ROOFLINE_F2(remainder)
#undef __ROOFLINE_F1
#undef __ROOFLINE_F2
__ROOFLINE_DEV double copysign(const double a, const float b);
__ROOFLINE_DEV double copysign(const float a, const double b);
__ROOFLINE_DEV float fma(const float a, const float b, const float c);
__ROOFLINE_DEV int ilogb(const float a);
__ROOFLINE_DEV float jn(const int n, const float a);
__ROOFLINE_DEV float yn(const int n, const float a);
__ROOFLINE_DEV long long int llrint(const float a);
__ROOFLINE_DEV long long int llround(const float a);
__ROOFLINE_DEV long int lrint(const float a);
__ROOFLINE_DEV long int lround(const float a);
__ROOFLINE_DEV float remquo(const float a, const float b, int *quo);
__ROOFLINE_DEV float scalbln(const float a, const long int b);
__ROOFLINE_DEV float scalbn(const float a, const int b);
__ROOFLINE_DEV void sincos(const float a, float *const sptr, float *const cptr);
__ROOFLINE_DEV void sincospi(const float a, float *const sptr,
                             float *const cptr);

//===--- texture_indirect_functions.h, surface_indirect_functions.h ------===//
// Texture and surface fetches through objects, value and pointer forms.

// The pointer forms return the SDK's trait type (void for texel types).
template <typename T> struct __nv_itex_trait { typedef void type; };
template <typename T> struct __nv_isurf_trait { typedef void type; };

template <class T>
__device__ T tex1Dfetch(cudaTextureObject_t texObject, int x);
template <class T>
__device__ typename __nv_itex_trait<T>::type
tex1Dfetch(T *ptr, cudaTextureObject_t obj, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t texObject, float x);
template <class T>
__device__ typename __nv_itex_trait<T>::type
tex1D(T *ptr, cudaTextureObject_t obj, float x);
template <class T>
__device__ T tex2D(cudaTextureObject_t texObject, float x, float y);
template <class T>
__device__ typename __nv_itex_trait<T>::type
tex2D(T *ptr, cudaTextureObject_t obj, float x, float y);
template <class T>
__device__ T tex3D(cudaTextureObject_t texObject, float x, float y, float z);
template <class T>
__device__ typename __nv_itex_trait<T>::type
tex3D(T *ptr, cudaTextureObject_t obj, float x, float y, float z);
template <class T>
__device__ T tex1DLayered(cudaTextureObject_t texObject, float x, int layer);
template <class T>
__device__ T tex2DLayered(cudaTextureObject_t texObject, float x, float y,
                          int layer);
template <class T>
__device__ T texCubemap(cudaTextureObject_t texObject, float x, float y,
                        float z);
template <class T>
__device__ T tex1DLod(cudaTextureObject_t texObject, float x, float level);
template <class T>
__device__ T tex2DLod(cudaTextureObject_t texObject, float x, float y,
                      float level);
template <class T>
__device__ T tex3DLod(cudaTextureObject_t texObject, float x, float y, float z,
                      float level);
template <class T>
__device__ T tex1DLayeredLod(cudaTextureObject_t texObject, float x, int layer,
                             float level);
template <class T>
__device__ T tex2DLayeredLod(cudaTextureObject_t texObject, float x, float y,
                             int layer, float level);
template <class T>
__device__ T texCubemapLod(cudaTextureObject_t texObject, float x, float y,
                           float z, float level);
template <class T>
__device__ T texCubemapLayered(cudaTextureObject_t texObject, float x, float y,
                               float z, int layer);
template <class T>
__device__ T tex1DGrad(cudaTextureObject_t texObject, float x, float dPdx,
                       float dPdy);
template <class T>
__device__ T tex2DGrad(cudaTextureObject_t texObject, float x, float y,
                       float2 dPdx, float2 dPdy);
template <class T>
__device__ T tex3DGrad(cudaTextureObject_t texObject, float x, float y, float z,
                       float4 dPdx, float4 dPdy);
template <class T>
__device__ T tex2Dgather(cudaTextureObject_t texObject, float x, float y,
                         int comp = 0);

template <class T>
__device__ T
surf1Dread(cudaSurfaceObject_t surfObject, int x,
           cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T>
__device__ typename __nv_isurf_trait<T>::type
surf1Dread(T *ptr, cudaSurfaceObject_t obj, int x,
           cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T
surf2Dread(cudaSurfaceObject_t surfObject, int x, int y,
           cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T>
__device__ typename __nv_isurf_trait<T>::type
surf2Dread(T *ptr, cudaSurfaceObject_t obj, int x, int y,
           cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T
surf3Dread(cudaSurfaceObject_t surfObject, int x, int y, int z,
           cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T>
__device__ typename __nv_isurf_trait<T>::type
surf3Dread(T *ptr, cudaSurfaceObject_t obj, int x, int y, int z,
           cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T
surf2DLayeredread(cudaSurfaceObject_t surfObject, int x, int y, int layer,
                  cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T>
__device__ typename __nv_isurf_trait<T>::type
surf1Dwrite(T val, cudaSurfaceObject_t obj, int x,
            cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ typename __nv_isurf_trait<T>::type
surf2Dwrite(T val, cudaSurfaceObject_t obj, int x, int y,
            cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ typename __nv_isurf_trait<T>::type
surf3Dwrite(T val, cudaSurfaceObject_t obj, int x, int y, int z,
            cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ typename __nv_isurf_trait<T>::type
surf2DLayeredwrite(T val, cudaSurfaceObject_t obj, int x, int y, int layer,
                   cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);

//===--- Device-side libc, as Clang's runtime wrapper declares it --------===//

extern "C" {
__device__ int vprintf(const char *, const char *);
__device__ void free(void *) __attribute((nothrow));
__device__ void *malloc(size_t) __attribute((nothrow)) __attribute__((malloc));
__device__ void __assertfail(const char *__message, const char *__file,
                             unsigned __line, const char *__function,
                             size_t __charSize);
__device__ static inline void __assert_fail(const char *__message,
                                            const char *__file, unsigned __line,
                                            const char *__function) {
  __assertfail(__message, __file, __line, __function, sizeof(char));
}
__device__ int printf(const char *, ...);
} // extern "C"

namespace std {
__device__ static inline void free(void *__ptr) { ::free(__ptr); }
__device__ static inline void *malloc(size_t __size) {
  return ::malloc(__size);
}
} // namespace std

#undef __ROOFLINE_DEV

#endif // __ROOFLINE_DEVICE_FUNCTIONS_H
