//===- Result.h - What a run found ------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The analysis result as plain data: per file, its kernels; per kernel, its
// launches, each placed on the roofline and, with the traffic model, between
// its DRAM bounds. The driver fills it (binding, placement), Lint adds
// findings, Measure adds measurements; printers only format it and never
// compute a number of their own.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_RESULT_RESULT_H
#define ROOFLINE_RESULT_RESULT_H

#include "roofline/Cost/KernelCost.h"
#include "roofline/Launch/Binding.h"
#include "roofline/Launch/Totals.h"
#include "roofline/Machine/Machine.h"
#include "roofline/Result/Finding.h"
#include "roofline/Result/Measurement.h"
#include "roofline/Result/PlacementData.h"
#include "roofline/Result/Roofs.h"
#include "roofline/Traffic/Estimate.h"

#include <array>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace roofline {

/// One launch of a kernel: its whole-launch totals (the configuration after
/// --bind, the counts summed over every launched thread, its DRAM traffic
/// without and with reuse, the assumptions they rest on), placed.
struct LaunchResult : LaunchTotals {
  LaunchSite Site;
  /// The totals are numbers although symbols they depend on are unbound (a
  /// guard's `n`): every thread counted like an active one, not an exact
  /// count; its placement is an estimate and gives no time bound.
  bool RestsOnUnbound = false;
  std::string IntensityExpr;
  std::optional<double> Intensity;
  std::optional<double> IntensityLimit; // with free symbols
  std::optional<Placement> Roof;
  bool RoofIsLimit = false;
  std::optional<RidgeCrossing> Crossing;
  std::optional<double> TimeLowerBoundS;
  /// The intensity and ceiling over the DRAM traffic without reuse
  /// (Sectors), when it is known.
  std::optional<double> SectorIntensity;
  std::optional<Placement> SectorRoof;
  /// The sound ceiling over the DRAM traffic with perfect reuse (Compulsory
  /// bytes): no cache behaviour can beat it.
  std::optional<double> CompulsoryIntensity;
  std::optional<Placement> SoundRoof;
  /// With both traffic counts: where the launch lands, and the time bounds
  /// over compulsory bytes (sound: no launch can be faster) and over sector
  /// bytes (no reuse between requests).
  std::optional<TrafficVerdict> Verdict;
  std::optional<double> SoundTimeS, NoReuseTimeS;
  /// The compute time both bounds take at least: FLOPs over the placement's
  /// (effective) peak, 0 without one.
  double ComputeTimeS = 0;
  /// Between the bounds: the L2 rule's estimate of DRAM bytes, its intensity
  /// and placement.
  TrafficEstimate Estimate;
  std::optional<double> EstimateIntensity;
  std::optional<Placement> EstimateRoof;
  /// The share of the fetched sector bytes some lane uses (distinct bytes
  /// per request over 32 B per sector), over the exactly counted accesses:
  /// at most 1, a broadcast counted once.
  std::optional<double> SectorEfficiency;
  /// Every level the launch passes, the predicted ceiling (the lowest
  /// estimate) and the sound one (the lowest sound figure).
  RoofSet Roofs;
  /// Totals count every thread like thread 0 although threads differ: an
  /// upper bound on both FLOPs and bytes, with no verdict.
  bool ThreadsFellBack = false;
  /// Totals rest on assumptions (the kernel's, or this launch's).
  bool Estimated = false;
  /// The profiler's measurement of this launch (--measured).
  std::optional<Measurement> Measured;
  /// Against --baseline.
  std::optional<BaselineDelta> Baseline;
};

struct KernelResult {
  KernelSummary Kernel;
  /// Per-thread costs with the run's bindings applied.
  BoundCost Bound;
  /// FLOPs / global bytes per thread: "2*N / (8*N + 4)".
  std::string IntensityExpr;
  /// Exact intensity when every symbol is bound and there are bytes.
  std::optional<double> Intensity;
  /// With free symbols: the intensity as every free symbol grows together.
  std::optional<double> IntensityLimit;
  /// Placement at Intensity, or at IntensityLimit (then RoofIsLimit).
  std::optional<Placement> Roof;
  bool RoofIsLimit = false;
  std::optional<RidgeCrossing> Crossing;
  std::vector<LaunchResult> Launches;
  /// Against --baseline.
  std::optional<BaselineDelta> Baseline;
};

/// A file, how its parse went, and its kernels placed.
struct FileResult : FileParse {
  std::vector<KernelResult> Kernels;
};

struct AnalysisResult {
  Machine Gpu;
  std::vector<Binding> Bindings;
  std::vector<FileResult> Files;
  /// The same kernels placed on each further --gpu, in the order given
  /// (each entry's OtherGpus is empty).
  std::vector<AnalysisResult> OtherGpus;
  /// What --measured read, when it was given.
  std::optional<MeasurementRun> Measurements;
  /// Findings in report order (suppressed ones included, marked).
  std::vector<Finding> Findings;
  /// The --baseline file, when one was given, and the GPU it was placed on.
  std::string BaselineFile, BaselineGpu;
  /// Kernels of the baseline with no counterpart in this run.
  std::vector<std::string> BaselineGone;
  /// Kernels --changed-only left out: their numbers and findings are the
  /// baseline's.
  unsigned UnchangedLeftOut = 0;
};

} // namespace roofline

#endif // ROOFLINE_RESULT_RESULT_H
