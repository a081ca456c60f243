//===- Lint.h - Findings, suppressions and baselines ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Turns a placed AnalysisResult into findings under a policy (levels per id,
// thresholds), compares it with a baseline report, and applies suppression
// comments from the source (docs/Lint.md).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LINT_LINT_H
#define ROOFLINE_LINT_LINT_H

#include "roofline/Report/Report.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

/// What counts as a finding, and how much it matters.
struct Policy {
  /// Level per id or pattern ("roofline-*"): an exact id wins over a
  /// pattern, a longer pattern over a shorter one, a later entry over an
  /// earlier one of the same kind.
  std::vector<std::pair<std::string, Severity>> Levels;
  /// roofline-low-ceiling fires below this percentage of peak.
  std::optional<double> MinPercentOfPeak;
  /// roofline-low-intensity fires below this many FLOP/B.
  std::optional<double> MinIntensity;
  /// roofline-regression fires when a ceiling falls, or a launch's sound
  /// time bound or sector traffic grows, by more than this.
  double MaxRegressionPercent = 5;

  Severity levelOf(const std::string &Id) const;
};

/// One baseline kernel or launch, as read from a JSON report.
struct BaselineEntry {
  std::optional<double> Intensity; // exact, or the limit
  std::optional<double> Ceiling;
  std::string Bound;
  /// Launches, schema 3: the sound time lower bound and the sector bytes.
  std::optional<double> SoundTime, SectorBytes;
};

struct BaselineKernel {
  std::string File, Name;
  BaselineEntry Kernel;
  std::vector<BaselineEntry> Launches;
};

struct BaselineReport {
  std::string Path;
  std::string Gpu;
  std::vector<BaselineKernel> Kernels;
};

/// Reads a report written by `--format json`; false with a one-line Error.
bool loadBaseline(const std::string &Path, BaselineReport &Out,
                  std::string &Error);

/// Fills the Baseline deltas of R's kernels and launches, and
/// R.BaselineGone.
void compareWithBaseline(AnalysisResult &R, const BaselineReport &Base);

/// Computes R.Findings. PolicyOf gives the policy of a file (by index into
/// R.Files).
void computeFindings(AnalysisResult &R,
                     const std::function<const Policy &(size_t)> &PolicyOf);

/// A suppression comment: `NOLINT(id, ...)` or `NOLINTNEXTLINE(id, ...)`,
/// with an optional reason after the closing parenthesis.
struct Suppression {
  bool NextLine = false;
  std::vector<std::string> Ids; // may end in '*'
  std::string Reason;
};

/// Every suppression comment on one source line.
std::vector<Suppression> parseSuppressions(const std::string &Line);

/// Marks the findings of R that a comment on or above their kernel (or on
/// their own line) suppresses. ReadLines returns a file's lines (empty when
/// it cannot be read).
void applySuppressions(
    AnalysisResult &R,
    const std::function<const std::vector<std::string> &(const std::string &)>
        &ReadLines);

} // namespace roofline

#endif // ROOFLINE_LINT_LINT_H
