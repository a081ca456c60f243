//===- BoxSimplify.cpp - Expressions over a box of integer variables ------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/BoxSimplify.h"

#include "BoxSum.h"
#include "ExprInternals.h"

#include <map>

namespace roofline {

using namespace exprimpl;

namespace {

using Extents = std::map<std::string, int64_t>;

Expr simplifyIn(const Expr &E, const Extents &Box);

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

Expr rebuild(const Atom &A, const std::vector<Expr> &Ops, const Extents &Box) {
  switch (A.Kind) {
  case AtomKind::Symbol:
    return Expr::symbol(A.Name);
  case AtomKind::FloorDiv:
  case AtomKind::Mod:
    if (auto D =
            divideOverBox(Ops[0], Ops[1], A.Kind == AtomKind::FloorDiv, Box))
      return *D;
    return A.Kind == AtomKind::Mod ? Expr::mod(Ops[0], Ops[1])
                                   : Expr::floorDiv(Ops[0], Ops[1]);
  case AtomKind::CeilDiv:
    return Expr::ceilDiv(Ops[0], Ops[1]);
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
    break;
  }
  return Expr();
}

Expr simplifyIn(const Expr &E, const Extents &Box) {
  Expr Result;
  for (const Term &T : termsOf(E)) {
    Expr Product(T.Coef);
    for (const Factor &F : T.Mono) {
      Expr Base;
      if (F.A->Kind == AtomKind::Sum || F.A->Kind == AtomKind::Symbol) {
        Base = atomExpr(F.A); // a sum's index is not a box variable
      } else {
        std::vector<Expr> Ops;
        for (const Expr &Op : F.A->Ops)
          Ops.push_back(simplifyIn(Op, Box));
        Base = rebuild(*F.A, Ops, Box);
      }
      for (unsigned K = 0; K < F.Exp; ++K)
        Product = Product * Base;
    }
    Result += Product;
  }
  return Result;
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
  try {
    return simplifyIn(E, Ext);
  } catch (const ArithmeticOverflow &) {
    return E;
  }
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
