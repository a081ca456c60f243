//===- Placement.h - A kernel against a machine's roofline ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary: intensity I = FLOPs / global bytes (FLOP per byte); the ridge
// point is peak / bandwidth; ceiling = min(bandwidth * I, peak); a kernel is
// memory-bound when I < ridge, else compute-bound. This component works on
// numbers only; it never sees an AST or a symbolic expression.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_ROOFLINE_PLACEMENT_H
#define ROOFLINE_ROOFLINE_PLACEMENT_H

#include "roofline/Cost/Precision.h"
#include "roofline/Machine/Machine.h"

#include <array>
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

/// Places the amounts against M. With no bytes the kernel is compute-bound
/// with an infinite intensity (Intensity stays nullopt).
Placement place(const FlopsAndBytes &Amounts, const Machine &M);

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
/// The verdict from the no-reuse and perfect-reuse placements (the same
/// FLOPs over sector bytes and over compulsory bytes).
TrafficVerdict trafficVerdict(double Flops, const Placement &NoReuse,
                              const Placement &PerfectReuse);

/// Ceiling for a given intensity and precision (used for symbolic limits).
Placement placeIntensity(double Intensity, Precision P, const Machine &M);

} // namespace roofline

#endif // ROOFLINE_ROOFLINE_PLACEMENT_H
