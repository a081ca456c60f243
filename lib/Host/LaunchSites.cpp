//===- LaunchSites.cpp - Kernel launches in host code ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Each launch is evaluated in every context the host reaches it in
// (HostPaths.cpp: call paths from main() and iterations of host loops), its
// configuration and scalar arguments read from the launching function's
// values there (HostEval.cpp). Identical configurations are merged, with a
// count; each distinct one is reported as a launch of its own.
//
//===----------------------------------------------------------------------===//

#include "LaunchSites.h"

#include "LaunchConfig.h"

#include "HostEval.h"
#include "HostPaths.h"
#include "roofline/Frontend/FunctionVisitor.h"
#include "roofline/Frontend/KernelName.h"
#include "roofline/Frontend/UserDecls.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace roofline {

namespace {

/// Every kind of function (constructors, destructors, conversions, methods,
/// template instantiations) is the host (Current) of the launches in it.
class LaunchFinder : public FunctionVisitor<LaunchFinder> {
  struct PendingLaunch {
    const clang::Expr *Call;
    const FunctionDecl *Kernel, *Host;
    const clang::Expr *Grid, *Block, *Smem;
    std::vector<const clang::Expr *> Args;
    /// For a launch in a helper: the calls that pass the kernel down to
    /// Host, innermost first; only call paths through them launch it.
    std::vector<const CallExpr *> Via;
    /// cudaLaunchKernelEx's `&config`: grid, block and dynamic shared
    /// memory are its fields gridDim, blockDim and dynamicSmemBytes.
    const clang::Expr *ConfigStruct = nullptr;
    /// When the host picks the kernel among several: that, in words.
    std::string Choice;
  };
  static constexpr unsigned MaxHelperDepth = 8;

public:
  LaunchFinder(ASTContext &Ctx, const std::map<std::string, Expr> &Known)
      : Ctx(Ctx), Known(Known) {}

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Call) {
    if (!Current || Call->isValueDependent() || Call->isTypeDependent())
      return true;
    const CallExpr *Config = Call->getConfig();
    // A launch from device code (dynamic parallelism) configures through
    // cudaLaunchDevice(func, params, grid, block, smem, stream): grid,
    // block and shared memory come after two pointers.
    unsigned First = 0;
    if (const FunctionDecl *F = Config ? Config->getDirectCallee() : nullptr)
      if (F->getDeclName().isIdentifier() && F->getName() == "cudaLaunchDevice")
        First = 2;
    auto ConfigArg = [&](unsigned I) -> const clang::Expr * {
      I += First;
      return Config && Config->getNumArgs() > I ? Config->getArg(I) : nullptr;
    };
    std::vector<const clang::Expr *> Args(Call->arg_begin(), Call->arg_end());
    recordLaunch(Call, Call->getCallee(), ConfigArg(0), ConfigArg(1),
                 ConfigArg(2), Args);
    return true;
  }

  /// `cudaLaunchKernel((void *)kernel, grid, block, args, smem, stream)` with
  /// `void *args[] = {&a, &n}` declared in the same function.
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getDeclName().isIdentifier() || !Current ||
        Call->isValueDependent() || isa<CUDAKernelCallExpr>(Call))
      return true;
    StringRef Name = Callee->getName();
    if (Name == "cudaLaunchKernelEx" && Call->getNumArgs() >= 2) {
      // cudaLaunchKernelEx(&config, kernel, args...): grid, block and
      // dynamic shared memory are the config struct's fields.
      std::vector<const clang::Expr *> Args(Call->arg_begin() + 2,
                                            Call->arg_end());
      recordLaunch(Call, Call->getArg(1), nullptr, nullptr, nullptr, Args,
                   Call->getArg(0));
      return true;
    }
    if ((Name != "cudaLaunchKernel" && Name != "cudaLaunchCooperativeKernel" &&
         Name != "cudaLaunchKernelExC") ||
        Call->getNumArgs() < 3)
      return true;
    if (Name == "cudaLaunchKernelExC") {
      recordLaunch(Call, Call->getArg(1), nullptr, nullptr, nullptr,
                   argumentArray(Call->getArg(2)), Call->getArg(0));
      return true;
    }
    if (Call->getNumArgs() < 4)
      return true;
    recordLaunch(Call, Call->getArg(0), Call->getArg(1), Call->getArg(2),
                 Call->getNumArgs() > 4 ? Call->getArg(4) : nullptr,
                 argumentArray(Call->getArg(3)));
    return true;
  }

  std::vector<FoundLaunch> Found;

