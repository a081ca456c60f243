//===- ChartInternals.h - The chart's shared parts (private) ----*- C++ -*-===//
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
// the AnalysisResult (docs/Chart.md). One point per kernel: its first placed
// launch, with bars over the range of its other launch configurations.
//
// What the parts of the chart share: the layout and colours, text and
// numbers (ChartText.cpp), what a panel shows and the axes (ChartData.cpp),
// the SVG document and its markup (ChartSvg.cpp), label placement
// (ChartLabels.cpp), one panel with its labels placed (ChartPanel.cpp);
// ChartHtml.cpp adds the table and the page.
// Private to lib/Chart.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_CHART_CHARTINTERNALS_H
#define ROOFLINE_LIB_CHART_CHARTINTERNALS_H

#include "roofline/Result/Result.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace roofline {
namespace chartimpl {

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

//===----------------------------------------------------------------------===//
// Text and numbers (ChartText.cpp)
//===----------------------------------------------------------------------===//

std::string xmlEscape(const std::string &S);

/// A coordinate: two decimals, never "-0.00".
std::string num(double V);

/// Advance width of S in a sans-serif font of the given size.
double textWidth(const std::string &S, double Size);

std::string truncated(const std::string &S, std::size_t Max);
std::string baseName(const std::string &Path);
std::string shortLocation(const SourceLoc &L);

/// "as N grows", "as M, N grow": the sizes a limit is taken in.
std::string asGrowing(const std::set<std::string> &Unbound);

/// Tick label of 10^E on the intensity axis: "0.01", "1", "1000", "1e5".
std::string intensityTick(int E);

/// Tick label of 10^E on the performance axis: "100 G", "1 T", "10 T".
std::string rateTick(int E);

//===----------------------------------------------------------------------===//
// What a panel shows
//===----------------------------------------------------------------------===//

enum class PointKind { Launch, Kernel, Limit };

struct ChartPoint {
  PointKind Kind = PointKind::Launch;
  std::string Label;
  /// Placed launches of the kernel drawn as this point (0: its own
  /// per-thread or limit placement).
  unsigned Launches = 0;
  /// Over all of them: the intensities and ceilings their placements span,
  /// drawn as bars through the point when they differ.
  std::pair<double, double> IntensityRange{0, 0}, CeilingRange{0, 0};
  /// FLOPs in several precisions: Peak is the kernel's own time-weighted
  /// peak, drawn as a short roof at the point when it limits it.
  bool Mixed = false;
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
  std::vector<std::string> NotDrawn;  // placed, but at no FLOPs
  std::vector<std::string> NoTraffic; // placed, but no global bytes
  bool HasMeasured = false;
  bool HasRanges = false;   // a point with launches that differ
  bool HasOwnRoofs = false; // a mixed-precision point on its own peak
};

/// Launches with a placement are drawn; a kernel without one is drawn at its
/// own (per-thread or limit) placement.
PanelData collect(const AnalysisResult &R);

/// A mixed-precision point that sits on its own peak, which no drawn roof
/// shows: it gets a short roof of its own.
bool ownRoof(const PanelData &D, const ChartPoint &P);

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

Axes chooseAxes(const std::vector<PanelData> &Panels);

//===----------------------------------------------------------------------===//
// Label placement (ChartLabels.cpp)
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
  bool crosses(const Box &B) const;
};

/// A rotated label: its four corners, in order.
struct Quad {
  double X[4], Y[4];
  /// Separating-axis test against an axis-aligned box.
  bool overlaps(const Box &B) const;
  Box bounds() const;
};

/// Places labels where they overlap nothing placed before them: no label,
/// no marker, inside the area. A label with no such spot is not placed; the
/// caller says so elsewhere (docs/Chart.md, "Label placement").
class Labeler {
public:
  explicit Labeler(Box Area) : Area(Area) {}
  void reserve(const Box &B) { Taken.push_back(B); }
  void avoid(const Segment &S) { Lines.push_back(S); }
  /// Free: inside the area and clear of every box and rotated label.
  bool isFree(const Box &B) const { return fits(B, false); }
  bool isFree(const Quad &Q) const;
  void reserveRotated(const Quad &Q) { Rotated.push_back(Q); }

  struct Spot {
    double X, Baseline; // text-anchor start
    Box Bounds;
  };

  /// The box of Text at Size with its left end at X and its middle at Y:
  /// the ink of a line of text lies inside it.
  static Box boxAt(double X, double Y, const std::string &Text, double Size);

  /// Places Text next to (AX, AY), first shifted down by FirstOffset: right
  /// of, then left of the anchor, then (Reach > 0) centred above and below
  /// it, nudged up and down a line at a time up to Reach lines; spots within
  /// a few lines that cross no roof line first.
  std::optional<Spot> place(double AX, double AY, const std::string &Text,
                            double Size, double FirstOffset, int Reach);

private:
  bool fits(const Box &B, bool AvoidLines) const;
  Box Area;
  std::vector<Box> Taken;
  std::vector<Quad> Rotated;
  std::vector<Segment> Lines;
};

//===----------------------------------------------------------------------===//
// SVG (ChartSvg.cpp, ChartPanel.cpp)
//===----------------------------------------------------------------------===//

const char *boundColor(Bound B);
void text(llvm::raw_ostream &OS, const char *Class, double X, double Y,
          const std::string &S, double Size, const char *Extra = "");
void marker(llvm::raw_ostream &OS, const ChartPoint &P, double X, double Y);
void measuredMarker(llvm::raw_ostream &OS, const char *Class, const char *Color,
                    double X, double Y, double R);

/// "NVIDIA GeForce RTX 4070 (rtx-4070)".
std::string machineTitle(const Machine &M);

/// A caption line; Indent in pixels (a continued list).
struct CaptionLine {
  double Indent;
  std::string Text;
};

std::vector<CaptionLine> captionLines(const PanelData &D);
void legend(llvm::raw_ostream &OS, const PanelData &D);

/// S cut with "..." to fit MaxWidth pixels at the caption's size.
std::string fitted(const std::string &S, double MaxWidth);

/// The inside of panel Index (its top-left corner at the origin); returns
/// the panel's height, which grows with the key of numbered points.
double printPanel(llvm::raw_ostream &OS, const PanelData &D, const Axes &A,
                  unsigned Index);

/// The <svg> element: every panel, stacked.
void printSvgElement(const AnalysisResult &R, llvm::raw_ostream &OS);

} // namespace chartimpl
} // namespace roofline

#endif // ROOFLINE_LIB_CHART_CHARTINTERNALS_H
