//===- Options.cpp - The command line's options ---------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "Options.h"

#include "AnalyzeAll.h"
#include "CommandLine.h"
#include "CompileCommands.h"
#include "Excludes.h"
#include "Explain.h"
#include "FileTotals.h"
#include "Outputs.h"
#include "Paths.h"
#include "PlaceFile.h"
#include "roofline/Chart/Chart.h"
#include "roofline/Frontend/Frontend.h"
#include "roofline/Launch/Binding.h"
#include "roofline/Launch/Totals.h"
#include "roofline/Lint/Config.h"
#include "roofline/Lint/Lint.h"
#include "roofline/Machine/Machine.h"
#include "roofline/Measure/Ncu.h"
#include "roofline/Roofline/Placement.h"
#include "roofline/Support/Numbers.h"
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
#include <unistd.h>

namespace roofline {

/// A number as the user gave it, near enough: "0", "-5", "nan", "inf".
std::string formatOptionNumber(double V) {
  if (std::isnan(V))
    return "nan";
  if (std::isinf(V))
    return V > 0 ? "inf" : "-inf";
  std::ostringstream OS;
  OS << V;
  return OS.str();
}

/// Applies --peak-gflops / --bandwidth-gbs to Base (or builds a custom
/// machine when there is no base). Returns false with Error set on bad input.
bool applyCustomFigures(const Options &O, Machine &M, bool HaveBase,
                        std::string &Error) {
  std::optional<double> All;
  std::array<std::optional<double>, NumPrecisions> PerPrecision;
  for (const std::string &P : O.PeakGflops) {
    size_t Eq = P.find('=');
    std::string Prec = Eq == std::string::npos ? "" : P.substr(0, Eq);
    std::string Value = Eq == std::string::npos ? P : P.substr(Eq + 1);
    char *End = nullptr;
    double V = std::strtod(Value.c_str(), &End);
    if (Value.empty() || *End || !inRange(V, PositiveNumber)) {
      Error = "invalid --peak-gflops '" + P + "': expected " +
              PositiveNumber.Words + ", or PRECISION=NUMBER";
      return false;
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
      Error = "invalid --peak-gflops '" + P +
              "': precision must be fp16, bf16, fp32 or fp64";
      return false;
    }
  }
  if (O.BandwidthGbs && !inRange(*O.BandwidthGbs, PositiveNumber)) {
    Error = "invalid --bandwidth-gbs '" + formatOptionNumber(*O.BandwidthGbs) +
            "': expected " + PositiveNumber.Words;
    return false;
  }
  if (!O.BandwidthGbs && !HaveBase) {
    Error = "a custom machine needs --bandwidth-gbs with a positive value";
    return false;
  }
  if (!HaveBase) {
    if (!All && !PerPrecision[static_cast<int>(Precision::FP32)]) {
      Error = "a custom machine needs --peak-gflops (one value for every "
              "precision, or fp32=VALUE)";
      return false;
    }
    M = makeCustomMachine(
        All.value_or(*PerPrecision[static_cast<int>(Precision::FP32)]),
        *O.BandwidthGbs * 1e9);
    if (!All)
      for (Precision Pr : AllPrecisions)
        M.PeakFlopsPerS[static_cast<int>(Pr)].reset();
  } else {
    if (All)
      for (auto &Peak : M.PeakFlopsPerS)
        Peak = *All;
    if (O.BandwidthGbs)
      M.DramBytesPerS = *O.BandwidthGbs * 1e9;
    M.Name += " (modified)";
  }
  for (int I = 0; I < NumPrecisions; ++I)
    if (PerPrecision[I])
      M.PeakFlopsPerS[I] = PerPrecision[I];
  return true;
}

/// Every option of the command line, with its help text.
/// Options given once per value (`--bind a=1 --bind b=2`) take one value
/// each, and their help shows one (`--bind NAME=VALUE`, not `TEXT ...`,
/// which suggests `--bind a=1 b=2`, where b=2 would be read as an input).
void oneValueEach(CLI::App &App) {
  for (CLI::Option *Opt : App.get_options())
    if (!Opt->get_allow_extra_args() && Opt->get_expected_max() > 1)
      Opt->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

void defineOptions(CLI::App &App, Options &O) {
  App.set_version_flag("--version", std::string("roofline-lint ") +
                                        ROOFLINE_VERSION + " (Clang " +
                                        ROOFLINE_LLVM_VERSION + ")");
  App.add_option("inputs", O.Files,
                 "CUDA source files (.cu, .cuh) and directories (searched "
                 "recursively for them)");
  App.add_option("--gpu", O.Gpus,
                 "GPU to place kernels on: an id, name or alias (default: "
                 "rtx-4070; see --list-gpus). Repeat for a what-if table; "
                 "the first is the report's")
      ->allow_extra_args(false);
  App.add_option("--gpu-db", O.GpuDbs,
                 "Directory of extra GPU JSON files; overrides shipped entries "
                 "with the same id (repeatable)")
      ->allow_extra_args(false);
  App.add_flag("--list-gpus", O.ListGpus, "List the known GPUs and exit");
  App.add_flag("--list-checks", O.ListChecks,
               "List every finding and assumption id with its default level "
               "and exit");
  App.add_option("--explain", O.Explain,
                 "Print the page of a finding or assumption id and exit")
      ->type_name("ID");
  App.add_option("--peak-gflops", O.PeakGflops,
                 "Peak GFLOP/s for every precision, or PRECISION=VALUE "
                 "(repeatable); with --bandwidth-gbs and no --gpu, a custom "
                 "machine")
      ->allow_extra_args(false);
  App.add_option("--bandwidth-gbs", O.BandwidthGbs, "DRAM bandwidth in GB/s");
  App.add_option("--bind", O.Binds,
                 "Give a symbol a value: NAME=VALUE, e.g. N=4096, "
                 "blockDim.x=256 (repeat --bind for each)")
      ->type_name("NAME=VALUE")
      ->allow_extra_args(false);
  App.add_option("--launch", O.Launches,
                 "A launch for a kernel launched elsewhere: NAME:GRID:BLOCK"
                 "[:SMEM], dims X[xY[xZ]], e.g. sgemm:128x128:32x32 "
                 "(repeatable; kernel parameters from --bind)")
      ->allow_extra_args(false);
  App.add_option("--format", O.Format,
                 "Format of the report on stdout: " + reportFormatList("or"));
  App.add_option("--output", O.Outputs,
                 "Also write a report: FORMAT=PATH (repeatable; PATH - "
                 "replaces the --format report on stdout), e.g. "
                 "sarif=roofline.sarif")
      ->allow_extra_args(false);
  App.add_option("--min-level", O.MinLevel,
                 "SARIF, GitHub, Code Quality and markdown reports carry "
                 "findings at or above this level: note, warning (default) or "
                 "error; JSON and text carry all");
  App.add_option("--full-report-url", O.FullReportUrl,
                 "Markdown: where the full report is, linked when the "
                 "comment leaves findings out to stay under GitHub's limit");
  App.add_option("--exclude", O.Excludes,
                 "Skip files matching this glob (repeatable), matched "
                 "against the path and its trailing components, e.g. "
                 "'dev/cuda/nccl_*' or '*_test.cu'")
      ->allow_extra_args(false);
  App.add_option("--chart", O.Chart,
                 "Also write the roofline chart as SVG to this file");
  App.add_option("--measured", O.Measured,
                 "Nsight Compute CSV (ncu --csv --page raw) to compare the "
                 "estimates with (docs/Measurements.md)");
  App.add_option("--fail-on", O.FailOn,
                 "Exit 1 when a finding is at or above this level: note, "
                 "warning, error (default) or never");
  App.add_option("--severity", O.Severities,
                 "Set the level of a finding: ID=LEVEL, ID may end in *, "
                 "LEVEL is off, note, warning or error (repeatable)")
      ->allow_extra_args(false);
  App.add_flag("--report-unused-suppressions", O.ReportUnusedSuppressions,
               "Report each roofline id in a NOLINT comment that suppressed "
               "nothing (roofline-unused-suppression)");
  for (const CheckOptionRef &C : checkOptions())
    if (C.Info->Flag)
      App.add_option(C.Info->Flag, O.CheckOptionFlags[C.Key], C.Info->Help);
  App.add_option("--check-option", O.CheckOptions,
                 "Set a check's option: ID.OPTION=VALUE, as under "
                 "check-options: in the configuration (repeatable)")
      ->allow_extra_args(false);
  App.add_option("--baseline", O.Baseline,
                 "A previous --format json report: print deltas, and report "
                 "regressions");
  App.add_option("--config", O.ConfigFile,
                 "Configuration file (default: the nearest "
                 ".roofline-lint.yaml at or above each input)");
  App.add_flag("--no-config", O.NoConfig, "Read no configuration file");
  App.add_option("-p,--build-path", O.BuildPath,
                 "Build directory with compile_commands.json (or the file); "
                 "with no inputs, every CUDA file in it");
  App.add_option("-j,--jobs", O.Jobs,
                 "Files analyzed in parallel (default 1; 0: one per core; at "
                 "most the number of cores); output order does not change");
  App.add_option("--max-errors", O.MaxErrors,
                 "Clang stops a file after this many errors (default 20; 0: "
                 "no limit)");
  App.add_option("--timeout", O.TimeoutS,
                 "Seconds a file may take; one that takes longer is not "
                 "analyzed and the run goes on (default 600)");
  App.add_flag("-q,--quiet", O.Quiet,
               "Text output: print findings only, not the per-kernel readout");
  App.add_option("--cuda-path", O.CudaPath,
                 "CUDA SDK to parse with (default: $CUDA_PATH, "
                 "/usr/local/cuda, else the built-in headers)");
  App.add_flag("--no-cuda-sdk", O.NoCudaSdk,
               "Parse with roofline-lint's built-in CUDA headers even when an "
               "SDK is installed");
  App.add_flag("--main-file-only", O.MainFileOnly,
               "Report kernels of the named files only, not of headers they "
               "include");
  App.add_option("--color", O.Color, "Colour text output: auto, always, never");
  App.add_option("--resource-dir", O.ResourceDir,
                 "Clang resource directory (default: the one recorded at "
                 "build time)");
  App.add_option("--cache-dir", O.CacheDir,
                 "Where precompiled CUDA preludes are kept (default: "
                 "$XDG_CACHE_HOME/roofline-lint, else "
                 "~/.cache/roofline-lint)")
      ->type_name("DIR");
  App.add_flag("--no-cache", O.NoCache,
               "Parse every file's CUDA prelude anew; read and write no "
               "cache");
  App.add_flag("-v,--verbose", O.Verbose,
               "Print the Clang command per file, the compile database "
               "flags dropped, and what the cache did");
  App.footer("Arguments after -- go to Clang: -I, -D, -std=, "
             "--cuda-gpu-arch=.\nExit codes: 0 passes, 1 findings at or "
             "above --fail-on, 2 usage or configuration error, 3 a file "
             "that could not be parsed (or a kernel not analyzed) among "
             "them, 4 a report could not be written.");
  oneValueEach(App);
}

} // namespace roofline
