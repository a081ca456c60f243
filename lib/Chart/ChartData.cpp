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
#include <map>

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

/// The roof a placement is drawn under: its precision's, or for FLOPs in
/// several precisions the roof of the one doing most of them.
void addRoofOf(PanelData &D, const Placement &P) {
  if (!P.Mixed) {
    addRoof(D, P.PeakFlopsPerS, precisionLabel(P));
    return;
  }
  const Machine &M = D.Result->Gpu;
  if (P.Tensor) {
    if (const auto &Peak =
            M.TensorPeakFlopsPerS[static_cast<int>(P.TensorPrec)])
      addRoof(D, *Peak, std::string("tensor ") + tensorTypeName(P.TensorPrec));
  } else if (const auto &Peak = M.PeakFlopsPerS[static_cast<int>(P.Prec)]) {
    addRoof(D, *Peak, precisionName(P.Prec));
  }
}

void addOnce(std::vector<std::string> &Names, const std::string &Name) {
  if (std::find(Names.begin(), Names.end(), Name) == Names.end())
    Names.push_back(Name);
}

/// The point of one placement, or none when it cannot be drawn on log axes
/// (then Name is listed in the caption).
std::optional<ChartPoint> pointOf(PanelData &D, PointKind Kind,
                                  const std::string &Name, const Placement &P,
                                  const std::optional<Measurement> &M) {
  if (!(P.CeilingFlopsPerS > 0) || !std::isfinite(P.CeilingFlopsPerS)) {
    addOnce(D.NotDrawn, Name);
    return std::nullopt;
  }
  if (!P.Intensity || !(*P.Intensity > 0) || !std::isfinite(*P.Intensity)) {
    addOnce(D.NoTraffic, Name);
    return std::nullopt;
  }
  ChartPoint C;
  C.Kind = Kind;
  C.Label = Name;
  C.Intensity = *P.Intensity;
  C.Ceiling = P.CeilingFlopsPerS;
  C.BoundBy = P.BoundBy;
  C.Peak = P.PeakFlopsPerS;
  C.Mixed = P.Mixed;
  if (M && M->AchievedFlopsPerS && *M->AchievedFlopsPerS > 0 &&
      std::isfinite(*M->AchievedFlopsPerS)) {
    C.Achieved = M->AchievedFlopsPerS;
    C.FractionOfCeiling = M->FractionOfCeiling;
    if (M->AchievedIntensity && *M->AchievedIntensity > 0 &&
        std::isfinite(*M->AchievedIntensity))
      C.MeasuredIntensity = M->AchievedIntensity;
  }
  return C;
}

/// A launch's point. On the traffic model: at its estimated DRAM intensity
/// (or its sound one), at its predicted ceiling when its roofs give one (the
/// level that limits it named when the chart does not draw it), with its
/// bracket from no reuse to perfect reuse.
std::optional<ChartPoint> launchPoint(PanelData &D, const std::string &Name,
                                      const LaunchResult &L) {
  if (!(L.Verdict && L.SoundRoof && L.SectorIntensity &&
        *L.Verdict != TrafficVerdict::NoFlops)) {
    std::string Label = Name;
    if (L.RoofIsLimit)
      Label += " " + asGrowing(L.Unbound);
    auto P = pointOf(D, L.RoofIsLimit ? PointKind::Limit : PointKind::Launch,
                     Label, *L.Roof, L.Measured);
    if (P)
      addRoofOf(D, *L.Roof);
    return P;
  }
  const Placement &At = L.EstimateRoof ? *L.EstimateRoof : *L.SoundRoof;
  const Roof *Lim = L.Roofs.limiting();
  std::string Label = Name;
  if (Lim && L.Roofs.PredictedFlopsPerS && Lim->Level != RoofLevel::Dram &&
      Lim->Level != RoofLevel::Compute)
    Label += std::string(", limited by ") + roofLevelName(Lim->Level);
  auto P = pointOf(D, PointKind::Launch, Label, At, L.Measured);
  if (!P)
    return P;
  addRoofOf(D, At);
  if (Lim && L.Roofs.PredictedFlopsPerS && *L.Roofs.PredictedFlopsPerS > 0 &&
      *L.Roofs.PredictedFlopsPerS < P->Ceiling)
    P->Ceiling = *L.Roofs.PredictedFlopsPerS;
  double Hi = L.CompulsoryIntensity ? *L.CompulsoryIntensity
                                    : std::numeric_limits<double>::infinity();
  P->Bracket = std::make_pair(*L.SectorIntensity, Hi);
  return P;
}

