//===- LowIntensity.cpp - roofline-low-intensity --------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A kernel whose intensity, where its verdict places it, is below a number
// of FLOP/B: quiet until the threshold is set.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

namespace roofline {
namespace checks {

namespace {

void run(const CheckContext &C) {
  std::optional<double> Min = C.option("min-intensity");
  std::optional<Unit> Speaks = unitOf(C.K, C.Verdict);
  if (!Speaks || !Speaks->Intensity || !Min || !(*Speaks->Intensity < *Min))
    return;
  const Unit &U = *Speaks;
  std::string Msg = "kernel '" + C.K.Kernel.Name + "' has intensity " +
                    formatIntensity(*U.Intensity) + " FLOP/B" + unitContext(U) +
                    ", below the threshold " + formatIntensity(*Min) +
                    " FLOP/B";
  if (Finding *F = addUnitFinding(C, DiagId::LowIntensity, Msg, U))
    F->Properties.push_back({"threshold_intensity", *Min, ""});
}

} // namespace

ROOFLINE_CHECK(LowIntensity, 30, run,
               {{"min-intensity", NonNegativeNumber, std::nullopt,
                 "roofline-low-intensity: an intensity below this many "
                 "FLOP/B is a finding",
                 "min-intensity", "--min-intensity"}});

} // namespace checks
} // namespace roofline
