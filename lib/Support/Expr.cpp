//===- Expr.cpp - Symbolic cost expressions -------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Canonical form: an expression is a vector of terms sorted by descending
// total degree, then lexicographically by monomial (so the constant comes
// last), with no zero coefficient and no repeated monomial. A monomial is a
// vector of (atom, positive exponent) sorted by atom with no repeated atom.
// Symbols sort before the other atoms, by name (bytewise); other atoms sort by
// kind and then by their (canonical) operands. Every constructor keeps this
// form, so structural comparison is cheap and printing is deterministic.
// Printing follows the canonical order except that, within one degree,
// positive terms come first: `n - i`, `8*N - 4`, `-N + 4`.
//
// Simplifications assume what the analyzer needs: symbols stand for integers,
// so a polynomial with integer coefficients has an integer value, and divisors
// are not zero. With that, `floorDiv(16*M + N, 16)` is `M + floor(N / 16)`,
// `floorDiv(N*b + 3, b)` is `N + floor(3 / b)` and `mod(8*N, 4)` is `0`.
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Expr.h"

#include "ExprInternals.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace roofline {

using namespace exprimpl;

struct Expr::Impl {
  /// Terms in print order, no zero coefficient, no repeated monomial.
  std::vector<Term> Terms;

  static const std::vector<Term> &terms(const Expr &E) { return E.I->Terms; }

  static Expr make(std::vector<Term> Terms) {
    if (Terms.empty())
      return Expr();
    return Expr(std::make_shared<const Impl>(Impl{std::move(Terms)}));
  }
};

namespace exprimpl {

const std::vector<Term> &termsOf(const Expr &E) { return Expr::Impl::terms(E); }

Expr makeExpr(std::vector<Term> Terms) {
  return Expr::Impl::make(std::move(Terms));
}

} // namespace exprimpl

namespace {

const std::shared_ptr<const Expr::Impl> &zeroImpl() {
  static const std::shared_ptr<const Expr::Impl> Zero =
      std::make_shared<const Expr::Impl>();
  return Zero;
}

//===----------------------------------------------------------------------===//
// Ordering
//===----------------------------------------------------------------------===//

int compareExpr(const Expr &A, const Expr &B);

template <typename T> int compareValues(const T &A, const T &B) {
  if (A < B)
    return -1;
  if (B < A)
    return 1;
  return 0;
}

int compareAtom(const Atom &A, const Atom &B) {
  if (&A == &B)
    return 0;
  if (A.Kind != B.Kind)
    return A.Kind < B.Kind ? -1 : 1;
  if (A.Kind == AtomKind::Symbol)
    return compareValues(A.Name, B.Name);
  size_t N = std::min(A.Ops.size(), B.Ops.size());
  for (size_t Idx = 0; Idx < N; ++Idx)
    if (int C = compareExpr(A.Ops[Idx], B.Ops[Idx]))
      return C;
  if (int C = compareValues(A.Ops.size(), B.Ops.size()))
    return C;
  return compareValues(A.Name, B.Name); // Empty but for sums.
}

unsigned long totalDegree(const Monomial &M) {
  unsigned long D = 0;
  for (const Factor &F : M)
    D += F.Exp;
  return D;
}

/// Negative when A prints before B: higher total degree first, then
/// lexicographically by factor (smaller atom first, then higher exponent).
int compareMonomial(const Monomial &A, const Monomial &B) {
  unsigned long DA = totalDegree(A), DB = totalDegree(B);
  if (DA != DB)
    return DA > DB ? -1 : 1;
  size_t N = std::min(A.size(), B.size());
  for (size_t Idx = 0; Idx < N; ++Idx) {
    if (int C = compareAtom(*A[Idx].A, *B[Idx].A))
      return C;
    if (A[Idx].Exp != B[Idx].Exp)
      return A[Idx].Exp > B[Idx].Exp ? -1 : 1;
  }
  return compareValues(A.size(), B.size());
}

int compareExpr(const Expr &A, const Expr &B) {
  const std::vector<Term> &TA = termsOf(A), &TB = termsOf(B);
  if (&TA == &TB)
    return 0;
  size_t N = std::min(TA.size(), TB.size());
  for (size_t Idx = 0; Idx < N; ++Idx) {
    if (int C = compareMonomial(TA[Idx].Mono, TB[Idx].Mono))
      return C;
    if (int C = compareValues(TA[Idx].Coef, TB[Idx].Coef))
      return C;
  }
  return compareValues(TA.size(), TB.size());
}

struct MonomialLess {
  bool operator()(const Monomial &A, const Monomial &B) const {
    return compareMonomial(A, B) < 0;
  }
};

using TermMap = std::map<Monomial, Rational, MonomialLess>;

void accumulate(TermMap &Map, const Monomial &Mono, const Rational &Coef) {
  auto [It, Inserted] = Map.try_emplace(Mono, Coef);
  if (!Inserted)
    It->second = It->second + Coef;
}

Expr fromMap(const TermMap &Map) {
  std::vector<Term> Terms;
  Terms.reserve(Map.size());
  for (const auto &[Mono, Coef] : Map)
    if (!Coef.isZero())
      Terms.push_back(Term{Mono, Coef});
  return makeExpr(std::move(Terms));
}

//===----------------------------------------------------------------------===//
// Arithmetic helpers
//===----------------------------------------------------------------------===//

Monomial multiplyMonomials(const Monomial &A, const Monomial &B) {
  Monomial R;
  R.reserve(A.size() + B.size());
  size_t IA = 0, IB = 0;
  while (IA < A.size() && IB < B.size()) {
    int C = compareAtom(*A[IA].A, *B[IB].A);
    if (C < 0) {
      R.push_back(A[IA++]);
    } else if (C > 0) {
      R.push_back(B[IB++]);
    } else {
      // [p]^k is [p].
      unsigned Exp = isIndicator(A[IA].A->Kind) ? 1 : A[IA].Exp + B[IB].Exp;
      R.push_back(Factor{A[IA].A, Exp});
      ++IA;
      ++IB;
    }
  }
  R.insert(R.end(), A.begin() + IA, A.end());
  R.insert(R.end(), B.begin() + IB, B.end());
  return R;
}

/// A + B, or A - B when Negate is set, by merging the sorted term lists.
Expr addExprs(const Expr &A, const Expr &B, bool Negate) {
  const std::vector<Term> &TA = termsOf(A), &TB = termsOf(B);
  std::vector<Term> R;
  R.reserve(TA.size() + TB.size());
  size_t IA = 0, IB = 0;
  auto TakeB = [&](const Term &T) {
    R.push_back(Term{T.Mono, Negate ? -T.Coef : T.Coef});
  };
  while (IA < TA.size() && IB < TB.size()) {
    int C = compareMonomial(TA[IA].Mono, TB[IB].Mono);
    if (C < 0) {
      R.push_back(TA[IA++]);
    } else if (C > 0) {
      TakeB(TB[IB++]);
    } else {
      Rational Sum =
          Negate ? TA[IA].Coef - TB[IB].Coef : TA[IA].Coef + TB[IB].Coef;
      if (!Sum.isZero())
        R.push_back(Term{TA[IA].Mono, Sum});
      ++IA;
      ++IB;
    }
  }
  for (; IA < TA.size(); ++IA)
    R.push_back(TA[IA]);
  for (; IB < TB.size(); ++IB)
    TakeB(TB[IB]);
  return makeExpr(std::move(R));
}

} // namespace

