//===- HostEval.cpp - Values of host variables ----------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A variable's value is found where it is read: at the launch for the launch's
// configuration and arguments, at an initializer for what the initializer
// reads, at an assignment for what its right side reads. It is found by
// replaying, in source order, what the host function does to the variable
// before that point: its initializer (a parameter takes its caller's value,
// or the symbol of its name), then each assignment (`grid.y = 8`, `n += 1`,
// `n = n + 64`), each evaluated at its own statement.
//
// A write makes the value unknown when it sits in a loop (or a lambda, which
// may be called any number of times) or in a branch arm that does not contain
// the point, or in a loop around the point and the variable's declaration (it
// may run between two executions of the point), or when a `case` or `goto`
// label between the write and the point may skip it; a later plain
// assignment that surely runs makes it known again. Taking the variable's
// address (other than into a `void *args[]` array for cudaLaunchKernel),
// binding it to a non-const reference or passing it by one makes it unknown
// from there on. A write that runs only when the program has command-line
// arguments (`if (argc > 1) n = atoi(argv[1])`) is skipped, and the default
// is stated as an assumption.
//
// Values are memoized per (variable, point), and each launch site has a work
// budget: past it, what is left is unresolved, never a guessed number.
//
// What expressions evaluate to is in HostIntegers.cpp (integers and dim3s)
// and HostMath.cpp (floating values).
//
//===----------------------------------------------------------------------===//

#include "HostEval.h"

#include "roofline/Frontend/IntegerOps.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

#include <cmath>

using namespace clang;

namespace roofline {

namespace {

bool isMainParam(const ValueDecl *D, StringRef Which) {
  const auto *P = dyn_cast_or_null<ParmVarDecl>(D);
  if (!P)
    return false;
  const auto *FD = dyn_cast_or_null<FunctionDecl>(P->getDeclContext());
  if (!FD || !FD->isMain())
    return false;
  unsigned Index = Which == "argc" ? 0 : 1;
  return P->getFunctionScopeIndex() == Index;
}

class MainParamFinder : public RecursiveASTVisitor<MainParamFinder> {
public:
  explicit MainParamFinder(StringRef Which) : Which(Which) {}
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    Found = Found || isMainParam(DRE->getDecl(), Which);
    return !Found;
  }
  StringRef Which;
  bool Found = false;
};

bool isPlainAssignment(const Write &W, const VarDecl *VD) {
  if (W.Escape)
    return false;
  if (const auto *BO = dyn_cast<BinaryOperator>(W.S)) {
    // n = ..., grid.x = ...
    const clang::Expr *L = BO->getLHS()->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(L))
      L = ME->isArrow() ? nullptr : ME->getBase();
    return BO->getOpcode() == BO_Assign && L && varOf(L) == VD;
  }
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(W.S))
    return OC->getOperator() == OO_Equal && OC->getNumArgs() == 2 &&
           varOf(OC->getArg(0)) == VD;
  return false;
}

bool isKnown(const HostValue &V, const VarDecl *VD) {
  QualType T = VD->getType().getNonReferenceType();
  if (isDim3(T))
    return V.Dim.has_value();
  if (isHostRecord(T))
    return V.Fields.has_value();
  if (T->isRealFloatingType())
    return V.Float.has_value();
  return V.Int.has_value();
}

} // namespace

bool readsMainParam(const clang::Expr *E, StringRef Which) {
  if (!E)
    return false;
  MainParamFinder F(Which);
  F.TraverseStmt(const_cast<clang::Expr *>(E));
  return F.Found;
}

std::string HostEvaluator::where(SourceLocation L) const {
  return placeText(SM, L);
}

const BodyWrites &HostEvaluator::bodyWrites(const Stmt *Body) {
  auto [It, New] = St.Bodies.try_emplace(Body);
  if (New)
    collectWrites(Ctx, Body, It->second);
  return It->second;
}

std::optional<Expr> HostEvaluator::certainValueAt(const clang::Expr *E) {
  size_t Assumed = St.Assumptions.size(), Pinned = St.NeedPins.size();
  std::string Reason = St.Reason;
  auto Origins = St.Origins;
  auto Values = St.Values; // memoized with what they rest on
  HostEvaluator AtE = at(E->getBeginLoc());
  auto V = AtE.intValue(E);
  if (St.Assumptions.size() != Assumed || St.NeedPins.size() != Pinned)
    V.reset();
  St.Assumptions.resize(Assumed);
  St.NeedPins.resize(Pinned);
  St.Reason = std::move(Reason);
  St.Origins = std::move(Origins);
  St.Values = std::move(Values);
  return V;
}

