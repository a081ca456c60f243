//===- Driver.cpp - The command line, end to end --------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Driver/Driver.h"

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

namespace {

struct Options {
  std::vector<std::string> Files;
  std::vector<std::string> ExtraArgs;
  std::vector<std::string> Gpus;
  bool ListChecks = false;
  std::string Explain;
  bool ReportUnusedSuppressions = false;
  std::string FailOn;
  std::vector<std::string> Severities;
  /// The checks' options given on the command line: --check-option
  /// KEY=VALUE, and the older flags some options have, by full key.
  std::vector<std::string> CheckOptions;
  std::map<std::string, std::optional<double>> CheckOptionFlags;
  std::string Baseline;
  std::string ConfigFile;
  bool NoConfig = false;
  std::string BuildPath;
  unsigned Jobs = 1;
  unsigned MaxErrors = 20;
  double TimeoutS = 600;
  bool Quiet = false;
  std::vector<std::string> GpuDbs;
  bool ListGpus = false;
  std::vector<std::string> PeakGflops;
  std::optional<double> BandwidthGbs;
  std::vector<std::string> Binds;
  std::vector<std::string> Launches;
  std::string Format = "text";
  std::vector<std::string> Outputs;
  std::string MinLevel = "warning";
  std::string FullReportUrl;
  std::vector<std::string> Excludes;
  std::string Chart;
  std::string Measured;
  std::string CudaPath;
  bool NoCudaSdk = false;
  bool MainFileOnly = false;
  std::string Color = "auto";
  std::string ResourceDir;
  std::string CacheDir;
  bool NoCache = false;
  bool Verbose = false;
};

void printGpuList(const MachineDatabase &DB, std::ostream &Out) {
  Out << std::left << std::setw(22) << "id" << std::setw(34) << "name"
      << std::right << std::setw(12) << "fp32" << std::setw(12) << "DRAM"
      << std::setw(9) << "ridge"
      << "\n";
  for (const Machine &M : DB.machines()) {
    const auto &Fp32 = M.PeakFlopsPerS[static_cast<int>(Precision::FP32)];
    Out << std::left << std::setw(22) << M.Id << std::setw(34) << M.Name
        << std::right << std::setw(12)
        << (Fp32 ? formatFlopsPerSecond(*Fp32) : "-") << std::setw(12)
        << formatBytesPerSecond(M.DramBytesPerS) << std::setw(9)
        << (Fp32 ? formatIntensity(M.ridge(Precision::FP32)) : "-") << "\n";
  }
}

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

/// --color, else FORCE_COLOR or CLICOLOR_FORCE (set, not "0": CI logs that
/// render colour), else NO_COLOR, else whether stdout is a terminal.
/// $XDG_CACHE_HOME/roofline-lint, else ~/.cache/roofline-lint; empty (no
/// cache) when neither variable is set.
std::string defaultCacheDir() {
  const char *Xdg = std::getenv("XDG_CACHE_HOME");
  if (Xdg && *Xdg && llvm::sys::path::is_absolute(Xdg))
    return std::string(Xdg) + "/roofline-lint";
  const char *Home = std::getenv("HOME");
  if (Home && *Home)
    return std::string(Home) + "/.cache/roofline-lint";
  return "";
}

bool colorForced() {
  auto Set = [](const char *Name) {
    const char *V = std::getenv(Name);
    return V && *V && std::string(V) != "0";
  };
  return Set("FORCE_COLOR") || Set("CLICOLOR_FORCE");
}

bool colorWanted(const std::string &Mode) {
  if (Mode == "always")
    return true;
  if (Mode == "never")
    return false;
  if (colorForced())
    return true;
  if (std::getenv("NO_COLOR") && *std::getenv("NO_COLOR"))
    return false;
  return isatty(STDOUT_FILENO);
}

} // namespace

