//===- cooperative_groups/details/functional.h - roofline-lint stand-in ---===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// the function objects the cooperative-groups collectives take, with the
// SDK's bodies (plus is `arg1 + arg2`, greater is `(arg1 < arg2) ? arg2 :
// arg1`, ...).
//
//===----------------------------------------------------------------------===//

#ifndef _CG_FUNCTIONAL_H
#define _CG_FUNCTIONAL_H

#include "../../host_defines.h"

namespace cooperative_groups {
namespace __v1 {

namespace details {
// Empty base, as the SDK's function objects have one (through CCCL).
template <typename Arg1, typename Arg2, typename Result>
struct __binary_function {};

template <typename Ty> struct plus : __binary_function<Ty, Ty, Ty> {
  __device__ __forceinline__ Ty operator()(Ty arg1, Ty arg2) const {
    return arg1 + arg2;
  }
};
template <typename Ty> struct bit_and : __binary_function<Ty, Ty, Ty> {
  __device__ __forceinline__ Ty operator()(Ty arg1, Ty arg2) const {
    return arg1 & arg2;
  }
};
template <typename Ty> struct bit_xor : __binary_function<Ty, Ty, Ty> {
  __device__ __forceinline__ Ty operator()(Ty arg1, Ty arg2) const {
    return arg1 ^ arg2;
  }
};
template <typename Ty> struct bit_or : __binary_function<Ty, Ty, Ty> {
  __device__ __forceinline__ Ty operator()(Ty arg1, Ty arg2) const {
    return arg1 | arg2;
  }
};
} // namespace details

// As in the SDK, plus and the bitwise objects derive from a details:: base
// that carries operator(); less and greater carry their own.
template <typename Ty> struct plus : public details::plus<Ty> {};

template <typename Ty> struct less {
  __device__ __forceinline__ Ty operator()(Ty arg1, Ty arg2) const {
    return (arg2 < arg1) ? arg2 : arg1;
  }
};

template <typename Ty> struct greater {
  __device__ __forceinline__ Ty operator()(Ty arg1, Ty arg2) const {
    return (arg1 < arg2) ? arg2 : arg1;
  }
};

template <typename Ty> struct bit_and : public details::bit_and<Ty> {};
template <typename Ty> struct bit_xor : public details::bit_xor<Ty> {};
template <typename Ty> struct bit_or : public details::bit_or<Ty> {};

} // namespace __v1
} // namespace cooperative_groups

#endif // _CG_FUNCTIONAL_H
