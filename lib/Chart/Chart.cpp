//===- Chart.cpp - The roofline chart as SVG and HTML ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One log-log panel per GPU, stacked vertically, all panels on the same axes:
// the bandwidth roof, one compute roof per distinct peak the placements use,
// ridge points, one point per launch (or per kernel without a drawable
// launch) coloured by bound, and measured points under their ceilings.
// Every coordinate comes from a Placement; the output depends on nothing but
// the AnalysisResult (docs/Chart.md).
//
//===----------------------------------------------------------------------===//

#include "roofline/Chart/Chart.h"
#include "roofline/Result/Units.h"
#include "roofline/Support/NumberText.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

namespace {

// Layout, in pixels. A panel's own coordinates start at its top-left corner.
constexpr double Width = 1000;
constexpr double PlotLeft = 86;
constexpr double PlotRight = 970;
constexpr double PlotTop = 72;
constexpr double PlotBottom = 512;
constexpr double CaptionTop = PlotBottom + 70; // first caption baseline
constexpr double CaptionLineHeight = 16;
constexpr double PanelGap = 24;
constexpr double CaptionLeft = 12;

constexpr double LabelSize = 12;   // point, roof and ridge labels
constexpr double TickSize = 11;    // tick labels, caption
constexpr double AxisSize = 13;    // axis titles
constexpr double TitleSize = 16;   // panel title
constexpr double MarkerRadius = 5; // launch and kernel points
constexpr std::size_t MaxLabelChars = 64;
constexpr double Pi = 3.14159265358979323846;

// Okabe-Ito blue and vermillion: distinguishable with every common colour
// vision deficiency, and in grey scale by lightness.
constexpr const char *MemoryColor = "#0072B2";
constexpr const char *ComputeColor = "#D55E00";
constexpr const char *RoofColor = "#222222";
constexpr const char *GridColor = "#d9d9d9";
constexpr const char *TextColor = "#222222";
constexpr const char *MutedColor = "#555555";

std::string xmlEscape(const std::string &S) {
  std::string R;
  R.reserve(S.size());
  for (char C : S) {
    switch (C) {
    case '&':
      R += "&amp;";
      break;
    case '<':
      R += "&lt;";
      break;
    case '>':
      R += "&gt;";
      break;
    case '"':
      R += "&quot;";
      break;
    case '\'':
      R += "&#39;";
      break;
    default:
      // XML 1.0 has no place for other control characters.
      R += static_cast<unsigned char>(C) < 0x20 && C != '\t' && C != '\n' ? '?'
                                                                          : C;
    }
  }
  return R;
}

/// A coordinate: two decimals, never "-0.00".
std::string num(double V) {
  if (std::fabs(V) < 0.005)
    V = 0;
  return fixedText(V, 2);
}

/// Advance width of C in em, after DejaVu Sans, the widest common sans-serif:
/// labels placed with these widths do not collide in narrower fonts either.
double charWidth(unsigned char C) {
  auto In = [C](std::string_view Set) {
    return Set.find(static_cast<char>(C)) != std::string_view::npos;
  };
  if (C >= '0' && C <= '9')
    return 0.64;
  if (In(" .,:;/'!|"))
    return 0.33;
  if (In("ijlIJ"))
    return 0.3;
  if (In("ftr()[]-"))
    return 0.42;
  if (In("mMW%@"))
    return 1.0;
  if (In("w<>=+&#DGHNOQU"))
    return 0.84;
  if (C >= 'A' && C <= 'Z')
    return 0.7;
  if (C >= 0x80) // UTF-8: count a character once, at its lead byte
    return C >= 0xC0 ? 0.8 : 0;
  return 0.62;
}

/// Advance width of S in a sans-serif font of the given size.
double textWidth(const std::string &S, double Size) {
  double W = 0;
  for (char C : S)
    W += charWidth(static_cast<unsigned char>(C));
  return W * Size;
}

std::string truncated(const std::string &S, std::size_t Max) {
  if (S.size() <= Max)
    return S;
  return S.substr(0, Max - 3) + "...";
}

std::string baseName(const std::string &Path) {
  std::size_t Slash = Path.find_last_of('/');
  return Slash == std::string::npos ? Path : Path.substr(Slash + 1);
}

std::string shortLocation(const SourceLoc &L) {
  if (L.File.empty())
    return "<unknown>";
  return baseName(L.File) + ":" + std::to_string(L.Line);
}

std::string location(const SourceLoc &L) {
  if (L.File.empty())
    return "<unknown>";
  return L.File + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Column);
}

/// "as N grows", "as M, N grow": the sizes a limit is taken in.
std::string asGrowing(const std::set<std::string> &Unbound) {
  std::string Names;
  unsigned Count = 0;
  for (const std::string &N : Unbound) {
    if (isIndexSymbol(N))
      continue;
    Names += (Names.empty() ? "" : ", ") + N;
    ++Count;
  }
  if (Count == 0)
    return "as a limit";
  return "as " + Names + (Count == 1 ? " grows" : " grow");
}

/// Tick label of 10^E on the intensity axis: "0.01", "1", "1000", "1e5".
std::string intensityTick(int E) {
  if (E < 0 && E >= -6)
    return "0." + std::string(static_cast<std::size_t>(-E - 1), '0') + "1";
  if (E >= 0 && E <= 4)
    return "1" + std::string(static_cast<std::size_t>(E), '0');
  return "1e" + std::to_string(E);
}

