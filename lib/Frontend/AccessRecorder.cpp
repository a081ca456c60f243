//===- AccessRecorder.cpp - Accesses and the launch's active threads ------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "AccessRecorder.h"

#include <algorithm>

namespace roofline {

void AccessRecorder::global(CostVector &Cost, const Expr &Bytes, bool Store,
                            std::optional<GlobalAccess> Access) {
  noteGlobalAccess();
  (Store ? Cost.GlobalStoreBytes : Cost.GlobalLoadBytes) += Bytes;
  if (Access) {
    Access->Guard = guard();
    Cost.Accesses.push_back(std::move(*Access));
  }
}

void AccessRecorder::shared(CostVector &Cost, const Expr &Bytes, bool Store,
                            std::optional<GlobalAccess> Access) {
  (Store ? Cost.SharedStoreBytes : Cost.SharedLoadBytes) += Bytes;
  if (Access) {
    Access->Guard = guard();
    Cost.SharedAccesses.push_back(std::move(*Access));
  }
}

void AccessRecorder::noteGlobalAccess() {
  bool First = !SawGlobal;
  SawGlobal = true;
  if (!Mode.sumsOverThreads())
    return;
  if (First) {
    SharedFactors = Factors;
  } else {
    // Only the guards every access shares: `if (i < n) { if (i == 0) a[i]
    // = x; else a[i] = b[i]; }` makes every thread below n active.
    size_t Common = 0;
    while (Common < SharedFactors.size() && Common < Factors.size() &&
           SharedFactors[Common] == Factors[Common])
      ++Common;
    SharedFactors.resize(Common);
  }
  if (std::find(AccessGuards.begin(), AccessGuards.end(), guard()) ==
      AccessGuards.end())
    AccessGuards.push_back(guard());
  Expr Threads(1);
  if (AccessGuards.size() <= 6) {
    // Exactly the threads that make some global access: 1 - prod(1 - g).
    Expr None(1);
    for (const Expr &G : AccessGuards)
      None = None * (Expr(1) - G);
    Threads = Expr(1) - None;
  } else {
    // Many guards: those all accesses share (more threads, never fewer).
    for (const Expr &F : SharedFactors)
      Threads = Threads * F;
  }
  Active = Threads;
}

} // namespace roofline
