//===- LoopTripCount.cpp - Trip counts of kernel loops --------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A loop is derived when it has an induction variable: set before the loop,
// compared against a bound in the condition, stepped once per iteration
// (++, --, += c, -= c, *= c, <<= c, >>= c, /= c) and not otherwise written in
// the body. Its trip count is a constant (a loop whose every value is known
// is run, in its counter's type) or an expression in the bound and start.
//
//===----------------------------------------------------------------------===//

#include "LoopTripCount.h"

#include "CounterRange.h"
#include "LoopVars.h"

using namespace clang;

namespace roofline {

namespace {

/// Largest trip count simulated for loops whose every value is a constant.
constexpr int64_t MaxSimulatedTrips = 1 << 20;

} // namespace

std::optional<Step> TripCounter::stepOf(const clang::Expr *E,
                                        const VarDecl *IV) const {
  if (!E)
    return std::nullopt;
  E = E->IgnoreParenImpCasts();
  // `a += aStep, b += bStep`: the side that steps IV (the other must not).
  if (const auto *Comma = dyn_cast<BinaryOperator>(E))
    if (Comma->getOpcode() == BO_Comma) {
      auto L = stepOf(Comma->getLHS(), IV);
      auto R = stepOf(Comma->getRHS(), IV);
      if (L && !R && !modifiedVars(Comma->getRHS()).count(IV))
        return L;
      if (R && !L && !modifiedVars(Comma->getLHS()).count(IV))
        return R;
      return std::nullopt;
    }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (!UO->isIncrementDecrementOp() || referencedVar(UO->getSubExpr()) != IV)
      return std::nullopt;
    return Step{StepKind::Add, Expr(UO->isIncrementOp() ? 1 : -1)};
  }
  const auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO || referencedVar(BO->getLHS()) != IV)
    return std::nullopt;
  BinaryOperatorKind Op = BO->getOpcode();
  const clang::Expr *RHS = BO->getRHS();
  if (Op == BO_Assign) {
    // i = i + c, i = i - c, i = i * c, i = i / c, i = i >> c
    const auto *Inner = dyn_cast<BinaryOperator>(RHS->IgnoreParenImpCasts());
    if (!Inner || referencedVar(Inner->getLHS()) != IV)
      return std::nullopt;
    Op = Inner->getOpcode();
    RHS = Inner->getRHS();
  }
  auto C = SymbolicValue(RHS);
  if (!C)
    return std::nullopt;
  switch (Op) {
  case BO_AddAssign:
  case BO_Add:
    return Step{StepKind::Add, *C};
  case BO_SubAssign:
  case BO_Sub:
    return Step{StepKind::Add, -*C};
  case BO_MulAssign:
  case BO_Mul:
    return Step{StepKind::Mul, *C};
  case BO_DivAssign:
  case BO_Div:
    return Step{StepKind::Div, *C};
  case BO_ShlAssign:
  case BO_Shl:
  case BO_ShrAssign:
  case BO_Shr: {
    auto K = C->asConstant();
    if (!K || !K->isInteger() || K->isNegative() || K->num() > 62)
      return std::nullopt;
    Expr Pow(static_cast<int64_t>(1) << static_cast<int>(K->num()));
    bool Left = Op == BO_ShlAssign || Op == BO_Shl;
    return Step{Left ? StepKind::Mul : StepKind::Div, Pow};
  }
  default:
    return std::nullopt;
  }
}

TripCounter::Derived TripCounter::derive(const VarDecl *IV, const Expr &Start,
                                         const clang::Expr *Cond,
                                         const clang::Expr *StepExpr,
                                         const std::string &J) {
  CounterLeaves.reset();
  CounterNarrow.reset();
  Derived D;
  D.Trip = deriveCount(IV, Start, Cond, StepExpr, J);
  D.Leaves = std::move(CounterLeaves);
  D.Narrow = std::move(CounterNarrow);
  return D;
}

