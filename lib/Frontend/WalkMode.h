//===- WalkMode.h - What a walk of a kernel is for --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A kernel is walked once for its summary, where its symbols stay free, and
// once more for each launch, where they take the launch's values. The walk
// asks its mode, never whether it has values, what to do where the two
// differ (docs/Architecture.md, "Launches").
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_WALKMODE_H
#define ROOFLINE_LIB_FRONTEND_WALKMODE_H

#include "roofline/Support/Expr.h"

#include <map>
#include <optional>
#include <string>

namespace roofline {

class WalkMode {
public:
  /// The kernel's summary: per thread, every symbol free; a guard on thread
  /// indices is counted as taken (the costlier side of an if/else).
  static WalkMode summary() { return WalkMode(nullptr); }
  /// One launch: Values bind the kernel's symbols (scalar parameters by
  /// name, "blockDim.x", "gridDim.y", ...).
  static WalkMode launch(const std::map<std::string, Expr> &Values) {
    return WalkMode(&Values);
  }

  /// The value the launch gives Name; nothing when it leaves Name free.
  std::optional<Expr> valueOf(const std::string &Name) const {
    if (!Values)
      return std::nullopt;
    auto It = Values->find(Name);
    if (It == Values->end())
      return std::nullopt;
    return It->second;
  }

  /// Whether the counts are summed over the launch's threads, so each must
  /// hold for every thread: a guard on thread indices weights the cost under
  /// it by its indicator [i < n], an early return the rest of the block by
  /// the threads that stay, a per-thread trip count is clamped at 0, a loop
  /// sum without a closed form is kept for the launch's values, and the
  /// guard around the first global access is the launch's active guard.
  bool sumsOverThreads() const { return Values != nullptr; }

  /// Whether each global access is recorded with its address (the array,
  /// the byte offset in thread and block indices), and pointers are followed
  /// to their arrays through locals, steps and calls: DRAM traffic needs
  /// them, and only a launch has the sizes they are counted over.
  bool tracksAddresses() const { return Values != nullptr; }

private:
  explicit WalkMode(const std::map<std::string, Expr> *Values)
      : Values(Values) {}
  const std::map<std::string, Expr> *Values;
};

} // namespace roofline

#endif // ROOFLINE_LIB_FRONTEND_WALKMODE_H