private:
  /// A launch at Call of the kernel Callee names: grid, block and dynamic
  /// shared memory from their expressions, and each scalar parameter I from
  /// Args[I] (null: unresolved); evaluated once every launch is found. A
  /// kernel that a parameter of the launching function holds (a launch
  /// helper) is looked for in its callers once all calls are known.
  void recordLaunch(const clang::Expr *Call, const clang::Expr *Callee,
                    const clang::Expr *Grid, const clang::Expr *Block,
                    const clang::Expr *Smem, ArrayRef<const clang::Expr *> Args,
                    const clang::Expr *ConfigStruct = nullptr) {
    // A function template's pattern, when it has instantiations: their
    // launches are the ones the program makes.
    if (const FunctionTemplateDecl *FTD =
            Current->getDescribedFunctionTemplate())
      if (!FTD->specializations().empty())
        return;
    PendingLaunch P{Call,
                    nullptr,
                    Current,
                    Grid,
                    Block,
                    Smem,
                    std::vector<const clang::Expr *>(Args.begin(), Args.end()),
                    {},
                    ConfigStruct,
                    {}};
    if (auto Ks = kernelsOf(Callee, Current); !Ks.empty()) {
      launchEach(std::move(P), Ks, Callee);
    } else if (const ParmVarDecl *Param = parameterOf(Callee, Current)) {
      Helpers.push_back({std::move(P), Param->getFunctionScopeIndex()});
    } else {
      notFollowed(Call, "its kernel is chosen at run time (" +
                            exprText(Callee) + ")");
    }
  }

  /// The kernels E may name in Fn: one by name; the sides of a `?:`
  /// between kernels; the kernels a local function pointer's initializer and
  /// assignments give it; the entries of a local table of kernels. Empty
  /// when any of them is not a kernel the source names.
  std::vector<const FunctionDecl *>
  kernelsOf(const clang::Expr *E, const FunctionDecl *Fn, unsigned Depth = 0) {
    std::vector<const FunctionDecl *> Out;
    bool Known = Depth < 4;
    auto Add = [&](const clang::Expr *Value) {
      if (!Known)
        return;
      std::vector<const FunctionDecl *> Ks =
          Value ? kernelsOf(Value, Fn, Depth + 1)
                : std::vector<const FunctionDecl *>();
      Known = !Ks.empty();
      for (const FunctionDecl *K : Ks)
        if (std::find(Out.begin(), Out.end(), K) == Out.end())
          Out.push_back(K);
    };
    if (const FunctionDecl *K = namedKernel(E))
      return {K};
    const clang::Expr *Inner = E->IgnoreParenCasts();
    if (const auto *UO = dyn_cast<UnaryOperator>(Inner);
        UO && UO->getOpcode() == UO_Deref)
      Inner = UO->getSubExpr()->IgnoreParenCasts();
    if (const auto *CO = dyn_cast<ConditionalOperator>(Inner)) {
      Add(CO->getTrueExpr());
      Add(CO->getFalseExpr());
      return Known ? Out : std::vector<const FunctionDecl *>();
    }
    const auto *AS = dyn_cast<ArraySubscriptExpr>(Inner);
    if (AS)
      Inner = AS->getBase()->IgnoreParenCasts();
    const auto *Ref = dyn_cast<DeclRefExpr>(Inner);
    const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    const Stmt *Body = Fn->getBody();
    if (!VD || isa<ParmVarDecl>(VD) || !Body ||
        (VD->hasGlobalStorage() && !VD->getType().isConstQualified()))
      return {};
    if (AS) {
      // A table of kernels: every entry.
      const auto *List =
          VD->getInit()
              ? dyn_cast<InitListExpr>(VD->getInit()->IgnoreParenImpCasts())
              : nullptr;
      if (!List || List->getNumInits() == 0)
        return {};
      for (const clang::Expr *Init : List->inits())
        Add(Init);
    } else if (VD->getInit()) {
      Add(VD->getInit());
    }
    if (!VD->hasGlobalStorage()) {
      auto [It, New] = Writes.try_emplace(Body);
      if (New)
        collectWrites(Ctx, Body, It->second);
      auto W = It->second.Writes.find(VD);
      if (W != It->second.Writes.end())
        for (const Write &Wr : W->second) {
          const auto *BO = dyn_cast<BinaryOperator>(Wr.S);
          if (Wr.Escape || !BO || BO->getOpcode() != BO_Assign || AS)
            return {};
          Add(BO->getRHS());
        }
    }
    return Known ? Out : std::vector<const FunctionDecl *>();
  }

  /// Queues P once per kernel of Ks; a choice among several is stated.
  void launchEach(PendingLaunch P, const std::vector<const FunctionDecl *> &Ks,
                  const clang::Expr *Chosen) {
    if (Ks.size() > 1) {
      std::string Names;
      for (const FunctionDecl *K : Ks)
        Names +=
            std::string(Names.empty() ? "" : ", ") + "'" + kernelName(K) + "'";
      P.Choice = "the host picks one of " + std::to_string(Ks.size()) +
                 " kernels (" + Names + ") through " + exprText(Chosen) +
                 " at run time; each is reported as launched here";
    }
    for (const FunctionDecl *K : Ks) {
      PendingLaunch Q = P;
      Q.Kernel = K;
      Pending.push_back(std::move(Q));
    }
  }

  /// A launch whose kernel cannot be attributed: a note at the site.
  void notFollowed(const clang::Expr *At, const std::string &Why) {
    NotFollowed.push_back({diagId(DiagId::LaunchNotFollowed),
                           "a launch not attributed to a kernel: " + Why +
                               "; its kernel is reported without it",
                           locOf(At)});
  }

  std::string exprText(const clang::Expr *E) const {
    const SourceManager &SM = Ctx.getSourceManager();
    CharSourceRange R = CharSourceRange::getTokenRange(
        SM.getExpansionRange(E->getSourceRange()).getAsRange());
    std::string Text = Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str();
    if (Text.size() > 60)
      Text = Text.substr(0, 57) + "...";
    return "'" + Text + "'";
  }

  /// The kernels a launch through parameter Index of Fn launches: those its
  /// callers pass (through further helpers up to a few levels), each a
  /// pending launch restricted to the calls that pass it.
  void resolveHelper(const HostPaths &Paths, const PendingLaunch &P,
                     const FunctionDecl *Fn, unsigned Index,
                     std::vector<const CallExpr *> Via) {
    for (const auto &[Caller, Site] : Paths.callsTo(Fn)) {
      const clang::Expr *Arg = argumentFor(Site, Index);
      if (!Arg)
        continue;
      std::vector<const CallExpr *> Through = Via;
      Through.push_back(Site);
      if (auto Ks = kernelsOf(Arg, Caller); !Ks.empty()) {
        PendingLaunch Q = P;
        Q.Via = std::move(Through);
        launchEach(std::move(Q), Ks, Arg);
      } else if (const ParmVarDecl *Up = parameterOf(Arg, Caller);
                 Up && Through.size() < MaxHelperDepth) {
        resolveHelper(Paths, P, Caller, Up->getFunctionScopeIndex(),
                      std::move(Through));
      } else {
        notFollowed(Site, "the kernel launched at " + where(P.Call) +
                              " is passed as " + exprText(Arg) +
                              ", which is chosen at run time");
      }
    }
  }

  std::string where(const clang::Expr *E) const {
    return placeText(Ctx.getSourceManager(), E->getBeginLoc());
  }

  /// Where E stands, as reports give it.
  SourceLoc locOf(const clang::Expr *E) const {
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(E->getBeginLoc()));
    if (PL.isInvalid())
      return {};
    return {PL.getFilename(), PL.getLine(), PL.getColumn()};
  }

