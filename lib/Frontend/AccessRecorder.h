//===- AccessRecorder.h - Accesses and the guards around them ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Counts the walk's global and shared accesses and keeps the index guards
// (0/1 per thread: [i < n]) around the current point. In launch mode it
// records each access with its guard, and derives the launch's active
// threads: those that make some global access. It knows no Clang: the walk
// hands it the bytes and, when it tracks addresses, the access's address.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_ACCESSRECORDER_H
#define ROOFLINE_LIB_FRONTEND_ACCESSRECORDER_H

#include "WalkMode.h"
#include "roofline/Cost/KernelCost.h"

#include <optional>
#include <vector>

namespace roofline {

class AccessRecorder {
public:
  explicit AccessRecorder(WalkMode Mode) : Mode(Mode) {}

  /// The walk enters an index guard for each weighted side of a branch
  /// (launch mode) and leaves it after the side.
  void enterGuard(const Expr &Factor) {
    Guards.push_back(Guards.back() * Factor);
    Factors.push_back(Factor);
  }
  void leaveGuard() {
    Guards.pop_back();
    Factors.pop_back();
  }
  /// The product of the guards around the current point.
  const Expr &guard() const { return Guards.back(); }
  size_t guardDepth() const { return Factors.size(); }

  /// Counts a global access of Bytes into Cost; Access (launch mode) is the
  /// access with its address, recorded under the current guard.
  void global(CostVector &Cost, const Expr &Bytes, bool Store,
              std::optional<GlobalAccess> Access);
  /// The same for shared memory; its accesses decide no active thread.
  void shared(CostVector &Cost, const Expr &Bytes, bool Store,
              std::optional<GlobalAccess> Access);

  bool sawGlobalAccess() const { return SawGlobal; }
  /// Launch mode: the 0/1 indicator of the threads that make some global
  /// access (nothing before the first one, and in summary mode).
  const std::optional<Expr> &activeGuard() const { return Active; }

private:
  void noteGlobalAccess();

  WalkMode Mode;
  std::vector<Expr> Guards{Expr(1)};
  /// The guard as its factors, outermost first, and the factors every
  /// global access so far shares.
  std::vector<Expr> Factors, SharedFactors;
  /// The distinct guards of the global accesses so far.
  std::vector<Expr> AccessGuards;
  bool SawGlobal = false;
  std::optional<Expr> Active;
};

} // namespace roofline

#endif // ROOFLINE_LIB_FRONTEND_ACCESSRECORDER_H
