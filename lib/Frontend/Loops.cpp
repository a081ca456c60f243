//===- Loops.cpp - The walk of kernel loops -------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A loop with an induction variable (LoopTripCount.cpp derives its trip
// count) has its body walked once with the induction variable as a fresh
// symbol J (iteration number), then summed over J = 0 .. trip-1, which is what
// makes triangular nests exact. The condition runs trip + 1 times, the
// increment trip times.
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"

#include "LoopVars.h"

#include "clang/AST/ParentMapContext.h"

#include <tuple>

using namespace clang;

namespace roofline {

namespace {

bool referencesVar(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    if (DRE->getDecl() == V)
      return true;
  for (const Stmt *Child : S->children())
    if (referencesVar(Child, V))
      return true;
  return false;
}

/// Whether S uses V where a value cannot be affine in it: a shift by V
/// (`1 << i`) or a power with V in its exponent (`__powf(2, i)`, `exp2f(i)`).
/// A loop on V whose values are all known is then unrolled, so that each
/// iteration sees V as a number.
bool usesAsExponent(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
    BinaryOperatorKind Op = BO->getOpcode();
    if ((Op == BO_Shl || Op == BO_Shr || Op == BO_ShlAssign ||
         Op == BO_ShrAssign) &&
        referencesVar(BO->getRHS(), V))
      return true;
  }
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = Call->getDirectCallee();
        FD && FD->getDeclName().isIdentifier()) {
      StringRef N = FD->getName();
      N.consume_front("__builtin_");
      N.consume_front("__");
      if (N.ends_with("f"))
        N = N.drop_back();
      if (N == "pow" || N == "exp2" || N == "ldexp" || N == "scalbn")
        for (const clang::Expr *Arg : Call->arguments())
          if (referencesVar(Arg, V))
            return true;
    }
  for (const Stmt *Child : S->children())
    if (usesAsExponent(Child, V))
      return true;
  return false;
}

/// `A = &A[k]`, `A = A + k`, `A = k + A` or `A = A - k`: (A, k, sign), or
/// nothing when the assignment is none of these.
std::tuple<const clang::Expr *, const clang::Expr *, int>
rebasedStep(const BinaryOperator *Assign) {
  const VarDecl *V = referencedVar(Assign->getLHS());
  const clang::Expr *R = Assign->getRHS()->IgnoreParenImpCasts();
  if (!V)
    return {nullptr, nullptr, 1};
  if (const auto *UO = dyn_cast<UnaryOperator>(R);
      UO && UO->getOpcode() == UO_AddrOf)
    if (const auto *AS =
            dyn_cast<ArraySubscriptExpr>(UO->getSubExpr()->IgnoreParens());
        AS && referencedVar(AS->getBase()) == V)
      return {Assign->getLHS(), AS->getIdx(), 1};
  if (const auto *BO = dyn_cast<BinaryOperator>(R);
      BO && (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub) &&
      BO->getType()->isPointerType()) {
    if (referencedVar(BO->getLHS()) == V)
      return {Assign->getLHS(), BO->getRHS(),
              BO->getOpcode() == BO_Sub ? -1 : 1};
    if (BO->getOpcode() == BO_Add && referencedVar(BO->getRHS()) == V)
      return {Assign->getLHS(), BO->getLHS(), 1};
  }
  return {nullptr, nullptr, 1};
}

} // namespace

bool KernelAnalyzer::containsExit(const Stmt *S, bool InNested) {
  if (!S)
    return false;
  if (isa<ReturnStmt>(S))
    return true;
  if (isa<BreakStmt>(S))
    return !InNested;
  // The side of an `if` a constant condition never takes cannot exit.
  if (const auto *If = dyn_cast<IfStmt>(S))
    if (auto Taken = Consts.condition(If->getCond()))
      return containsExit(*Taken ? If->getThen() : If->getElse(), InNested);
  bool Nested = InNested ||
                isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt>(S);
  for (const Stmt *Child : S->children())
    if (containsExit(Child, Nested))
      return true;
  return false;
}

