//===- Report.h - What a run found, ready to print --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The analysis result as plain data. The driver fills it (binding, placement);
// reporters only format it and never compute a number of their own.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_REPORT_REPORT_H
#define ROOFLINE_REPORT_REPORT_H

#include "roofline/Cost/KernelCost.h"
#include "roofline/Launch/Binding.h"
#include "roofline/Launch/Totals.h"
#include "roofline/Machine/Machine.h"
#include "roofline/Report/Finding.h"
#include "roofline/Report/Measurement.h"
#include "roofline/Roofline/Placement.h"
#include "roofline/Roofline/SymbolicPlacement.h"
#include "roofline/Traffic/Estimate.h"

#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

namespace roofline {

/// One launch of a kernel, with whole-launch totals.
struct LaunchResult {
  LaunchSite Site;
  std::vector<AppliedBinding> Bindings;
  std::array<Expr, 3> Grid, Block; // after --bind
  Expr Threads;                    // grid x block
  Expr ActiveThreads; // threads that pass the kernel's index guards
  CostVector Totals;  // summed over every launched thread
  std::set<std::string> Unbound;
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
  /// DRAM traffic without reuse (sectors), and the intensity and ceiling
  /// over it when it is known.
  SectorTraffic Sectors;
  std::optional<double> SectorIntensity;
  std::optional<Placement> SectorRoof;
  /// DRAM traffic with perfect reuse (compulsory bytes), and the sound
  /// ceiling over it: no cache behaviour can beat it.
  Footprint Compulsory;
  std::optional<double> CompulsoryIntensity;
  std::optional<Placement> SoundRoof;
  /// With both traffic counts: where the launch lands, and the time bounds
  /// over compulsory bytes (sound: no launch can be faster) and over sector
  /// bytes (no reuse between requests).
  std::optional<TrafficVerdict> Verdict;
  std::optional<double> SoundTimeS, NoReuseTimeS;
  /// Between the bounds: the L2 rule's estimate of DRAM bytes, its intensity
  /// and placement.
  TrafficEstimate Estimate;
  std::optional<double> EstimateIntensity;
  std::optional<Placement> EstimateRoof;
  /// Ideal sectors / sectors over the launch's exactly counted accesses.
  std::optional<double> SectorEfficiency;
  /// Totals count every thread like thread 0 although threads differ: an
  /// upper bound on both FLOPs and bytes, with no verdict.
  bool ThreadsFellBack = false;
  /// Totals rest on assumptions (the kernel's, or this launch's).
  bool Estimated = false;
  std::vector<Assumption> Assumptions; // of this launch only
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

struct FileResult {
  std::string File;
  bool Parsed = true;
  unsigned ErrorCount = 0;
  bool ErrorLimitReached = false; // Clang stopped at --max-errors
  std::string Abandoned;          // why it was given up (--timeout)
  std::vector<ParseError> Errors; // the first of Clang's errors
  std::vector<std::string> MissingIncludes;
  std::vector<std::string> AddedFlags; // "-fgpu-rdc: why"
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
  /// The --baseline file, when one was given.
  std::string BaselineFile;
  /// Kernels of the baseline with no counterpart in this run.
  std::vector<std::string> BaselineGone;
};

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
/// "memory-bound", "compute-bound only if reuse is captured", ...; a
/// traffic launch's regime in the traffic model's words.
std::string regimeText(const KernelVerdict &V);

struct ReportOptions {
  bool Color = false;
  /// Text: findings only, no per-kernel readout.
  bool Quiet = false;
  /// Text: formulas in full however long (-v); otherwise one that would
  /// take a readout line past 120 columns is shortened, the number first.
  bool Verbose = false;
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

/// clang-style text: the per-kernel readout, findings as warnings and
/// errors, the what-if table for further GPUs, and a summary line.
void printText(const AnalysisResult &R, std::ostream &OS,
               const ReportOptions &Opts = {});
/// Schema version 3 (docs/OutputFormats.md): everything, and the summary.
void printJson(const AnalysisResult &R, std::ostream &OS,
               const ReportOptions &Opts = {});
/// SARIF 2.1.0 as GitHub code scanning reads it.
void printSarif(const AnalysisResult &R, std::ostream &OS,
                const ReportOptions &Opts = {});
/// A review comment: a table per GPU, deltas against the baseline, findings;
/// at most Opts.MaxMarkdownChars characters.
void printMarkdown(const AnalysisResult &R, std::ostream &OS,
                   const ReportOptions &Opts = {});
/// GitHub Actions workflow commands (::warning file=...,line=...::...), at
/// most Opts.MaxAnnotationsPerLevel per level, and a summary line.
void printGithub(const AnalysisResult &R, std::ostream &OS,
                 const ReportOptions &Opts = {});
/// GitLab Code Quality: a JSON array of issues (description, check_name,
/// fingerprint, severity, location.path, location.lines.begin).
void printCodeQuality(const AnalysisResult &R, std::ostream &OS,
                      const ReportOptions &Opts = {});
/// Every id of Diagnostics.def: kind, default level, summary.
void printCheckList(std::ostream &OS);
void printCheckListJson(std::ostream &OS);

/// The documentation page of an id (SARIF helpUri, markdown links).
std::string diagnosticHelpUri(const std::string &Id);

/// Number formatting shared by the text reporters (3 significant digits).
std::string formatFlopsPerSecond(double V); // "126 GFLOP/s", "2.01 TFLOP/s"
std::string formatBytesPerSecond(double V); // "504 GB/s", "3.35 TB/s"
std::string formatIntensity(double V);      // "0.25", "0.167", "3.99", "57.7"
std::string formatPercent(double Fraction); // 0.004329 -> "0.43"
std::string formatSeconds(double V);
/// "f.cu:25": a location for a message.
std::string locationText(const SourceLoc &L);
/// Where a launch comes from, for a message: "launch at f.cu:25", "launch
/// annotated at f.cu:20", "launch given with --launch"; with ",
/// configuration 2 of 6" where the site has several.
std::string launchText(const LaunchResult &L);
/// How the host reaches a launch: "main -> run (j = 2)", with the number of
/// other call paths or host-loop iterations that give the same
/// configuration (" (+1 more path or iteration)").
std::string callPathText(const LaunchSite &S);
std::string formatSignedPercent(double V); // -50 -> "-50.0 %", 0 -> "+0.0 %"

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

#endif // ROOFLINE_REPORT_REPORT_H