namespace {

/// One file to analyze, with what its configuration and the compile
/// database say about it.
struct Task {
  std::string Path;
  const Config *Cfg = nullptr;
  std::optional<CompileCommand> Command;
  /// The database entry Command was taken from when the file has none.
  std::string InferredFrom;
  /// Why the input cannot be read (a folder that cannot be opened); the
  /// task is then reported, not analyzed.
  std::string Unreadable;
};

bool isCudaSource(llvm::StringRef Path) {
  return Path.ends_with(".cu") || Path.ends_with(".cuh");
}

/// Files named, and .cu/.cuh files under directories named (sorted, hidden
/// directories and build trees with a CMakeCache.txt skipped).
bool expandInputs(const std::vector<std::string> &Inputs,
                  std::vector<std::string> &Files,
                  std::map<std::string, std::string> &Unreadable,
                  std::string &Error) {
  for (const std::string &In : Inputs) {
    if (!llvm::sys::fs::exists(In)) {
      Error = "no such file: '" + In + "'";
      // `--bind a=1 b=2` binds a; b=2 is read as an input.
      if (In.find('=') != std::string::npos &&
          In.find('/') == std::string::npos)
        Error += " (to give a value, write --bind " + In + ")";
      return false;
    }
    if (!llvm::sys::fs::is_directory(In)) {
      Files.push_back(In);
      continue;
    }
    std::vector<std::string> Found;
    std::error_code EC;
    for (llvm::sys::fs::recursive_directory_iterator It(In, EC), End;
         It != End && !EC; It.increment(EC)) {
      llvm::StringRef Name = llvm::sys::path::filename(It->path());
      if (It->type() == llvm::sys::fs::file_type::directory_file) {
        llvm::SmallString<256> Cache(It->path());
        llvm::sys::path::append(Cache, "CMakeCache.txt");
        if (Name.starts_with(".") || llvm::sys::fs::exists(Cache)) {
          It.no_push();
          continue;
        }
        // The iterator passes over a folder it cannot open without a word:
        // such a folder is an input that could not be read, and says so.
        std::error_code Open;
        llvm::sys::fs::directory_iterator Probe(It->path(), Open);
        if (Open) {
          It.no_push();
          Found.push_back(It->path());
          Unreadable[It->path()] =
              "the folder cannot be read: " + Open.message();
        }
        continue;
      }
      if (isCudaSource(Name))
        Found.push_back(It->path());
    }
    if (EC) {
      Error = "cannot read directory '" + In + "': " + EC.message();
      return false;
    }
    std::sort(Found.begin(), Found.end());
    Files.insert(Files.end(), Found.begin(), Found.end());
  }
  return true;
}

std::string absolutePath(const std::string &Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);
  return std::string(Abs);
}

/// Whether A and B name one file: the same file on disk, or, when either
/// does not exist yet, the same absolute path.
bool samePath(const std::string &A, const std::string &B) {
  bool Equivalent = false;
  if (!llvm::sys::fs::equivalent(A, B, Equivalent))
    return Equivalent;
  return absolutePath(A) == absolutePath(B);
}

/// The database file a -p argument names (a folder holds
/// compile_commands.json).
std::string compileDatabasePath(const std::string &BuildPath) {
  if (llvm::sys::fs::is_directory(BuildPath)) {
    llvm::SmallString<256> P(BuildPath);
    llvm::sys::path::append(P, "compile_commands.json");
    return std::string(P);
  }
  return BuildPath;
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

/// -v: per file, the Clang command, the configuration file and what the
/// compile database entry lost.
void printPlan(const std::vector<Task> &Tasks,
               const std::vector<FrontendOptions> &PerFile, std::ostream &Err) {
  for (size_t I = 0; I < Tasks.size(); ++I) {
    Err << "roofline-lint: clang";
    for (const std::string &A : buildClangArguments(PerFile[I]))
      Err << " " << A;
    Err << " " << Tasks[I].Path << "\n";
    if (Tasks[I].Cfg->Path.size())
      Err << "roofline-lint: " << Tasks[I].Path << ": configuration "
          << Tasks[I].Cfg->Path << "\n";
    if (!Tasks[I].InferredFrom.empty())
      Err << "roofline-lint: " << Tasks[I].Path
          << ": no compile_commands.json entry; flags inferred from "
          << Tasks[I].InferredFrom << "\n";
    if (Tasks[I].Command && !Tasks[I].Command->Dropped.empty()) {
      Err << "roofline-lint: " << Tasks[I].Path
          << ": dropped from compile_commands.json:";
      for (const std::string &D : Tasks[I].Command->Dropped)
        Err << " " << D;
      Err << "\n";
    }
  }
}

} // namespace

namespace {

/// One run of the command line, stage by stage. Each stage returns the exit
/// code to stop with, or nothing to go on.
class DriverRun {
public:
  DriverRun(const char *Argv0, std::ostream &Out, std::ostream &Err)
      : Argv0(Argv0), Out(Out), Err(Err) {}

  int run(int Argc, const char **Argv) {
    using Stage = std::optional<int> (DriverRun::*)();
    if (std::optional<int> Stop = parseArguments(Argc, Argv))
      return *Stop;
    for (Stage S : {&DriverRun::planReports, &DriverRun::loadGpuDatabase,
                    &DriverRun::planFiles, &DriverRun::checkNoOverwrite,
                    &DriverRun::selectGpus, &DriverRun::buildPolicies,
                    &DriverRun::readInputsAside, &DriverRun::frontendOptions,
                    &DriverRun::analyzeAndPlace, &DriverRun::judge})
      if (std::optional<int> Stop = (this->*S)())
        return *Stop;
    return writeOutputs();
  }

private:
  std::optional<int> parseArguments(int Argc, const char **Argv);
  std::optional<int> planReports();
  std::optional<int> loadGpuDatabase();
  std::optional<int> planFiles();
  std::optional<int> checkNoOverwrite();
  std::optional<int> selectGpus();
  std::optional<int> buildPolicies();
  std::optional<int> readInputsAside();
  std::optional<int> frontendOptions();
  std::optional<int> analyzeAndPlace();
  std::optional<int> judge();
  int writeOutputs();

