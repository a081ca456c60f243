//===- ExprPrint.cpp - Printing symbolic expressions ----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Printing follows the canonical order except that, within one degree,
// positive terms come first: `n - i`, `8*N - 4`, `-N + 4`. A ratio is
// printed with what its numerator and denominator have in common cancelled
// (reduceRatio).
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Expr.h"

#include "ExprInternals.h"

#include <algorithm>
#include <utility>

namespace roofline {

using namespace exprimpl;

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

} // namespace

//===----------------------------------------------------------------------===//
// Expr
//===----------------------------------------------------------------------===//

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

} // namespace roofline
