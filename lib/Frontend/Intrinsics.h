//===- Intrinsics.h - What CUDA library calls cost --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The counting model's table of calls: a CUDA math or intrinsic function is
// recognised by name (a user's own __device__ functions are inlined instead).
// Precision and lane count come from the call's types, not from the name, so
// one entry serves `__hadd` on __half and on __nv_bfloat16.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_INTRINSICS_H
#define ROOFLINE_LIB_FRONTEND_INTRINSICS_H

#include "llvm/ADT/StringRef.h"

namespace roofline {

enum class CallKind {
  NotIntrinsic,
  Arith,       // one add/sub/mul/div, possibly with a rounding mode: 1 FLOP a lane
  Fma,         // fused multiply-add: 2 FLOPs a lane
  Other,       // min/max/abs/compare/convert/round: counted as `other`
  Special,     // exp, log, sqrt, sin, ...: counted as `special`
  Load,        // __ldg and cache-hint loads: one global load of *ptr
  Store,       // cache-hint stores: one global store of *ptr
  Atomic,      // atomicCAS/Exch/Min/...: a load and a store of *ptr
  AtomicAdd,   // atomicAdd/Sub: as Atomic, plus 1 FLOP when the element is floating
  Free         // synchronisation, shuffles, votes, clocks: no cost of their own
};

/// Classifies a call to the function named Name (`__builtin_` stripped).
CallKind classifyCall(llvm::StringRef Name);

} // namespace roofline

#endif