  int fail(const std::string &Message) {
    Err << "roofline-lint: error: " << Message << "\n";
    return ExitUsage;
  }

  const char *Argv0;
  std::ostream &Out, &Err;
  Options O;
  CLI::App App{"roofline-lint: static roofline analysis of CUDA kernels.\n"
               "Counts FLOPs and global-memory bytes per thread from the "
               "source and places every __global__ kernel on a GPU's "
               "roofline.",
               "roofline-lint"};
  std::vector<std::string> Own; // the arguments before `--`
  std::vector<OutputRequest> Reports;
  std::string DataDir;
  MachineDatabase DB;
  std::vector<CompileCommand> Commands;
  std::vector<std::string> Files;
  std::map<std::string, std::string> UnreadableInputs;    // folder -> why
  std::map<std::string, std::unique_ptr<Config>> Configs; // by path
  Config NoConfig;
  unsigned Excluded = 0;
  std::vector<Task> Tasks;
  std::vector<Machine> Gpus;
  std::optional<Severity> FailOn;
  std::vector<std::pair<std::string, Severity>> CliLevels;
  std::vector<std::pair<std::string, double>> CliCheckOptions;
  std::map<const Config *, Policy> Policies;
  std::map<const Config *, std::vector<Binding>> BindingsOf;
  std::vector<Binding> CliBindings;
  std::vector<LaunchSpec> CliLaunches;
  std::map<const Config *, std::vector<LaunchSpec>> LaunchesOf;
  std::vector<NcuRow> MeasuredRows;
  std::optional<BaselineReport> Baseline;
  bool Color = false;
  std::vector<FrontendOptions> PerFile;
  AnalysisResult Result;
};

/// Splits the arguments at `--` and parses the tool's own.
std::optional<int> DriverRun::parseArguments(int Argc, const char **Argv) {
  // Everything after `--` goes to Clang untouched, as with clang-tidy.
  bool AfterDashes = false;
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    if (!AfterDashes && A == "--") {
      AfterDashes = true;
      continue;
    }
    (AfterDashes ? O.ExtraArgs : Own).push_back(A);
  }

  defineOptions(App, O);

  std::vector<std::string> Reversed(Own.rbegin(), Own.rend());
  try {
    App.parse(Reversed);
  } catch (const CLI::CallForHelp &) {
    Out << App.help();
    return ExitOk;
  } catch (const CLI::CallForVersion &) {
    Out << App.version() << "\n";
    return ExitOk;
  } catch (const CLI::ParseError &E) {
    Err << "roofline-lint: error: " << describeParseError(App, E, Own)
        << " (see --help)\n";
    return ExitUsage;
  }
  return std::nullopt;
}

/// The reports: --format on stdout unless an --output takes it, each
/// --output, and the --chart; --list-checks and --explain.
std::optional<int> DriverRun::planReports() {
  for (auto [Option, Value, Choices] : std::vector<
           std::tuple<std::string, std::string, std::vector<std::string>>>{
           {"--format", O.Format, reportFormats()},
           {"--fail-on",
            O.FailOn.empty() ? "error" : O.FailOn,
            {"note", "warning", "error", "never"}},
           {"--min-level", O.MinLevel, {"note", "warning", "error"}},
           {"--color", O.Color, {"auto", "always", "never"}}}) {
    std::string Error = checkChoice(Option, Value, Choices);
    if (!Error.empty())
      return fail(Error);
  }
  // The reports: --format on stdout unless an --output takes it, each
  // --output, and the --chart.
  for (const std::string &Text : O.Outputs) {
    OutputRequest R;
    std::string Error;
    if (!parseOutputRequest(Text, R, Error))
      return fail(Error);
    Reports.push_back(R);
  }
  bool StdoutTaken = false;
  for (const OutputRequest &R : Reports)
    StdoutTaken = StdoutTaken || R.Path == "-";
  if (StdoutTaken && App.count("--format"))
    return fail("--format and --output FORMAT=- both write to stdout; give "
                "one of them");
  if (!StdoutTaken)
    Reports.insert(Reports.begin(), {O.Format, "-"});
  if (!O.Chart.empty())
    Reports.push_back({"svg", O.Chart});
  {
    std::string Error;
    if (!checkOutputRequests(Reports, Error))
      return fail(Error);
  }

  if (O.ListChecks) {
    if (O.Format == "json")
      printCheckListJson(Out);
    else
      printCheckList(Out);
    return ExitOk;
  }
  if (!O.Explain.empty())
    return explainDiagnostic(O.Explain, Out, Err);
  return std::nullopt;
}

