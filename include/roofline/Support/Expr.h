//===- Expr.h - Symbolic cost expressions -----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary of this component:
//  - symbol: a name whose value the source does not fix: a kernel parameter
//    (`N`), a template parameter (`TILE`), a launch dimension (`blockDim.x`) or
//    a thread index (`threadIdx.x`). A symbol is never silently zero:
//    evaluating an expression with an unbound symbol yields no value.
//  - expression: a sum of terms, each a rational coefficient times a product of
//    powers of atoms. An atom is a symbol or a non-polynomial operation on
//    expressions (floor/ceil division, modulo, min, max, floor/ceil log2, an
//    indicator [A < B], a sum over a bound index).
//
// Expressions are immutable values in canonical form, so structural equality is
// mathematical equality for polynomials, and printing is deterministic.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_EXPR_H
#define ROOFLINE_SUPPORT_EXPR_H

#include "roofline/Support/Rational.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace roofline {

/// Values for symbols, by name.
using SymbolValues = std::map<std::string, Rational>;

class Expr {
public:
  /// Zero.
  Expr();
  /// Constants (implicit so that `E * 2` and `E + 1` read naturally).
  Expr(int64_t Value);
  Expr(int Value) : Expr(static_cast<int64_t>(Value)) {}
  Expr(Rational Value);

  static Expr symbol(const std::string &Name);

  // Non-polynomial atoms. Each folds when its operands are constants and
  // simplifies trivial cases (`floorDiv(A, 1)` is `A`, `min(A, A)` is `A`,
  // `floorDiv(8*N, 4)` is `2*N` when the division is exact term by term).
  //
  // Divisors are taken to be non-zero (they are strides and tile sizes) and
  // symbols integers, so floorDiv, ceilDiv and mod take out every integer
  // multiple of a divisor that is a constant or a single term:
  // `ceilDiv(129 - b, b)` is `ceil(129 / b) - 1`, `floorDiv(b, b)` is 1,
  // `mod(N*b + 3, b)` is `mod(3, b)`. Any other divisor is taken out only when
  // the numerator is an integer multiple of it (`floorDiv(2*b + 2, b + 1)` is
  // 2). A zero numerator gives 0; a constant zero divisor keeps the atom.
  // Below a constant divisor D, a constant term's residue modulo G = gcd(D,
  // the gcd of the other terms' integer coefficients) comes out when G > 1
  // (G = 256 here): `floorDiv(256*b + 37, 768)` is `floorDiv(256*b, 768)`,
  // and `mod(256*b + 37, 768)` is `mod(256*b, 768) + 37`.
  static Expr floorDiv(const Expr &A, const Expr &B);
  static Expr ceilDiv(const Expr &A, const Expr &B);
  static Expr mod(const Expr &A, const Expr &B);
  static Expr min(const Expr &A, const Expr &B);
  static Expr max(const Expr &A, const Expr &B);
  /// floor(log2(A)) and ceil(log2(A)) for A >= 1.
  static Expr floorLog2(const Expr &A);
  static Expr ceilLog2(const Expr &A);

  /// Comparisons for indicators.
  enum class Cmp { LT, LE, EQ, NE };
  /// [A op B]: 1 when the comparison holds, else 0. Folds when A - B is a
  /// constant; [p]^k is [p]. A guard on thread indices multiplies the cost
  /// under it by its indicator.
  /// Canonical, so that equal predicates compare equal: D = A - B is scaled
  /// to integer coefficients without a common divisor and, symbols being
  /// integers, its constant rounded; LE becomes LT (`[i <= n]` is
  /// `[i < n + 1]`, `[2*i < 5]` is `[i < 3]`), and EQ and NE are symmetric
  /// (`[a == b]` is `[b == a]`). Prints with the positive terms of D on the
  /// left and the negative ones on the right: `[i < n]`, `[i <= n]` (for
  /// `[i < n + 1]`), `[256*blockIdx.x + threadIdx.x < 50000]`, `[0 < i]`,
  /// `[threadIdx.x == 0]`, `[a != b]`. limitRatio takes an indicator for a
  /// bounded factor and no limit where one decides the leading term.
  static Expr indicator(Cmp Op, const Expr &A, const Expr &B);
  /// Every indicator atom, also inside other atoms and sum atoms, replaced by
  /// Value (1: the "active thread" view), and the result simplified (a sum
  /// atom whose body becomes a polynomial in its index closes).
  Expr withIndicators(bool Value) const;
  bool hasIndicators() const;

  /// Sum over J = 0 .. Count-1 of Body: sumOver's closed form when there is
  /// one, else an unevaluated sum atom (printed `sum(J < Count, Body)`) that
  /// evaluate() computes by iterating J (Count must then be an integer in
  /// [0, 1<<20]). Terms of Body that sumOver can close are closed:
  /// `sum(j, n, 2*j + [j < m])` is `n^2 + sum(j < n, [j < m]) - n`. J is
  /// bound inside the atom: symbols() does not list it and substitute() leaves
  /// it (renaming it where a substituted value mentions an outer J).
  static Expr sum(const std::string &J, const Expr &Count, const Expr &Body);

