//===- Finding.h - A lint finding, ready to print ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Plain data: what lib/Lint decided about a kernel (a policy check, an
// assumption, a regression against a baseline) and the baseline deltas the
// reporters print. Reporters only format these.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_RESULT_FINDING_H
#define ROOFLINE_RESULT_FINDING_H

#include "roofline/Cost/KernelCost.h"
#include "roofline/Support/Diagnostics.h"

#include <optional>
#include <string>
#include <vector>

namespace roofline {

/// A number or a string attached to a finding (SARIF `properties`).
struct FindingProperty {
  std::string Key;
  std::optional<double> Number;
  std::string Text; // when not a number
};

struct Finding {
  std::string Id; // from Diagnostics.def
  Severity Level = Severity::Warning;
  SourceLoc Loc;
  std::string Kernel;
  std::string Message; // one line, no trailing period
  /// The message as the brief text readout prints it, under its kernel's
  /// remark: without what the remark already says (the kernel, the GPU, the
  /// launch). Empty: Message.
  std::string Brief;
  std::vector<FindingProperty> Properties;
  /// Which kernel it belongs to: indices into AnalysisResult::Files and
  /// FileResult::Kernels; Launch is -1 for the kernel itself.
  int File = -1, KernelIndex = -1, Launch = -1;
  /// Stable across unrelated edits: id, file, kernel and launch index, not
  /// line numbers (SARIF partialFingerprints).
  std::string Fingerprint;
  bool Suppressed = false;
  std::string SuppressionReason;
};

/// Where a kernel or launch stood in the baseline report, and the change.
struct BaselineDelta {
  bool New = false; // no counterpart in the baseline
  /// The baseline was placed on another GPU (roofline-baseline-mismatch):
  /// the changes are shown, but they are the machine's as much as the
  /// code's, and no regression is judged on them.
  bool OtherGpu = false;
  std::optional<double> OldIntensity, NewIntensity;
  std::optional<double> OldCeiling, NewCeiling; // FLOP/s
  std::string OldBound, NewBound;               // "memory", "compute"
  /// (new - old) / old, in percent, when both exist.
  std::optional<double> IntensityChangePercent, CeilingChangePercent;
  /// Launches with the traffic model in both reports: the sound time lower
  /// bound (seconds) and the sector bytes, with their changes in percent.
  std::optional<double> OldSoundTime, NewSoundTime, SoundTimeChangePercent;
  std::optional<double> OldSectorBytes, NewSectorBytes,
      SectorBytesChangePercent;
  /// Launches whose reports both give a headline: the predicted ceiling
  /// (FLOP/s; 0 without FLOPs) and time, with their changes in percent.
  std::optional<double> OldPredicted, NewPredicted, PredictedChangePercent;
  std::optional<double> OldPredictedTime, NewPredictedTime,
      PredictedTimeChangePercent;
};

} // namespace roofline

#endif // ROOFLINE_RESULT_FINDING_H
