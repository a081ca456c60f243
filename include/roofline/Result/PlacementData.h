//===- PlacementData.h - A kernel placed on a roofline, as data -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// What the Roofline stage computes (roofline/Roofline/Placement.h,
// SymbolicPlacement.h), as plain data of the result model: a placement
// against one machine's roofs, the traffic verdict, a symbolic cost's
// placement and where it crosses the ridge, and the words they are said in.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_RESULT_PLACEMENTDATA_H
#define ROOFLINE_RESULT_PLACEMENTDATA_H

#include "roofline/Cost/Precision.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace roofline {

enum class Bound { Memory, Compute };
const char *boundName(Bound B); // "memory", "compute"

/// FLOPs per precision and global bytes, as plain numbers (per thread or per
/// launch: the ratio is what matters for placement).
struct FlopsAndBytes {
  std::array<double, NumPrecisions> Flops{};
  std::array<double, NumTensorTypes> TensorFlops{};
  double GlobalBytes = 0;
  double totalFlops() const;
};

struct Placement {
  /// The precision whose peak the kernel is placed against: the one doing most
  /// of its FLOPs (ties: the wider type); fp32 when there are no FLOPs.
  Precision Prec = Precision::FP32;
  /// Set when tensor-core FLOPs dominate: then TensorPrec names the input
  /// type and the tensor peak is used.
  bool Tensor = false;
  TensorType TensorPrec = TensorType::FP16;
  /// The peak used. For a kernel with FLOPs in several precisions this is the
  /// effective peak total_flops / sum(flops_p / peak_p) of the spec's
  /// time_compute rule; otherwise the precision's own peak.
  double PeakFlopsPerS = 0;
  bool Mixed = false; // FLOPs in more than one precision
  double DramBytesPerS = 0;
  double Ridge = 0;                // flop per byte
  std::optional<double> Intensity; // nullopt when there are no bytes
  double CeilingFlopsPerS = 0;
  double FractionOfPeak = 0; // ceiling / peak, in [0, 1]
  Bound BoundBy = Bound::Memory;
  /// max(bytes / bandwidth, flops / peak) in seconds, for the amounts given.
  double TimeLowerBoundS = 0;
  /// Set when the machine has no peak for a precision the kernel uses (e.g.
  /// fp64 on a Jetson entry): says which, placement then uses fp32's peak.
  std::string Warning;
};

/// "fp32", "tensor fp16" or "mixed": what the peak of a placement is.
std::string precisionLabel(const Placement &P);

/// Where a launch lands once DRAM traffic is bracketed: by its compulsory
/// bytes (perfect reuse) and its sector bytes (no reuse).
enum class TrafficVerdict {
  /// Below the ridge even with perfect reuse: only fewer bytes help.
  MemoryBoundAtAnyReuse,
  /// Below the ridge without reuse, above it with perfect reuse.
  ComputeBoundIfReused,
  /// Below the ridge without reuse; above it with perfect reuse only over
  /// a lower bound of the compulsory bytes, so undecided.
  MemoryBoundWithoutReuse,
  /// Above the ridge without any reuse between requests.
  ComputeBound,
  /// No FLOPs: judged in bytes and time, not FLOP/s.
  NoFlops,
};
/// "memory-bound at any cache behaviour", "compute-bound only if reuse is
/// captured", "compute-bound", "moves data only".
const char *trafficVerdictText(TrafficVerdict V);

/// With one free symbol: where the intensity reaches the ridge.
struct RidgeCrossing {
  std::string Symbol;
  int64_t From = 0;   // compute-bound once Symbol >= From
  bool Never = false; // memory-bound for every value
};

/// Where a cost vector lands.
struct CostPlacement {
  std::string IntensityExpr;       // flops / bytes, as the symbolic counts read
  std::optional<double> Intensity; // exact
  std::optional<double> IntensityLimit; // symbolic: the limit as they grow
  std::optional<Placement> Roof;
  bool AtLimit = false; // Roof is placed at IntensityLimit
  std::optional<RidgeCrossing> Crossing;
};

} // namespace roofline

#endif // ROOFLINE_RESULT_PLACEMENTDATA_H