std::optional<TripCount> TripCounter::deriveCount(const VarDecl *IV,
                                                  const Expr &Start,
                                                  const clang::Expr *Cond,
                                                  const clang::Expr *StepExpr,
                                                  const std::string &J) {
  const auto *Cmp =
      Cond ? dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts()) : nullptr;
  if (!Cmp || !Cmp->isComparisonOp())
    return std::nullopt;
  BinaryOperatorKind Op = Cmp->getOpcode();
  const clang::Expr *BoundE;
  if (referencedVar(Cmp->getLHS()) == IV) {
    BoundE = Cmp->getRHS();
  } else if (referencedVar(Cmp->getRHS()) == IV) {
    BoundE = Cmp->getLHS();
    Op = BinaryOperator::reverseComparisonOp(Op);
  } else {
    // `offset + stride <= BM`: IV plus or minus a loop-invariant term on one
    // side moves to the other: `offset <= BM - stride`.
    std::optional<Expr> Shift; // what is added to IV on its side
    const clang::Expr *Other = nullptr;
    bool IVLeft = true;
    for (const clang::Expr *Side : {Cmp->getLHS(), Cmp->getRHS()}) {
      const auto *Sum = dyn_cast<BinaryOperator>(Side->IgnoreParenImpCasts());
      if (!Sum || (Sum->getOpcode() != BO_Add && Sum->getOpcode() != BO_Sub))
        continue;
      const clang::Expr *Term = nullptr;
      bool Negate = Sum->getOpcode() == BO_Sub;
      if (referencedVar(Sum->getLHS()) == IV)
        Term = Sum->getRHS();
      else if (Sum->getOpcode() == BO_Add && referencedVar(Sum->getRHS()) == IV)
        Term = Sum->getLHS();
      if (!Term)
        continue;
      auto T = SymbolicValue(Term);
      if (!T)
        return std::nullopt;
      Shift = Negate ? -*T : *T;
      IVLeft = Side == Cmp->getLHS();
      Other = IVLeft ? Cmp->getRHS() : Cmp->getLHS();
      break;
    }
    if (!Shift)
      return std::nullopt;
    auto OtherValue = SymbolicValue(Other);
    if (!OtherValue)
      return std::nullopt;
    if (!IVLeft)
      Op = BinaryOperator::reverseComparisonOp(Op);
    return deriveAgainst(IV, Start, Op, *OtherValue - *Shift, StepExpr, J,
                         Cmp->getLHS()->getType());
  }
  auto Bound = BoundValue(BoundE, Op);
  if (!Bound)
    return std::nullopt;
  return deriveAgainst(IV, Start, Op, *Bound, StepExpr, J,
                       Cmp->getLHS()->getType());
}

std::optional<TripCount>
TripCounter::deriveAgainst(const VarDecl *IV, const Expr &Start,
                           BinaryOperatorKind Op, const Expr &BoundIn,
                           const clang::Expr *StepExpr, const std::string &J,
                           QualType CompareType) {
  std::optional<Expr> Bound = BoundIn;
  auto S = stepOf(StepExpr, IV);
  if (!S)
    return std::nullopt;

  // Every value known: run it.
  auto C0 = Start.asConstant(), CB = Bound->asConstant(),
       CS = S->Amount.asConstant();
  if (C0 && CB && CS && C0->isInteger() && CB->isInteger() && CS->isInteger())
    return constantTripCount(IV, Start, Op, *S, *C0, *CB, *CS, J, CompareType);

  // A symbolic bound the counter's type cannot reach (`unsigned char i;
  // i < n` with n an int): the count holds only while the bound fits. An
  // int counter against a 64-bit size is the common idiom and not noted.
  if (auto Counter = integerRange(Ctx, IV->getType()))
    if (auto Compare = integerRange(Ctx, CompareType))
      if (Counter->Bits < Ctx.getIntWidth(Ctx.IntTy) &&
          Counter->Hi < Compare->Hi && !(CB && CB->isInteger()))
        CounterNarrow = "loop counter '" + IV->getName().str() + "' (" +
                        describeRange(*Counter, IV->getType(), true) +
                        ") is narrower than its bound (" +
                        CompareType.getUnqualifiedType().getAsString() +
                        "): counted as if the bound stays within it";

  switch (S->Kind) {
  case StepKind::Add: {
    Expr Index = Start + S->Amount * Expr::symbol(J);
    bool Negative = CS && CS->isNegative();
    bool Positive = !CS || !CS->isNegative(); // a symbolic stride counts up
    if (Op == BO_LT && Positive && !(CS && CS->isZero()))
      return TripCount{Expr::ceilDiv(*Bound - Start, S->Amount), Index};
    if (Op == BO_LE && Positive && !(CS && CS->isZero())) {
      // ceil((E - a + 1) / c) and floor((E - a) / c) + 1 are equal for c > 0;
      // report the one that reads shorter (`ceil(wA / 16)`, `floor(128 / b)`).
      Expr Up = Expr::ceilDiv(*Bound - Start + Expr(1), S->Amount);
      Expr Down = Expr::floorDiv(*Bound - Start, S->Amount) + Expr(1);
      return TripCount{Down.str().size() < Up.str().size() ? Down : Up, Index};
    }
    if ((Op == BO_GT || Op == BO_GE) && Negative) {
      Expr Span = Start - *Bound + Expr(Op == BO_GE ? 1 : 0);
      return TripCount{Expr::ceilDiv(Span, -S->Amount), Index};
    }
    if (Op == BO_NE && CS && (CS->num() == 1 || CS->num() == -1) &&
        CS->isInteger())
      return TripCount{CS->num() == 1 ? *Bound - Start : Start - *Bound, Index};
    return std::nullopt;
  }
  case StepKind::Mul: {
    // Doubling from 0 (or below) never reaches the bound.
    auto C0Start = Start.asConstant();
    if (!CS || *CS != Rational(2) || (C0Start && !(*C0Start > Rational(0))))
      return std::nullopt;
    if (Op == BO_LT)
      return TripCount{Expr::ceilLog2(Expr::ceilDiv(*Bound, Start)),
                       std::nullopt,
                       {},
                       Start};
    if (Op == BO_LE)
      return TripCount{Expr::floorLog2(Expr::floorDiv(*Bound, Start)) + 1,
                       std::nullopt,
                       {},
                       Start};
    return std::nullopt;
  }
  case StepKind::Div: {
    if (!CS || *CS != Rational(2))
      return std::nullopt;
    // Halving while s > E: floor(s / 2^t) > E  <=>  2^t <= s / (E + 1).
    auto E0 = Bound->asConstant();
    if (!E0 || !E0->isInteger() || E0->isNegative())
      return std::nullopt;
    if (Op == BO_GT || (Op == BO_NE && E0->isZero()))
      return TripCount{Expr::floorLog2(Expr::floorDiv(Start, *Bound + 1)) + 1,
                       std::nullopt,
                       {},
                       Start};
    if (Op == BO_GE && !E0->isZero())
      return TripCount{Expr::floorLog2(Expr::floorDiv(Start, *Bound)) + 1,
                       std::nullopt,
                       {},
                       Start};
    return std::nullopt;
  }
  }
  return std::nullopt;
}

