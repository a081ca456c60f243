//===- ChartSvg.cpp - The SVG roofline ------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The <svg> document with its panels stacked, and the markup the panels
// share: text, markers, the legend and the caption.
//
//===----------------------------------------------------------------------===//

#include "ChartInternals.h"
#include "roofline/Chart/Chart.h"
#include "roofline/Result/Units.h"

namespace roofline {
namespace chartimpl {

namespace {

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

} // namespace

const char *boundColor(Bound B) {
  return B == Bound::Memory ? MemoryColor : ComputeColor;
}

void text(llvm::raw_ostream &OS, const char *Class, double X, double Y,
          const std::string &S, double Size, const char *Extra) {
  OS << "<text class=\"" << Class << "\" x=\"" << num(X) << "\" y=\"" << num(Y)
     << "\" font-size=\"" << num(Size) << "\"" << Extra << ">" << xmlEscape(S)
     << "</text>\n";
}

void marker(llvm::raw_ostream &OS, const ChartPoint &P, double X, double Y) {
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

void measuredMarker(llvm::raw_ostream &OS, const char *Class, const char *Color,
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

std::string fitted(const std::string &S, double MaxWidth) {
  if (textWidth(S, TickSize) <= MaxWidth)
    return S;
  std::string R = S;
  while (!R.empty() && textWidth(R + "...", TickSize) > MaxWidth)
    R.pop_back();
  return R + "...";
}

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
                        "bytes); the point: its predicted ceiling, at the "
                        "intensity of the L2 rule"});
  if (D.HasRanges)
    Lines.push_back({0, "Bars: the intensities and ceilings a kernel's launch "
                        "configurations span; the point is its first launch"});
  if (D.HasOwnRoofs)
    Lines.push_back({0, "Short dashed roof: the peak of a kernel with FLOPs in "
                        "several precisions, weighted by their time"});
  auto List = [&](const char *What, const std::vector<std::string> &Names) {
    if (Names.empty())
      return;
    std::string S;
    for (const std::string &N : Names)
      S += (S.empty() ? "" : ", ") + N;
    Lines.push_back({0, What + S});
  };
  List("Not drawn (no FLOPs): ", D.NotDrawn);
  List("Not drawn (no DRAM traffic, compute-bound): ", D.NoTraffic);
  for (CaptionLine &L : Lines)
    L.Text = fitted(L.Text, Width - 2 * CaptionLeft - L.Indent);
  return Lines;
}

void legend(llvm::raw_ostream &OS, const PanelData &D) {
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
  Item("kernel at its first launch");
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

void printSvgElement(const AnalysisResult &R, llvm::raw_ostream &OS) {
  std::vector<PanelData> Panels;
  Panels.push_back(collect(R));
  for (const AnalysisResult &Other : R.OtherGpus)
    Panels.push_back(collect(Other));
  Axes A = chooseAxes(Panels);

  // Each panel is laid out first: its height depends on how many labels
  // found a place.
  std::vector<std::string> Bodies(Panels.size());
  std::vector<double> Heights;
  double Height = 0;
  for (std::size_t I = 0; I < Panels.size(); ++I) {
    llvm::raw_string_ostream Body(Bodies[I]);
    Heights.push_back(printPanel(Body, Panels[I], A, static_cast<unsigned>(I)));
    Height += Heights.back() + (I > 0 ? PanelGap : 0);
  }
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
    OS << "<g class=\"panel\" id=\"panel-" << I << "\" transform=\"translate(0,"
       << num(Top) << ")\">\n"
       << Bodies[I] << "</g>\n";
    Top += Heights[I] + PanelGap;
  }
  OS << "</svg>\n";
}

} // namespace chartimpl

using namespace chartimpl;

void printSvg(const AnalysisResult &R, llvm::raw_ostream &OS) {
  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  printSvgElement(R, OS);
}

} // namespace roofline