/// The GPU database: shipped, then the user's directories; --list-gpus.
std::optional<int> DriverRun::loadGpuDatabase() {
  // The GPU database: shipped, then the user's directories.
  DataDir = findDataDir(Argv0);
  if (DataDir.empty())
    return fail("cannot find the tool's data directory (share/roofline-lint "
                "beside bin/); set ROOFLINE_LINT_DATA_DIR");
  std::string DbError;
  if (!DB.loadDirectory(DataDir + "/gpus", DbError))
    return fail(DbError);
  for (const std::string &Dir : O.GpuDbs) {
    if (!llvm::sys::fs::is_directory(Dir))
      return fail("--gpu-db '" + Dir + "' is not a directory");
    if (!DB.loadDirectory(Dir, DbError))
      return fail(DbError);
  }
  if (O.ListGpus) {
    printGpuList(DB, Out);
    return ExitOk;
  }
  return std::nullopt;
}

/// The files to analyze, each with its configuration and compile
/// command.
std::optional<int> DriverRun::planFiles() {
  // Inputs: files, directories, and the compile database.
  if (!O.BuildPath.empty()) {
    std::string Error;
    if (!loadCompileCommands(O.BuildPath, Commands, Error))
      return fail(Error);
  }
  {
    std::string Error;
    if (!expandInputs(O.Files, Files, UnreadableInputs, Error))
      return fail(Error);
  }
  if (O.Files.empty() && !O.BuildPath.empty()) {
    std::set<std::string> Seen;
    for (const CompileCommand &C : Commands)
      if (isCudaSource(C.File) && Seen.insert(C.File).second)
        Files.push_back(C.File);
    if (Files.empty())
      return fail("'" + O.BuildPath +
                  "' lists no CUDA files (.cu, .cuh) in compile_commands.json");
  }
  if (Files.empty() && !O.Files.empty())
    return fail("no CUDA files (.cu, .cuh) under '" + O.Files.front() + "'");
  if (Files.empty())
    return fail("no input files (see --help)");

  // Configuration: --config for every file, else the nearest one per file.
  auto ConfigAt = [&](const std::string &Path,
                      std::string &Error) -> const Config * {
    if (Path.empty())
      return &NoConfig;
    auto It = Configs.find(Path);
    if (It != Configs.end())
      return It->second.get();
    auto C = std::make_unique<Config>();
    if (!loadConfig(Path, *C, Error))
      return nullptr;
    return (Configs[Path] = std::move(C)).get();
  };
  if (!O.ConfigFile.empty() && !O.NoConfig &&
      !llvm::sys::fs::exists(O.ConfigFile))
    return fail("--config '" + O.ConfigFile + "' does not exist");
  // Files left out: --exclude, and each configuration's `exclude:`
  // (relative to its directory).
  PathGlobs CliExcludes;
  for (const std::string &G : O.Excludes) {
    std::string Error;
    if (!CliExcludes.add(G, "", Error))
      return fail(Error);
  }
  std::map<const Config *, PathGlobs> ConfigExcludes;
  for (const std::string &F : Files) {
    Task T;
    T.Path = F;
    if (auto It = UnreadableInputs.find(F); It != UnreadableInputs.end())
      T.Unreadable = It->second;
    std::string Error;
    std::string CfgPath =
        O.NoConfig ? ""
        : !O.ConfigFile.empty()
            ? O.ConfigFile
            : findConfigFile(
                  std::string(llvm::sys::path::parent_path(absolutePath(F))));
    T.Cfg = ConfigAt(CfgPath, Error);
    if (!T.Cfg)
      return fail(Error);
    if (!ConfigExcludes.count(T.Cfg)) {
      PathGlobs &L = ConfigExcludes[T.Cfg];
      std::string Dir(llvm::sys::path::parent_path(absolutePath(T.Cfg->Path)));
      for (const std::string &G : T.Cfg->Exclude)
        if (!L.add(G, Dir, Error))
          return fail(T.Cfg->Path + ": exclude: " + Error);
    }
    const std::string *By = CliExcludes.match(F);
    if (!By)
      By = ConfigExcludes[T.Cfg].match(F);
    if (By) {
      ++Excluded;
      if (O.Verbose)
        Err << "roofline-lint: " << F << ": excluded by '" << *By << "'\n";
      continue;
    }
    if (const CompileCommand *C = findCompileCommand(Commands, F)) {
      T.Command = *C;
    } else if (const CompileCommand *C = inferCompileCommand(Commands, F)) {
      // A header, or a file new since the build was configured: the flags
      // of its nearest neighbour in the database.
      T.Command = *C;
      T.InferredFrom = C->File;
    }
    Tasks.push_back(std::move(T));
  }
  return std::nullopt;
}

