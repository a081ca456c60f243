//===- Units.cpp - A result in words and units ----------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Result/Units.h"
#include "roofline/Support/NumberText.h"

#include <algorithm>

#include <cmath>
#include <cstdio>
#include <string>

namespace roofline {

namespace {

/// %.3g without an exponent for the magnitudes reports show.
std::string sig3(double V) {
  if (V != 0 && std::fabs(V) >= 1000)
    return fixedText(V, 0);
  return generalText(V, 3);
}

std::string withPrefix(double V, const char *Unit) {
  static const struct {
    double Scale;
    const char *Prefix;
  } Prefixes[] = {{1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
  for (const auto &P : Prefixes)
    if (std::fabs(V) >= P.Scale * 0.9995) // 999.6e9 prints as 1 T, not 1000 G
      return sig3(V / P.Scale) + " " + P.Prefix + Unit;
  return sig3(V) + " " + Unit;
}

} // namespace

std::string formatFlopsPerSecond(double V) { return withPrefix(V, "FLOP/s"); }

std::string formatBytesPerSecond(double V) { return withPrefix(V, "B/s"); }

std::string formatBytes(double V) { return withPrefix(V, "B"); }

std::string formatSeconds(double V) {
  static const struct {
    double Scale;
    const char *Unit;
  } Units[] = {{1, "s"}, {1e-3, "ms"}, {1e-6, "us"}, {1e-9, "ns"}};
  for (const auto &U : Units)
    if (std::fabs(V) >= U.Scale * 0.9995)
      return sig3(V / U.Scale) + " " + U.Unit;
  return sig3(V / 1e-12) + " ps";
}

std::string formatIntensity(double V) {
  if (std::isinf(V))
    return "inf";
  if (V >= 1 || V < 0.001) {
    return sig3(V);
  }
  // Below 1: three decimals (0.25, 0.167, 0.042), trailing zeros dropped.
  std::string S = fixedText(V, 3);
  while (S.back() == '0')
    S.pop_back();
  if (S.back() == '.')
    S.pop_back();
  return S;
}

std::string formatPercent(double Fraction) {
  double P = Fraction * 100;
  // Two significant digits (0.43, 6.9, 14); whole numbers from 10 up.
  if (P >= 10)
    return fixedText(P, 0);
  return generalText(P, 2);
}

std::string formatSignedPercent(double V) {
  return signedFixedText(V, 1) + " %";
}

std::string locationText(const SourceLoc &L) {
  return L.File + ":" + std::to_string(L.Line);
}

std::string sourceLocationText(const SourceLoc &L) {
  if (L.File.empty())
    return "<unknown>";
  if (!L.Line)
    return L.File;
  return L.File + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Column);
}

std::string launchText(const LaunchResult &L) {
  switch (L.Site.Source) {
  case LaunchSource::CommandLine:
    return "launch given with --launch";
  case LaunchSource::Annotation:
    return "launch annotated at " + locationText(L.Site.Loc);
  case LaunchSource::LaunchSite:
    break;
  }
  std::string Text = "launch at " + locationText(L.Site.Loc);
  if (L.Site.Configurations > 1)
    Text += ", configuration " + std::to_string(L.Site.Configuration) + " of " +
            std::to_string(L.Site.Configurations);
  return Text;
}

std::string callPathText(const LaunchSite &S) {
  std::string Text;
  for (const std::string &F : S.CallPath)
    Text += (Text.empty() ? "" : " -> ") + F;
  if (!S.Iterations.empty()) {
    std::string It;
    for (const std::string &I : S.Iterations)
      It += (It.empty() ? "" : ", ") + I;
    Text += " (" + It + ")";
  }
  if (S.Count > 1)
    Text += " (+" + std::to_string(S.Count - 1) + " more " +
            (S.Count == 2 ? "path or iteration" : "paths or iterations") + ")";
  return Text;
}

} // namespace roofline
