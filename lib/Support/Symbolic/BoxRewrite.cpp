//===- BoxRewrite.cpp - Sums over boxes: rewriting terms ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Every variable of a box is an integer in [0, extent). With that:
//  - an indicator [D < 0] whose D has a min, max, floor or ceil (by a
//    number) is a sum of products of indicators of affine forms: for an
//    integer E, E < ceil(X / d) is d*E < X, E < floor(X / d) is d*(E + 1) <=
//    X, E < max(A, B) is [E < A] + [E < B] - [E < A]*[E < B], and one that
//    the box decides ([j < 0]) is a number;
//  - a count F >= 0 (max(0, Y), floor(X / d) over a box where X >= 0) is
//    the number of j in [0, max F) with j < F: one more box variable j and
//    the indicator [j < F];
//  - a sum over j < C, C >= 0 varying over the box, is likewise the box
//    with j in [0, max C) and the indicator [j < C] on its body.
// Only the comparisons of integer-valued expressions are rewritten, so that
// Expr::indicator's rounding is exact, and counts only where the rest of
// the term always has a value: a count of 0 makes a term 0 whatever its
// other factors, an indicator of 0 also where they have none.
//
//===----------------------------------------------------------------------===//

#include "BoxSum.h"
#include "roofline/Support/Errors.h"

#include <algorithm>