/// No report may replace what the run reads.
std::optional<int> DriverRun::checkNoOverwrite() {
  // No report may replace what the run reads: a source file (excluded or
  // not), a configuration, the compile database, the profiler CSV. The
  // baseline may be rewritten (`--baseline r.json --output json=r.json`
  // updates it), since it is read first.
  {
    std::vector<std::string> Inputs(Files.begin(), Files.end());
    for (const auto &[Path, C] : Configs)
      Inputs.push_back(Path);
    if (!O.BuildPath.empty())
      Inputs.push_back(compileDatabasePath(O.BuildPath));
    if (!O.Measured.empty())
      Inputs.push_back(O.Measured);
    for (const OutputRequest &R : Reports) {
      if (R.Path == "-")
        continue;
      for (const std::string &In : Inputs)
        if (samePath(R.Path, In))
          return fail(std::string(R.Path == O.Chart && R.Format == "svg"
                                      ? "--chart"
                                      : "--output " + R.Format + "=") +
                      (R.Path == O.Chart && R.Format == "svg" ? " " : "") +
                      R.Path + " would overwrite the input '" + In + "'");
    }
  }
  return std::nullopt;
}

/// The GPUs, and the run-wide settings of the first input's
/// configuration.
std::optional<int> DriverRun::selectGpus() {
  if (Tasks.empty()) {
    // A hook given only excluded files has nothing to check: not an error.
    if (!O.Quiet)
      Err << "roofline-lint: every input (" << Excluded
          << (Excluded == 1 ? " file" : " files") << ") is excluded\n";
    return ExitOk;
  }
  // Run-wide settings come from the command line, else from the first
  // input's configuration.
  const Config &RunCfg = *Tasks.front().Cfg;

  std::vector<std::string> GpuNames = O.Gpus;
  if (GpuNames.empty())
    GpuNames = RunCfg.Gpus;
  bool Custom = !O.PeakGflops.empty() || O.BandwidthGbs.has_value();
  bool HaveBase = !GpuNames.empty() || !Custom;
  if (GpuNames.empty() && HaveBase)
    GpuNames.push_back("rtx-4070");
  for (const std::string &Name : GpuNames) {
    const Machine *M = DB.find(Name);
    if (!M) {
      std::string Hint = DB.suggest(Name);
      return fail("unknown GPU '" + Name + "'" +
                  (Hint.empty() ? "" : "; did you mean '" + Hint + "'?") +
                  " (see --list-gpus)");
    }
    Gpus.push_back(*M);
  }
  if (Gpus.empty())
    Gpus.emplace_back();
  if (Custom)
    for (Machine &Gpu : Gpus) {
      std::string Error;
      if (!applyCustomFigures(O, Gpu, HaveBase, Error))
        return fail(Error);
    }
  std::string FailOnName =
      !O.FailOn.empty() ? O.FailOn : RunCfg.FailOn.value_or("error");
  FailOn = FailOnName == "never" ? std::optional<Severity>()
                                 : parseSeverity(FailOnName);
  return std::nullopt;
}

