//===- LaunchSites.cpp - Kernel launches in host code ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A local's value at a launch is found by replaying, in source order, what
// the host function does to it before the launch: its initializer, then each
// assignment (`grid.y = 8`, `n += 1`). An assignment inside a loop or branch
// that does not also contain the launch makes the value unknown, as does
// taking the variable's address.
//
//===----------------------------------------------------------------------===//

#include "LaunchSites.h"

#include "IntegerOps.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace roofline {

namespace {

using Dim3 = std::array<Expr, 3>;

/// A variable's value in host code: an integer or a dim3.
struct HostValue {
  std::optional<Expr> Int;
  std::optional<Dim3> Dim;
};

const VarDecl *varOf(const clang::Expr *E) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

bool isDim3(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->getName() == "dim3";
}

class HostEvaluator {
public:
  HostEvaluator(ASTContext &Ctx, const FunctionDecl *Host,
                const clang::Expr *Launch)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Host(Host), Launch(Launch) {}

  std::optional<Expr> intValue(const clang::Expr *E, unsigned Depth = 0);
  std::optional<Dim3> dim3Value(const clang::Expr *E, unsigned Depth = 0);

private:
  std::optional<HostValue> valueAtLaunch(const VarDecl *VD, unsigned Depth);
  bool before(const Stmt *S) const {
    return SM.isBeforeInTranslationUnit(S->getBeginLoc(), Launch->getBeginLoc());
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  const FunctionDecl *Host;
  const clang::Expr *Launch;
};

/// The statements of Body that write VD, in source order, each with whether
/// it sits in a loop or branch that does not contain Launch.
/// A write is conditional when it sits in a loop or branch that does not
/// contain the launch, or in a loop that does (it may run between two
/// executions of the launch).
struct Write {
  const Stmt *S;
  bool Conditional;
};

void collectWrites(const Stmt *S, const VarDecl *VD, const clang::Expr *Launch,
                   const SourceManager &SM, bool Conditional,
                   std::vector<Write> &Out) {
  if (!S)
    return;
  auto Contains = [&](const Stmt *Outer) {
    return !SM.isBeforeInTranslationUnit(Launch->getBeginLoc(),
                                         Outer->getBeginLoc()) &&
           !SM.isBeforeInTranslationUnit(Outer->getEndLoc(),
                                         Launch->getBeginLoc());
  };
  bool Loop = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
  bool Branchy = Loop || isa<IfStmt, SwitchStmt, ConditionalOperator>(S);
  bool ChildConditional =
      Conditional || (Branchy && !Contains(S)) || (Loop && Contains(S));
  if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
    if (BO->isAssignmentOp()) {
      const clang::Expr *L = BO->getLHS()->IgnoreParenImpCasts();
      if (const auto *ME = dyn_cast<MemberExpr>(L))
        L = ME->getBase()->IgnoreParenImpCasts();
      if (varOf(L) == VD)
        Out.push_back({S, Conditional});
    }
  } else if (const auto *UO = dyn_cast<UnaryOperator>(S)) {
    if ((UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf) &&
        varOf(UO->getSubExpr()) == VD)
      Out.push_back({S, Conditional});
  } else if (isa<InitListExpr>(S)) {
    // `void *args[] = {&x, &n}` for cudaLaunchKernel takes addresses to read
    // the values, not to write them.
    for (const Stmt *Child : S->children()) {
      const auto *E = dyn_cast_or_null<clang::Expr>(Child);
      const auto *UO =
          E ? dyn_cast<UnaryOperator>(E->IgnoreParenCasts()) : nullptr;
      if (UO && UO->getOpcode() == UO_AddrOf && varOf(UO->getSubExpr()))
        continue;
      collectWrites(Child, VD, Launch, SM, ChildConditional, Out);
    }
    return;
  } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(S)) {
    if (OC->isAssignmentOp() && OC->getNumArgs() > 0 &&
        varOf(OC->getArg(0)) == VD)
      Out.push_back({S, Conditional});
  } else if (const auto *Call = dyn_cast<CallExpr>(S)) {
    // Passed by non-const reference: may be written.
    if (const FunctionDecl *FD = Call->getDirectCallee())
      for (unsigned I = 0; I < Call->getNumArgs() && I < FD->getNumParams(); ++I) {
        QualType PT = FD->getParamDecl(I)->getType();
        if (PT->isReferenceType() &&
            !PT.getNonReferenceType().isConstQualified() &&
            varOf(Call->getArg(I)) == VD)
          Out.push_back({S, Conditional});
      }
  }
  for (const Stmt *Child : S->children())
    collectWrites(Child, VD, Launch, SM, ChildConditional, Out);
}