void KernelAnalyzer::walkFor(const ForStmt *For) {
  walkStmt(For->getInit());
  walkStmt(For->getConditionVariableDeclStmt());
  const VarDecl *IV = nullptr;
  if (const auto *Cmp = dyn_cast_or_null<BinaryOperator>(
          For->getCond() ? For->getCond()->IgnoreParenImpCasts() : nullptr)) {
    // The variable the increment steps, named on one side of the condition
    // alone or in `IV + x` / `IV - x`.
    std::vector<const VarDecl *> Candidates;
    for (const clang::Expr *Side : {Cmp->getLHS(), Cmp->getRHS()}) {
      Candidates.push_back(referencedVar(Side));
      if (const auto *Sum =
              dyn_cast<BinaryOperator>(Side->IgnoreParenImpCasts()))
        if (Sum->isAdditiveOp()) {
          Candidates.push_back(referencedVar(Sum->getLHS()));
          Candidates.push_back(referencedVar(Sum->getRHS()));
        }
    }
    for (const VarDecl *V : Candidates) {
      if (V && Trips.stepOf(For->getInc(), V)) {
        IV = V;
        break;
      }
    }
  }
  walkLoopBody(For, IV, For->getCond(), For->getInc(), For->getBody(),
               /*IsDo=*/false, nullptr);
}

void KernelAnalyzer::walkWhile(const Stmt *Loop, const clang::Expr *Cond,
                               const Stmt *Body, bool IsDo) {
  // `i = a; while (i < E) { ...; i += c; }`: find the one statement of the
  // body that steps a variable of the condition.
  const VarDecl *IV = nullptr;
  const clang::Expr *StepStmt = nullptr;
  const auto *Cmp =
      Cond ? dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts()) : nullptr;
  const auto *CS = dyn_cast_or_null<CompoundStmt>(Body);
  if (Cmp && CS && Cmp->isComparisonOp()) {
    for (const clang::Expr *Side : {Cmp->getLHS(), Cmp->getRHS()}) {
      const VarDecl *V = referencedVar(Side);
      if (!V)
        continue;
      const clang::Expr *Found = nullptr;
      unsigned Count = 0;
      for (const Stmt *Child : CS->body()) {
        const auto *E = dyn_cast<clang::Expr>(Child);
        if (E && Trips.stepOf(E, V)) {
          Found = E;
          ++Count;
        } else if (modifiedVars(Child).count(V)) {
          Count = 2; // written elsewhere too
        }
      }
      if (Count == 1) {
        IV = V;
        StepStmt = Found;
        break;
      }
    }
  }
  walkLoopBody(Loop, IV, Cond, nullptr, Body, IsDo, StepStmt);
}

