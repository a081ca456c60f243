//===- Measurement.h - A profiler measurement of one launch -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Plain data: what Nsight Compute measured for one kernel launch, matched to
// a launch the analyzer found, and what follows from the two together
// (docs/Measurements.md). lib/Measure fills it; reporters only print it.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_RESULT_MEASUREMENT_H
#define ROOFLINE_RESULT_MEASUREMENT_H

#include <optional>
#include <string>
#include <vector>

namespace roofline {

/// A roof inside the chip, counted by the profiler and by the model: the
/// level ("issue", "shared", "L1", "L2"), what both count, the counters.
struct LevelCount {
  std::string Level, Unit, Counter;
  double Predicted = 0, Measured = 0;
};

/// One profiled launch, matched to a predicted launch.
struct Measurement {
  unsigned Row = 0;       // 1-based data row in the CSV (the first, if several)
  std::string KernelName; // as the profiler printed it
  double TimeS = 0;       // gpu__time_duration.sum (the median of Repeats rows)
  std::optional<double> Flops;     // from the per-opcode counters, FMA = 2
  std::optional<double> DramBytes; // dram__bytes_read.sum + write.sum
  std::optional<double> AchievedFlopsPerS;
  std::optional<double> AchievedIntensity; // Flops / DramBytes
  std::optional<double> FractionOfCeiling; // achieved / predicted ceiling
  std::string Verdict;                     // see docs/Measurements.md
  std::optional<double> FlopsRatio;        // predicted / measured FLOPs
  std::optional<double> BytesRatio;        // predicted bytes / DRAM bytes
  /// The L2 rule's estimate of DRAM bytes over the measured DRAM bytes.
  std::optional<double> EstimateBytesRatio;

  /// Rows aggregated into this measurement: a launch profiled several times
  /// (a loop, repeated runs). Times, FLOPs and bytes are then medians;
  /// TimeMinS and TimeMaxS give the spread.
  unsigned Repeats = 1;
  double TimeMinS = 0;
  double TimeMaxS = 0;
  /// The profiler's "Grid Size" and "Block Size", as printed: "(4096, 1, 1)".
  std::string Grid;
  std::string Block;
  /// Set when the counters do not cover every precision the launch computes
  /// in (or it uses tensor cores): achieved FLOP/s and intensity then use the
  /// predicted FLOPs over the measured time and bytes.
  bool AchievedUsesPredictedFlops = false;
  /// DramBytes / TimeS.
  std::optional<double> AchievedDramBytesPerS;
  /// min(bandwidth x AchievedIntensity, peak) of the launch's placement: the
  /// ceiling at the DRAM traffic the kernel really caused.
  std::optional<double> MeasuredCeilingFlopsPerS;
  std::optional<double> FractionOfMeasuredCeiling; // achieved / that
  /// The fraction the verdict was judged on: "predicted ceiling";
  /// "measured-intensity ceiling" when the kernel beats the predicted one;
  /// "bandwidth ceiling" for a launch without FLOPs (FractionOfCeiling is
  /// then the predicted time lower bound over the measured time).
  std::string VerdictBasis;
  /// The traffic model's bracket of the launch's DRAM bytes, when it placed
  /// the launch, and whether the measured bytes fall inside it.
  std::optional<double> CompulsoryBytes, SectorBytes;
  std::optional<bool> InsideTrafficBounds;
  /// The roofs inside the chip whose counters the profile has (medians over
  /// the rows, as for the FLOPs).
  std::vector<LevelCount> Levels;
  /// One line each: why a number is missing or what to double-check.
  std::vector<std::string> Notes;
};

/// What --measured read and what it could not match.
struct MeasurementRun {
  std::string File;
  unsigned Rows = 0;    // profiled launches read
  unsigned Matched = 0; // rows attached to a launch (repeats included)
  std::vector<std::string> UnmatchedRows; // "row 7: kernel 'foo' ..."
  /// Launches with no row: "'foo' launched at a.cu:12:3: no row".
  std::vector<std::string> UnmatchedKernels;
  /// The thresholds the verdicts used, as fractions of the ceiling.
  double NearFraction = 0;
  double FarFraction = 0;
  /// Whole-file remarks (e.g. profiled on another architecture than the
  /// --gpu the launches were placed on).
  std::vector<std::string> Notes;
};

} // namespace roofline

#endif // ROOFLINE_RESULT_MEASUREMENT_H
