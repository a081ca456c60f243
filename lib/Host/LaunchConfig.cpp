//===- LaunchConfig.cpp - A launch's kernel and configuration -------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "LaunchConfig.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace roofline {

namespace {

/// The dim3 constructor call that builds E in place (`dim3(blocks, 128)`,
/// `<<<blocks, 128>>>`), through temporaries and copies; null otherwise.
const CXXConstructExpr *inPlaceDim3(const clang::Expr *E) {
  while ((E = stripTemporaries(E))) {
    const auto *CE = dyn_cast<CXXConstructExpr>(E);
    if (!CE)
      return nullptr;
    if (!CE->getConstructor()->isCopyOrMoveConstructor())
      return CE;
    if (CE->getNumArgs() != 1)
      return nullptr;
    E = CE->getArg(0);
  }
  return nullptr;
}

/// The construction of a dim3 that E builds in place or names: a `const`
/// local built from integers (`const dim3 blocks(ne01, 1, 1)`), with the
/// point its arguments are read at.
const CXXConstructExpr *dim3Construction(const clang::Expr *E,
                                         SourceLocation &ReadAt) {
  if (const CXXConstructExpr *CE = inPlaceDim3(E))
    return CE;
  // Through the copies a launch makes of its dim3 arguments.
  E = stripTemporaries(E);
  while (const auto *Copy = dyn_cast_or_null<CXXConstructExpr>(E)) {
    if (!Copy->getConstructor()->isCopyOrMoveConstructor() ||
        Copy->getNumArgs() != 1)
      return nullptr;
    E = stripTemporaries(Copy->getArg(0));
  }
  const auto *DRE = dyn_cast_or_null<DeclRefExpr>(E);
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || !VD->isLocalVarDecl() || VD->isStaticLocal() ||
      !VD->getType().isConstQualified() || !VD->getInit())
    return nullptr;
  const CXXConstructExpr *CE = inPlaceDim3(VD->getInit());
  if (CE)
    ReadAt = VD->getInit()->getBeginLoc();
  return CE;
}

} // namespace

void unresolvedLocals(HostEvalState &St, LaunchSite &Site) {
  for (const std::string &Name : St.Unknowns)
    if (std::find(Site.Unresolved.begin(), Site.Unresolved.end(), Name) ==
        Site.Unresolved.end())
      Site.Unresolved.push_back(Name);
  St.Unknowns.clear();
}

void unresolvedParameters(
    const std::map<std::string, std::set<std::string>> &Unknowns,
    LaunchSite &Site) {
  std::set<std::string> Read;
  auto Note = [&](const Expr &E) {
    for (const std::string &Sym : E.symbols())
      Read.insert(Sym.substr(0, Sym.find('.'))); // `dims.x`: dims
  };
  for (int A = 0; A < 3; ++A) {
    Note(Site.Grid[A]);
    Note(Site.Block[A]);
  }
  for (const auto &Arg : Site.Arguments)
    Note(Arg.second);
  for (const std::string &U : Site.Unresolved)
    Read.insert(U.substr(0, U.find('.')));
  for (const auto &[Param, Locals] : Unknowns)
    if (Read.count(Param))
      for (const std::string &Name : Locals)
        if (std::find(Site.Unresolved.begin(), Site.Unresolved.end(), Name) ==
            Site.Unresolved.end())
          Site.Unresolved.push_back(Name);
}

std::optional<Expr> runTimeLocal(const clang::Expr *E) {
  const auto *DRE =
      dyn_cast_or_null<DeclRefExpr>(E ? E->IgnoreParenImpCasts() : nullptr);
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || isa<ParmVarDecl>(VD) || !VD->isLocalVarDecl() ||
      !VD->getType()->isIntegralOrEnumerationType() ||
      !VD->getDeclName().isIdentifier())
    return std::nullopt;
  return Expr::symbol(VD->getName().str());
}

/// The kernel E names: `k`, `&k`, `(void *)k`, `k<64>`, a template
/// argument that holds it; null otherwise.
const FunctionDecl *namedKernel(const clang::Expr *E) {
  while (E) {
    E = E->IgnoreParenCasts();
    if (const auto *S = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
      E = S->getReplacement();
    else if (const auto *UO = dyn_cast<UnaryOperator>(E);
             UO && UO->getOpcode() == UO_AddrOf)
      E = UO->getSubExpr();
    else if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else
      break;
  }
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(E);
  const auto *K = Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
  return K && K->hasAttr<CUDAGlobalAttr>() ? K : nullptr;
}

/// The parameter of Fn that E reads as it is (`kernel`, `*kernel`).
const ParmVarDecl *parameterOf(const clang::Expr *E, const FunctionDecl *Fn) {
  while (E) {
    E = E->IgnoreParenCasts();
    const auto *UO = dyn_cast<UnaryOperator>(E);
    if (!UO || (UO->getOpcode() != UO_Deref && UO->getOpcode() != UO_AddrOf))
      break;
    E = UO->getSubExpr();
  }
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(E);
  const auto *P = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
  return P && P->getDeclContext() == Fn ? P : nullptr;
}

/// The argument of Call that parameter Index of its callee receives.
const clang::Expr *argumentFor(const CallExpr *Call, unsigned Index) {
  unsigned First = 0;
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(Call))
    if (isa_and_nonnull<CXXMethodDecl>(OC->getDirectCallee()))
      First = 1;
  return Index + First < Call->getNumArgs() ? Call->getArg(Index + First)
                                            : nullptr;
}

