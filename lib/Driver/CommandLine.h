//===- CommandLine.h - Errors a user can act on -----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The command line's own wording for what CLI11 rejects, with "did you mean"
// for a misspelled option or value.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_DRIVER_COMMANDLINE_H
#define ROOFLINE_LIB_DRIVER_COMMANDLINE_H

#include "roofline/Lint/DidYouMean.h"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace roofline {

/// One line for a CLI11 parse error, e.g. "unknown option '--formt'; did
/// you mean '--format'?".
std::string describeParseError(const CLI::App &App, const CLI::ParseError &E,
                               const std::vector<std::string> &Args);

/// Empty when Value is one of Choices, else "invalid --NAME 'VALUE':
/// expected one of ...; did you mean ...?".
std::string checkChoice(const std::string &Option, const std::string &Value,
                        const std::vector<std::string> &Choices);

} // namespace roofline

#endif
