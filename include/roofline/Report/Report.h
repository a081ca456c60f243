//===- Report.h - The output formats ----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The printers: each output format turns the result model (roofline/Result)
// into text and computes no number of its own. They write to an
// llvm::raw_ostream; the text format is coloured, as clang's diagnostics
// are, when the stream's colours are enabled (raw_ostream::enable_colors),
// and plain otherwise.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_REPORT_REPORT_H
#define ROOFLINE_REPORT_REPORT_H

#include "roofline/Result/Outcome.h"
#include "roofline/Result/Result.h"
#include "roofline/Result/Units.h"
#include "roofline/Result/Verdict.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace roofline {

struct ReportOptions {
  /// Text: findings only, no per-kernel readout.
  bool Quiet = false;
  /// Text: formulas in full however long (-v); otherwise one that would
  /// take a readout line past 120 columns is shortened, the number first.
  bool Verbose = false;
  /// Text: every kernel's and launch's readout (--readout=full, -v);
  /// otherwise one block per kernel of the source (TextBrief.cpp).
  bool FullReadout = false;
  /// Text: one table row per kernel of the source, farthest below peak
  /// first, then the findings --quiet prints (--summary; wins over both).
  bool Summary = false;
  /// The level a run fails on (none: --fail-on=never); every format's
  /// summary says it.
  std::optional<Severity> FailOn = Severity::Error;
  /// SARIF, GitHub, Code Quality and markdown carry the findings at or above
  /// this level (--min-level); JSON and text carry every one.
  Severity MinLevel = Severity::Warning;
  /// Markdown: the most characters the comment may have (GitHub rejects
  /// comment bodies over 65,536), and where the full report is.
  size_t MaxMarkdownChars = 65536;
  std::string FullReportUrl;
  /// GitHub: the most annotations per level (a step shows 10 per level).
  unsigned MaxAnnotationsPerLevel = 10;
};

/// One output format: its --format name, where it comes in the list (the
/// first is the default), and its printer. Each lib/Report/<Name>Report.cpp
/// defines its own (lib/Report/Formats.h).
struct ReportFormat {
  const char *Name;
  int Order;
  void (*Print)(const AnalysisResult &R, llvm::raw_ostream &OS,
                const ReportOptions &Opts);
};
/// Every format, in Order: --format's choices, its help and the dispatch
/// derive from it.
const std::vector<ReportFormat> &reportFormatTable();

/// clang-style text: the per-kernel readout, findings as warnings and
/// errors, the what-if table for further GPUs, and a summary line.
void printText(const AnalysisResult &R, llvm::raw_ostream &OS,
               const ReportOptions &Opts = {});
/// Schema version 3 (docs/OutputFormats.md): everything, and the summary.
void printJson(const AnalysisResult &R, llvm::raw_ostream &OS,
               const ReportOptions &Opts = {});
/// SARIF 2.1.0 as GitHub code scanning reads it.
void printSarif(const AnalysisResult &R, llvm::raw_ostream &OS,
                const ReportOptions &Opts = {});
/// A review comment: a table per GPU, deltas against the baseline, findings;
/// at most Opts.MaxMarkdownChars characters.
void printMarkdown(const AnalysisResult &R, llvm::raw_ostream &OS,
                   const ReportOptions &Opts = {});
/// GitHub Actions workflow commands (::warning file=...,line=...::...), at
/// most Opts.MaxAnnotationsPerLevel per level, and a summary line.
void printGithub(const AnalysisResult &R, llvm::raw_ostream &OS,
                 const ReportOptions &Opts = {});
/// GitLab Code Quality: a JSON array of issues (description, check_name,
/// fingerprint, severity, location.path, location.lines.begin).
void printCodeQuality(const AnalysisResult &R, llvm::raw_ostream &OS,
                      const ReportOptions &Opts = {});
/// Every id of Diagnostics.def: kind, default level, summary.
void printCheckList(llvm::raw_ostream &OS);
void printCheckListJson(llvm::raw_ostream &OS);

/// The documentation page of an id (SARIF helpUri, markdown links).
std::string diagnosticHelpUri(const std::string &Id);

/// After the text report: the measured section (--measured), one remark per
/// matched launch with the numbers behind its verdict.
void printMeasuredText(const AnalysisResult &R, llvm::raw_ostream &OS);

} // namespace roofline

#endif // ROOFLINE_REPORT_REPORT_H