namespace exprimpl {

Expr scale(const Expr &E, const Rational &C) {
  if (C.isZero())
    return Expr();
  if (C == Rational(1))
    return E;
  std::vector<Term> R = termsOf(E);
  for (Term &T : R)
    T.Coef = T.Coef * C;
  return makeExpr(std::move(R));
}

} // namespace exprimpl

namespace {

Expr power(const Expr &E, unsigned Exp) {
  Expr R(1);
  for (unsigned Idx = 0; Idx < Exp; ++Idx)
    R = R * E;
  return R;
}

} // namespace

namespace exprimpl {

Expr atomExpr(AtomRef A) {
  return makeExpr({Term{Monomial{Factor{std::move(A), 1}}, Rational(1)}});
}

} // namespace exprimpl

namespace {

Expr makeAtom(AtomKind Kind, std::vector<Expr> Ops) {
  return atomExpr(
      std::make_shared<const Atom>(Atom{Kind, std::string(), std::move(Ops)}));
}

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

namespace {

UInt magnitudeOf(Int V) { return V < 0 ? UInt(0) - UInt(V) : UInt(V); }

} // namespace

namespace exprimpl {

Int gcdOf(Int A, Int B) {
  UInt X = magnitudeOf(A), Y = magnitudeOf(B);
  while (Y != 0) {
    UInt T = X % Y;
    X = Y;
    Y = T;
  }
  return static_cast<Int>(X);
}

} // namespace exprimpl

namespace {

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

namespace exprimpl {

/// Name, or Name with primes appended, that Taken does not hold.
std::string freshName(const std::string &Name,
                      const std::set<std::string> &Taken) {
  std::string Fresh = Name;
  while (Taken.count(Fresh))
    Fresh += "'";
  return Fresh;
}

} // namespace exprimpl

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

namespace exprimpl {

/// Names bound by the sum atoms around the current subexpression.
using BoundNames = std::vector<const std::string *>;

bool isBound(const BoundNames &Bound, const std::string &Name) {
  return std::any_of(Bound.begin(), Bound.end(),
                     [&](const std::string *B) { return *B == Name; });
}

void collectSymbols(const Expr &E, std::set<std::string> &Out,
                    BoundNames &Bound) {
  for (const Term &T : termsOf(E))
    for (const Factor &F : T.Mono) {
      if (F.A->Kind == AtomKind::Symbol) {
        if (!isBound(Bound, F.A->Name))
          Out.insert(F.A->Name);
      } else if (F.A->Kind == AtomKind::Sum) {
        collectSymbols(F.A->Ops[0], Out, Bound);
        Bound.push_back(&F.A->Name);
        collectSymbols(F.A->Ops[1], Out, Bound);
        Bound.pop_back();
      } else {
        for (const Expr &Op : F.A->Ops)
          collectSymbols(Op, Out, Bound);
      }
    }
}

void collectSymbols(const Expr &E, std::set<std::string> &Out) {
  BoundNames Bound;
  collectSymbols(E, Out, Bound);
}

} // namespace exprimpl

namespace {

template <typename PredT>
bool mentions(const Expr &E, const PredT &Pred, BoundNames &Bound) {
  for (const Term &T : termsOf(E))
    for (const Factor &F : T.Mono) {
      if (F.A->Kind == AtomKind::Symbol) {
        if (!isBound(Bound, F.A->Name) && Pred(F.A->Name))
          return true;
        continue;
      }
      if (F.A->Kind == AtomKind::Sum) {
        if (mentions(F.A->Ops[0], Pred, Bound))
          return true;
        Bound.push_back(&F.A->Name);
        bool InBody = mentions(F.A->Ops[1], Pred, Bound);
        Bound.pop_back();
        if (InBody)
          return true;
        continue;
      }
      for (const Expr &Op : F.A->Ops)
        if (mentions(Op, Pred, Bound))
          return true;
    }
  return false;
}

/// Whether E mentions a free symbol that Pred accepts.
template <typename PredT> bool mentions(const Expr &E, const PredT &Pred) {
  BoundNames Bound;
  return mentions(E, Pred, Bound);
}

} // namespace

namespace exprimpl {

bool mentionsName(const Expr &E, const std::string &Name) {
  return mentions(E, [&](const std::string &S) { return S == Name; });
}

} // namespace exprimpl

namespace {

bool hasIndicatorAtom(const Expr &E) {
  for (const Term &T : termsOf(E))
    for (const Factor &F : T.Mono) {
      if (isIndicator(F.A->Kind))
        return true;
      for (const Expr &Op : F.A->Ops)
        if (hasIndicatorAtom(Op))
          return true;
    }
  return false;
}

Expr rebuildAtom(const Atom &A, const std::vector<Expr> &Ops) {
  switch (A.Kind) {
  case AtomKind::Symbol:
    break;
  case AtomKind::FloorDiv:
    return Expr::floorDiv(Ops[0], Ops[1]);
  case AtomKind::CeilDiv:
    return Expr::ceilDiv(Ops[0], Ops[1]);
  case AtomKind::Mod:
    return Expr::mod(Ops[0], Ops[1]);
  case AtomKind::Min:
    return Expr::min(Ops[0], Ops[1]);
  case AtomKind::Max:
    return Expr::max(Ops[0], Ops[1]);
  case AtomKind::FloorLog2:
    return Expr::floorLog2(Ops[0]);
  case AtomKind::CeilLog2:
    return Expr::ceilLog2(Ops[0]);
  case AtomKind::IndicatorLT:
  case AtomKind::IndicatorEQ:
  case AtomKind::IndicatorNE:
    return makeIndicator(cmpOf(A.Kind), Ops[0]);
  case AtomKind::Sum:
    return Expr::sum(A.Name, Ops[0], Ops[1]);
  }
  return Expr();
}

Expr substituteAll(const Expr &E, const std::map<std::string, Expr> &Values);

/// sum(J < Count, Body) with Values substituted into Count and Body, J left
/// alone; J is renamed where a value would otherwise be captured by it.
Expr substituteSum(const Atom &A, const std::map<std::string, Expr> &Values) {
  const std::string &J = A.Name;
  Expr Count = substituteAll(A.Ops[0], Values);
  std::map<std::string, Expr> Inner = Values;
  Inner.erase(J);
  std::set<std::string> BodySymbols;
  collectSymbols(A.Ops[1], BodySymbols);
  BodySymbols.erase(J);
  std::set<std::string> Taken = BodySymbols;
  bool Captures = false;
  for (const std::string &S : BodySymbols) {
    auto It = Inner.find(S);
    if (It == Inner.end())
      continue;
    collectSymbols(It->second, Taken);
    Captures = Captures || mentionsName(It->second, J);
  }
  std::string Bound = J;
  if (Captures) {
    Bound = freshName(J + "'", Taken);
    Inner[J] = Expr::symbol(Bound);
  }
  return Expr::sum(Bound, Count, substituteAll(A.Ops[1], Inner));
}

Expr substituteAll(const Expr &E, const std::map<std::string, Expr> &Values) {
  if (!mentions(
          E, [&](const std::string &Name) { return Values.count(Name) != 0; }))
    return E;
  Expr Result;
  for (const Term &T : termsOf(E)) {
    Expr Product(T.Coef);
    for (const Factor &F : T.Mono) {
      Expr Base;
      if (F.A->Kind == AtomKind::Symbol) {
        auto It = Values.find(F.A->Name);
        Base = It == Values.end() ? atomExpr(F.A) : It->second;
      } else if (F.A->Kind == AtomKind::Sum) {
        Base = substituteSum(*F.A, Values);
      } else {
        std::vector<Expr> Ops;
        Ops.reserve(F.A->Ops.size());
        for (const Expr &Op : F.A->Ops)
          Ops.push_back(substituteAll(Op, Values));
        Base = rebuildAtom(*F.A, Ops);
      }
      Product = Product * power(Base, F.Exp);
    }
    Result += Product;
  }
  return Result;
}

/// E with every indicator atom replaced by Value, rebuilt and simplified.
Expr replaceIndicators(const Expr &E, bool Value) {
  if (!hasIndicatorAtom(E))
    return E;
  Expr Result;
  for (const Term &T : termsOf(E)) {
    Expr Product(T.Coef);
    for (const Factor &F : T.Mono) {
      Expr Base;
      if (isIndicator(F.A->Kind)) {
        Base = Expr(Value ? 1 : 0);
      } else if (F.A->Kind == AtomKind::Symbol) {
        Base = atomExpr(F.A);
      } else {
        std::vector<Expr> Ops;
        Ops.reserve(F.A->Ops.size());
        for (const Expr &Op : F.A->Ops)
          Ops.push_back(replaceIndicators(Op, Value));
        Base = rebuildAtom(*F.A, Ops);
      }
      Product = Product * power(Base, F.Exp);
    }
    Result += Product;
  }
  return Result;
}

} // namespace

namespace exprimpl {

std::optional<Rational> evaluateAtom(const Atom &A,
                                     const SymbolValues &Values) {
  if (A.Kind == AtomKind::Symbol) {
    auto It = Values.find(A.Name);
    if (It == Values.end())
      return std::nullopt;
    return It->second;
  }
  if (A.Kind == AtomKind::Sum) {
    std::optional<Rational> Count = evaluateExpr(A.Ops[0], Values);
    if (!Count || !Count->isInteger() || Count->isNegative() ||
        Rational(MaxSumIterations) < *Count)
      return std::nullopt;
    SymbolValues Inner = Values;
    auto J = Inner.insert_or_assign(A.Name, Rational()).first;
    Rational Sum;
    for (Int Idx = 0; Idx < Count->num(); ++Idx) {
      J->second = fromInt(Idx);
      std::optional<Rational> V = evaluateExpr(A.Ops[1], Inner);
      if (!V)
        return std::nullopt;
      Sum = Sum + *V;
    }
    return Sum;
  }
  std::vector<Rational> Ops;
  for (const Expr &Op : A.Ops) {
    std::optional<Rational> V = evaluateExpr(Op, Values);
    if (!V)
      return std::nullopt;
    Ops.push_back(*V);
  }
  switch (A.Kind) {
  case AtomKind::Symbol:
  case AtomKind::Sum:
    break;
  case AtomKind::IndicatorLT:
    return Rational(Ops[0].isNegative() ? 1 : 0);
  case AtomKind::IndicatorEQ:
    return Rational(Ops[0].isZero() ? 1 : 0);
  case AtomKind::IndicatorNE:
    return Rational(Ops[0].isZero() ? 0 : 1);
  case AtomKind::FloorDiv:
  case AtomKind::CeilDiv:
  case AtomKind::Mod: {
    if (Ops[1].isZero())
      return std::nullopt;
    Rational Q = Ops[0] / Ops[1];
    if (A.Kind == AtomKind::FloorDiv)
      return fromInt(Q.floor());
    if (A.Kind == AtomKind::CeilDiv)
      return fromInt(Q.ceil());
    return Ops[0] - Ops[1] * fromInt(Q.floor());
  }
  case AtomKind::Min:
    return std::min(Ops[0], Ops[1]);
  case AtomKind::Max:
    return std::max(Ops[0], Ops[1]);
  case AtomKind::FloorLog2:
  case AtomKind::CeilLog2:
    if (Ops[0] < Rational(1))
      return std::nullopt;
    return fromInt(A.Kind == AtomKind::FloorLog2 ? floorLog2Of(Ops[0])
                                                 : ceilLog2Of(Ops[0]));
  }
  return std::nullopt;
}

std::optional<Rational> evaluateExpr(const Expr &E,
                                     const SymbolValues &Values) {
  Rational Sum;
  for (const Term &T : termsOf(E)) {
    Rational Product = T.Coef;
    for (const Factor &F : T.Mono) {
      std::optional<Rational> V = evaluateAtom(*F.A, Values);
      if (!V)
        return std::nullopt;
      for (unsigned Idx = 0; Idx < F.Exp; ++Idx)
        Product = Product * *V;
    }
    Sum = Sum + Product;
  }
  return Sum;
}

} // namespace exprimpl

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

namespace {

bool isBareAtomPower(const Expr &E) {
  const std::vector<Term> &Terms = termsOf(E);
  return Terms.size() == 1 && Terms[0].Mono.size() == 1 &&
         Terms[0].Coef == Rational(1);
}

/// Whether an operand of `a / b` needs parentheses: anything but a
/// non-negative integer or a lone (power of an) atom.
bool needsParens(const Expr &E) {
  if (std::optional<Rational> C = E.asConstant())
    return C->isNegative() || !C->isInteger();
  return !isBareAtomPower(E);
}

std::string parenthesize(const Expr &E, bool Needed) {
  return Needed ? "(" + E.str() + ")" : E.str();
}

/// `[L < R]`, `[L <= R]`, `[L == R]`, `[L != R]` with the positive terms of
/// D on the left and the negative ones, negated, on the right. [D < 0] with
/// D = ... - 1 reads `[i <= n]` rather than `[i < n + 1]`.
std::string indicatorStr(const Atom &A) {
  std::vector<Term> Left, Right;
  Rational Const;
  for (const Term &T : termsOf(A.Ops[0])) {
    if (T.Mono.empty())
      Const = T.Coef;
    if (T.Coef.isNegative())
      Right.push_back(Term{T.Mono, -T.Coef});
    else
      Left.push_back(T);
  }
  Expr L = makeExpr(std::move(Left)), R = makeExpr(std::move(Right));
  const char *Op = "<";
  if (A.Kind == AtomKind::IndicatorEQ) {
    Op = "==";
  } else if (A.Kind == AtomKind::IndicatorNE) {
    Op = "!=";
  } else if (Const == Rational(-1) && !R.isConstant()) {
    Op = "<=";
    R -= Expr(1);
  }
  return "[" + L.str() + " " + Op + " " + R.str() + "]";
}

std::string atomStr(const Atom &A) {
  auto Div = [&](const char *Fn) {
    return std::string(Fn) + "(" +
           parenthesize(A.Ops[0], needsParens(A.Ops[0])) + " / " +
           parenthesize(A.Ops[1], needsParens(A.Ops[1])) + ")";
  };
  auto Call = [&](const char *Fn) {
    std::string S = std::string(Fn) + "(";
    for (size_t Idx = 0; Idx < A.Ops.size(); ++Idx)
      S += (Idx ? ", " : "") + A.Ops[Idx].str();
    return S + ")";
  };
  switch (A.Kind) {
  case AtomKind::Symbol:
    return A.Name;
  case AtomKind::FloorDiv:
    return Div("floor");
  case AtomKind::CeilDiv:
    return Div("ceil");
  case AtomKind::Mod:
    return Call("mod");
  case AtomKind::Min:
    return Call("min");
  case AtomKind::Max:
    return Call("max");
  case AtomKind::FloorLog2:
    return "floor(" + Call("log2") + ")";
  case AtomKind::CeilLog2:
    return "ceil(" + Call("log2") + ")";
  case AtomKind::IndicatorLT:
  case AtomKind::IndicatorEQ:
  case AtomKind::IndicatorNE:
    return indicatorStr(A);
  case AtomKind::Sum:
    return "sum(" + A.Name + " < " + A.Ops[0].str() + ", " + A.Ops[1].str() +
           ")";
  }
  return std::string();
}

std::string monomialStr(const Monomial &M) {
  std::string S;
  for (const Factor &F : M) {
    if (!S.empty())
      S += "*";
    S += atomStr(*F.A);
    if (F.Exp != 1)
      S += "^" + std::to_string(F.Exp);
  }
  return S;
}

/// `|C|` as text, without ever negating (which could overflow).
std::string magnitudeStr(const Rational &C) {
  std::string S = C.str();
  return C.isNegative() ? S.substr(1) : S;
}

//===----------------------------------------------------------------------===//
// Asymptotic growth for limitRatio
//===----------------------------------------------------------------------===//
//
// limitRatio lets every symbol grow with one parameter t -> infinity, in one of
// two ways (GrowthMode). Scale multiplies each symbol s by t (s -> s*t), so the
// coefficient of each order of t is a polynomial in the symbols: `hi - lo`
// grows like (hi - lo)*t. Replace substitutes t itself for each symbol, so
// every coefficient is a number: `hi - lo` becomes 0. A value is tracked as a
// finite sum of coefficient * t^D * log2(t)^L plus an error bound O(t^D *
// log(t)^L). Only symbols become coefficients; every other atom contributes
// through the growth of its operands.

/// The order t^D * log(t)^L; orders compare lexicographically, (D, L).
struct Order {
  int D = 0;
  int L = 0;
};

bool orderLess(const Order &A, const Order &B) {
  return A.D != B.D ? A.D < B.D : A.L < B.L;
}

struct OrderLess {
  bool operator()(const Order &A, const Order &B) const {
    return orderLess(A, B);
  }
};

std::optional<Order> maxOrder(std::optional<Order> A, std::optional<Order> B) {
  if (!A)
    return B;
  if (!B)
    return A;
  return orderLess(*A, *B) ? B : A;
}

Order mulOrder(const Order &A, const Order &B) {
  return Order{A.D + B.D, A.L + B.L};
}

Order divOrder(const Order &A, const Order &B) {
  return Order{A.D - B.D, A.L - B.L};
}

/// Coefficients by order, none zero: a sum of Coef * t^D * log2(t)^L.
using Poly = std::map<Order, Expr, OrderLess>;

void addToPoly(Poly &P, const Order &O, const Expr &Coef) {
  if (Coef.isZero())
    return;
  auto [It, Inserted] = P.try_emplace(O, Coef);
  if (!Inserted) {
    It->second += Coef;
    if (It->second.isZero())
      P.erase(It);
  }
}

/// P(t) + O(Err); no Err means P is exact.
struct Growth {
  Poly P;
  std::optional<Order> Err;
};

std::optional<Order> leadOrder(const Poly &P) {
  if (P.empty())
    return std::nullopt;
  return P.rbegin()->first;
}

const Expr &leadCoef(const Poly &P) { return P.rbegin()->second; }

/// The order of the whole value; none when it is identically zero.
std::optional<Order> boundOf(const Growth &G) {
  return maxOrder(leadOrder(G.P), G.Err);
}

/// Whether the leading term of P dominates the error.
bool leads(const Growth &G) {
  std::optional<Order> O = leadOrder(G.P);
  return O && (!G.Err || orderLess(*G.Err, *O));
}

Growth addGrowth(const Growth &A, const Growth &B, bool Negate) {
  Growth R = A;
  for (const auto &[O, Coef] : B.P)
    addToPoly(R.P, O, Negate ? -Coef : Coef);
  R.Err = maxOrder(A.Err, B.Err);
  return R;
}

Growth mulGrowth(const Growth &A, const Growth &B) {
  Growth R;
  for (const auto &[OA, CA] : A.P)
    for (const auto &[OB, CB] : B.P)
      addToPoly(R.P, mulOrder(OA, OB), CA * CB);
  std::optional<Order> BA = boundOf(A), BB = boundOf(B);
  if (A.Err && BB)
    R.Err = maxOrder(R.Err, mulOrder(*A.Err, *BB));
  if (B.Err && BA)
    R.Err = maxOrder(R.Err, mulOrder(*B.Err, *BA));
  return R;
}

/// Whether every coefficient of E is negative, so that E is negative when the
/// symbols are positive (as sizes are). A negative constant is.
bool evidentlyNegative(const Expr &E) {
  const std::vector<Term> &Terms = termsOf(E);
  return !Terms.empty() &&
         std::all_of(Terms.begin(), Terms.end(),
                     [](const Term &T) { return T.Coef.isNegative(); });
}

/// The polynomial Q with A == Q * B, when B divides A exactly (B not zero).
/// Division by leading terms: the canonical term order is graded
/// lexicographic, a monomial order, so if B divides A the leading term of B
/// divides that of every remainder, and the remainder ends at zero.
std::optional<Expr> divideCoef(const Expr &A, const Expr &B) {
  if (std::optional<Rational> C = B.asConstant()) {
    if (C->isZero())
      return std::nullopt;
    return scale(A, Rational(1) / *C);
  }
  constexpr unsigned MaxQuotientTerms = 256;
  const Term Lead = termsOf(B)[0];
  Expr Q, R = A;
  Monomial QMono;
  for (unsigned Step = 0; !R.isZero(); ++Step) {
    const Term &T = termsOf(R)[0];
    if (Step == MaxQuotientTerms || !divideMonomial(T.Mono, Lead.Mono, QMono))
      return std::nullopt;
    Expr QTerm = makeExpr({Term{QMono, T.Coef / Lead.Coef}});
    Q += QTerm;
    R -= QTerm * B;
  }
  return Q;
}

enum class GrowthMode { Scale, Replace };

class GrowthAnalysis {
public:
  explicit GrowthAnalysis(GrowthMode Mode) : Mode(Mode) {}

