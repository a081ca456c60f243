//===- BoxSimplify.h - Expressions over a box of integers ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Rewrites that hold only where every variable v of a box is an integer in
// [0, extent): a thread index split into lane and warp, `threadIdx.x % 32`
// of a block of 32 threads, a clamp by min.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_BOXSIMPLIFY_H
#define ROOFLINE_SUPPORT_BOXSIMPLIFY_H

#include "roofline/Support/Expr.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace roofline {

/// E with `X mod M` and `floor(X / M)` (M a positive integer) simplified
/// where the box decides them: terms of X whose coefficient is a multiple of
/// M times a box variable leave the modulo and come out of the quotient
/// (`(l + 32*w) mod 32` is `l mod 32`, `floor((l + 32*w) / 32)` is `w +
/// floor(l / 32)`), and a rest within [q*M, (q+1)*M) over the box gives
/// `rest - q*M` and `q`. Only where the rest is never negative, so that C's
/// remainder and the floor agree. Everything else is rebuilt as it was.
Expr simplifyOverBox(const Expr &E,
                     const std::vector<std::pair<std::string, int64_t>> &Box);

/// A floor division or remainder of E by a positive integer: its dividend X
/// and the divisor, the first met (term by term, operands first).
struct Division {
  Expr X;
  Rational Divisor;
};
std::optional<Division> firstDivision(const Expr &E);

/// E with every floor(X / M) replaced by Quotient and every X mod M by
/// Remainder, for the X and M of D.
Expr replaceDivision(const Expr &E, const Division &D, const Expr &Quotient,
                     const Expr &Remainder);

/// E as Scale * min(X, Bound) + Rest, Bound and Scale numbers (ScaledAtom's
/// Modulus holds Bound), Rest the other terms, when it is that.
std::optional<ScaledAtom> asScaledMin(const Expr &E);

} // namespace roofline

#endif // ROOFLINE_SUPPORT_BOXSIMPLIFY_H
