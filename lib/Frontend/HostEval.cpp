//===- HostEval.cpp - Values of host-code expressions ---------------------===//
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
//===----------------------------------------------------------------------===//

#include "HostEval.h"

#include "IntegerOps.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

#include <cmath>

using namespace clang;

namespace roofline {

namespace {

/// Host-side min/max helpers, as the device side knows them.
bool isMinMaxName(StringRef Name) {
  return Name == "min" || Name == "max" || Name == "umin" || Name == "umax" ||
         Name == "llmin" || Name == "llmax" || Name == "ullmin" ||
         Name == "ullmax";
}

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
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  if (P.isInvalid())
    return "an unknown place";
  return llvm::sys::path::filename(P.getFilename()).str() + ":" +
         std::to_string(P.getLine());
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

std::optional<HostValue> HostEvaluator::valueAt(const VarDecl *VD,
                                                unsigned Depth) {
  if (auto Counter = loopCounter(VD))
    return *Counter;
  HostEvalState::Key K{VD, Point.getRawEncoding()};
  auto It = St.Values.find(K);
  if (It != St.Values.end())
    return It->second;
  if (!St.InProgress.insert(K).second) { // `int n = n + 1`
    ++St.LimitHits;
    return std::nullopt;
  }
  unsigned Hits = St.LimitHits;
  std::optional<HostValue> V = replayValue(VD, Depth);
  St.InProgress.erase(K);
  if (V || St.LimitHits == Hits)
    St.Values.emplace(K, V);
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

/// Applies one write, its right side evaluated at the write.
bool HostEvaluator::replay(const Write &W, const VarDecl *VD, HostValue &V,
                           unsigned Depth) {
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
    auto New = applyIntegerOp(
        BinaryOperator::getOpForCompoundAssignment(BO->getOpcode()), *L, *R);
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
    Set(*I, *L + Expr(UO->isIncrementOp() ? 1 : -1));
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

std::optional<Expr> HostEvaluator::intValue(const clang::Expr *E,
                                            unsigned Depth) {
  if (!E || !enter(Depth))
    return std::nullopt;
  if (!E->isValueDependent() && !E->isTypeDependent() &&
      E->getType()->isIntegralOrEnumerationType()) {
    clang::Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx) && R.Val.getInt().getSignificantBits() <= 63)
      return Expr(R.Val.getInt().getExtValue());
  }
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    if (Cast->getCastKind() == CK_FloatingToIntegral)
      return floatToInt(Cast, Depth);
    auto V = intValue(Cast->getSubExpr(), Depth + 1);
    // A constant narrowed to a smaller integer type wraps as C++ says.
    if (V && Cast->getCastKind() == CK_IntegralCast)
      if (auto C = V->asConstant(); C && C->isInteger()) {
        QualType T = Cast->getType();
        llvm::APSInt Wide(
            llvm::APInt(64, static_cast<uint64_t>(C->num()), true), false);
        llvm::APSInt Narrow = Wide.extOrTrunc(Ctx.getIntWidth(T));
        Narrow.setIsUnsigned(T->isUnsignedIntegerOrEnumerationType());
        if (Narrow.getSignificantBits() > 63 && Narrow.isUnsigned())
          return std::nullopt;
        return Expr(Narrow.isUnsigned()
                        ? static_cast<int64_t>(Narrow.getZExtValue())
                        : Narrow.getSExtValue());
      }
    return V;
  }
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return intValue(FE->getSubExpr(), Depth + 1);
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
    return intValue(MT->getSubExpr(), Depth + 1);
  if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(E))
    return intValue(DA->getExpr(), Depth + 1);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *EC = dyn_cast<EnumConstantDecl>(DRE->getDecl()))
      return Expr(EC->getInitVal().getExtValue());
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD ||
        !VD->getType().getNonReferenceType()->isIntegralOrEnumerationType())
      return std::nullopt;
    if (VD->hasGlobalStorage() && !VD->isStaticLocal()) {
      if (VD->getType().isConstQualified() && VD->getInit())
        return intValue(VD->getInit(), Depth + 1);
      return globalValue(VD, Depth);
    }
    auto V = valueAt(VD, Depth);
    return V ? V->Int : std::nullopt;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    // -n; n++ reads n, ++n reads n + 1 (the write itself runs after the point).
    auto V = intValue(UO->getSubExpr(), Depth + 1);
    if (!V)
      return std::nullopt;
    switch (UO->getOpcode()) {
    case UO_LNot:
      if (auto K = V->asConstant())
        return Expr(K->isZero() ? 1 : 0);
      return std::nullopt;
    case UO_Plus:
    case UO_PostInc:
    case UO_PostDec:
      return V;
    case UO_Minus:
      return -*V;
    case UO_PreInc:
      return *V + Expr(1);
    case UO_PreDec:
      return *V - Expr(1);
    default:
      return std::nullopt;
    }
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    // deviceProp.multiProcessorCount: the GPU's, given per GPU placed on.
    QualType Base = ME->getBase()->getType();
    if (ME->isArrow() && Base->isPointerType())
      Base = Base->getPointeeType();
    if (const auto *RD = Base.getNonReferenceType()->getAsRecordDecl())
      if (RD->getName() == "cudaDeviceProp") {
        std::string Name =
            "cudaDeviceProp." + ME->getMemberDecl()->getName().str();
        St.Origins[Name] = "the device's property, read at " +
                           where(ME->getBeginLoc()) +
                           "; each GPU of the report gives its value";
        return Expr::symbol(Name);
      }
    // block.x
    if (!isDim3(ME->getBase()->getType())) {
      because("the member '" + ME->getMemberDecl()->getName().str() + "' at " +
              where(ME->getBeginLoc()));
      return std::nullopt;
    }
    int I = dimIndex(ME->getMemberDecl()->getName());
    auto D = dim3Value(ME->getBase(), Depth + 1);
    if (I < 0 || !D)
      return std::nullopt;
    return (*D)[I];
  }
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    return arrayElement(AS, Depth);
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isComparisonOp() && BO->getLHS()->getType()->isRealFloatingType()) {
      auto L = floatValue(BO->getLHS(), Depth + 1);
      auto R = floatValue(BO->getRHS(), Depth + 1);
      if (!L || !R)
        return std::nullopt;
      switch (BO->getOpcode()) {
      case BO_LT:
        return Expr(*L < *R ? 1 : 0);
      case BO_GT:
        return Expr(*L > *R ? 1 : 0);
      case BO_LE:
        return Expr(*L <= *R ? 1 : 0);
      case BO_GE:
        return Expr(*L >= *R ? 1 : 0);
      case BO_EQ:
        return Expr(*L == *R ? 1 : 0);
      default:
        return Expr(*L != *R ? 1 : 0);
      }
    }
    auto L = intValue(BO->getLHS(), Depth + 1);
    if (BO->isLogicalOp() && L)
      if (auto KL = L->asConstant()) {
        // && and || on a known left side: the right side may not matter.
        if (BO->getOpcode() == BO_LAnd && KL->isZero())
          return Expr(0);
        if (BO->getOpcode() == BO_LOr && !KL->isZero())
          return Expr(1);
        auto R = intValue(BO->getRHS(), Depth + 1);
        auto KR = R ? R->asConstant() : std::nullopt;
        if (!KR)
          return std::nullopt;
        return Expr(KR->isZero() ? 0 : 1);
      }
    auto R = intValue(BO->getRHS(), Depth + 1);
    if (!L || !R)
      return std::nullopt;
    if (BO->isComparisonOp()) {
      // On numbers only: a comparison of symbols is not a value.
      auto KL = L->asConstant(), KR = R->asConstant();
      if (!KL || !KR)
        return std::nullopt;
      bool V = false;
      switch (BO->getOpcode()) {
      case BO_LT:
        V = *KL < *KR;
        break;
      case BO_GT:
        V = *KR < *KL;
        break;
      case BO_LE:
        V = !(*KR < *KL);
        break;
      case BO_GE:
        V = !(*KL < *KR);
        break;
      case BO_EQ:
        V = *KL == *KR;
        break;
      default:
        V = !(*KL == *KR);
        break;
      }
      return Expr(V ? 1 : 0);
    }
    return applyIntegerOp(BO->getOpcode(), *L, *R);
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    const clang::Expr *Cond = CO->getCond();
    if (!Cond->isValueDependent()) {
      bool Taken;
      if (Cond->EvaluateAsBooleanCondition(Taken, Ctx))
        return intValue(Taken ? CO->getTrueExpr() : CO->getFalseExpr(),
                        Depth + 1);
      if (auto C = intValue(Cond, Depth + 1))
        if (auto K = C->asConstant())
          return intValue(K->isZero() ? CO->getFalseExpr() : CO->getTrueExpr(),
                          Depth + 1);
    }
    // `argc > 1 ? atoi(argv[1]) : 1024`: the default without arguments.
    bool T = readsMainParam(CO->getTrueExpr(), "argv");
    bool F = readsMainParam(CO->getFalseExpr(), "argv");
    if (readsMainParam(Cond, "argc") && T != F) {
      auto V = intValue(T ? CO->getFalseExpr() : CO->getTrueExpr(), Depth + 1);
      if (V)
        St.Assumptions.push_back(
            {diagId(DiagId::HostDefault),
             "the program runs without command-line arguments: " +
                 where(CO->getBeginLoc()) + " takes its default " + V->str(),
             {}});
      return V;
    }
    because("a condition evaluated at run time at " + where(CO->getBeginLoc()));
    return std::nullopt;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return callValue(Call, Depth);
  return std::nullopt;
}