std::optional<TripCount> TripCounter::constantTripCount(
    const VarDecl *IV, const Expr &Start, BinaryOperatorKind Op, const Step &S,
    const Rational &C0, const Rational &CB, const Rational &CS,
    const std::string &J, QualType CompareType) {
  __int128 V = C0.num(), B = CB.num(), D = CS.num();
  auto Holds = [&](__int128 X) {
    switch (Op) {
    case BO_LT:
      return X < B;
    case BO_LE:
      return X <= B;
    case BO_GT:
      return X > B;
    case BO_GE:
      return X >= B;
    case BO_NE:
      return X != B;
    case BO_EQ:
      return X == B;
    default:
      return false;
    }
  };
  // The counter's values are its type's: one that leaves the type before
  // the condition fails wraps or overflows, and is never counted.
  auto Counter = integerRange(Ctx, IV->getType());
  auto Compare = integerRange(Ctx, CompareType);
  if (S.Kind == StepKind::Add && Counter && Compare) {
    ConstantTrip T = constantAddTrip(V, D, Op, B, *Counter, *Compare);
    if (T.K == ConstantTrip::Exact)
      return TripCount{Expr(Rational(T.Count, 1)),
                       Start + S.Amount * Expr::symbol(J)};
    if (T.K == ConstantTrip::Leaves) {
      bool Up = D > 0 || (D == 0 && V >= 0);
      CounterLeaves = "its counter '" + IV->getName().str() + "' (" +
                      describeRange(*Counter, IV->getType(), Up) + ") " +
                      (Counter->Signed ? "overflows" : "wraps") +
                      " before the condition fails";
      return std::nullopt;
    }
  }
  if (S.Kind == StepKind::Add && D != 0) {
    // Closed form, so that huge constant loops cost nothing to derive.
    __int128 N = 0;
    if (Op == BO_LT && D > 0)
      N = B > V ? (B - V + D - 1) / D : 0;
    else if (Op == BO_LE && D > 0)
      N = B >= V ? (B - V) / D + 1 : 0;
    else if (Op == BO_GT && D < 0)
      N = V > B ? (V - B + (-D) - 1) / (-D) : 0;
    else if (Op == BO_GE && D < 0)
      N = V >= B ? (V - B) / (-D) + 1 : 0;
    else if (Op == BO_NE && (B - V) % D == 0 && (B - V) / D >= 0)
      N = (B - V) / D;
    else if (Holds(V))
      return std::nullopt; // runs forever or never terminates cleanly
    return TripCount{Expr(Rational(N, 1)), Start + S.Amount * Expr::symbol(J)};
  }
  if ((S.Kind == StepKind::Mul && D >= 2 && V >= 1) ||
      (S.Kind == StepKind::Div && D >= 2)) {
    int64_t N = 0;
    std::vector<int64_t> Values{static_cast<int64_t>(V)};
    auto Counter = integerRange(Ctx, IV->getType());
    while (Holds(V) && N < MaxSimulatedTrips) {
      V = S.Kind == StepKind::Mul ? V * D : V / D;
      ++N;
      if (Counter && !Counter->contains(V)) {
        CounterLeaves = "its counter '" + IV->getName().str() + "' (" +
                        describeRange(*Counter, IV->getType(), true) + ") " +
                        (Counter->Signed ? "overflows" : "wraps") +
                        " before the condition fails";
        return std::nullopt;
      }
      Values.push_back(static_cast<int64_t>(V));
      if (S.Kind == StepKind::Div && V == 0 && Holds(V)) {
        N = -1; // stuck at zero
        break;
      }
    }
    if (N < 0 || N >= MaxSimulatedTrips)
      return std::nullopt;
    TripCount T{Expr(N), std::nullopt, {}, Expr(Rational(C0.num(), 1))};
    T.Values = std::move(Values); // each condition's value: N + 1 of them
    return T;
  }
  return std::nullopt;
}

} // namespace roofline
