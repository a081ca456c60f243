//===- SymbolicPlacement.cpp - Where a symbolic cost lands ----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Roofline/SymbolicPlacement.h"
#include "roofline/Support/Errors.h"

#include "roofline/Roofline/Placement.h"

#include "roofline/Support/Rational.h"

#include <cmath>
#include <set>

namespace roofline {

std::optional<RidgeCrossing> findRidgeCrossing(const Expr &Flops,
                                               const Expr &Bytes, double Ridge,
                                               double Limit) {
  std::set<std::string> Free = Flops.symbols();
  for (const std::string &S : Bytes.symbols())
    Free.insert(S);
  if (Free.size() != 1 || !(Ridge > 0))
    return std::nullopt;
  RidgeCrossing C;
  C.Symbol = *Free.begin();
  auto Intensity = [&](int64_t V) -> std::optional<double> {
    SymbolValues Values{{C.Symbol, Rational(V)}};
    auto F = checked([&] { return Flops.evaluate(Values); });
    auto B = checked([&] { return Bytes.evaluate(Values); });
    if (!F || !B || !*F || !*B || (*B)->isZero() || (*B)->isNegative())
      return std::nullopt;
    return (*F)->toDouble() / (*B)->toDouble();
  };
  if (Limit < Ridge) {
    // Never, if it never gets there on the way to the limit either.
    for (int64_t V = 1; V <= (int64_t(1) << 40); V *= 2) {
      auto I = Intensity(V);
      if (I && *I >= Ridge)
        return std::nullopt; // crosses and comes back: no simple answer
    }
    C.Never = true;
    return C;
  }
  int64_t Hi = 1;
  while (Hi <= (int64_t(1) << 40)) {
    auto I = Intensity(Hi);
    if (I && *I >= Ridge)
      break;
    Hi *= 2;
  }
  if (Hi > (int64_t(1) << 40))
    return std::nullopt;
  int64_t Lo = Hi / 2; // below Lo+1 .. Hi: find the first crossing
  while (Hi - Lo > 1) {
    int64_t Mid = Lo + (Hi - Lo) / 2;
    auto I = Intensity(Mid);
    if (I && *I >= Ridge)
      Hi = Mid;
    else
      Lo = Mid;
  }
  C.From = Hi;
  return C;
}

std::optional<double> constantRatio(const Expr &F, const Expr &B) {
  if (B.isZero())
    return std::nullopt;
  SymbolValues Values;
  for (const Expr *E : {&F, &B})
    for (const std::string &S : E->symbols())
      Values[S] = Rational(1024);
  auto Ratio = checked([&]() -> std::optional<double> {
    std::optional<Rational> VF = F.evaluate(Values), VB = B.evaluate(Values);
    if (!VF || !VB || VB->isZero())
      return std::nullopt;
    if (!(F * Expr(*VB) == B * Expr(*VF)))
      return std::nullopt;
    return VF->toDouble() / VB->toDouble();
  });
  return Ratio ? *Ratio : std::nullopt;
}

CostPlacement placeCost(const CostVector &Symbolic, const CostVector &B,
                        const Machine &Gpu) {
  CostPlacement R;
  Expr Flops = B.totalFlops(), Bytes = B.globalBytes();
  Expr SymFlops = Symbolic.totalFlops(), SymBytes = Symbolic.globalBytes();
  R.IntensityExpr = SymBytes.isZero() ? SymFlops.str() + " / 0"
                                      : Expr::ratioStr(SymFlops, SymBytes);
  bool Known = Bytes.isConstant();
  for (const Expr &F : B.Flops)
    Known = Known && F.isConstant();
  for (const Expr &F : B.TensorFlops)
    Known = Known && F.isConstant();
  FlopsAndBytes Amounts;
  if (Known) {
    for (Precision P : AllPrecisions)
      Amounts.Flops[static_cast<int>(P)] =
          B.Flops[static_cast<int>(P)].asConstant()->toDouble();
    for (TensorType T : AllTensorTypes)
      Amounts.TensorFlops[static_cast<int>(T)] =
          B.TensorFlops[static_cast<int>(T)].asConstant()->toDouble();
    Amounts.GlobalBytes = Bytes.asConstant()->toDouble();
    if (Flops.isZero() && Bytes.isZero())
      return R;
    Placement P = place(Amounts, Gpu);
    R.Intensity = P.Intensity;
    R.Roof = P;
    return R;
  }
  std::optional<double> Limit;
  if (Flops.isZero()) {
    Limit = 0.0; // no FLOPs for any value of the symbols
  } else if (auto K = constantRatio(Flops, Bytes)) {
    Limit = *K; // 2*ceil(n / s) FLOPs over 8*ceil(n / s) B: 0.25 throughout
  } else if (auto L = checked([&] { return Expr::limitRatio(Flops, Bytes); })) {
    Limit = *L;
  }
  if (!Limit)
    return R;
  // Placed at the limit, each precision weighted by its share of the FLOPs
  // as the symbols grow.
  auto Share = [&](const Expr &Part) -> std::optional<double> {
    if (Part.isZero())
      return 0.0;
    if (auto K = constantRatio(Part, Flops))
      return *K; // one precision throughout, or a fixed share
    auto L = checked([&] { return Expr::limitRatio(Part, Flops); });
    return L ? *L : std::nullopt;
  };
  for (Precision P : AllPrecisions) {
    auto S = Share(B.Flops[static_cast<int>(P)]);
    if (!S)
      return R;
    Amounts.Flops[static_cast<int>(P)] = std::isinf(*Limit) ? *S : *S * *Limit;
  }
  for (TensorType T : AllTensorTypes) {
    auto S = Share(B.TensorFlops[static_cast<int>(T)]);
    if (!S)
      return R;
    Amounts.TensorFlops[static_cast<int>(T)] =
        std::isinf(*Limit) ? *S : *S * *Limit;
  }
  Amounts.GlobalBytes = std::isinf(*Limit) ? 0 : 1;
  R.IntensityLimit = Limit;
  R.Roof = place(Amounts, Gpu);
  R.Roof->TimeLowerBoundS = 0; // the amounts are ratios, not totals
  R.AtLimit = true;
  R.Crossing = findRidgeCrossing(Flops, Bytes, R.Roof->Ridge, *Limit);
  return R;
}

CostPlacement placeOverBytes(const CostVector &Totals, const Rational &Load,
                             const Rational &Store, const Machine &Gpu) {
  CostVector Over = Totals;
  Over.GlobalLoadBytes = Expr(Load);
  Over.GlobalStoreBytes = Expr(Store);
  return placeCost(Over, Over, Gpu);
}

} // namespace roofline
