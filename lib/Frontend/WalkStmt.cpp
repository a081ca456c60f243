//===- WalkStmt.cpp - Statements, one thread ------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The per-thread walk's statements: blocks in program order, declarations,
// `if` (decided, guarding, or the costlier side), loops and `switch`; the
// rules are those of docs/CostModel.md.
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"
#include "LoopVars.h"
#include "WalkTypes.h"

#include "roofline/Frontend/ClangCompat.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <tuple>

using namespace clang;

namespace roofline {

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

/// Statements, one Visit per construct. An expression statement is walked
/// for its value, or as the object it designates; any statement without a
/// rule of its own is walked through its children.
class KernelAnalyzer::StmtWalker : public ConstStmtVisitor<StmtWalker> {
public:
  explicit StmtWalker(KernelAnalyzer &A) : A(A) {}

  void VisitExpr(const clang::Expr *E) {
    if (E->isGLValue())
      A.walkLValue(E);
    else
      A.walkRValue(E);
  }
  void VisitCompoundStmt(const CompoundStmt *CS) {
    A.walkStmtList(
        llvm::ArrayRef<const Stmt *>(CS->body_begin(), CS->body_end()));
  }
  void VisitDeclStmt(const DeclStmt *DS) {
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        A.walkDecl(VD);
  }
  void VisitIfStmt(const IfStmt *If) { A.walkIf(If); }
  void VisitForStmt(const ForStmt *For) { A.walkFor(For); }
  void VisitWhileStmt(const WhileStmt *W) {
    if (W->getConditionVariableDeclStmt())
      A.walkStmt(W->getConditionVariableDeclStmt());
    A.walkWhile(W, W->getCond(), W->getBody(), /*IsDo=*/false);
  }
  void VisitDoStmt(const DoStmt *D) {
    A.walkWhile(D, D->getCond(), D->getBody(), /*IsDo=*/true);
  }
  void VisitCXXForRangeStmt(const CXXForRangeStmt *R) { A.walkForRange(R); }
  void VisitReturnStmt(const ReturnStmt *R) { A.walkReturn(R); }
  void VisitSwitchStmt(const SwitchStmt *Sw) { A.walkSwitch(Sw); }
  // `case`, `default`, labels and attributes: the statement they mark.
  void VisitSwitchCase(const SwitchCase *C) { A.walkStmt(C->getSubStmt()); }
  void VisitLabelStmt(const LabelStmt *L) { A.walkStmt(L->getSubStmt()); }
  void VisitAttributedStmt(const AttributedStmt *S) {
    A.walkStmt(S->getSubStmt());
  }
  void VisitGCCAsmStmt(const GCCAsmStmt *Asm) { A.walkAsm(Asm); }
  void VisitMSAsmStmt(const MSAsmStmt *Asm) {
    A.assume(DiagId::OpaqueCall, "inline assembly contributes nothing",
             Asm->getBeginLoc());
  }
  // break, continue, goto and `;` have no children: they cost nothing.
  void VisitStmt(const Stmt *S) {
    for (const Stmt *Child : S->children())
      A.walkStmt(Child);
  }

private:
  KernelAnalyzer &A;
};

void KernelAnalyzer::walkStmt(const Stmt *S) {
  if (!S)
    return;
  spend();
  StmtWalker(*this).Visit(S);
}

/// The braced list a range-for runs over (`for (int s : {16, 8, 4})`), if
/// it does.
static const InitListExpr *bracedRange(const CXXForRangeStmt *R) {
  const clang::Expr *E = R->getRangeInit();
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *List = dyn_cast<InitListExpr>(E))
      return List;
    if (const auto *IL = dyn_cast<CXXStdInitializerListExpr>(E))
      E = IL->getSubExpr();
    else if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else if (const auto *FE = dyn_cast<FullExpr>(E))
      E = FE->getSubExpr();
    else
      return nullptr;
  }
  return nullptr;
}

