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
// the AnalysisResult (docs/Chart.md).
//
// What the parts of the chart share: the layout and colours, text and
// numbers (ChartText.cpp), what a panel shows and the axes (ChartData.cpp),
// the SVG document and its markup (ChartSvg.cpp), one panel with its labels
// placed (ChartPanel.cpp); ChartHtml.cpp adds the table and the page.
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

/// Launches with a placement are drawn; a kernel without one is drawn at its
/// own (per-thread or limit) placement.
PanelData collect(const AnalysisResult &R);

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

/// Panel Index of the document, its top-left corner at (0, Top).
void printPanel(llvm::raw_ostream &OS, const PanelData &D, const Axes &A,
                unsigned Index, double Top);

/// The <svg> element: every panel, stacked.
void printSvgElement(const AnalysisResult &R, llvm::raw_ostream &OS);

} // namespace chartimpl
} // namespace roofline

#endif // ROOFLINE_LIB_CHART_CHARTINTERNALS_H
