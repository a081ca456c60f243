//===- cuda_profiler_api.h - roofline-lint stand-in -----------------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// cudaProfilerStart() and cudaProfilerStop(), declared in
// cuda_runtime_api.h.
//
//===----------------------------------------------------------------------===//

#ifndef __CUDA_PROFILER_API_H__
#define __CUDA_PROFILER_API_H__
#include "cuda_runtime_api.h"
#endif // __CUDA_PROFILER_API_H__