namespace roofline {
namespace exprimpl {

namespace {

using Extents = std::map<std::string, int64_t>;

/// Terms a linearized indicator may have, and the depth of rewriting.
constexpr size_t MaxLinearTerms = 16;
constexpr unsigned MaxLinearDepth = 8;
/// Counts made box variables per term.
constexpr unsigned MaxNewVariables = 2;
/// The largest extent of a new variable.
constexpr Int MaxNewExtent = Int(1) << 62;

/// Whether the bounds found so far are attained: each variable seen once,
/// through monotone operations.
struct Exactness {
  std::set<std::string> Seen;
  bool Exact = true;
};

ValueRange product(const ValueRange &X, const ValueRange &Y) {
  Rational C[] = {X.Lo * Y.Lo, X.Lo * Y.Hi, X.Hi * Y.Lo, X.Hi * Y.Hi};
  return {*std::min_element(C, C + 4), *std::max_element(C, C + 4)};
}

std::optional<ValueRange> rangeOf(const Expr &E, const Extents &Box,
                                  Exactness &X);

std::optional<ValueRange> atomRange(const Atom &A, const Extents &Box,
                                    Exactness &X) {
  if (A.Kind == AtomKind::Symbol) {
    auto It = Box.find(A.Name);
    if (It == Box.end() || It->second <= 0)
      return std::nullopt;
    X.Exact = X.Exact && X.Seen.insert(A.Name).second;
    return ValueRange{Rational(), Rational(It->second - 1)};
  }
  if (A.Kind == AtomKind::Sum)
    return std::nullopt;
  // Not monotone in a variable they mention.
  if (A.Kind == AtomKind::Mod || A.Kind == AtomKind::IndicatorEQ ||
      A.Kind == AtomKind::IndicatorNE)
    for (const Expr &Op : A.Ops)
      X.Exact = X.Exact && Op.symbols().empty();
  std::vector<ValueRange> Ops;
  for (const Expr &Op : A.Ops) {
    auto R = rangeOf(Op, Box, X);
    if (!R) {
      if (!isIndicator(A.Kind))
        return std::nullopt;
      X.Exact = false;
      return ValueRange{Rational(), Rational(1)};
    }
    Ops.push_back(*R);
  }
  auto Truth = [](bool Always, bool Never) {
    return ValueRange{Rational(Always ? 1 : 0), Rational(Never ? 0 : 1)};
  };
  auto Divisor = [&]() { return A.Ops[1].asConstant(); };
  switch (A.Kind) {
  case AtomKind::IndicatorLT:
    return Truth(Ops[0].Hi.isNegative(), !Ops[0].Lo.isNegative());
  case AtomKind::IndicatorEQ:
  case AtomKind::IndicatorNE: {
    bool Zero = Ops[0].Lo.isZero() && Ops[0].Hi.isZero();
    bool NonZero = Rational() < Ops[0].Lo || Ops[0].Hi.isNegative();
    return A.Kind == AtomKind::IndicatorEQ ? Truth(Zero, NonZero)
                                           : Truth(NonZero, Zero);
  }
  case AtomKind::FloorDiv:
  case AtomKind::CeilDiv: {
    auto D = Divisor();
    if (!D || D->isZero())
      return std::nullopt;
    Rational Q1 = Ops[0].Lo / *D, Q2 = Ops[0].Hi / *D;
    if (D->isNegative())
      std::swap(Q1, Q2);
    if (A.Kind == AtomKind::FloorDiv)
      return ValueRange{fromInt(Q1.floor()), fromInt(Q2.floor())};
    return ValueRange{fromInt(Q1.ceil()), fromInt(Q2.ceil())};
  }
  case AtomKind::Mod: {
    auto D = Divisor();
    if (!D || D->isZero())
      return std::nullopt;
    // In [0, D) (or (D, 0]); the operand itself when it stays there.
    if (!D->isNegative() && !Ops[0].Lo.isNegative() && Ops[0].Hi < *D)
      return Ops[0];
    return D->isNegative() ? ValueRange{*D, Rational()}
                           : ValueRange{Rational(), *D};
  }
  case AtomKind::Min:
    return ValueRange{std::min(Ops[0].Lo, Ops[1].Lo),
                      std::min(Ops[0].Hi, Ops[1].Hi)};
  case AtomKind::Max:
    return ValueRange{std::max(Ops[0].Lo, Ops[1].Lo),
                      std::max(Ops[0].Hi, Ops[1].Hi)};
  case AtomKind::FloorLog2:
    if (Ops[0].Lo < Rational(1))
      return std::nullopt;
    return ValueRange{fromInt(floorLog2Of(Ops[0].Lo)),
                      fromInt(floorLog2Of(Ops[0].Hi))};
  case AtomKind::CeilLog2:
    if (Ops[0].Lo < Rational(1))
      return std::nullopt;
    return ValueRange{fromInt(ceilLog2Of(Ops[0].Lo)),
                      fromInt(ceilLog2Of(Ops[0].Hi))};
  case AtomKind::Symbol:
  case AtomKind::Sum:
    break;
  }
  return std::nullopt;
}

std::optional<ValueRange> rangeOf(const Expr &E, const Extents &Box,
                                  Exactness &X) {
  ValueRange Sum{Rational(), Rational()};
  for (const Term &T : termsOf(E)) {
    ValueRange P{T.Coef, T.Coef};
    for (const Factor &F : T.Mono) {
      auto R = atomRange(*F.A, Box, X);
      if (!R)
        return std::nullopt;
      // A power is monotone where its base is not negative.
      X.Exact = X.Exact && (F.Exp == 1 || !R->Lo.isNegative());
      for (unsigned K = 0; K < F.Exp; ++K)
        P = product(P, *R);
    }
    Sum = {Sum.Lo + P.Lo, Sum.Hi + P.Hi};
  }
  return Sum;
}

/// Whether E is a constant plus integer multiples of single variables.
bool isAffine(const Expr &E) {
  for (const Term &T : termsOf(E)) {
    if (T.Mono.empty())
      continue;
    if (T.Mono.size() != 1 || T.Mono[0].Exp != 1 ||
        T.Mono[0].A->Kind != AtomKind::Symbol || !T.Coef.isInteger())
      return false;
  }
  return true;
}

std::optional<Expr> linearLT(const Expr &D, const Extents &Box, unsigned Depth);

/// An indicator that Expr::indicator built (or the number it folded to),
/// linearized.
std::optional<Expr> linearIndicator(const Expr &Ind, const Extents &Box,
                                    unsigned Depth) {
  if (Ind.isConstant())
    return Ind;
  const std::vector<Term> &Terms = termsOf(Ind);
  if (Terms.size() != 1 || Terms[0].Mono.size() != 1 ||
      Terms[0].Mono[0].A->Kind != AtomKind::IndicatorLT)
    return std::nullopt;
  return linearLT(Terms[0].Mono[0].A->Ops[0], Box, Depth + 1);
}

/// [A < B] (Strict) or [A <= B] linearized, for integer-valued A - B.
std::optional<Expr> linearCompare(bool Strict, const Expr &A, const Expr &B,
                                  const Extents &Box, unsigned Depth) {
  if (!isIntegerValued(A - B))
    return std::nullopt;
  return linearIndicator(
      Expr::indicator(Strict ? Expr::Cmp::LT : Expr::Cmp::LE, A, B), Box,
      Depth);
}

std::optional<Expr> orOf(const std::optional<Expr> &X,
                         const std::optional<Expr> &Y) {
  if (!X || !Y)
    return std::nullopt;
  return *X + *Y - *X * *Y;
}

/// [D < 0] for an integer-valued D, as a sum of products of indicators of
/// affine forms (or a number).
std::optional<Expr> linearLT(const Expr &D, const Extents &Box,
                             unsigned Depth) {
  if (Depth > MaxLinearDepth)
    return std::nullopt;
  if (isAffine(D)) {
    if (auto R = rangeOver(D, Box)) {
      if (R->Hi.isNegative())
        return Expr(1);
      if (!R->Lo.isNegative())
        return Expr(0);
    }
    return Expr::indicator(Expr::Cmp::LT, D, 0);
  }
  // One term c*atom; E is the rest.
  const std::vector<Term> &Terms = termsOf(D);
  for (size_t I = 0; I < Terms.size(); ++I) {
    const Term &T = Terms[I];
    if (T.Mono.size() != 1 || T.Mono[0].Exp != 1)
      continue;
    const Atom &A = *T.Mono[0].A;
    std::vector<Term> Rest(Terms.begin(), Terms.end());
    Rest.erase(Rest.begin() + static_cast<std::ptrdiff_t>(I));
    Expr E = makeExpr(std::move(Rest));
    Rational C = T.Coef;
    std::optional<Expr> R;
    if (A.Kind == AtomKind::Min || A.Kind == AtomKind::Max) {
      auto X = linearCompare(true, E + Expr(C) * A.Ops[0], 0, Box, Depth);
      auto Y = linearCompare(true, E + Expr(C) * A.Ops[1], 0, Box, Depth);
      // c*max(X, Y) < -E: both below; c*min < -E: either (c > 0).
      bool Both = (A.Kind == AtomKind::Max) != C.isNegative();
      R = Both ? (X && Y ? std::optional<Expr>(*X * *Y) : std::nullopt)
               : orOf(X, Y);
    } else if (A.Kind == AtomKind::FloorDiv || A.Kind == AtomKind::CeilDiv) {
      auto Dv = A.Ops[1].asConstant();
      if (!Dv || !Dv->isInteger() || Dv->isZero() ||
          !(C == Rational(1) || C == Rational(-1)))
        continue;
      Expr X = Dv->isNegative() ? -A.Ops[0] : A.Ops[0];
      Expr Dd(Dv->isNegative() ? -*Dv : *Dv);
      if (!isIntegerValued(X) || !isIntegerValued(E))
        continue;
      bool Ceil = A.Kind == AtomKind::CeilDiv;
      if (C.isNegative()) // E < ceil(X/d): d*E < X; E < floor: d*(E+1) <= X.
        R = Ceil ? linearCompare(true, Dd * E, X, Box, Depth)
                 : linearCompare(false, Dd * E + Dd, X, Box, Depth);
      else // ceil(X/d) < -E: X <= -d*E - d; floor(X/d) < -E: X < -d*E.
        R = Ceil ? linearCompare(false, X, -(Dd * E) - Dd, Box, Depth)
                 : linearCompare(true, X, -(Dd * E), Box, Depth);
    } else {
      continue;
    }
    if (R && termsOf(*R).size() > MaxLinearTerms)
      return std::nullopt;
    return R;
  }
  return std::nullopt;
}

/// Whether F is a count that rewriteTerm makes a box variable.
bool isCountAtom(const Atom &A) {
  return A.Kind == AtomKind::Max || A.Kind == AtomKind::Min ||
         A.Kind == AtomKind::FloorDiv || A.Kind == AtomKind::CeilDiv;
}

/// Whether every symbol of E has an extent in Box.
bool inBox(const Expr &E, const Extents &Box) {
  std::set<std::string> Names;
  collectSymbols(E, Names);
  for (const std::string &N : Names)
    if (!Box.count(N))
      return false;
  return true;
}

} // namespace

std::optional<ValueRange> rangeOver(const Expr &E, const Extents &Box,
                                    bool *Exact) {
  Exactness X;
  auto R = checked([&] { return rangeOf(E, Box, X); });
  if (!R)
    return std::nullopt;
  if (Exact)
    *Exact = X.Exact;
  return *R;
}

bool isIntegerValued(const Expr &E) {
  for (const Term &T : termsOf(E)) {
    if (!T.Coef.isInteger())
      return false;
    for (const Factor &F : T.Mono) {
      const Atom &A = *F.A;
      switch (A.Kind) {
      case AtomKind::Min:
      case AtomKind::Max:
      case AtomKind::Mod:
        if (!isIntegerValued(A.Ops[0]) || !isIntegerValued(A.Ops[1]))
          return false;
        break;
      case AtomKind::Sum:
        if (!isIntegerValued(A.Ops[1]))
          return false;
        break;
      default:
        break; // symbols, floors, ceilings, logarithms, indicators
      }
    }
  }
  return true;
}

bool alwaysDefined(const Expr &E) {
  for (const Term &T : termsOf(E))
    for (const Factor &F : T.Mono) {
      const Atom &A = *F.A;
      switch (A.Kind) {
      case AtomKind::Symbol:
        break;
      case AtomKind::FloorDiv:
      case AtomKind::CeilDiv:
      case AtomKind::Mod: {
        auto D = A.Ops[1].asConstant();
        if (!D || D->isZero() || !alwaysDefined(A.Ops[0]))
          return false;
        break;
      }
      case AtomKind::Min:
      case AtomKind::Max:
      case AtomKind::IndicatorLT:
      case AtomKind::IndicatorEQ:
      case AtomKind::IndicatorNE:
        for (const Expr &Op : A.Ops)
          if (!alwaysDefined(Op))
            return false;
        break;
      case AtomKind::FloorLog2:
      case AtomKind::CeilLog2:
      case AtomKind::Sum:
        return false;
      }
    }
  return true;
}

std::optional<std::pair<Expr, BoxVars>> rewriteTerm(const Term &T,
                                                    const BoxVars &Box) {
  Extents Ext(Box.begin(), Box.end());
  BoxVars Wider = Box;
  std::set<std::string> Taken;
  for (const auto &Var : Box)
    Taken.insert(Var.first);
  for (const Factor &F : T.Mono)
    collectSymbols(atomExpr(F.A), Taken);
  bool Changed = false;
  unsigned NewVariables = 0;
  Expr Result(T.Coef);
  for (size_t I = 0; I < T.Mono.size(); ++I) {
    const Factor &F = T.Mono[I];
    const Atom &A = *F.A;
    Expr Whole = atomExpr(F.A);
    if (A.Kind == AtomKind::IndicatorLT && !isAffine(A.Ops[0]) &&
        isIntegerValued(A.Ops[0]) && inBox(A.Ops[0], Ext)) {
      if (auto L = linearLT(A.Ops[0], Ext, 0)) {
        Result = Result * *L; // 0 or 1 at every point: a power is itself
        Changed = true;
        continue;
      }
    }
    // Counts: the rest of the term must have a value wherever this is 0.
    bool IsSum = A.Kind == AtomKind::Sum && !A.Ops[0].isConstant();
    if (F.Exp == 1 && NewVariables < MaxNewVariables &&
        (IsSum || isCountAtom(A))) {
      const Expr &Count = IsSum ? A.Ops[0] : Whole;
      auto R = isIntegerValued(Count) && inBox(Count, Ext)
                   ? rangeOver(Count, Ext)
                   : std::nullopt;
      bool RestDefined = true;
      for (size_t K = 0; K < T.Mono.size() && RestDefined; ++K)
        RestDefined = K == I || alwaysDefined(atomExpr(T.Mono[K].A));
      if (R && !R->Lo.isNegative() && R->Hi < fromInt(MaxNewExtent) &&
          RestDefined && (IsSum || alwaysDefined(Whole))) {
        std::string J = freshName(IsSum ? A.Name : std::string("j#box"), Taken);
        Taken.insert(J);
        Int Extent = R->Hi.floor();
        Extents WithJ = Ext;
        WithJ[J] = static_cast<int64_t>(Extent);
        auto L = Extent <= 0 ? std::optional<Expr>(Expr(0))
                             : linearLT(Expr::symbol(J) - Count, WithJ, 0);
        if (L) {
          Ext = WithJ;
          Wider.emplace_back(J, static_cast<int64_t>(Extent));
          Result = Result * *L;
          if (IsSum)
            Result = Result * A.Ops[1].substitute(A.Name, Expr::symbol(J));
          Changed = true;
          ++NewVariables;
          continue;
        }
      }
    }
    for (unsigned K = 0; K < F.Exp; ++K)
      Result = Result * Whole;
  }
  if (!Changed)
    return std::nullopt;
  return std::make_pair(Result, Wider);
}

/// The box as a map, or nothing when an extent is not positive or a name
/// repeats.
std::optional<std::map<std::string, int64_t>>
extentsOf(const std::vector<std::pair<std::string, int64_t>> &Box) {
  std::map<std::string, int64_t> Extents;
  for (const auto &Var : Box)
    if (Var.second <= 0 || !Extents.emplace(Var.first, Var.second).second)
      return std::nullopt;
  return Extents;
}

} // namespace exprimpl

std::optional<std::pair<Rational, Rational>> Expr::rangeOverBox(
    const std::vector<std::pair<std::string, int64_t>> &Box) const {
  using namespace exprimpl;
  auto Ext = extentsOf(Box);
  if (!Ext)
    return std::nullopt;
  const std::map<std::string, int64_t> &Extents = *Ext;
  bool Exact = false;
  auto R =
      isIntegerValued(*this) ? rangeOver(*this, Extents, &Exact) : std::nullopt;
  if (!R || !Exact)
    return std::nullopt;
  return std::make_pair(R->Lo, R->Hi);
}

std::optional<std::vector<Expr>> Expr::affineConjuncts(
    const std::vector<std::pair<std::string, int64_t>> &Box) const {
  using namespace exprimpl;
  auto Ext = extentsOf(Box);
  if (!Ext)
    return std::nullopt;
  const std::map<std::string, int64_t> &Extents = *Ext;
  std::vector<Expr> Out;
  constexpr unsigned MaxDepth = 16;
  // A product of [D < 0] and 1 - [D < 0] factors, each D affine or made
  // affine: X * P (every term has the atom X) or Q * (1 - X) (the terms
  // without X are the negated ones with it).
  auto Collect = [&](const Expr &E, auto &Self,
                     unsigned Depth) -> std::optional<bool> { // false: E is 0
    if (Depth > MaxDepth)
      return std::nullopt;
    if (auto C = E.asConstant()) {
      if (C->isZero())
        return false;
      if (*C == Rational(1))
        return true;
      return std::nullopt;
    }
    auto AddLT = [&](const Expr &D) -> std::optional<bool> {
      if (isAffine(D)) {
        Out.push_back(D);
        return true;
      }
      if (!isIntegerValued(D) || !inBox(D, Extents))
        return std::nullopt;
      auto L = linearLT(D, Extents, 0);
      if (!L)
        return std::nullopt;
      return Self(*L, Self, Depth + 1);
    };
    const std::vector<Term> &Terms = termsOf(E);
    const Atom *X = nullptr;
    for (const Term &T : Terms)
      for (const Factor &F : T.Mono)
        if (!X && F.A->Kind == AtomKind::IndicatorLT && F.Exp == 1) {
          X = F.A.get();
        }
    if (!X)
      return std::nullopt;
    std::vector<Term> With, Without;
    for (const Term &T : Terms) {
      Term Rest = T;
      auto It = std::find_if(
          Rest.Mono.begin(), Rest.Mono.end(), [&](const Factor &F) {
            return F.A.get() == X ||
                   (F.A->Kind == X->Kind && F.A->Ops == X->Ops);
          });
      if (It == Rest.Mono.end()) {
        Without.push_back(T);
      } else {
        Rest.Mono.erase(It);
        With.push_back(Rest);
      }
    }
    Expr P = makeExpr(std::move(With)), Q = makeExpr(std::move(Without));
    std::optional<bool> R;
    if (Q.isZero()) {
      R = AddLT(X->Ops[0]);
      if (!R || !*R)
        return R;
      return Self(P, Self, Depth + 1);
    }
    if (P == -Q && isIntegerValued(X->Ops[0])) {
      R = AddLT(-X->Ops[0] - Expr(1)); // not [D < 0]: [-D - 1 < 0]
      if (!R || !*R)
        return R;
      return Self(Q, Self, Depth + 1);
    }
    return std::nullopt;
  };
  auto R = checked([&] { return Collect(*this, Collect, 0); });
  if (!R || !*R)
    return std::nullopt;
  if (!**R)
    return std::vector<Expr>{Expr(1)}; // [1 < 0]: never
  return Out;
}

namespace {
std::optional<ScaledAtom> scaledAtom(const Expr &E, exprimpl::AtomKind Kind) {
  using namespace exprimpl;
  std::optional<ScaledAtom> R;
  Expr Rest(0);
  for (const Term &T : termsOf(E)) {
    bool Mine =
        T.Mono.size() == 1 && T.Mono[0].Exp == 1 && T.Mono[0].A->Kind == Kind;
    if (!Mine) {
      for (const Factor &F : T.Mono)
        if (F.A->Kind == Kind)
          return std::nullopt; // the atom again, in another term
      Rest += makeExpr({T});
      continue;
    }
    if (R || T.Mono.size() != 1 || T.Mono[0].Exp != 1 ||
        T.Mono[0].A->Kind != Kind)
      return std::nullopt;
    auto M = T.Mono[0].A->Ops[1].asConstant();
    if (!M || !M->isInteger() || M->isNegative() || M->isZero())
      return std::nullopt;
    R = ScaledAtom{T.Coef, T.Mono[0].A->Ops[0], *M, Expr(0)};
  }
  if (R)
    R->Rest = Rest;
  return R;
}
} // namespace

std::optional<ScaledAtom> asScaledMod(const Expr &E) {
  return scaledAtom(E, exprimpl::AtomKind::Mod);
}

std::optional<ScaledAtom> asScaledFloorDiv(const Expr &E) {
  return scaledAtom(E, exprimpl::AtomKind::FloorDiv);
}

} // namespace roofline