std::optional<Expr> HostEvaluator::globalValue(const VarDecl *VD,
                                               unsigned Depth) {
  // A global the program sets once, by one plain assignment, to a value
  // that does not depend on where it is set (a constant, the device's
  // properties): taken as set before the launch, and said so.
  auto It = St.Globals ? St.Globals->find(VD->getCanonicalDecl())
                       : GlobalAssignments::const_iterator();
  if (!St.Globals || It == St.Globals->end() || It->second.Other ||
      It->second.Assigns.size() != 1) {
    because("the global '" + VD->getName().str() +
            "' (written in several places, or never)");
    return std::nullopt;
  }
  const auto &[Fn, Assign] = It->second.Assigns.front();
  HostEvaluator AtAssign(Ctx, Fn, Assign->getBeginLoc(), St, nullptr);
  auto Saved = std::move(St.Values);
  St.Values.clear();
  auto V = AtAssign.intValue(Assign->getRHS(), Depth + 1);
  St.Values = std::move(Saved);
  if (!V)
    return std::nullopt;
  for (const std::string &S : V->symbols())
    if (S.rfind("cudaDeviceProp.", 0) != 0)
      return std::nullopt;
  St.Assumptions.push_back({diagId(DiagId::HostDefault),
                            "the global '" + VD->getName().str() +
                                "' is taken as set at " +
                                where(Assign->getBeginLoc()) + " (" + V->str() +
                                ") before the launch",
                            {}});
  return V;
}