  std::optional<Growth> of(const Expr &E) const {
    Growth Sum;
    for (const Term &T : termsOf(E)) {
      Growth Product;
      Product.P[Order{0, 0}] = Expr(T.Coef);
      for (const Factor &F : T.Mono) {
        std::optional<Growth> G = ofAtom(F.A);
        if (!G)
          return std::nullopt;
        for (unsigned Idx = 0; Idx < F.Exp; ++Idx)
          Product = mulGrowth(Product, *G);
      }
      Sum = addGrowth(Sum, Product, /*Negate=*/false);
    }
    return Sum;
  }

private:
  /// Steps of long division before the rest goes into the error bound; a
  /// divisor with logarithms (t / (log2(t) + 1)) would never finish.
  static constexpr unsigned MaxDivisionSteps = 32;

  std::optional<Growth> ofAtom(const AtomRef &A) const {
    switch (A->Kind) {
    case AtomKind::Symbol: {
      Growth G;
      if (Bounded.count(A->Name))
        G.Err = Order{0, 0}; // A sum's index over a constant count.
      else
        G.P[Order{1, 0}] = Mode == GrowthMode::Scale ? atomExpr(A) : Expr(1);
      return G;
    }
    case AtomKind::IndicatorLT:
    case AtomKind::IndicatorEQ:
    case AtomKind::IndicatorNE: {
      // 0 or 1: bounded, and never known to lead.
      Growth G;
      G.Err = Order{0, 0};
      return G;
    }
    case AtomKind::Sum: {
      // A constant count times what the body is bounded by, its index
      // bounded too; a growing count is not analyzed.
      if (!A->Ops[0].isConstant())
        return std::nullopt;
      GrowthAnalysis Inner = *this;
      Inner.Bounded.insert(A->Name);
      std::optional<Growth> GB = Inner.of(A->Ops[1]);
      if (!GB)
        return std::nullopt;
      Growth G;
      G.Err = boundOf(*GB);
      return G;
    }
    case AtomKind::FloorDiv:
    case AtomKind::CeilDiv:
      return ofDivision(A->Ops[0], A->Ops[1]);
    case AtomKind::Mod: {
      // |mod(a, b)| < |b|.
      std::optional<Growth> GB = of(A->Ops[1]);
      if (!GB)
        return std::nullopt;
      std::optional<Order> BB = boundOf(*GB);
      if (!BB)
        return std::nullopt;
      Growth G;
      G.Err = BB;
      return G;
    }
    case AtomKind::Min:
    case AtomKind::Max: {
      std::optional<Growth> GA = of(A->Ops[0]), GB = of(A->Ops[1]);
      if (!GA || !GB)
        return std::nullopt;
      Growth Diff = addGrowth(*GA, *GB, /*Negate=*/true);
      if (leads(Diff))
        if (std::optional<Rational> C = leadCoef(Diff.P).asConstant()) {
          bool AIsSmaller = C->isNegative();
          bool PickA = (A->Kind == AtomKind::Min) == AIsSmaller;
          return PickA ? GA : GB;
        }
      // Undecided: min and max both lie within |A - B| of A.
      Growth G = *GA;
      G.Err = maxOrder(boundOf(Diff), GA->Err);
      return G;
    }
    case AtomKind::FloorLog2:
    case AtomKind::CeilLog2:
      return ofLog(A->Ops[0]);
    }
    return std::nullopt;
  }

