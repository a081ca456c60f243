//===- SummaryPaths.h - The paths a file summary names ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_SUMMARYPATHS_H
#define ROOFLINE_LIB_FRONTEND_SUMMARYPATHS_H

#include "roofline/Cost/KernelCost.h"

#include "clang/Basic/FileManager.h"

#include <string>
#include <vector>

namespace roofline {

/// Reports show paths relative to the working directory when they are
/// below it, as a user typed them, without `.` and `..` components.
void relativizePaths(FileSummary &S);

/// The files Files opened, and those a precompiled preamble stands for.
std::vector<std::string> filesRead(const clang::FileManager &Files,
                                   const std::vector<std::string> &PchInputs);

} // namespace roofline

#endif // ROOFLINE_LIB_FRONTEND_SUMMARYPATHS_H
