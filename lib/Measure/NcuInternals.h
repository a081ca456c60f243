//===- NcuInternals.h - Shared by the Ncu*.cpp files (private) --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// What the parts of lib/Measure share: reading the CSV (NcuCsv.cpp) and its
// columns (NcuColumns.cpp); matching rows to launches (NcuMatch.cpp) and what
// a matched launch's rows say about it (NcuMeasure.cpp). Private to
// lib/Measure.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_MEASURE_NCUINTERNALS_H
#define ROOFLINE_LIB_MEASURE_NCUINTERNALS_H

#include "roofline/Measure/Ncu.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace roofline {

//===----------------------------------------------------------------------===//
// The CSV export (NcuCsv.cpp, NcuColumns.cpp)
//===----------------------------------------------------------------------===//

/// S without leading and trailing white space.
std::string trim(const std::string &S);

/// One profiled launch before its metrics are converted.
struct RawLaunch {
  unsigned Line = 0;
  std::string Id, Kernel, Grid, Block, Cc;
  /// Metric name -> (value text, unit text).
  std::map<std::string, std::pair<std::string, std::string>> Metrics;
  std::map<std::string, unsigned> MetricLines; // details page: its own line
};

const char *const TimeMetric = "gpu__time_duration.sum";

/// L's numbers as the Index-th row of the file Name (for messages); false
/// with Error on a missing time or a malformed value.
bool toRow(const RawLaunch &L, unsigned Index, bool HaveUnits,
           const std::string &Name, NcuRow &Row, std::string &Error);

//===----------------------------------------------------------------------===//
// Matching (NcuMatch.cpp, NcuMeasure.cpp)
//===----------------------------------------------------------------------===//

/// "(4096, 1, 1)" -> {4096, 1, 1}.
std::optional<std::array<long long, 3>> parseDims(const std::string &S);

/// A launch configuration whose three dimensions are integer constants.
std::optional<std::array<long long, 3>>
constantDims(const std::array<Expr, 3> &E);

/// Fills L.Measured from the rows matched to it (at least one), profiled on
/// a GPU with L2Bytes of L2 (0: unknown).
void measure(LaunchResult &L, const std::vector<const NcuRow *> &Rows,
             double L2Bytes);

} // namespace roofline

#endif // ROOFLINE_LIB_MEASURE_NCUINTERNALS_H