  /// Growth of floor(A / B) or ceil(A / B): the quotient up to O(1).
  std::optional<Growth> ofDivision(const Expr &A, const Expr &B) const {
    std::optional<Growth> GA = of(A), GB = of(B);
    if (!GA || !GB)
      return std::nullopt;
    Growth R;
    R.Err = maxOrder(GA->Err, Order{0, 0});
    if (std::optional<Rational> C = B.asConstant()) {
      if (C->isZero())
        return std::nullopt;
      for (const auto &[O, Coef] : GA->P)
        R.P[O] = scale(Coef, Rational(1) / *C);
      return R;
    }
    if (!leads(*GB))
      return std::nullopt;
    Order OB = *leadOrder(GB->P);
    const Expr &LB = leadCoef(GB->P);
    // Long division down to order 1; what remains is o(1), inside the O(1)
    // that floor and ceil add anyway. A coefficient that does not divide
    // stops it early: the rest then goes into the error bound.
    Poly Rem = GA->P;
    for (unsigned Step = 0; Step < MaxDivisionSteps && !Rem.empty(); ++Step) {
      Order K = divOrder(*leadOrder(Rem), OB);
      if (orderLess(K, Order{0, 0}))
        break;
      std::optional<Expr> Q = divideCoef(leadCoef(Rem), LB);
      if (!Q)
        break;
      addToPoly(R.P, K, *Q);
      for (const auto &[O, Coef] : GB->P)
        addToPoly(Rem, mulOrder(O, K), -(*Q * Coef));
    }
    // A/B = A/P_B * (1 + O(ErrB / P_B)), A/P_B = Quotient + Rem/P_B +
    // ErrA/P_B.
    if (std::optional<Order> ORem = leadOrder(Rem))
      R.Err = maxOrder(R.Err, divOrder(*ORem, OB));
    if (GA->Err)
      R.Err = maxOrder(R.Err, divOrder(*GA->Err, OB));
    std::optional<Order> BA = boundOf(*GA);
    if (GB->Err && BA)
      R.Err =
          maxOrder(R.Err, divOrder(mulOrder(*BA, *GB->Err), mulOrder(OB, OB)));
    return R;
  }