void KernelAnalyzer::walkForRange(const CXXForRangeStmt *R) {
  // Over a braced list: unrolled, the loop variable each element's value in
  // turn; std::initializer_list's own code is not the kernel's.
  if (const InitListExpr *List = bracedRange(R)) {
    const VarDecl *Var = R->getLoopVariable();
    Out.Loops.push_back({resolve(R->getBeginLoc()),
                         Expr(static_cast<int64_t>(List->getNumInits()))});
    if (containsExit(R->getBody(), false))
      assume(DiagId::LoopEarlyExit,
             "loop may exit early; counted for its full trip count",
             R->getBeginLoc());
    for (const clang::Expr *Element : List->inits()) {
      walkRValue(Element);
      Env.state(Var).Value = Var->getType()->isIntegralOrEnumerationType()
                                 ? symbolicValue(Element)
                                 : std::nullopt;
      walkStmt(R->getBody());
    }
    for (const ValueDecl *D : modifiedVars(R->getBody()))
      Env.forgetWritten(D);
    Env.unbind(Var);
    return;
  }
  walkStmt(R->getRangeStmt());
  walkStmt(R->getBeginStmt());
  walkStmt(R->getEndStmt());
  // Over a constant-size array: one iteration per element, each reading
  // the element into the loop variable.
  const auto *Array = dyn_cast_or_null<ConstantArrayType>(
      R->getRangeInit() ? R->getRangeInit()->getType()->getAsArrayTypeUnsafe()
                        : nullptr);
  if (!Array) {
    walkLoopBody(R, nullptr, nullptr, nullptr, R->getBody(), false, nullptr);
    return;
  }
  CostVector Body;
  CostVector *Saved = Cur;
  Cur = &Body;
  walkStmt(R->getLoopVarStmt());
  walkStmt(R->getBody());
  Cur = Saved;
  int64_t N = static_cast<int64_t>(Array->getSize().getZExtValue());
  Expr Count(N);
  Out.Loops.push_back({resolve(R->getBeginLoc()), Count});
  *Cur += Body.scaled(Count).repeatAccesses(N);
}

void KernelAnalyzer::walkReturn(const ReturnStmt *R) {
  const clang::Expr *RV = R->getRetValue();
  if (!RV)
    return;
  walkStmt(RV);
  if (!CurrentReturn)
    return;
  MemSpace Space = MemSpace::Local;
  if (RV->isGLValue())
    Space = Spaces.lvalueSpace(RV);
  else if (RV->getType()->isPointerType())
    Space = Spaces.pointerSpace(RV);
  if (!*CurrentReturn)
    *CurrentReturn = Space;
  else if (**CurrentReturn != Space)
    *CurrentReturn = MemSpace::Unknown;
}

void KernelAnalyzer::walkSwitch(const SwitchStmt *Sw) {
  walkStmt(Sw->getInit());
  walkStmt(Sw->getConditionVariableDeclStmt());
  walkRValue(Sw->getCond());
  // Cases fall through into each other; the whole body is counted once,
  // and what any case writes is unknown after it.
  walkStmt(Sw->getBody());
  for (const ValueDecl *D : modifiedVars(Sw->getBody()))
    if (Env.tracks(D)) {
      Env.state(D).Value.reset();
      Env.state(D).Param = false;
    }
  assume(DiagId::DataDependentBranch,
         "switch counted as executing every case once", Sw->getSwitchLoc());
}

