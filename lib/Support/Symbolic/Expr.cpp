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
//
// This file holds the representation (ExprInternals.h), the canonical order
// and the arithmetic on it; the simplifying constructors of the other atoms
// are in ExprSimplify.cpp.
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Expr.h"

#include "ExprInternals.h"

#include <algorithm>
#include <utility>

namespace roofline {

using namespace exprimpl;

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

} // namespace

//===----------------------------------------------------------------------===//
// Ordering
//===----------------------------------------------------------------------===//

namespace {

template <typename T> int compareValues(const T &A, const T &B) {
  if (A < B)
    return -1;
  if (B < A)
    return 1;
  return 0;
}

} // namespace

namespace exprimpl {

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

} // namespace exprimpl

//===----------------------------------------------------------------------===//
// Arithmetic helpers
//===----------------------------------------------------------------------===//

namespace {

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

Expr atomExpr(AtomRef A) {
  return makeExpr({Term{Monomial{Factor{std::move(A), 1}}, Rational(1)}});
}

} // namespace exprimpl

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

bool operator==(const Expr &A, const Expr &B) { return compareExpr(A, B) == 0; }

bool operator<(const Expr &A, const Expr &B) { return compareExpr(A, B) < 0; }

bool Expr::hasNegativeTerm() const {
  for (const Term &T : termsOf(*this))
    if (T.Coef.isNegative())
      return true;
  return false;
}

} // namespace roofline
