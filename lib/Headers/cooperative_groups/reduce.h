//===- cooperative_groups/reduce.h - roofline-lint stand-in ---------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// cg::reduce over a tile with the SDK's function objects (plus, less,
// greater, bit_and, bit_or, bit_xor). The tile reduction is the SDK's
// butterfly: log2(N) rounds of `out = op(out, group.shfl_xor(out, mask))`,
// so a float cg::plus reduction over 32 threads costs 5 adds per thread in
// both modes.
//
//===----------------------------------------------------------------------===//

#ifndef _CG_REDUCE_H_
#define _CG_REDUCE_H_

#include "../cooperative_groups.h"
#include "details/functional.h"

namespace cooperative_groups {
namespace __v1 {

namespace details {
template <typename TyVal, typename TyOp, unsigned int TySize, typename ParentT>
__forceinline__ __device__ auto
coalesced_reduce(const __single_warp_thread_block_tile<TySize, ParentT> &group,
                 TyVal &&val, TyOp &&op) -> decltype(op(val, val)) {
  auto out = val;
  for (int mask = TySize >> 1; mask > 0; mask >>= 1) {
    out = op(out, group.shfl_xor(out, mask));
  }
  return out;
}

template <typename TyVal, typename TyOp>
__device__ auto coalesced_reduce(const coalesced_group &group, TyVal &&val,
                                 TyOp &&op) -> decltype(op(val, val));

// Tiles of 64..512 threads: the SDK reduces each warp (as above), then the
// per-warp results through shared scratch. The first step is modelled; the
// second is an opaque call.
template <typename TyVal>
__device__ remove_qual<TyVal> __multi_warp_combine(TyVal &&warp_result);

template <typename TyVal, typename TyOp, unsigned int TySize, typename ParentT>
__forceinline__ __device__ auto
coalesced_reduce(const __multi_warp_thread_block_tile<TySize, ParentT> &group,
                 TyVal &&val, TyOp &&op) -> decltype(op(val, val)) {
  auto out = val;
  for (int mask = 32 >> 1; mask > 0; mask >>= 1) {
    out = op(out, __shfl_xor_sync(0xFFFFFFFFu, out, mask));
  }
  return __multi_warp_combine(out);
}
} // namespace details

template <typename TyGroup, typename TyVal, typename TyFn>
__forceinline__ __device__ auto reduce(const TyGroup &group, TyVal &&val,
                                       TyFn &&op) -> decltype(op(val, val)) {
  return details::coalesced_reduce(group, static_cast<TyVal &&>(val),
                                   static_cast<TyFn &&>(op));
}

} // namespace __v1
} // namespace cooperative_groups

#endif // _CG_REDUCE_H_