void KernelAnalyzer::walkLoopBody(const Stmt *Loop, const VarDecl *IV,
                                  const clang::Expr *Cond,
                                  const clang::Expr *Inc, const Stmt *Body,
                                  bool IsDo, const clang::Expr *StepInBody) {
  std::string J = freshSymbol(IV ? IV->getName().str() : "loop");
  std::set<const ValueDecl *> Modified = modifiedVars(Body);
  for (const ValueDecl *D : modifiedVars(Inc))
    Modified.insert(D);
  const clang::Expr *Step = Inc ? Inc : StepInBody;
  bool IVWrittenInBody = IV && Inc && modifiedVars(Body).count(IV);

  // The bound is read with every variable the loop writes unknown.
  std::optional<VarState> IVState;
  if (const VarState *S = IV ? Env.find(IV) : nullptr)
    IVState = *S;
  // Launch mode: where each pointer the loop steps pointed before it.
  std::map<const ValueDecl *, Address> PointerStart;
  if (Mode.tracksAddresses())
    for (const ValueDecl *D : Modified)
      if (const VarState *S = Env.find(D);
          S && S->Addr && D->getType()->isPointerType())
        PointerStart[D] = *S->Addr;
  for (const ValueDecl *D : Modified)
    if (D != IV)
      Env.forgetWritten(D);
  std::string UnknownWhy = "trip count could not be derived";
  std::optional<TripCount> Trip = loopTripCount(
      Loop, IV, Cond, Step, Body, IsDo, IVWrittenInBody, J, UnknownWhy);
  if (Trip && Trip->IndexValue) {
    // For notes: iteration J is IV = Start + Stride*J, so J = (IV - Start) /
    // Stride.
    Expr Start = Trip->IndexValue->substitute(J, Expr(0));
    auto Stride =
        (Trip->IndexValue->substitute(J, Expr(1)) - Start).asConstant();
    if (Stride && !Stride->isZero())
      FreshNames[J] =
          (Expr::symbol(IV->getName().str()) - Start).divideBy(*Stride);
  }
  if (IV) {
    Env.state(IV).Value.reset();
    if (Trip && Trip->IndexValue)
      Env.state(IV).Value = Trip->IndexValue;
    else if (Trip) {
      // Known count, index not affine: an opaque per-iteration symbol lets
      // guards on it classify as index guards (`if (tid < s)`).
      Env.state(IV).Value = Expr::symbol(J + "'");
      FreshNames[J + "'"] = Expr::symbol(IV->getName().str());
    }
  }

  // Pointers stepped once per iteration by a loop-invariant amount
  // (`A += BK;` in a tiled matmul): in iteration J they point J steps on.
  std::map<const ValueDecl *, Expr> PointerStep;
  if (Trip && !PointerStart.empty())
    PointerStep = pointerSteps(Body, Inc, PointerStart, J);

  // A counting loop whose values are all known and that uses its index as an
  // exponent (`p = 1 << i`, `p = __powf(2, i)`) is unrolled like the
  // doubling loops below, so that guards such as `ty % p == 0` are index
  // guards with a number for p in every iteration.
  constexpr int64_t MaxUnrolledCounting = 64;
  if (Trip && !IsDo && Trip->Values.empty() && Trip->IndexValue &&
      Trip->Count.isConstant() && usesAsExponent(Body, IV)) {
    auto N = Trip->Count.asConstant();
    if (N && N->isInteger() && !N->isNegative() &&
        N->num() <= MaxUnrolledCounting) {
      std::vector<int64_t> Values;
      for (int64_t K = 0; K <= static_cast<int64_t>(N->num()); ++K) {
        auto V = Trip->IndexValue->substitute(J, Expr(K)).asConstant();
        if (!V || !V->isInteger()) {
          Values.clear();
          break;
        }
        Values.push_back(static_cast<int64_t>(V->num()));
      }
      Trip->Values = std::move(Values);
    }
  }

  SourceLocation Loc = Loop->getBeginLoc();
  // Launch mode, a doubling or halving loop whose values are all known (the
  // reduction's `s = blockDim.x / 2; s > 0; s >>= 1` once blockDim.x is):
  // unrolled, so that guards on the induction variable (`if (tid < s)`) are
  // exact in every iteration.
  constexpr size_t MaxUnrolled = 64;
  if (Trip && !IsDo && !Trip->Values.empty() &&
      Trip->Values.size() <= MaxUnrolled + 1) {
    walkUnrolledLoop(*Trip, IV, Cond, Inc, Body, Modified, PointerStart,
                     PointerStep, Loc);
    return;
  }

  for (const auto &[D, Bytes] : PointerStep) {
    Address A = PointerStart[D];
    A.Offset = A.Offset + Expr::symbol(J) * Bytes;
    Env.state(D).Addr = A;
  }
  CostVector *Saved = Cur;
  CostVector CondCost, BodyCost;
  Cur = &CondCost;
  walkRValue(Cond);
  Cur = &BodyCost;
  walkStmt(Body);
  walkStmt(Inc);
  Cur = Saved;

  if (containsExit(Body, false))
    assume(DiagId::LoopEarlyExit,
           "loop may exit early; counted for its full trip count", Loc);

  if (!Trip) {
    assume(DiagId::UnknownTripCount,
           UnknownWhy + "; loop counted as running once", Loc);
    *Cur += CondCost.scaled(Expr(IsDo ? 1 : 2)).repeatAccesses(IsDo ? 1 : 2);
    *Cur += BodyCost;
  } else {
    addSummedCost(*Trip, CondCost, BodyCost, J, IsDo, Loc);
  }
  // After the loop, what it wrote is unknown (the exit value of the index
  // included: loops are rarely read past their end in kernels).
  for (const ValueDecl *D : Modified)
    Env.forgetWritten(D);
  if (IV && Env.tracks(IV)) {
    Env.state(IV).Value.reset();
    if (IVState)
      Env.state(IV).PointsTo = IVState->PointsTo;
  }
}