/// One kernel, however many files analysed it: its name and its place.
std::string kernelKey(const KernelResult &K) {
  return K.Kernel.Name + '\n' + K.Kernel.Loc.File + ':' +
         std::to_string(K.Kernel.Loc.Line) + ':' +
         std::to_string(K.Kernel.Loc.Column);
}

void widen(std::pair<double, double> &R, double V) {
  R.first = std::min(R.first, V);
  R.second = std::max(R.second, V);
}

} // namespace

PanelData collect(const AnalysisResult &R) {
  PanelData D;
  D.Result = &R;
  D.Bandwidth = R.Gpu.DramBytesPerS > 0 && std::isfinite(R.Gpu.DramBytesPerS)
                    ? R.Gpu.DramBytesPerS
                    : 0;
  // A kernel's point, by its key; a header kernel that several files
  // analyse is one point with all their launches.
  std::map<std::string, std::size_t> Index;
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels) {
      if (!K.Kernel.Analyzed)
        continue;
      std::string Name = truncated(K.Kernel.Name, MaxLabelChars) + " (" +
                         shortLocation(K.Kernel.Loc) + ")";
      std::string Key = kernelKey(K);
      for (const LaunchResult &L : K.Launches) {
        if (!L.Roof)
          continue;
        std::optional<ChartPoint> P = launchPoint(D, Name, L);
        if (!P)
          continue;
        auto [It, New] = Index.try_emplace(Key, D.Points.size());
        if (New) {
          P->Launches = 1;
          P->IntensityRange = {P->Intensity, P->Intensity};
          P->CeilingRange = {P->Ceiling, P->Ceiling};
          D.Points.push_back(std::move(*P));
          continue;
        }
        ChartPoint &First = D.Points[It->second];
        ++First.Launches;
        widen(First.IntensityRange, P->Intensity);
        widen(First.CeilingRange, P->Ceiling);
      }
      bool Placed = std::any_of(K.Launches.begin(), K.Launches.end(),
                                [](const LaunchResult &L) { return L.Roof; });
      if (Placed || !K.Roof || Index.count(Key))
        continue;
      std::string Label = Name;
      if (K.RoofIsLimit)
        Label += " " + asGrowing(K.Bound.Unbound);
      auto P = pointOf(D, K.RoofIsLimit ? PointKind::Limit : PointKind::Kernel,
                       Label, *K.Roof, std::nullopt);
      if (!P)
        continue;
      addRoofOf(D, *K.Roof);
      P->IntensityRange = {P->Intensity, P->Intensity};
      P->CeilingRange = {P->Ceiling, P->Ceiling};
      Index.emplace(Key, D.Points.size());
      D.Points.push_back(std::move(*P));
    }
  for (ChartPoint &P : D.Points) {
    if (P.Launches > 1)
      P.Label += ", " + std::to_string(P.Launches) + " launches";
    D.HasMeasured = D.HasMeasured || P.Achieved.has_value();
    D.HasRanges = D.HasRanges ||
                  P.IntensityRange.first < P.IntensityRange.second ||
                  P.CeilingRange.first < P.CeilingRange.second;
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
  for (const ChartPoint &P : D.Points)
    D.HasOwnRoofs = D.HasOwnRoofs || ownRoof(D, P);
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

bool ownRoof(const PanelData &D, const ChartPoint &P) {
  if (!P.Mixed || P.BoundBy != Bound::Compute || P.Ceiling < P.Peak)
    return false;
  return std::none_of(D.Roofs.begin(), D.Roofs.end(),
                      [&](const ComputeRoof &R) { return R.Peak == P.Peak; });
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
      // The bracket's perfect-reuse end is drawn up to the right edge; it
      // does not stretch the axis.
      for (double I : {P.Intensity, P.Bracket ? P.Bracket->first : P.Intensity,
                       P.IntensityRange.first, P.IntensityRange.second,
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
      YMin = std::min(YMin,
                      std::min(P.Ceiling, P.CeilingRange.first) / BottomRoom);
      YMax = std::max(YMax, std::max(P.Ceiling, P.CeilingRange.second));
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