  friend Expr operator+(const Expr &A, const Expr &B);
  friend Expr operator-(const Expr &A, const Expr &B);
  friend Expr operator*(const Expr &A, const Expr &B);
  Expr operator-() const;
  Expr &operator+=(const Expr &B);
  Expr &operator-=(const Expr &B);
  Expr &operator*=(const Expr &B);
  /// Exact division by a non-zero constant.
  Expr divideBy(Rational Divisor) const;

  bool isZero() const;
  /// True when some term has a negative coefficient (the constant term
  /// included): `n - 64`, `hi - lo`; false for `N`, `8*N + 4`.
  bool hasNegativeTerm() const;
  bool isConstant() const;
  std::optional<Rational> asConstant() const;

  /// The free symbols, sorted by name.
  std::set<std::string> symbols() const;
  bool dependsOn(const std::string &Name) const;

  Expr substitute(const std::string &Name, const Expr &Value) const;
  Expr substitute(const std::map<std::string, Expr> &Values) const;
  /// The value when every symbol is bound; std::nullopt when one is not.
  std::optional<Rational> evaluate(const SymbolValues &Values) const;

  /// Sum over J = 0 .. Count-1 of Body, in closed form when Body is a
  /// polynomial in the symbol J (J not inside an atom); std::nullopt otherwise.
  static std::optional<Expr> sumOver(const std::string &J, const Expr &Count,
                                     const Expr &Body);

  /// Readable, deterministic form: `8*N + 4`, `2*M*N`, `floor(N / 16)`,
  /// `ceil((N - 1) / 4)`, `min(a, b)`, `floor(log2(n))`, `-3/2*x`.
  std::string str() const;
  /// Num / Den with the factors common to every term of both cancelled,
  /// the same value: symbols and other atoms at the lowest power they have
  /// in any term (`2*M*N / (8*M*N + 4*M)` is `2*N / (8*N + 4)`,
  /// `20*ceil(T / 512) / (80*ceil(T / 512))` is `1 / 4`), and the greatest
  /// common divisor of the coefficients when they are integers and it is at
  /// least as large as every coefficient it leaves (`256*N / (3072*N)` is
  /// `1 / 12`; `2*N / (8*N + 4)` stays: small factors are element sizes and
  /// counts a reader recognises). A ratio of two numbers keeps them
  /// (`8192 / 2052`, `4 / 16`: per-thread counts), and a zero Num or Den is
  /// returned as it is.
  static std::pair<Expr, Expr> reduceRatio(const Expr &Num, const Expr &Den);
  /// `Num / Den` after reduceRatio, with parentheses where needed:
  /// `2*N / (8*N + 4)`.
  static std::string ratioStr(const Expr &Num, const Expr &Den);

  /// The limit of Num / Den as the work grows, t -> infinity. First every
  /// symbol s is scaled, s -> s*t: the leading coefficients of Num and Den in
  /// t are then polynomials in the symbols, and a constant ratio between them
  /// is the limit (`(hi - lo) / (4*hi - 4*lo + 4)` is 1/4); a lower order of
  /// Num gives 0. Otherwise every symbol is replaced by the same t
  /// (`N / (N + M)` is 1/2).
  /// Orders are t^D * log(t)^L, compared by D then L: floorDiv/ceilDiv grow
  /// like the exact quotient, floorLog2/ceilLog2 of an argument growing like
  /// c*t^D grow like D*log2(t), min/max like the operand that the sign of their
  /// difference's leading coefficient picks. Indicators are bounded, and so
  /// is a sum atom over a constant count of a bounded body (its index is
  /// bounded); other sum atoms are not analyzed. Returns +-infinity when Num
  /// outgrows Den and std::nullopt when the limit cannot be decided (e.g. only
  /// a bound is known for what leads, or Den vanishes).
  static std::optional<double> limitRatio(const Expr &Num, const Expr &Den);

