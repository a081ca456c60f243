//===- host_defines.h - roofline-lint stand-in for the CUDA SDK header ----===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// the execution-space and storage keywords (__host__, __device__, __global__,
// __shared__, ...) spelled exactly as the SDK spells them for Clang, so the
// AST carries the same attributes with or without the SDK.
//
//===----------------------------------------------------------------------===//

#ifndef __HOST_DEFINES_H__
#define __HOST_DEFINES_H__

#define __location__(a) __attribute__((a))
#define __annotate__(a) __attribute__((a))

#define __host__ __location__(host)
#define __device__ __location__(device)
#define __global__ __location__(global)
#define __shared__ __location__(shared)
#define __constant__ __location__(constant)
#define __managed__ __location__(managed)
#define __grid_constant__ __location__(grid_constant)
#define __launch_bounds__(...) __annotate__(launch_bounds(__VA_ARGS__))
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#define __maxnreg__(a) __attribute__((maxnreg(a)))

#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(a) __align__(a)
#define __thread__ __thread

// Attributes that Clang ignores; they leave no trace in the AST.
#define __device_builtin__
#define __cudart_builtin__
#define __nv_pure__
#define __device_builtin_texture_type__                                        \
  __location__(device_builtin_texture_type)
#define __device_builtin_surface_type__                                        \
  __location__(device_builtin_surface_type)
#define __specialization_static

#define CUDARTAPI
#define CUDARTAPI_CDECL
#define CUDART_CB
#define CUDAAPI
#define CUDART_DEVICE __device__
#define __CUDART_API_PTDS(api) api
#define __CUDART_API_PTSZ(api) api
#define __CUDA_API_PTDS(api) api
#define __CUDA_API_PTSZ(api) api
#define __dv(v) = v

#endif // __HOST_DEFINES_H__
