//===- Formats.h - Output formats define themselves (private) ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Every lib/Report/<Name>Report.cpp ends with ROOFLINE_REPORT_FORMATS(<Name>
// Report, {...}), naming the formats it prints; CMake lists those files into
// FormatList.inc, from which the registry (FormatRegistry.cpp) builds the
// table that --format, its help text and the dispatch derive from. Adding a
// format is adding its file.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_REPORT_FORMATS_H
#define ROOFLINE_LIB_REPORT_FORMATS_H

#include "roofline/Report/Report.h"

#include <vector>

/// Defines the formats of file <File>.cpp: a braced list of ReportFormat
/// ({name, order, printer}).
#define ROOFLINE_REPORT_FORMATS(File, ...)                                     \
  extern const std::vector<::roofline::ReportFormat> File##Formats;            \
  const std::vector<::roofline::ReportFormat> File##Formats = __VA_ARGS__

#endif