/// Tick label of 10^E on the performance axis: "100 G", "1 T", "10 T".
std::string rateTick(int E) {
  static const char *Prefixes[] = {"", " k", " M", " G", " T", " P", " E"};
  if (E < 0 || E >= 21)
    return "1e" + std::to_string(E);
  return "1" + std::string(static_cast<std::size_t>(E % 3), '0') +
         Prefixes[E / 3];
}

//===----------------------------------------------------------------------===//
// What a panel shows
//===----------------------------------------------------------------------===//

enum class PointKind { Launch, Kernel, Limit };

const char *kindClass(PointKind K) {
  switch (K) {
  case PointKind::Launch:
    return "launch";
  case PointKind::Kernel:
    return "kernel";
  case PointKind::Limit:
    return "limit";
  }
  return "launch";
}

struct ChartPoint {
  PointKind Kind = PointKind::Launch;
  std::string Label;
  double Intensity = 0; // +inf: no global bytes
  double Ceiling = 0;
  Bound BoundBy = Bound::Memory;
  std::optional<double> Achieved;
  std::optional<double> FractionOfCeiling;
  /// The peak of its placement: the roof at any intensity.
  double Peak = 0;
  /// With the traffic model: the bracket from the no-reuse to the
  /// perfect-reuse intensity (+inf: no compulsory bytes); the marker sits at
  /// the estimate.
  std::optional<std::pair<double, double>> Bracket;
  /// Where a measured point goes: its measured DRAM intensity.
  std::optional<double> MeasuredIntensity;
  double roofAt(double I, double Bandwidth) const {
    return Bandwidth > 0 ? std::min(Bandwidth * I, Peak) : Peak;
  }
};

/// A horizontal compute roof: one peak, and the placements that use it.
struct ComputeRoof {
  double Peak = 0;
  std::vector<std::string> Names; // "fp16", "tensor fp16", "mixed"
};

struct PanelData {
  const AnalysisResult *Result = nullptr;
  double Bandwidth = 0;
  std::vector<ComputeRoof> Roofs; // ascending peak
  std::vector<ChartPoint> Points;
  std::vector<std::string> NotDrawn; // placed, but at no FLOPs
  bool HasMeasured = false;
};

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

/// A launch the traffic model placed: drawn at its estimate (or its sound
/// placement), with its bracket from no reuse to perfect reuse.
void addTrafficPoint(PanelData &D, const std::string &Label,
                     const LaunchResult &L) {
  const Placement &At = L.EstimateRoof ? *L.EstimateRoof : *L.SoundRoof;
  addPoint(D, PointKind::Launch, Label, At, L.Measured);
  if (D.Points.empty() || D.Points.back().Label != Label)
    return;
  double Hi = L.CompulsoryIntensity ? *L.CompulsoryIntensity
                                    : std::numeric_limits<double>::infinity();
  D.Points.back().Bracket = std::make_pair(*L.SectorIntensity, Hi);
}

/// Launches with a placement are drawn; a kernel without one is drawn at its
/// own (per-thread or limit) placement.
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

/// Decades shown on both axes, shared by every panel.
struct Axes {
  int XLo = -1, XHi = 2; // intensity 10^XLo .. 10^XHi
  int YLo = 9, YHi = 13; // FLOP/s 10^YLo .. 10^YHi

  double x(double Intensity) const {
    double L = std::isinf(Intensity) ? XHi : std::log10(Intensity);
    L = std::clamp(L, static_cast<double>(XLo), static_cast<double>(XHi));
    return PlotLeft + (L - XLo) / (XHi - XLo) * (PlotRight - PlotLeft);
  }
  double y(double Flops) const {
    double L = std::log10(Flops);
    L = std::clamp(L, static_cast<double>(YLo), static_cast<double>(YHi));
    return PlotBottom - (L - YLo) / (YHi - YLo) * (PlotBottom - PlotTop);
  }
};

int floorLog(double V) { return static_cast<int>(std::floor(std::log10(V))); }

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

//===----------------------------------------------------------------------===//
// Label placement
//===----------------------------------------------------------------------===//

struct Box {
  double X0, Y0, X1, Y1;
  bool overlaps(const Box &O) const {
    return X0 < O.X1 && O.X0 < X1 && Y0 < O.Y1 && O.Y0 < Y1;
  }
  bool inside(const Box &O) const {
    return X0 >= O.X0 && X1 <= O.X1 && Y0 >= O.Y0 && Y1 <= O.Y1;
  }
};

/// A roof line, which labels avoid crossing when they can.
struct Segment {
  double X0, Y0, X1, Y1; // X0 < X1
  bool crosses(const Box &B) const {
    // Shrunk a little: a label may touch a line at its corner.
    double L = std::max(B.X0 + 3, X0), R = std::min(B.X1 - 3, X1);
    if (L > R)
      return false;
    double YL = Y0 + (L - X0) / (X1 - X0) * (Y1 - Y0);
    double YR = Y0 + (R - X0) / (X1 - X0) * (Y1 - Y0);
    return std::max(YL, YR) > B.Y0 + 3 && std::min(YL, YR) < B.Y1 - 3;
  }
};

