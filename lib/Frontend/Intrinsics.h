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

#include <string>
#include <vector>

namespace roofline {

enum class CallKind {
  NotIntrinsic,
  Arith,   // one add/sub/mul/div, possibly with a rounding mode: 1 FLOP a lane
  Fma,     // fused multiply-add: 2 FLOPs a lane
  Other,   // min/max/abs/compare/convert/round: counted as `other`
  Special, // exp, log, sqrt, sin, ...: counted as `special`
  IntDot4, // __dp4a: 8 integer operations a lane
  IntDot2, // __dp2a_lo, __dp2a_hi: 4 integer operations a lane
  Load,    // __ldg and cache-hint loads: one global load of *ptr
  Store,   // cache-hint stores: one global store of *ptr
  Atomic,  // atomicCAS/Exch/Min/...: a load and a store of *ptr
  AtomicAdd,  // atomicAdd/Sub: as Atomic, plus 1 FLOP when the element is
              // floating
  Free,       // synchronisation, shuffles, votes, clocks: no cost of their own
  TensorMma,  // wmma::mma_sync: 2*M*N*K FLOPs per warp, over 32 lanes
  TensorLoad, // wmma::load_matrix_sync: a fragment's tile, over 32 lanes
  TensorStore // wmma::store_matrix_sync
};

/// Tensor-core FLOPs in one inline-assembly string (`mma.sync.aligned.m16n8k16
/// ...f16...`, `wgmma.mma_async...`): per issuing thread, with the input type
/// name ("f16", "bf16", "tf32", "e4m3", "s8", "f64", ...). Count 0 when the
/// string holds no matrix instruction.
struct AsmTensorOp {
  double FlopsPerThread = 0;
  std::string InputType;
  unsigned Count = 0; // instructions found
};
AsmTensorOp parseTensorAsm(llvm::StringRef Asm);

/// The data movement of one inline-assembly string: `cp.async` (a global
/// load and a shared store of its copy size), `ldmatrix` / `stmatrix` (4 B
/// of shared memory per 8x8 matrix per lane). Operands are the `%N` of the
/// addresses, outputs first as GCC numbers them. Unknown is set when the
/// string holds an instruction that is neither one of these, nor a tensor
/// instruction (parseTensorAsm), nor bookkeeping (`.reg`, commit and wait
/// groups).
struct AsmMemoryOp {
  enum Kind { CpAsync, LdMatrix, StMatrix } K;
  unsigned Bytes = 0;   // per thread
  int Source = -1;      // cp.async's global source, ldmatrix's address
  int Destination = -1; // cp.async's shared destination, stmatrix's
};
struct AsmMemory {
  std::vector<AsmMemoryOp> Ops;
  bool Unknown = false;
};
AsmMemory parseMemoryAsm(llvm::StringRef Asm);

/// Classifies a call to the function named Name (`__builtin_` stripped).
CallKind classifyCall(llvm::StringRef Name);

} // namespace roofline

#endif
