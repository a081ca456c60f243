//===- AnalyzeAll.h - Every file, in parallel workers -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_DRIVER_ANALYZEALL_H
#define ROOFLINE_LIB_DRIVER_ANALYZEALL_H

#include "roofline/Frontend/Frontend.h"
#include "roofline/Roofline/FileTotals.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace roofline {

/// One file to analyze.
struct FileJob {
  std::string Path;
  /// Why the input cannot be read; the file is then reported, not analyzed.
  std::string Unreadable;
  FrontendOptions Opts;
};

/// What a worker made of one file.
struct Analyzed {
  FileSummary Summary;
  std::string Diagnostics; // Clang's, printed in input order
  /// The whole-launch totals of its launches on every GPU, computed by the
  /// worker that analysed the file.
  FileTotals Totals;
};

/// Runs the frontend on every job, Jobs at a time (0: one per core; never
/// more than the cores, which would multiply memory, not speed), and
/// Totals on what it found, in the same worker. Results,
/// and Clang's diagnostics, are kept per file for printing in input order;
/// when stderr is a terminal, a progress line goes to Err after a second. A
/// file still running after TimeoutS seconds is reported as not analyzed and
/// left behind (its thread cannot be stopped inside Clang); the run goes on
/// with the rest, and the process exits without waiting for it.
std::vector<Analyzed> analyzeAll(const std::vector<FileJob> &Jobs,
                                 const TotalsOfFile &Totals,
                                 unsigned RequestedJobs, double TimeoutS,
                                 bool Verbose, llvm::raw_ostream &Err);

} // namespace roofline

#endif // ROOFLINE_LIB_DRIVER_ANALYZEALL_H
