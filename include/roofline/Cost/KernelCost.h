//===- KernelCost.h - What the frontend learns about a kernel ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary of this component:
//  - per-thread cost: what one thread executes, walking the kernel body in
//    program order with __device__ functions inlined, as symbolic expressions.
//  - global traffic: loads and stores of global memory, in bytes.
//  - assumption: a choice the analysis made because the source did not decide
//    it (a data-dependent branch, an underivable trip count, ...). Each carries
//    a stable id and a location, so a reader knows what a number rests on.
//
// This is plain data: no Clang types, so reporters can run after the ASTs are
// gone.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COST_KERNELCOST_H
#define ROOFLINE_COST_KERNELCOST_H

#include "roofline/Cost/Precision.h"
#include "roofline/Support/Diagnostics.h"
#include "roofline/Support/Expr.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

/// `threadIdx.x` ... `blockIdx.z`: the symbols that differ between threads.
inline bool isIndexSymbol(const std::string &S) {
  return S.rfind("threadIdx.", 0) == 0 || S.rfind("blockIdx.", 0) == 0;
}

/// A resolved source position (1-based line and column).
struct SourceLoc {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
};

/// A loop around a global access: its iteration symbol (`k#3`) runs over
/// 0 .. Count-1.
struct AccessLoop {
  std::string Index;
  Expr Count;
};

/// Launch mode: one global-memory access as the walk met it, for the DRAM
/// traffic model (sectors per warp request). The byte address is
/// Array + Offset, Offset an expression in thread and block indices, loop
/// iteration symbols and sizes.
struct GlobalAccess {
  SourceLoc Loc;
  /// The kernel parameter the address is based on; empty when unknown.
  std::string Array;
  /// Byte offset from the array's start; unset when the walk could not
  /// derive it (pointer chasing, a pointer changed in a loop, ...).
  std::optional<Expr> Offset;
  /// Bytes each lane moves in one access (`sizeof` the element).
  int64_t Width = 0;
  bool Store = false;
  /// The product of index guards (0/1 per thread) around the access.
  Expr Guard = Expr(1);
  /// Times the access runs per guard and loop iteration (constant counts:
  /// a loop over a local array, a condition tested twice).
  int64_t Repeat = 1;
  /// Enclosing counted loops, innermost first.
  std::vector<AccessLoop> Loops;
};

/// Counts of one thread (or, scaled, of many). Every field is symbolic.
struct CostVector {
  std::array<Expr, NumPrecisions> Flops;
  /// Tensor-core FLOPs by input type: 2*M*N*K per warp-level operation,
  /// divided over the threads that issue it.
  std::array<Expr, NumTensorTypes> TensorFlops;
  Expr SpecialOps; // expf, sqrtf, ... (not FLOPs)
  Expr OtherOps;   // comparisons, conversions, fmaxf, unary minus
  /// Integer operations of the integer dot-product intrinsics (__dp4a: 4
  /// multiplies and 4 adds, 8; __dp2a_lo/hi: 4). Not FLOPs; integer
  /// operators and address arithmetic are not counted.
  Expr IntOps;
  /// Instructions the FLOPs take: one per operator or intrinsic, none for an
  /// add or subtract one of whose operands is a multiply of its type (the
  /// compiler contracts the pair into one FMA).
  Expr FpInstructions;
  Expr GlobalLoadBytes;
  Expr GlobalStoreBytes;
  Expr SharedLoadBytes;
  Expr SharedStoreBytes;
  Expr ConstantLoadBytes;
  /// Launch mode: the global accesses behind GlobalLoadBytes and
  /// GlobalStoreBytes. Each carries its own guard, so scaled() and map()
  /// leave them alone; += concatenates.
  std::vector<GlobalAccess> Accesses;
  /// Launch mode: the shared-memory accesses behind SharedLoadBytes and
  /// SharedStoreBytes, kept like Accesses; Array names the __shared__
  /// variable and Offset is from its start.
  std::vector<GlobalAccess> SharedAccesses;

