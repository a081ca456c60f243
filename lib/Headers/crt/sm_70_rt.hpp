//===- crt/sm_70_rt.hpp - roofline-lint stand-in --------------------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name.
// Clang's own <__clang_cuda_intrinsics.h> includes this file; it declares
// the sm_70 warp-match intrinsics, __nanosleep and the 16-bit atomicCAS the
// SDK version provides.
//
//===----------------------------------------------------------------------===//

#ifndef __ROOFLINE_CRT_SM_70_RT_HPP
#define __ROOFLINE_CRT_SM_70_RT_HPP

#include "../host_defines.h"

__device__ unsigned int __match_any_sync(unsigned mask, unsigned value);
__device__ unsigned int __match_any_sync(unsigned mask, int value);
__device__ unsigned int __match_any_sync(unsigned mask, unsigned long value);
__device__ unsigned int __match_any_sync(unsigned mask, long value);
__device__ unsigned int __match_any_sync(unsigned mask,
                                         unsigned long long value);
__device__ unsigned int __match_any_sync(unsigned mask, long long value);
__device__ unsigned int __match_any_sync(unsigned mask, float value);
__device__ unsigned int __match_any_sync(unsigned mask, double value);

__device__ unsigned int __match_all_sync(unsigned mask, unsigned value,
                                         int *pred);
__device__ unsigned int __match_all_sync(unsigned mask, int value, int *pred);
__device__ unsigned int __match_all_sync(unsigned mask, unsigned long value,
                                         int *pred);
__device__ unsigned int __match_all_sync(unsigned mask, long value, int *pred);
__device__ unsigned int __match_all_sync(unsigned mask,
                                         unsigned long long value, int *pred);
__device__ unsigned int __match_all_sync(unsigned mask, long long value,
                                         int *pred);
__device__ unsigned int __match_all_sync(unsigned mask, float value, int *pred);
__device__ unsigned int __match_all_sync(unsigned mask, double value,
                                         int *pred);

__device__ void __nanosleep(unsigned int ns);

__device__ unsigned short int atomicCAS(unsigned short int *address,
                                        unsigned short int compare,
                                        unsigned short int val);

#endif // __ROOFLINE_CRT_SM_70_RT_HPP
