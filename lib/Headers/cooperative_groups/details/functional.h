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

template <typename Ty> struct plus {
  __device__ __forceinline__ Ty operator()(Ty arg1, Ty arg2) const {
    return arg1 + arg2;
  }
};

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

template <typename Ty> struct bit_and {
  __device__ __forceinline__ Ty operator()(Ty arg1, Ty arg2) const {
    return arg1 & arg2;
  }
};

template <typename Ty> struct bit_xor {
  __device__ __forceinline__ Ty operator()(Ty arg1, Ty arg2) const {
    return arg1 ^ arg2;
  }
};

template <typename Ty> struct bit_or {
  __device__ __forceinline__ Ty operator()(Ty arg1, Ty arg2) const {
    return arg1 | arg2;
  }
};

} // namespace __v1
} // namespace cooperative_groups

#endif // _CG_FUNCTIONAL_H
