//===- __roofline_cuda_runtime.h - SDK-free CUDA runtime prelude ----------===//
//
// roofline-lint's minimal stand-in for Clang's __clang_cuda_runtime_wrapper.h
// plus the SDK's cuda_runtime.h, for parsing CUDA without a CUDA toolkit.
// roofline-lint force-includes it in SDK-free mode:
//
//   clang++ -x cuda --cuda-device-only --cuda-gpu-arch=sm_XX
//       -nocudainc -nocudalib -isystem <Headers>
//       -include __roofline_cuda_runtime.h ...
//
// It ends by including compat/__roofline_compat.h, the prelude used in both
// modes, so SDK-free mode needs no second -include (one is harmless).
//
// It sets up what Clang's wrapper sets up with the SDK, in the same order,
// reusing Clang's own __clang_cuda_*.h headers wherever they do not need the
// SDK, so that kernels have the same AST in both modes: the same built-in
// variables (__clang_cuda_builtin_vars.h), the same math and intrinsic
// wrappers, the same vector types, and the SDK-only declarations (atomics,
// min/max overloads, runtime API, ...) with the SDK's names and types.
//
//===----------------------------------------------------------------------===//

#ifndef __ROOFLINE_CUDA_RUNTIME_H
#define __ROOFLINE_CUDA_RUNTIME_H

#if defined(__CUDA__) && defined(__clang__)

// Same standard headers, in the same state, as Clang's wrapper includes them.
#include <__clang_cuda_math_forward_declares.h>
#define __CUDACC__
#include <climits>
#include <cmath>
#include <cstdlib>
#include <stdlib.h>
#include <string.h>
#undef __CUDACC__

#pragma push_macro("__THROW")

// CUDA_VERSION, the driver API types (Clang's wrapper includes cuda.h too).
#include "cuda.h"
#include "host_defines.h"

#include "__clang_cuda_builtin_vars.h"
#define __DEVICE_LAUNCH_PARAMETERS_H__

// Include guards of SDK headers whose content this set provides; code such
// as cuda-samples' helper_cuda.h tests them.
#define __DEVICE_FUNCTIONS_H__
#define __MATH_FUNCTIONS_H__
#define __COMMON_FUNCTIONS_H__
#define __DEVICE_FUNCTIONS_DECLS_H__
#define __DEVICE_ATOMIC_FUNCTIONS_H__
#define __DEVICE_DOUBLE_FUNCTIONS_H__
#define __SM_20_ATOMIC_FUNCTIONS_H__
#define __SM_32_ATOMIC_FUNCTIONS_H__
#define __SM_35_ATOMIC_FUNCTIONS_H__
#define __SM_60_ATOMIC_FUNCTIONS_H__
#define __SM_20_INTRINSICS_H__
#define __SM_61_INTRINSICS_H__
#define __SURFACE_INDIRECT_FUNCTIONS_H__
#define __TEXTURE_INDIRECT_FUNCTIONS_H__
#define __CUDA_DEVICE_RUNTIME_API_H__
#define __HOST_CONFIG_H__
#define __CHANNEL_DESCRIPTOR_H__

#include "builtin_types.h"
#include "cuda_runtime_api.h"
#include "driver_functions.h"
#include "vector_functions.h"

// Math and device functions: Clang's own wrappers (the SDK's math headers
// only declare these; Clang provides the definitions in both modes).
#include <__clang_cuda_libdevice_declares.h>
#include <__clang_cuda_device_functions.h>
#include <__clang_cuda_math.h>

#undef __THROW
#define __THROW

// What the SDK's device headers add on top of Clang's wrappers.
#include "__roofline_device_functions.h"

// Out-of-line conversions of the built-in variables, as in Clang's wrapper.
__device__ inline __cuda_builtin_threadIdx_t::operator dim3() const {
  return dim3(x, y, z);
}
__device__ inline __cuda_builtin_threadIdx_t::operator uint3() const {
  return {x, y, z};
}
__device__ inline __cuda_builtin_blockIdx_t::operator dim3() const {
  return dim3(x, y, z);
}
__device__ inline __cuda_builtin_blockIdx_t::operator uint3() const {
  return {x, y, z};
}
__device__ inline __cuda_builtin_blockDim_t::operator dim3() const {
  return dim3(x, y, z);
}
__device__ inline __cuda_builtin_blockDim_t::operator uint3() const {
  return {x, y, z};
}
__device__ inline __cuda_builtin_gridDim_t::operator dim3() const {
  return dim3(x, y, z);
}
__device__ inline __cuda_builtin_gridDim_t::operator uint3() const {
  return {x, y, z};
}

// Shuffles, votes, __ldg/__ldcg/__ldcs/__ldcv/__stwt, funnel shifts, match,
// redux, cluster intrinsics: Clang's header, which includes crt/sm_70_rt.hpp
// (provided next to this file).
#include <__clang_cuda_cmath.h>
#include <__clang_cuda_intrinsics.h>
#include <__clang_cuda_complex_builtins.h>

#pragma pop_macro("__THROW")

// The C++ runtime API templates (cudaMalloc<T>, cudaLaunchKernel<T>, ...).
#include "cuda_runtime.h"

// Clang's wrapper force-includes the SDK's curand_mtgp32_kernel.h, which makes
// the CUDART_* constants and the cuRAND host API visible everywhere; code
// relies on that without including them.
#include "curand.h"
#include "math_constants.h"

// Kernel launches `k<<<g, b, s, st>>>(...)` become a call to the launch
// configuration function. Clang asks for __cudaPushCallConfiguration when it
// knows the SDK version (always with the SDK) and for cudaConfigureCall
// otherwise (SDK-free). Both are declared with the signature Clang's wrapper
// gives the first, so the launch's configuration arguments look the same.
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim,
                                                size_t sharedMem = 0,
                                                void *stream = 0);
extern "C" unsigned cudaConfigureCall(dim3 gridDim, dim3 blockDim,
                                      size_t sharedMem = 0, void *stream = 0);

// A launch in device code (dynamic parallelism, with -fgpu-rdc) becomes
// calls to the device runtime's parameter buffer and launch functions.
extern "C" __device__ void *cudaGetParameterBuffer(size_t alignment,
                                                   size_t size);
extern "C" __device__ cudaError_t cudaLaunchDevice(void *func,
                                                   void *parameterBuffer,
                                                   dim3 gridDimension,
                                                   dim3 blockDimension,
                                                   unsigned int sharedMemSize,
                                                   cudaStream_t stream);

#define __CUDACC__

// The nvcc-compatibility prelude belongs to every parse; pulling it in here
// means SDK-free mode needs no second -include (a second one is harmless).
#include "compat/__roofline_compat.h"

#endif // defined(__CUDA__) && defined(__clang__)
#endif // __ROOFLINE_CUDA_RUNTIME_H
