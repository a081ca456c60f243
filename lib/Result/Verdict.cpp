//===- Verdict.cpp - One verdict per kernel -------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Which launch (or the kernel's own placement) speaks for a kernel, and in
// which regime. The text remark prints it and the findings judge it, so the
// two never disagree.
//
//===----------------------------------------------------------------------===//

#include "roofline/Result/Verdict.h"

namespace roofline {

namespace {

bool movesDataOnly(const CostVector &C) {
  return C.totalFlops().isZero() && !C.globalBytes().isZero();
}

KernelRegime regimeOf(TrafficVerdict V) {
  switch (V) {
  case TrafficVerdict::MemoryBoundAtAnyReuse:
    return KernelRegime::MemoryBound;
  case TrafficVerdict::ComputeBoundIfReused:
    return KernelRegime::ComputeBoundIfReused;
  case TrafficVerdict::MemoryBoundWithoutReuse:
    return KernelRegime::Undecided;
  case TrafficVerdict::ComputeBound:
    return KernelRegime::ComputeBound;
  case TrafficVerdict::NoFlops:
    return KernelRegime::MovesDataOnly;
  }
  return KernelRegime::None;
}

KernelRegime regimeOf(const Placement &P) {
  return P.BoundBy == Bound::Memory ? KernelRegime::MemoryBound
                                    : KernelRegime::ComputeBound;
}

/// The verdict of the kernel's launches (Only >= 0: of that launch alone);
/// with no launch placed, V.Regime is None and Placed false.
KernelVerdict launchesVerdict(const KernelResult &K, int Only, bool &Placed) {
  KernelVerdict V;
  Placed = true;
  // Three tiers of launches, each the lowest ceiling within it: placed by
  // the traffic model, placed on requested bytes, moving data only.
  int Traffic = -1, Requested = -1, DataOnly = -1;
  bool FellBack = false;
  for (size_t I = 0; I < K.Launches.size(); ++I) {
    if (Only >= 0 && static_cast<int>(I) != Only)
      continue;
    const LaunchResult &L = K.Launches[I];
    int Index = static_cast<int>(I);
    if (L.ThreadsFellBack) {
      FellBack = true;
      continue;
    }
    if (L.Verdict && *L.Verdict == TrafficVerdict::NoFlops) {
      if (DataOnly < 0)
        DataOnly = Index;
      continue;
    }
    if (L.Verdict && L.SoundRoof) {
      if (Traffic < 0 || L.SoundRoof->FractionOfPeak <
                             K.Launches[Traffic].SoundRoof->FractionOfPeak)
        Traffic = Index;
      continue;
    }
    if (!L.Roof)
      continue;
    if (movesDataOnly(L.Totals)) {
      if (DataOnly < 0)
        DataOnly = Index;
      continue;
    }
    if (Requested < 0 ||
        L.Roof->FractionOfPeak < K.Launches[Requested].Roof->FractionOfPeak)
      Requested = Index;
  }
  if (Traffic >= 0) {
    const LaunchResult &L = K.Launches[Traffic];
    V.Regime = regimeOf(*L.Verdict);
    V.Launch = Traffic;
    V.Roof = &*L.SoundRoof;
    V.Intensity = L.CompulsoryIntensity;
    V.Traffic = true;
    return V;
  }
  if (Requested >= 0) {
    const LaunchResult &L = K.Launches[Requested];
    V.Regime = regimeOf(*L.Roof);
    V.Launch = Requested;
    V.Roof = &*L.Roof;
    V.Intensity = L.Intensity ? L.Intensity : L.IntensityLimit;
    V.AtLimit = L.RoofIsLimit;
    return V;
  }
  if (DataOnly >= 0) {
    V.Regime = KernelRegime::MovesDataOnly;
    V.Launch = DataOnly;
    V.Traffic = K.Launches[DataOnly].Verdict.has_value();
    return V;
  }
  if (FellBack) {
    V.Reason = "no verdict: threads differ, and its launches count every "
               "thread like thread 0";
    return V;
  }
  Placed = false;
  return V;
}

} // namespace

KernelVerdict launchVerdict(const KernelResult &K, size_t Launch) {
  bool Placed = false;
  KernelVerdict V = launchesVerdict(K, static_cast<int>(Launch), Placed);
  if (!Placed)
    V.Reason = "no verdict: its intensity is open in unbound sizes";
  return V;
}

KernelVerdict kernelVerdict(const KernelResult &K) {
  bool Placed = false;
  KernelVerdict V = launchesVerdict(K, -1, Placed);
  if (Placed)
    return V;
  // The kernel's own placement: one active thread's, at index 0.
  const CostVector &B = K.Bound.Cost;
  if (movesDataOnly(B)) {
    V.Regime = KernelRegime::MovesDataOnly;
    return V;
  }
  if (K.Roof && K.Kernel.ThreadsDiffer) {
    V.Reason = "no verdict: threads differ, the figures below are a thread's "
               "that takes every guard";
    return V;
  }
  if (K.Roof) {
    V.Regime = regimeOf(*K.Roof);
    V.Roof = &*K.Roof;
    V.Intensity = K.Intensity ? K.Intensity : K.IntensityLimit;
    V.AtLimit = K.RoofIsLimit;
    return V;
  }
  if (B.totalFlops().isZero() && B.globalBytes().isZero()) {
    V.Reason = "no FLOPs and no global traffic";
    return V;
  }
  std::set<std::string> Sizes, All = K.Bound.Unbound;
  bool OnlyLaunch = true;
  for (const std::string &S : All) {
    bool Dim = S.rfind("blockDim.", 0) == 0 || S.rfind("gridDim.", 0) == 0;
    OnlyLaunch = OnlyLaunch && (Dim || isIndexSymbol(S));
    if (!isIndexSymbol(S))
      Sizes.insert(S);
  }
  if (Sizes.empty()) {
    V.Reason = "intensity could not be evaluated";
    return V;
  }
  std::string Names;
  for (const std::string &S : Sizes)
    Names += (Names.empty() ? "" : ", ") + S;
  V.Reason =
      "intensity depends on " + Names +
      (OnlyLaunch ? ", which a launch fixes" : "; no limit as they grow");
  return V;
}

std::string regimeText(const KernelVerdict &V) {
  switch (V.Regime) {
  case KernelRegime::MemoryBound:
    return V.Traffic ? trafficVerdictText(TrafficVerdict::MemoryBoundAtAnyReuse)
                     : "memory-bound";
  case KernelRegime::ComputeBound:
    return "compute-bound";
  case KernelRegime::ComputeBoundIfReused:
    return trafficVerdictText(TrafficVerdict::ComputeBoundIfReused);
  case KernelRegime::Undecided:
    return trafficVerdictText(TrafficVerdict::MemoryBoundWithoutReuse);
  case KernelRegime::MovesDataOnly:
    return "moves data only";
  case KernelRegime::None:
    break;
  }
  return "no verdict";
}

} // namespace roofline
