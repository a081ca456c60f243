//===- FormatRegistry.cpp - The output formats ----------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// CMake lists lib/Report/*Report.cpp into FormatList.inc, one
// ROOFLINE_FORMAT_FILE(<Name>Report) per file; each defines
// `<Name>ReportFormats`. The table is theirs, in Order.
//
//===----------------------------------------------------------------------===//

#include "Formats.h"

#include <algorithm>

namespace roofline {

#define ROOFLINE_FORMAT_FILE(File)                                             \
  extern const std::vector<ReportFormat> File##Formats;
#include "FormatList.inc"
#undef ROOFLINE_FORMAT_FILE

const std::vector<ReportFormat> &reportFormatTable() {
  static const std::vector<ReportFormat> Table = [] {
    std::vector<ReportFormat> T;
    for (const std::vector<ReportFormat> *File : {
#define ROOFLINE_FORMAT_FILE(File) &File##Formats,
#include "FormatList.inc"
#undef ROOFLINE_FORMAT_FILE
         })
      T.insert(T.end(), File->begin(), File->end());
    std::stable_sort(T.begin(), T.end(),
                     [](const ReportFormat &A, const ReportFormat &B) {
                       return A.Order < B.Order;
                     });
    return T;
  }();
  return Table;
}

} // namespace roofline
