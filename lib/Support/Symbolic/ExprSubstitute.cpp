//===- ExprSubstitute.cpp - Substituting into and evaluating expressions --===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Free symbols, substitution (renaming a sum's index where a value would
// capture it), indicators replaced by a value, and exact evaluation.
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Expr.h"

#include "ExprInternals.h"

#include <algorithm>

namespace roofline {

using namespace exprimpl;

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
  return rebuildTerms(
      E,
      [&](const AtomRef &A) -> std::optional<Expr> {
        if (A->Kind == AtomKind::Symbol) {
          auto It = Values.find(A->Name);
          return It == Values.end() ? atomExpr(A) : It->second;
        }
        if (A->Kind == AtomKind::Sum)
          return substituteSum(*A, Values);
        return std::nullopt;
      },
      [&](const Expr &Op) { return substituteAll(Op, Values); });
}

/// E with every indicator atom replaced by Value, rebuilt and simplified.
Expr replaceIndicators(const Expr &E, bool Value) {
  if (!hasIndicatorAtom(E))
    return E;
  return rebuildTerms(
      E,
      [&](const AtomRef &A) -> std::optional<Expr> {
        if (isIndicator(A->Kind))
          return Expr(Value ? 1 : 0);
        if (A->Kind == AtomKind::Symbol)
          return atomExpr(A);
        return std::nullopt;
      },
      [&](const Expr &Op) { return replaceIndicators(Op, Value); });
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
// Expr
//===----------------------------------------------------------------------===//

Expr Expr::withIndicators(bool Value) const {
  return replaceIndicators(*this, Value);
}

bool Expr::hasIndicators() const { return hasIndicatorAtom(*this); }

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

namespace exprimpl {

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

} // namespace exprimpl

} // namespace roofline