/// A rotated label: its four corners, in order.
struct Quad {
  double X[4], Y[4];
  /// Separating-axis test against an axis-aligned box.
  bool overlaps(const Box &B) const {
    double BX[4] = {B.X0, B.X1, B.X1, B.X0}, BY[4] = {B.Y0, B.Y0, B.Y1, B.Y1};
    double Axes[4][2] = {
        {1, 0}, {0, 1}, {X[1] - X[0], Y[1] - Y[0]}, {X[3] - X[0], Y[3] - Y[0]}};
    for (const auto &Axis : Axes) {
      double QMin = 1e300, QMax = -1e300, BMin = 1e300, BMax = -1e300;
      for (int I = 0; I < 4; ++I) {
        double Q = X[I] * Axis[0] + Y[I] * Axis[1];
        double P = BX[I] * Axis[0] + BY[I] * Axis[1];
        QMin = std::min(QMin, Q);
        QMax = std::max(QMax, Q);
        BMin = std::min(BMin, P);
        BMax = std::max(BMax, P);
      }
      if (QMax <= BMin || BMax <= QMin)
        return false;
    }
    return true;
  }
  Box bounds() const {
    return {*std::min_element(X, X + 4), *std::min_element(Y, Y + 4),
            *std::max_element(X, X + 4), *std::max_element(Y, Y + 4)};
  }
};

/// Greedy placement: each label takes the first free spot among positions
/// right of, then left of its anchor, nudged up and down in steps of one line;
/// near spots that cross no roof line first, then any free spot.
class Labeler {
public:
  explicit Labeler(Box Area) : Area(Area) {}
  void reserve(const Box &B) { Taken.push_back(B); }
  void avoid(const Segment &S) { Lines.push_back(S); }
  bool isFree(const Box &B) const { return fits(B, false); }
  /// A rotated label: free when inside the area and clear of every box.
  bool isFree(const Quad &Q) const {
    if (!Q.bounds().inside(Area))
      return false;
    for (const Box &T : Taken)
      if (Q.overlaps(T))
        return false;
    for (const Quad &T : Rotated)
      if (T.bounds().overlaps(Q.bounds()))
        return false;
    return true;
  }
  void reserveRotated(const Quad &Q) { Rotated.push_back(Q); }

  struct Spot {
    double X, Baseline; // text-anchor start
    Box Bounds;
  };

  /// Places Text next to (AX, AY), first shifted down by FirstOffset.
  Spot place(double AX, double AY, const std::string &Text, double Size,
             double FirstOffset) {
    double W = textWidth(Text, Size), H = Size * 1.25;
    double Gap = MarkerRadius + 4;
    const double Lefts[2] = {AX + Gap, AX - Gap - W}; // right, then left
    std::vector<double> Offsets;
    double First = FirstOffset;
    Offsets.push_back(First);
    for (int K = 1; K <= 14; ++K) {
      Offsets.push_back(First + K * (H + 1));
      Offsets.push_back(First - K * (H + 1));
    }
    for (bool AvoidLines : {true, false})
      for (std::size_t I = 0; I < Offsets.size(); ++I) {
        if (AvoidLines && I > 6)
          break;
        for (double X : Lefts) {
          Box B{X, AY + Offsets[I] - H / 2, X + W, AY + Offsets[I] + H / 2};
          if (!fits(B, AvoidLines))
            continue;
          Taken.push_back(B);
          return {B.X0, B.Y1 - H * 0.28, B};
        }
      }
    // No free spot: on the inner side of the anchor, possibly overlapping.
    double X = AX + Gap + W <= Area.X1 ? AX + Gap : AX - Gap - W;
    Box B{X, AY - H / 2, X + W, AY + H / 2};
    Taken.push_back(B);
    return {B.X0, B.Y1 - H * 0.28, B};
  }

private:
  bool fits(const Box &B, bool AvoidLines) const {
    if (!B.inside(Area))
      return false;
    for (const Box &T : Taken)
      if (B.overlaps(T))
        return false;
    for (const Quad &Q : Rotated)
      if (Q.overlaps(B))
        return false;
    if (AvoidLines)
      for (const Segment &S : Lines)
        if (S.crosses(B))
          return false;
    return true;
  }
  Box Area;
  std::vector<Box> Taken;
  std::vector<Quad> Rotated;
  std::vector<Segment> Lines;
};

//===----------------------------------------------------------------------===//
// SVG
//===----------------------------------------------------------------------===//

const char *boundColor(Bound B) {
  return B == Bound::Memory ? MemoryColor : ComputeColor;
}

void text(std::ostream &OS, const char *Class, double X, double Y,
          const std::string &S, double Size, const char *Extra = "") {
  OS << "<text class=\"" << Class << "\" x=\"" << num(X) << "\" y=\"" << num(Y)
     << "\" font-size=\"" << num(Size) << "\"" << Extra << ">" << xmlEscape(S)
     << "</text>\n";
}

/// A label drawn over lines: a white halo keeps it readable.
constexpr const char *Halo =
    " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\"";

void marker(std::ostream &OS, const ChartPoint &P, double X, double Y) {
  const char *Color = boundColor(P.BoundBy);
  OS << "<circle class=\"point " << kindClass(P.Kind) << " "
     << boundName(P.BoundBy) << "\" cx=\"" << num(X) << "\" cy=\"" << num(Y)
     << "\" r=\"" << num(MarkerRadius) << "\"";
  if (P.Kind == PointKind::Launch)
    OS << " fill=\"" << Color << "\" stroke=\"#ffffff\" stroke-width=\"1\"";
  else
    OS << " fill=\"#ffffff\" stroke=\"" << Color << "\" stroke-width=\"2\""
       << (P.Kind == PointKind::Limit ? " stroke-dasharray=\"3 2\"" : "");
  OS << "/>\n";
}

