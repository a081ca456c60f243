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

/// Compute roofs, each from its ridge to the right edge.
void computeRoofs(llvm::raw_ostream &OS, const PanelData &D, const Axes &A,
                  Labeler &Labels, const std::string &Clip) {
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
}

/// Ridge labels up and left of the corner, where no point can be.
void ridgeLabels(llvm::raw_ostream &OS, const PanelData &D, const Axes &A,
                 Labeler &Labels) {
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
}

/// The bandwidth label along the slope, just above it, at the first place
/// up the slope that no marker or other label takes.
void bandwidthLabel(llvm::raw_ostream &OS, const PanelData &D, Labeler &Labels,
                    double SX0, double SY0, double SX1, double SY1) {
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
}

/// Brackets first (along the roof from no reuse to perfect reuse), then
/// links to measured points, markers over them.
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

/// Labels, in point order.
void pointLabels(llvm::raw_ostream &OS, const PanelData &D, Labeler &Labels,
                 const std::vector<Pos> &At) {
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
}

} // namespace

void printPanel(llvm::raw_ostream &OS, const PanelData &D, const Axes &A,
                unsigned Index, double Top) {
  const Machine &M = D.Result->Gpu;
  std::string Id = "panel-" + std::to_string(Index);
  OS << "<g class=\"panel\" id=\"" << Id << "\" transform=\"translate(0,"
     << num(Top) << ")\">\n";
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
  ridgeLabels(OS, D, A, Labels);
  bandwidthLabel(OS, D, Labels, SX0, SY0, SX1, SY1);
  pointMarks(OS, D, A, At, Clip);
  pointLabels(OS, D, Labels, At);

  std::vector<CaptionLine> Caption = captionLines(D);
  for (std::size_t I = 0; I < Caption.size(); ++I)
    text(OS, "caption", CaptionLeft + Caption[I].Indent,
         CaptionTop + CaptionLineHeight * I, Caption[I].Text, TickSize,
         (std::string(" fill=\"") + MutedColor + "\"").c_str());
  OS << "</g>\n";
}

} // namespace chartimpl
} // namespace roofline
