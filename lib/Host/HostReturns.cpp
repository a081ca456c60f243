//===- HostReturns.cpp - The return a host helper reaches -----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// HostEvaluator::helperAtReturn: the helper a call calls, its parameters
// bound to the arguments, evaluated where its value is returned. A helper
// such as
//
//   int calc_nwarps(int ncols, table_id_t t) {
//     if (t == TABLE_GENERIC) {
//       switch (ncols) { case 1: case 2: return 4; default: return 1; }
//     }
//     return 1;
//   }
//
// has several returns; which one a call reaches follows from its arguments
// when every `if` and `switch` on the way that holds a return has a condition
// the host evaluator can read. The walk goes through the body in order,
// into the arm or case a known condition selects (falling through cases until
// a `break`), and stops at the first `return` it meets. A condition it cannot
// read in front of a return, a loop or `try` that holds one, or a goto
// anywhere leaves the helper unfollowed; a body that ends without a return
// likewise.
//
//===----------------------------------------------------------------------===//

#include "HostEval.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace roofline {

namespace {

/// Whether S holds a `return`, or (Breaks) a `break` that leaves S's
/// enclosing switch, outside the lambdas it makes.
bool holdsExit(const Stmt *S, bool Breaks) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (isa<ReturnStmt>(S) || (Breaks && isa<BreakStmt>(S)))
    return true;
  // A break inside a loop or an inner switch leaves that, not ours.
  bool Inner = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt>(S);
  for (const Stmt *Child : S->children())
    if (holdsExit(Child, Breaks && !Inner))
      return true;
  return false;
}

class ReturnWalk {
public:
  ReturnWalk(HostEvaluator &Eval, const ASTContext &Ctx)
      : Eval(Eval), Ctx(Ctx) {}

  enum class Flow { Next, Break, Return, Unknown };

  Flow walk(const Stmt *S, bool InSwitch) {
    if (!S)
      return Flow::Next;
    if (const auto *R = dyn_cast<ReturnStmt>(S)) {
      Reached = R;
      return Flow::Return;
    }
    if (isa<BreakStmt>(S))
      return InSwitch ? Flow::Break : Flow::Unknown;
    if (!holdsExit(S, InSwitch))
      return Flow::Next; // what it writes, the replay before the return sees
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *Child : CS->body())
        if (Flow F = walk(Child, InSwitch); F != Flow::Next)
          return F;
      return Flow::Next;
    }
    if (const auto *AS = dyn_cast<AttributedStmt>(S))
      return walk(AS->getSubStmt(), InSwitch);
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      if (If->getInit() || If->getConditionVariable())
        return Flow::Unknown;
      auto Taken = condition(If->getCond());
      if (!Taken)
        return Flow::Unknown;
      return walk(*Taken ? If->getThen() : If->getElse(), InSwitch);
    }
    if (const auto *Sw = dyn_cast<SwitchStmt>(S)) {
      Flow F = walkSwitch(Sw);
      return F == Flow::Break ? Flow::Next : F;
    }
    return Flow::Unknown; // a loop or try block that may return
  }

  const ReturnStmt *Reached = nullptr;