void measuredMarker(std::ostream &OS, const char *Class, const char *Color,
                    double X, double Y, double R) {
  OS << "<rect class=\"" << Class << "\" x=\"" << num(X - R) << "\" y=\""
     << num(Y - R) << "\" width=\"" << num(2 * R) << "\" height=\""
     << num(2 * R) << "\" fill=\"" << Color
     << "\" stroke=\"#ffffff\" stroke-width=\"1\"/>\n";
}

/// "NVIDIA GeForce RTX 4070 (rtx-4070)".
std::string machineTitle(const Machine &M) {
  if (M.Id.empty() || M.Id == M.Name)
    return M.Name;
  return M.Name + " (" + M.Id + ")";
}

/// Cuts S to fit MaxWidth pixels at the caption's size.
std::string fitted(const std::string &S, double MaxWidth) {
  if (textWidth(S, TickSize) <= MaxWidth)
    return S;
  std::string R = S;
  while (!R.empty() && textWidth(R + "...", TickSize) > MaxWidth)
    R.pop_back();
  return R + "...";
}

/// A caption line; Indent in pixels (a continued list).
struct CaptionLine {
  double Indent;
  std::string Text;
};

std::vector<CaptionLine> captionLines(const PanelData &D) {
  const Machine &M = D.Result->Gpu;
  std::vector<CaptionLine> Lines;
  std::string First = machineTitle(M);
  if (!M.Arch.empty())
    First += ", " + M.Arch;
  Lines.push_back({0, First});
  std::string Peaks = "DRAM " + formatBytesPerSecond(M.DramBytesPerS);
  for (Precision P : AllPrecisions)
    if (const auto &Peak = M.PeakFlopsPerS[static_cast<int>(P)])
      Peaks += std::string(", ") + precisionName(P) + " " +
               formatFlopsPerSecond(*Peak);
  for (TensorType T : AllTensorTypes) {
    const auto &Peak = M.TensorPeakFlopsPerS[static_cast<int>(T)];
    bool Drawn = false;
    for (const ComputeRoof &R : D.Roofs)
      Drawn = Drawn || std::find(R.Names.begin(), R.Names.end(),
                                 std::string("tensor ") + tensorTypeName(T)) !=
                           R.Names.end();
    if (Peak && Drawn)
      Peaks += std::string(", tensor ") + tensorTypeName(T) + " " +
               formatFlopsPerSecond(*Peak);
  }
  Lines.push_back({0, "Peaks: " + Peaks});
  if (M.Sources.empty()) {
    Lines.push_back(
        {0, "Sources: none listed" +
                (M.File.empty() ? std::string() : " in " + baseName(M.File))});
  } else {
    for (std::size_t I = 0; I < M.Sources.size(); ++I)
      Lines.push_back({I == 0 ? 0 : textWidth("Sources: ", TickSize),
                       (I == 0 ? "Sources: " : "") + M.Sources[I]});
  }
  if (std::any_of(D.Points.begin(), D.Points.end(),
                  [](const ChartPoint &P) { return P.Bracket.has_value(); }))
    Lines.push_back({0, "Bands: each launch from no reuse (left end, "
                        "sector bytes) to perfect reuse (right end, compulsory "
                        "bytes); the point is the estimate of the L2 rule"});
  if (!D.NotDrawn.empty()) {
    std::string S;
    for (const std::string &N : D.NotDrawn)
      S += (S.empty() ? "" : ", ") + N;
    Lines.push_back({0, "Not drawn (no FLOPs): " + S});
  }
  for (CaptionLine &L : Lines)
    L.Text = fitted(L.Text, Width - 2 * CaptionLeft - L.Indent);
  return Lines;
}

double panelHeight(const PanelData &D) {
  return CaptionTop + CaptionLineHeight * (captionLines(D).size() - 1) + 16;
}

void legend(std::ostream &OS, const PanelData &D) {
  double X = PlotLeft, Y = 50;
  auto Item = [&](const std::string &Label) {
    text(OS, "legend", X, Y + 4, Label, TickSize, " fill=\"#222222\"");
    X += textWidth(Label, TickSize) + 22;
  };
  OS << "<rect class=\"legend-swatch\" x=\"" << num(X) << "\" y=\""
     << num(Y - 5) << "\" width=\"10\" height=\"10\" fill=\"" << MemoryColor
     << "\"/>\n";
  X += 15;
  Item("memory-bound");
  OS << "<rect class=\"legend-swatch\" x=\"" << num(X) << "\" y=\""
     << num(Y - 5) << "\" width=\"10\" height=\"10\" fill=\"" << ComputeColor
     << "\"/>\n";
  X += 15;
  Item("compute-bound");
  OS << "<circle cx=\"" << num(X + 5) << "\" cy=\"" << num(Y)
     << "\" r=\"5\" fill=\"" << MutedColor << "\"/>\n";
  X += 15;
  Item("launch");
  OS << "<circle cx=\"" << num(X + 5) << "\" cy=\"" << num(Y)
     << "\" r=\"4.5\" fill=\"#ffffff\" stroke=\"" << MutedColor
     << "\" stroke-width=\"2\"/>\n";
  X += 15;
  Item("kernel without a launch (per thread)");
  OS << "<circle cx=\"" << num(X + 5) << "\" cy=\"" << num(Y)
     << "\" r=\"4.5\" fill=\"#ffffff\" stroke=\"" << MutedColor
     << "\" stroke-width=\"2\" stroke-dasharray=\"3 2\"/>\n";
  X += 15;
  Item("limit as sizes grow");
  if (D.HasMeasured) {
    measuredMarker(OS, "legend-swatch", MutedColor, X + 5, Y, 4);
    X += 15;
    Item("measured");
  }
}