std::optional<HostValue> HostEvaluator::valueAtLaunch(const VarDecl *VD,
                                                      unsigned Depth) {
  HostValue V;
  bool IsDim = isDim3(VD->getType());
  if (const clang::Expr *Init = VD->getInit()) {
    if (IsDim)
      V.Dim = dim3Value(Init, Depth + 1);
    else
      V.Int = intValue(Init, Depth + 1);
  } else if (IsDim) {
    V.Dim = Dim3{Expr(1), Expr(1), Expr(1)}; // dim3's default constructor
  }
  if (!Host->getBody())
    return V;
  std::vector<Write> Writes;
  collectWrites(Host->getBody(), VD, Launch, SM, false, Writes);
  for (const Write &W : Writes) {
    if (W.Conditional)
      return std::nullopt;
    if (!before(W.S))
      continue;
    if (const auto *BO = dyn_cast<BinaryOperator>(W.S)) {
      const clang::Expr *L = BO->getLHS()->IgnoreParenImpCasts();
      if (const auto *ME = dyn_cast<MemberExpr>(L)) {
        // grid.y = 8
        StringRef Member = ME->getMemberDecl()->getName();
        int I = Member == "x" ? 0 : Member == "y" ? 1 : Member == "z" ? 2 : -1;
        auto R = intValue(BO->getRHS(), Depth + 1);
        if (I < 0 || !V.Dim || !R || BO->getOpcode() != BO_Assign)
          return std::nullopt;
        (*V.Dim)[I] = *R;
        continue;
      }
      auto R = intValue(BO->getRHS(), Depth + 1);
      if (!R || (!V.Int && BO->getOpcode() != BO_Assign))
        return std::nullopt;
      switch (BO->getOpcode()) {
      case BO_Assign:
        V.Int = R;
        break;
      case BO_AddAssign:
        V.Int = *V.Int + *R;
        break;
      case BO_SubAssign:
        V.Int = *V.Int - *R;
        break;
      case BO_MulAssign:
        V.Int = *V.Int * *R;
        break;
      case BO_DivAssign:
        V.Int = Expr::floorDiv(*V.Int, *R);
        break;
      default:
        return std::nullopt;
      }
      continue;
    }
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(W.S)) {
      // block = dim3(16, 16)
      if (OC->getOperator() == OO_Equal && IsDim && OC->getNumArgs() == 2) {
        V.Dim = dim3Value(OC->getArg(1), Depth + 1);
        if (!V.Dim)
          return std::nullopt;
        continue;
      }
      return std::nullopt;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(W.S)) {
      if (UO->isIncrementDecrementOp() && V.Int) {
        V.Int = *V.Int + Expr(UO->isIncrementOp() ? 1 : -1);
        continue;
      }
    }
    return std::nullopt; // address taken, passed by reference, ...
  }
  return V;
}