std::optional<bool> HostEvaluator::armsRun(const Write &W) {
  bool All = true;
  for (unsigned I = 0; I < W.Arms.size(); ++I) {
    if (contains(SM, W.Arms[I], Point))
      continue;
    const clang::Expr *Cond = W.ArmConds[I];
    if (!Cond)
      return std::nullopt;
    // The condition as it reads where it stands (`if (bs <= 64) bs = 128;`).
    HostEvaluator AtCond = at(Cond->getBeginLoc());
    auto V = AtCond.intValue(Cond);
    auto K = V ? V->asConstant() : std::nullopt;
    if (!K)
      return std::nullopt;
    if (K->isZero() == W.ArmWhenTrue[I])
      All = false;
  }
  return All;
}

std::optional<bool> HostEvaluator::uncertain(const Write &W, const VarDecl *VD,
                                             const BodyWrites &BW,
                                             bool ArmsKnown) const {
  SourceLocation WLoc = W.S->getBeginLoc();
  SourceLocation Decl = VD->getLocation();
  bool Conditional = false, Repeats = false;
  bool Before = before(SM, WLoc, Point);
  // A loop that does not contain the point may run the write any number of
  // times; one that does repeats it, unless it also declares the variable
  // afresh each time, or the write is a plain assignment before the point
  // in the same iteration.
  auto Loop = [&](bool ContainsPoint, bool DeclaresAfresh) {
    if (!ContainsPoint)
      Conditional = true;
    else if (!DeclaresAfresh && !(Before && isPlainAssignment(W, VD)))
      Repeats = true;
  };
  for (const Stmt *L : W.Loops)
    Loop(contains(SM, L, Point), contains(SM, repeatedBody(L), Decl));
  for (const auto &[Label, Goto] : BW.BackEdges)
    if (within(SM, Label, Goto, WLoc))
      Loop(within(SM, Label, Goto, Point), within(SM, Label, Goto, Decl));
  if (Repeats || BW.IndirectGoto)
    return true;
  if (!Before)
    return std::nullopt; // runs after the point
  if (!ArmsKnown)
    for (const Stmt *A : W.Arms)
      if (!contains(SM, A, Point))
        return true;
  // A `case` or a label between the write and the point may be jumped to.
  auto Between = [&](SourceLocation L) {
    return before(SM, WLoc, L) && !before(SM, Point, L);
  };
  for (const SwitchStmt *Sw : W.Switches)
    for (const SwitchCase *C = Sw->getSwitchCaseList(); C;
         C = C->getNextSwitchCase())
      if (Between(C->getBeginLoc()))
        return true;
  for (SourceLocation L : BW.Labels)
    if (Between(L))
      return true;
  return Conditional;
}

bool HostEvaluator::commandLineOnly(const Write &W, const VarDecl *VD) {
  // Under an arm chosen by argc (and outside loops), writing what argv
  // holds: the program without arguments skips it.
  if (!W.Loops.empty() || W.Escape)
    return false;
  bool ByArgc = false;
  for (unsigned I = 0; I < W.Arms.size(); ++I)
    if (!contains(SM, W.Arms[I], Point))
      ByArgc = ByArgc || readsMainParam(W.ArmConds[I], "argc");
  const auto *E = dyn_cast<clang::Expr>(W.S);
  if (!ByArgc || !E || !readsMainParam(E, "argv"))
    return false;
  St.Assumptions.push_back({diagId(DiagId::HostDefault),
                            "'" + VD->getName().str() +
                                "' keeps the value it has without "
                                "command-line arguments; " +
                                where(W.S->getBeginLoc()) +
                                " sets it from argv otherwise",
                            {}});
  return true;
}