void printPanel(std::ostream &OS, const PanelData &D, const Axes &A,
                unsigned Index, double Top) {
  const Machine &M = D.Result->Gpu;
  std::string Id = "panel-" + std::to_string(Index);
  OS << "<g class=\"panel\" id=\"" << Id << "\" transform=\"translate(0,"
     << num(Top) << ")\">\n";
  text(OS, "title", PlotLeft, 26, "Roofline: " + machineTitle(M), TitleSize,
       " font-weight=\"bold\" fill=\"#222222\"");
  legend(OS, D);

  // Plot area, decade grid and ticks.
  OS << "<clipPath id=\"" << Id << "-clip\"><rect x=\"" << num(PlotLeft)
     << "\" y=\"" << num(PlotTop) << "\" width=\"" << num(PlotRight - PlotLeft)
     << "\" height=\"" << num(PlotBottom - PlotTop) << "\"/></clipPath>\n";
  OS << "<rect class=\"plot\" x=\"" << num(PlotLeft) << "\" y=\""
     << num(PlotTop) << "\" width=\"" << num(PlotRight - PlotLeft)
     << "\" height=\"" << num(PlotBottom - PlotTop)
     << "\" fill=\"#ffffff\" stroke=\"#888888\"/>\n";
  for (int E = A.XLo; E <= A.XHi; ++E) {
    double X = A.x(std::pow(10.0, E));
    OS << "<line class=\"grid-x\" x1=\"" << num(X) << "\" y1=\"" << num(PlotTop)
       << "\" x2=\"" << num(X) << "\" y2=\"" << num(PlotBottom)
       << "\" stroke=\"" << GridColor << "\"/>\n";
    text(OS, "tick-x", X, PlotBottom + 18, intensityTick(E), TickSize,
         " text-anchor=\"middle\" fill=\"#222222\"");
  }
  for (int E = A.YLo; E <= A.YHi; ++E) {
    double Y = A.y(std::pow(10.0, E));
    OS << "<line class=\"grid-y\" x1=\"" << num(PlotLeft) << "\" y1=\""
       << num(Y) << "\" x2=\"" << num(PlotRight) << "\" y2=\"" << num(Y)
       << "\" stroke=\"" << GridColor << "\"/>\n";
    text(OS, "tick-y", PlotLeft - 7, Y + 4, rateTick(E), TickSize,
         " text-anchor=\"end\" fill=\"#222222\"");
  }
  text(OS, "axis-label", (PlotLeft + PlotRight) / 2, PlotBottom + 42,
       "Arithmetic intensity (FLOP/byte)", AxisSize,
       " text-anchor=\"middle\" fill=\"#222222\"");
  std::string YLabelPos = num(22) + "," + num((PlotTop + PlotBottom) / 2);
  OS << "<text class=\"axis-label\" x=\"0\" y=\"0\" font-size=\""
     << num(AxisSize) << "\" text-anchor=\"middle\" fill=\"#222222\""
     << " transform=\"translate(" << YLabelPos
     << ") rotate(-90)\">Performance (FLOP/s)</text>\n";

  Labeler Labels({PlotLeft + 2, PlotTop + 2, PlotRight - 2, PlotBottom - 2});
  // Where the points go; labels keep clear of every marker.
  struct Pos {
    double X, Y, MX, MY;
  };
  std::vector<Pos> At;
  for (const ChartPoint &P : D.Points) {
    Pos Q{A.x(P.Intensity), A.y(P.Ceiling), 0, 0};
    Labels.reserve({Q.X - MarkerRadius - 1, Q.Y - MarkerRadius - 1,
                    Q.X + MarkerRadius + 1, Q.Y + MarkerRadius + 1});
    if (P.Achieved) {
      // At its measured DRAM intensity, never above the roof there.
      double MI = P.MeasuredIntensity.value_or(P.Intensity);
      Q.MX = A.x(MI);
      Q.MY = A.y(std::min(*P.Achieved, P.roofAt(MI, D.Bandwidth)));
      Labels.reserve({Q.MX - 6, Q.MY - 6, Q.MX + 6, Q.MY + 6});
    }
    At.push_back(Q);
  }
  double MaxPeak = D.Roofs.empty() ? 0 : D.Roofs.back().Peak;
  std::string Clip = " clip-path=\"url(#" + Id + "-clip)\"";

  // Bandwidth roof: from the left edge up to the highest ridge.
  double SX0 = 0, SY0 = 0, SX1 = 0, SY1 = 0;
  if (D.Bandwidth > 0) {
    double XL = std::pow(10.0, A.XLo);
    double XR = MaxPeak > 0 ? MaxPeak / D.Bandwidth : std::pow(10.0, A.XHi);
    SX0 = A.x(XL);
    SY0 = A.y(D.Bandwidth * XL);
    SX1 = A.x(XR);
    SY1 = A.y(D.Bandwidth * XR);
    Labels.avoid({SX0, SY0, SX1, SY1});
    OS << "<polyline class=\"roof-bandwidth\" points=\"" << num(SX0) << ","
       << num(SY0) << " " << num(SX1) << "," << num(SY1)
       << "\" fill=\"none\" stroke=\"" << RoofColor << "\" stroke-width=\"2\""
       << Clip << "/>\n";
  }

  // Compute roofs, each from its ridge to the right edge.
  for (const ComputeRoof &R : D.Roofs) {
    double Ridge = D.Bandwidth > 0 ? R.Peak / D.Bandwidth : 0;
    double X0 = Ridge > 0 ? A.x(Ridge) : PlotLeft, Y = A.y(R.Peak);
    std::string Names;
    for (const std::string &N : R.Names)
      Names += (Names.empty() ? "" : ", ") + N;
    Labels.avoid({X0, Y, PlotRight, Y});
    OS << "<line class=\"roof-compute\" x1=\"" << num(X0) << "\" y1=\""
       << num(Y) << "\" x2=\"" << num(PlotRight) << "\" y2=\"" << num(Y)
       << "\" stroke=\"" << RoofColor << "\" stroke-width=\"2\"" << Clip
       << "/>\n";
    std::string S = Names + " peak " + formatFlopsPerSecond(R.Peak);
    double W = textWidth(S, LabelSize);
    text(OS, "roof-label compute", PlotRight - 6, Y - 6, S, LabelSize,
         (std::string(" text-anchor=\"end\" fill=\"") + RoofColor + "\"" + Halo)
             .c_str());
    Labels.reserve({PlotRight - 6 - W, Y - 6 - LabelSize, PlotRight, Y});
    if (Ridge > 0) {
      OS << "<circle class=\"ridge\" cx=\"" << num(X0) << "\" cy=\"" << num(Y)
         << "\" r=\"4\" fill=\"#ffffff\" stroke=\"" << RoofColor
         << "\" stroke-width=\"2\"/>\n";
      Labels.reserve({X0 - 5, Y - 5, X0 + 5, Y + 5});
    }
  }
  // Ridge labels up and left of the corner, where no point can be.
  for (const ComputeRoof &R : D.Roofs) {
    if (!(D.Bandwidth > 0))
      continue;
    double X = A.x(R.Peak / D.Bandwidth), Y = A.y(R.Peak);
    std::string S =
        "ridge " + formatIntensity(R.Peak / D.Bandwidth) + " FLOP/B";
    double W = textWidth(S, LabelSize), H = LabelSize * 1.25;
    Box B{X - 8 - W, Y - 6 - H, X - 8, Y - 6};
    for (int K = 0; K < 6 && B.X0 < PlotLeft + 2; ++K)
      B = {PlotLeft + 2, B.Y0 - H, PlotLeft + 2 + W, B.Y1 - H};
    Labels.reserve(B);
    text(OS, "ridge-label", B.X0, B.Y1 - 3, S, LabelSize,
         (std::string(" fill=\"") + MutedColor + "\"" + Halo).c_str());
  }

  // The bandwidth label along the slope, just above it, at the first place
  // up the slope that no marker or other label takes.
  if (D.Bandwidth > 0) {
    double Angle = std::atan2(SY1 - SY0, SX1 - SX0) * 180 / Pi;
    double Rad = Angle * Pi / 180;
    std::string S = "DRAM " + formatBytesPerSecond(D.Bandwidth);
    double W = textWidth(S, LabelSize);
    auto Bounds = [&](double LX, double LY) {
      Quad Q;
      const double CX[4] = {0, W, W, 0},
                   CY[4] = {-6 - LabelSize, -6 - LabelSize, -3, -3};
      for (int I = 0; I < 4; ++I) {
        Q.X[I] = LX + CX[I] * std::cos(Rad) - CY[I] * std::sin(Rad);
        Q.Y[I] = LY + CX[I] * std::sin(Rad) + CY[I] * std::cos(Rad);
      }
      return Q;
    };
    double LX = SX0 + (SX1 - SX0) * 0.04, LY = SY0 + (SY1 - SY0) * 0.04;
    for (int Step = 1; Step <= 22; ++Step) {
      double T = Step * 0.04;
      double TX = SX0 + (SX1 - SX0) * T, TY = SY0 + (SY1 - SY0) * T;
      if (Labels.isFree(Bounds(TX, TY))) {
        LX = TX;
        LY = TY;
        break;
      }
    }
    OS << "<text class=\"roof-label bandwidth\" x=\"0\" y=\"-6\" font-size=\""
       << num(LabelSize) << "\" fill=\"" << RoofColor << "\"" << Halo
       << " transform=\"translate(" << num(LX) << "," << num(LY) << ") rotate("
       << num(Angle) << ")\">" << xmlEscape(S) << "</text>\n";
    Labels.reserveRotated(Bounds(LX, LY));
  }

  // Brackets first (along the roof from no reuse to perfect reuse), then
  // links to measured points, markers over them.
  for (const ChartPoint &P : D.Points) {
    if (!P.Bracket)
      continue;
    double Lo = P.Bracket->first;
    double Hi = std::min(P.Bracket->second, std::pow(10.0, A.XHi));
    std::vector<std::pair<double, double>> Pts{{Lo, P.roofAt(Lo, D.Bandwidth)}};
    double Ridge = D.Bandwidth > 0 ? P.Peak / D.Bandwidth : 0;
    if (Ridge > Lo && Ridge < Hi)
      Pts.push_back({Ridge, P.Peak});
    Pts.push_back({Hi, P.roofAt(Hi, D.Bandwidth)});
    OS << "<polyline class=\"bracket " << boundName(P.BoundBy)
       << "\" points=\"";
    for (std::size_t K = 0; K < Pts.size(); ++K)
      OS << (K ? " " : "") << num(A.x(Pts[K].first)) << ","
         << num(A.y(Pts[K].second));
    OS << "\" fill=\"none\" stroke=\"" << boundColor(P.BoundBy)
       << "\" stroke-width=\"7\" stroke-opacity=\"0.3\" "
          "stroke-linecap=\"round\""
       << Clip << "/>\n";
  }
  for (std::size_t I = 0; I < D.Points.size(); ++I) {
    const ChartPoint &P = D.Points[I];
    if (P.Achieved)
      OS << "<line class=\"measured-link\" x1=\"" << num(At[I].X) << "\" y1=\""
         << num(At[I].Y) << "\" x2=\"" << num(At[I].MX) << "\" y2=\""
         << num(At[I].MY) << "\" stroke=\"" << boundColor(P.BoundBy)
         << "\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>\n";
  }
  for (std::size_t I = 0; I < D.Points.size(); ++I) {
    const ChartPoint &P = D.Points[I];
    if (P.Achieved)
      measuredMarker(OS, "measured", boundColor(P.BoundBy), At[I].MX, At[I].MY,
                     4.5);
    marker(OS, P, At[I].X, At[I].Y);
  }

  // Labels, in point order.
  for (std::size_t I = 0; I < D.Points.size(); ++I) {
    const ChartPoint &P = D.Points[I];
    const char *Color = boundColor(P.BoundBy);
    std::string Fill = std::string(" fill=\"") + Color + "\"" + Halo;
    auto Draw = [&](const char *Class, double AX, double AY,
                    const std::string &S, double Offset) {
      Labeler::Spot Sp = Labels.place(AX, AY, S, LabelSize, Offset);
      double CY = (Sp.Bounds.Y0 + Sp.Bounds.Y1) / 2;
      if (std::fabs(CY - AY) > LabelSize) {
        double LX = Sp.Bounds.X0 > AX ? Sp.Bounds.X0 - 2 : Sp.Bounds.X1 + 2;
        OS << "<line class=\"leader\" x1=\"" << num(AX) << "\" y1=\"" << num(AY)
           << "\" x2=\"" << num(LX) << "\" y2=\"" << num(CY)
           << "\" stroke=\"#999999\" stroke-width=\"0.75\"/>\n";
      }
      text(OS, Class, Sp.X, Sp.Baseline, S, LabelSize, Fill.c_str());
    };
    // On a compute roof the label goes under the roof line; on the slope a
    // little lower than the point, clear of the line rising to its right.
    Draw("point-label", At[I].X, At[I].Y, P.Label,
         P.BoundBy == Bound::Compute ? LabelSize : 2);
    if (P.Achieved) {
      std::string S = P.FractionOfCeiling
                          ? "measured " + formatFlopsPerSecond(*P.Achieved) +
                                " = " + formatPercent(*P.FractionOfCeiling) +
                                " % of ceiling"
                          : "measured " + formatFlopsPerSecond(*P.Achieved);
      Draw("measured-label", At[I].X, At[I].MY, S, LabelSize);
    }
  }

  std::vector<CaptionLine> Caption = captionLines(D);
  for (std::size_t I = 0; I < Caption.size(); ++I)
    text(OS, "caption", CaptionLeft + Caption[I].Indent,
         CaptionTop + CaptionLineHeight * I, Caption[I].Text, TickSize,
         (std::string(" fill=\"") + MutedColor + "\"").c_str());
  OS << "</g>\n";
}

