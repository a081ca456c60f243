//===- cooperative_groups/memcpy_async.h - roofline-lint stand-in ---------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// cg::memcpy_async and cg::wait / wait_prior, declarations only.
//
//===----------------------------------------------------------------------===//

#ifndef _CG_MEMCPY_ASYNC
#define _CG_MEMCPY_ASYNC

#include "../cooperative_groups.h"

#include <stddef.h>

namespace cooperative_groups {
namespace __v1 {

template <class TyGroup>
__device__ void memcpy_async(const TyGroup &group, void *__restrict__ dst,
                             const void *__restrict__ src, size_t bytes);
template <class TyGroup, class TyElem>
__device__ void memcpy_async(const TyGroup &group, TyElem *__restrict__ dst,
                             size_t dstCount, const TyElem *__restrict__ src,
                             size_t srcCount);
template <class TyGroup> __device__ void wait(TyGroup const &group);
template <unsigned int NumStages, class TyGroup>
__device__ void wait_prior(TyGroup const &group);

} // namespace __v1
} // namespace cooperative_groups

#endif // _CG_MEMCPY_ASYNC
