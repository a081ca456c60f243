//===- HostPaths.h - From main() down to a launch ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The ways the host code reaches a function: every chain of direct calls from
// an entry point (a function nothing in the translation unit calls, such as
// main()) down to it, and, along each chain, the values each function's
// parameters receive. A call inside a host loop whose counter the arguments
// read is followed once per iteration when the loop is short enough
// (HostPaths::MaxUnroll), else with the counter as a symbol and its range.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_HOST_HOSTPATHS_H
#define ROOFLINE_LIB_HOST_HOSTPATHS_H

#include "HostBranches.h"
#include "HostEval.h"

#include <functional>

namespace roofline {

/// One way to reach a point of a function: the call path from an entry
/// point, the function's parameter values, and what they rest on.
struct HostContext {
  std::vector<std::string> Path; // "main", "gemmCuda"
  Environment Env;
  std::map<std::string, std::string> Origins;
  /// For a parameter whose argument has no value (its name stands for it):
  /// the host locals that value lacks, which --bind would settle.
  std::map<std::string, std::set<std::string>> Unknowns;
  std::vector<Assumption> Assumptions;
  /// Iterations of enumerated host loops this context stands for, by loop.
  std::vector<std::string> Iterations;
  /// What the evaluation at the point produced (a launch's configuration).
  std::optional<LaunchSite> Site;
  /// Cleared by an evaluation that finds a known branch leading around
  /// the point: the context is dropped (HostEvalState::Unreached).
  bool Reached = true;
};

class HostPaths {
public:
  static constexpr unsigned MaxUnroll = 64;    // iterations of one loop
  static constexpr unsigned MaxContexts = 256; // per launch site
  static constexpr unsigned MaxChains = 32;    // call chains per function
  static constexpr unsigned MaxDepth = 16;     // calls per chain
  /// Times one function may stand on a chain: recursion is followed this
  /// deep, and one level further to learn whether it goes deeper.
  static constexpr unsigned MaxRecursion = 4;

  explicit HostPaths(clang::ASTContext &Ctx);

  /// The condition, in Eval's values, under which F reaches Point
  /// (HostBranches): 0 when known values lead around it.
  Expr reachedWhen(HostEvaluator &Eval, const clang::FunctionDecl *F,
                   const clang::Stmt *Point) {
    return Branches.reachedWhen(Eval, F, Point);
  }

  /// Every write to a global variable in the translation unit.
  const GlobalAssignments &globals() const { return Globals; }

  /// Every context in which F runs, each with the evaluation state St.
  /// Limited is set when a limit cut the enumeration short.
  /// Via, when given, names the calls (innermost first) every chain must
  /// end with: those that pass a launch helper its kernel.
  std::vector<HostContext>
  contexts(const clang::FunctionDecl *F, HostEvalState &St, bool &Limited,
           llvm::ArrayRef<const clang::CallExpr *> Via = {});

  /// The direct calls of F in the translation unit: (caller, call).
  std::vector<std::pair<const clang::FunctionDecl *, const clang::CallExpr *>>
  callsTo(const clang::FunctionDecl *F) const;

  /// Runs Eval at Point of F in Ctx once per iteration of the host loops
  /// whose counters it reads (or once with the counters as symbols), and
  /// gives each run's context (the loop pins appended).
  std::vector<HostContext>
  enumerate(const clang::FunctionDecl *F, clang::SourceLocation Point,
            const HostContext &In, HostEvalState &St,
            const std::function<void(HostEvaluator &, HostContext &)> &Eval,
            bool &Limited);

private:
  struct Call {
    const clang::FunctionDecl *Caller;
    const clang::CallExpr *Site;
    /// For a call through a parameter: the call that passed the function.
    const clang::CallExpr *Through;
  };
  using Chain = std::vector<Call>; // from the entry point down
  /// A chain, and whether it only probes recursion one level past
  /// MaxRecursion: a probe that reaches its point means the recursion goes
  /// deeper than followed (a limit), and gives no context.
  struct FoundChain {
    Chain Calls;
    bool Probe = false;
  };
  void chains(const clang::FunctionDecl *F,
              std::vector<const clang::FunctionDecl *> &Seen, Chain &Suffix,
              std::vector<FoundChain> &Out, bool &Limited,
              llvm::ArrayRef<const clang::CallExpr *> Via, bool Probe) const;

  clang::ASTContext &Ctx;
  std::map<const clang::FunctionDecl *, std::vector<Call>> Callers;
  GlobalAssignments Globals;
  HostBranches Branches;
};

} // namespace roofline

#endif