  /// Σ of this expression over the integer box Box[i].first in
  /// [0, Box[i].second), exact. std::nullopt if a symbol other than the box
  /// variables remains, a variable is given twice, some point has no value,
  /// or the work would exceed about 2^20 evaluations (points visited plus
  /// iterations of sum atoms); an extent <= 0 makes the box empty (0).
  /// ArithmeticOverflow when the sum does not fit, as elsewhere.
  /// Per term, the box variables fall into independent groups whose sums
  /// multiply. In a group, the variable with the largest extent among those
  /// entering only through indicators [a*v + R op 0] (a a number, R free of
  /// v), residues [(a*v + R) mod m == t] or != t (m a number: a halving
  /// reduction's [tid % (2*s) == 0]), a power v^k (k <= 4) or not at all is
  /// innermost: for each point of the other variables its indicators are an
  /// interval (minus single values for !=) within a class of residues (minus
  /// others) and Σ v^k over it is closed, so a 2^24-thread vector-add guard
  /// costs O(2^24 / max(gridDim, blockDim)) work. When the innermost
  /// variable and a second one enter only through [a*v + b*u + R < 0] (and
  /// the second also alone), the second is summed in closed form too (floor
  /// sums). Indicators that compare with min, max, floor or ceil of a number
  /// are first made affine, which box variables being >= 0 allows
  /// ([j < max(0, ceil((n - i) / s))] is [s*j < n - i]), and counts become
  /// one more box variable: max(0, Y) is the number of j < Y, and a sum atom
  /// over a varying count (a grid-stride loop's) the box with its index. A
  /// sum atom over a constant count becomes one more box variable. Anything
  /// else is evaluated point by point (compiled, integer arithmetic where the
  /// coefficients allow).
  /// Guards: at a point where an indicator factor of a term is 0, the term is
  /// 0 even where its other factors have no value there
  /// (`[0 < t] * floor(log2(t))`, `[0 < s] * [t < floor(12 / s)]`), unlike
  /// evaluate(), which needs every factor.
  std::optional<Rational>
  sumOverBox(const std::vector<std::pair<std::string, int64_t>> &Box) const;

  /// The least and greatest values of an integer-valued expression (integer
  /// coefficients; floor, ceil, min, max, indicators) over the same box, when
  /// interval arithmetic gives them exactly: every box variable occurs once,
  /// through operations monotone in it (sums, products, floor and ceil by a
  /// number, min, max, [D < 0], log2 of values >= 1), so that each bound is
  /// the value at a corner. The expression then has an integer value at
  /// every point. std::nullopt otherwise (a modulo, [D == 0], a variable
  /// twice as in `i*i - i`), and when a symbol is not a box variable or the
  /// box is empty. A grid-stride loop's trip count
  /// `max(0, ceil((n - 256*blockIdx.x - threadIdx.x) / 16384))` is one.
  std::optional<std::pair<Rational, Rational>>
  rangeOverBox(const std::vector<std::pair<std::string, int64_t>> &Box) const;

  /// The expression as a conjunction of affine comparisons: D_1 < 0, ...,
  /// D_k < 0, each D with integer coefficients over the box's variables, when
  /// it is a product of [D < 0] indicators and their negations 1 - [D < 0]
  /// (those over min, max, floor and ceil made affine as sumOverBox does:
  /// [j < max(0, ceil((n - i) / s))] is [s*j + i - n < 0]; 1 - [D < 0] is
  /// [-D - 1 < 0]). An empty list for 1, the list {1} for 0; std::nullopt
  /// for anything else (an EQ or NE indicator, a sum that does not factor,
  /// a coefficient other than 1).
  std::optional<std::vector<Expr>> affineConjuncts(
      const std::vector<std::pair<std::string, int64_t>> &Box) const;
  friend bool operator==(const Expr &A, const Expr &B);
  friend bool operator!=(const Expr &A, const Expr &B) { return !(A == B); }
  /// A total order, for deterministic containers.
  friend bool operator<(const Expr &A, const Expr &B);

  struct Impl;

private:
  explicit Expr(std::shared_ptr<const Impl> I);
  std::shared_ptr<const Impl> I;
};

/// E as Scale * (X mod M) + Rest (asScaledMod) or Scale * floor(X / M) +
/// Rest (asScaledFloorDiv), M a positive integer and Scale a number, Rest
/// the other terms (none of them another such atom), when it is that.
struct ScaledAtom {
  Rational Scale;
  Expr X;
  Rational Modulus;
  Expr Rest;
};
std::optional<ScaledAtom> asScaledMod(const Expr &E);
std::optional<ScaledAtom> asScaledFloorDiv(const Expr &E);

/// An expression compiled for evaluation at many points: at(P) is
/// E.evaluate() with Vars[I] bound to P[I] (a symbol not in Vars has no
/// value), the same value or none, without building a map of names and in
/// integer arithmetic where the coefficients allow. Not for concurrent use.
class CompiledExpr {
public:
  CompiledExpr(const Expr &E, const std::vector<std::string> &Vars);
  CompiledExpr(CompiledExpr &&) noexcept;
  CompiledExpr &operator=(CompiledExpr &&) noexcept;
  ~CompiledExpr();

  /// ArithmeticOverflow as evaluate().
  std::optional<Rational> at(const std::vector<int64_t> &Point) const;

private:
  struct Impl;
  std::unique_ptr<Impl> I;
};

} // namespace roofline

#endif // ROOFLINE_SUPPORT_EXPR_H