std::optional<TripCount>
KernelAnalyzer::loopTripCount(const Stmt *Loop, const VarDecl *IV,
                              const clang::Expr *Cond, const clang::Expr *Step,
                              const Stmt *Body, bool IsDo, bool IVWrittenInBody,
                              const std::string &J, std::string &UnknownWhy) {
  TripCounter::Derived Derived;
  if (IV && !IVWrittenInBody) {
    std::optional<Expr> Start;
    if (const VarState *S = Env.find(IV))
      Start = S->Value;
    else if (isa<ParmVarDecl>(IV) && IV->getDeclContext() == Kernel)
      Start = parameterValue(IV); // `for (; n > 0; --n)`
    if (Start)
      Derived = Trips.derive(IV, *Start, Cond, Step, J);
  }
  std::optional<TripCount> &Trip = Derived.Trip;
  if (Trip && Derived.Narrow)
    assume(DiagId::NarrowLoopCounter, *Derived.Narrow, Loop->getBeginLoc());
  // A constant loop whose counter wraps or overflows before its condition
  // fails never ends, unless something in its body leaves it: the kernel has
  // no roofline then, and a count would be a wrong number.
  if (!Trip && Derived.Leaves) {
    std::string Why = *Derived.Leaves;
    if (!containsExit(Body, false)) {
      SourceLoc L = resolve(Loop->getBeginLoc());
      std::string Where = "line " + std::to_string(L.Line);
      if (L.File != Out.Loc.File)
        Where = L.File + ":" + std::to_string(L.Line);
      throw LoopNeverEnds("the loop at " + Where + " never ends: " + Why);
    }
    UnknownWhy = Why + " (the loop can leave early)";
  }
  // A count that can come out negative once values are bound (`n - 64`,
  // `hi - lo`, a thread past the bound of `k = threadIdx.x; k < 10`) is zero,
  // not negative; a do loop runs at least once.
  if (Trip && !Trip->Count.isConstant()) {
    // Not for a bound on an outer loop's index (`j = i; j < n`): nests are
    // written so that it holds, and the clamp would keep the sum over the
    // outer loop from its closed form.
    bool PerThread = false, Nested = false;
    for (const std::string &Sym : Trip->Count.symbols()) {
      PerThread = PerThread || isIndexSymbol(Sym);
      Nested = Nested || Sym.find('#') != std::string::npos;
    }
    if ((Mode.sumsOverThreads() && PerThread) ||
        (!Nested && Trip->Count.hasNegativeTerm()))
      Trip->Count = Expr::max(Expr(0), Trip->Count);
    if (IsDo)
      Trip->Count = Expr::max(Expr(1), Trip->Count);
  } else if (Trip && IsDo && Trip->Count.isZero()) {
    Trip->Count = Expr(1);
  }
  return Trip;
}

void KernelAnalyzer::walkUnrolledLoop(
    const TripCount &Trip, const VarDecl *IV, const clang::Expr *Cond,
    const clang::Expr *Inc, const Stmt *Body,
    const std::set<const ValueDecl *> &Modified,
    std::map<const ValueDecl *, Address> &PointerStart,
    const std::map<const ValueDecl *, Expr> &PointerStep, SourceLocation Loc) {
  Out.Loops.push_back({resolve(Loc), Trip.Count});
  if (containsExit(Body, false))
    assume(DiagId::LoopEarlyExit,
           "loop may exit early; counted for its full trip count", Loc);
  for (const auto &[D, Bytes] : PointerStep)
    Env.state(D).Addr =
        PointerStart[D]; // the body steps it, iteration by iteration
  for (size_t K = 0; K < Trip.Values.size(); ++K) {
    Env.state(IV).Value = Expr(Trip.Values[K]);
    walkRValue(Cond);
    if (K + 1 == Trip.Values.size())
      break; // the exit test
    walkStmt(Body);
    Env.state(IV).Value = Expr(Trip.Values[K]);
    walkStmt(Inc);
  }
  for (const ValueDecl *D : Modified)
    Env.forgetWritten(D);
  Env.state(IV).Value.reset();
}

void KernelAnalyzer::addSummedCost(const TripCount &Trip, CostVector &CondCost,
                                   CostVector &BodyCost, const std::string &J,
                                   bool IsDo, SourceLocation Loc) {
  // Notes speak of the outer loops' variables, not of iteration numbers.
  Out.Loops.push_back({resolve(Loc), Trip.Count.substitute(FreshNames)});
  bool Summed = true;
  auto SumOver = [&](const CostVector &C, const Expr &Count) {
    return C.map([&](const Expr &E) {
      if (!E.dependsOn(J) && !E.dependsOn(J + "'"))
        return E * Count;
      if (!E.dependsOn(J + "'")) {
        if (auto S = Expr::sumOver(J, Count, E))
          return *S;
        // Launch mode: guards that depend on the iteration (`if (k < i)`)
        // are summed exactly once the launch's values are known.
        if (Mode.sumsOverThreads())
          return Expr::sum(J, Count, E);
      }
      Summed = false;
      // Cost varies per iteration in a way that has no closed form: count
      // every iteration like the first.
      Expr First = E.substitute(J, Expr(0));
      if (Trip.Start)
        First = First.substitute(J + "'", *Trip.Start);
      return First * Count;
    });
  };
  *Cur += SumOver(BodyCost, Trip.Count);
  *Cur += SumOver(CondCost, IsDo ? Trip.Count : Trip.Count + 1);
  // Accesses keep their iteration symbol and learn the loop's range.
  auto AddLoop = [&](CostVector &C, const Expr &Count) {
    for (GlobalAccess &A : C.Accesses) {
      A.Loops.push_back({J, Count});
      Cur->Accesses.push_back(std::move(A));
    }
    for (GlobalAccess &A : C.SharedAccesses) {
      A.Loops.push_back({J, Count});
      Cur->SharedAccesses.push_back(std::move(A));
    }
  };
  AddLoop(BodyCost, Trip.Count);
  AddLoop(CondCost, IsDo ? Trip.Count : Trip.Count + 1);
  if (!Summed)
    assume(DiagId::UnknownTripCount,
           "per-iteration cost varies in a way that could not be summed; "
           "every iteration counted like the first",
           Loc);
}