void printSvgElement(const AnalysisResult &R, std::ostream &OS) {
  std::vector<PanelData> Panels;
  Panels.push_back(collect(R));
  for (const AnalysisResult &Other : R.OtherGpus)
    Panels.push_back(collect(Other));
  Axes A = chooseAxes(Panels);

  double Height = 0;
  for (const PanelData &D : Panels)
    Height += panelHeight(D) + (Height > 0 ? PanelGap : 0);
  OS << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(Width)
     << "\" height=\"" << num(Height) << "\" viewBox=\"0 0 " << num(Width)
     << " " << num(Height) << "\" font-family=\"sans-serif\" fill=\""
     << TextColor << "\">\n";
  std::string Names;
  for (const PanelData &D : Panels)
    Names += (Names.empty() ? "" : ", ") + D.Result->Gpu.Name;
  OS << "<title>" << xmlEscape("Roofline: " + Names) << "</title>\n";
  OS << "<rect class=\"background\" x=\"0\" y=\"0\" width=\"" << num(Width)
     << "\" height=\"" << num(Height) << "\" fill=\"#ffffff\"/>\n";
  double Top = 0;
  for (std::size_t I = 0; I < Panels.size(); ++I) {
    printPanel(OS, Panels[I], A, static_cast<unsigned>(I), Top);
    Top += panelHeight(Panels[I]) + PanelGap;
  }
  OS << "</svg>\n";
}

