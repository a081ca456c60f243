//===- HostWrites.cpp - What host code writes, and where ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One walk of a host function's body records, per variable, every statement
// that writes it (or lets it be written: an address taken, a non-const
// reference), with the loops, branch arms and switches around it. The
// evaluator (HostEval.cpp) replays them up to the point it reads; how one
// write changes a value (HostEvaluator::replay) is here too.
//
//===----------------------------------------------------------------------===//

#include "HostEval.h"
#include "roofline/Frontend/IntegerOps.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace roofline {

const VarDecl *varOf(const clang::Expr *E) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

std::string placeText(const SourceManager &SM, SourceLocation L) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  if (P.isInvalid())
    return "an unknown place";
  return llvm::sys::path::filename(P.getFilename()).str() + ":" +
         std::to_string(P.getLine());
}

bool isDim3(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->getName() == "dim3";
}

/// 0, 1, 2 for the dim3 members x, y, z; -1 otherwise.
int dimIndex(StringRef Member) {
  return Member == "x" ? 0 : Member == "y" ? 1 : Member == "z" ? 2 : -1;
}

/// The variables the glvalue E may designate (or designate a member of):
/// `n`, `grid.x`, `c ? n : m`, `(n = 4)`. A value read designates none.
static void designated(const clang::Expr *E,
                       SmallVectorImpl<const VarDecl *> &Out) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    if (Cast->getCastKind() != CK_LValueToRValue)
      designated(Cast->getSubExpr(), Out);
  } else if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      Out.push_back(VD);
  } else if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (!ME->isArrow())
      designated(ME->getBase(), Out);
  } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    // sizes[j] = 4 writes the local array `sizes`
    const clang::Expr *Base = AS->getBase()->IgnoreParenImpCasts();
    if (Base->getType()->isArrayType())
      designated(Base, Out);
  } else if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    designated(CO->getTrueExpr(), Out);
    designated(CO->getFalseExpr(), Out);
  } else if (const auto *BCO = dyn_cast<BinaryConditionalOperator>(E)) {
    designated(BCO->getCommon(), Out);
    designated(BCO->getFalseExpr(), Out);
  } else if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->getOpcode() == BO_Comma)
      designated(BO->getRHS(), Out);
    else if (BO->isAssignmentOp())
      designated(BO->getLHS(), Out);
  } else if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->isPrefix() && UO->isIncrementDecrementOp())
      designated(UO->getSubExpr(), Out);
  }
}

bool isNonConstReference(QualType T) {
  return T->isReferenceType() && !T.getNonReferenceType().isConstQualified();
}

/// `void *args[]`: the array cudaLaunchKernel reads the arguments from.
static bool isVoidPointerArray(QualType T) {
  const auto *AT = T->getAsArrayTypeUnsafe();
  return AT && AT->getElementType()->isVoidPointerType();
}

bool before(const SourceManager &SM, SourceLocation A, SourceLocation B) {
  return SM.isBeforeInTranslationUnit(A, B);
}

/// Whether P lies within [B, E].
bool within(const SourceManager &SM, SourceLocation B, SourceLocation E,
            SourceLocation P) {
  return !before(SM, P, B) && !before(SM, E, P);
}

bool contains(const SourceManager &SM, const Stmt *S, SourceLocation P) {
  return S && within(SM, S->getBeginLoc(), S->getEndLoc(), P);
}

/// The part of a loop (or lambda) that runs repeatedly and declares afresh.
const Stmt *repeatedBody(const Stmt *L) {
  if (const auto *F = dyn_cast<ForStmt>(L))
    return F->getBody();
  if (const auto *W = dyn_cast<WhileStmt>(L))
    return W->getBody();
  if (const auto *D = dyn_cast<DoStmt>(L))
    return D->getBody();
  if (const auto *R = dyn_cast<CXXForRangeStmt>(L))
    return R->getBody();
  if (const auto *Lam = dyn_cast<LambdaExpr>(L))
    return Lam->getBody();
  return L;
}

