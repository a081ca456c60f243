//===- Chart.h - The roofline chart -----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Draws an AnalysisResult as a log-log roofline (docs/Chart.md). Like every
// reporter it only formats: each coordinate comes from a Placement.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_CHART_CHART_H
#define ROOFLINE_CHART_CHART_H

#include "roofline/Result/Result.h"

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace roofline {

/// A self-contained SVG document.
void printSvg(const AnalysisResult &R, llvm::raw_ostream &OS);

/// A self-contained HTML page: the chart and a per-kernel table.
void printHtml(const AnalysisResult &R, llvm::raw_ostream &OS);

} // namespace roofline

#endif // ROOFLINE_CHART_CHART_H
