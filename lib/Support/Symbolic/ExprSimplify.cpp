//===- ExprSimplify.cpp - Simplifying constructors of atoms ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The constructors that keep the atoms in normal form: floor and ceil
// division, mod, min, max, log2, indicators and sums (closed where the body
// is a polynomial in the index).
//
// Simplifications assume what the analyzer needs: symbols stand for integers,
// so a polynomial with integer coefficients has an integer value, and divisors
// are not zero. With that, `floorDiv(16*M + N, 16)` is `M + floor(N / 16)`,
// `floorDiv(N*b + 3, b)` is `N + floor(3 / b)` and `mod(8*N, 4)` is `0`.
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Expr.h"

#include "BoxSum.h"
#include "ExprInternals.h"

#include <utility>

namespace roofline {

using namespace exprimpl;

//===----------------------------------------------------------------------===//
// Division and logarithms
//===----------------------------------------------------------------------===//

namespace exprimpl {

/// Whether Divisor divides Mono factor by factor (every atom of Divisor occurs
/// in Mono with at least its exponent); if so, Quotient is Mono / Divisor.
bool divideMonomial(const Monomial &Mono, const Monomial &Divisor,
                    Monomial &Quotient) {
  Quotient.clear();
  size_t IM = 0, ID = 0;
  while (ID < Divisor.size()) {
    if (IM == Mono.size())
      return false;
    int C = compareAtom(*Mono[IM].A, *Divisor[ID].A);
    if (C < 0) {
      Quotient.push_back(Mono[IM++]);
      continue;
    }
    if (C > 0 || Mono[IM].Exp < Divisor[ID].Exp)
      return false;
    if (Mono[IM].Exp > Divisor[ID].Exp)
      Quotient.push_back(Factor{Mono[IM].A, Mono[IM].Exp - Divisor[ID].Exp});
    ++IM;
    ++ID;
  }
  Quotient.insert(Quotient.end(), Mono.begin() + IM, Mono.end());
  return true;
}

/// C with A == C * B, when B is not zero and A is a constant multiple of it.
std::optional<Rational> constantRatio(const Expr &A, const Expr &B) {
  const std::vector<Term> &TA = termsOf(A), &TB = termsOf(B);
  if (TB.empty())
    return std::nullopt;
  if (TA.empty())
    return Rational();
  if (TA.size() != TB.size())
    return std::nullopt;
  // Same monomials in the same order, coefficients in one proportion.
  Rational C = TA[0].Coef / TB[0].Coef;
  for (size_t Idx = 0; Idx < TA.size(); ++Idx)
    if (compareMonomial(TA[Idx].Mono, TB[Idx].Mono) != 0 ||
        TA[Idx].Coef != TB[Idx].Coef * C)
      return std::nullopt;
  return C;
}

} // namespace exprimpl

namespace {

Expr makeAtom(AtomKind Kind, std::vector<Expr> Ops) {
  return atomExpr(
      std::make_shared<const Atom>(Atom{Kind, std::string(), std::move(Ops)}));
}

/// Splits A into Quotient*D + Rest, where D is the single term Divisor (a
/// coefficient times a possibly empty monomial, not zero) and Quotient collects
/// the terms of A that are an integer multiple of D: the monomial of D divides
/// theirs and the coefficient ratio is an integer. Quotient is then
/// integer-valued, because every monomial is (symbols stand for integers and
/// every other atom has an integer value).
void splitMultiples(const Expr &A, const Term &Divisor, Expr &Quotient,
                    Expr &Rest) {
  TermMap Q;
  std::vector<Term> R;
  Monomial QMono;
  for (const Term &T : termsOf(A)) {
    Rational Ratio = T.Coef / Divisor.Coef;
    if (Ratio.isInteger() && divideMonomial(T.Mono, Divisor.Mono, QMono))
      accumulate(Q, QMono, Ratio);
    else
      R.push_back(T);
  }
  Quotient = fromMap(Q);
  Rest = makeExpr(std::move(R));
}

/// A = P + c with P integer-valued and a multiple of g (the gcd of its
/// integer coefficients) and c an integer. With G = gcd(g, D) > 1, P + c -
/// r for r = c mod G is a multiple of G, and so is D: adding r < G never
/// crosses a multiple of D, so floor(A / D) = floor((A - r) / D) and mod(A,
/// D) = mod(A - r, D) + r. This is what makes a warp's lanes comparable:
/// with idx = 256*b + 32*w + lane and 32 | D, floor(idx / D) is the same for
/// every lane and mod(idx, D) grows by one per lane. The r to take out, when
/// not 0.
std::optional<Int> residueBelowStep(const Expr &A, Int D) {
  Int G = 0;
  Rational C;
  for (const Term &T : termsOf(A)) {
    if (T.Mono.empty()) {
      C = T.Coef;
      continue;
    }
    // P must be integer-valued: a min, max or remainder of a fraction, or a
    // sum, need not be.
    if (!T.Coef.isInteger() || !isIntegerValued(makeExpr({Term{T.Mono, 1}})))
      return std::nullopt;
    G = gcdOf(G, T.Coef.num());
  }
  if (G == 0 || !C.isInteger())
    return std::nullopt;
  Int Step = gcdOf(G, D);
  if (Step <= 1)
    return std::nullopt;
  Int R = C.num() % Step;
  if (R < 0)
    R += Step;
  if (R == 0)
    return std::nullopt;
  return R;
}

/// floor(A / B), ceil(A / B) or mod(A, B) (Kind), simplified. The divisor is
/// assumed not zero where the expression is used (divisors are loop strides
/// and tile sizes), so that every integer multiple of B in A comes out:
/// floor((Q*B + R) / B) = Q + floor(R / B) and mod(Q*B + R, B) = mod(R, B)
/// when Q is integer-valued. B a constant or a single term: term by term; any
/// other B: only when A is exactly an integer multiple of B. A zero divisor
/// keeps the atom (it has no value).
Expr divisionOp(AtomKind Kind, const Expr &A, const Expr &B) {
  std::optional<Rational> CB = B.asConstant();
  if (CB && CB->isZero())
    return makeAtom(Kind, {A, B});
  if (std::optional<Rational> CA = A.asConstant(); CA && CB) {
    Int Floor = (*CA / *CB).floor();
    switch (Kind) {
    case AtomKind::FloorDiv:
      return Expr(fromInt(Floor));
    case AtomKind::CeilDiv:
      return Expr(fromInt((*CA / *CB).ceil()));
    default:
      return Expr(*CA - *CB * fromInt(Floor));
    }
  }
  const std::vector<Term> &TB = termsOf(B);
  if (TB.size() == 1) {
    Expr Quotient, Rest;
    splitMultiples(A, TB[0], Quotient, Rest);
    if (!Quotient.isZero()) {
      Expr Inner = Rest.isZero() ? Expr() : divisionOp(Kind, Rest, B);
      return Kind == AtomKind::Mod ? Inner : Quotient + Inner;
    }
  } else if (std::optional<Rational> K = constantRatio(A, B);
             K && K->isInteger()) {
    return Kind == AtomKind::Mod ? Expr() : Expr(*K);
  }
  if (A.isZero())
    return Expr();
  if (Kind != AtomKind::CeilDiv && CB && CB->isInteger() && !CB->isNegative())
    if (std::optional<Int> R = residueBelowStep(A, CB->num())) {
      Expr Inner = divisionOp(Kind, A - Expr(fromInt(*R)), B);
      return Kind == AtomKind::Mod ? Inner + Expr(fromInt(*R)) : Inner;
    }
  return makeAtom(Kind, {A, B});
}

} // namespace

namespace exprimpl {

unsigned bitLength(UInt V) {
  unsigned N = 0;
  for (; V != 0; V >>= 1)
    ++N;
  return N;
}

/// floor(log2(V)) for V >= 1.
Int floorLog2Of(const Rational &V) {
  return static_cast<Int>(bitLength(static_cast<UInt>(V.floor())) - 1);
}

/// ceil(log2(V)) for V >= 1: the least K with 2^K >= ceil(V).
Int ceilLog2Of(const Rational &V) {
  return static_cast<Int>(bitLength(static_cast<UInt>(V.ceil()) - 1));
}

} // namespace exprimpl

//===----------------------------------------------------------------------===//
// Indicators and sums
//===----------------------------------------------------------------------===//

namespace exprimpl {

UInt magnitudeOf(Int V) { return V < 0 ? UInt(0) - UInt(V) : UInt(V); }

Int gcdOf(Int A, Int B) {
  UInt X = magnitudeOf(A), Y = magnitudeOf(B);
  while (Y != 0) {
    UInt T = X % Y;
    X = Y;
    Y = T;
  }
  return static_cast<Int>(X);
}

/// [D op 0] in canonical form. D = P + C with C its constant term is scaled
/// by a positive factor so that P has integer coefficients with no common
/// divisor; P is integer-valued (symbols stand for integers), so the
/// constant can then be rounded: [P + C < 0] is [P - ceil(-C) < 0], [P + C <=
/// 0] is [P - floor(-C) - 1 < 0] (LE becomes LT), and [P + C == 0] is 0 when
/// C is not an integer. [D == 0] and [D != 0] also make the leading
/// coefficient of P positive. A constant D folds to 0 or 1.
Expr makeIndicator(Expr::Cmp Op, const Expr &D) {
  Rational C;
  std::vector<Term> P;
  for (const Term &T : termsOf(D)) {
    if (T.Mono.empty())
      C = T.Coef;
    else
      P.push_back(T);
  }
  auto Truth = [](bool B) { return Expr(B ? 1 : 0); };
  if (P.empty()) {
    switch (Op) {
    case Expr::Cmp::LT:
      return Truth(C.isNegative());
    case Expr::Cmp::LE:
      return Truth(!(Rational() < C));
    case Expr::Cmp::EQ:
      return Truth(C.isZero());
    case Expr::Cmp::NE:
      return Truth(!C.isZero());
    }
  }
  // Scale = lcm(denominators) / gcd(numerators times that lcm).
  Rational Lcm(1);
  for (const Term &T : P) {
    Int Den = T.Coef.den();
    Lcm = Lcm * Rational(Den / gcdOf(Lcm.num(), Den), 1);
  }
  Int Content = 0;
  for (const Term &T : P)
    Content = gcdOf(Content, (T.Coef * Lcm).num());
  Rational Scale = Lcm / Rational(Content, 1);
  bool Equality = Op == Expr::Cmp::EQ || Op == Expr::Cmp::NE;
  if (Equality && P[0].Coef.isNegative())
    Scale = -Scale;
  for (Term &T : P)
    T.Coef = T.Coef * Scale;
  Rational NegC = -(C * Scale); // P op NegC.
  Rational K;                   // [P - K < 0] or [P - K == 0].
  AtomKind Kind = AtomKind::IndicatorLT;
  switch (Op) {
  case Expr::Cmp::LT:
    K = fromInt(NegC.ceil());
    break;
  case Expr::Cmp::LE:
    K = fromInt(NegC.floor()) + Rational(1);
    break;
  case Expr::Cmp::EQ:
  case Expr::Cmp::NE:
    if (!NegC.isInteger())
      return Truth(Op == Expr::Cmp::NE);
    K = NegC;
    Kind = Op == Expr::Cmp::EQ ? AtomKind::IndicatorEQ : AtomKind::IndicatorNE;
    break;
  }
  if (!K.isZero())
    P.push_back(Term{Monomial(), -K});
  return makeAtom(Kind, {makeExpr(std::move(P))});
}

Expr::Cmp cmpOf(AtomKind Kind) {
  switch (Kind) {
  case AtomKind::IndicatorEQ:
    return Expr::Cmp::EQ;
  case AtomKind::IndicatorNE:
    return Expr::Cmp::NE;
  default:
    return Expr::Cmp::LT;
  }
}

} // namespace exprimpl

namespace {

/// Whether T is c * J^k * (factors without J), k <= MaxSumDegree.
bool polynomialIn(const Term &T, const std::string &J) {
  for (const Factor &F : T.Mono) {
    if (F.A->Kind == AtomKind::Symbol) {
      if (F.A->Name == J && F.Exp > MaxSumDegree)
        return false;
    } else if (mentionsName(atomExpr(F.A), J)) {
      return false;
    }
  }
  return true;
}

Expr makeSumAtom(const std::string &J, const Expr &Count, const Expr &Body) {
  return atomExpr(std::make_shared<const Atom>(
      Atom{AtomKind::Sum, J, std::vector<Expr>{Count, Body}}));
}

} // namespace

//===----------------------------------------------------------------------===//
// Expr
//===----------------------------------------------------------------------===//

Expr Expr::floorDiv(const Expr &A, const Expr &B) {
  return divisionOp(AtomKind::FloorDiv, A, B);
}

Expr Expr::ceilDiv(const Expr &A, const Expr &B) {
  return divisionOp(AtomKind::CeilDiv, A, B);
}

Expr Expr::mod(const Expr &A, const Expr &B) {
  return divisionOp(AtomKind::Mod, A, B);
}

Expr Expr::min(const Expr &A, const Expr &B) {
  if (A == B)
    return A;
  if (std::optional<Rational> D = (A - B).asConstant())
    return D->isNegative() ? A : B;
  if (compareExpr(A, B) < 0)
    return makeAtom(AtomKind::Min, {A, B});
  return makeAtom(AtomKind::Min, {B, A});
}

Expr Expr::max(const Expr &A, const Expr &B) {
  if (A == B)
    return A;
  if (std::optional<Rational> D = (A - B).asConstant())
    return D->isNegative() ? B : A;
  if (compareExpr(A, B) < 0)
    return makeAtom(AtomKind::Max, {A, B});
  return makeAtom(AtomKind::Max, {B, A});
}

Expr Expr::floorLog2(const Expr &A) {
  std::optional<Rational> C = A.asConstant();
  if (C && *C >= Rational(1))
    return Expr(fromInt(floorLog2Of(*C)));
  return makeAtom(AtomKind::FloorLog2, {A});
}

Expr Expr::ceilLog2(const Expr &A) {
  std::optional<Rational> C = A.asConstant();
  if (C && *C >= Rational(1))
    return Expr(fromInt(ceilLog2Of(*C)));
  return makeAtom(AtomKind::CeilLog2, {A});
}

Expr Expr::indicator(Cmp Op, const Expr &A, const Expr &B) {
  return makeIndicator(Op, A - B);
}

Expr Expr::sum(const std::string &J, const Expr &Count, const Expr &Body) {
  if (std::optional<Expr> Closed = sumOver(J, Count, Body))
    return *Closed;
  if (Count.isZero())
    return Expr();
  // The terms that sumOver can close are closed; the others stay in the atom.
  std::vector<Term> Closed, Rest;
  for (const Term &T : termsOf(Body))
    (polynomialIn(T, J) ? Closed : Rest).push_back(T);
  Expr Result = makeSumAtom(J, Count, makeExpr(std::move(Rest)));
  if (!Closed.empty())
    Result += *sumOver(J, Count, makeExpr(std::move(Closed)));
  return Result;
}

std::optional<Expr> Expr::sumOver(const std::string &J, const Expr &Count,
                                  const Expr &Body) {
  if (!Body.dependsOn(J))
    return Count * Body;
  constexpr unsigned MaxDegree = MaxSumDegree;
  // Body = sum over K of Coefs[K] * J^K.
  TermMap Coefs[MaxDegree + 1];
  for (const Term &T : termsOf(Body)) {
    unsigned K = 0;
    Monomial Rest;
    for (const Factor &F : T.Mono) {
      if (F.A->Kind == AtomKind::Symbol && F.A->Name == J) {
        K = F.Exp;
        continue;
      }
      if (F.A->Kind != AtomKind::Symbol && mentionsName(atomExpr(F.A), J))
        return std::nullopt;
      Rest.push_back(F);
    }
    if (K > MaxDegree)
      return std::nullopt;
    accumulate(Coefs[K], Rest, T.Coef);
  }
  Expr Result;
  for (unsigned K = 0; K <= MaxDegree; ++K) {
    Expr C = fromMap(Coefs[K]);
    if (C.isZero())
      continue;
    Expr Closed;
    Expr CountPower(1);
    for (const auto &[N, D] : powerSumCoefs(K)) {
      if (N != 0)
        Closed += CountPower * Expr(Rational(N, D));
      CountPower *= Count;
    }
    Result += C * Closed;
  }
  return Result;
}

} // namespace roofline
