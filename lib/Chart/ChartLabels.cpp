//===- ChartLabels.cpp - Label placement that overlaps nothing ------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Labels are placed greedily, each at the first free spot among a fixed list
// of candidates around its anchor. A spot is free when its box lies inside
// the plot and overlaps no box placed before it (labels and markers) and no
// rotated label; a label with no free spot is not placed. So no two placed
// labels overlap, whatever the input: the property test/lit/chart/
// label-overlap.test checks on the SVG with the font's own metrics.
//
//===----------------------------------------------------------------------===//

#include "ChartInternals.h"

namespace roofline {
namespace chartimpl {

bool Segment::crosses(const Box &B) const {
  // Shrunk a little: a label may touch a line at its corner.
  double L = std::max(B.X0 + 3, X0), R = std::min(B.X1 - 3, X1);
  if (L > R)
    return false;
  double YL = Y0 + (L - X0) / (X1 - X0) * (Y1 - Y0);
  double YR = Y0 + (R - X0) / (X1 - X0) * (Y1 - Y0);
  return std::max(YL, YR) > B.Y0 + 3 && std::min(YL, YR) < B.Y1 - 3;
}

bool Quad::overlaps(const Box &B) const {
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

Box Quad::bounds() const {
  return {*std::min_element(X, X + 4), *std::min_element(Y, Y + 4),
          *std::max_element(X, X + 4), *std::max_element(Y, Y + 4)};
}

bool Labeler::isFree(const Quad &Q) const {
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

Box Labeler::boxAt(double X, double Y, const std::string &Text, double Size) {
  double W = textWidth(Text, Size), H = Size * 1.25;
  return {X, Y - H / 2, X + W, Y + H / 2};
}

std::optional<Labeler::Spot> Labeler::place(double AX, double AY,
                                            const std::string &Text,
                                            double Size, double FirstOffset,
                                            int Reach) {
  double W = textWidth(Text, Size), H = Size * 1.25;
  double Gap = MarkerRadius + 4;
  std::vector<double> Lefts{AX + Gap, AX - Gap - W}; // right, then left
  int Lines = 6;
  if (Reach > 0) {
    Lefts.push_back(AX - W / 2);   // centred, above or below
    for (int K = 1; K <= 3; ++K) { // further right and left
      Lefts.push_back(AX + Gap + K * 2 * Size);
      Lefts.push_back(AX - Gap - W - K * 2 * Size);
    }
    Lines = Reach;
  }
  std::vector<double> Offsets{FirstOffset};
  for (int K = 1; K <= Lines; ++K) {
    Offsets.push_back(FirstOffset + K * (H + 1));
    Offsets.push_back(FirstOffset - K * (H + 1));
  }
  for (bool AvoidLines : {true, false})
    for (std::size_t I = 0; I < Offsets.size(); ++I) {
      if (AvoidLines && I > 6)
        break;
      for (double X : Lefts) {
        Box B = boxAt(X, AY + Offsets[I], Text, Size);
        if (!fits(B, AvoidLines))
          continue;
        Taken.push_back(B);
        // The baseline: the box holds the ascent above it and the
        // descent below.
        return Spot{B.X0, B.Y1 - H * 0.28, B};
      }
    }
  return std::nullopt;
}

bool Labeler::fits(const Box &B, bool AvoidLines) const {
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

} // namespace chartimpl
} // namespace roofline