std::optional<Expr> HostEvaluator::intValue(const clang::Expr *E,
                                            unsigned Depth) {
  if (!E || Depth > 32)
    return std::nullopt;
  if (!E->isValueDependent() && !E->isTypeDependent() &&
      E->getType()->isIntegralOrEnumerationType()) {
    clang::Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx) && R.Val.getInt().getSignificantBits() <= 63)
      return Expr(R.Val.getInt().getExtValue());
  }
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return intValue(Cast->getSubExpr(), Depth + 1);
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return intValue(FE->getSubExpr(), Depth + 1);
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
    return intValue(MT->getSubExpr(), Depth + 1);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *EC = dyn_cast<EnumConstantDecl>(DRE->getDecl()))
      return Expr(EC->getInitVal().getExtValue());
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD || !VD->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    if (isa<ParmVarDecl>(VD))
      return VD->getDeclContext() == Host
                 ? std::optional<Expr>(Expr::symbol(VD->getName().str()))
                 : std::nullopt;
    if (VD->hasGlobalStorage() && !VD->isStaticLocal()) {
      if (VD->getType().isConstQualified() && VD->getInit())
        return intValue(VD->getInit(), Depth + 1);
      return std::nullopt;
    }
    auto V = valueAtLaunch(VD, Depth);
    return V ? V->Int : std::nullopt;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    // block.x
    if (!isDim3(ME->getBase()->getType()))
      return std::nullopt;
    StringRef Member = ME->getMemberDecl()->getName();
    int I = Member == "x" ? 0 : Member == "y" ? 1 : Member == "z" ? 2 : -1;
    auto D = dim3Value(ME->getBase(), Depth + 1);
    if (I < 0 || !D)
      return std::nullopt;
    return (*D)[I];
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    auto L = intValue(BO->getLHS(), Depth + 1);
    auto R = intValue(BO->getRHS(), Depth + 1);
    if (!L || !R)
      return std::nullopt;
    return applyIntegerOp(BO->getOpcode(), *L, *R);
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    bool Cond;
    if (!CO->getCond()->isValueDependent() &&
        CO->getCond()->EvaluateAsBooleanCondition(Cond, Ctx))
      return intValue(Cond ? CO->getTrueExpr() : CO->getFalseExpr(), Depth + 1);
    return std::nullopt;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || !FD->getDeclName().isIdentifier())
      return std::nullopt;
    StringRef Name = FD->getName();
    if ((Name == "min" || Name == "max") && Call->getNumArgs() == 2) {
      auto A = intValue(Call->getArg(0), Depth + 1);
      auto B = intValue(Call->getArg(1), Depth + 1);
      if (!A || !B)
        return std::nullopt;
      return Name == "min" ? Expr::min(*A, *B) : Expr::max(*A, *B);
    }
    // ceil_div(a, b) and friends: `{ return E; }` with parameters bound.
    const FunctionDecl *Def = FD->getDefinition();
    const auto *Body = Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
    if (!Body || Body->size() != 1 || Call->getNumArgs() != Def->getNumParams())
      return std::nullopt;
    const auto *Ret = dyn_cast<ReturnStmt>(Body->body_front());
    if (!Ret || !Ret->getRetValue())
      return std::nullopt;
    // The helper's parameters are symbols of their names while its return
    // expression is evaluated, then replaced, all at once, by the arguments.
    std::map<std::string, Expr> Args;
    for (unsigned I = 0; I < Def->getNumParams(); ++I) {
      auto A = intValue(Call->getArg(I), Depth + 1);
      if (!A)
        return std::nullopt;
      Args[Def->getParamDecl(I)->getName().str()] = *A;
    }
    HostEvaluator Inner(Ctx, Def, Launch);
    auto R = Inner.intValue(Ret->getRetValue(), Depth + 1);
    if (!R)
      return std::nullopt;
    return R->substitute(Args);
  }
  return std::nullopt;
}

