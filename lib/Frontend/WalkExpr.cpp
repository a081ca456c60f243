//===- WalkExpr.cpp - Expressions, one thread -----------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The per-thread walk's expressions: loads and stores of lvalues by memory
// space, FLOPs by the operation's type, and what the walk learns of integer
// values (docs/CostModel.md).
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"
#include "WalkTypes.h"

#include "roofline/Frontend/ClangCompat.h"
#include "roofline/Frontend/IntegerOps.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/StmtVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <tuple>

using namespace clang;

namespace roofline {

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

/// Expressions that designate an object, one Visit per construct: what they
/// read to find the object (an index, a pointer), not the object itself.
class KernelAnalyzer::LValueWalker : public ConstStmtVisitor<LValueWalker> {
public:
  explicit LValueWalker(KernelAnalyzer &A) : A(A) {}

  void VisitCastExpr(const CastExpr *Cast) {
    if (Cast->isGLValue() && Cast->getSubExpr()->isGLValue())
      A.walkLValue(Cast->getSubExpr());
    else
      A.walkRValue(Cast);
  }
  // Names and literals: nothing to read.
  void VisitDeclRefExpr(const DeclRefExpr *) {}
  void VisitPseudoObjectExpr(const PseudoObjectExpr *) {}
  void VisitStringLiteral(const StringLiteral *) {}
  void VisitPredefinedExpr(const PredefinedExpr *) {}
  void VisitArraySubscriptExpr(const ArraySubscriptExpr *AS) {
    A.walkRValue(AS->getBase());
    A.walkRValue(AS->getIdx());
  }
  void VisitUnaryDeref(const UnaryOperator *UO) {
    A.walkRValue(UO->getSubExpr());
  }
  // ++x and --x are lvalues that load and store.
  void VisitUnaryOperator(const UnaryOperator *UO) { A.walkRValue(UO); }
  void VisitMemberExpr(const MemberExpr *ME) {
    const clang::Expr *Base = ME->getBase();
    if (ME->isArrow() || !Base->isGLValue())
      A.walkRValue(Base);
    else
      A.walkLValue(Base);
  }
  void VisitAbstractConditionalOperator(const AbstractConditionalOperator *CO) {
    A.walkRValue(CO->getCond());
    ValueEnv::Snapshot Before = A.Env.save();
    A.walkLValue(CO->getTrueExpr());
    ValueEnv::Snapshot AfterTrue = A.Env.save();
    A.Env.restore(Before);
    A.walkLValue(CO->getFalseExpr());
    A.Env.merge(AfterTrue, A.Env.save());
  }
  void VisitMaterializeTemporaryExpr(const MaterializeTemporaryExpr *MT) {
    A.walkRValue(MT->getSubExpr());
  }
  // Calls, assignments and constructions compute what they designate.
  void VisitCallExpr(const CallExpr *Call) { A.walkRValue(Call); }
  void VisitBinaryOperator(const BinaryOperator *BO) { A.walkRValue(BO); }
  void VisitCXXConstructExpr(const CXXConstructExpr *CE) { A.walkRValue(CE); }
  // Any other lvalue (dependent names in a template pattern, __func__, ...):
  // its parts, never back and forth with walkRValue.
  void VisitExpr(const clang::Expr *E) {
    if (!E->isGLValue()) {
      A.walkRValue(E);
      return;
    }
    for (const Stmt *Child : E->children())
      A.walkStmt(Child);
  }

private:
  KernelAnalyzer &A;
};

void KernelAnalyzer::walkLValue(const clang::Expr *E) {
  if (E)
    LValueWalker(*this).Visit(E->IgnoreParens());
}

void KernelAnalyzer::walkCast(const CastExpr *Cast) {
  const clang::Expr *Sub = Cast->getSubExpr();
  switch (Cast->getCastKind()) {
  case CK_LValueToRValue:
    walkLValue(Sub);
    addLoad(Spaces.lvalueSpace(Sub), Sub->getType(), Sub);
    return;
  case CK_ArrayToPointerDecay:
    walkLValue(Sub);
    return;
  case CK_FunctionToPointerDecay:
  case CK_BuiltinFnToFnPtr:
    return;
  default:
    break;
  }
  if (Sub->isGLValue())
    walkLValue(Sub);
  else
    walkRValue(Sub);
  if (isFloatingConversion(Cast->getCastKind()))
    Cur->OtherOps += Expr(1);
  return;
}

void KernelAnalyzer::walkCompoundAssign(const CompoundAssignOperator *CAO) {
  bool Fused =
      fusesWithMultiply(CAO->getOpcode(), CAO->getComputationResultType(),
                        nullptr, CAO->getRHS());
  walkAssignment(CAO->getLHS(), CAO->getRHS(), /*Compound=*/true,
                 CAO->getComputationResultType(), Fused ? 0 : 1);
  // `x op= y` is `x = x op y`: when the operation happens in another type,
  // x is converted to it and the result back, two conversions that Clang
  // keeps in the operator's types rather than as cast nodes.
  QualType LT =
      CAO->getLHS()->getType().getCanonicalType().getUnqualifiedType();
  QualType CL =
      CAO->getComputationLHSType().getCanonicalType().getUnqualifiedType();
  QualType CR =
      CAO->getComputationResultType().getCanonicalType().getUnqualifiedType();
  auto IsFloat = [](QualType T) { return floatInfo(T).has_value(); };
  if (CL != LT && (IsFloat(CL) || IsFloat(LT)))
    Cur->OtherOps += Expr(1);
  if (CR != LT && (IsFloat(CR) || IsFloat(LT)))
    Cur->OtherOps += Expr(1);
  noteVarAssigned(CAO->getLHS(), CAO->getRHS(), CAO->getOpcode());
  return;
}

void KernelAnalyzer::walkBinary(const BinaryOperator *BO) {
  BinaryOperatorKind Op = BO->getOpcode();
  if (Op == BO_Assign) {
    walkAssignment(BO->getLHS(), BO->getRHS(), false, QualType());
    noteVarAssigned(BO->getLHS(), BO->getRHS(), Op);
    return;
  }
  walkStmt(BO->getLHS());
  walkStmt(BO->getRHS());
  if (isArithmeticOp(Op))
    addFlops(BO->getType(), 1,
             fusesWithMultiply(Op, BO->getType(), BO->getLHS(), BO->getRHS())
                 ? 0
                 : 1);
  else if (BO->isComparisonOp())
    addOther(BO->getLHS()->getType());
  return;
}

void KernelAnalyzer::walkUnary(const UnaryOperator *UO) {
  const clang::Expr *Sub = UO->getSubExpr();
  switch (UO->getOpcode()) {
  case UO_PreInc:
  case UO_PreDec:
  case UO_PostInc:
  case UO_PostDec: {
    walkLValue(Sub);
    MemSpace Space = Spaces.lvalueSpace(Sub);
    addLoad(Space, Sub->getType(), Sub);
    addStore(Space, Sub->getType(), Sub);
    if (floatInfo(Sub->getType()))
      addFlops(Sub->getType(), 1); // x++ on a float is an add
    noteVarAssigned(Sub, nullptr,
                    UO->isIncrementOp() ? BO_AddAssign : BO_SubAssign);
    return;
  }
  case UO_Deref:
    walkLValue(UO);
    return;
  case UO_AddrOf:
    walkLValue(Sub);
    forgetValue(Sub);
    return;
  case UO_Minus:
    walkStmt(Sub);
    addOther(UO->getType());
    return;
  default:
    walkStmt(Sub);
    return;
  }
}

void KernelAnalyzer::walkConditional(const AbstractConditionalOperator *CO) {
  if (auto Folded = foldCondition(CO->getCond())) {
    walkStmt(*Folded ? CO->getTrueExpr() : CO->getFalseExpr());
    return;
  }
  walkRValue(CO->getCond());
  if (Mode.sumsOverThreads() && isIndexCondition(CO->getCond()))
    if (auto Ind = indicatorOf(CO->getCond())) {
      walkWeighted(CO->getTrueExpr(), *Ind);
      walkWeighted(CO->getFalseExpr(), Expr(1) - *Ind);
      return;
    }
  CostVector *Saved = Cur;
  CostVector TrueCost, FalseCost;
  ValueEnv::Snapshot Before = Env.save();
  Cur = &TrueCost;
  walkStmt(CO->getTrueExpr());
  ValueEnv::Snapshot AfterTrue = Env.save();
  Env.restore(Before);
  Cur = &FalseCost;
  walkStmt(CO->getFalseExpr());
  Cur = Saved;
  Env.merge(AfterTrue, Env.save());
  double WT = weight(TrueCost), WF = weight(FalseCost);
  *Cur += WT >= WF ? TrueCost : FalseCost;
  if (WT != WF)
    assume(isIndexCondition(CO->getCond()) ? DiagId::ThreadDependentBranch
                                           : DiagId::DataDependentBranch,
           std::string("conditional operator counted on its costlier side (") +
               (WT >= WF ? "true" : "false") + ")",
           CO->getCond()->getExprLoc());
  return;
}

/// Expressions read for their value, one Visit per construct.
class KernelAnalyzer::RValueWalker : public ConstStmtVisitor<RValueWalker> {
public:
  explicit RValueWalker(KernelAnalyzer &A) : A(A) {}

