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

#include "FunctionVisitor.h"
#include "HostEval.h"
#include "HostPaths.h"
#include "UserDecls.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace roofline {

namespace {

/// The dim3 constructor call that builds E in place (`dim3(blocks, 128)`,
/// `<<<blocks, 128>>>`), through temporaries and copies; null otherwise.
const CXXConstructExpr *inPlaceDim3(const clang::Expr *E) {
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *FE = dyn_cast<FullExpr>(E))
      E = FE->getSubExpr();
    else if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
      E = BT->getSubExpr();
    else if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
      E = FC->getSubExpr();
    else if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
      if (!CE->getConstructor()->isCopyOrMoveConstructor())
        return CE;
      if (CE->getNumArgs() != 1)
        return nullptr;
      E = CE->getArg(0);
    } else
      return nullptr;
  }
  return nullptr;
}

/// Every kind of function (constructors, destructors, conversions, methods,
/// template instantiations) is the host (Current) of the launches in it.
class LaunchFinder : public FunctionVisitor<LaunchFinder> {
public:
  LaunchFinder(ASTContext &Ctx, const std::map<std::string, Expr> &Known)
      : Ctx(Ctx), Known(Known) {}

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Call) {
    const FunctionDecl *Kernel = Call->getDirectCallee();
    if (!Kernel || !Current || Call->isValueDependent() ||
        Call->isTypeDependent())
      return true;
    const CallExpr *Config = Call->getConfig();
    auto ConfigArg = [&](unsigned I) -> const clang::Expr * {
      return Config && Config->getNumArgs() > I ? Config->getArg(I) : nullptr;
    };
    std::vector<const clang::Expr *> Args;
    for (unsigned I = 0; I < Call->getNumArgs() && I < Kernel->getNumParams();
         ++I)
      Args.push_back(Call->getArg(I));
    recordLaunch(Call, Kernel, ConfigArg(0), ConfigArg(1), ConfigArg(2), Args);
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
    if ((Name != "cudaLaunchKernel" && Name != "cudaLaunchCooperativeKernel") ||
        Call->getNumArgs() < 4)
      return true;
    const clang::Expr *Fn = Call->getArg(0)->IgnoreParenCasts();
    if (const auto *UO = dyn_cast<UnaryOperator>(Fn))
      if (UO->getOpcode() == UO_AddrOf)
        Fn = UO->getSubExpr()->IgnoreParenCasts();
    const auto *Ref = dyn_cast<DeclRefExpr>(Fn);
    const auto *Kernel = Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
    if (!Kernel || !Kernel->hasAttr<CUDAGlobalAttr>())
      return true;
    // The argument array: a local initialized with the arguments' addresses;
    // each scalar argument is the variable whose address it holds.
    const InitListExpr *List = nullptr;
    if (const auto *ArgsRef =
            dyn_cast<DeclRefExpr>(Call->getArg(3)->IgnoreParenCasts()))
      if (const auto *VD = dyn_cast<VarDecl>(ArgsRef->getDecl()))
        if (VD->getInit())
          List = dyn_cast<InitListExpr>(VD->getInit()->IgnoreParenImpCasts());
    std::vector<const clang::Expr *> Args(Kernel->getNumParams(), nullptr);
    for (unsigned I = 0; List && I < Args.size() && I < List->getNumInits();
         ++I)
      if (const auto *UO =
              dyn_cast<UnaryOperator>(List->getInit(I)->IgnoreParenCasts()))
        if (UO->getOpcode() == UO_AddrOf)
          Args[I] = UO->getSubExpr();
    recordLaunch(Call, Kernel, Call->getArg(1), Call->getArg(2),
                 Call->getNumArgs() > 4 ? Call->getArg(4) : nullptr, Args);
    return true;
  }

  std::vector<FoundLaunch> Found;

private:
  /// A launch of Kernel at Call: grid, block and dynamic shared memory
  /// from their expressions, and each scalar parameter I from Args[I] (null:
  /// unresolved); evaluated once every launch is found.
  void recordLaunch(const clang::Expr *Call, const FunctionDecl *Kernel,
                    const clang::Expr *Grid, const clang::Expr *Block,
                    const clang::Expr *Smem,
                    ArrayRef<const clang::Expr *> Args) {
    // A function template's pattern, when it has instantiations: their
    // launches are the ones the program makes.
    if (const FunctionTemplateDecl *FTD =
            Current->getDescribedFunctionTemplate())
      if (!FTD->specializations().empty())
        return;
    Pending.push_back(
        {Call, Kernel, Current, Grid, Block, Smem,
         std::vector<const clang::Expr *>(Args.begin(), Args.end())});
  }

public:
  /// Evaluates every launch found, in every context.
  void evaluateAll() {
    if (Pending.empty())
      return;
    HostPaths Paths(Ctx);
    for (const PendingLaunch &P : Pending)
      evaluate(Paths, P);
  }