/// Each configuration's policy, bindings and launches, with the command
/// line's after them.
std::optional<int> DriverRun::buildPolicies() {
  // Per-file policy and bindings: the file's configuration, then the
  // command line.
  for (const std::string &S : O.Severities) {
    size_t Eq = S.find('=');
    std::string Id = Eq == std::string::npos ? "" : S.substr(0, Eq);
    auto Level = Eq == std::string::npos ? std::nullopt
                                         : parseSeverity(S.substr(Eq + 1));
    if (!Level)
      return fail("invalid --severity '" + S +
                  "': expected ID=LEVEL with LEVEL off, note, warning or "
                  "error");
    if (!isKnownDiagPattern(Id))
      return fail("invalid --severity '" + S + "': unknown id '" + Id +
                  "' (see --list-checks)");
    CliLevels.push_back({Id, *Level});
  }
  // The older flags first, then --check-option: the later one wins.
  for (const CheckOptionRef &C : checkOptions()) {
    auto It = O.CheckOptionFlags.find(C.Key);
    if (It == O.CheckOptionFlags.end() || !It->second)
      continue;
    if (!inRange(*It->second, C.Info->Range))
      return fail(std::string("invalid ") + C.Info->Flag + " '" +
                  formatOptionNumber(*It->second) + "': expected " +
                  C.Info->Range.Words);
    CliCheckOptions.push_back({C.Key, *It->second});
  }
  for (const std::string &Text : O.CheckOptions) {
    size_t Eq = Text.find('=');
    std::string Key = Text.substr(0, Eq);
    const CheckOptionRef *C = findCheckOption(Key);
    if (Eq == std::string::npos)
      return fail("invalid --check-option '" + Text +
                  "': expected ID.OPTION=VALUE");
    if (!C)
      return fail("invalid --check-option '" + Text +
                  "': " + unknownCheckOptionMessage(Key));
    std::string Value = Text.substr(Eq + 1);
    char *End = nullptr;
    double V = std::strtod(Value.c_str(), &End);
    if (Value.empty() || *End || !inRange(V, C->Info->Range))
      return fail("invalid --check-option '" + Text + "': expected " +
                  C->Info->Range.Words);
    CliCheckOptions.push_back({Key, V});
  }
  for (const std::string &Text : O.Binds) {
    std::string Error;
    auto B = parseBinding(Text, Error);
    if (!B)
      return fail(Error);
    CliBindings.push_back(*B);
  }
  for (const std::string &Text : O.Launches) {
    std::string Error;
    auto Spec = parseLaunchOption(Text, Error);
    if (!Spec)
      return fail(Error);
    CliLaunches.push_back(*Spec);
  }
  for (const Task &T : Tasks) {
    const Config *C = T.Cfg;
    if (Policies.count(C))
      continue;
    Policy &P = Policies[C];
    for (const auto &[Id, Level] : C->Checks)
      P.Levels.push_back({Id, *parseSeverity(Level)});
    P.Levels.insert(P.Levels.end(), CliLevels.begin(), CliLevels.end());
    for (const auto &[Key, V] : C->CheckOptions)
      P.Options[Key] = V;
    for (const auto &[Key, V] : CliCheckOptions)
      P.Options[Key] = V;
    P.ReportUnusedSuppressions = O.ReportUnusedSuppressions ||
                                 C->ReportUnusedSuppressions.value_or(false);
    std::vector<Binding> &Bs = BindingsOf[C];
    for (const std::string &Text : C->Bind) {
      std::string Error;
      auto B = parseBinding(Text, Error);
      if (!B)
        return fail(C->Path + ": bind: " + Error);
      bool Overridden = false;
      for (const Binding &Cli : CliBindings)
        Overridden = Overridden || Cli.Name == B->Name;
      if (Overridden)
        continue;
      B->Origin = "config";
      Bs.push_back(*B);
    }
    Bs.insert(Bs.end(), CliBindings.begin(), CliBindings.end());
    std::vector<LaunchSpec> &Ls = LaunchesOf[C];
    for (const std::string &Text : C->Launch) {
      std::string Error;
      auto Spec = parseLaunchOption(Text, Error);
      if (!Spec)
        return fail(C->Path + ": launch: " + Error);
      Ls.push_back(*Spec);
    }
    Ls.insert(Ls.end(), CliLaunches.begin(), CliLaunches.end());
  }
  return std::nullopt;
}

/// The profiler CSV and the baseline.
std::optional<int> DriverRun::readInputsAside() {
  if (!O.Measured.empty()) {
    std::string Error;
    if (!readNcuCsv(O.Measured, MeasuredRows, Error))
      return fail(Error);
  }
  if (!O.Baseline.empty()) {
    std::string Error;
    Baseline.emplace();
    if (!loadBaseline(O.Baseline, *Baseline, Error))
      return fail(Error);
  }
  return std::nullopt;
}

/// Each file's Clang options.
std::optional<int> DriverRun::frontendOptions() {
  const Config &RunCfg = *Tasks.front().Cfg;
  const Machine &Gpu = Gpus.front();
  FrontendOptions Base;
  Base.ResourceDir =
      O.ResourceDir.empty() ? defaultResourceDir() : O.ResourceDir;
  if (!llvm::sys::fs::exists(Base.ResourceDir +
                             "/include/__clang_cuda_builtin_vars.h"))
    return fail("Clang resource directory '" + Base.ResourceDir +
                "' has no CUDA builtin headers (install libclang-common-" +
                ROOFLINE_LLVM_MAJOR + "-dev or pass --resource-dir)");
  Base.HeadersDir = DataDir + "/include";
  std::string CudaPath = O.CudaPath;
  if (CudaPath.empty() && RunCfg.CudaPath)
    CudaPath = *RunCfg.CudaPath;
  if (!O.NoCudaSdk) {
    Base.CudaPath = CudaPath.empty() ? findCudaSdk() : CudaPath;
    if (!CudaPath.empty() &&
        !llvm::sys::fs::exists(CudaPath + "/include/cuda_runtime.h"))
      return fail("CUDA path '" + CudaPath + "' has no include/cuda_runtime.h");
  }
  Base.MainFileOnly = O.MainFileOnly;
  Base.Verbose = O.Verbose;
  if (!O.NoCache)
    Base.CacheDir = O.CacheDir.empty() ? defaultCacheDir() : O.CacheDir;
  Color = colorWanted(O.Color);
  Base.Color =
      Color && (O.Color == "always" || colorForced() || isatty(STDERR_FILENO));
  std::string GpuArch = Gpu.CudaArch.empty() ? "sm_89" : Gpu.CudaArch;

  // Each file's Clang options: the compile database entry, then the
  // configuration, then the arguments after --.
  for (const Task &T : Tasks) {
    FrontendOptions FO = Base;
    std::vector<std::string> Args;
    std::string Arch = GpuArch;
    if (T.Command) {
      for (const std::string &A : T.Command->Args)
        if (!llvm::StringRef(A).starts_with("--cuda-gpu-arch"))
          Args.push_back(A);
      Arch = selectArch(T.Command->Archs, GpuArch);
      // The SDK the build compiles with, unless one was chosen.
      if (!O.NoCudaSdk && CudaPath.empty() && !T.Command->CudaPath.empty() &&
          llvm::sys::fs::exists(T.Command->CudaPath +
                                "/include/cuda_runtime.h"))
        FO.CudaPath = T.Command->CudaPath;
    }
    for (const std::string &I : T.Cfg->IncludePaths)
      Args.push_back("-I" + I);
    for (const std::string &D : T.Cfg->Defines)
      Args.push_back("-D" + D);
    Args.insert(Args.end(), T.Cfg->ExtraArgs.begin(), T.Cfg->ExtraArgs.end());
    Args.insert(Args.end(), O.ExtraArgs.begin(), O.ExtraArgs.end());
    bool HasArch = false;
    for (const std::string &A : Args)
      if (llvm::StringRef(A).starts_with("--cuda-gpu-arch") ||
          llvm::StringRef(A).starts_with("--offload-arch"))
        HasArch = true;
    // An architecture given explicitly replaces the GPU's.
    FO.CudaArch = HasArch ? "" : Arch;
    FO.ExtraArgs = Args;
    FO.MaxErrors = O.MaxErrors;
    for (const Binding &B : BindingsOf[T.Cfg])
      FO.UserValues[B.Name] = Expr(B.Value);
    FO.ExternalLaunches = LaunchesOf[T.Cfg];
    PerFile.push_back(std::move(FO));
  }
  return std::nullopt;
}