//===----------------------------------------------------------------------===//
// HTML
//===----------------------------------------------------------------------===//

std::string cell(const std::string &S) {
  return "<td>" + xmlEscape(S) + "</td>";
}

std::string numCell(const std::string &S) {
  return "<td class=\"num\">" + xmlEscape(S) + "</td>";
}

bool hasMeasured(const AnalysisResult &R) {
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels)
      for (const LaunchResult &L : K.Launches)
        if (L.Measured)
          return true;
  return false;
}

/// The placement columns: intensity, ceiling, % of peak, peak, bound.
std::string placementCells(const Placement &P) {
  return numCell(P.Intensity ? formatIntensity(*P.Intensity) : "inf") +
         numCell(formatFlopsPerSecond(P.CeilingFlopsPerS)) +
         numCell(formatPercent(P.FractionOfPeak) + " %") +
         cell(precisionLabel(P) + " " + formatFlopsPerSecond(P.PeakFlopsPerS)) +
         "<td class=\"" + boundName(P.BoundBy) + "\">" + boundName(P.BoundBy) +
         "</td>";
}

void printTable(const AnalysisResult &R, std::ostream &OS) {
  bool Measured = hasMeasured(R);
  unsigned Columns = Measured ? 12 : 8;
  OS << "<table>\n<thead><tr><th>kernel</th><th>location</th><th>what</th>"
        "<th>intensity (FLOP/B)</th><th>ceiling</th><th>% of peak</th>"
        "<th>peak</th><th>bound</th>";
  if (Measured)
    OS << "<th>measured FLOP/s</th><th>measured intensity</th>"
          "<th>% of ceiling</th><th>verdict</th>";
  OS << "</tr></thead>\n<tbody>\n";
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels) {
      const KernelSummary &KS = K.Kernel;
      std::string Head = cell(KS.Name) + cell(location(KS.Loc));
      if (!KS.Analyzed) {
        OS << "<tr>" << Head << "<td colspan=\"" << Columns - 2
           << "\">not analyzed: " << xmlEscape(KS.NotAnalyzedReason)
           << "</td></tr>\n";
        continue;
      }
      if (K.Roof) {
        OS << "<tr>" << Head
           << cell(K.RoofIsLimit ? "per thread, " + asGrowing(K.Bound.Unbound)
                                 : "per thread")
           << placementCells(*K.Roof);
        if (Measured)
          OS << "<td colspan=\"4\"></td>";
        OS << "</tr>\n";
      } else {
        OS << "<tr>" << Head << cell("per thread") << "<td colspan=\""
           << Columns - 3 << "\">no placement: intensity "
           << xmlEscape(K.IntensityExpr) << "</td></tr>\n";
      }
      for (const LaunchResult &L : K.Launches) {
        OS << "<tr>" << cell(KS.Name) << cell(location(L.Site.Loc))
           << cell(L.RoofIsLimit ? "launch, " + asGrowing(L.Unbound)
                                 : "launch");
        if (!L.Roof) {
          OS << "<td colspan=\"" << Columns - 3 << "\">no placement: intensity "
             << xmlEscape(L.IntensityExpr) << "</td></tr>\n";
          continue;
        }
        OS << placementCells(*L.Roof);
        if (Measured) {
          if (L.Measured) {
            const Measurement &M = *L.Measured;
            OS << numCell(M.AchievedFlopsPerS
                              ? formatFlopsPerSecond(*M.AchievedFlopsPerS)
                              : "-")
               << numCell(M.AchievedIntensity
                              ? formatIntensity(*M.AchievedIntensity)
                              : "-")
               << numCell(M.FractionOfCeiling
                              ? formatPercent(*M.FractionOfCeiling) + " %"
                              : "-")
               << cell(M.Verdict);
          } else {
            OS << "<td colspan=\"4\">not measured</td>";
          }
        }
        OS << "</tr>\n";
      }
    }
  OS << "</tbody>\n</table>\n";
}

} // namespace

