//===- Outputs.h - Reports to files and stdout ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One analysis, many reports: --format for stdout, and --output FORMAT=PATH
// (repeatable) for files, each written whole or not at all.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_DRIVER_OUTPUTS_H
#define ROOFLINE_DRIVER_OUTPUTS_H

#include "roofline/Report/Report.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace roofline {

/// The names of reportFormatTable() (roofline/Report/Report.h).
const std::vector<std::string> &reportFormats();

/// "text (default), json, ... <Last> html" for --help.
std::string reportFormatList(const char *Last);

/// One report: a format and where it goes ("-" is stdout).
struct OutputRequest {
  std::string Format;
  std::string Path;
};

/// Parses FORMAT=PATH; its one-line error (with "did you mean" for a
/// misspelled format).
llvm::Expected<OutputRequest> parseOutputRequest(const std::string &Text);

/// Checks a set of requests: at most one to stdout, no path twice.
llvm::Error checkOutputRequests(const std::vector<OutputRequest> &Requests);

/// Text with every line that starts with "::" indented by one space: a file
/// named "x\n::error ..." that Clang's diagnostics or a report on stdout
/// (other than --format github's own commands) quote raw cannot start a
/// GitHub workflow command in a log (the runner reads stdout and stderr).
std::string withoutWorkflowCommands(std::string Text);

/// Prints R in Format.
void printReport(const std::string &Format, const AnalysisResult &R,
                 llvm::raw_ostream &OS, const ReportOptions &Opts);

/// Writes each report to a temporary file beside PATH renamed over it once
/// complete (a reader never sees half a report), then the one for "-" to
/// Stdout, in Stdout's colours (raw_ostream::enable_colors).
/// Text written to a file has no colour. A one-line error when a file
/// cannot be written, or when Stdout could not take its report.
llvm::Error writeReports(const std::vector<OutputRequest> &Requests,
                         const AnalysisResult &R, const ReportOptions &Opts,
                         llvm::raw_fd_ostream &Stdout);

} // namespace roofline

#endif // ROOFLINE_DRIVER_OUTPUTS_H
