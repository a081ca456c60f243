//===- Affine.h - Affine forms over boxes of indices (private) -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Shared by the sector and footprint counts: a box of index variables, affine
// forms over them, and enumeration of the box.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRAFFIC_AFFINE_H
#define ROOFLINE_LIB_TRAFFIC_AFFINE_H

#include "roofline/Support/Expr.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace roofline {
namespace traffic {

constexpr int64_t SectorSize = 32;
constexpr int64_t WarpSize = 32;
/// Points evaluated per access and warp position before giving up on
/// exactness.
constexpr Rational::Int EnumerationBudget = Rational::Int(1) << 21;
/// Points x lanes evaluated to find partly active warps exactly; beyond it
/// they are counted as full warps (an upper bound).
constexpr Rational::Int ExactBudget = Rational::Int(1) << 18;

inline const char *const Axes[] = {"x", "y", "z"};

inline int64_t floorDiv(int64_t A, int64_t B) {
  int64_t Q = A / B;
  return (A % B != 0 && ((A < 0) != (B < 0))) ? Q - 1 : Q;
}

inline int64_t mod32(Rational::Int A) {
  int64_t R = static_cast<int64_t>(A % SectorSize);
  return R < 0 ? R + SectorSize : R;
}

inline std::optional<int64_t> asInt(const Expr &E) {
  auto C = E.asConstant();
  if (!C || !C->isInteger())
    return std::nullopt;
  Rational::Int N = C->num();
  if (N > INT64_MAX || N < INT64_MIN)
    return std::nullopt;
  return static_cast<int64_t>(N);
}

struct Var {
  std::string Name;
  int64_t Extent;
};

/// The number of points of the box of Vars.
inline Rational::Int boxSize(const std::vector<Var> &Vars) {
  Rational::Int N = 1;
  for (const Var &V : Vars) {
    N *= V.Extent;
    if (N > EnumerationBudget * 1024)
      return N; // large enough to decide
  }
  return N;
}

/// Calls F(Values) at every point of the box (odometer order).
template <typename Fn>
void forEachPoint(const std::vector<Var> &Vars, SymbolValues Values, Fn F) {
  std::vector<int64_t> I(Vars.size(), 0);
  for (const Var &V : Vars) {
    if (V.Extent <= 0)
      return;
    Values[V.Name] = Rational(0);
  }
  while (true) {
    F(Values);
    size_t K = 0;
    for (; K < Vars.size(); ++K) {
      if (++I[K] < Vars[K].Extent) {
        Values[Vars[K].Name] = Rational(I[K]);
        break;
      }
      I[K] = 0;
      Values[Vars[K].Name] = Rational(0);
    }
    if (K == Vars.size())
      return;
  }
}

/// Calls F(Point) at every point of the box of Vars, Point[I] the value of
/// Vars[I] (odometer order, Vars[0] fastest).
template <typename Fn> void forEachIndex(const std::vector<Var> &Vars, Fn F) {
  std::vector<int64_t> Point(Vars.size(), 0);
  for (const Var &V : Vars)
    if (V.Extent <= 0)
      return;
  while (true) {
    F(static_cast<const std::vector<int64_t> &>(Point));
    size_t K = 0;
    for (; K < Vars.size(); ++K) {
      if (++Point[K] < Vars[K].Extent)
        break;
      Point[K] = 0;
    }
    if (K == Vars.size())
      return;
  }
}

/// The names of Vars, for CompiledExpr.
inline std::vector<std::string> namesOf(const std::vector<Var> &Vars) {
  std::vector<std::string> Names;
  for (const Var &V : Vars)
    Names.push_back(V.Name);
  return Names;
}

/// The box of Vars, for Expr::sumOverBox and Expr::rangeOverBox.
inline std::vector<std::pair<std::string, int64_t>>
boxOf(const std::vector<Var> &Vars) {
  std::vector<std::pair<std::string, int64_t>> Box;
  for (const Var &V : Vars)
    Box.emplace_back(V.Name, V.Extent);
  return Box;
}

/// The values of a loop count over a box: the largest (at least 0), and the
/// only one when every point has the same.
struct CountRange {
  int64_t Max = 0;
  std::optional<int64_t> Only;
};

/// The values of Count over the box of Vars, or nothing when some point has
/// no integer value up to INT64_MAX. From the exact bounds when
/// Expr::rangeOverBox has them, else point by point.
inline std::optional<CountRange> countRange(const Expr &Count,
                                            const std::vector<Var> &Vars) {
  CountRange C;
  if (auto R = Count.rangeOverBox(boxOf(Vars));
      R && !(R->first < Rational(INT64_MIN))) {
    if (Rational(INT64_MAX) < R->second)
      return std::nullopt;
    C.Max = std::max<int64_t>(0, static_cast<int64_t>(R->second.num()));
    if (R->first == R->second)
      C.Only = static_cast<int64_t>(R->first.num());
    return C;
  }
  CompiledExpr Compiled(Count, namesOf(Vars));
  bool Failed = false, Uniform = true;
  forEachIndex(Vars, [&](const std::vector<int64_t> &Point) {
    auto V = Compiled.at(Point);
    if (!V || !V->isInteger() || V->num() > INT64_MAX) {
      Failed = true;
      return;
    }
    int64_t N = static_cast<int64_t>(V->num());
    C.Max = std::max(C.Max, N);
    if (C.Only && *C.Only != N)
      Uniform = false;
    C.Only = N;
  });
  if (Failed)
    return std::nullopt;
  if (!Uniform)
    C.Only.reset();
  return C;
}

/// E as C0 + sum(Coef[v] * v) over Vars, when it is that with integer
/// coefficients.
struct Affine {
  Rational::Int C0 = 0;
  std::map<std::string, Rational::Int> Coef;
};
inline std::optional<Affine> affineForm(const Expr &E,
                                        const std::vector<Var> &Vars) {
  std::map<std::string, Expr> Zero;
  for (const Var &V : Vars)
    Zero[V.Name] = Expr(0);
  auto C0 = E.substitute(Zero).asConstant();
  if (!C0 || !C0->isInteger())
    return std::nullopt;
  Affine A;
  A.C0 = C0->num();
  Expr Rebuilt(*C0);
  for (const Var &V : Vars) {
    std::map<std::string, Expr> Unit = Zero;
    Unit[V.Name] = Expr(1);
    auto C = (E.substitute(Unit) - Expr(*C0)).asConstant();
    if (!C || !C->isInteger())
      return std::nullopt;
    A.Coef[V.Name] = C->num();
    Rebuilt += Expr(*C) * Expr::symbol(V.Name);
  }
  if (!(Rebuilt == E))
    return std::nullopt;
  return A;
}

} // namespace traffic
} // namespace roofline

#endif // ROOFLINE_LIB_TRAFFIC_AFFINE_H
