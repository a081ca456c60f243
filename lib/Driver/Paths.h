//===- Paths.h - Where the tool's own files are -----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_DRIVER_PATHS_H
#define ROOFLINE_LIB_DRIVER_PATHS_H

#include <string>

namespace roofline {

/// The directory holding gpus/ and include/: $ROOFLINE_LINT_DATA_DIR, else
/// <dir of the executable>/../share/roofline-lint (the same layout in the
/// build tree and after `cmake --install`). Empty when neither exists.
std::string findDataDir(const char *Argv0);

/// The Clang resource directory recorded at configure time, unless
/// $ROOFLINE_LINT_RESOURCE_DIR overrides it.
std::string defaultResourceDir();

/// The CUDA SDK to use when none is named: $CUDA_PATH, $CUDA_HOME, then
/// /usr/local/cuda; empty when none has include/cuda_runtime.h.
std::string findCudaSdk();

} // namespace roofline

#endif
