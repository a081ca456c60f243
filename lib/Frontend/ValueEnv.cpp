//===- ValueEnv.cpp - Joining two paths' environments ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "ValueEnv.h"

namespace roofline {

void ValueEnv::merge(const Snapshot &A, const Snapshot &B,
                     const std::optional<Expr> &TakeA) {
  Snapshot Merged;
  for (const auto &[D, S] : A) {
    auto It = B.find(D);
    if (It == B.end())
      continue; // declared on one path only: out of scope after the branch
    VarState M;
    if (S.Value && It->second.Value && *S.Value == *It->second.Value)
      M.Value = S.Value;
    else if (S.Value && It->second.Value && TakeA)
      // Set under a guard on indices (`if (tid < n) active = true;`): the
      // value is a select by the guard's indicator, exact per thread.
      M.Value = *TakeA * *S.Value + (Expr(1) - *TakeA) * *It->second.Value;
    if (S.Addr && It->second.Addr && *S.Addr == *It->second.Addr)
      M.Addr = S.Addr;
    M.PointsTo =
        S.PointsTo == It->second.PointsTo ? S.PointsTo : MemSpace::Unknown;
    M.Param = S.Param && It->second.Param;
    M.RefersTo =
        S.RefersTo == It->second.RefersTo ? S.RefersTo : MemSpace::Unknown;
    Merged[D] = M;
  }
  Vars = std::move(Merged);
}

} // namespace roofline
