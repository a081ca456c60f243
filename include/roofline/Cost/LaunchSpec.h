//===- LaunchSpec.h - Launches given from outside the code ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A launch configuration written by a user, for kernels launched in another
// file or through a library:
//   on the command line:  --launch NAME:GRID:BLOCK[:SMEM]   dims X[xY[xZ]]
//                         e.g. --launch sgemm_naive:128x128:32x32
//   in the source, on a line of the comment block right above the kernel:
//     // roofline-lint: launch grid(128, 128) block(32, 32) N=4096
//   (smem(BYTES) is optional; NAME=VALUE pairs bind kernel parameters).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COST_LAUNCHSPEC_H
#define ROOFLINE_COST_LAUNCHSPEC_H

#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace roofline {

struct LaunchSpec {
  std::string Kernel; // empty for an annotation (it names the kernel below)
  std::array<int64_t, 3> Grid{1, 1, 1};
  std::array<int64_t, 3> Block{1, 1, 1};
  int64_t SharedBytes = 0;
  std::map<std::string, int64_t> Values;
};

/// What CUDA refuses to launch with Grid and Block, in words ("grid (0, 1,
/// 1) has no blocks: CUDA needs gridDim.x of at least 1", "block (2048, 1,
/// 1): CUDA allows blockDim.x up to 1024"); "" when CUDA can launch it.
std::string launchLimitProblem(const std::array<int64_t, 3> &Grid,
                               const std::array<int64_t, 3> &Block);

/// Parses a --launch value; on failure, its one-line error.
llvm::Expected<LaunchSpec> parseLaunchOption(const std::string &Text);

/// Parses the text of one comment line: nothing when the line is no
/// annotation, the one-line error when it is one but malformed.
llvm::Expected<std::optional<LaunchSpec>>
parseLaunchAnnotation(const std::string &Line);

} // namespace roofline

#endif // ROOFLINE_COST_LAUNCHSPEC_H
