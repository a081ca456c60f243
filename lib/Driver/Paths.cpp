//===- Paths.cpp - Where the tool's own files are -------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "Paths.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdlib>

namespace roofline {

static bool isDir(const std::string &P) {
  return llvm::sys::fs::is_directory(P);
}

std::string findDataDir(const char *Argv0) {
  if (const char *Env = std::getenv("ROOFLINE_LINT_DATA_DIR"))
    return Env;
  // Any address in this binary identifies it for getMainExecutable.
  static int Anchor;
  std::string Exe = llvm::sys::fs::getMainExecutable(Argv0, &Anchor);
  if (Exe.empty())
    return "";
  llvm::SmallString<256> Dir(llvm::sys::path::parent_path(Exe));
  llvm::sys::path::append(Dir, ROOFLINE_DATA_RELATIVE_DIR);
  llvm::sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
  return isDir(std::string(Dir)) ? std::string(Dir) : "";
}

std::string defaultResourceDir() {
  if (const char *Env = std::getenv("ROOFLINE_LINT_RESOURCE_DIR"))
    return Env;
  return ROOFLINE_CLANG_RESOURCE_DIR;
}

std::string findCudaSdk() {
  for (const char *Var : {"CUDA_PATH", "CUDA_HOME"})
    if (const char *Env = std::getenv(Var))
      if (llvm::sys::fs::exists(std::string(Env) + "/include/cuda_runtime.h"))
        return Env;
  if (llvm::sys::fs::exists("/usr/local/cuda/include/cuda_runtime.h"))
    return "/usr/local/cuda";
  return "";
}

} // namespace roofline
