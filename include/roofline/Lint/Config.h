//===- Config.h - .roofline-lint.yaml ---------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The project configuration file, found like .clang-tidy: the nearest
// `.roofline-lint.yaml` in the file's directory or above. Parsed with LLVM's
// YAML I/O; every key is documented in docs/Lint.md.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LINT_CONFIG_H
#define ROOFLINE_LINT_CONFIG_H

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace roofline {

inline constexpr const char *ConfigFileName = ".roofline-lint.yaml";

struct Config {
  std::string Path; // the file it was read from; empty: no file
  std::vector<std::string> Gpus;
  std::optional<std::string> FailOn;
  /// Id or pattern -> level, in the order the policy applies them. The
  /// string form of `checks:` ('roofline-*,-roofline-memory-bound') is
  /// resolved into such entries (resolveChecksGlobs).
  std::vector<std::pair<std::string, std::string>> Checks;
  /// The checks' options, "<id>.<option>" -> value, in the order they
  /// apply (`thresholds:` first, then `check-options:`), within range.
  std::vector<std::pair<std::string, double>> CheckOptions;
  std::vector<std::string> Bind;         // "NAME=VALUE"
  std::vector<std::string> Launch;       // --launch syntax
  std::vector<std::string> IncludePaths; // absolute (resolved against Path)
  std::vector<std::string> Defines;
  std::vector<std::string> ExtraArgs;
  std::optional<std::string> CudaPath;
  /// Globs of files to leave out, relative to the file's directory.
  std::vector<std::string> Exclude;
  std::optional<bool> ReportUnusedSuppressions;
  /// Levels for the files a glob matches (relative to the file's
  /// directory), after `checks`: glob -> (id -> level), in order.
  std::vector<
      std::pair<std::string, std::vector<std::pair<std::string, std::string>>>>
      PerFileChecks;
};

/// One entry of the clang-tidy form of `checks:`: an id or a pattern ending
/// in `*`, kept at its level or, written with a leading `-`, turned off.
struct ChecksGlob {
  std::string Pattern;
  bool Enable = true;
};

/// Splits "roofline-*,-roofline-memory-bound" at commas (and line breaks);
/// the one-line error on an entry that matches no id.
llvm::Error parseChecksGlobs(const std::string &Text,
                             std::vector<ChecksGlob> &Out);

/// Levels (id or pattern -> level name) under which every id gets what the
/// last glob that matches it says, as in clang-tidy: each `-` glob that no
/// later glob overrides becomes `off`, and an id that a later glob turns
/// back on gets its default level by its exact id.
std::vector<std::pair<std::string, std::string>>
resolveChecksGlobs(const std::vector<ChecksGlob> &Globs);

/// The nearest config file at or above Dir (absolute or relative to the
/// working directory); empty when there is none.
std::string findConfigFile(const std::string &Dir);

/// Parses Path; an error "PATH:LINE:COL: message" on bad input.
llvm::Expected<Config> loadConfig(const std::string &Path);

} // namespace roofline

#endif // ROOFLINE_LINT_CONFIG_H