std::optional<Expr> HostEvaluator::arrayElement(const ArraySubscriptExpr *AS,
                                                unsigned Depth) {
  // sizes[j] of `int sizes[] = {32, 64}` that nothing writes
  const auto *DRE = dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || !VD->getType()->isArrayType() || !VD->getInit()) {
    because("an array element at " + where(AS->getBeginLoc()));
    return std::nullopt;
  }
  bool Const = Ctx.getBaseElementType(VD->getType()).isConstQualified();
  if (!Const) {
    if (VD->hasGlobalStorage() || VD->isStaticLocal()) {
      because("the array '" + VD->getName().str() + "' (not const)");
      return std::nullopt;
    }
    if (const Stmt *Body = Host->getBody()) {
      const BodyWrites &BW = bodyWrites(Body);
      if (BW.Writes.count(VD)) {
        because("the array '" + VD->getName().str() + "' is written at " +
                where(BW.Writes.at(VD).front().S->getBeginLoc()));
        return std::nullopt;
      }
    }
  }
  auto Index = intValue(AS->getIdx(), Depth + 1);
  auto K = Index ? Index->asConstant() : std::nullopt;
  if (!K || !K->isInteger() || K->isNegative())
    return std::nullopt;
  const auto *List =
      dyn_cast<InitListExpr>(VD->getInit()->IgnoreParenImpCasts());
  if (!List || K->num() >= static_cast<int64_t>(List->getNumInits()))
    return std::nullopt;
  HostEvaluator AtInit = at(VD->getInit()->getBeginLoc());
  return AtInit.intValue(List->getInit(static_cast<unsigned>(K->num())),
                         Depth + 1);
}

