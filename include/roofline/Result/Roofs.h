//===- Roofs.h - The roofs a launch passes under ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary: a roof is one level a launch's work passes (the FP units,
// the warp schedulers' issue slots, shared memory, the L1, the L2, DRAM) with
// what the launch asks of it and two times: a sound one (no execution is
// faster: the fewest units at the highest clock) and an estimate (a stated rule
// at the boost clock). The launch's predicted ceiling is its FLOPs over the
// longest estimated time; it can never beat its FLOPs over the longest sound
// time. Plain data.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_RESULT_ROOFS_H
#define ROOFLINE_RESULT_ROOFS_H

#include "roofline/Cost/KernelCost.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

enum class RoofLevel { Compute, Issue, Shared, L1, L2, Dram };

/// "compute", "issue", "shared", "L1", "L2", "DRAM".
const char *roofLevelName(RoofLevel L);

/// A figure in FLOP/s when there is one, else the time, else "not derived".
std::string figureText(std::optional<double> FlopsPerS,
                       std::optional<double> TimeS);

struct RoofSet;
/// The two figures every output shows: "293 GFLOP/s" (a time for a launch
/// without FLOPs, "not derived" without a prediction) and "1.37 TFLOP/s".
std::string predictedFigure(const RoofSet &Set);
std::string soundFigure(const RoofSet &Set);
/// "293 GFLOP/s (limited by L1: 32 lines per request of 'A' at f.cu:7:5),
/// can never beat 1.37 TFLOP/s": the headline of a launch.
std::string headlineText(const RoofSet &Set);

struct Roof {
  RoofLevel Level = RoofLevel::Compute;
  /// What the estimate counts over the launch, in Unit ("wavefronts",
  /// "lines", "B", "FLOP").
  double Count = 0;
  std::string Unit;
  /// Seconds at this level: sound (a lower bound) and estimated; unset when
  /// not derived (Missing says why).
  std::optional<double> SoundTimeS, EstimateTimeS;
  /// FLOPs over those times; unset for a launch without FLOPs.
  std::optional<double> SoundFlopsPerS, EstimateFlopsPerS;
  /// The estimate's rule, with its numbers.
  std::string Rule;
  /// What weighs most at this level: "32-way bank conflicts on 'tile' at
  /// t.cu:12:5".
  std::string Reason;
  /// The access the reason names, if any.
  std::optional<SourceLoc> Loc;
  std::string Missing;
};

struct RoofSet {
  std::vector<Roof> Roofs;
  /// The roof with the longest estimated time (the predicted limit) and the
  /// one with the longest sound time.
  std::optional<std::size_t> Limiting, SoundLimiting;
  std::optional<double> PredictedTimeS, SoundTimeS;
  /// FLOPs over those times: "predicted X, can never beat Y".
  std::optional<double> PredictedFlopsPerS, SoundFlopsPerS;

  const Roof *limiting() const {
    return Limiting ? &Roofs[*Limiting] : nullptr;
  }
};

} // namespace roofline

#endif // ROOFLINE_RESULT_ROOFS_H