void KernelAnalyzer::walkAsm(const GCCAsmStmt *Asm) {
  for (const clang::Expr *In : Asm->inputs())
    walkStmt(In);
  // Tensor-core instructions are counted from their PTX, and so are the
  // copies into and out of shared memory (cp.async, ldmatrix, stmatrix);
  // any other assembly is opaque.
  AsmTensorOp Op = parseTensorAsm(Asm->getAsmString());
  if (Op.Count > 0)
    Cur->TensorFlops[static_cast<int>(tensorTypeOfAsm(Op.InputType))] += Expr(
        Rational(static_cast<Rational::Int>(Op.FlopsPerThread * 128), 128));
  AsmMemory Mem = parseMemoryAsm(Asm->getAsmString());
  // %N: the outputs, then the inputs.
  auto Operand = [&](int N) -> const clang::Expr * {
    if (N < 0)
      return nullptr;
    unsigned I = static_cast<unsigned>(N);
    if (I < Asm->getNumOutputs())
      return Asm->getOutputExpr(I);
    I -= Asm->getNumOutputs();
    return I < Asm->getNumInputs() ? Asm->getInputExpr(I) : nullptr;
  };
  bool Missing = false;
  auto Add = [&](MemSpace Space, unsigned Bytes, bool Store, int N) {
    const clang::Expr *At = Operand(N);
    if (!At) {
      Missing = true;
      return;
    }
    addBytes(Space, Expr(static_cast<int64_t>(Bytes)), Store, At);
  };
  for (const AsmMemoryOp &M : Mem.Ops) {
    switch (M.K) {
    case AsmMemoryOp::CpAsync: {
      // The source is a global address; a generic pointer of unknown
      // origin counts as global and says so.
      const clang::Expr *Src = Operand(M.Source);
      MemSpace Space = Src && Src->getType()->isPointerType()
                           ? Spaces.pointerSpace(Src)
                           : MemSpace::Unknown;
      if (Space != MemSpace::Global)
        Space = MemSpace::Unknown;
      Add(Space, M.Bytes, /*Store=*/false, M.Source);
      Add(MemSpace::Shared, M.Bytes, /*Store=*/true, M.Destination);
      break;
    }
    case AsmMemoryOp::LdMatrix:
      Add(MemSpace::Shared, M.Bytes, /*Store=*/false, M.Source);
      break;
    case AsmMemoryOp::StMatrix:
      Add(MemSpace::Shared, M.Bytes, /*Store=*/true, M.Destination);
      break;
    }
  }
  if ((Op.Count > 0 && !Missing) || (!Mem.Unknown && !Missing))
    return; // everything counted, or bookkeeping only (a wait, a barrier)
  if (Mem.Ops.empty() && Op.Count == 0)
    assume(DiagId::OpaqueCall, "inline assembly contributes nothing",
           Asm->getBeginLoc());
  else
    assume(DiagId::OpaqueCall,
           "inline assembly: instructions other than cp.async, ldmatrix, "
           "stmatrix and mma contribute nothing",
           Asm->getBeginLoc());
}

/// The statement ends by leaving (`return;`, `continue;`, or a block whose
/// last statement does).
static bool endsWithExit(const Stmt *S) {
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(S))
    return CS->size() > 0 && endsWithExit(CS->body_back());
  return isa_and_nonnull<ReturnStmt, ContinueStmt>(S);
}

/// `if (c) { ...; return; }`, possibly with an else that does not leave: the
/// threads for which c holds stop there.
static bool isEarlyExit(const IfStmt *If) {
  return endsWithExit(If->getThen()) &&
         (!If->getElse() || !endsWithExit(If->getElse()));
}

void KernelAnalyzer::walkStmtList(llvm::ArrayRef<const Stmt *> List) {
  for (size_t I = 0; I < List.size(); ++I) {
    const Stmt *Child = List[I];
    // Launch mode: after `if (i >= n) return;` the rest of the block runs for
    // the threads that did not leave, [i < n] of them.
    if (const auto *If = dyn_cast<IfStmt>(Child);
        If && Mode.sumsOverThreads() && isEarlyExit(If) && !If->getInit() &&
        !If->getConditionVariableDeclStmt() && !foldCondition(If->getCond()) &&
        isIndexCondition(If->getCond())) {
      if (auto Ind = indicatorOf(If->getCond())) {
        walkRValue(If->getCond());
        Out.IndexGuarded = true;
        // What the leaving threads do before they leave, then the else and
        // the rest of the block for those that stay.
        walkWeighted(If->getThen(), *Ind);
        walkUnder(Expr(1) - *Ind, [&] {
          walkStmt(If->getElse());
          walkStmtList(List.drop_front(I + 1));
        });
        return;
      }
    }
    walkStmt(Child);
    // Straight-line code after an unconditional return, break or continue is
    // dead.
    if (isa<ReturnStmt, BreakStmt, ContinueStmt>(Child))
      return;
  }
}

void KernelAnalyzer::walkWeighted(const Stmt *S, const Expr &Factor) {
  walkUnder(Factor, [&] { walkStmt(S); });
}

void KernelAnalyzer::walkUnder(const Expr &Factor,
                               llvm::function_ref<void()> Walk) {
  CostVector Part;
  CostVector *Saved = Cur;
  Cur = &Part;
  Accesses.enterGuard(Factor);
  Walk();
  Accesses.leaveGuard();
  Cur = Saved;
  *Cur += Part.scaled(Factor);
}

