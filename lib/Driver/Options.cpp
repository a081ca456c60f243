//===- Options.cpp - The command line's options ---------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "roofline/Support/Errors.h"

#include "AnalyzeAll.h"
#include "CommandLine.h"
#include "CompileCommands.h"
#include "Explain.h"
#include "Outputs.h"
#include "Paths.h"
#include "roofline/Chart/Chart.h"
#include "roofline/Frontend/Frontend.h"
#include "roofline/Launch/Binding.h"
#include "roofline/Launch/Totals.h"
#include "roofline/Lint/Config.h"
#include "roofline/Lint/Lint.h"
#include "roofline/Lint/PolicyMerge.h"
#include "roofline/Machine/Machine.h"
#include "roofline/Measure/Ncu.h"
#include "roofline/Roofline/FileTotals.h"
#include "roofline/Roofline/PlaceFile.h"
#include "roofline/Roofline/Placement.h"
#include "roofline/Support/Numbers.h"
#include "roofline/Support/PathGlobs.h"
#include "roofline/Traffic/Estimate.h"

#include <CLI/CLI.hpp>

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>
#include <set>
#include <sstream>
#include <thread>
#include <tuple>
#include <type_traits>
#include <unistd.h>
#include <variant>

namespace roofline {

/// Applies --peak-gflops / --bandwidth-gbs to Base (or builds a custom
/// machine when there is no base); the one-line error on bad input.
llvm::Error applyCustomFigures(const Options &O, Machine &M, bool HaveBase) {
  std::optional<double> All;
  std::array<std::optional<double>, NumPrecisions> PerPrecision;
  for (const std::string &P : O.PeakGflops) {
    size_t Eq = P.find('=');
    std::string Prec = Eq == std::string::npos ? "" : P.substr(0, Eq);
    std::string Value = Eq == std::string::npos ? P : P.substr(Eq + 1);
    char *End = nullptr;
    double V = std::strtod(Value.c_str(), &End);
    if (Value.empty() || *End || !inRange(V, PositiveNumber)) {
      return makeError("invalid --peak-gflops '" + P + "': expected " +
                       PositiveNumber.Words + ", or PRECISION=NUMBER");
    }
    if (Prec.empty()) {
      All = V * 1e9;
      continue;
    }
    bool Found = false;
    for (Precision Pr : AllPrecisions)
      if (Prec == precisionName(Pr)) {
        PerPrecision[static_cast<int>(Pr)] = V * 1e9;
        Found = true;
      }
    if (!Found) {
      return makeError("invalid --peak-gflops '" + P +
                       "': precision must be fp16, bf16, fp32 or fp64");
    }
  }
  if (O.BandwidthGbs && !inRange(*O.BandwidthGbs, PositiveNumber)) {
    return makeError("invalid --bandwidth-gbs '" +
                     formatOptionNumber(*O.BandwidthGbs) + "': expected " +
                     PositiveNumber.Words);
  }
  if (!O.BandwidthGbs && !HaveBase) {
    return makeError(
        "a custom machine needs --bandwidth-gbs with a positive value");
  }
  if (!HaveBase) {
    if (!All && !PerPrecision[static_cast<int>(Precision::FP32)]) {
      return makeError(
          "a custom machine needs --peak-gflops (one value for every "
          "precision, or fp32=VALUE)");
    }
    M = makeCustomMachine(
        All.value_or(*PerPrecision[static_cast<int>(Precision::FP32)]),
        *O.BandwidthGbs * 1e9);
    if (!All)
      for (Precision Pr : AllPrecisions)
        M.PeakFlopsPerS[static_cast<int>(Pr)].reset();
  } else {
    std::optional<double> OldFp32 =
        M.PeakFlopsPerS[static_cast<int>(Precision::FP32)];
    if (All)
      for (auto &Peak : M.PeakFlopsPerS)
        Peak = *All;
    if (O.BandwidthGbs)
      M.DramBytesPerS = *O.BandwidthGbs * 1e9;
    M.Name += " (modified)";
    for (int I = 0; I < NumPrecisions; ++I)
      if (PerPrecision[I])
        M.PeakFlopsPerS[I] = PerPrecision[I];
    // The roofs inside the chip follow the fp32 peak, as a change of clock
    // would move them: issue slots, shared memory, the L1 and the L2 per
    // clock stay the GPU's.
    std::optional<double> NewFp32 =
        M.PeakFlopsPerS[static_cast<int>(Precision::FP32)];
    if (OldFp32 && NewFp32 && *OldFp32 > 0 && *NewFp32 != *OldFp32) {
      double Ratio = *NewFp32 / *OldFp32;
      M.BoostClockHz *= Ratio;
      M.MaxClockHz *= Ratio;
      M.Notes += std::string(M.Notes.empty() ? "" : " ") + "Clocks scaled by " +
                 formatOptionNumber(Ratio) +
                 " with the fp32 peak given on the command line.";
    }
    return llvm::Error::success();
  }
  for (int I = 0; I < NumPrecisions; ++I)
    if (PerPrecision[I])
      M.PeakFlopsPerS[I] = PerPrecision[I];
  return llvm::Error::success();
}

/// Options given once per value (`--bind a=1 --bind b=2`) take one value
/// each, and their help shows one (`--bind NAME=VALUE`, not `TEXT ...`,
/// which suggests `--bind a=1 b=2`, where b=2 would be read as an input).
void oneValueEach(CLI::App &App) {
  for (CLI::Option *Opt : App.get_options())
    if (!Opt->get_allow_extra_args() && Opt->get_expected_max() > 1)
      Opt->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

namespace {

/// The member of Options an option fills: a bool is a flag, any other type
/// an option that takes a value (a list, one per occurrence).
using OptionMember =
    std::variant<bool Options::*, unsigned Options::*, double Options::*,
                 std::optional<double> Options::*, std::string Options::*,
                 std::vector<std::string> Options::*>;

/// One option of the command line as data.
struct OptionRow {
  const char *Names;
  OptionMember Member;
  std::string Help;
  /// The word --help shows for its value, where CLI11's own would mislead.
  const char *TypeName = nullptr;
};

/// Adds Row's option to App, filling O. A named list option is given once
/// per value (oneValueEach); the positional inputs take every value.
void addOption(CLI::App &App, Options &O, const OptionRow &Row) {
  std::visit(
      [&](auto Member) {
        using T = std::remove_reference_t<decltype(O.*Member)>;
        CLI::Option *Opt;
        if constexpr (std::is_same_v<T, bool>)
          Opt = App.add_flag(Row.Names, O.*Member, Row.Help);
        else
          Opt = App.add_option(Row.Names, O.*Member, Row.Help);
        if (Row.TypeName)
          Opt->type_name(Row.TypeName);
        if constexpr (std::is_same_v<T, std::vector<std::string>>)
          if (!Opt->get_positional())
            Opt->allow_extra_args(false);
      },
      Row.Member);
}

/// The options before the checks' own flags, in --help order.
std::vector<OptionRow> leadingOptions() {
  return {
      {"inputs", &Options::Files,
       "CUDA source files (.cu, .cuh) and directories (searched "
       "recursively for them)"},
      {"--gpu", &Options::Gpus,
       "GPU to place kernels on: an id, name or alias (default: "
       "rtx-4070; see --list-gpus). Repeat for a what-if table; "
       "the first is the report's"},
      {"--gpu-db", &Options::GpuDbs,
       "Directory of extra GPU JSON files; overrides shipped entries "
       "with the same id (repeatable)"},
      {"--list-gpus", &Options::ListGpus, "List the known GPUs and exit"},
      {"--list-checks", &Options::ListChecks,
       "List every finding and assumption id with its default level "
       "and exit"},
      {"--explain", &Options::Explain,
       "Print the page of a finding or assumption id and exit", "ID"},
      {"--peak-gflops", &Options::PeakGflops,
       "Peak GFLOP/s for every precision, or PRECISION=VALUE "
       "(repeatable); with --bandwidth-gbs and no --gpu, a custom "
       "machine"},
      {"--bandwidth-gbs", &Options::BandwidthGbs, "DRAM bandwidth in GB/s"},
      {"--bind", &Options::Binds,
       "Give a symbol a value: NAME=VALUE, e.g. N=4096, "
       "blockDim.x=256 (repeat --bind for each)",
       "NAME=VALUE"},
      {"--launch", &Options::Launches,
       "A launch for a kernel launched elsewhere: NAME:GRID:BLOCK"
       "[:SMEM], dims X[xY[xZ]], e.g. sgemm:128x128:32x32 "
       "(repeatable; kernel parameters from --bind)"},
      {"--format", &Options::Format,
       "Format of the report on stdout: " + reportFormatList("or")},
      {"--output", &Options::Outputs,
       "Also write a report: FORMAT=PATH (repeatable; PATH - "
       "replaces the --format report on stdout), e.g. "
       "sarif=roofline.sarif"},
      {"--min-level", &Options::MinLevel,
       "SARIF, GitHub, Code Quality and markdown reports carry "
       "findings at or above this level: note, warning (default) or "
       "error; JSON and text carry all"},
      {"--full-report-url", &Options::FullReportUrl,
       "Markdown: where the full report is, linked when the "
       "comment leaves findings out to stay under GitHub's limit"},
      {"--exclude", &Options::Excludes,
       "Skip files matching this glob (repeatable), matched "
       "against the path and its trailing components, e.g. "
       "'dev/cuda/nccl_*' or '*_test.cu'"},
      {"--chart", &Options::Chart,
       "Also write the roofline chart as SVG to this file"},
      {"--measured", &Options::Measured,
       "Nsight Compute CSV (ncu --csv --page raw) to compare the "
       "estimates with (docs/Measurements.md)"},
      {"--fail-on", &Options::FailOn,
       "Exit 1 when a finding is at or above this level: note, "
       "warning, error (default) or never"},
      {"--severity", &Options::Severities,
       "Set the level of a finding: ID=LEVEL, ID may end in *, "
       "LEVEL is off, note, warning or error (repeatable)"},
      {"--report-unused-suppressions", &Options::ReportUnusedSuppressions,
       "Report each roofline id in a NOLINT comment that suppressed "
       "nothing (roofline-unused-suppression)"},
  };
}

/// The options after the checks' own flags, in --help order.
std::vector<OptionRow> trailingOptions() {
  return {
      {"--check-option", &Options::CheckOptions,
       "Set a check's option: ID.OPTION=VALUE, as under "
       "check-options: in the configuration (repeatable)"},
      {"--baseline", &Options::Baseline,
       "A previous --format json report: print deltas, and report "
       "regressions"},
      {"--changed-only", &Options::ChangedOnly,
       "With --baseline: report (and gate on) only the kernels whose "
       "numbers or findings differ from it"},
      {"--config", &Options::ConfigFile,
       "Configuration file (default: the nearest "
       ".roofline-lint.yaml at or above each input)"},
      {"--no-config", &Options::NoConfig, "Read no configuration file"},
      {"-p,--build-path", &Options::BuildPath,
       "Build directory with compile_commands.json (or the file); "
       "with no inputs, every CUDA file in it"},
      {"-j,--jobs", &Options::Jobs,
       "Files analyzed in parallel (default 1; 0: one per core; at "
       "most the number of cores); output order does not change"},
      {"--max-errors", &Options::MaxErrors,
       "Clang stops a file after this many errors (default 20; 0: "
       "no limit)"},
      {"--timeout", &Options::TimeoutS,
       "Seconds a file may take; one that takes longer is not "
       "analyzed and the run goes on (default 600)"},
      {"-q,--quiet", &Options::Quiet,
       "Text output: print findings only, not the per-kernel readout"},
      {"--readout", &Options::Readout,
       "Text output: brief (default: one block per kernel of the source, "
       "a line per launch site, notes once), full (every "
       "instantiation's and launch's numbers; -v implies it) or summary"},
      {"--summary", &Options::Summary,
       "Text output: one table row per kernel of the source, farthest "
       "below its GPU's peak first, then warnings and errors "
       "(--readout=summary)"},
      {"--cuda-path", &Options::CudaPath,
       "CUDA SDK to parse with (default: $CUDA_PATH, "
       "/usr/local/cuda, else the built-in headers)"},
      {"--no-cuda-sdk", &Options::NoCudaSdk,
       "Parse with roofline-lint's built-in CUDA headers even when an "
       "SDK is installed"},
      {"--main-file-only", &Options::MainFileOnly,
       "Report kernels of the named files only, not of headers they "
       "include"},
      {"--color", &Options::Color, "Colour text output: auto, always, never"},
      {"--resource-dir", &Options::ResourceDir,
       "Clang resource directory (default: the one recorded at "
       "build time)"},
      {"--cache-dir", &Options::CacheDir,
       "Where precompiled CUDA preludes are kept (default: "
       "$XDG_CACHE_HOME/roofline-lint, else "
       "~/.cache/roofline-lint)",
       "DIR"},
      {"--no-cache", &Options::NoCache,
       "Parse every file's CUDA prelude anew; read and write no "
       "cache"},
      {"-v,--verbose", &Options::Verbose,
       "Print the Clang command per file, the compile database "
       "flags dropped, and what the cache did; text output: the full "
       "readout, formulas however long"},
  };
}

} // namespace

/// Every option of the command line, with its help text.
void defineOptions(CLI::App &App, Options &O) {
  App.set_version_flag("--version", std::string("roofline-lint ") +
                                        ROOFLINE_VERSION + " (Clang " +
                                        ROOFLINE_LLVM_VERSION + ")");
  for (const OptionRow &Row : leadingOptions())
    addOption(App, O, Row);
  // The older flags of the checks' options, each a key of CheckOptionFlags.
  for (const CheckOptionRef &C : checkOptions())
    if (C.Info->Flag)
      App.add_option(C.Info->Flag, O.CheckOptionFlags[C.Key], C.Info->Help);
  for (const OptionRow &Row : trailingOptions())
    addOption(App, O, Row);
  App.footer("Arguments after -- go to Clang: -I, -D, -std=, "
             "--cuda-gpu-arch=.\nExit codes: 0 passes, 1 findings at or "
             "above --fail-on, 2 usage or configuration error, 3 a file "
             "that could not be parsed (or a kernel not analyzed) among "
             "them, 4 a report could not be written.");
  oneValueEach(App);
}

} // namespace roofline
