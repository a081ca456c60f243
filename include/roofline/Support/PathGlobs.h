//===- PathGlobs.h - Globs over file paths ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Globs over file paths (--exclude, `exclude:`, `per-file-checks:`), as
// llvm::GlobPattern: `*` and `?` do not stop at '/', so 'vendor/*' leaves
// out a whole tree. A glob matches a path when it matches the whole path or
// any trailing run of its components: 'dev/cuda/nccl_*' matches
// /src/llm.c/dev/cuda/nccl_all_reduce.cu, '*_test.cu' any test file.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_PATHGLOBS_H
#define ROOFLINE_SUPPORT_PATHGLOBS_H

#include "llvm/Support/Error.h"
#include "llvm/Support/GlobPattern.h"

#include <deque>
#include <string>
#include <vector>

namespace roofline {

class PathGlobs {
public:
  PathGlobs() = default;
  // The patterns refer to the glob texts this list keeps.
  PathGlobs(const PathGlobs &) = delete;
  PathGlobs &operator=(const PathGlobs &) = delete;

  /// Adds a glob; the one-line error when it is malformed. Globs from a
  /// configuration file are relative to its directory (Base); those from
  /// the command line to the working directory (Base empty).
  llvm::Error add(const std::string &Glob, const std::string &Base);
  /// The first glob that matches Path (as given, or absolute), or null.
  const std::string *match(const std::string &Path) const;
  bool empty() const { return Globs.empty(); }

private:
  struct Entry {
    std::string Text, Base;
    llvm::GlobPattern Pattern;
  };
  std::vector<Entry> Globs;
  /// The texts patterns were made from (llvm::GlobPattern keeps views into
  /// them); a deque never moves its elements.
  std::deque<std::string> Storage;
};

/// Path made absolute against the working directory, without `.` and `..`.
std::string absolutePath(const std::string &Path);

} // namespace roofline

#endif
