//===- Frontend.h - From a CUDA file to kernel summaries --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Parses one file on the device side (one compile job, one GPU architecture),
// finds every __global__ kernel and returns plain summaries
// (roofline/Cost/KernelCost.h). Clang's own diagnostics go to the given
// stream, clang-style. While the file's AST lives, the next stage (Host,
// which finds the launches in the host code) is handed a ParsedFile: the
// kernels summarized, and the walk of one kernel with a launch's values.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FRONTEND_FRONTEND_H
#define ROOFLINE_FRONTEND_FRONTEND_H

#include "roofline/Cost/KernelCost.h"
#include "roofline/Cost/LaunchSpec.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace llvm {
class raw_ostream;
}

namespace roofline {

struct FrontendOptions {
  /// Clang's resource directory (builtin headers), matching the linked
  /// libclang.
  std::string ResourceDir;
  /// roofline-lint's own CUDA headers (SDK-free set and compat/).
  std::string HeadersDir;
  /// The CUDA SDK to parse with; empty selects the SDK-free header set.
  std::string CudaPath;
  /// The one architecture parsed for, e.g. "sm_89".
  std::string CudaArch = "sm_89";
  /// Arguments after `--`, passed to Clang as given (-I, -D, -std, ...).
  std::vector<std::string> ExtraArgs;
  /// Clang stops a file after this many errors (-ferror-limit); 0: never.
  unsigned MaxErrors = 20;
  /// Report kernels of the main file only (not of included user headers).
  bool MainFileOnly = false;
  /// Print Clang's diagnostics in colour.
  bool Color = false;
  /// Where precompiled preludes are kept (PreludeCache.h); empty: none is
  /// used, every file parses its prelude.
  std::string CacheDir;
  /// Say what the cache did (-v), with the file's diagnostics.
  bool Verbose = false;
  /// Values from --bind, applied to launches: they bind what the launch
  /// leaves open (a host function's parameter `M`, a kernel parameter whose
  /// argument the host code does not fix).
  std::map<std::string, Expr> UserValues;
  /// Launches given with --launch, matched to kernels by name (with or
  /// without template arguments).
  std::vector<LaunchSpec> ExternalLaunches;
};

/// The compile command for a file (appended after these), without the
/// compiler name; printed by -v.
std::vector<std::string> buildClangArguments(const FrontendOptions &Opts);

/// A parsed file as the stage after the Frontend sees it, while its AST
/// lives: the kernels summarized so far, and the kernel walk.
class ParsedFile {
public:
  virtual ~ParsedFile() = default;
  virtual clang::ASTContext &context() = 0;
  /// The summary being built; its kernels are summarized.
  virtual FileSummary &summary() = 0;
  /// The index in summary().Kernels of the kernel (or instantiation) FD
  /// declares, or none when it was not summarized (a system header's).
  virtual std::optional<size_t> kernelIndex(const clang::FunctionDecl *FD) = 0;
  /// Walks kernel I once more with the launch's values (grid, block,
  /// arguments, then --bind) bound, and fills L's exact per-thread counts.
  virtual void analyzeLaunch(size_t I, LaunchSite &L) = 0;
};

/// What runs on a parsed file after its kernels are summarized.
using LaterStage = llvm::function_ref<void(ParsedFile &)>;

/// Parses Path, summarizes its kernels, and runs Later on the parse. Never
/// throws; a file that could not be parsed at all has Parsed == false.
FileSummary analyzeFile(const std::string &Path, const FrontendOptions &Opts,
                        llvm::raw_ostream &DiagOS, LaterStage Later);

} // namespace roofline

#endif // ROOFLINE_FRONTEND_FRONTEND_H