/// Analyzes every file and places its kernels on every GPU.
std::optional<int> DriverRun::analyzeAndPlace() {
  const Machine &Gpu = Gpus.front();
  if (O.Verbose)
    printPlan(Tasks, PerFile, Err);
  Err.flush();
  // Each file's launch totals for every GPU, in its worker: copies, as a
  // worker left behind at its --timeout may outlive this function.
  std::vector<std::vector<Binding>> TaskBindings;
  for (const Task &T : Tasks)
    TaskBindings.push_back(BindingsOf[T.Cfg]);
  TotalsOfFile Totals = [Gpus = Gpus, TaskBindings](size_t I,
                                                    const FileSummary &S) {
    return FileTotals(S, Gpus, TaskBindings[I]);
  };
  std::vector<FileJob> Jobs;
  for (size_t I = 0; I < Tasks.size(); ++I)
    Jobs.push_back({Tasks[I].Path, Tasks[I].Unreadable, PerFile[I]});
  std::vector<Analyzed> Results =
      analyzeAll(Jobs, Totals, O.Jobs, O.TimeoutS, O.Verbose, Err);

  Result.Gpu = Gpu;
  Result.Bindings = BindingsOf[Tasks.front().Cfg];
  for (size_t G = 1; G < Gpus.size(); ++G) {
    Result.OtherGpus.emplace_back();
    Result.OtherGpus.back().Gpu = Gpus[G];
    Result.OtherGpus.back().Bindings = Result.Bindings;
  }
  std::set<std::string> AllSymbols, KernelNames;
  for (size_t I = 0; I < Tasks.size(); ++I) {
    // Clang's diagnostics go to stderr, in order with the "N errors
    // generated" line Clang prints there itself.
    Err << Results[I].Diagnostics;
    const FileSummary &S = Results[I].Summary;
    if (O.Verbose)
      for (const std::string &Flag : S.AddedFlags)
        Err << "roofline-lint: " << Tasks[I].Path << ": added " << Flag << "\n";
    for (const KernelSummary &K : S.Kernels) {
      for (const std::string &Sym : K.PerThread.symbols())
        AllSymbols.insert(Sym);
      for (const SymbolInfo &Sym : K.Symbols)
        AllSymbols.insert(Sym.Name);
      for (const LaunchSite &L : K.Launches) {
        for (const Expr &D : L.Grid)
          for (const std::string &Sym : D.symbols())
            AllSymbols.insert(Sym);
        for (const Expr &D : L.Block)
          for (const std::string &Sym : D.symbols())
            AllSymbols.insert(Sym);
        for (const auto &A : L.Arguments)
          for (const std::string &Sym : A.second.symbols())
            AllSymbols.insert(Sym);
      }
    }
    const std::vector<Binding> &Bs = BindingsOf[Tasks[I].Cfg];
    // A value that does not fit the parameter's type is no value the kernel
    // can receive: refuse it rather than count with it.
    for (const Binding &B : Bs)
      for (const KernelSummary &K : S.Kernels)
        for (const SymbolInfo &Sym : K.Symbols)
          if (std::string Why = bindingOutOfRange(B, Sym, K.Name); !Why.empty())
            return fail(Why);
    Result.Files.push_back(placeFile(S, Gpu, Bs, Results[I].Totals, 0));
    for (size_t G = 0; G < Result.OtherGpus.size(); ++G)
      Result.OtherGpus[G].Files.push_back(
          placeFile(S, Result.OtherGpus[G].Gpu, Bs, Results[I].Totals, G + 1));
    for (const KernelResult &K : Result.Files.back().Kernels) {
      std::string Base = K.Kernel.Name.substr(0, K.Kernel.Name.find('<'));
      KernelNames.insert(K.Kernel.Name);
      KernelNames.insert(Base);
    }
  }
  Err.flush();
  for (const LaunchSpec &L : CliLaunches)
    if (!KernelNames.count(L.Kernel))
      Err << "roofline-lint: warning: --launch " << L.Kernel
          << " matches no kernel\n";
  for (const Binding &B : CliBindings)
    if (!AllSymbols.count(B.Name))
      Err << "roofline-lint: warning: --bind " << B.Name
          << " matches no symbol of any kernel\n";
  return std::nullopt;
}