  void VisitCastExpr(const CastExpr *Cast) { A.walkCast(Cast); }
  void VisitCompoundAssignOperator(const CompoundAssignOperator *CAO) {
    A.walkCompoundAssign(CAO);
  }
  void VisitBinaryOperator(const BinaryOperator *BO) { A.walkBinary(BO); }
  void VisitUnaryOperator(const UnaryOperator *UO) { A.walkUnary(UO); }
  void VisitAbstractConditionalOperator(const AbstractConditionalOperator *CO) {
    A.walkConditional(CO);
  }
  void VisitCXXOperatorCallExpr(const CXXOperatorCallExpr *OC) {
    A.walkOperatorCall(OC);
  }
  void VisitCallExpr(const CallExpr *Call) { A.walkCall(Call); }
  void VisitCXXConstructExpr(const CXXConstructExpr *CE) {
    A.walkConstruct(CE);
  }
  // Wrappers: what they wrap.
  void VisitMaterializeTemporaryExpr(const MaterializeTemporaryExpr *MT) {
    A.walkStmt(MT->getSubExpr());
  }
  void VisitFullExpr(const FullExpr *FE) { A.walkStmt(FE->getSubExpr()); }
  void VisitCXXBindTemporaryExpr(const CXXBindTemporaryExpr *BT) {
    A.walkStmt(BT->getSubExpr());
  }
  void VisitCXXDefaultArgExpr(const CXXDefaultArgExpr *DA) {
    A.walkStmt(DA->getExpr());
  }
  void VisitCXXDefaultInitExpr(const CXXDefaultInitExpr *DI) {
    A.walkStmt(DI->getExpr());
  }
  // Names, sizes and lambdas (until called) cost nothing.
  void VisitPseudoObjectExpr(const PseudoObjectExpr *) {}
  void VisitDeclRefExpr(const DeclRefExpr *) {}
  void VisitUnaryExprOrTypeTraitExpr(const UnaryExprOrTypeTraitExpr *) {}
  void VisitLambdaExpr(const LambdaExpr *) {}
  void VisitRecoveryExpr(const RecoveryExpr *RE) {
    if (RE->isGLValue()) {
      A.walkLValue(RE);
      return;
    }
    // Clang keeps what it could of an erroneous expression; count the parts.
    for (const clang::Expr *Sub : RE->subExpressions())
      A.walkStmt(Sub);
  }
  // Any other expression: as the object it designates, or its parts.
  void VisitExpr(const clang::Expr *E) {
    if (E->isGLValue()) {
      A.walkLValue(E);
      return;
    }
    for (const Stmt *Child : E->children())
      A.walkStmt(Child);
  }

private:
  KernelAnalyzer &A;
};

void KernelAnalyzer::walkRValue(const clang::Expr *E) {
  if (!E)
    return;
  spend();
  E = E->IgnoreParens();
  // Constant subexpressions are folded by the compiler: they cost nothing.
  if (E->isPRValue() && isFoldable(E))
    return;
  RValueWalker(*this).Visit(E);
}

void KernelAnalyzer::forgetValue(const clang::Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!DRE)
    return;
  if (VarState *S = Env.find(DRE->getDecl())) {
    S->Value.reset();
    S->Addr.reset();
    S->Param = false;
  }
}

