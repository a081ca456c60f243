//===- PolicyMerge.h - A file's policy --------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The policy a file is linted under: its configuration's levels and check
// options, then the command line's (--severity, the checks' own flags,
// --check-option, --report-unused-suppressions), the later one winning.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LINT_POLICYMERGE_H
#define ROOFLINE_LINT_POLICYMERGE_H

#include "roofline/Lint/Config.h"
#include "roofline/Lint/Lint.h"

#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace roofline {

/// What the command line says of the policy, checked.
struct PolicyFlags {
  std::vector<std::pair<std::string, Severity>> Levels;
  /// In order: the checks' own flags, then --check-option.
  std::vector<std::pair<std::string, double>> CheckOptions;
  bool ReportUnusedSuppressions = false;
};

/// Reads --severity ID=LEVEL texts, the checks' own flags by option key
/// (OwnFlags: --min-percent-of-peak and the like, unset when not given) and
/// --check-option ID.OPTION=VALUE texts. An unknown id or option, a level
/// or value out of range is an error naming the flag, with the closest
/// valid spelling when one is close.
llvm::Expected<PolicyFlags>
readPolicyFlags(const std::vector<std::string> &Severities,
                const std::map<std::string, std::optional<double>> &OwnFlags,
                const std::vector<std::string> &CheckOptions,
                bool ReportUnusedSuppressions);

/// A check option's value as a user would type it back: 6 significant
/// digits, "inf", "nan".
std::string formatOptionNumber(double V);

/// C's policy with Flags after it.
Policy mergePolicy(const Config &C, const PolicyFlags &Flags);

/// The policies of the files of a run, each under its configuration.
class FilePolicies {
public:
  explicit FilePolicies(const PolicyFlags &Flags) : Flags(Flags) {}

  /// The policy for File under C: C's policy with the flags after it or,
  /// when globs of C's per-file-checks match File (relative to C's
  /// directory), C's `checks` levels, then those entries' levels, then the
  /// flags'. A malformed glob is an error naming C's file.
  llvm::Expected<const Policy *> policyFor(const Config &C,
                                           const std::string &File);

private:
  const PolicyFlags &Flags;
  std::map<const Config *, Policy> Plain;
  /// By configuration and which per-file-checks entries matched.
  std::map<std::pair<const Config *, std::string>, Policy> PerFile;
};

} // namespace roofline

#endif // ROOFLINE_LINT_POLICYMERGE_H
