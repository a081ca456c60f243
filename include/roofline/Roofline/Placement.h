//===- Placement.h - A kernel against a machine's roofline ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary: intensity I = FLOPs / global bytes (FLOP per byte); the ridge
// point is peak / bandwidth; ceiling = min(bandwidth * I, peak); a kernel is
// memory-bound when I < ridge, else compute-bound. These functions work on
// numbers only; they never see an AST or a symbolic expression. The data
// they fill in is the result model's (roofline/Result/PlacementData.h).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_ROOFLINE_PLACEMENT_H
#define ROOFLINE_ROOFLINE_PLACEMENT_H

#include "roofline/Machine/Machine.h"
#include "roofline/Result/PlacementData.h"

namespace roofline {

/// Places the amounts against M. With no bytes the kernel is compute-bound
/// with an infinite intensity (Intensity stays nullopt).
Placement place(const FlopsAndBytes &Amounts, const Machine &M);

/// The verdict from the no-reuse and perfect-reuse placements (the same
/// FLOPs over sector bytes and over compulsory bytes).
TrafficVerdict trafficVerdict(double Flops, const Placement &NoReuse,
                              const Placement &PerfectReuse);

/// Ceiling for a given intensity and precision (used for symbolic limits).
Placement placeIntensity(double Intensity, Precision P, const Machine &M);

} // namespace roofline

#endif // ROOFLINE_ROOFLINE_PLACEMENT_H
