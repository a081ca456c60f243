//===- ChartPanel.cpp - One panel of the SVG roofline ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A panel's plot: the decade grid, the roofs and ridges, the points with
// their traffic brackets and measured points, and their labels, placed
// greedily where they collide with no marker, label or roof line.
//
//===----------------------------------------------------------------------===//

#include "ChartInternals.h"
#include "roofline/Result/Units.h"

namespace roofline {
namespace chartimpl {

namespace {

//===----------------------------------------------------------------------===//
// A panel
//===----------------------------------------------------------------------===//

/// A label drawn over lines: a white halo keeps it readable.
constexpr const char *Halo =
    " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\"";

/// Plot area, decade grid and ticks.
void plotArea(llvm::raw_ostream &OS, const Axes &A, const std::string &Id) {
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
}

/// Where a point and its measured point go.
struct Pos {
  double X, Y, MX, MY;
};

/// Where the points go; labels keep clear of every marker.
std::vector<Pos> pointPositions(const PanelData &D, const Axes &A,
                                Labeler &Labels) {
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
  return At;
}

/// Text in a placed box, in the colour given, with a halo.
void boxText(llvm::raw_ostream &OS, const char *Class, const Labeler::Spot &Sp,
             const std::string &S, const char *Color) {
  text(OS, Class, Sp.X, Sp.Baseline, S, LabelSize,
       (std::string(" fill=\"") + Color + "\"" + Halo).c_str());
}

/// The spot of a box reserved as it is, if it is free.
std::optional<Labeler::Spot> takeBox(Labeler &Labels, const Box &B) {
  if (!Labels.isFree(B))
    return std::nullopt;
  Labels.reserve(B);
  return Labeler::Spot{B.X0, B.Y1 - LabelSize * 1.25 * 0.28, B};
}

/// Compute roofs, each from its ridge to the right edge, labelled above its
/// right end, or below it, or further left along it: where the label is
/// free. A roof whose label finds no room is still named in the caption's
/// peaks.
void computeRoofs(llvm::raw_ostream &OS, const PanelData &D, const Axes &A,
                  Labeler &Labels, const std::string &Clip) {
  // Every ridge's ring first, so that no roof's label covers another's.
  for (const ComputeRoof &R : D.Roofs)
    if (D.Bandwidth > 0) {
      double X = A.x(R.Peak / D.Bandwidth), Y = A.y(R.Peak);
      Labels.reserve({X - 5, Y - 5, X + 5, Y + 5});
    }
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
    double W = textWidth(S, LabelSize), H = LabelSize * 1.25;
    std::optional<Labeler::Spot> Sp;
    for (double Right = PlotRight - 6; !Sp && Right - W >= X0; Right -= W / 4)
      for (double Mid :
           {Y - 2 - H / 2, Y + 2 + H / 2, Y - 4 - H * 1.5, Y + 4 + H * 1.5})
        if (!Sp)
          Sp = takeBox(Labels, Labeler::boxAt(Right - W, Mid, S, LabelSize));
    if (Sp)
      boxText(OS, "roof-label compute", *Sp, S, RoofColor);
    if (Ridge > 0) {
      OS << "<circle class=\"ridge\" cx=\"" << num(X0) << "\" cy=\"" << num(Y)
         << "\" r=\"4\" fill=\"#ffffff\" stroke=\"" << RoofColor
         << "\" stroke-width=\"2\"/>\n";
    }
  }
}

/// A mixed-precision point on its own peak: a short dashed roof through it.
void ownRoofs(llvm::raw_ostream &OS, const PanelData &D,
              const std::vector<Pos> &At, const std::string &Clip) {
  for (std::size_t I = 0; I < D.Points.size(); ++I)
    if (ownRoof(D, D.Points[I]))
      OS << "<line class=\"roof-own\" x1=\"" << num(At[I].X - 28) << "\" y1=\""
         << num(At[I].Y) << "\" x2=\"" << num(At[I].X + 28) << "\" y2=\""
         << num(At[I].Y) << "\" stroke=\"" << RoofColor
         << "\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"" << Clip
         << "/>\n";
}

/// Ridge labels up and left of the corner, where no point can be, moved up
/// a line at a time until free; none when there is no room.
void ridgeLabels(llvm::raw_ostream &OS, const PanelData &D, const Axes &A,
                 Labeler &Labels) {
  for (const ComputeRoof &R : D.Roofs) {
    if (!(D.Bandwidth > 0))
      continue;
    double X = A.x(R.Peak / D.Bandwidth), Y = A.y(R.Peak);
    std::string S =
        "ridge " + formatIntensity(R.Peak / D.Bandwidth) + " FLOP/B";
    double W = textWidth(S, LabelSize), H = LabelSize * 1.25;
    double Left = std::max(PlotLeft + 2, X - 8 - W);
    std::optional<Labeler::Spot> Sp;
    for (int K = 0; K < 8 && !Sp; ++K)
      Sp = takeBox(Labels,
                   Labeler::boxAt(Left, Y - 6 - H / 2 - K * H, S, LabelSize));
    if (Sp)
      boxText(OS, "ridge-label", *Sp, S, MutedColor);
  }
}

/// The bandwidth label along the slope, just above it, at the first place
/// up the slope that no marker or other label takes; none when there is no
/// room (the caption gives the bandwidth).
void bandwidthLabel(llvm::raw_ostream &OS, const PanelData &D, Labeler &Labels,
                    double SX0, double SY0, double SX1, double SY1) {
  if (!(D.Bandwidth > 0))
    return;
  double Angle = std::atan2(SY1 - SY0, SX1 - SX0) * 180 / Pi;
  double Rad = Angle * Pi / 180;
  std::string S = "DRAM " + formatBytesPerSecond(D.Bandwidth);
  double W = textWidth(S, LabelSize);
  // Just above the line, or a little higher where markers sit on it.
  auto Bounds = [&](double LX, double LY, double Lift) {
    Quad Q;
    const double CX[4] = {0, W, W, 0},
                 CY[4] = {-6 - Lift - LabelSize, -6 - Lift - LabelSize,
                          -3 - Lift, -3 - Lift};
    for (int I = 0; I < 4; ++I) {
      Q.X[I] = LX + CX[I] * std::cos(Rad) - CY[I] * std::sin(Rad);
      Q.Y[I] = LY + CX[I] * std::sin(Rad) + CY[I] * std::cos(Rad);
    }
    return Q;
  };
  for (double Lift : {0.0, 8.0})
    for (int Step = 1; Step <= 22; ++Step) {
      double T = Step * 0.04;
      double LX = SX0 + (SX1 - SX0) * T, LY = SY0 + (SY1 - SY0) * T;
      if (!Labels.isFree(Bounds(LX, LY, Lift)))
        continue;
      OS << "<text class=\"roof-label bandwidth\" x=\"0\" y=\""
         << num(-6 - Lift) << "\" font-size=\"" << num(LabelSize)
         << "\" fill=\"" << RoofColor << "\"" << Halo
         << " transform=\"translate(" << num(LX) << "," << num(LY)
         << ") rotate(" << num(Angle) << ")\">" << xmlEscape(S) << "</text>\n";
      Labels.reserveRotated(Bounds(LX, LY, Lift));
      return;
    }
}

/// A kernel's configurations: a bar along each axis over the range they
/// span, through the point, with end ticks.
void rangeBars(llvm::raw_ostream &OS, const ChartPoint &P, const Axes &A,
               const Pos &At, const std::string &Clip) {
  auto Line = [&](double X1, double Y1, double X2, double Y2) {
    OS << "<line class=\"range " << boundName(P.BoundBy) << "\" x1=\""
       << num(X1) << "\" y1=\"" << num(Y1) << "\" x2=\"" << num(X2)
       << "\" y2=\"" << num(Y2) << "\" stroke=\"" << boundColor(P.BoundBy)
       << "\" stroke-width=\"1.5\"" << Clip << "/>\n";
  };
  double XL = A.x(P.IntensityRange.first), XR = A.x(P.IntensityRange.second);
  if (XR - XL >= 1) {
    Line(XL, At.Y, XR, At.Y);
    Line(XL, At.Y - 3, XL, At.Y + 3);
    Line(XR, At.Y - 3, XR, At.Y + 3);
  }
  double YB = A.y(P.CeilingRange.first), YT = A.y(P.CeilingRange.second);
  if (YB - YT >= 1) {
    Line(At.X, YB, At.X, YT);
    Line(At.X - 3, YB, At.X + 3, YB);
    Line(At.X - 3, YT, At.X + 3, YT);
  }
}

/// Brackets first (along the roof from no reuse to perfect reuse), range
/// bars and links to measured points, markers over them.
void pointMarks(llvm::raw_ostream &OS, const PanelData &D, const Axes &A,
                const std::vector<Pos> &At, const std::string &Clip) {
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
    rangeBars(OS, P, A, At[I], Clip);
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
}

std::string measuredText(const ChartPoint &P) {
  return P.FractionOfCeiling
             ? "measured " + formatFlopsPerSecond(*P.Achieved) + " = " +
                   formatPercent(*P.FractionOfCeiling) + " % of ceiling"
             : "measured " + formatFlopsPerSecond(*P.Achieved);
}

/// A label at its spot, with a thin leader line when it sits away from its
/// anchor.
void drawLabel(llvm::raw_ostream &OS, const char *Class, double AX, double AY,
               const Labeler::Spot &Sp, const std::string &S,
               const char *Color) {
  double CY = (Sp.Bounds.Y0 + Sp.Bounds.Y1) / 2;
  bool Beside = Sp.Bounds.X0 > AX || Sp.Bounds.X1 < AX;
  if (std::fabs(CY - AY) > LabelSize || !Beside) {
    double LX = Sp.Bounds.X0 > AX   ? Sp.Bounds.X0 - 2
                : Sp.Bounds.X1 < AX ? Sp.Bounds.X1 + 2
                                    : (Sp.Bounds.X0 + Sp.Bounds.X1) / 2;
    double LY = Beside ? CY : CY > AY ? Sp.Bounds.Y0 : Sp.Bounds.Y1;
    OS << "<line class=\"leader\" x1=\"" << num(AX) << "\" y1=\"" << num(AY)
       << "\" x2=\"" << num(LX) << "\" y2=\"" << num(LY)
       << "\" stroke=\"#999999\" stroke-width=\"0.75\"/>\n";
  }
  boxText(OS, Class, Sp, S, Color);
}

/// A point in the key under the caption: its number in the plot (none when
/// not even that found room), its label and where it lies.
struct KeyEntry {
  std::string Tag;
  std::string Text;
};

/// Labels in point order, then a number for each point whose label found
/// no room; those points are listed in the key.
std::vector<KeyEntry> pointLabels(llvm::raw_ostream &OS, const PanelData &D,
                                  Labeler &Labels, const std::vector<Pos> &At) {
  std::vector<bool> Keyed(D.Points.size(), false);
  std::vector<std::string> Missing(D.Points.size());
  for (std::size_t I = 0; I < D.Points.size(); ++I) {
    const ChartPoint &P = D.Points[I];
    const char *Color = boundColor(P.BoundBy);
    // On a compute roof the label goes under the roof line; on the slope a
    // little lower than the point, clear of the line rising to its right.
    double First = P.BoundBy == Bound::Compute ? LabelSize : 2;
    if (auto Sp = Labels.place(At[I].X, At[I].Y, P.Label, LabelSize, First, 0))
      drawLabel(OS, "point-label", At[I].X, At[I].Y, *Sp, P.Label, Color);
    else
      Keyed[I] = true;
    if (!P.Achieved)
      continue;
    std::string S = measuredText(P);
    if (auto Sp = Labels.place(At[I].MX, At[I].MY, S, LabelSize, LabelSize, 0))
      drawLabel(OS, "measured-label", At[I].MX, At[I].MY, *Sp, S, Color);
    else {
      Keyed[I] = true;
      Missing[I] = "; " + S;
    }
  }
  std::vector<KeyEntry> Key;
  unsigned Next = 1; // a point left without its number takes none
  for (std::size_t I = 0; I < D.Points.size(); ++I) {
    if (!Keyed[I])
      continue;
    const ChartPoint &P = D.Points[I];
    std::string Tag = std::to_string(Next);
    auto Sp = Labels.place(At[I].X, At[I].Y, Tag, LabelSize, 2, 20);
    if (Sp) {
      drawLabel(OS, "point-tag", At[I].X, At[I].Y, *Sp, Tag,
                boundColor(P.BoundBy));
      ++Next;
    }
    // Where it lies first: a point without a number is found by it.
    Key.push_back({Sp ? Tag : "-", formatIntensity(P.Intensity) + " FLOP/B, " +
                                       formatFlopsPerSecond(P.Ceiling) + ": " +
                                       P.Label + Missing[I]});
  }
  return Key;
}

} // namespace

double printPanel(llvm::raw_ostream &OS, const PanelData &D, const Axes &A,
                  unsigned Index) {
  const Machine &M = D.Result->Gpu;
  std::string Id = "panel-" + std::to_string(Index);
  text(OS, "title", PlotLeft, 26, "Roofline: " + machineTitle(M), TitleSize,
       " font-weight=\"bold\" fill=\"#222222\"");
  legend(OS, D);

  plotArea(OS, A, Id);

  Labeler Labels({PlotLeft + 2, PlotTop + 2, PlotRight - 2, PlotBottom - 2});
  std::vector<Pos> At = pointPositions(D, A, Labels);
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

  computeRoofs(OS, D, A, Labels, Clip);
  ownRoofs(OS, D, At, Clip);
  ridgeLabels(OS, D, A, Labels);
  bandwidthLabel(OS, D, Labels, SX0, SY0, SX1, SY1);
  pointMarks(OS, D, A, At, Clip);
  std::vector<KeyEntry> Key = pointLabels(OS, D, Labels, At);

  std::vector<CaptionLine> Caption = captionLines(D);
  const std::string Fill = std::string(" fill=\"") + MutedColor + "\"";
  double Y = CaptionTop;
  for (const CaptionLine &L : Caption) {
    text(OS, "caption", CaptionLeft + L.Indent, Y, L.Text, TickSize,
         Fill.c_str());
    Y += CaptionLineHeight;
  }
  if (Key.empty())
    return Y - CaptionLineHeight + 16;
  // The key: two columns, top to bottom, then left to right.
  text(OS, "caption", CaptionLeft, Y,
       "Numbered points (their labels found no room in the plot; - : no room "
       "for the number either):",
       TickSize, Fill.c_str());
  Y += CaptionLineHeight;
  double ColumnWidth = (Width - 2 * CaptionLeft) / 2;
  double TagWidth =
      textWidth(std::string(std::to_string(Key.size()).size(), '0'), TickSize) +
      6;
  std::size_t Rows = (Key.size() + 1) / 2;
  for (std::size_t K = 0; K < Key.size(); ++K) {
    double X = CaptionLeft + (K < Rows ? 0 : ColumnWidth);
    double RowY = Y + CaptionLineHeight * (K % Rows);
    text(OS, "key-tag", X, RowY, Key[K].Tag, TickSize,
         " font-weight=\"bold\" fill=\"#222222\"");
    text(OS, "key", X + TagWidth, RowY,
         fitted(Key[K].Text, ColumnWidth - TagWidth - 8), TickSize,
         Fill.c_str());
  }
  return Y + CaptionLineHeight * (Rows - 1) + 16;
}

} // namespace chartimpl
} // namespace roofline