void printSvg(const AnalysisResult &R, std::ostream &OS) {
  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  printSvgElement(R, OS);
}

void printHtml(const AnalysisResult &R, std::ostream &OS) {
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta "
        "charset=\"utf-8\">\n"
     << "<title>" << xmlEscape("Roofline: " + R.Gpu.Name) << "</title>\n"
     << "<style>\n"
        "body{font-family:sans-serif;margin:24px;color:#222}\n"
        "svg{max-width:100%;height:auto}\n"
        "table{border-collapse:collapse;margin:8px 0 24px;font-size:13px}\n"
        "th,td{border:1px solid #ccc;padding:3px 8px;text-align:left}\n"
        "th{background:#f2f2f2}\n"
        "td.num{text-align:right;font-variant-numeric:tabular-nums}\n"
        "td.memory{color:"
     << MemoryColor << "}\ntd.compute{color:" << ComputeColor
     << "}\n</style>\n</head>\n<body>\n"
     << "<h1>Roofline</h1>\n";
  printSvgElement(R, OS);
  OS << "<h2>" << xmlEscape(R.Gpu.Name) << "</h2>\n";
  printTable(R, OS);
  for (const AnalysisResult &Other : R.OtherGpus) {
    OS << "<h2>" << xmlEscape(Other.Gpu.Name) << "</h2>\n";
    printTable(Other, OS);
  }
  OS << "</body>\n</html>\n";
}

} // namespace roofline