std::optional<Expr> KernelAnalyzer::indicatorOf(const clang::Expr *Cond) {
  const clang::Expr *C = Cond->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(C))
    if (UO->getOpcode() == UO_LNot)
      if (auto V = indicatorOf(UO->getSubExpr()))
        return Expr(1) - *V;
  if (const auto *BO = dyn_cast<BinaryOperator>(C)) {
    if (BO->getOpcode() == BO_LAnd || BO->getOpcode() == BO_LOr) {
      auto L = indicatorOf(BO->getLHS()), R = indicatorOf(BO->getRHS());
      if (!L || !R)
        return std::nullopt;
      return BO->getOpcode() == BO_LAnd ? *L * *R : *L + *R - *L * *R;
    }
    if (BO->isComparisonOp()) {
      auto L = symbolicValue(BO->getLHS()), R = symbolicValue(BO->getRHS());
      if (!L || !R)
        return std::nullopt;
      switch (BO->getOpcode()) {
      case BO_LT:
        return Expr::indicator(Expr::Cmp::LT, *L, *R);
      case BO_LE:
        return Expr::indicator(Expr::Cmp::LE, *L, *R);
      case BO_GT:
        return Expr::indicator(Expr::Cmp::LT, *R, *L);
      case BO_GE:
        return Expr::indicator(Expr::Cmp::LE, *R, *L);
      case BO_EQ:
        return Expr::indicator(Expr::Cmp::EQ, *L, *R);
      case BO_NE:
        return Expr::indicator(Expr::Cmp::NE, *L, *R);
      default:
        return std::nullopt;
      }
    }
  }
  // A plain integer value: true when non-zero. (Comparisons, logical
  // operators and `!` were handled above; symbolicValue sends them here.)
  if (const auto *UO = dyn_cast<UnaryOperator>(C))
    if (UO->getOpcode() == UO_LNot)
      return std::nullopt;
  if (const auto *BO = dyn_cast<BinaryOperator>(C))
    if (BO->isComparisonOp() || BO->isLogicalOp())
      return std::nullopt;
  if (C->getType()->isIntegralOrEnumerationType() ||
      C->getType()->isBooleanType())
    if (auto V = symbolicValue(C))
      return Expr::indicator(Expr::Cmp::NE, *V, Expr(0));
  return std::nullopt;
}

void KernelAnalyzer::walkDecl(const VarDecl *VD) {
  VarState State;
  // __shared__ and static declarations allocate; they execute nothing.
  if (VD->hasAttr<CUDASharedAttr>() || VD->isStaticLocal()) {
    Env.bind(VD, State);
    return;
  }
  const clang::Expr *Init = VD->getInit();
  // `size_t const n{expr};` holds what `= expr` would.
  if (const auto *IL = dyn_cast_or_null<InitListExpr>(Init);
      IL && IL->getNumInits() == 1 && VD->getType()->isScalarType())
    Init = IL->getInit(0);
  if (Init) {
    if (VD->getType()->isReferenceType()) {
      if (Init->isGLValue()) {
        walkLValue(Init);
        State.RefersTo = Spaces.lvalueSpace(Init);
      } else {
        walkRValue(Init);
        State.RefersTo = MemSpace::Local; // bound to a temporary
      }
    } else {
      // A constexpr initializer is evaluated by the compiler: it executes
      // nothing on the device (`constexpr int nwarps = calc_nwarps(...)`).
      if (!VD->isConstexpr())
        walkStmt(Init);
      if (VD->getType()->isIntegralOrEnumerationType())
        State.Value = symbolicValue(Init);
      else if (VD->getType()->isPointerType()) {
        State.PointsTo = Spaces.pointerSpace(Init);
        if (Mode.tracksAddresses())
          State.Addr = pointerAddress(Init);
      }
    }
  }
  Env.bind(VD, State);
}

