//===- Lattice.h - Counting integer points in closed form -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The integer arithmetic behind the closed forms of sumOverBox: sums of
// floor((p*u + q) / d) over an interval, residue classes (v = r mod m) and
// their intersections, power sums over an arithmetic progression, and the
// number of points (u, v) of a box under two-variable inequalities. Every
// operation is exact; a result that does not fit in 128 bits throws
// ArithmeticOverflow. Private to lib/Support/Symbolic.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_SUPPORT_SYMBOLIC_LATTICE_H
#define ROOFLINE_LIB_SUPPORT_SYMBOLIC_LATTICE_H

#include "ExprInternals.h"

#include <optional>
#include <vector>

namespace roofline {
namespace exprimpl {

/// sum_{i=0}^{N-1} floor((A*i + B) / M) for N >= 0, M > 0.
Int floorSum(Int N, Int M, Int A, Int B);

/// The integers v = R mod M (0 <= R < M, M >= 1).
struct Residue {
  Int R = 0, M = 1;
};

/// The v with A*v + B = 0 mod M (M >= 1): none when gcd(A, M) does not
/// divide B.
std::optional<Residue> solveCongruence(Int A, Int B, Int M);
/// The v in both classes (Chinese remainder theorem, moduli not necessarily
/// coprime): none when they do not meet.
std::optional<Residue> meet(const Residue &X, const Residue &Y);

/// sum of v^K over the v in [Lo, Hi) with v = C.R mod C.M, K <= MaxSumDegree
/// (0 when Lo >= Hi).
Rational progressionPowerSum(Int Lo, Int Hi, const Residue &C, unsigned K);

/// floor((P*u + Q) / D) as a function of u, D > 0.
struct FloorLine {
  Int P = 0, Q = 0, D = 1;
};

/// sum over u in [ULo, UHi) of max(0, min_j floor(Upper_j(u)) -
/// max_k floor(Lower_k(u))): the points (u, v) with Lower_k(u) <= v <
/// Upper_j(u) for all j, k, when the bounds on v are floors of lines. Upper
/// and Lower must not be empty. The interval of u is cut where two lines
/// cross, and each piece is a difference of two floor sums.
Int countUnderLines(Int ULo, Int UHi, const std::vector<FloorLine> &Upper,
                    const std::vector<FloorLine> &Lower);

} // namespace exprimpl
} // namespace roofline

#endif // ROOFLINE_LIB_SUPPORT_SYMBOLIC_LATTICE_H
