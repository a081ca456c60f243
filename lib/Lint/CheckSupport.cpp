//===- CheckSupport.cpp - What the verdict checks share -------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The kernel's verdict as the checks that judge it read it, and the words
// and properties their findings share (Checks/Checks.h).
//
//===----------------------------------------------------------------------===//

#include "Checks/Checks.h"

#include <cmath>

namespace roofline {
namespace checks {

/// The kernel's verdict as a unit; none when it has no FLOP/s placement
/// (no verdict, or a kernel that moves data only).
std::optional<Unit> unitOf(const KernelResult &K, const KernelVerdict &V) {
  if (!V.Roof || V.Regime == KernelRegime::None ||
      V.Regime == KernelRegime::MovesDataOnly)
    return std::nullopt;
  Unit U;
  U.Roof = V.Roof;
  U.Intensity = V.Intensity;
  U.AtLimit = V.AtLimit;
  U.Sound = V.Traffic;
  U.Launch = V.Launch;
  if (V.Launch >= 0)
    U.L = &K.Launches[V.Launch];
  return U;
}

/// " (launch at f.cu:25)" / " as its sizes grow" / "".
std::string unitContext(const Unit &U) {
  std::string S;
  if (U.L)
    S += " (" + launchText(*U.L) + ")";
  if (U.AtLimit)
    S += " as its sizes grow";
  return S;
}

/// The placement's figures as finding properties.
static void putUnitProperties(Finding &F, const Unit &U, const Machine &Gpu) {
  F.Properties.push_back({"gpu", std::nullopt, Gpu.Id});
  if (U.Intensity && std::isfinite(*U.Intensity))
    F.Properties.push_back({"intensity", *U.Intensity, ""});
  F.Properties.push_back({"ceiling_flops_per_s", U.Roof->CeilingFlopsPerS, ""});
  F.Properties.push_back({"fraction_of_peak", U.Roof->FractionOfPeak, ""});
  F.Properties.push_back({"ridge", U.Roof->Ridge, ""});
  F.Properties.push_back({"bound", std::nullopt, boundName(U.Roof->BoundBy)});
  F.Properties.push_back({"precision", std::nullopt, precisionLabel(*U.Roof)});
  F.Properties.push_back({"basis", std::nullopt,
                          U.AtLimit                    ? "limit"
                          : U.L && U.L->RestsOnUnbound ? "estimate"
                                                       : "exact"});
  if (U.L)
    F.Properties.push_back(
        {"launch", std::nullopt, locationText(U.L->Site.Loc)});
  if (U.L && U.L->Verdict) {
    // The traffic model's three intensities and its verdict.
    F.Properties.push_back({"no_reuse_intensity", U.L->SectorIntensity, ""});
    if (U.L->EstimateIntensity)
      F.Properties.push_back(
          {"estimate_intensity", U.L->EstimateIntensity, ""});
    if (U.L->CompulsoryIntensity)
      F.Properties.push_back(
          {"perfect_reuse_intensity", U.L->CompulsoryIntensity, ""});
    F.Properties.push_back(
        {"verdict", std::nullopt, trafficVerdictText(*U.L->Verdict)});
  }
}

Finding *addUnitFinding(const CheckContext &C, DiagId Id, std::string Message,
                        const Unit &U) {
  Finding *F = C.Add(Id, std::move(Message), C.K.Kernel.Loc, U.Launch,
                     std::to_string(U.Launch));
  if (F)
    putUnitProperties(*F, U, C.Gpu);
  return F;
}

Finding *addAccessFinding(const CheckContext &C, DiagId Id, std::string Message,
                          const SourceLoc &Loc, int Launch,
                          const std::string &Array, bool Store, int64_t Width) {
  Finding *F = C.Add(Id, std::move(Message), Loc, Launch,
                     Array + (Store ? "\nstore\n" : "\nload\n") +
                         std::to_string(Loc.Column));
  if (!F)
    return nullptr;
  F->Properties.push_back({"gpu", std::nullopt, C.Gpu.Id});
  F->Properties.push_back({"array", std::nullopt, Array});
  F->Properties.push_back(
      {"direction", std::nullopt, Store ? "store" : "load"});
  F->Properties.push_back({"width", static_cast<double>(Width), ""});
  return F;
}

std::string ceilingText(const Placement &P) {
  return formatFlopsPerSecond(P.CeilingFlopsPerS) + " = " +
         formatPercent(P.FractionOfPeak) + " % of " + precisionLabel(P) +
         " peak";
}

} // namespace checks
} // namespace roofline
