//===- ExprInternals.h - Expr's representation (private) --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The canonical representation of expressions (terms of monomials of atoms,
// see Expr.cpp) and the helpers on it that the parts of Expr (Expr.cpp:
// order and arithmetic; ExprSimplify.cpp: the other atoms; ExprSubstitute.cpp;
// ExprPrint.cpp; ExprLimit.cpp), the compiled evaluation (Program.cpp) and
// the sums over boxes (BoxSum.cpp) share. Private to lib/Support/Symbolic.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_SUPPORT_SYMBOLIC_EXPRINTERNALS_H
#define ROOFLINE_LIB_SUPPORT_SYMBOLIC_EXPRINTERNALS_H

#include "roofline/Support/Expr.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace roofline {
namespace exprimpl {

enum class AtomKind {
  Symbol,
  FloorDiv,
  CeilDiv,
  Mod,
  Min,
  Max,
  FloorLog2,
  CeilLog2,
  /// Indicators of a canonical D (see makeIndicator): [D < 0], [D == 0],
  /// [D != 0].
  IndicatorLT,
  IndicatorEQ,
  IndicatorNE,
  /// sum over Name = 0 .. Ops[0]-1 of Ops[1]; Name is bound in Ops[1].
  Sum
};

inline bool isIndicator(AtomKind Kind) {
  return Kind == AtomKind::IndicatorLT || Kind == AtomKind::IndicatorEQ ||
         Kind == AtomKind::IndicatorNE;
}

/// A symbol (Name) or an operation on canonical expressions (Ops); a sum
/// atom also has the name of its bound variable.
struct Atom {
  AtomKind Kind;
  std::string Name;
  std::vector<Expr> Ops;
};

using AtomRef = std::shared_ptr<const Atom>;

struct Factor {
  AtomRef A;
  unsigned Exp;
};

/// Factors sorted by atom, each atom once, exponents positive.
using Monomial = std::vector<Factor>;

struct Term {
  Monomial Mono;
  Rational Coef;
};

using Int = Rational::Int;
using UInt = unsigned __int128;

/// The largest degree in J of a term that sumOver puts in closed form.
constexpr unsigned MaxSumDegree = 4;
/// The most iterations evaluate() spends on one sum atom.
constexpr int64_t MaxSumIterations = int64_t(1) << 20;

/// Rational from a 128-bit integer (Rational's one-argument constructor takes
/// int64_t and would truncate).
inline Rational fromInt(Int V) { return Rational(V, 1); }

const std::vector<Term> &termsOf(const Expr &E);
Expr makeExpr(std::vector<Term> Terms);
/// E times C.
Expr scale(const Expr &E, const Rational &C);
/// The expression that is the atom A alone.
Expr atomExpr(AtomRef A);
/// The atom A over other operands (of the same kinds and count).
Expr rebuildAtom(const Atom &A, const std::vector<Expr> &Ops);

/// E rebuilt term by term: each factor's atom becomes what Leaf gives for
/// it, or, where Leaf gives nothing, the atom rebuilt over its operands
/// mapped by Recurse.
template <typename LeafFn, typename RecurseFn>
Expr rebuildTerms(const Expr &E, LeafFn Leaf, RecurseFn Recurse) {
  Expr Result;
  for (const Term &T : termsOf(E)) {
    Expr Product(T.Coef);
    for (const Factor &F : T.Mono) {
      std::optional<Expr> Base = Leaf(F.A);
      if (!Base) {
        std::vector<Expr> Ops;
        Ops.reserve(F.A->Ops.size());
        for (const Expr &Op : F.A->Ops)
          Ops.push_back(Recurse(Op));
        Base = rebuildAtom(*F.A, Ops);
      }
      for (unsigned K = 0; K < F.Exp; ++K)
        Product = Product * *Base;
    }
    Result += Product;
  }
  return Result;
}

unsigned bitLength(UInt V);
/// floor(log2(V)) and ceil(log2(V)) for V >= 1.
Int floorLog2Of(const Rational &V);
Int ceilLog2Of(const Rational &V);
/// The greatest common divisor of |A| and |B| (gcdOf(0, 0) is 0).
Int gcdOf(Int A, Int B);

/// sum_{v=0}^{n-1} v^K = sum over I of Coefs[I] * n^I (Faulhaber), as
/// (numerator, denominator) pairs, for K <= MaxSumDegree.
const std::vector<std::pair<int64_t, int64_t>> &powerSumCoefs(unsigned K);

/// Name, or Name with primes appended, that Taken does not hold.
std::string freshName(const std::string &Name,
                      const std::set<std::string> &Taken);
/// Adds E's free symbols (not those bound by its sum atoms) to Out.
void collectSymbols(const Expr &E, std::set<std::string> &Out);
/// Whether Name is free in E.
bool mentionsName(const Expr &E, const std::string &Name);

/// The value of A, or of E, when every symbol has a value in Values.
std::optional<Rational> evaluateAtom(const Atom &A, const SymbolValues &Values);
std::optional<Rational> evaluateExpr(const Expr &E, const SymbolValues &Values);

/// The canonical order (Expr.cpp): negative when A comes before B.
int compareAtom(const Atom &A, const Atom &B);
int compareMonomial(const Monomial &A, const Monomial &B);
int compareExpr(const Expr &A, const Expr &B);
/// The sum of M's exponents.
unsigned long totalDegree(const Monomial &M);

struct MonomialLess {
  bool operator()(const Monomial &A, const Monomial &B) const {
    return compareMonomial(A, B) < 0;
  }
};

using TermMap = std::map<Monomial, Rational, MonomialLess>;

/// Adds Coef to the coefficient of Mono in Map.
void accumulate(TermMap &Map, const Monomial &Mono, const Rational &Coef);
/// The expression of Map's terms, those with a zero coefficient left out.
Expr fromMap(const TermMap &Map);

/// Whether Divisor divides Mono factor by factor; if so, Quotient is
/// Mono / Divisor.
bool divideMonomial(const Monomial &Mono, const Monomial &Divisor,
                    Monomial &Quotient);
/// C with A == C * B, when B is not zero and A is a constant multiple of it.
std::optional<Rational> constantRatio(const Expr &A, const Expr &B);
/// |V|, also for the most negative V.
UInt magnitudeOf(Int V);

/// [D op 0] in canonical form (ExprSimplify.cpp), and the comparison with 0
/// that an indicator atom of Kind makes.
Expr makeIndicator(Expr::Cmp Op, const Expr &D);
Expr::Cmp cmpOf(AtomKind Kind);

} // namespace exprimpl

struct Expr::Impl {
  /// Terms in print order, no zero coefficient, no repeated monomial.
  std::vector<exprimpl::Term> Terms;

  static const std::vector<exprimpl::Term> &terms(const Expr &E) {
    return E.I->Terms;
  }

  static Expr make(std::vector<exprimpl::Term> Terms) {
    if (Terms.empty())
      return Expr();
    return Expr(std::make_shared<const Impl>(Impl{std::move(Terms)}));
  }
};
} // namespace roofline

#endif // ROOFLINE_LIB_SUPPORT_SYMBOLIC_EXPRINTERNALS_H
