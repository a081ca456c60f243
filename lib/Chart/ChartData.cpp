//===- ChartData.cpp - What a panel shows, and the axes -------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The points and roofs of one GPU's panel, collected from its AnalysisResult,
// and the decades on both axes, shared by every panel.
//
//===----------------------------------------------------------------------===//

#include "ChartInternals.h"
#include "roofline/Result/Units.h"

#include <limits>

namespace roofline {
namespace chartimpl {

namespace {

int labelRank(const std::string &Name) {
  static const char *Order[] = {"fp16",        "bf16",        "fp32",
                                "fp64",        "tensor fp16", "tensor bf16",
                                "tensor tf32", "tensor fp8",  "tensor int8",
                                "tensor fp64", "mixed"};
  for (int I = 0; I < static_cast<int>(std::size(Order)); ++I)
    if (Name == Order[I])
      return I;
  return static_cast<int>(std::size(Order));
}

void addRoof(PanelData &D, double Peak, const std::string &Name) {
  if (!(Peak > 0) || !std::isfinite(Peak))
    return;
  for (ComputeRoof &R : D.Roofs)
    if (R.Peak == Peak) {
      if (std::find(R.Names.begin(), R.Names.end(), Name) == R.Names.end())
        R.Names.push_back(Name);
      return;
    }
  D.Roofs.push_back({Peak, {Name}});
}

void addPoint(PanelData &D, PointKind Kind, const std::string &Label,
              const Placement &P, const std::optional<Measurement> &M) {
  addRoof(D, P.PeakFlopsPerS, precisionLabel(P));
  double X =
      P.Intensity ? *P.Intensity : std::numeric_limits<double>::infinity();
  if (!(X > 0) || !(P.CeilingFlopsPerS > 0) ||
      !std::isfinite(P.CeilingFlopsPerS)) {
    D.NotDrawn.push_back(Label);
    return;
  }
  ChartPoint C;
  C.Kind = Kind;
  C.Label = P.Intensity ? Label : Label + ", no DRAM traffic";
  C.Intensity = X;
  C.Ceiling = P.CeilingFlopsPerS;
  C.BoundBy = P.BoundBy;
  C.Peak = P.PeakFlopsPerS;
  if (M && M->AchievedFlopsPerS && *M->AchievedFlopsPerS > 0 &&
      std::isfinite(*M->AchievedFlopsPerS)) {
    C.Achieved = M->AchievedFlopsPerS;
    C.FractionOfCeiling = M->FractionOfCeiling;
    if (M->AchievedIntensity && *M->AchievedIntensity > 0 &&
        std::isfinite(*M->AchievedIntensity))
      C.MeasuredIntensity = M->AchievedIntensity;
    D.HasMeasured = true;
  }
  D.Points.push_back(C);
}

/// A launch the traffic model placed: drawn at its estimated DRAM intensity
/// (or its sound one), at its predicted ceiling when its roofs give one (the
/// level that limits it named in its label), with its bracket from no reuse
/// to perfect reuse.
void addTrafficPoint(PanelData &D, const std::string &Label,
                     const LaunchResult &L) {
  const Placement &At = L.EstimateRoof ? *L.EstimateRoof : *L.SoundRoof;
  // Below a roof the chart does not draw (compute and DRAM are drawn): the
  // label names it.
  const Roof *Lim = L.Roofs.limiting();
  std::string Named = Label;
  if (Lim && L.Roofs.PredictedFlopsPerS && Lim->Level != RoofLevel::Dram &&
      Lim->Level != RoofLevel::Compute)
    Named += std::string(", limited by ") + roofLevelName(Lim->Level);
  addPoint(D, PointKind::Launch, Named, At, L.Measured);
  if (D.Points.empty() || D.Points.back().Label != Named)
    return;
  if (Lim && L.Roofs.PredictedFlopsPerS &&
      *L.Roofs.PredictedFlopsPerS < D.Points.back().Ceiling)
    D.Points.back().Ceiling = *L.Roofs.PredictedFlopsPerS;
  double Hi = L.CompulsoryIntensity ? *L.CompulsoryIntensity
                                    : std::numeric_limits<double>::infinity();
  D.Points.back().Bracket = std::make_pair(*L.SectorIntensity, Hi);
}

} // namespace

PanelData collect(const AnalysisResult &R) {
  PanelData D;
  D.Result = &R;
  D.Bandwidth = R.Gpu.DramBytesPerS > 0 && std::isfinite(R.Gpu.DramBytesPerS)
                    ? R.Gpu.DramBytesPerS
                    : 0;
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels) {
      if (!K.Kernel.Analyzed)
        continue;
      std::string Name = truncated(K.Kernel.Name, MaxLabelChars);
      bool Drawn = false;
      for (const LaunchResult &L : K.Launches) {
        if (!L.Roof)
          continue;
        std::string Label = Name + " (" + shortLocation(L.Site.Loc) + ")";
        if (L.RoofIsLimit)
          Label += " " + asGrowing(L.Unbound);
        if (L.Verdict && L.SoundRoof && L.SectorIntensity &&
            *L.Verdict != TrafficVerdict::NoFlops)
          addTrafficPoint(D, Label, L);
        else
          addPoint(D, L.RoofIsLimit ? PointKind::Limit : PointKind::Launch,
                   Label, *L.Roof, L.Measured);
        Drawn = true;
      }
      if (Drawn || !K.Roof)
        continue;
      std::string Label = Name + " (" + shortLocation(K.Kernel.Loc) + ")";
      if (K.RoofIsLimit)
        Label += " " + asGrowing(K.Bound.Unbound);
      addPoint(D, K.RoofIsLimit ? PointKind::Limit : PointKind::Kernel, Label,
               *K.Roof, std::nullopt);
    }
  if (D.Roofs.empty()) {
    // Nothing placed: show the fp32 roof, or the first precision there is.
    const auto &Peaks = R.Gpu.PeakFlopsPerS;
    if (Peaks[static_cast<int>(Precision::FP32)])
      addRoof(D, *Peaks[static_cast<int>(Precision::FP32)], "fp32");
    else
      for (Precision P : AllPrecisions)
        if (Peaks[static_cast<int>(P)] && D.Roofs.empty())
          addRoof(D, *Peaks[static_cast<int>(P)], precisionName(P));
  }
  for (ComputeRoof &Roof : D.Roofs)
    std::stable_sort(Roof.Names.begin(), Roof.Names.end(),
                     [](const std::string &A, const std::string &B) {
                       return labelRank(A) < labelRank(B);
                     });
  std::stable_sort(D.Roofs.begin(), D.Roofs.end(),
                   [](const ComputeRoof &A, const ComputeRoof &B) {
                     return A.Peak < B.Peak;
                   });
  return D;
}

//===----------------------------------------------------------------------===//
// Axes
//===----------------------------------------------------------------------===//

namespace {

int floorLog(double V) { return static_cast<int>(std::floor(std::log10(V))); }

} // namespace

Axes chooseAxes(const std::vector<PanelData> &Panels) {
  double XMin = std::numeric_limits<double>::infinity(), XMax = 0;
  double RidgeMin = XMin, RidgeMax = 0;
  for (const PanelData &D : Panels) {
    for (const ChartPoint &P : D.Points) {
      for (double I : {P.Intensity, P.Bracket ? P.Bracket->first : P.Intensity,
                       P.Bracket ? P.Bracket->second : P.Intensity,
                       P.MeasuredIntensity.value_or(P.Intensity)})
        if (std::isfinite(I) && I > 0) {
          XMin = std::min(XMin, I);
          XMax = std::max(XMax, I);
        }
    }
    if (D.Bandwidth > 0)
      for (const ComputeRoof &R : D.Roofs) {
        RidgeMin = std::min(RidgeMin, R.Peak / D.Bandwidth);
        RidgeMax = std::max(RidgeMax, R.Peak / D.Bandwidth);
      }
  }
  // A decade of room on each side of the ridges.
  if (RidgeMax > 0) {
    XMin = std::min(XMin, RidgeMin / 10);
    XMax = std::max(XMax, RidgeMax * 10);
  }
  Axes A;
  if (XMax > 0 && std::isfinite(XMin)) {
    A.XLo = floorLog(XMin);
    A.XHi = floorLog(XMax) + 1;
  }
  if (A.XHi - A.XLo < 3)
    A.XLo = A.XHi - 3;

  double YMin = std::numeric_limits<double>::infinity(), YMax = 0;
  const double BottomRoom = std::pow(10.0, 0.25);
  for (const PanelData &D : Panels) {
    for (const ComputeRoof &R : D.Roofs) {
      YMax = std::max(YMax, R.Peak);
      if (D.Bandwidth == 0)
        YMin = std::min(YMin, R.Peak / 1000);
    }
    if (D.Bandwidth > 0)
      YMin = std::min(YMin, D.Bandwidth * std::pow(10.0, A.XLo));
    // Points keep a quarter of a decade from the bottom, room for a label.
    for (const ChartPoint &P : D.Points) {
      if (P.Bracket && std::isfinite(P.Bracket->first))
        YMin = std::min(YMin,
                        P.roofAt(P.Bracket->first, D.Bandwidth) / BottomRoom);
      YMin = std::min(YMin, P.Ceiling / BottomRoom);
      YMax = std::max(YMax, P.Ceiling);
      if (P.Achieved) {
        YMin = std::min(YMin, *P.Achieved / BottomRoom);
        YMax = std::max(YMax, *P.Achieved);
      }
    }
  }
  if (YMax > 0 && std::isfinite(YMin)) {
    A.YLo = floorLog(YMin);
    // Room for the top roof's label: a fifth of a decade at least.
    A.YHi = static_cast<int>(std::ceil(std::log10(YMax) + 0.2));
  }
  if (A.YHi - A.YLo < 2)
    A.YLo = A.YHi - 2;
  if (A.YHi - A.YLo > 12) // keep decades readable; lower points sit on the axis
    A.YLo = A.YHi - 12;
  return A;
}

} // namespace chartimpl
} // namespace roofline