bool holds(const Stmt *S, llvm::function_ref<bool(const Stmt *)> Is,
           llvm::function_ref<bool(const Stmt *)> Skip) {
  if (!S || Skip(S))
    return false;
  if (Is(S))
    return true;
  for (const Stmt *Child : S->children())
    if (holds(Child, Is, Skip))
      return true;
  return false;
}

namespace {

/// Collects the writes of every variable in a function body, in one walk:
/// one Visit per construct that writes, lets write, or changes where the
/// writes that follow run (a loop, an arm); any other statement, its
/// children.
/// Per function and depth, which of its parameters its body writes (see
/// mayWriteThrough). Per thread, and emptied for each AST
/// (resetHostWriteCache): its keys are that AST's declarations.
thread_local std::map<std::pair<const FunctionDecl *, unsigned>,
                      std::vector<bool>>
    WrittenParams;

class WriteCollector : public ConstStmtVisitor<WriteCollector> {
public:
  WriteCollector(ASTContext &Ctx, const SourceManager &SM, BodyWrites &Out,
                 unsigned Depth = 0)
      : Ctx(Ctx), SM(SM), Out(Out), Depth(Depth) {}

  void visit(const Stmt *S) {
    if (S)
      Visit(S);
  }

  void VisitStmt(const Stmt *S) { children(S); }
  // sizeof, alignof: not evaluated.
  void VisitUnaryExprOrTypeTraitExpr(const UnaryExprOrTypeTraitExpr *) {}
  void VisitArraySubscriptExpr(const ArraySubscriptExpr *AS);
  void VisitImplicitCastExpr(const ImplicitCastExpr *IC);
  void VisitLambdaExpr(const LambdaExpr *Lambda) {
    Out.Lambdas.push_back(Lambda);
    loop(Lambda);
  }
  void VisitForStmt(const ForStmt *For) {
    Out.Fors.push_back(For);
    loop(For);
  }
  void VisitWhileStmt(const WhileStmt *W) { loop(W); }
  void VisitDoStmt(const DoStmt *D) { loop(D); }
  void VisitCXXForRangeStmt(const CXXForRangeStmt *R) { loop(R); }
  void VisitIfStmt(const IfStmt *If);
  void VisitConditionalOperator(const ConditionalOperator *CO) {
    visit(CO->getCond());
    inArm(CO->getTrueExpr(), CO->getCond(), true);
    inArm(CO->getFalseExpr(), CO->getCond(), false);
  }
  void VisitBinaryConditionalOperator(const BinaryConditionalOperator *BCO) {
    visit(BCO->getCommon());
    inArm(BCO->getFalseExpr());
  }
  void VisitSwitchStmt(const SwitchStmt *Sw);
  void VisitCXXTryStmt(const CXXTryStmt *Try) {
    inArm(Try->getTryBlock());
    for (unsigned I = 0; I < Try->getNumHandlers(); ++I)
      inArm(Try->getHandler(I));
  }
  void VisitLabelStmt(const LabelStmt *L) {
    Out.Labels.push_back(L->getBeginLoc());
    children(L);
  }
  void VisitGotoStmt(const GotoStmt *G);
  void VisitIndirectGotoStmt(const IndirectGotoStmt *G) {
    Out.IndirectGoto = true;
    children(G);
  }
  void VisitBinaryOperator(const BinaryOperator *BO);
  void VisitUnaryOperator(const UnaryOperator *UO);
  void VisitDeclStmt(const DeclStmt *DS);
  void VisitInitListExpr(const InitListExpr *List);
  void VisitCallExpr(const CallExpr *Call) {
    recordCall(Call);
    children(Call);
  }
  void VisitCXXConstructExpr(const CXXConstructExpr *CE);

private:
  /// A loop (or lambda) body runs repeatedly.
  void loop(const Stmt *S) {
    Loops.push_back(S);
    children(S);
    Loops.pop_back();
  }
  /// S writes (or, Escape, lets be written) what Target designates.
  void record(const Stmt *S, const clang::Expr *Target, bool Escape) {
    SmallVector<const VarDecl *, 2> Vars;
    designated(Target, Vars);
    for (const VarDecl *VD : Vars) {
      Write W{S,       Escape,   {Loops.rbegin(), Loops.rend()},
              Arms,    ArmConds, ArmWhenTrue,
              Switches};
      Out.Writes[VD].push_back(std::move(W));
    }
  }
  void inArm(const Stmt *Arm, const clang::Expr *Cond = nullptr,
             bool WhenTrue = true) {
    if (!Arm)
      return;
    Arms.push_back(Arm);
    ArmConds.push_back(Cond);
    ArmWhenTrue.push_back(WhenTrue);
    visit(Arm);
    Arms.pop_back();
    ArmConds.pop_back();
    ArmWhenTrue.pop_back();
  }
  void children(const Stmt *S) {
    for (const Stmt *Child : S->children())
      visit(Child);
  }
  /// Arguments bound to non-const reference parameters (Params[I] for
  /// Args[First + I]) escape, unless Callee's body (seen, a few calls deep)
  /// neither writes the parameter nor lets it be written: std::forward,
  /// a helper that only reads.
  void referenceArguments(ArrayRef<QualType> Params,
                          const clang::Expr *const *Args, unsigned NumArgs,
                          unsigned First, const Stmt *S,
                          const FunctionDecl *Callee) {
    for (unsigned I = First; I < NumArgs && I - First < Params.size(); ++I)
      if (isNonConstReference(Params[I - First]) &&
          mayWriteThrough(Callee, I - First))
        record(S, Args[I], true);
  }
  /// A call writes its object (non-const member or assignment operator)
  /// and may write what it binds to non-const reference parameters.
  void recordCall(const CallExpr *Call);
  bool mayWriteThrough(const FunctionDecl *Callee, unsigned I) {
    // std::forward and std::move only pass the reference on.
    if (Callee && Callee->isInStdNamespace() &&
        Callee->getDeclName().isIdentifier() &&
        (Callee->getName() == "forward" || Callee->getName() == "move"))
      return false;
    const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
    if (!Def || !Def->getBody() || Depth >= 4 || I >= Def->getNumParams())
      return true;
    // Which parameters the body writes, once per function and depth: every
    // call of a helper asked it again, each a few calls deep.
    auto [It, New] = WrittenParams.try_emplace({Def, Depth + 1});
    if (New) {
      BodyWrites Inner;
      WriteCollector(Ctx, SM, Inner, Depth + 1).visit(Def->getBody());
      for (unsigned P = 0; P < Def->getNumParams(); ++P)
        It->second.push_back(Inner.Writes.count(Def->getParamDecl(P)) > 0);
    }
    return It->second[I];
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  BodyWrites &Out;
  unsigned Depth;
  std::vector<const Stmt *> Loops, Arms;
  std::vector<const clang::Expr *> ArmConds;
  std::vector<bool> ArmWhenTrue;
  std::vector<const SwitchStmt *> Switches;
};

void WriteCollector::VisitArraySubscriptExpr(const ArraySubscriptExpr *AS) {
  // Reading sizes[j] lets nothing write `sizes`; its decay to a pointer
  // anywhere else does.
  const clang::Expr *Base = AS->getBase()->IgnoreParenImpCasts();
  if (isa<DeclRefExpr>(Base) && Base->getType()->isArrayType()) {
    visit(AS->getIdx());
    return;
  }
  children(AS);
}

void WriteCollector::VisitImplicitCastExpr(const ImplicitCastExpr *IC) {
  if (IC->getCastKind() == CK_ArrayToPointerDecay &&
      !Ctx.getBaseElementType(IC->getSubExpr()->getType()).isConstQualified())
    record(IC, IC->getSubExpr(), true);
  children(IC);
}

void WriteCollector::VisitIfStmt(const IfStmt *If) {
  visit(If->getInit());
  visit(If->getConditionVariableDeclStmt());
  visit(If->getCond());
  bool Taken;
  if (If->isConstexpr() && If->getCond() &&
      !If->getCond()->isValueDependent() &&
      If->getCond()->EvaluateAsBooleanCondition(Taken, Ctx)) {
    // if constexpr: the other branch does not run.
    visit(Taken ? If->getThen() : If->getElse());
    return;
  }
  // `if (init; cond)` and condition variables: not modelled
  bool Plain = !If->getInit() && !If->getConditionVariable();
  inArm(If->getThen(), Plain ? If->getCond() : nullptr, true);
  inArm(If->getElse(), Plain ? If->getCond() : nullptr, false);
}

void WriteCollector::VisitSwitchStmt(const SwitchStmt *Sw) {
  visit(Sw->getInit());
  visit(Sw->getConditionVariableDeclStmt());
  visit(Sw->getCond());
  Switches.push_back(Sw);
  inArm(Sw->getBody());
  Switches.pop_back();
}

void WriteCollector::VisitGotoStmt(const GotoStmt *G) {
  if (const LabelStmt *Target = G->getLabel()->getStmt())
    if (before(SM, Target->getBeginLoc(), G->getBeginLoc()))
      Out.BackEdges.emplace_back(Target->getBeginLoc(), G->getBeginLoc());
  children(G);
}

void WriteCollector::VisitBinaryOperator(const BinaryOperator *BO) {
  if (BO->isLogicalOp()) {
    visit(BO->getLHS());
    inArm(BO->getRHS());
    return;
  }
  if (BO->isAssignmentOp())
    record(BO, BO->getLHS(), false);
  children(BO);
}

void WriteCollector::VisitUnaryOperator(const UnaryOperator *UO) {
  if (UO->isIncrementDecrementOp())
    record(UO, UO->getSubExpr(), false);
  else if (UO->getOpcode() == UO_AddrOf)
    record(UO, UO->getSubExpr(), true);
  children(UO);
}

void WriteCollector::VisitDeclStmt(const DeclStmt *DS) {
  // int &r = n;
  for (const Decl *D : DS->decls())
    if (const auto *Ref = dyn_cast<VarDecl>(D))
      if (isNonConstReference(Ref->getType()) && Ref->getInit())
        record(Ref->getInit(), Ref->getInit(), true);
  children(DS);
}

void WriteCollector::VisitInitListExpr(const InitListExpr *List) {
  if (isVoidPointerArray(List->getType())) {
    // `void *args[] = {&x, &n}` for cudaLaunchKernel takes addresses to
    // read the values, not to write them.
    for (const clang::Expr *Elt : List->inits()) {
      const auto *UO = dyn_cast<UnaryOperator>(Elt->IgnoreParenCasts());
      if (UO && UO->getOpcode() == UO_AddrOf && varOf(UO->getSubExpr()))
        continue;
      visit(Elt);
    }
    return;
  }
  // An aggregate's reference member bound to the variable:
  // `struct { int &r; } s{n}` (a value would be read through an
  // lvalue-to-rvalue conversion).
  for (const clang::Expr *Elt : List->inits())
    if (Elt && Elt->isGLValue())
      record(List, Elt, true);
  children(List);
}

void WriteCollector::VisitCXXConstructExpr(const CXXConstructExpr *CE) {
  if (const auto *Proto =
          CE->getConstructor()->getType()->getAs<FunctionProtoType>())
    referenceArguments(Proto->getParamTypes(), CE->getArgs(), CE->getNumArgs(),
                       0, CE, CE->getConstructor());
  children(CE);
}

void WriteCollector::recordCall(const CallExpr *Call) {
  unsigned First = 0;
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Call->getCalleeDecl());
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(Call)) {
    if (MD && MD->isInstance())
      First = 1; // the object is the first argument
    if (OC->getNumArgs() > 0 && OC->isAssignmentOp())
      record(Call, OC->getArg(0), false); // block = dim3(16, 16)
    else if (OC->getNumArgs() > 0 && First == 1 && !MD->isConst())
      record(Call, OC->getArg(0), true);
  } else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
    if (MD && !MD->isConst())
      record(Call, MC->getImplicitObjectArgument(), true);
  }
  // Passed by non-const reference: may be written.
  const FunctionProtoType *Proto = nullptr;
  if (const FunctionDecl *FD = Call->getDirectCallee())
    Proto = FD->getType()->getAs<FunctionProtoType>();
  else if (const clang::Expr *Callee = Call->getCallee()) {
    QualType T = Callee->getType();
    if (const auto *PT = T->getAs<PointerType>())
      T = PT->getPointeeType();
    Proto = T->getAs<FunctionProtoType>();
  }
  if (Proto)
    referenceArguments(Proto->getParamTypes(), Call->getArgs(),
                       Call->getNumArgs(), First, Call,
                       Call->getDirectCallee());
}

} // namespace