/// Measurements, baseline deltas, findings and suppressions.
std::optional<int> DriverRun::judge() {
  const Machine &Gpu = Gpus.front();
  if (!O.Measured.empty())
    attachMeasurements(Result, MeasuredRows, O.Measured);
  if (Baseline) {
    if (!Baseline->Gpu.empty() && Baseline->Gpu != Gpu.Id)
      Err << "roofline-lint: warning: the baseline was placed on '"
          << Baseline->Gpu << "', this run on '" << Gpu.Id
          << "': ceilings differ by machine as well as by code\n";
    compareWithBaseline(Result, *Baseline);
  }
  // A file that per-file-checks globs match gets its configuration's policy
  // with those levels after `checks` (the command line's still last).
  std::vector<const Policy *> FilePolicies;
  std::map<std::pair<const Config *, std::string>, Policy> PerFilePolicies;
  for (const Task &T : Tasks) {
    const Config &C = *T.Cfg;
    std::string Matched; // which entries apply, as a key
    std::vector<std::pair<std::string, Severity>> Extra;
    std::string Dir(llvm::sys::path::parent_path(absolutePath(C.Path)));
    for (size_t E = 0; E < C.PerFileChecks.size(); ++E) {
      PathGlobs G;
      std::string Error;
      if (!G.add(C.PerFileChecks[E].first, Dir, Error))
        return fail(C.Path + ": per-file-checks: " + Error);
      if (!G.match(T.Path))
        continue;
      Matched += std::to_string(E) + ",";
      for (const auto &[Id, Level] : C.PerFileChecks[E].second)
        Extra.push_back({Id, *parseSeverity(Level)});
    }
    if (Matched.empty()) {
      FilePolicies.push_back(&Policies[T.Cfg]);
      continue;
    }
    auto [It, New] = PerFilePolicies.try_emplace({T.Cfg, Matched});
    if (New) {
      Policy &P = It->second;
      P = Policies[T.Cfg];
      P.Levels.clear();
      for (const auto &[Id, Level] : C.Checks)
        P.Levels.push_back({Id, *parseSeverity(Level)});
      P.Levels.insert(P.Levels.end(), Extra.begin(), Extra.end());
      P.Levels.insert(P.Levels.end(), CliLevels.begin(), CliLevels.end());
    }
    FilePolicies.push_back(&It->second);
  }
  computeFindings(Result,
                  [&](size_t I) -> const Policy & { return *FilePolicies[I]; });
  std::map<std::string, std::vector<std::string>> SourceLines;
  applySuppressions(
      Result,
      [&](const std::string &File) -> const std::vector<std::string> & {
        auto It = SourceLines.find(File);
        if (It != SourceLines.end())
          return It->second;
        std::vector<std::string> &Lines = SourceLines[File];
        std::ifstream In(File);
        for (std::string L; std::getline(In, L);)
          Lines.push_back(L);
        return Lines;
      },
      [&](size_t I) -> const Policy & { return *FilePolicies[I]; });
  return std::nullopt;
}

/// Writes the reports; the exit code every format's summary states.
int DriverRun::writeOutputs() {
  ReportOptions RO;
  RO.Color = Color;
  RO.Quiet = O.Quiet;
  RO.Verbose = O.Verbose;
  RO.FailOn = FailOn;
  RO.MinLevel = *parseSeverity(O.MinLevel);
  RO.FullReportUrl = O.FullReportUrl;
  {
    std::string Error;
    if (!writeReports(Reports, Result, RO, Out, Error)) {
      Err << "roofline-lint: error: " << Error << "\n";
      return ExitWrite;
    }
  }
  // The outcome every format's summary states.
  return runOutcome(Result, FailOn).exitCode();
}

} // namespace

int runDriver(int Argc, const char **Argv, std::ostream &Out,
              std::ostream &Err) {
  return DriverRun(Argv[0], Out, Err).run(Argc, Argv);
}

} // namespace roofline