std::map<const ValueDecl *, Expr> KernelAnalyzer::pointerSteps(
    const Stmt *Body, const clang::Expr *Inc,
    const std::map<const ValueDecl *, Address> &Pointers,
    const std::string &J) {
  // Candidate statements: the body's own top-level statements and the
  // increment (a comma list of them).
  std::vector<const clang::Expr *> Stmts;
  std::vector<const Stmt *> Others;
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(Body)) {
    for (const Stmt *C : CS->body())
      if (const auto *E = dyn_cast<clang::Expr>(C))
        Stmts.push_back(E);
      else
        Others.push_back(C);
  } else if (Body) {
    Others.push_back(Body);
  }
  std::vector<const clang::Expr *> Work;
  if (Inc)
    Work.push_back(Inc);
  while (!Work.empty()) {
    const clang::Expr *E = Work.back()->IgnoreParenImpCasts();
    Work.pop_back();
    if (const auto *BO = dyn_cast<BinaryOperator>(E);
        BO && BO->getOpcode() == BO_Comma) {
      Work.push_back(BO->getLHS());
      Work.push_back(BO->getRHS());
    } else {
      Stmts.push_back(E);
    }
  }
  std::map<const ValueDecl *, Expr> Steps;
  std::map<const ValueDecl *, int> Writes;
  for (const clang::Expr *E : Stmts) {
    E = E->IgnoreParenImpCasts();
    const clang::Expr *Target = nullptr, *Amount = nullptr;
    int Sign = 1;
    if (const auto *CAO = dyn_cast<CompoundAssignOperator>(E)) {
      if (CAO->getOpcode() == BO_AddAssign ||
          CAO->getOpcode() == BO_SubAssign) {
        Target = CAO->getLHS();
        Amount = CAO->getRHS();
        Sign = CAO->getOpcode() == BO_SubAssign ? -1 : 1;
      }
    } else if (const auto *UO = dyn_cast<UnaryOperator>(E);
               UO && UO->isIncrementDecrementOp()) {
      Target = UO->getSubExpr();
      Sign = UO->isDecrementOp() ? -1 : 1;
    } else if (const auto *BO = dyn_cast<BinaryOperator>(E);
               BO && BO->getOpcode() == BO_Assign) {
      // A pointer rebased on itself: `A = &A[k]`, `A = A + k`, `A = A - k`.
      std::tie(Target, Amount, Sign) = rebasedStep(BO);
    }
    const auto *DRE =
        Target ? dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts()) : nullptr;
    const ValueDecl *D = DRE ? DRE->getDecl() : nullptr;
    if (!D || !Pointers.count(D)) {
      for (const ValueDecl *M : modifiedVars(E))
        ++Writes[M];
      continue;
    }
    ++Writes[D];
    auto N = Amount ? symbolicValue(Amount) : std::optional<Expr>(Expr(1));
    auto Size = elementSize(D->getType()->getPointeeType());
    if (!N || !Size || N->dependsOn(J) || N->dependsOn(J + "'"))
      continue;
    Steps[D] = *N * Expr(Sign * *Size);
  }
  for (const Stmt *S : Others)
    for (const ValueDecl *M : modifiedVars(S))
      Writes[M] += 2;
  std::map<const ValueDecl *, Expr> Result;
  for (const auto &[D, Bytes] : Steps)
    if (Writes[D] == 1)
      Result.emplace(D, Bytes);
  return Result;
}

} // namespace roofline
