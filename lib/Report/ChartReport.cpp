//===- ChartReport.cpp - The chart formats --------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// svg and html: the roofline chart and its page (lib/Chart, docs/Chart.md).
//
//===----------------------------------------------------------------------===//

#include "Formats.h"
#include "roofline/Chart/Chart.h"

namespace roofline {

ROOFLINE_REPORT_FORMATS(ChartReport,
                        {{"svg", 70,
                          [](const AnalysisResult &R, llvm::raw_ostream &OS,
                             const ReportOptions &) { printSvg(R, OS); }},
                         {"html", 80,
                          [](const AnalysisResult &R, llvm::raw_ostream &OS,
                             const ReportOptions &) { printHtml(R, OS); }}});

} // namespace roofline
