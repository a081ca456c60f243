//===- cooperative_groups/scan.h - roofline-lint stand-in -----------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// inclusive_scan and exclusive_scan over a tile, with the SDK's algorithm
// (log2(N) rounds of shfl_up and a guarded `op`; the exclusive result is the
// inclusive one shifted up by a lane, or `inclusive - val` for an integral
// plus).
//
//===----------------------------------------------------------------------===//

#ifndef _CG_SCAN_H_
#define _CG_SCAN_H_

#include "../cooperative_groups.h"
#include "details/functional.h"

#include <type_traits>

namespace cooperative_groups {
namespace __v1 {

namespace details {
template <typename TyGroup, typename TyVal, typename TyOp>
__forceinline__ __device__ auto
inclusive_scan_contiguous(const TyGroup &group, TyVal &&val, TyOp &&op)
    -> decltype(op(val, val)) {
  auto out = val;
  for (int mask = 1; mask < group.size(); mask <<= 1) {
    auto tmp = group.shfl_up(out, mask);
    if (mask <= group.thread_rank()) {
      out = op(out, tmp);
    }
  }
  return out;
}

template <typename TyGroup, typename TyRes, typename TyVal, typename TyFn>
__forceinline__ __device__ remove_qual<TyVal>
convert_inclusive_to_exclusive(const TyGroup &group, TyRes &result, TyVal &&val,
                               TyFn &&) {
  if constexpr (std::is_same<remove_qual<TyFn>,
                             plus<remove_qual<TyVal>>>::value &&
                std::is_integral<remove_qual<TyVal>>::value) {
    return result - val;
  } else {
    auto ret = group.shfl_up(result, 1);
    if (group.thread_rank() == 0) {
      return {};
    } else {
      return ret;
    }
  }
}
} // namespace details

template <typename TyGroup, typename TyVal, typename TyFn>
__forceinline__ __device__ auto inclusive_scan(const TyGroup &group,
                                               TyVal &&val, TyFn &&op)
    -> decltype(op(val, val)) {
  return details::inclusive_scan_contiguous(group, static_cast<TyVal &&>(val),
                                            static_cast<TyFn &&>(op));
}

template <typename TyGroup, typename TyVal>
__forceinline__ __device__ details::remove_qual<TyVal>
inclusive_scan(const TyGroup &group, TyVal &&val) {
  return inclusive_scan(group, static_cast<TyVal &&>(val),
                        plus<details::remove_qual<TyVal>>());
}

template <typename TyGroup, typename TyVal, typename TyFn>
__forceinline__ __device__ auto exclusive_scan(const TyGroup &group,
                                               TyVal &&val, TyFn &&op)
    -> decltype(op(val, val)) {
  auto result = details::inclusive_scan_contiguous(group, val, op);
  return details::convert_inclusive_to_exclusive(
      group, result, static_cast<TyVal &&>(val), static_cast<TyFn &&>(op));
}

template <typename TyGroup, typename TyVal>
__forceinline__ __device__ details::remove_qual<TyVal>
exclusive_scan(const TyGroup &group, TyVal &&val) {
  return exclusive_scan(group, static_cast<TyVal &&>(val),
                        plus<details::remove_qual<TyVal>>());
}

} // namespace __v1
} // namespace cooperative_groups

#endif // _CG_SCAN_H_
