//===- Options.h - The command line's options -------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Driver: every option of the command line as parsed, before
// any is checked, and the CLI11 definitions that fill them.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_DRIVER_OPTIONS_H
#define ROOFLINE_LIB_DRIVER_OPTIONS_H

#include "roofline/Machine/Machine.h"

#include <CLI/CLI.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

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
  bool ChangedOnly = false;
  std::string ConfigFile;
  bool NoConfig = false;
  std::string BuildPath;
  unsigned Jobs = 1;
  unsigned MaxErrors = 20;
  double TimeoutS = 600;
  bool Quiet = false;
  std::string Readout = "brief";
  bool Summary = false;
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

/// Every option of the command line, with its help text.
void defineOptions(CLI::App &App, Options &O);

/// Applies --peak-gflops / --bandwidth-gbs to Base (or builds a custom
/// machine when there is no base); the one-line error on bad input.
llvm::Error applyCustomFigures(const Options &O, Machine &M, bool HaveBase);

} // namespace roofline

#endif
