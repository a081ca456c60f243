//===- Lint.h - Findings, suppressions and baselines ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Turns a placed AnalysisResult into findings under a policy (levels per id,
// the checks' options), compares it with a baseline report, and applies
// suppression comments from the source (docs/Lint.md).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LINT_LINT_H
#define ROOFLINE_LINT_LINT_H

#include "roofline/Result/Result.h"
#include "roofline/Support/Errors.h"
#include "roofline/Support/Numbers.h"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace roofline {

/// What counts as a finding, and how much it matters.
/// An option a check declares and reads (lib/Lint/Checks): set in the
/// configuration as `check-options: {<id>.<option>: value}`.
struct CheckOptionInfo {
  const char *Name; // "min-percent-of-peak"
  NumberRange Range;
  /// Unset: the check does not fire until the option is set.
  std::optional<double> Default;
  const char *Help; // the --help line
  /// Older spellings of the same option, when it has them: its key under
  /// `thresholds:` and its command-line flag ("--min-percent-of-peak").
  const char *ThresholdKey = nullptr;
  const char *Flag = nullptr;
};

/// A registered check's option and its full key ("<id>.<option>").
struct CheckOptionRef {
  std::string Key;
  const CheckOptionInfo *Info = nullptr;
};
/// Every registered check's options, in the order the checks run.
const std::vector<CheckOptionRef> &checkOptions();
/// The option of Key ("roofline-low-ceiling.min-percent-of-peak"), or null.
const CheckOptionRef *findCheckOption(const std::string &Key);
/// "unknown check option 'K'" with the closest key when one is close.
std::string unknownCheckOptionMessage(const std::string &Key);

struct Policy {
  /// Level per id or pattern ("roofline-*"): an exact id wins over a
  /// pattern, a longer pattern over a shorter one, a later entry over an
  /// earlier one of the same kind.
  std::vector<std::pair<std::string, Severity>> Levels;
  /// The checks' options by key ("<id>.<option>"): checked against their
  /// ranges before they get here; an option not set takes its default.
  std::map<std::string, double> Options;
  /// Report each roofline id of a NOLINT comment that suppressed nothing
  /// (roofline-unused-suppression).
  bool ReportUnusedSuppressions = false;

  Severity levelOf(DiagId Id) const;
  void setOption(DiagId Check, const std::string &Name, double Value);
};

/// One baseline kernel or launch, as read from a JSON report.
struct BaselineEntry {
  std::optional<double> Intensity; // exact, or the limit
  std::optional<double> Ceiling;
  std::string Bound;
  /// Launches, schema 3: the sound time lower bound and the sector bytes.
  std::optional<double> SoundTime, SectorBytes;
  /// Launches, schema 4: the predicted ceiling (FLOP/s) and time.
  std::optional<double> PredictedFlops, PredictedTime;
};

struct BaselineKernel {
  std::string File, Name;
  /// "FILE:LINE" of its first launch: which file's analysis it came from,
  /// for a header's kernel that several inputs analyze.
  std::string FirstLaunch;
  BaselineEntry Kernel;
  std::vector<BaselineEntry> Launches;
};

struct BaselineReport {
  std::string Path;
  std::string Gpu;
  std::vector<BaselineKernel> Kernels;
  /// Its findings' fingerprints by kernel name, leaving out suppressed
  /// ones and those a baseline itself gives (regression, mismatch).
  std::map<std::string, std::set<std::string>> Fingerprints;
};

/// Reads a report written by `--format json`; a one-line error on bad input.
llvm::Expected<BaselineReport> loadBaseline(const std::string &Path);

/// Fills the Baseline deltas of R's kernels and launches, and
/// R.BaselineGone.
void compareWithBaseline(AnalysisResult &R, const BaselineReport &Base);

/// --changed-only: keeps the kernels whose numbers or findings differ from
/// Base (new ones included) and their findings; R.UnchangedLeftOut counts
/// the others. After compareWithBaseline, computeFindings and
/// applySuppressions.
void keepChangedKernels(AnalysisResult &R, const BaselineReport &Base);

/// The kernel or launch moved against its baseline entry: new, or any of
/// its figures or its bound changed.
bool changedFromBaseline(const BaselineDelta &D);

/// A finding a baseline comparison itself gives: not compared with one.
bool isBaselineFinding(const Finding &F);

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
