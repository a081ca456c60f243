//===- MemoryBound.cpp - roofline-memory-bound ----------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A kernel whose verdict is memory-bound: the remark's launch and placement,
// never another. On the traffic model's sound placement it says that no cache
// behaviour helps; on requested bytes, where the ceiling lies.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

namespace roofline {
namespace checks {

namespace {

void run(const CheckContext &C) {
  if (C.Verdict.Regime != KernelRegime::MemoryBound)
    return;
  std::optional<Unit> Speaks = unitOf(C.K, C.Verdict);
  if (!Speaks)
    return;
  const Unit &U = *Speaks;
  const std::string &Name = C.K.Kernel.Name;
  std::string Msg =
      U.Sound
          ? "kernel '" + Name + "' is memory-bound at any cache behaviour on " +
                C.Gpu.Name + unitContext(U) + ": even with perfect reuse " +
                (U.Intensity ? formatIntensity(*U.Intensity) : "?") +
                " FLOP/B is below the ridge " + formatIntensity(U.Roof->Ridge) +
                ", sound ceiling " + ceilingText(*U.Roof) +
                "; only fewer bytes help (narrower types, fusion)"
          : "kernel '" + Name + "' is memory-bound on " + C.Gpu.Name +
                unitContext(U) + ": intensity " +
                (U.Intensity ? formatIntensity(*U.Intensity) : "?") +
                " FLOP/B is below the ridge " + formatIntensity(U.Roof->Ridge) +
                ", ceiling " + ceilingText(*U.Roof);
  addUnitFinding(C, DiagId::MemoryBound, Msg, U);
}

} // namespace

ROOFLINE_CHECK(MemoryBound, 10, run, {});

} // namespace checks
} // namespace roofline