void KernelAnalyzer::walkAssignment(const clang::Expr *LHS,
                                    const clang::Expr *RHS, bool Compound,
                                    QualType ComputationType,
                                    int64_t Instructions) {
  walkStmt(RHS);
  walkLValue(LHS);
  MemSpace Space = Spaces.lvalueSpace(LHS);
  QualType T = LHS->getType();
  if (Compound) {
    addLoad(Space, T, LHS);
    if (!ComputationType.isNull() && floatInfo(ComputationType))
      addFlops(ComputationType, 1, Instructions);
  }
  addStore(Space, T, LHS);
}

void KernelAnalyzer::noteVarAssigned(const clang::Expr *LHS,
                                     const clang::Expr *RHS,
                                     BinaryOperatorKind Op) {
  const auto *DRE = dyn_cast<DeclRefExpr>(LHS->IgnoreParenImpCasts());
  if (!DRE)
    return;
  const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
  if (!VD || VD->getType()->isReferenceType())
    return;
  VarState *Known = Env.find(VD);
  if (!Known)
    return; // a global: its writes are counted, its value never tracked
  VarState &S = *Known;
  S.Param = false;
  if (VD->getType()->isPointerType()) {
    std::optional<Address> Old = S.Addr;
    S.Addr.reset();
    if (Op == BO_Assign && RHS) {
      S.PointsTo = Spaces.pointerSpace(RHS);
      if (Mode.tracksAddresses()) {
        // The right side may read the old value: `A = &A[k]`, `A = A + k`.
        S.Addr = Old;
        std::optional<Address> New = pointerAddress(RHS);
        Env.state(VD).Addr = New;
      }
      return;
    }
    // p += k and p++ keep what p points to and move the address.
    auto Step = RHS ? symbolicValue(RHS) : std::optional<Expr>(Expr(1));
    auto Size = elementSize(VD->getType()->getPointeeType());
    if (Old && Step && Size && (Op == BO_AddAssign || Op == BO_SubAssign)) {
      Expr Delta = *Step * Expr(*Size);
      Old->Offset =
          Op == BO_AddAssign ? Old->Offset + Delta : Old->Offset - Delta;
      S.Addr = Old;
    }
    return;
  }
  if (!VD->getType()->isIntegralOrEnumerationType()) {
    S.Value.reset();
    return;
  }
  std::optional<Expr> R =
      RHS ? symbolicValue(RHS) : std::optional<Expr>(Expr(1));
  std::optional<Expr> Old = S.Value;
  S.Value.reset();
  if (!R)
    return;
  // +, - and * wrap to the variable's type whatever type they are computed
  // in (IntegerOps.h, applyCompoundAssign).
  IntegerType T = integerTypeOf(Ctx, LHS->getType());
  switch (Op) {
  case BO_Assign:
    S.Value = R;
    break;
  case BO_AddAssign:
  case BO_SubAssign:
  case BO_MulAssign:
    if (Old) {
      BinaryOperatorKind Plain = BinaryOperator::getOpForCompoundAssignment(Op);
      noteSignedOverflow(Plain, *Old, *R, T, LHS->getType(), LHS->getExprLoc());
      S.Value = applyCompoundAssign(Plain, *Old, *R, T, T);
    }
    break;
  default:
    break;
  }
}

} // namespace roofline
