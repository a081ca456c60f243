//===- Driver.h - The command line, end to end ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Parses the command line, runs the frontend on every file, binds, places and
// prints. main() only forwards here, so every path is reachable from tests.
//
// Exit codes (docs/CommandLine.md), the same as every report's summary:
//   0  passes: no finding at or above --fail-on
//   1  findings at or above --fail-on
//   2  usage or configuration error (bad option, unknown GPU, missing file)
//   3  among the findings at or above --fail-on, a file that could not be
//      parsed (roofline-parse-error) or a kernel not analyzed
//   4  a report could not be written
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_DRIVER_DRIVER_H
#define ROOFLINE_DRIVER_DRIVER_H

#include "roofline/Report/Report.h"

#include <vector>

namespace llvm {
class raw_fd_ostream;
class raw_ostream;
} // namespace llvm

namespace roofline {

enum ExitCode : int {
  ExitOk = 0,
  ExitFindings = 1,
  ExitUsage = 2,
  ExitParse = 3,
  ExitWrite = 4,
};

/// Runs roofline-lint with Argv (Argv[0] is the program path), the report on
/// Out (a file descriptor's stream, so that a failed write is seen: exit 4)
/// and messages on Err.
int runDriver(int Argc, const char **Argv, llvm::raw_fd_ostream &Out,
              llvm::raw_ostream &Err);

/// True when a file's analysis passed its --timeout and was left running:
/// the caller must end the process without running static destructors
/// (std::_Exit after flushing), which that thread may still be using.
bool analysisLeftBehind();

} // namespace roofline

#endif // ROOFLINE_DRIVER_DRIVER_H