std::optional<std::optional<HostValue>>
HostEvaluator::loopCounter(const VarDecl *VD) {
  const Stmt *Body = Host->getBody();
  if (!Body || !VD->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  const BodyWrites &BW = bodyWrites(Body);
  for (const ForStmt *L : BW.Fors) {
    if (!contains(SM, L->getBody(), Point))
      continue;
    auto [It, New] = St.Counted.try_emplace(L);
    if (New) {
      HostEvaluator AtLoop = at(L->getBeginLoc());
      It->second = countedLoop(L, BW, AtLoop);
    }
    const std::optional<CountedLoop> &CL = It->second;
    if (!CL || CL->Counter != VD)
      continue;
    HostValue V;
    if (auto Pin = St.Pins.find(L); Pin != St.Pins.end()) {
      V.Int = Expr(CL->First + CL->Step * Pin->second);
      return std::optional<HostValue>(V);
    }
    if (St.SymbolicLoops.count(L)) {
      std::string Name = VD->getName().str();
      V.Int = Expr::symbol(Name);
      int64_t Last =
          CL->First + CL->Step * (static_cast<int64_t>(CL->Trips) - 1);
      St.Origins[Name] =
          "counter of the host loop at " + where(L->getBeginLoc()) + ": " +
          std::to_string(CL->First) + " to " + std::to_string(Last) + ", " +
          std::to_string(CL->Trips) + " launches";
      return std::optional<HostValue>(V);
    }
    bool Listed = false;
    for (const CountedLoop &N : St.NeedPins)
      Listed = Listed || N.Loop == L;
    if (!Listed)
      St.NeedPins.push_back(*CL);
    because("counter of the host loop at " + where(L->getBeginLoc()));
    return std::optional<HostValue>(std::nullopt);
  }
  return std::nullopt;
}

void HostEvaluator::noteUnknown(const VarDecl *VD) {
  if (auto It = St.UnknownRoots.find(VD); It != St.UnknownRoots.end())
    St.Unknowns.insert(It->second.begin(), It->second.end());
  else if (St.Bound && VD->isLocalVarDecl() && !isa<ParmVarDecl>(VD) &&
           VD->getDeclName().isIdentifier() &&
           VD->getType().getNonReferenceType()->isIntegralOrEnumerationType())
    St.Unknowns.insert(VD->getName().str());
}

std::optional<HostValue> HostEvaluator::valueAt(const VarDecl *VD,
                                                unsigned Depth) {
  if (auto Counter = loopCounter(VD))
    return *Counter;
  HostEvalState::Key K{VD, Point.getRawEncoding()};
  auto It = St.Values.find(K);
  if (It != St.Values.end()) {
    if (!It->second || !isKnown(*It->second, VD) || St.UnknownRoots.count(VD))
      noteUnknown(VD);
    if (auto R = St.Reasons.find(K);
        R != St.Reasons.end() && (!It->second || !isKnown(*It->second, VD)))
      because(R->second);
    return It->second;
  }
  if (!St.InProgress.insert(K).second) { // `int n = n + 1`
    ++St.LimitHits;
    return std::nullopt;
  }
  unsigned Hits = St.LimitHits;
  std::string Before = St.Reason;
  St.Reason.clear();
  auto Outer = std::move(St.Unknowns);
  St.Unknowns.clear();
  std::optional<HostValue> V = replayValue(VD, Depth);
  auto Inner = std::move(St.Unknowns);
  St.Unknowns = std::move(Outer);
  if ((!V || !isKnown(*V, VD)) && St.Bound &&
      VD->getType().getNonReferenceType()->isIntegralOrEnumerationType())
    if (auto B = St.Bound->find(VD->getName().str()); B != St.Bound->end()) {
      // What the host code leaves open, the user gave: the bound value,
      // and where the code would have taken it from.
      St.Origins.emplace(B->first,
                         "--bind" + (St.Reason.empty() ? std::string()
                                                       : ", for " + St.Reason));
      St.BoundUsed.insert(B->first);
      St.Reason.clear();
      V.emplace();
      V->Int = B->second;
    }
  // What it rests on: other locals without values (a struct some of
  // whose fields are unknown, a value computed from `warp_size`), else
  // itself when it has no value.
  if (!Inner.empty())
    St.UnknownRoots[VD] = std::move(Inner);
  else if (!isa<ParmVarDecl>(VD)) // a parameter's are its argument's
    St.UnknownRoots.erase(VD);
  if (!V || !isKnown(*V, VD) || St.UnknownRoots.count(VD))
    noteUnknown(VD);
  std::string Why = St.Reason;
  St.Reason = Before.empty() ? Why : Before;
  St.InProgress.erase(K);
  if (V || St.LimitHits == Hits) {
    St.Values.emplace(K, V);
    if ((!V || !isKnown(*V, VD)) && !Why.empty())
      St.Reasons.emplace(K, Why);
  }
  return V;
}

std::optional<HostValue> HostEvaluator::initialValue(const VarDecl *VD,
                                                     unsigned Depth) {
  HostValue V;
  QualType T = VD->getType().getNonReferenceType();
  bool IsDim = isDim3(T);
  if (const auto *P = dyn_cast<ParmVarDecl>(VD)) {
    if (Env)
      if (auto It = Env->find(P); It != Env->end()) {
        St.Assumptions.insert(St.Assumptions.end(),
                              It->second.Assumptions.begin(),
                              It->second.Assumptions.end());
        return It->second;
      }
    if (Host->isMain()) {
      because("the command line (main's '" + VD->getName().str() + "')");
      return std::nullopt;
    }
    // The caller's value, unknown here: the symbol of its name (`dimsA.x`
    // for a dim3 parameter's components), bindable with --bind.
    std::string Name = VD->getName().str();
    St.Origins.emplace(Name, "a parameter of " +
                                 Host->getQualifiedNameAsString() +
                                 ", which no call in this file gives a value");
    if (IsDim)
      V.Dim = Dim3{Expr::symbol(Name + ".x"), Expr::symbol(Name + ".y"),
                   Expr::symbol(Name + ".z")};
    else if (T->isIntegralOrEnumerationType())
      V.Int = Expr::symbol(Name);
    return V;
  }
  if (const clang::Expr *Init = VD->getInit()) {
    // What the initializer reads, it reads where it stands.
    SourceLocation At = Init->getBeginLoc();
    HostEvaluator AtInit = at(At.isValid() ? At : VD->getLocation());
    if (IsDim)
      V.Dim = AtInit.dim3Value(Init, Depth + 1);
    else if (isHostRecord(T))
      V.Fields = AtInit.recordValue(Init, Depth + 1);
    else if (T->isRealFloatingType())
      V.Float = AtInit.floatValue(Init, Depth + 1);
    else if (T->isIntegralOrEnumerationType())
      V.Int = AtInit.intValue(Init, Depth + 1);
  } else if (IsDim) {
    V.Dim = Dim3{Expr(1), Expr(1), Expr(1)}; // dim3's default constructor
  }
  return V;
}

std::optional<HostValue> HostEvaluator::replayValue(const VarDecl *VD,
                                                    unsigned Depth) {
  const Stmt *Body = Host->getBody();
  // A parameter of this function, or a local declared in its body (lambdas
  // included): the body holds every write.
  bool IsParam = isa<ParmVarDecl>(VD);
  if (!enter(Depth) || !Body ||
      (IsParam ? VD->getDeclContext() != Host
               : !contains(SM, Body, VD->getLocation())))
    return std::nullopt;
  const BodyWrites &BW = bodyWrites(Body);
  auto It = BW.Writes.find(VD);
  // Read inside a lambda that captures the variable: the lambda may run
  // anywhere after it is made, so the value is the one there, provided
  // nothing writes the variable from there on.
  for (const LambdaExpr *L : BW.Lambdas)
    if (contains(SM, L->getBody(), Point) &&
        !contains(SM, L->getBody(), VD->getLocation())) {
      if (It != BW.Writes.end())
        for (const Write &W : It->second)
          if (!before(SM, W.S->getBeginLoc(), L->getBeginLoc()))
            return std::nullopt;
      return at(L->getBeginLoc()).valueAt(VD, Depth + 1);
    }
  std::optional<HostValue> Init = initialValue(VD, Depth);
  if (!Init)
    return std::nullopt;
  HostValue V = *Init;
  if (VD->isStaticLocal()) {
    // Kept from earlier calls: known only when never written and constant.
    auto Constant = [](const std::optional<Expr> &E) {
      return E && E->isConstant();
    };
    bool Known = isDim3(VD->getType())
                     ? V.Dim && Constant((*V.Dim)[0]) &&
                           Constant((*V.Dim)[1]) && Constant((*V.Dim)[2])
                     : Constant(V.Int) || V.Float;
    if (!Known || It != BW.Writes.end())
      return std::nullopt;
    return V;
  }
  if (It == BW.Writes.end())
    return V;
  for (const Write &W : It->second) {
    std::optional<bool> Uncertain = uncertain(W, VD, BW);
    if (!Uncertain)
      continue;
    if (*Uncertain && W.Loops.empty() && !W.Escape &&
        before(SM, W.S->getBeginLoc(), Point)) {
      // Under conditions known here: runs for sure, or surely not.
      if (auto Runs = armsRun(W)) {
        if (!*Runs)
          continue;
        Uncertain = uncertain(W, VD, BW, /*ArmsKnown=*/true);
        if (!Uncertain)
          continue;
      }
    }
    if (W.Escape) {
      because("'" + VD->getName().str() +
              "' is passed by address or "
              "reference at " +
              where(W.S->getBeginLoc()));
      return std::nullopt;
    }
    if (*Uncertain) {
      if (commandLineOnly(W, VD))
        continue;
      because("'" + VD->getName().str() +
              "' is written conditionally or "
              "repeatedly at " +
              where(W.S->getBeginLoc()));
      V = HostValue();
      continue;
    }
    if (!replay(W, VD, V, Depth))
      V = HostValue();
  }
  if (!isKnown(V, VD))
    return std::nullopt;
  return V;
}

std::optional<CountedLoop> countedLoop(const ForStmt *L, const BodyWrites &BW,
                                       HostEvaluator &Eval) {
  // The counter and its first value.
  const VarDecl *VD = nullptr;
  const clang::Expr *FirstExpr = nullptr;
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(L->getInit())) {
    if (DS->isSingleDecl())
      if ((VD = dyn_cast<VarDecl>(DS->getSingleDecl())))
        FirstExpr = VD->getInit();
  } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(L->getInit())) {
    if (BO->getOpcode() == BO_Assign) {
      VD = varOf(BO->getLHS());
      FirstExpr = BO->getRHS();
    }
  }
  if (!VD || !FirstExpr || !VD->getType()->isIntegralOrEnumerationType() ||
      VD->hasGlobalStorage())
    return std::nullopt;
  // j < B, j <= B, j != B, B > j, B >= j
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      L->getCond() ? L->getCond()->IgnoreParenImpCasts() : nullptr);
  if (!Cond)
    return std::nullopt;
  BinaryOperatorKind Op = Cond->getOpcode();
  const clang::Expr *Bound = nullptr;
  if (varOf(Cond->getLHS()) == VD) {
    Bound = Cond->getRHS();
  } else if (varOf(Cond->getRHS()) == VD) {
    Bound = Cond->getLHS();
    Op = Op == BO_GT   ? BO_LT
         : Op == BO_GE ? BO_LE
         : Op == BO_NE ? BO_NE
                       : BO_Comma;
  }
  if (!Bound || (Op != BO_LT && Op != BO_LE && Op != BO_NE))
    return std::nullopt;
  // j++, ++j, j += C, j = j + C
  int64_t Step = 0;
  const Stmt *Inc = L->getInc();
  const clang::Expr *StepExpr = nullptr;
  if (const auto *UO = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (UO->isIncrementOp() && varOf(UO->getSubExpr()) == VD)
      Step = 1;
  } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Inc)) {
    if (varOf(BO->getLHS()) == VD) {
      if (BO->getOpcode() == BO_AddAssign)
        StepExpr = BO->getRHS();
      else if (BO->getOpcode() == BO_Assign)
        if (const auto *Add =
                dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts()))
          if (Add->getOpcode() == BO_Add && varOf(Add->getLHS()) == VD)
            StepExpr = Add->getRHS();
    }
  }
  auto Constant = [&](const clang::Expr *E) -> std::optional<int64_t> {
    auto V = Eval.intValue(E);
    auto C = V ? V->asConstant() : std::nullopt;
    if (!C || !C->isInteger())
      return std::nullopt;
    return static_cast<int64_t>(C->num());
  };
  if (StepExpr)
    if (auto S = Constant(StepExpr))
      Step = *S;
  if (Step <= 0)
    return std::nullopt;
  // Nothing but the loop itself writes the counter inside it.
  if (auto It = BW.Writes.find(VD); It != BW.Writes.end())
    for (const Write &W : It->second) {
      if (W.Escape)
        return std::nullopt;
      if (W.S != Inc && W.S != L->getInit() &&
          contains(Eval.sourceManager(), L, W.S->getBeginLoc()))
        return std::nullopt;
    }
  auto First = Constant(FirstExpr);
  auto Last = Constant(Bound);
  if (!First || !Last)
    return std::nullopt;
  int64_t Span = *Last - *First + (Op == BO_LE ? 1 : 0);
  if (Op == BO_NE && (Span < 0 || Span % Step != 0))
    return std::nullopt;
  CountedLoop CL;
  CL.Loop = L;
  CL.Counter = VD;
  CL.First = *First;
  CL.Step = Step;
  CL.Trips = Span <= 0 ? 0 : static_cast<uint64_t>((Span + Step - 1) / Step);
  return CL;
}

std::optional<Expr> hostInteger(std::optional<Expr> V) {
  if (auto C = V ? V->asConstant() : std::nullopt;
      C && (C->num() > INT64_MAX || C->num() < INT64_MIN))
    return std::nullopt;
  return V;
}

std::pair<IntegerType, IntegerType> compoundTypes(const ASTContext &Ctx,
                                                  const Stmt *Write) {
  if (const auto *CAO = dyn_cast<CompoundAssignOperator>(Write))
    return {integerTypeOf(Ctx, CAO->getComputationResultType()),
            integerTypeOf(Ctx, CAO->getType())};
  const auto *E = dyn_cast<clang::Expr>(Write);
  IntegerType T = E ? integerTypeOf(Ctx, E->getType()) : IntegerType();
  return {T, T};
}

} // namespace roofline
