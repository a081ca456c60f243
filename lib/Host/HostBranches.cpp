//===- HostBranches.cpp - Whether host code reaches a point ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "HostBranches.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace roofline {

namespace {

/// A statement after which control never reaches the next one.
bool endsFlow(const Stmt *S) {
  while (const auto *Label = dyn_cast_or_null<SwitchCase>(S))
    S = Label->getSubStmt();
  if (const auto *E = dyn_cast_or_null<clang::Expr>(S))
    return isa<CXXThrowExpr>(E->IgnoreParenImpCasts());
  return isa_and_nonnull<BreakStmt, ReturnStmt, ContinueStmt, GotoStmt>(S);
}

/// The condition, in Eval's values, under which switch Sw enters the run
/// of statements of its body that holds Top (and in it Point): the labels
/// from the last statement that ends the flow before Top up to Point are
/// where control may come in. 1 when one of them is not a plain `case`.
Expr switchEnters(HostEvaluator &Eval, const SwitchStmt *Sw,
                  const CompoundStmt *Body, const Stmt *Top,
                  const Stmt *Point) {
  const ASTContext &Ctx = Eval.context();
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<const Stmt *> Stmts(Body->body_begin(), Body->body_end());
  unsigned K = 0;
  while (K < Stmts.size() && Stmts[K] != Top)
    ++K;
  if (K == Stmts.size())
    return Expr(1);
  unsigned First = K;
  while (First > 0 && !endsFlow(Stmts[First - 1]))
    --First;
  for (unsigned I = First; I <= K; ++I)
    if (holds(Stmts[I], [](const Stmt *S) { return isa<LabelStmt>(S); }))
      return Expr(1);
  auto Value = Eval.certainValueAt(Sw->getCond());
  if (!Value)
    return Expr(1);
  QualType T = Sw->getCond()->getType();
  SourceLocation Begin = Stmts[First]->getBeginLoc();
  SourceLocation End = Point->getBeginLoc();
  Expr When(0);
  for (const SwitchCase *C = Sw->getSwitchCaseList(); C;
       C = C->getNextSwitchCase()) {
    if (!within(SM, Begin, End, C->getBeginLoc()))
      continue;
    const auto *Case = dyn_cast<CaseStmt>(C);
    if (!Case || Case->caseStmtIsGNURange())
      return Expr(1); // default:, or a range
    clang::Expr::EvalResult R;
    if (Case->getLHS()->isValueDependent() ||
        !Case->getLHS()->EvaluateAsInt(R, Ctx))
      return Expr(1);
    // The label as the condition's (promoted) type reads it.
    llvm::APSInt Label = R.Val.getInt().extOrTrunc(Ctx.getIntWidth(T));
    Label.setIsSigned(T->isSignedIntegerOrEnumerationType());
    if (!Label.isRepresentableByInt64())
      return Expr(1);
    // Labels differ from one another: at most one indicator is 1.
    When += Expr::indicator(Expr::Cmp::EQ, *Value, Expr(Label.getExtValue()));
  }
  return When;
}

/// The condition, in Eval's values, that C is true; nothing when it is not
/// read.
std::optional<Expr> truth(HostEvaluator &Eval, const clang::Expr *C) {
  C = C->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(C))
    if (UO->getOpcode() == UO_LNot) {
      auto T = truth(Eval, UO->getSubExpr());
      return T ? std::optional<Expr>(Expr(1) - *T) : std::nullopt;
    }
  if (const auto *BO = dyn_cast<BinaryOperator>(C)) {
    if (BO->getOpcode() == BO_LAnd) {
      auto A = truth(Eval, BO->getLHS()), B = truth(Eval, BO->getRHS());
      return A && B ? std::optional<Expr>(*A * *B) : std::nullopt;
    }
    if (BO->isComparisonOp() &&
        BO->getLHS()->getType()->isIntegralOrEnumerationType() &&
        BO->getRHS()->getType()->isIntegralOrEnumerationType()) {
      auto A = Eval.certainValueAt(BO->getLHS()),
           B = Eval.certainValueAt(BO->getRHS());
      if (!A || !B)
        return std::nullopt;
      using Cmp = Expr::Cmp;
      switch (BO->getOpcode()) {
      case BO_LT:
        return Expr::indicator(Cmp::LT, *A, *B);
      case BO_GT:
        return Expr::indicator(Cmp::LT, *B, *A);
      case BO_LE:
        return Expr::indicator(Cmp::LE, *A, *B);
      case BO_GE:
        return Expr::indicator(Cmp::LE, *B, *A);
      case BO_EQ:
        return Expr::indicator(Cmp::EQ, *A, *B);
      default:
        return Expr::indicator(Cmp::NE, *A, *B);
      }
    }
  }
  if (!C->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  auto V = Eval.certainValueAt(C);
  return V ? std::optional<Expr>(Expr::indicator(Expr::Cmp::NE, *V, Expr(0)))
           : std::nullopt;
}

} // namespace

const ParentMap &HostBranches::parents(const FunctionDecl *F) {
  std::unique_ptr<ParentMap> &PM = Maps[F];
  if (!PM)
    PM = std::make_unique<ParentMap>(F->getBody());
  return *PM;
}

Expr HostBranches::reachedWhen(HostEvaluator &Eval, const FunctionDecl *F,
                               const Stmt *Point) {
  Expr When(1);
  if (!F->getBody())
    return When;
  const ParentMap &PM = parents(F);
  const Stmt *Child = Point;
  for (const Stmt *Parent = PM.getParent(Child); Parent;
       Child = Parent, Parent = PM.getParent(Child)) {
    if (const auto *If = dyn_cast<IfStmt>(Parent)) {
      if (If->isConsteval() || If->getConditionVariable() ||
          (Child != If->getThen() && Child != If->getElse()))
        continue;
      if (auto T = truth(Eval, If->getCond()))
        When *= Child == If->getThen() ? *T : Expr(1) - *T;
    } else if (const auto *Body = dyn_cast<CompoundStmt>(Parent)) {
      const auto *Sw = dyn_cast_or_null<SwitchStmt>(PM.getParent(Body));
      if (Sw && Sw->getBody() == Body && !Sw->getConditionVariable())
        When *= switchEnters(Eval, Sw, Body, Child, Point);
    }
    if (auto K = When.asConstant(); K && K->isZero())
      return When;
  }
  return When;
}

} // namespace roofline
