//===- FoldConditions.cpp - Conditions the walk decides -------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A condition folded at compile time (a branch not taken costs nothing), one
// on thread and block indices (an index guard, summed as an indicator over
// the launch), and whether an expression is a constant the compiler folds.
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"
#include "roofline/Frontend/IntegerOps.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>
#include <vector>

using namespace clang;

namespace roofline {

std::optional<bool> KernelAnalyzer::foldCondition(const clang::Expr *Cond) {
  if (!Cond)
    return std::nullopt;
  if (auto Value = Consts.condition(Cond))
    return Value;
  const clang::Expr *C = Cond->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(C))
    if (UO->getOpcode() == UO_LNot)
      if (auto V = foldCondition(UO->getSubExpr()))
        return !*V;
  const auto *BO = dyn_cast<BinaryOperator>(C);
  if (!BO)
    return std::nullopt;
  if (BO->getOpcode() == BO_LAnd || BO->getOpcode() == BO_LOr) {
    auto L = foldCondition(BO->getLHS());
    auto R = foldCondition(BO->getRHS());
    bool IsAnd = BO->getOpcode() == BO_LAnd;
    if (L && *L != IsAnd)
      return !IsAnd; // short circuit decides
    if (L && R)
      return *R;
    return std::nullopt;
  }
  if (!BO->isComparisonOp())
    return std::nullopt;
  auto L = symbolicValue(BO->getLHS()), R = symbolicValue(BO->getRHS());
  if (!L || !R)
    return std::nullopt;
  auto D = (*L - *R).asConstant();
  if (!D)
    return std::nullopt;
  switch (BO->getOpcode()) {
  case BO_LT:
    return D->isNegative();
  case BO_LE:
    return D->isNegative() || D->isZero();
  case BO_GT:
    return !D->isNegative() && !D->isZero();
  case BO_GE:
    return !D->isNegative();
  case BO_EQ:
    return D->isZero();
  case BO_NE:
    return !D->isZero();
  default:
    return std::nullopt;
  }
}

bool KernelAnalyzer::isIndexCondition(const clang::Expr *Cond) {
  const clang::Expr *C = Cond->IgnoreParens();
  if (builtinIndex(C))
    return true;
  if (const auto *Cast = dyn_cast<CastExpr>(C)) {
    if (Cast->getCastKind() == CK_LValueToRValue) {
      const clang::Expr *Read = Cast->getSubExpr()->IgnoreParens();
      if (const auto *ME = dyn_cast<MemberExpr>(Read))
        return parameterMember(ME).has_value();
      const auto *DRE = dyn_cast<DeclRefExpr>(Read);
      if (!DRE)
        return false;
      const ValueDecl *D = DRE->getDecl();
      // Scalar parameters of the kernel are the same for every thread.
      if (const auto *P = dyn_cast<ParmVarDecl>(D))
        if (P->getDeclContext() == Kernel && Env.isUnchangedParam(P))
          return !P->getType()->isPointerType();
      return symbolicValue(Cast).has_value();
    }
    return isIndexCondition(Cast->getSubExpr());
  }
  if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr,
          SubstNonTypeTemplateParmExpr, ConstantExpr>(C))
    return true;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(C))
    return isa<NonTypeTemplateParmDecl, EnumConstantDecl>(DRE->getDecl());
  if (const auto *UO = dyn_cast<UnaryOperator>(C)) {
    switch (UO->getOpcode()) {
    case UO_LNot:
    case UO_Minus:
    case UO_Plus:
    case UO_Not:
      return isIndexCondition(UO->getSubExpr());
    default:
      return false;
    }
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(C)) {
    if (BO->isAssignmentOp() || BO->getOpcode() == BO_Comma)
      return false;
    return isIndexCondition(BO->getLHS()) && isIndexCondition(BO->getRHS());
  }
  return symbolicValue(C).has_value();
}

bool KernelAnalyzer::isFoldable(const clang::Expr *E) {
  E = E->IgnoreParens();
  auto Cached = Consts.facts().Foldable.find(E);
  if (Cached != Consts.facts().Foldable.end())
    return Cached->second;
  bool Result = computeFoldable(E);
  Consts.facts().Foldable[E] = Result;
  return Result;
}

bool KernelAnalyzer::computeFoldable(const clang::Expr *E) {
  if (E->isValueDependent() || E->isTypeDependent())
    return false;
  QualType T = E->getType();
  if (!T->isArithmeticType())
    return false;
  if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr,
          CharacterLiteral>(E))
    return true;
  // Operators are folded from their (cached) operands, so a long chain costs
  // linear time; Clang's evaluator is asked only about leaves. What it leaves
  // alone but any optimizing compiler folds is folded too: math on constants
  // (sqrtf(2.0f / M_PI)), const locals with constant initializers.
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    const clang::Expr *Sub = Cast->getSubExpr()->IgnoreParens();
    if (Cast->getCastKind() == CK_LValueToRValue) {
      const auto *DRE = dyn_cast<DeclRefExpr>(Sub);
      const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
      return VD && VD->getType().isConstQualified() && VD->getInit() &&
             !VD->getType()->isReferenceType() && isFoldable(VD->getInit());
    }
    return Sub->isPRValue() && isFoldable(Sub);
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E))
    return !BO->isAssignmentOp() && BO->getOpcode() != BO_Comma &&
           isFoldable(BO->getLHS()) && isFoldable(BO->getRHS());
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return (UO->getOpcode() == UO_Minus || UO->getOpcode() == UO_Plus) &&
           isFoldable(UO->getSubExpr());
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || !FD->getDeclName().isIdentifier())
      return false;
    switch (classifyCall(FD->getName())) {
    case CallKind::Arith:
    case CallKind::Fma:
    case CallKind::Other:
    case CallKind::Special:
      break;
    default:
      return false;
    }
    for (const clang::Expr *Arg : Call->arguments())
      if (!isFoldable(Arg))
        return false;
    return true;
  }
  return E->isEvaluatable(Ctx);
}

} // namespace roofline