void KernelAnalyzer::walkIf(const IfStmt *If) {
  walkStmt(If->getInit());
  walkStmt(If->getConditionVariableDeclStmt());
  const clang::Expr *Cond = If->getCond();
  // A condition decided at compile time prunes the other side: `if
  // constexpr`, template constants, constexpr variables.
  std::optional<bool> Folded;
  if (If->isConstexpr())
    Folded =
        If->getConditionVariableDeclStmt() ? std::nullopt : foldCondition(Cond);
  else
    Folded = foldCondition(Cond);
  if (Folded) {
    walkStmt(*Folded ? If->getThen() : If->getElse());
    return;
  }
  walkRValue(Cond);
  bool Index = isIndexCondition(Cond);
  // Launch mode: a guard on indices weights each side by how many threads
  // take it; nothing is assumed. Past MaxWeightedGuards nested guards (a
  // long else-if chain) the weights' product would grow as 2^depth: the
  // rest is counted on its costlier side, an upper bound, said once.
  bool Capped = Mode.sumsOverThreads() && Index &&
                Accesses.guardDepth() >= MaxWeightedGuards;
  if (Capped && !GuardCapSaid) {
    GuardCapSaid = true;
    assume(DiagId::ThreadDependentBranch,
           "guards on thread indices nested more than " +
               std::to_string(MaxWeightedGuards) +
               " deep (a long else-if chain): from here each is counted on "
               "its costlier side for every thread, an upper bound",
           Cond->getExprLoc());
  }
  if (Mode.sumsOverThreads() && Index && !Capped) {
    auto Ind = indicatorOf(Cond);
    if (!Ind)
      assume(DiagId::ThreadDependentBranch,
             "guard on thread indices that could not be weighted by its "
             "threads; counted as taken by every thread",
             Cond->getExprLoc());
    if (Ind) {
      Out.IndexGuarded = true;
      ValueEnv::Snapshot Before = Env.save();
      walkWeighted(If->getThen(), *Ind);
      ValueEnv::Snapshot AfterThen = Env.save();
      Env.restore(Before);
      if (If->getElse())
        walkWeighted(If->getElse(), Expr(1) - *Ind);
      ValueEnv::Snapshot AfterElse = Env.save();
      Env.merge(AfterThen, AfterElse, Ind);
      return;
    }
  }
  // The guard's indicator, read before either side writes what it reads:
  // what the sides write becomes a select by it.
  std::optional<Expr> Ind = Index ? indicatorOf(Cond) : std::nullopt;
  if (!If->getElse()) {
    if (Index)
      Out.IndexGuarded = true;
    ValueEnv::Snapshot Before = Env.save();
    if (Index) {
      // Work under an index guard that is not the one around the first
      // global access (which only decides which threads are active) is
      // done by some threads and not others.
      bool FirstInside = !Accesses.sawGlobalAccess();
      CostVector Part;
      CostVector *Saved = Cur;
      Cur = &Part;
      walkStmt(If->getThen());
      Cur = Saved;
      if (!(FirstInside && Accesses.sawGlobalAccess()) && !Part.isZero())
        Out.ThreadsDiffer = true;
      *Cur += Part;
    } else {
      walkStmt(If->getThen());
    }
    ValueEnv::Snapshot After = Env.save();
    Env.merge(After, Before, Ind);
    if (!Index) {
      bool OnlyExits = false;
      if (const auto *CS = dyn_cast<CompoundStmt>(If->getThen()))
        OnlyExits = CS->size() == 1 &&
                    isa<ReturnStmt, BreakStmt, ContinueStmt>(CS->body_front());
      else
        OnlyExits = isa<ReturnStmt, BreakStmt, ContinueStmt>(If->getThen());
      assume(DiagId::DataDependentBranch,
             OnlyExits ? "early exit on data counted as not taken"
                       : "branch on data counted as taken",
             Cond->getExprLoc());
    }
    return;
  }
  CostVector *Saved = Cur;
  ValueEnv::Snapshot Before = Env.save();
  CostVector ThenCost, ElseCost;
  Cur = &ThenCost;
  walkStmt(If->getThen());
  ValueEnv::Snapshot AfterThen = Env.save();
  Env.restore(Before);
  Cur = &ElseCost;
  walkStmt(If->getElse());
  ValueEnv::Snapshot AfterElse = Env.save();
  Cur = Saved;
  double WThen = weight(ThenCost), WElse = weight(ElseCost);
  bool ThenCostlier = WThen >= WElse;
  if (Index && WThen != WElse)
    Out.ThreadsDiffer = true;
  *Cur += ThenCostlier ? ThenCost : ElseCost;
  Env.merge(AfterThen, AfterElse, Ind);
  if (WThen != WElse && !Capped)
    assume(Index ? DiagId::ThreadDependentBranch : DiagId::DataDependentBranch,
           std::string(Index ? "branch on thread indices" : "branch on data") +
               " counted on its costlier side (" +
               (ThenCostlier ? "then" : "else") + ")",
           Cond->getExprLoc());
}

} // namespace roofline
