//===- Units.h - A result in words and units --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The words every output and every finding's message speaks a result in:
// quantities with unit prefixes, locations, launches, call paths.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_RESULT_UNITS_H
#define ROOFLINE_RESULT_UNITS_H

#include "roofline/Result/Result.h"

#include <string>

namespace roofline {

/// Quantities in human units, 3 significant digits.
std::string formatFlopsPerSecond(double V); // "126 GFLOP/s", "2.01 TFLOP/s"
std::string formatBytesPerSecond(double V); // "504 GB/s", "3.35 TB/s"
/// Bytes with an SI prefix (1 MB = 10^6 B): "37.7 MB", "1.92 TB", "512 B".
std::string formatBytes(double V);
std::string formatIntensity(double V);      // "0.25", "0.167", "3.99", "57.7"
std::string formatPercent(double Fraction); // 0.004329 -> "0.43"
std::string formatSeconds(double V);
/// "f.cu:25": a location for a message.
std::string locationText(const SourceLoc &L);
/// "f.cu:25:3", clang's form: the file alone without a line, "<unknown>"
/// without a file.
std::string sourceLocationText(const SourceLoc &L);
/// Where a launch comes from, for a message: "launch at f.cu:25", "launch
/// annotated at f.cu:20", "launch given with --launch"; with ",
/// configuration 2 of 6" where the site has several.
std::string launchText(const LaunchResult &L);
/// How the host reaches a launch: "main -> run (j = 2)", with the number of
/// other call paths or host-loop iterations that give the same
/// configuration (" (+1 more path or iteration)").
std::string callPathText(const LaunchSite &S);
std::string formatSignedPercent(double V); // -50 -> "-50.0 %", 0 -> "+0.0 %"

} // namespace roofline

#endif // ROOFLINE_RESULT_UNITS_H
