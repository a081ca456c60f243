//===- Expr.h - Symbolic cost expressions -----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary of this component:
//  - symbol: a name whose value the source does not fix: a kernel parameter
//    (`N`), a template parameter (`TILE`), a launch dimension (`blockDim.x`) or a
//    thread index (`threadIdx.x`). A symbol is never silently zero: evaluating an
//    expression with an unbound symbol yields no value.
//  - expression: a sum of terms, each a rational coefficient times a product of
//    powers of atoms. An atom is a symbol or a non-polynomial operation on
//    expressions (floor/ceil division, modulo, min, max, floor/ceil log2).
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
  static Expr floorDiv(const Expr &A, const Expr &B);
  static Expr ceilDiv(const Expr &A, const Expr &B);
  static Expr mod(const Expr &A, const Expr &B);
  static Expr min(const Expr &A, const Expr &B);
  static Expr max(const Expr &A, const Expr &B);
  /// floor(log2(A)) and ceil(log2(A)) for A >= 1.
  static Expr floorLog2(const Expr &A);
  static Expr ceilLog2(const Expr &A);

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
  /// `Num / Den` with parentheses where needed: `2*N / (8*N + 4)`.
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
  /// difference's leading coefficient picks. Returns +-infinity when Num
  /// outgrows Den and std::nullopt when the limit cannot be decided (e.g. only
  /// a bound is known for what leads, or Den vanishes).
  static std::optional<double> limitRatio(const Expr &Num, const Expr &Den);

  friend bool operator==(const Expr &A, const Expr &B);
  friend bool operator!=(const Expr &A, const Expr &B) { return !(A == B); }
  /// A total order, for deterministic containers.
  friend bool operator<(const Expr &A, const Expr &B);

  struct Impl;

private:
  explicit Expr(std::shared_ptr<const Impl> I);
  std::shared_ptr<const Impl> I;
};

} // namespace roofline

#endif // ROOFLINE_SUPPORT_EXPR_H
