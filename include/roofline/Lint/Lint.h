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

#include "roofline/Result/Result.h"

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
  /// Report each roofline id of a NOLINT comment that suppressed nothing
  /// (roofline-unused-suppression).
  bool ReportUnusedSuppressions = false;

  Severity levelOf(DiagId Id) const;
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

/// Which comment: `NOLINT(...)` (its own line), `NOLINTNEXTLINE(...)` (the
/// line below), or one end of a `NOLINTBEGIN(...)` ... `NOLINTEND(...)`
/// region.
enum class SuppressionForm { Line, NextLine, Begin, End };

const char *suppressionFormName(SuppressionForm F); // "NOLINT", ...

/// A suppression comment, with an optional reason after the closing
/// parenthesis.
struct Suppression {
  SuppressionForm Form = SuppressionForm::Line;
  std::vector<std::string> Ids;    // may end in '*'; other tools' ids too
  std::vector<unsigned> IdColumns; // 1-based column of each id on its line
  unsigned Column = 0;             // 1-based column of "NOLINT"
  std::string Reason;
  /// Names a roofline id or a pattern that matches one ("roofline-*", "*"):
  /// roofline-lint's business; a comment naming only other tools' checks
  /// is not.
  bool namesRoofline() const;
};

/// Every suppression comment on one source line. A bare NOLINT,
/// NOLINTBEGIN or NOLINTEND (no ids) is clang-tidy's and is left out.
std::vector<Suppression> parseSuppressions(const std::string &Line);

/// The roofline suppression comments of a file, with NOLINTBEGIN and
/// NOLINTEND paired like clang-tidy pairs them: an END closes the innermost
/// open BEGIN when both name the same ids; any other END, and a BEGIN left
/// open at the end of the file, is unmatched and suppresses nothing.
struct FileSuppressions {
  struct Comment {
    unsigned Line = 0; // 1-based
    Suppression S;
    /// For a matched BEGIN: its END's index in Comments, and back; -1 when
    /// unmatched (and for NOLINT, NOLINTNEXTLINE).
    int Partner = -1;
    /// For an unmatched END: the innermost BEGIN open there, if any.
    int InnermostOpen = -1;
  };
  std::vector<Comment> Comments; // in file order
};

FileSuppressions scanSuppressions(const std::vector<std::string> &Lines);

/// Marks the findings of R that a comment on or above their kernel (or on
/// their own line), or a NOLINTBEGIN/NOLINTEND region around either,
/// suppresses. ReadLines returns a file's lines (empty when it cannot be
/// read). Then checks the comments of the files it read, and of the input
/// files: unknown roofline ids and unpaired NOLINTBEGIN/NOLINTEND are
/// roofline-invalid-suppression findings; with ReportUnusedSuppressions,
/// ids that suppressed nothing are roofline-unused-suppression. Those
/// findings take the level of the policy of the input file (PolicyOf, by
/// index into R.Files) that first led to the file.
void applySuppressions(
    AnalysisResult &R,
    const std::function<const std::vector<std::string> &(const std::string &)>
        &ReadLines,
    const std::function<const Policy &(size_t)> &PolicyOf);

/// The same under the default policy.
void applySuppressions(
    AnalysisResult &R,
    const std::function<const std::vector<std::string> &(const std::string &)>
        &ReadLines);

/// A stable fingerprint of a finding's identity (FNV-1a, 64 bits, in hex).
std::string findingFingerprint(const std::string &Key);

} // namespace roofline

#endif // ROOFLINE_LINT_LINT_H
