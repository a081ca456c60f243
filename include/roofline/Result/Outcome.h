//===- Outcome.h - How a run ends -------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Findings counted per level, the run's outcome under --fail-on (and its
// exit status), and the findings a machine format carries.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_RESULT_OUTCOME_H
#define ROOFLINE_RESULT_OUTCOME_H

#include "roofline/Result/Result.h"

#include <optional>
#include <string>
#include <vector>

namespace roofline {

/// Unsuppressed findings per level, and suppressed ones.
struct FindingCounts {
  unsigned PerLevel[4] = {0, 0, 0, 0}; // indexed by Severity
  unsigned Suppressed = 0;
  unsigned of(Severity L) const { return PerLevel[static_cast<int>(L)]; }
  /// Some unsuppressed finding is at or above FailOn.
  bool fails(const std::optional<Severity> &FailOn) const;
};
FindingCounts countFindings(const AnalysisResult &R);

/// How a run ends under FailOn: whether it fails, and whether input that
/// could not be analyzed is among the reasons (exit 3, else 1).
struct RunOutcome {
  bool Fails = false;
  /// Failing roofline-parse-error findings (files) and roofline-not-analyzed
  /// ones (kernels).
  unsigned UnparsedFiles = 0, UnanalyzedKernels = 0;
  /// "passes (fails on error)", "fails on warning", "fails on error: 1 file
  /// could not be parsed"; empty with --fail-on=never.
  std::string Text;
  /// The process's exit status for it: 0 passes, 1 fails on findings, 3
  /// fails on input that could not be analyzed (docs/CommandLine.md).
  int exitCode() const {
    return UnparsedFiles + UnanalyzedKernels ? 3 : Fails ? 1 : 0;
  }
};
RunOutcome runOutcome(const AnalysisResult &R,
                      const std::optional<Severity> &FailOn);
/// The findings a machine format carries: unsuppressed, at or above Min,
/// errors first, then warnings, then notes, each in report order.
std::vector<const Finding *> findingsAtOrAbove(const AnalysisResult &R,
                                               Severity Min);

} // namespace roofline

#endif // ROOFLINE_RESULT_OUTCOME_H