void resetHostWriteCache() { WrittenParams.clear(); }

void collectWrites(ASTContext &Ctx, const Stmt *Body, BodyWrites &Out) {
  WriteCollector(Ctx, Ctx.getSourceManager(), Out).visit(Body);
}

/// Applies one write, its right side evaluated at the write.
bool HostEvaluator::replay(const Write &W, const VarDecl *VD, HostValue &V,
                           unsigned Depth) {
  if (isHostRecord(VD->getType().getNonReferenceType()))
    return replayMember(W, VD, V, Depth);
  HostEvaluator AtWrite = at(W.S->getBeginLoc());
  bool IsFloat = VD->getType()->isRealFloatingType();
  // The written slot: the integer itself (-1) or a dim3 member (0, 1, 2);
  // nullopt when it is neither.
  auto Member = [&](const clang::Expr *Target) -> std::optional<int> {
    Target = Target->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(Target)) {
      int I = dimIndex(ME->getMemberDecl()->getName());
      if (ME->isArrow() || I < 0 || !V.Dim || varOf(ME->getBase()) != VD)
        return std::nullopt;
      return I;
    }
    if (varOf(Target) != VD || isDim3(VD->getType()))
      return std::nullopt;
    return -1;
  };
  auto Old = [&](int I) -> std::optional<Expr> {
    return I < 0 ? V.Int : std::optional<Expr>((*V.Dim)[I]);
  };
  auto Set = [&](int I, const Expr &New) {
    if (I < 0)
      V.Int = New;
    else
      (*V.Dim)[I] = New;
  };
  if (const auto *BO = dyn_cast<BinaryOperator>(W.S)) {
    if (IsFloat) {
      // x = 2.5f; compound float assignments are not replayed
      if (BO->getOpcode() != BO_Assign || varOf(BO->getLHS()) != VD)
        return false;
      V.Float = AtWrite.floatValue(BO->getRHS(), Depth + 1);
      return V.Float.has_value();
    }
    // n = n + 64, n += 64, grid.y = 8
    auto I = Member(BO->getLHS());
    if (!I)
      return false;
    auto R = AtWrite.intValue(BO->getRHS(), Depth + 1);
    if (!R)
      return false;
    if (BO->getOpcode() == BO_Assign) {
      Set(*I, *R);
      return true;
    }
    auto L = Old(*I);
    if (!L)
      return false;
    auto [Computation, Target] = compoundTypes(Ctx, BO);
    auto New = hostInteger(applyCompoundAssign(
        BinaryOperator::getOpForCompoundAssignment(BO->getOpcode()), *L, *R,
        Computation, Target));
    if (!New)
      return false;
    Set(*I, *New);
    return true;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(W.S)) {
    // n++, --grid.x
    auto I =
        UO->isIncrementDecrementOp() ? Member(UO->getSubExpr()) : std::nullopt;
    auto L = I ? Old(*I) : std::nullopt;
    if (!L)
      return false;
    auto [Computation, Target] = compoundTypes(Ctx, UO);
    auto New =
        hostInteger(applyCompoundAssign(UO->isIncrementOp() ? BO_Add : BO_Sub,
                                        *L, Expr(1), Computation, Target));
    if (!New)
      return false;
    Set(*I, *New);
    return true;
  }
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(W.S)) {
    // block = dim3(16, 16)
    if (OC->getOperator() != OO_Equal || !isDim3(VD->getType()) ||
        OC->getNumArgs() != 2 || varOf(OC->getArg(0)) != VD)
      return false;
    V.Dim = AtWrite.dim3Value(OC->getArg(1), Depth + 1);
    return V.Dim.has_value();
  }
  return false;
}

} // namespace roofline