private:
  struct PendingLaunch {
    const clang::Expr *Call;
    const FunctionDecl *Kernel, *Host;
    const clang::Expr *Grid, *Block, *Smem;
    std::vector<const clang::Expr *> Args;
  };

  void evaluate(HostPaths &Paths, const PendingLaunch &P) {
    const SourceManager &SM = Ctx.getSourceManager();
    LaunchSite Base;
    PresumedLoc PL =
        SM.getPresumedLoc(SM.getExpansionLoc(P.Call->getBeginLoc()));
    if (PL.isValid())
      Base.Loc = {PL.getFilename(), PL.getLine(), PL.getColumn()};
    HostEvalState St; // each launch site has the whole budget
    St.Globals = &Paths.globals();
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
        S.HostAssumptions = R.Assumptions;
        for (Assumption &A : S.HostAssumptions)
          if (A.Loc.File.empty())
            A.Loc = Base.Loc;
        merge(Sites, std::move(S));
      }
    };
    for (const HostContext &C : Paths.contexts(P.Host, St, Limited))
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
                 " iterations per loop): some configurations or values "
                 "may be missing or left symbolic",
             Base.Loc});
      Found.push_back({P.Kernel, std::move(Sites[I])});
    }
  }

  /// Adds S to Sites, or counts it where an identical configuration is.
  static void merge(std::vector<LaunchSite> &Sites, LaunchSite S) {
    auto Key = [](const LaunchSite &L) {
      std::string K;
      for (int A = 0; A < 3; ++A)
        K += L.Grid[A].str() + "," + L.Block[A].str() + ",";
      K += L.DynamicSharedBytes.str() + ";";
      for (const auto &[N, V] : L.Arguments)
        K += N + "=" + V.str() + ";";
      for (const std::string &U : L.Unresolved)
        K += U + ";";
      return K;
    };
    std::string K = Key(S);
    for (LaunchSite &L : Sites)
      if (Key(L) == K) {
        ++L.Count;
        return;
      }
    Sites.push_back(std::move(S));
  }

  /// Grid, block, dynamic shared memory and scalar arguments of P as Eval
  /// reads them, into S; what stays unknown is named with its origin.
  static void configure(HostEvaluator &Eval, HostEvalState &St,
                        const PendingLaunch &P, LaunchSite &S) {
    S.Grid = dims(Eval, St, P.Grid, "gridDim", S);
    S.Block = dims(Eval, St, P.Block, "blockDim", S);
    if (P.Smem)
      if (auto V = Eval.intValue(P.Smem))
        S.DynamicSharedBytes = *V;
    for (unsigned I = 0; I < P.Args.size(); ++I) {
      const ParmVarDecl *Param = P.Kernel->getParamDecl(I);
      if (!Param->getType()->isIntegralOrEnumerationType())
        continue;
      std::optional<Expr> V;
      St.Reason.clear();
      if (P.Args[I])
        V = Eval.intValue(P.Args[I]);
      std::string Name = Param->getName().str();
      if (V) {
        S.Arguments.emplace_back(Name, *V);
        continue;
      }
      S.Unresolved.push_back("argument '" + Name + "'");
      if (!St.Reason.empty())
        S.Origins.emplace_back(Name, St.Reason);
    }
  }

  /// A launch dimension. When the whole dim3 cannot be evaluated but is built
  /// in place from integers (`<<<blocks, 128>>>` with a run-time `blocks`),
  /// component by component: only what cannot be evaluated stays symbolic
  /// (`gridDim.x`) and is listed as unresolved.
  static Dim3 dims(HostEvaluator &Eval, HostEvalState &St,
                   const clang::Expr *Arg, StringRef What, LaunchSite &Site) {
    St.Reason.clear();
    if (Arg)
      if (auto D = Eval.dim3Value(Arg))
        return *D;
    std::array<std::optional<Expr>, 3> Parts;
    if (const CXXConstructExpr *CE = inPlaceDim3(Arg)) {
      bool Integers = CE->getNumArgs() <= 3;
      for (const clang::Expr *A : CE->arguments())
        Integers &= isa<CXXDefaultArgExpr>(A) ||
                    A->getType()->isIntegralOrEnumerationType();
      for (unsigned A = 0; Integers && A < 3; ++A) {
        if (A >= CE->getNumArgs() || isa<CXXDefaultArgExpr>(CE->getArg(A)))
          Parts[A] = Expr(1);
        else {
          St.Reason.clear();
          Parts[A] = Eval.intValue(CE->getArg(A));
          if (!Parts[A] && !St.Reason.empty())
            Site.Origins.emplace_back((What + "." +
                                       (A == 0   ? "x"
                                        : A == 1 ? "y"
                                                 : "z"))
                                          .str(),
                                      St.Reason);
        }
      }
    }
    static const char *const Axes[] = {"x", "y", "z"};
    Dim3 Out;
    for (int A = 0; A < 3; ++A) {
      if (Parts[A]) {
        Out[A] = *Parts[A];
        continue;
      }
      std::string Name = (What + "." + Axes[A]).str();
      Out[A] = Expr::symbol(Name);
      Site.Unresolved.push_back(Name);
    }
    return Out;
  }

  ASTContext &Ctx;
  const std::map<std::string, Expr> &Known;
  std::vector<PendingLaunch> Pending;
};

} // namespace

std::vector<FoundLaunch>
findLaunchSites(ASTContext &Ctx, const std::map<std::string, Expr> &Known) {
  LaunchFinder Finder(Ctx, Known);
  traverseUserCode(Ctx, Finder);
  Finder.evaluateAll();
  return std::move(Finder.Found);
}

} // namespace roofline