/// The argument array: a local initialized with the arguments'
/// addresses; each scalar argument is the variable whose address it holds.
std::vector<const clang::Expr *> argumentArray(const clang::Expr *Array) {
  const InitListExpr *List = nullptr;
  if (const auto *ArgsRef = dyn_cast<DeclRefExpr>(Array->IgnoreParenCasts()))
    if (const auto *VD = dyn_cast<VarDecl>(ArgsRef->getDecl()))
      if (VD->getInit())
        List = dyn_cast<InitListExpr>(VD->getInit()->IgnoreParenImpCasts());
  std::vector<const clang::Expr *> Args;
  for (unsigned I = 0; List && I < List->getNumInits(); ++I) {
    const auto *UO =
        dyn_cast<UnaryOperator>(List->getInit(I)->IgnoreParenCasts());
    Args.push_back(UO && UO->getOpcode() == UO_AddrOf ? UO->getSubExpr()
                                                      : nullptr);
  }
  return Args;
}

/// What tells two configurations of one launch apart.
std::string configurationKey(const LaunchSite &L) {
  std::string K;
  for (int A = 0; A < 3; ++A)
    K += L.Grid[A].str() + "," + L.Block[A].str() + ",";
  K += L.DynamicSharedBytes.str() + ";";
  for (const auto &[N, V] : L.Arguments)
    K += N + "=" + V.str() + ";";
  for (const std::string &U : L.Unresolved)
    K += U + ";";
  return K;
}

/// A launch dimension. When the whole dim3 cannot be evaluated but is built
/// in place from integers (`<<<blocks, 128>>>` with a run-time `blocks`),
/// component by component: only what cannot be evaluated stays symbolic
/// (`gridDim.x`) and is listed as unresolved.
Dim3 launchDims(HostEvaluator &Eval, HostEvalState &St, const clang::Expr *Arg,
                StringRef What, LaunchSite &Site) {
  St.Reason.clear();
  St.Unknowns.clear();
  if (Arg)
    if (auto D = Eval.dim3Value(Arg))
      return *D;
  // Why the whole dim3 has no value (`dims.first` of a helper's pair).
  const std::string Whole = St.Reason;
  const size_t OriginsBefore = Site.Origins.size();
  static const char *const Axes[] = {"x", "y", "z"};
  std::array<std::optional<Expr>, 3> Parts;
  SourceLocation ReadAt;
  if (const CXXConstructExpr *CE = dim3Construction(Arg, ReadAt)) {
    HostEvaluator AtRead = ReadAt.isValid() ? Eval.at(ReadAt) : Eval;
    bool Integers = CE->getNumArgs() <= 3;
    for (const clang::Expr *A : CE->arguments())
      Integers &= isa<CXXDefaultArgExpr>(A) ||
                  A->getType()->isIntegralOrEnumerationType();
    for (unsigned A = 0; Integers && A < 3; ++A) {
      if (A >= CE->getNumArgs() || isa<CXXDefaultArgExpr>(CE->getArg(A)))
        Parts[A] = Expr(1);
      else {
        St.Reason.clear();
        Parts[A] = AtRead.intValue(CE->getArg(A));
        if (Parts[A])
          continue;
        // Read at run time into a local: that local's symbol.
        std::string Name = (What + "." + Axes[A]).str();
        if (auto Local = runTimeLocal(CE->getArg(A))) {
          Name = Local->str();
          Parts[A] = Local;
          Site.Unresolved.push_back(Name);
        }
        if (!St.Reason.empty())
          Site.Origins.emplace_back(Name, St.Reason);
      }
    }
  }
  Dim3 Out;
  bool Open = false;
  for (int A = 0; A < 3; ++A) {
    if (Parts[A]) {
      Out[A] = *Parts[A];
      continue;
    }
    std::string Name = (What + "." + Axes[A]).str();
    Out[A] = Expr::symbol(Name);
    Site.Unresolved.push_back(Name);
    Open = true;
  }
  if (Open && !Whole.empty() && Site.Origins.size() == OriginsBefore)
    Site.Origins.emplace_back(What.str(), Whole);
  if (Open) // the host locals a --bind would settle (`warp_size`)
    unresolvedLocals(St, Site);
  return Out;
}

/// Grid, block and dynamic shared memory from a cudaLaunchConfig_t
/// (`&cfg`); a field not known stays symbolic and is named.
void configureFromStruct(HostEvaluator &Eval, HostEvalState &St,
                         const clang::Expr *Config, LaunchSite &S) {
  const clang::Expr *C = Config->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(C);
      UO && UO->getOpcode() == UO_AddrOf)
    C = UO->getSubExpr();
  St.Reason.clear();
  std::optional<std::vector<FieldValue>> Fields = Eval.recordValue(C);
  if (!Fields && !St.Reason.empty())
    S.Origins.emplace_back("the launch configuration", St.Reason);
  auto Field = [&](StringRef Name) -> const HostValue * {
    if (Fields)
      for (const FieldValue &F : *Fields)
        if (F.Field->getName() == Name)
          return &F.Value;
    return nullptr;
  };
  static const char *const Axes[] = {"x", "y", "z"};
  auto Dims = [&](StringRef Member, StringRef What) {
    if (const HostValue *V = Field(Member); V && V->Dim)
      return *V->Dim;
    Dim3 Out;
    for (int A = 0; A < 3; ++A) {
      std::string Name = (What + "." + Axes[A]).str();
      Out[A] = Expr::symbol(Name);
      S.Unresolved.push_back(Name);
    }
    return Out;
  };
  S.Grid = Dims("gridDim", "gridDim");
  S.Block = Dims("blockDim", "blockDim");
  if (const HostValue *V = Field("dynamicSmemBytes"); V && V->Int)
    S.DynamicSharedBytes = *V->Int;
}

} // namespace roofline
