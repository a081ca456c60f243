//===- Roofs.cpp - Names of the roofs -------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Result/Roofs.h"

#include "roofline/Result/Units.h"

namespace roofline {

const char *roofLevelName(RoofLevel L) {
  switch (L) {
  case RoofLevel::Compute:
    return "compute";
  case RoofLevel::Issue:
    return "issue";
  case RoofLevel::Shared:
    return "shared";
  case RoofLevel::L1:
    return "L1";
  case RoofLevel::L2:
    return "L2";
  case RoofLevel::Dram:
    return "DRAM";
  }
  return "compute";
}

std::string figureText(std::optional<double> FlopsPerS,
                       std::optional<double> TimeS) {
  if (FlopsPerS)
    return formatFlopsPerSecond(*FlopsPerS);
  if (TimeS)
    return formatSeconds(*TimeS);
  return "not derived";
}

std::string predictedFigure(const RoofSet &Set) {
  return figureText(Set.PredictedFlopsPerS, Set.PredictedTimeS);
}

std::string soundFigure(const RoofSet &Set) {
  return figureText(Set.SoundFlopsPerS, Set.SoundTimeS);
}

std::string headlineText(const RoofSet &Set) {
  std::string Head = predictedFigure(Set);
  if (const Roof *Lim = Set.limiting()) {
    Head += std::string(" (limited by ") + roofLevelName(Lim->Level) +
            (Lim->Reason.empty() ? "" : ": " + Lim->Reason) + ")";
  } else {
    // The first level without an estimate; the issue roof counts the other
    // levels' requests, so a level it waits on is named before it.
    const Roof *Open = nullptr;
    for (const Roof &R : Set.Roofs) {
      if (R.EstimateTimeS)
        continue;
      if (!Open || Open->Level == RoofLevel::Issue)
        Open = &R;
      if (Open->Level != RoofLevel::Issue)
        break;
    }
    if (Open)
      Head += std::string(" (") + roofLevelName(Open->Level) + ": " +
              (Open->Missing.empty() ? "no estimate" : Open->Missing) + ")";
  }
  if (Set.SoundTimeS)
    Head += (Set.SoundFlopsPerS ? ", can never beat "
                                : ", can never take less than ") +
            soundFigure(Set);
  return Head;
}

} // namespace roofline