private:
  /// Whether a condition holds, when the evaluator knows.
  std::optional<bool> condition(const clang::Expr *Cond) {
    if (!Cond)
      return std::nullopt;
    auto V = Eval.certainValueAt(Cond);
    auto K = V ? V->asConstant() : std::nullopt;
    if (!K)
      return std::nullopt;
    return !K->isZero();
  }

  Flow walkSwitch(const SwitchStmt *Sw) {
    const auto *Body = dyn_cast_or_null<CompoundStmt>(Sw->getBody());
    if (Sw->getInit() || Sw->getConditionVariable() || !Body)
      return Flow::Unknown;
    auto V = Eval.certainValueAt(Sw->getCond());
    auto K = V ? V->asConstant() : std::nullopt;
    if (!K || !K->isInteger())
      return Flow::Unknown;
    // Each statement of the body with the labels in front of it; a label
    // nested deeper (Duff's device) is not followed.
    std::optional<size_t> Entry, Default;
    std::vector<const Stmt *> Stmts;
    for (const Stmt *Child : Body->body()) {
      const Stmt *Inner = Child;
      while (const auto *SC = dyn_cast<SwitchCase>(Inner)) {
        if (isa<DefaultStmt>(SC))
          Default = Stmts.size();
        else if (matches(cast<CaseStmt>(SC), K->num()))
          Entry = Entry ? Entry : Stmts.size();
        Inner = SC->getSubStmt();
      }
      if (holds(
              Inner, [](const Stmt *X) { return isa<SwitchCase>(X); },
              [](const Stmt *X) { return isa<SwitchStmt, LambdaExpr>(X); }))
        return Flow::Unknown;
      Stmts.push_back(Inner);
    }
    if (!Entry)
      Entry = Default;
    if (!Entry)
      return Flow::Next; // no case matches: the switch does nothing
    for (size_t I = *Entry; I < Stmts.size(); ++I)
      if (Flow F = walk(Stmts[I], /*InSwitch=*/true); F != Flow::Next)
        return F;
    return Flow::Next;
  }

  bool matches(const CaseStmt *C, int64_t V) const {
    auto Lo =
        C->getLHS() ? C->getLHS()->getIntegerConstantExpr(Ctx) : std::nullopt;
    if (!Lo)
      return false;
    if (!C->caseStmtIsGNURange())
      return Lo->getExtValue() == V;
    auto Hi = C->getRHS()->getIntegerConstantExpr(Ctx);
    return Hi && Lo->getExtValue() <= V && V <= Hi->getExtValue();
  }

  HostEvaluator &Eval;
  const ASTContext &Ctx;
};

} // namespace

const ReturnStmt *reachedReturn(const CompoundStmt *Body, HostEvaluator &Eval) {
  if (holds(
          Body,
          [](const Stmt *S) {
            return isa<GotoStmt, IndirectGotoStmt, LabelStmt>(S);
          },
          [](const Stmt *S) { return isa<LambdaExpr>(S); }))
    return nullptr;
  ReturnWalk W(Eval, Eval.context());
  if (W.walk(Body, /*InSwitch=*/false) != ReturnWalk::Flow::Return)
    return nullptr;
  return W.Reached;
}

std::optional<HostEvaluator::AtReturn>
HostEvaluator::helperAtReturn(const CallExpr *Call, unsigned Depth,
                              Environment &Args) {
  // `{ ...; return E; }`: statements, then the helper's only return. What
  // the statements do, the evaluator replays where E stands.
  const FunctionDecl *FD = Call->getDirectCallee();
  const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
  const auto *Body =
      Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
  if (!Body || Body->body_empty() ||
      Call->getNumArgs() != Def->getNumParams() || !enter(Depth))
    return std::nullopt;
  const auto *Ret = dyn_cast<ReturnStmt>(Body->body_back());
  bool Only = Ret != nullptr;
  for (const Stmt *S : Body->body())
    Only = Only && (S == Ret || !holdsExit(S, /*Breaks=*/false));
  // The helper's parameters take the arguments' values; one the call cannot
  // give is unknown there (not a symbol of its name).
  for (unsigned I = 0; I < Def->getNumParams(); ++I) {
    const ParmVarDecl *P = Def->getParamDecl(I);
    auto Outer = std::move(St.Unknowns);
    St.Unknowns.clear();
    auto A = argumentValue(Call->getArg(I), P->getType());
    // What an unknown argument rests on, the parameter rests on.
    if (St.Unknowns.empty())
      St.UnknownRoots.erase(P);
    else
      St.UnknownRoots[P] = St.Unknowns;
    St.Unknowns.insert(Outer.begin(), Outer.end());
    Args[P] = A ? std::move(*A) : HostValue();
  }
  // Several returns: the one the arguments lead to, where the branches on
  // the way are known (HostReturns.cpp).
  if (!Only) {
    HostEvaluator InHelper(Ctx, Def, Body->getBeginLoc(), St, &Args);
    Ret = reachedReturn(Body, InHelper);
  }
  if (!Ret || !Ret->getRetValue())
    return std::nullopt;
  AtReturn Out{
      HostEvaluator(Ctx, Def, Ret->getRetValue()->getBeginLoc(), St, &Args),
      Ret->getRetValue()};
  return Out;
}

} // namespace roofline