  /// Regular and tensor FLOPs together: the numerator of the intensity.
  Expr totalFlops() const;
  Expr tensorFlops() const;
  Expr globalBytes() const { return GlobalLoadBytes + GlobalStoreBytes; }
  bool isZero() const;

  CostVector &operator+=(const CostVector &Other);
  /// Every count multiplied by Factor. Accesses are kept as they are: Factor
  /// is an index guard that their own guards already hold, or a repetition
  /// that the caller applies with repeatAccesses.
  CostVector scaled(const Expr &Factor) const;
  /// Every access runs Times times as often.
  CostVector &repeatAccesses(int64_t Times);
  /// Applies Fn to every field (used for substitution and summation).
  template <typename Fn> CostVector map(Fn F) const {
    CostVector R;
    for (int P = 0; P < NumPrecisions; ++P)
      R.Flops[P] = F(Flops[P]);
    for (int T = 0; T < NumTensorTypes; ++T)
      R.TensorFlops[T] = F(TensorFlops[T]);
    R.SpecialOps = F(SpecialOps);
    R.OtherOps = F(OtherOps);
    R.IntOps = F(IntOps);
    R.FpInstructions = F(FpInstructions);
    R.GlobalLoadBytes = F(GlobalLoadBytes);
    R.GlobalStoreBytes = F(GlobalStoreBytes);
    R.SharedLoadBytes = F(SharedLoadBytes);
    R.SharedStoreBytes = F(SharedStoreBytes);
    R.ConstantLoadBytes = F(ConstantLoadBytes);
    return R;
  }
  /// Every symbol in any field.
  std::set<std::string> symbols() const;
};

/// Why a number is not exact. Ids are listed in Diagnostics.def.
struct Assumption {
  std::string Id;      // "roofline-unknown-trip-count"
  std::string Message; // one line, no trailing period
  SourceLoc Loc;
};

/// A loop the analysis derived a trip count for ("loop executes K times").
struct LoopNote {
  SourceLoc Loc;
  Expr TripCount;
};

/// Where a symbol came from, so that a report can say what is missing.
enum class SymbolKind {
  KernelParameter,
  TemplateParameter,
  LaunchDimension,
  ThreadIndex
};

struct SymbolInfo {
  std::string Name;
  SymbolKind Kind;
  /// For an integer parameter: its type as written ("int") and the values
  /// it holds, which a binding must lie within.
  std::string Type = {};
  std::optional<std::pair<Rational::Int, Rational::Int>> Range = std::nullopt;
};

/// Where a launch configuration came from.
enum class LaunchSource { LaunchSite, CommandLine, Annotation };

/// One launch of a kernel: `kernel<<<grid, block, smem, stream>>>(args)` in
/// the translation unit, or one given from outside. Values the host code does
/// not fix stay symbolic (`M` for a host function's parameter).
struct LaunchSite {
  SourceLoc Loc;
  LaunchSource Source = LaunchSource::LaunchSite;
  std::array<Expr, 3> Grid{Expr(1), Expr(1), Expr(1)};
  std::array<Expr, 3> Block{Expr(1), Expr(1), Expr(1)};
  Expr DynamicSharedBytes;
  /// Values the launch gives the kernel's symbols: scalar parameters from the
  /// arguments (`N` <- 4096, or <- the host's `M`).
  std::vector<std::pair<std::string, Expr>> Arguments;
  /// What could not be evaluated ("grid.x", "argument 'n'"), left symbolic.
  std::vector<std::string> Unresolved;
  /// How the host reaches the launch: the functions called from an entry
  /// point (`main`, `gemmCuda`), and how many ways (call paths, host-loop
  /// iterations) give this same configuration.
  std::vector<std::string> CallPath;
  unsigned Count = 1;
  /// The iterations of enumerated host loops of the first such way
  /// ("j = 2").
  std::vector<std::string> Iterations;
  /// This configuration's place among the site's distinct ones (1-based).
  unsigned Configuration = 1, Configurations = 1;
  /// Where the host values that stay symbols come from, in words:
  /// {"n", "atoi(argv) at main.cu:42, passed to run at main.cu:50"}.
  std::vector<std::pair<std::string, std::string>> Origins;
  /// What the host values rest on (defaults without command-line
  /// arguments, limits of the host evaluation).
  std::vector<Assumption> HostAssumptions;
  /// The --bind names the host evaluation took for host variables the host
  /// code leaves unknown (`warp_size` from a device query).
  std::vector<std::string> HostBindings;
  /// The kernel walked for this launch: per-thread costs as expressions in
  /// thread and block indices, guards as indicators; exact for every thread.
  /// PerThreadExact.Accesses lists its global accesses.
  bool Analyzed = false;
  CostVector PerThreadExact;
  Expr ActiveGuard = Expr(1);
  std::vector<Assumption> Assumptions;
};

