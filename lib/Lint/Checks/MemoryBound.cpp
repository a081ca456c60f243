//===- MemoryBound.cpp - roofline-memory-bound ----------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A kernel whose verdict is memory-bound: the remark's launch and placement,
// never another. On the traffic model's sound placement it says that no cache
// behaviour helps; on requested bytes, where the ceiling lies. The brief
// readout prints it under the kernel's remark without the kernel, GPU,
// launch and ceiling the remark already gives.
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
  std::string Intensity = U.Intensity ? formatIntensity(*U.Intensity) : "?";
  std::string Ridge = formatIntensity(U.Roof->Ridge);
  if (Finding *F = addUnitFinding(C, DiagId::MemoryBound, Msg, U))
    F->Brief = U.Sound ? "memory-bound at any cache behaviour: even with "
                         "perfect reuse " +
                             Intensity + " FLOP/B is below the ridge " + Ridge +
                             "; only fewer bytes help (narrower types, fusion)"
                       : std::string("memory-bound") +
                             (U.AtLimit ? " as its sizes grow" : "") +
                             ": intensity " + Intensity +
                             " FLOP/B is below the ridge " + Ridge;
}

} // namespace

ROOFLINE_CHECK(MemoryBound, 10, run, {});

} // namespace checks
} // namespace roofline