  /// Growth of floor(log2(A)) or ceil(log2(A)), for A >= 1.
  std::optional<Growth> ofLog(const Expr &A) const {
    std::optional<Growth> GA = of(A);
    if (!GA)
      return std::nullopt;
    Growth G;
    std::optional<Order> BA = boundOf(*GA);
    if (!BA || !orderLess(Order{0, 0}, *BA)) {
      G.Err = Order{0, 0}; // A bounded: so is its logarithm.
      return G;
    }
    if (leads(*GA)) {
      Order O = *leadOrder(GA->P);
      if (evidentlyNegative(leadCoef(GA->P)))
        return std::nullopt; // A tends to -infinity: no logarithm.
      if (O.L == 0) {
        // A = c*t^D*(1 + o(1)) with D >= 1, so log2(A) = D*log2(t) + log2(c) +
        // o(1): rounding and the coefficient only add O(1).
        G.P[Order{0, 1}] = Expr(int64_t(O.D));
        G.Err = Order{0, 0};
        return G;
      }
    }
    // A grows at most like a power of t and, where log2(A) is defined, A >= 1:
    // 0 <= log2(A) = O(log t).
    G.Err = Order{0, 1};
    return G;
  }

  GrowthMode Mode;
  /// Symbols that stay bounded: the indices of enclosing sum atoms.
  std::set<std::string> Bounded;
};

/// The limit of Num / Den under one mode; none when undecided there.
std::optional<double> limitUnder(GrowthMode Mode, const Expr &Num,
                                 const Expr &Den) {
  GrowthAnalysis Analysis(Mode);
  std::optional<Growth> GN = Analysis.of(Num), GD = Analysis.of(Den);
  if (!GN || !GD || !leads(*GD))
    return std::nullopt;
  Order OD = *leadOrder(GD->P);
  std::optional<Order> BN = boundOf(*GN);
  if (!BN)
    return 0.0; // Num is identically zero.
  if (!leads(*GN))
    return orderLess(*BN, OD) ? std::optional<double>(0.0) : std::nullopt;
  Order ON = *leadOrder(GN->P);
  if (orderLess(ON, OD))
    return 0.0;
  // The leading coefficients: numbers under Replace, polynomials in the
  // symbols under Scale, where only a constant ratio decides the limit.
  std::optional<Rational> C = constantRatio(leadCoef(GN->P), leadCoef(GD->P));
  if (!C)
    return std::nullopt;
  if (orderLess(OD, ON))
    return C->isNegative() ? -std::numeric_limits<double>::infinity()
                           : std::numeric_limits<double>::infinity();
  return C->toDouble();
}

} // namespace

//===----------------------------------------------------------------------===//
// Expr
//===----------------------------------------------------------------------===//

Expr::Expr() : I(zeroImpl()) {}

Expr::Expr(int64_t Value) : Expr(Rational(Value)) {}

Expr::Expr(Rational Value)
    : I(Value.isZero() ? zeroImpl()
                       : std::make_shared<const Impl>(Impl{
                             std::vector<Term>{Term{Monomial(), Value}}})) {}

Expr::Expr(std::shared_ptr<const Impl> I) : I(std::move(I)) {}

Expr Expr::symbol(const std::string &Name) {
  return atomExpr(std::make_shared<const Atom>(
      Atom{AtomKind::Symbol, Name, std::vector<Expr>()}));
}

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

Expr Expr::withIndicators(bool Value) const {
  return replaceIndicators(*this, Value);
}

bool Expr::hasIndicators() const { return hasIndicatorAtom(*this); }

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

Expr operator+(const Expr &A, const Expr &B) {
  if (B.isZero())
    return A;
  if (A.isZero())
    return B;
  return addExprs(A, B, /*Negate=*/false);
}

Expr operator-(const Expr &A, const Expr &B) {
  if (B.isZero())
    return A;
  return addExprs(A, B, /*Negate=*/true);
}

Expr operator*(const Expr &A, const Expr &B) {
  if (std::optional<Rational> C = B.asConstant())
    return scale(A, *C);
  if (std::optional<Rational> C = A.asConstant())
    return scale(B, *C);
  TermMap Map;
  for (const Term &TA : termsOf(A))
    for (const Term &TB : termsOf(B))
      accumulate(Map, multiplyMonomials(TA.Mono, TB.Mono), TA.Coef * TB.Coef);
  return fromMap(Map);
}

Expr Expr::operator-() const { return scale(*this, Rational(-1)); }

Expr &Expr::operator+=(const Expr &B) { return *this = *this + B; }

Expr &Expr::operator-=(const Expr &B) { return *this = *this - B; }

Expr &Expr::operator*=(const Expr &B) { return *this = *this * B; }

Expr Expr::divideBy(Rational Divisor) const {
  if (Divisor.isZero())
    throw std::domain_error("expression divided by zero");
  return scale(*this, Rational(1) / Divisor);
}

bool Expr::isZero() const { return I->Terms.empty(); }

bool Expr::isConstant() const {
  return I->Terms.empty() || (I->Terms.size() == 1 && I->Terms[0].Mono.empty());
}

std::optional<Rational> Expr::asConstant() const {
  if (I->Terms.empty())
    return Rational();
  if (I->Terms.size() == 1 && I->Terms[0].Mono.empty())
    return I->Terms[0].Coef;
  return std::nullopt;
}

std::set<std::string> Expr::symbols() const {
  std::set<std::string> Out;
  collectSymbols(*this, Out);
  return Out;
}

bool Expr::dependsOn(const std::string &Name) const {
  return mentions(*this, [&](const std::string &S) { return S == Name; });
}

Expr Expr::substitute(const std::string &Name, const Expr &Value) const {
  return substituteAll(*this, {{Name, Value}});
}

Expr Expr::substitute(const std::map<std::string, Expr> &Values) const {
  return substituteAll(*this, Values);
}

std::optional<Rational> Expr::evaluate(const SymbolValues &Values) const {
  return evaluateExpr(*this, Values);
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

std::string Expr::str() const {
  if (I->Terms.empty())
    return "0";
  // Print order: the canonical order (descending degree, then by monomial),
  // except that within one degree positive terms come first, so that a
  // difference reads `n - i` rather than `-i + n`.
  std::vector<const Term *> Order;
  Order.reserve(I->Terms.size());
  for (const Term &T : I->Terms)
    Order.push_back(&T);
  std::stable_sort(
      Order.begin(), Order.end(), [](const Term *A, const Term *B) {
        unsigned long DA = totalDegree(A->Mono), DB = totalDegree(B->Mono);
        if (DA != DB)
          return DA > DB;
        return !A->Coef.isNegative() && B->Coef.isNegative();
      });
  std::string S;
  for (size_t Idx = 0; Idx < Order.size(); ++Idx) {
    const Term &T = *Order[Idx];
    bool Negative = T.Coef.isNegative();
    if (Idx == 0)
      S += Negative ? "-" : "";
    else
      S += Negative ? " - " : " + ";
    bool UnitCoef =
        T.Coef.isInteger() && (T.Coef.num() == 1 || T.Coef.num() == -1);
    if (T.Mono.empty())
      S += magnitudeStr(T.Coef);
    else if (UnitCoef)
      S += monomialStr(T.Mono);
    else
      S += magnitudeStr(T.Coef) + "*" + monomialStr(T.Mono);
  }
  return S;
}

std::pair<Expr, Expr> Expr::reduceRatio(const Expr &Num, const Expr &Den) {
  const std::vector<Term> &TN = termsOf(Num), &TD = termsOf(Den);
  if (TN.empty() || TD.empty())
    return {Num, Den};
  // The monomial common to every term: each atom of the first term at the
  // lowest power it has in any term (absent from one: not common).
  Monomial Common = TN[0].Mono;
  auto Narrow = [&](const Monomial &M) {
    Monomial Kept;
    size_t IM = 0;
    for (const Factor &F : Common) {
      while (IM < M.size() && compareAtom(*M[IM].A, *F.A) < 0)
        ++IM;
      if (IM < M.size() && compareAtom(*M[IM].A, *F.A) == 0)
        Kept.push_back(Factor{F.A, std::min(F.Exp, M[IM].Exp)});
    }
    Common = std::move(Kept);
  };
  for (const std::vector<Term> *Side : {&TN, &TD})
    for (const Term &T : *Side)
      Narrow(T.Mono);
  // The integer content, cancelled only when it dominates what it leaves,
  // and never between two numbers: they are counts, shown as they are.
  Int Content = 0;
  bool Integers = !(Num.isConstant() && Den.isConstant());
  for (const std::vector<Term> *Side : {&TN, &TD})
    for (const Term &T : *Side) {
      Integers = Integers && T.Coef.isInteger();
      if (Integers)
        Content = gcdOf(Content, T.Coef.num());
    }
  Rational Divisor(1);
  if (Integers && Content > 1) {
    bool Dominates = true;
    for (const std::vector<Term> *Side : {&TN, &TD})
      for (const Term &T : *Side)
        Dominates =
            Dominates && magnitudeOf(T.Coef.num() / Content) <= UInt(Content);
    if (Dominates)
      Divisor = fromInt(Content);
  }
  if (Common.empty() && Divisor == Rational(1))
    return {Num, Den};
  auto Reduce = [&](const std::vector<Term> &Terms) {
    TermMap Map;
    Monomial Quotient;
    for (const Term &T : Terms) {
      divideMonomial(T.Mono, Common, Quotient);
      accumulate(Map, Quotient, T.Coef / Divisor);
    }
    return fromMap(Map);
  };
  return {Reduce(TN), Reduce(TD)};
}

std::string Expr::ratioStr(const Expr &Num0, const Expr &Den0) {
  auto [Num, Den] = reduceRatio(Num0, Den0);
  if (Den == Expr(1))
    return Num.str();
  const std::vector<Term> &NumTerms = termsOf(Num);
  std::optional<Rational> NumConst = Num.asConstant();
  bool NumParens = NumTerms.size() > 1 || (NumConst && !NumConst->isInteger());
  const std::vector<Term> &DenTerms = termsOf(Den);
  bool DenParens;
  if (std::optional<Rational> C = Den.asConstant())
    DenParens = C->isNegative() || !C->isInteger();
  else
    DenParens = DenTerms.size() > 1 || DenTerms[0].Coef != Rational(1) ||
                DenTerms[0].Mono.size() > 1;
  return parenthesize(Num, NumParens) + " / " + parenthesize(Den, DenParens);
}

std::optional<double> Expr::limitRatio(const Expr &Num, const Expr &Den) {
  // Scaling every symbol keeps differences such as `hi - lo` alive; it decides
  // when the leading coefficients are in a constant ratio (or Num is of lower
  // order). Otherwise every symbol becomes the same t (`N / (N + M)` is 1/2).
  try {
    if (std::optional<double> R = limitUnder(GrowthMode::Scale, Num, Den))
      return R;
  } catch (const ArithmeticOverflow &) {
    // Polynomial coefficients overflowed; plain numbers may not.
  }
  return limitUnder(GrowthMode::Replace, Num, Den);
}

bool operator==(const Expr &A, const Expr &B) { return compareExpr(A, B) == 0; }

bool operator<(const Expr &A, const Expr &B) { return compareExpr(A, B) < 0; }

bool Expr::hasNegativeTerm() const {
  for (const Term &T : termsOf(*this))
    if (T.Coef.isNegative())
      return true;
  return false;
}

} // namespace roofline
