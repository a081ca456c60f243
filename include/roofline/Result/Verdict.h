//===- Verdict.h - One verdict per kernel -----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Which launch speaks for a kernel, and in which regime. The text remark
// prints it and the findings judge it, so the two never disagree.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_RESULT_VERDICT_H
#define ROOFLINE_RESULT_VERDICT_H

#include "roofline/Result/Result.h"

#include <optional>
#include <string>

namespace roofline {

/// Where a kernel lands, as its remark says it and its findings judge it.
enum class KernelRegime {
  /// Below the ridge: on the traffic model at any cache behaviour, or on
  /// requested bytes where the traffic model could not place a launch.
  MemoryBound,
  /// Above the ridge (on the traffic model: even without reuse).
  ComputeBound,
  /// Traffic model: below the ridge without reuse, above it with perfect
  /// reuse.
  ComputeBoundIfReused,
  /// Traffic model: below the ridge without reuse; above it with perfect
  /// reuse only over a lower bound of the compulsory bytes.
  Undecided,
  /// No FLOPs, but bytes: judged in bytes and time, not FLOP/s.
  MovesDataOnly,
  /// No verdict (Reason says why).
  None,
};

/// The one verdict of a kernel. A launch speaks for it when one was placed:
/// of the launches the traffic model placed, the one with the lowest sound
/// ceiling; else, of those placed on requested bytes, the one with the
/// lowest ceiling; launches without FLOPs only when no other was placed.
/// Without such a launch, the kernel's own per-thread placement speaks, and
/// none at all when threads differ (a launch counted every thread like
/// thread 0, or the per-thread figures are a thread's that takes every
/// guard).
struct KernelVerdict {
  KernelRegime Regime = KernelRegime::None;
  /// The launch that speaks (index into KernelResult::Launches), or -1.
  int Launch = -1;
  /// The placement it rests on: a traffic launch's sound one, else the
  /// requested-bytes one; null for MovesDataOnly and None.
  const Placement *Roof = nullptr;
  /// At Roof: exact, or the limit as the sizes grow (AtLimit).
  std::optional<double> Intensity;
  bool AtLimit = false;
  /// Placed by the traffic model (Roof is the sound placement).
  bool Traffic = false;
  /// With Regime None: what the remark says instead ("no verdict: threads
  /// differ, ...", "intensity depends on N; no limit as they grow").
  std::string Reason;
};
KernelVerdict kernelVerdict(const KernelResult &K);
/// The verdict of one launch of K, as kernelVerdict would give it were that
/// the kernel's only launch; Reason says why when none is placed.
KernelVerdict launchVerdict(const KernelResult &K, size_t Launch);
/// "memory-bound", "compute-bound only if reuse is captured", ...; a
/// traffic launch's regime in the traffic model's words.
std::string regimeText(const KernelVerdict &V);

} // namespace roofline

#endif // ROOFLINE_RESULT_VERDICT_H
