//===- BoxSimplify.cpp - Expressions over a box of integer variables ------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/BoxSimplify.h"
#include "roofline/Support/Errors.h"

#include "BoxSum.h"
#include "ExprInternals.h"

#include <map>

namespace roofline {

using namespace exprimpl;

namespace {

using Extents = std::map<std::string, int64_t>;

/// X split into the terms that are a multiple of M times one box variable
/// (their sum divided by M: Whole) and the rest.
void splitMultiples(const Expr &X, const Rational &M, const Extents &Box,
                    Expr &Whole, Expr &Rest) {
  Whole = Expr(0);
  Rest = Expr(0);
  for (const Term &T : termsOf(X)) {
    Expr One = makeExpr({T});
    Rational Q = T.Coef / M;
    bool Multiple = Q.isInteger() && !Q.isNegative() && T.Mono.size() == 1 &&
                    T.Mono[0].Exp == 1 &&
                    T.Mono[0].A->Kind == AtomKind::Symbol &&
                    Box.count(T.Mono[0].A->Name);
    if (Multiple)
      Whole += Expr(Q) * atomExpr(T.Mono[0].A);
    else
      Rest += One;
  }
}

/// mod (Quotient false) or floor division (true) of X by M over the box.
std::optional<Expr> divideOverBox(const Expr &X, const Expr &MExpr,
                                  bool Quotient, const Extents &Box) {
  auto M = MExpr.asConstant();
  if (!M || !M->isInteger() || M->isNegative() || M->isZero())
    return std::nullopt;
  Expr Whole, Rest;
  splitMultiples(X, *M, Box, Whole, Rest);
  auto R = isIntegerValued(Rest) ? rangeOver(Rest, Box) : std::nullopt;
  if (!R || R->Lo.isNegative())
    return std::nullopt;
  Rational Q(R->Lo.num() / M->num());
  if (!(R->Hi < (Q + Rational(1)) * *M)) // not within one quotient
    return Quotient ? Whole + Expr::floorDiv(Rest, MExpr)
                    : Expr::mod(Rest, MExpr);
  return Quotient ? Whole + Expr(Q) : Rest - Expr(Q * *M);
}

Expr simplifyIn(const Expr &E, const Extents &Box) {
  auto Recurse = [&](const Expr &Op) { return simplifyIn(Op, Box); };
  return rebuildTerms(
      E,
      [&](const AtomRef &A) -> std::optional<Expr> {
        if (A->Kind == AtomKind::Symbol || A->Kind == AtomKind::Sum)
          return atomExpr(A); // a sum's index is not a box variable
        if (A->Kind != AtomKind::FloorDiv && A->Kind != AtomKind::Mod)
          return std::nullopt;
        std::vector<Expr> Ops{Recurse(A->Ops[0]), Recurse(A->Ops[1])};
        if (auto D = divideOverBox(Ops[0], Ops[1],
                                   A->Kind == AtomKind::FloorDiv, Box))
          return *D;
        return rebuildAtom(*A, Ops);
      },
      Recurse);
}

} // namespace

Expr simplifyOverBox(const Expr &E,
                     const std::vector<std::pair<std::string, int64_t>> &Box) {
  Extents Ext;
  for (const auto &[Name, Extent] : Box) {
    if (Extent <= 0)
      return E;
    Ext[Name] = Extent;
  }
  return checked([&] { return simplifyIn(E, Ext); }).value_or(E);
}

std::optional<Division> firstDivision(const Expr &E) {
  for (const Term &T : termsOf(E))
    for (const Factor &F : T.Mono) {
      if (F.A->Kind == AtomKind::Symbol || F.A->Kind == AtomKind::Sum)
        continue;
      for (const Expr &Op : F.A->Ops)
        if (auto D = firstDivision(Op))
          return D;
      if (F.A->Kind != AtomKind::FloorDiv && F.A->Kind != AtomKind::Mod)
        continue;
      auto M = F.A->Ops[1].asConstant();
      if (M && M->isInteger() && !M->isNegative() && !M->isZero())
        return Division{F.A->Ops[0], *M};
    }
  return std::nullopt;
}

Expr replaceDivision(const Expr &E, const Division &D, const Expr &Quotient,
                     const Expr &Remainder) {
  auto Recurse = [&](const Expr &Op) {
    return replaceDivision(Op, D, Quotient, Remainder);
  };
  return rebuildTerms(
      E,
      [&](const AtomRef &A) -> std::optional<Expr> {
        if (A->Kind == AtomKind::Symbol || A->Kind == AtomKind::Sum)
          return atomExpr(A);
        if ((A->Kind == AtomKind::FloorDiv || A->Kind == AtomKind::Mod) &&
            A->Ops[0] == D.X && A->Ops[1].asConstant() == D.Divisor)
          return A->Kind == AtomKind::FloorDiv ? Quotient : Remainder;
        return std::nullopt;
      },
      Recurse);
}

std::optional<ScaledAtom> asScaledMin(const Expr &E) {
  std::optional<ScaledAtom> R;
  Expr Rest(0);
  for (const Term &T : termsOf(E)) {
    bool Mine = T.Mono.size() == 1 && T.Mono[0].Exp == 1 &&
                T.Mono[0].A->Kind == AtomKind::Min;
    if (!Mine) {
      for (const Factor &F : T.Mono)
        if (F.A->Kind == AtomKind::Min)
          return std::nullopt; // the atom again, in another term
      Rest += makeExpr({T});
      continue;
    }
    if (R || T.Mono.size() != 1 || T.Mono[0].Exp != 1 ||
        T.Mono[0].A->Kind != AtomKind::Min)
      return std::nullopt;
    const std::vector<Expr> &Ops = T.Mono[0].A->Ops;
    auto B0 = Ops[0].asConstant(), B1 = Ops[1].asConstant();
    if (B0 && !B1)
      R = ScaledAtom{T.Coef, Ops[1], *B0, Expr(0)};
    else if (B1 && !B0)
      R = ScaledAtom{T.Coef, Ops[0], *B1, Expr(0)};
    else
      return std::nullopt;
  }
  if (R)
    R->Rest = Rest;
  return R;
}

} // namespace roofline