std::optional<Dim3> HostEvaluator::dim3Value(const clang::Expr *E,
                                             unsigned Depth) {
  if (!E || Depth > 32)
    return std::nullopt;
  E = E->IgnoreParenImpCasts();
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return dim3Value(FE->getSubExpr(), Depth + 1);
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
    return dim3Value(MT->getSubExpr(), Depth + 1);
  if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
    return dim3Value(BT->getSubExpr(), Depth + 1);
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
    return dim3Value(FC->getSubExpr(), Depth + 1);
  if (!E->getType()->isIntegralOrEnumerationType() && !isDim3(E->getType()))
    return std::nullopt;
  if (E->getType()->isIntegralOrEnumerationType()) {
    auto X = intValue(E, Depth + 1);
    if (!X)
      return std::nullopt;
    return Dim3{*X, Expr(1), Expr(1)};
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    if (CE->getConstructor()->isCopyOrMoveConstructor() && CE->getNumArgs() == 1)
      return dim3Value(CE->getArg(0), Depth + 1);
    Dim3 D{Expr(1), Expr(1), Expr(1)};
    for (unsigned I = 0; I < CE->getNumArgs() && I < 3; ++I) {
      const clang::Expr *Arg = CE->getArg(I);
      if (isa<CXXDefaultArgExpr>(Arg))
        continue;
      auto V = intValue(Arg, Depth + 1);
      if (!V)
        return std::nullopt;
      D[I] = *V;
    }
    return D;
  }
  if (const auto *VD = varOf(E)) {
    if (isa<ParmVarDecl>(VD))
      return std::nullopt;
    auto V = valueAtLaunch(VD, Depth);
    return V ? V->Dim : std::nullopt;
  }
  return std::nullopt;
}

