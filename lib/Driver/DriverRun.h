//===- DriverRun.h - One run of the command line ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Driver: the run's state and its stages, one member each
// (Driver.cpp, PlanFiles.cpp, Policies.cpp), and what they share from the
// run's environment (RunEnvironment.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_DRIVER_DRIVERRUN_H
#define ROOFLINE_LIB_DRIVER_DRIVERRUN_H

#include "roofline/Driver/Driver.h"

#include "AnalyzeAll.h"
#include "CommandLine.h"
#include "CompileCommands.h"
#include "Explain.h"
#include "Options.h"
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
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>
#include <set>
#include <thread>
#include <tuple>

namespace roofline {

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

void printGpuList(const MachineDatabase &DB, llvm::raw_ostream &Out);
/// $XDG_CACHE_HOME/roofline-lint, else ~/.cache/roofline-lint; empty (no
/// cache) when neither variable is set.
std::string defaultCacheDir();
/// --color, else FORCE_COLOR or CLICOLOR_FORCE (set, not "0": CI logs that
/// render colour), else NO_COLOR, else whether stdout is a terminal.
bool colorWanted(const std::string &Mode);
/// FORCE_COLOR or CLICOLOR_FORCE is set, and not "0".
bool colorForced();
bool isCudaSource(llvm::StringRef Path);
/// Files named, and .cu/.cuh files under directories named (sorted, hidden
/// directories and build trees with a CMakeCache.txt skipped).
llvm::Error expandInputs(const std::vector<std::string> &Inputs,
                         std::vector<std::string> &Files,
                         std::map<std::string, std::string> &Unreadable);
/// Whether A and B name one file: the same file on disk, or, when either
/// does not exist yet, the same absolute path.
bool samePath(const std::string &A, const std::string &B);
/// The database file a -p argument names (a folder holds
/// compile_commands.json).
std::string compileDatabasePath(const std::string &BuildPath);
/// -v: per file, the Clang command, the configuration file and what the
/// compile database entry lost.
void printPlan(const std::vector<Task> &Tasks,
               const std::vector<FrontendOptions> &PerFile,
               llvm::raw_ostream &Err);

/// One run of the command line, stage by stage. Each stage returns the exit
/// code to stop with, or nothing to go on.
class DriverRun {
public:
  DriverRun(const char *Argv0, llvm::raw_fd_ostream &Out,
            llvm::raw_ostream &Err)
      : Argv0(Argv0), Out(Out), Err(Err) {}

  int run(int Argc, const char **Argv) {
    using Stage = std::optional<int> (DriverRun::*)();
    if (std::optional<int> Stop = parseArguments(Argc, Argv))
      return *Stop;
    for (Stage S : {&DriverRun::planReports, &DriverRun::loadGpuDatabase,
                    &DriverRun::planFiles, &DriverRun::checkNoOverwrite,
                    &DriverRun::selectGpus, &DriverRun::buildPolicies,
                    &DriverRun::readInputsAside, &DriverRun::frontendOptions,
                    &DriverRun::analyzeAndPlace,
                    &DriverRun::checkNoHeaderOverwrite, &DriverRun::judge})
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
  std::optional<int> checkNoHeaderOverwrite();
  std::optional<int> judge();
  int writeOutputs();

  int fail(const std::string &Message) {
    Err << "roofline-lint: error: " << Message << "\n";
    return ExitUsage;
  }

  const char *Argv0;
  llvm::raw_fd_ostream &Out;
  llvm::raw_ostream &Err;
  Options O;
  CLI::App App{"roofline-lint: static roofline analysis of CUDA kernels.\n"
               "Counts FLOPs and global-memory bytes per thread from the "
               "source and places every __global__ kernel on a GPU's "
               "roofline.",
               "roofline-lint"};
  std::vector<std::string> Own; // the arguments before `--`
  std::vector<OutputRequest> Reports;
  /// Every file the parses read (headers included), absolute.
  std::set<std::string> FilesRead;
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
  /// What the command line says of the policy (lib/Lint/PolicyMerge.h).
  std::optional<PolicyFlags> Flags;
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

} // namespace roofline

#endif