std::optional<Expr> HostEvaluator::callValue(const CallExpr *Call,
                                             unsigned Depth) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || !FD->getDeclName().isIdentifier()) {
    because("an indirect call at " + where(Call->getBeginLoc()));
    return std::nullopt;
  }
  StringRef Name = FD->getName();
  // min, umin, std::min, ... (std::min's name is "min").
  if (isMinMaxName(Name) && Call->getNumArgs() == 2) {
    auto A = intValue(Call->getArg(0), Depth + 1);
    auto B = intValue(Call->getArg(1), Depth + 1);
    if (!A || !B)
      return std::nullopt;
    return Name.ends_with("min") ? Expr::min(*A, *B) : Expr::max(*A, *B);
  }
  // std::forward / std::move of an integer: the value itself.
  if ((Name == "forward" || Name == "move") && Call->getNumArgs() == 1)
    return intValue(Call->getArg(0), Depth + 1);
  // ceil_div(a, b) and friends: `{ return E; }` with parameters bound.
  const FunctionDecl *Def = FD->getDefinition();
  const auto *Body =
      Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
  const auto *Ret = Body && Body->size() == 1
                        ? dyn_cast<ReturnStmt>(Body->body_front())
                        : nullptr;
  if (!Ret || !Ret->getRetValue() ||
      Call->getNumArgs() != Def->getNumParams()) {
    std::string Text = Name.str() + "(";
    if (Call->getNumArgs() > 0 && readsMainParam(Call->getArg(0), "argv"))
      Text += "argv";
    because(Text + ") at " + where(Call->getBeginLoc()));
    return std::nullopt;
  }
  // The helper's parameters take the arguments' values.
  Environment Args;
  for (unsigned I = 0; I < Def->getNumParams(); ++I) {
    const ParmVarDecl *P = Def->getParamDecl(I);
    auto A = argumentValue(Call->getArg(I), P->getType());
    if (!A)
      return std::nullopt;
    Args[P] = *A;
  }
  HostEvaluator Inner(Ctx, Def, Ret->getRetValue()->getBeginLoc(), St, &Args);
  // The helper's values do not depend on this point: a fresh memo.
  auto Saved = std::move(St.Values);
  St.Values.clear();
  auto R = Inner.intValue(Ret->getRetValue(), Depth + 1);
  St.Values = std::move(Saved);
  return R;
}

std::optional<HostValue> HostEvaluator::argumentValue(const clang::Expr *E,
                                                      QualType T) {
  HostValue V;
  T = T.getNonReferenceType();
  if (isDim3(T))
    V.Dim = dim3Value(E);
  else if (T->isRealFloatingType())
    V.Float = floatValue(E);
  else if (T->isIntegralOrEnumerationType())
    V.Int = intValue(E);
  else
    return V; // pointers and objects: nothing to know
  if (!V.Dim && !V.Float && !V.Int)
    return std::nullopt;
  return V;
}

std::optional<Dim3> HostEvaluator::dim3Value(const clang::Expr *E,
                                             unsigned Depth) {
  if (!E || !enter(Depth))
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
  if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(E))
    return dim3Value(DA->getExpr(), Depth + 1);
  if (!E->getType()->isIntegralOrEnumerationType() && !isDim3(E->getType()))
    return std::nullopt;
  if (E->getType()->isIntegralOrEnumerationType()) {
    auto X = intValue(E, Depth + 1);
    if (!X)
      return std::nullopt;
    return Dim3{*X, Expr(1), Expr(1)};
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    if (CE->getConstructor()->isCopyOrMoveConstructor() &&
        CE->getNumArgs() == 1)
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
    if (VD->hasGlobalStorage() && !VD->isStaticLocal()) {
      // Any function may change a global that is not const.
      if (VD->getType().isConstQualified() && VD->getInit())
        return dim3Value(VD->getInit(), Depth + 1);
      because("the global '" + VD->getName().str() + "'");
      return std::nullopt;
    }
    auto V = valueAt(VD, Depth);
    return V ? V->Dim : std::nullopt;
  }
  return std::nullopt;
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

} // namespace roofline
