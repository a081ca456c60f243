//===- Intrinsics.cpp - What CUDA library calls cost ----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "Intrinsics.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Regex.h"

#include <vector>

namespace roofline {

namespace {

using CallTable = llvm::StringMap<CallKind>;

void add(CallTable &T, CallKind K, std::initializer_list<const char *> Names) {
  for (const char *N : Names)
    T[N] = K;
}

/// One arithmetic operation, and fused multiply-adds.
void addArithmetic(CallTable &T) {
  // One arithmetic operation with a rounding mode or a fast path.
  for (const char *Op : {"add", "sub", "mul", "div"})
    for (const char *Ty : {"f", "d"})
      for (const char *Rnd : {"rn", "rz", "ru", "rd"})
        T[std::string("__") + Ty + Op + "_" + Rnd] = CallKind::Arith;
  add(T, CallKind::Arith,
      {"__fdividef", "fdividef",    "__hadd",      "__hsub",      "__hmul",
       "__hdiv",     "__hadd_sat",  "__hsub_sat",  "__hmul_sat",  "__hadd_rn",
       "__hsub_rn",  "__hmul_rn",   "__hadd2",     "__hsub2",     "__hmul2",
       "__h2div",    "__hadd2_sat", "__hsub2_sat", "__hmul2_sat", "__hadd2_rn",
       "__hsub2_rn", "__hmul2_rn"});
  add(T, CallKind::IntDot4, {"__dp4a"});
  add(T, CallKind::IntDot2, {"__dp2a_lo", "__dp2a_hi"});
  add(T, CallKind::Fma,
      {"fma",
       "fmaf",
       "fmal",
       "__fmaf_rn",
       "__fmaf_rz",
       "__fmaf_ru",
       "__fmaf_rd",
       "__fmaf_ieee_rn",
       "__fmaf_ieee_rz",
       "__fmaf_ieee_ru",
       "__fmaf_ieee_rd",
       "__fma_rn",
       "__fma_rz",
       "__fma_ru",
       "__fma_rd",
       "__hfma",
       "__hfma_sat",
       "__hfma_relu",
       "__hfma2",
       "__hfma2_sat",
       "__hfma2_relu"});
}

/// Cheap operations that are no FLOP, and the special functions (the SFU's).
void addMath(CallTable &T) {
  add(T, CallKind::Other,
      {"fmaxf",
       "fminf",
       "fabsf",
       "fmax",
       "fmin",
       "fabs",
       "max",
       "min",
       "__hmax",
       "__hmin",
       "__hmax_nan",
       "__hmin_nan",
       "__hmax2",
       "__hmin2",
       "__habs",
       "__habs2",
       "__hneg",
       "__hneg2",
       "floorf",
       "ceilf",
       "roundf",
       "truncf",
       "rintf",
       "nearbyintf",
       "floor",
       "ceil",
       "round",
       "trunc",
       "rint",
       "copysignf",
       "copysign",
       "fdimf",
       "fdim",
       "__saturatef",
       "hfloor",
       "hceil",
       "hrint",
       "htrunc",
       "__float2half",
       "__half2float",
       "__float2half_rn",
       "__floats2half2_rn",
       "__float22half2_rn",
       "__half22float2",
       "__float2bfloat16",
       "__bfloat162float",
       "__float2bfloat16_rn",
       "__floats2bfloat162_rn",
       "__float22bfloat162_rn",
       "__bfloat1622float2",
       "__low2float",
       "__high2float",
       "__float2int_rn",
       "__float2int_rz",
       "__int2float_rn",
       "__float2uint_rn",
       "__double2float_rn",
       "__float_as_int",
       "__int_as_float",
       "__heq",
       "__hne",
       "__hlt",
       "__hle",
       "__hgt",
       "__hge",
       "__hisnan",
       "__hisinf",
       "isnan",
       "isinf",
       "isfinite",
       "signbit",
       "__isnanf",
       "__isinff",
       "__finitef"});
  add(T, CallKind::Special,
      {"expf",         "exp",        "__expf",     "exp2f",       "exp2",
       "exp10f",       "exp10",      "__exp10f",   "expm1f",      "expm1",
       "logf",         "log",        "__logf",     "log2f",       "log2",
       "__log2f",      "log10f",     "log10",      "__log10f",    "log1pf",
       "log1p",        "sqrtf",      "sqrt",       "__fsqrt_rn",  "__fsqrt_rz",
       "__fsqrt_ru",   "__fsqrt_rd", "__dsqrt_rn", "rsqrtf",      "rsqrt",
       "cbrtf",        "cbrt",       "rcbrtf",     "hypotf",      "hypot",
       "tanhf",        "tanh",       "sinhf",      "sinh",        "coshf",
       "cosh",         "asinhf",     "acoshf",     "atanhf",      "powf",
       "pow",          "__powf",     "sinf",       "sin",         "__sinf",
       "cosf",         "cos",        "__cosf",     "tanf",        "tan",
       "__tanf",       "sincosf",    "sincos",     "__sincosf",   "sinpif",
       "cospif",       "asinf",      "asin",       "acosf",       "acos",
       "atanf",        "atan",       "atan2f",     "atan2",       "erff",
       "erf",          "erfcf",      "erfc",       "erfinvf",     "normcdff",
       "normcdf",      "lgammaf",    "tgammaf",    "__frcp_rn",   "__frcp_rz",
       "__frcp_ru",    "__frcp_rd",  "__drcp_rn",  "__frsqrt_rn", "fmodf",
       "fmod",         "remainderf", "hexp",       "hexp2",       "hexp10",
       "hlog",         "hlog2",      "hlog10",     "hsqrt",       "hrsqrt",
       "hrcp",         "hsin",       "hcos",       "h2exp",       "h2exp2",
       "h2exp10",      "h2log",      "h2log2",     "h2log10",     "h2sqrt",
       "h2rsqrt",      "h2rcp",      "h2sin",      "h2cos",       "htanh",
       "htanh_approx", "h2tanh"});
}

/// Loads and stores with a cache hint, tensor-core fragments, atomics.
void addMemory(CallTable &T) {
  add(T, CallKind::Load,
      {"__ldg", "__ldcg", "__ldca", "__ldcs", "__ldlu", "__ldcv"});
  add(T, CallKind::Store, {"__stwb", "__stcg", "__stcs", "__stwt"});
  add(T, CallKind::TensorMma, {"mma_sync", "bmma_sync"});
  add(T, CallKind::TensorLoad, {"load_matrix_sync"});
  add(T, CallKind::TensorStore, {"store_matrix_sync"});
  add(T, CallKind::Free, {"fill_fragment"});
  for (const char *Base : {"atomicAdd", "atomicSub"})
    for (const char *Scope : {"", "_block", "_system"})
      T[std::string(Base) + Scope] = CallKind::AtomicAdd;
  for (const char *Base :
       {"atomicExch", "atomicMin", "atomicMax", "atomicInc", "atomicDec",
        "atomicCAS", "atomicAnd", "atomicOr", "atomicXor"})
    for (const char *Scope : {"", "_block", "_system"})
      T[std::string(Base) + Scope] = CallKind::Atomic;
}

const CallTable &table() {
  static const CallTable Table = [] {
    CallTable T;
    addArithmetic(T);
    addMath(T);
    addMemory(T);
    return T;
  }();
  return Table;
}

} // namespace

CallKind classifyCall(llvm::StringRef Name) {
  Name.consume_front("__builtin_");
  auto It = table().find(Name);
  if (It != table().end())
    return It->second;
  if (Name.starts_with("__syncthreads") || Name.starts_with("__syncwarp") ||
      Name.starts_with("__shfl") || Name.starts_with("__threadfence") ||
      Name.starts_with("__ballot") || Name.starts_with("__any") ||
      Name.starts_with("__all") || Name.starts_with("__activemask") ||
      Name.starts_with("clock") || Name == "printf" || Name == "__trap" ||
      Name == "__nanosleep" || Name.starts_with("__reduce_"))
    return CallKind::Free;
  return CallKind::NotIntrinsic;
}

AsmTensorOp parseTensorAsm(llvm::StringRef Asm) {
  AsmTensorOp Op;
  static const llvm::Regex Shape(
      "(wgmma\\.mma_async|mma)\\.[a-z_.]*m([0-9]+)n([0-9]+)k([0-9]+)"
      "([a-z0-9_.]*)");
  llvm::StringRef Rest = Asm;
  llvm::SmallVector<llvm::StringRef, 6> M;
  while (Shape.match(Rest, &M)) {
    unsigned Mm = 0, Nn = 0, Kk = 0;
    M[2].getAsInteger(10, Mm);
    M[3].getAsInteger(10, Nn);
    M[4].getAsInteger(10, Kk);
    // A warp (32 threads) issues mma; a warpgroup (128) issues wgmma.
    double Threads = M[1].starts_with("wgmma") ? 128 : 32;
    Op.FlopsPerThread += 2.0 * Mm * Nn * Kk / Threads;
    ++Op.Count;
    // The type suffixes follow the layouts: d, a, b, c (mma) or d, a, b
    // (wgmma). The input type is the second.
    llvm::SmallVector<llvm::StringRef, 8> Parts;
    M[5].split(Parts, '.', -1, false);
    std::vector<llvm::StringRef> Types;
    for (llvm::StringRef P : Parts)
      if (P == "f16" || P == "bf16" || P == "tf32" || P == "e4m3" ||
          P == "e5m2" || P == "s8" || P == "u8" || P == "s4" || P == "u4" ||
          P == "b1" || P == "f64" || P == "f32" || P == "s32" || P == "f8f6f4")
        Types.push_back(P);
    if (Op.InputType.empty() && !Types.empty())
      Op.InputType = (Types.size() >= 2 ? Types[1] : Types[0]).str();
    Rest = Rest.substr(Rest.find(M[0]) + M[0].size());
  }
  return Op;
}

namespace {

/// The N of `%N` (or of `[%N]`) in Operand; -1 if none.
int operandIndex(llvm::StringRef Operand) {
  Operand = Operand.trim().trim("[]{} ");
  if (!Operand.consume_front("%"))
    return -1;
  unsigned N = 0;
  return Operand.getAsInteger(10, N) ? -1 : static_cast<int>(N);
}

} // namespace

AsmMemory parseMemoryAsm(llvm::StringRef Asm) {
  AsmMemory Out;
  llvm::SmallVector<llvm::StringRef, 8> Statements;
  Asm.split(Statements, ';', -1, false);
  for (llvm::StringRef S : Statements) {
    S = S.trim().ltrim("{}").trim();
    if (S.empty() || S.starts_with(".reg") || S.starts_with("//"))
      continue;
    // A predicate guard (`@p`) does not change what the instruction moves.
    if (S.starts_with("@"))
      S = S.drop_until([](char C) { return C == ' ' || C == '\t'; }).trim();
    llvm::StringRef Opcode =
        S.take_until([](char C) { return C == ' ' || C == '\t' || C == '\n'; });
    llvm::StringRef Operands = S.drop_front(Opcode.size());
    llvm::SmallVector<llvm::StringRef, 6> Args;
    Operands.split(Args, ',', -1, false);
    if (Opcode.starts_with("cp.async.commit_group") ||
        Opcode.starts_with("cp.async.wait_group") ||
        Opcode.starts_with("cp.async.wait_all"))
      continue;
    if (Opcode.starts_with("cp.async.") &&
        !Opcode.starts_with("cp.async.bulk") && Args.size() >= 3) {
      unsigned Bytes = 0;
      if (Args[2].trim().getAsInteger(0, Bytes) ||
          (Bytes != 4 && Bytes != 8 && Bytes != 16)) {
        Out.Unknown = true;
        continue;
      }
      Out.Ops.push_back({AsmMemoryOp::CpAsync, Bytes, operandIndex(Args[1]),
                         operandIndex(Args[0])});
      continue;
    }
    bool Load = Opcode.starts_with("ldmatrix.");
    if (Load || Opcode.starts_with("stmatrix.")) {
      unsigned Matrices = Opcode.contains(".x4")   ? 4
                          : Opcode.contains(".x2") ? 2
                                                   : 1;
      // The address is the bracketed operand.
      int Address = -1;
      for (llvm::StringRef A : Args)
        if (A.contains('['))
          Address = operandIndex(A);
      AsmMemoryOp Op{Load ? AsmMemoryOp::LdMatrix : AsmMemoryOp::StMatrix,
                     4 * Matrices, -1, -1};
      (Load ? Op.Source : Op.Destination) = Address;
      Out.Ops.push_back(Op);
      continue;
    }
    if (parseTensorAsm(S).Count > 0)
      continue;
    Out.Unknown = true;
  }
  return Out;
}

} // namespace roofline
