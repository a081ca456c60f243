//===- Driver.h - The command line, end to end ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Parses the command line, runs the frontend on every file, binds, places and
// prints. main() only forwards here, so every path is reachable from tests.
//
// Exit codes (docs/CommandLine.md):
//   0  analysis done
//   1  reserved for lint findings at or above a chosen severity
//   2  usage or configuration error (bad option, unknown GPU, missing file)
//   3  an input could not be parsed, or a kernel in it could not be analyzed
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_DRIVER_DRIVER_H
#define ROOFLINE_DRIVER_DRIVER_H

#include "roofline/Report/Report.h"

#include <ostream>
#include <vector>

namespace roofline {

enum ExitCode : int {
  ExitOk = 0,
  ExitFindings = 1,
  ExitUsage = 2,
  ExitParse = 3,
};

/// Runs roofline-lint with Argv (Argv[0] is the program path).
int runDriver(int Argc, const char **Argv, std::ostream &Out, std::ostream &Err);

/// Binds and places one file's kernels against Gpu (the driver's core step,
/// exposed for tests).
FileResult placeFile(const FileSummary &File, const Machine &Gpu,
                     const std::vector<Binding> &Bindings);

} // namespace roofline

#endif // ROOFLINE_DRIVER_DRIVER_H
