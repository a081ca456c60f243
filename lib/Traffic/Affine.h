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

/// E as C0 + sum(Coef[v] * v) over Vars, when it is that with integer
/// coefficients.
struct Affine {
  Rational::Int C0 = 0;
  std::map<std::string, Rational::Int> Coef;
};
inline std::optional<Affine> affineForm(const Expr &E, const std::vector<Var> &Vars) {
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
