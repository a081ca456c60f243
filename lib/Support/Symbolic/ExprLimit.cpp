//===- ExprLimit.cpp - Limits of ratios of expressions --------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Expr::limitRatio: the limit of a ratio as every symbol grows, from the
// asymptotic growth of numerator and denominator.
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Errors.h"
#include "roofline/Support/Expr.h"

#include "ExprInternals.h"

#include <algorithm>
#include <limits>

namespace roofline {

using namespace exprimpl;

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

namespace {

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

std::optional<double> Expr::limitRatio(const Expr &Num, const Expr &Den) {
  // Scaling every symbol keeps differences such as `hi - lo` alive; it decides
  // when the leading coefficients are in a constant ratio (or Num is of lower
  // order). Otherwise every symbol becomes the same t (`N / (N + M)` is 1/2).
  // Polynomial coefficients may overflow where plain numbers do not.
  if (auto R = checked([&] { return limitUnder(GrowthMode::Scale, Num, Den); });
      R && *R)
    return *R;
  return limitUnder(GrowthMode::Replace, Num, Den);
}

} // namespace roofline