public:
  /// Evaluates every launch found, in every context.
  void evaluateAll() {
    if (Pending.empty() && Helpers.empty())
      return;
    HostPaths Paths(Ctx);
    for (const auto &[P, Index] : Helpers)
      resolveHelper(Paths, P, P.Host, Index, {});
    for (const PendingLaunch &P : Pending)
      evaluate(Paths, P);
  }

private:
  void evaluate(HostPaths &Paths, const PendingLaunch &P) {
    LaunchSite Base;
    // Through a helper: where the kernel is passed, which tells apart
    // the launches the one helper makes.
    const clang::Expr *At = P.Via.empty() ? P.Call : P.Via.back();
    Base.Loc = locOf(At);
    HostEvalState St; // each launch site has the whole budget
    St.Globals = &Paths.globals();
    St.Bound = &Known;
    bool Limited = false;
    auto Configure = [&](HostEvaluator &Eval, HostContext &Out) {
      // Branches around the launch that known values (--bind) decide
      // against: this context does not launch it.
      Expr When = Paths.reachedWhen(Eval, P.Host, P.Call);
      if (auto K = When.substitute(Known).asConstant(); K && K->isZero()) {
        Out.Reached = false;
        return;
      }
      LaunchSite S = Base;
      configure(Eval, St, P, S);
      Out.Site = std::move(S);
    };
    std::vector<LaunchSite> Sites;
    auto Collect = [&](std::vector<HostContext> Runs) {
      for (HostContext &R : Runs) {
        if (!R.Site)
          continue;
        LaunchSite &S = *R.Site;
        S.CallPath = R.Path;
        S.Iterations = R.Iterations;
        for (auto &[Name, Why] : R.Origins)
          S.Origins.emplace_back(Name, Why);
        unresolvedParameters(R.Unknowns, S);
        S.HostAssumptions = R.Assumptions;
        if (!P.Choice.empty())
          S.HostAssumptions.push_back(
              {diagId(DiagId::LaunchNotFollowed), P.Choice, Base.Loc});
        for (Assumption &A : S.HostAssumptions)
          if (A.Loc.File.empty())
            A.Loc = Base.Loc;
        merge(Sites, std::move(S));
      }
    };
    for (const HostContext &C : Paths.contexts(P.Host, St, Limited, P.Via))
      Collect(Paths.enumerate(P.Host, P.Call->getBeginLoc(), C, St, Configure,
                              Limited));
    if (Sites.empty() && !St.Unreached) {
      // No context reaches it (a loop that never runs on every path): the
      // launching function on its own, its parameters as symbols. One that
      // known branches lead around on every path is not launched at all.
      HostContext Alone;
      Alone.Path.push_back(P.Host->getQualifiedNameAsString());
      Collect(Paths.enumerate(P.Host, P.Call->getBeginLoc(), Alone, St,
                              Configure, Limited));
    }
    for (LaunchSite &S : Sites)
      S.HostBindings.assign(St.BoundUsed.begin(), St.BoundUsed.end());
    if (!P.Via.empty())
      Sites = otherWays(P.Kernel, std::move(Sites));
    for (unsigned I = 0; I < Sites.size(); ++I) {
      Sites[I].Configuration = I + 1;
      Sites[I].Configurations = static_cast<unsigned>(Sites.size());
      if ((Limited || St.BudgetSpent) && I == 0)
        Sites[I].HostAssumptions.push_back(
            {diagId(DiagId::HostLimit),
             "the host evaluation reached its limits (" +
                 std::to_string(HostPaths::MaxContexts) + " contexts, " +
                 std::to_string(HostEvalState::Budget) + " steps, " +
                 std::to_string(HostPaths::MaxUnroll) +
                 " iterations per loop, " +
                 std::to_string(HostPaths::MaxRecursion) +
                 " levels of recursion): some configurations or values "
                 "may be missing or left symbolic",
             Base.Loc});
      Found.push_back({P.Kernel, std::move(Sites[I])});
    }
  }

  /// A helper that launches its kernel one of two ways (with
  /// cudaLaunchKernelEx where it can, else `<<<>>>`) launches it once per
  /// call: of Sites (one way's), those another way already gave are
  /// dropped. They are those with the same configuration, or with the same
  /// call path where one way's grid or block has no value (a config struct
  /// its constructor fills): that one gives way to the other.
  std::vector<LaunchSite> otherWays(const FunctionDecl *Kernel,
                                    std::vector<LaunchSite> Sites) {
    auto Open = [](const LaunchSite &S) {
      return llvm::any_of(S.Unresolved, [](const std::string &U) {
        return StringRef(U).starts_with("gridDim.") ||
               StringRef(U).starts_with("blockDim.");
      });
    };
    std::vector<LaunchSite> Kept;
    for (LaunchSite &S : Sites) {
      std::string K = std::to_string(reinterpret_cast<uintptr_t>(Kernel)) +
                      "@" + S.Loc.File + ":" + std::to_string(S.Loc.Line) +
                      ":" + std::to_string(S.Loc.Column) + "|" +
                      llvm::join(S.CallPath, ">") + "|" +
                      llvm::join(S.Iterations, ",");
      std::vector<size_t> &Ways = HelperWays[K];
      bool Same = false;
      for (size_t I : Ways) {
        LaunchSite &Before = Found[I].Site;
        if (configurationKey(Before) == configurationKey(S)) {
          Same = true;
        } else if (Open(Before) != Open(S)) {
          Same = true;
          if (Open(Before)) { // the configuration this way gives wins
            unsigned Nth = Before.Configuration, Of = Before.Configurations;
            Before = std::move(S);
            Before.Configuration = Nth;
            Before.Configurations = Of;
          }
        }
        if (Same)
          break;
      }
      if (Same)
        continue;
      Ways.push_back(Found.size() + Kept.size());
      Kept.push_back(std::move(S));
    }
    return Kept;
  }

  /// Adds S to Sites, or counts it where an identical configuration is.
  static void merge(std::vector<LaunchSite> &Sites, LaunchSite S) {
    std::string K = configurationKey(S);
    for (LaunchSite &L : Sites)
      if (configurationKey(L) == K) {
        ++L.Count;
        return;
      }
    Sites.push_back(std::move(S));
  }

  /// The integer members of a struct argument whose values the host gives,
  /// as the kernel names them (`p.ncols`, `p.shape.x`), into Out.
  static void addMembers(const std::string &Path,
                         const std::vector<FieldValue> &Fields,
                         std::vector<std::pair<std::string, Expr>> &Out) {
    static const char *const Axes[] = {"x", "y", "z"};
    // In declaration order, whatever order the host wrote them in.
    std::vector<const FieldValue *> Sorted;
    for (const FieldValue &F : Fields)
      Sorted.push_back(&F);
    llvm::sort(Sorted, [](const FieldValue *A, const FieldValue *B) {
      return A->Field->getFieldIndex() < B->Field->getFieldIndex();
    });
    for (const FieldValue *FV : Sorted) {
      const FieldValue &F = *FV;
      if (!F.Field->getDeclName().isIdentifier())
        continue;
      std::string Name = Path + "." + F.Field->getName().str();
      if (F.Value.Int)
        Out.emplace_back(Name, *F.Value.Int);
      else if (F.Value.Dim)
        for (int A = 0; A < 3; ++A)
          Out.emplace_back(Name + "." + Axes[A], (*F.Value.Dim)[A]);
      else if (F.Value.Fields)
        addMembers(Name, *F.Value.Fields, Out);
    }
  }

  /// Grid, block, dynamic shared memory and scalar arguments of P as Eval
  /// reads them, into S; what stays unknown is named with its origin.
  static void configure(HostEvaluator &Eval, HostEvalState &St,
                        const PendingLaunch &P, LaunchSite &S) {
    if (P.ConfigStruct)
      configureFromStruct(Eval, St, P.ConfigStruct, S);
    else {
      S.Grid = launchDims(Eval, St, P.Grid, "gridDim", S);
      S.Block = launchDims(Eval, St, P.Block, "blockDim", S);
      if (P.Smem)
        if (auto V = Eval.intValue(P.Smem))
          S.DynamicSharedBytes = *V;
    }
    for (unsigned I = 0; I < P.Kernel->getNumParams(); ++I) {
      const ParmVarDecl *Param = P.Kernel->getParamDecl(I);
      const clang::Expr *Arg = I < P.Args.size() ? P.Args[I] : nullptr;
      if (Param->getType()->isRecordType()) {
        if (Arg)
          if (auto Fields = Eval.recordValue(Arg))
            addMembers(Param->getName().str(), *Fields, S.Arguments);
        continue;
      }
      if (!Param->getType()->isIntegralOrEnumerationType())
        continue;
      std::optional<Expr> V;
      St.Reason.clear();
      St.Unknowns.clear();
      if (Arg)
        V = Eval.intValue(Arg);
      std::string Name = Param->getName().str();
      if (V) {
        S.Arguments.emplace_back(Name, *V);
        continue;
      }
      if (auto Local = runTimeLocal(Arg)) {
        S.Arguments.emplace_back(Name, *Local);
        S.Unresolved.push_back(Local->str());
        if (!St.Reason.empty())
          S.Origins.emplace_back(Local->str(), St.Reason);
        continue;
      }
      S.Unresolved.push_back("argument '" + Name + "'");
      unresolvedLocals(St, S);
      if (!St.Reason.empty())
        S.Origins.emplace_back(Name, St.Reason);
    }
  }

public:
  std::vector<Assumption> NotFollowed;

private:
  ASTContext &Ctx;
  const std::map<std::string, Expr> &Known;
  std::vector<PendingLaunch> Pending;
  /// Launches through a parameter of their function, by parameter index.
  std::vector<std::pair<PendingLaunch, unsigned>> Helpers;
  /// Launches made through helpers so far (kernel, place, path, key).
  /// The launches through helpers in Found, by kernel, helper call and
  /// call path (otherWays).
  std::map<std::string, std::vector<size_t>> HelperWays;
  /// The writes in each function body a kernel pointer was looked up in.
  std::map<const Stmt *, BodyWrites> Writes;
};

} // namespace

std::vector<FoundLaunch>
findLaunchSites(ASTContext &Ctx, const std::map<std::string, Expr> &Known,
                std::vector<Assumption> *NotFollowed) {
  LaunchFinder Finder(Ctx, Known);
  traverseUserCode(Ctx, Finder);
  Finder.evaluateAll();
  if (NotFollowed)
    *NotFollowed = std::move(Finder.NotFollowed);
  return std::move(Finder.Found);
}

} // namespace roofline
