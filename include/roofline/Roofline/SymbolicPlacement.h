//===- SymbolicPlacement.h - Where a symbolic cost lands --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A cost vector whose counts are expressions lands exactly when every count
// is a number, and otherwise at the limit of its intensity as its free
// symbols grow together (docs/CostModel.md, "Symbolic intensity"). With one
// free symbol, the value from which it stays compute-bound.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_ROOFLINE_SYMBOLICPLACEMENT_H
#define ROOFLINE_ROOFLINE_SYMBOLICPLACEMENT_H

#include "roofline/Cost/KernelCost.h"
#include "roofline/Machine/Machine.h"
#include "roofline/Result/PlacementData.h"
#include "roofline/Support/Expr.h"

#include <cstdint>
#include <optional>
#include <string>

namespace roofline {

/// With one free symbol S in Flops and Bytes: the smallest S >= 1 from which
/// the intensity stays at or above Ridge (searched up to 2^40, assuming it
/// only grows from there), or Never when it stays below up to 2^40 and its
/// Limit is below the ridge too. Nothing for several symbols, or when the
/// intensity crosses the ridge and comes back.
std::optional<RidgeCrossing> findRidgeCrossing(const Expr &Flops,
                                               const Expr &Bytes, double Ridge,
                                               double Limit);

/// F / B when it is one number whatever the symbols (F and B proportional:
/// 2*ceil(n / s) FLOPs over 8*ceil(n / s) B); nothing otherwise.
std::optional<double> constantRatio(const Expr &F, const Expr &B);

/// Places Bound (Symbolic with the known values substituted) on Gpu; the
/// intensity's formula is read off Symbolic. Nothing placed when there are
/// neither FLOPs nor bytes, or when the limit cannot be derived.
CostPlacement placeCost(const CostVector &Symbolic, const CostVector &Bound,
                        const Machine &Gpu);

/// The same FLOPs as Totals over other DRAM bytes (the traffic model's
/// sector, compulsory or estimated bytes): Totals with its global load and
/// store bytes replaced, placed on Gpu.
CostPlacement placeOverBytes(const CostVector &Totals, const Rational &Load,
                             const Rational &Store, const Machine &Gpu);

} // namespace roofline

#endif // ROOFLINE_ROOFLINE_SYMBOLICPLACEMENT_H