struct KernelSummary {
  std::string Name; // "matmul", "sgemm<64, 64, 8>"
  SourceLoc Loc;    // of the kernel's name
  bool Analyzed = true;
  std::string NotAnalyzedReason;
  /// Not analyzed because Clang's errors fall in its body.
  bool BodyHasErrors = false;
  CostVector PerThread;
  std::vector<Assumption> Assumptions;
  std::vector<LoopNote> Loops;
  std::vector<SymbolInfo> Symbols; // every symbol the costs may mention
  std::vector<LaunchSite> Launches;
  /// Per-thread counts are those of an active thread: some cost sits under a
  /// guard on thread indices (`if (i < n)`, an early return), so threads of a
  /// launch do not all cost the same.
  bool IndexGuarded = false;
  /// Some threads do work that others do not: cost under an index guard
  /// other than the one that decides which threads are active (a
  /// reduction's `if (tid == 0)`), or a count that depends on the thread
  /// index. The per-thread counts are then those of a thread that takes
  /// every guard, and speak for no launch as a whole.
  bool ThreadsDiffer = false;
  /// Launch mode only: the guard (a product of indicators) around the first
  /// global-memory access, which defines the launch's active threads.
  Expr ActiveGuard = Expr(1);
  /// The most threads per block its __launch_bounds__ allows, if it has one.
  std::optional<int64_t> MaxThreadsPerBlock;
  bool isEstimated() const { return !Assumptions.empty(); }
};

/// A Clang error, resolved, with what kind of wall it is when the report
/// can say what to do about it.
struct ParseError {
  enum Kind {
    Other,
    MissingHeader,    // 'x.h' file not found (fatal) or skipped
    SharedInit,       // initialization of a __shared__ variable
    DeviceSideLaunch, // <<<>>> in device code without -fgpu-rdc
    TextureReference, // texture<> / surface<> references (removed in CUDA 12)
  } Kind = Other;
  SourceLoc Loc;
  std::string Message;
};

/// A file and how its parse went.
struct FileParse {
  std::string File;
  bool Parsed = true;      // false when no AST could be built at all
  unsigned ErrorCount = 0; // Clang errors
  /// Clang stopped at --max-errors: there may be more.
  bool ErrorLimitReached = false;
  /// Why the file was given up (it passed --timeout); empty otherwise.
  std::string Abandoned;
  /// The first few of Clang's errors (at most 3), in order.
  std::vector<ParseError> Errors;
  /// Clang options the frontend added to parse the file, with why
  /// ("-fgpu-rdc: kernels launch kernels").
  std::vector<std::string> AddedFlags;
  /// #includes that could not be found and were skipped.
  std::vector<std::string> MissingIncludes;
  /// Launches the host makes that are attributed to no kernel (the kernel
  /// is chosen at run time), one note at each site.
  std::vector<Assumption> LaunchNotes;
  /// Every file the parse read, absolute: the input, its headers, the
  /// files its precompiled preamble or prelude stands for. No report may
  /// be written over one of them.
  std::vector<std::string> FilesRead;
};

/// A file, how its parse went, and its kernels' summaries.
struct FileSummary : FileParse {
  std::vector<KernelSummary> Kernels;
};

} // namespace roofline

#endif // ROOFLINE_COST_KERNELCOST_H