class LaunchFinder : public RecursiveASTVisitor<LaunchFinder> {
public:
  explicit LaunchFinder(ASTContext &Ctx) : Ctx(Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseFunctionDecl(FunctionDecl *FD) {
    const FunctionDecl *Saved = Host;
    Host = FD;
    bool R = RecursiveASTVisitor::TraverseFunctionDecl(FD);
    Host = Saved;
    return R;
  }
  bool TraverseCXXMethodDecl(CXXMethodDecl *MD) {
    const FunctionDecl *Saved = Host;
    Host = MD;
    bool R = RecursiveASTVisitor::TraverseCXXMethodDecl(MD);
    Host = Saved;
    return R;
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Call) {
    const FunctionDecl *Kernel = Call->getDirectCallee();
    if (!Kernel || !Host || Call->isValueDependent() || Call->isTypeDependent())
      return true;
    FoundLaunch F;
    F.Kernel = Kernel;
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Call->getBeginLoc()));
    if (P.isValid())
      F.Site.Loc = {P.getFilename(), P.getLine(), P.getColumn()};
    HostEvaluator Eval(Ctx, Host, Call);
    const CallExpr *Config = Call->getConfig();
    static const char *const Axes[] = {"x", "y", "z"};
    auto Dims = [&](unsigned I, const char *What, Dim3 &Out) {
      std::optional<Dim3> D;
      if (Config && Config->getNumArgs() > I)
        D = Eval.dim3Value(Config->getArg(I));
      if (D) {
        Out = *D;
        return;
      }
      // Component by component when the dim3 is built in place
      // (`<<<blocks, 128>>>` with a run-time `blocks`): only what cannot be
      // evaluated stays symbolic.
      std::array<std::optional<Expr>, 3> Parts;
      if (Config && Config->getNumArgs() > I) {
        const clang::Expr *Arg = Config->getArg(I)->IgnoreParenImpCasts();
        if (const auto *CE = dyn_cast<CXXConstructExpr>(Arg))
          if (!CE->getConstructor()->isCopyOrMoveConstructor())
            for (unsigned A = 0; A < 3; ++A) {
              if (A >= CE->getNumArgs() || isa<CXXDefaultArgExpr>(CE->getArg(A)))
                Parts[A] = Expr(1);
              else
                Parts[A] = Eval.intValue(CE->getArg(A));
            }
      }
      for (int A = 0; A < 3; ++A) {
        if (Parts[A]) {
          Out[A] = *Parts[A];
          continue;
        }
        Out[A] = Expr::symbol(std::string(What) + "." + Axes[A]);
        F.Site.Unresolved.push_back(std::string(What) + "." + Axes[A]);
      }
    };
    Dims(0, "gridDim", F.Site.Grid);
    Dims(1, "blockDim", F.Site.Block);
    if (Config && Config->getNumArgs() > 2) {
      if (auto S = Eval.intValue(Config->getArg(2)))
        F.Site.DynamicSharedBytes = *S;
    }
    for (unsigned I = 0; I < Call->getNumArgs() && I < Kernel->getNumParams(); ++I) {
      const ParmVarDecl *P = Kernel->getParamDecl(I);
      if (!P->getType()->isIntegralOrEnumerationType())
        continue;
      if (auto V = Eval.intValue(Call->getArg(I)))
        F.Site.Arguments.emplace_back(P->getName().str(), *V);
      else
        F.Site.Unresolved.push_back("argument '" + P->getName().str() + "'");
    }
    Found.push_back(std::move(F));
    return true;
  }

  /// `cudaLaunchKernel((void *)kernel, grid, block, args, smem, stream)` with
  /// `void *args[] = {&a, &n}` declared in the same function.
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getDeclName().isIdentifier() || !Host ||
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
    FoundLaunch F;
    F.Kernel = Kernel;
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Call->getBeginLoc()));
    if (P.isValid())
      F.Site.Loc = {P.getFilename(), P.getLine(), P.getColumn()};
    HostEvaluator Eval(Ctx, Host, Call);
    static const char *const Axes[] = {"x", "y", "z"};
    for (unsigned I = 1; I <= 2; ++I) {
      auto D = Eval.dim3Value(Call->getArg(I));
      Dim3 &Out = I == 1 ? F.Site.Grid : F.Site.Block;
      const char *What = I == 1 ? "gridDim" : "blockDim";
      for (int A = 0; A < 3; ++A) {
        if (D) {
          Out[A] = (*D)[A];
        } else {
          Out[A] = Expr::symbol(std::string(What) + "." + Axes[A]);
          F.Site.Unresolved.push_back(std::string(What) + "." + Axes[A]);
        }
      }
    }
    if (Call->getNumArgs() > 4)
      if (auto S = Eval.intValue(Call->getArg(4)))
        F.Site.DynamicSharedBytes = *S;
    // The argument array: a local initialized with the arguments' addresses.
    const InitListExpr *List = nullptr;
    if (const auto *ArgsRef =
            dyn_cast<DeclRefExpr>(Call->getArg(3)->IgnoreParenCasts()))
      if (const auto *VD = dyn_cast<VarDecl>(ArgsRef->getDecl()))
        if (VD->getInit())
          List = dyn_cast<InitListExpr>(VD->getInit()->IgnoreParenImpCasts());
    for (unsigned I = 0; I < Kernel->getNumParams(); ++I) {
      const ParmVarDecl *Param = Kernel->getParamDecl(I);
      if (!Param->getType()->isIntegralOrEnumerationType())
        continue;
      std::optional<Expr> V;
      if (List && I < List->getNumInits()) {
        const clang::Expr *Elt = List->getInit(I)->IgnoreParenCasts();
        if (const auto *UO = dyn_cast<UnaryOperator>(Elt))
          if (UO->getOpcode() == UO_AddrOf)
            V = Eval.intValue(UO->getSubExpr());
      }
      if (V)
        F.Site.Arguments.emplace_back(Param->getName().str(), *V);
      else
        F.Site.Unresolved.push_back("argument '" + Param->getName().str() + "'");
    }
    Found.push_back(std::move(F));
    return true;
  }

  std::vector<FoundLaunch> Found;

private:
  ASTContext &Ctx;
  const FunctionDecl *Host = nullptr;
};

} // namespace

std::vector<FoundLaunch> findLaunchSites(ASTContext &Ctx) {
  LaunchFinder Finder(Ctx);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  return std::move(Finder.Found);
}

} // namespace roofline
