//===- LowCeiling.cpp - roofline-low-ceiling ------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A kernel whose ceiling, where its verdict places it, is below a percentage
// of the GPU's peak: quiet until the threshold is set.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

namespace roofline {
namespace checks {

namespace {

void run(const CheckContext &C) {
  std::optional<double> Min = C.option("min-percent-of-peak");
  std::optional<Unit> Speaks = unitOf(C.K, C.Verdict);
  if (!Speaks || !Min || !(Speaks->Roof->FractionOfPeak * 100 < *Min))
    return;
  const Unit &U = *Speaks;
  std::string Msg = "kernel '" + C.K.Kernel.Name + "' can reach at most " +
                    ceilingText(*U.Roof) + " on " + C.Gpu.Name +
                    unitContext(U) + ", below the " + formatIntensity(*Min) +
                    " % threshold";
  if (Finding *F = addUnitFinding(C, DiagId::LowCeiling, Msg, U))
    F->Properties.push_back({"threshold_percent_of_peak", *Min, ""});
}

} // namespace

ROOFLINE_CHECK(LowCeiling, 20, run,
               {{"min-percent-of-peak", Percentage, std::nullopt,
                 "roofline-low-ceiling: a ceiling below this % of peak is a "
                 "finding",
                 "min-percent-of-peak", "--min-percent-of-peak"}});

} // namespace checks
} // namespace roofline
