//===- MeasuredText.cpp - The measured section of the text report ---------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// After the report: one line stating the thresholds, then per matched launch
// a `file:line:col: remark: measured 'kernel' ...` line with the verdict and
// aligned lines with the numbers behind it, then notes for what could not be
// matched. Everything printed was computed by attachMeasurements.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Report.h"
#include "roofline/Result/Units.h"
#include "roofline/Support/NumberText.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>

namespace roofline {

namespace {

constexpr int LabelWidth = 16;

void line(llvm::raw_ostream &OS, const std::string &Label,
          const std::string &Text) {
  OS << "  " << Label;
  for (int I = static_cast<int>(Label.size()); I < LabelWidth; ++I)
    OS << ' ';
  OS << Text << "\n";
}

/// Three significant digits, no exponent for ordinary magnitudes: a ratio.
std::string ratio(double V) {
  if (V != 0 && (std::fabs(V) >= 1e6 || std::fabs(V) < 1e-3))
    return generalText(V, 3);
  if (std::fabs(V) >= 1000)
    return fixedText(V, 0);
  return generalText(V, 3);
}

/// A count of FLOPs or bytes: exact when it is an integer that fits.
std::string count(double V) {
  if (std::fabs(V) < 9e15 && V == std::floor(V))
    return fixedText(V, 0);
  return generalText(V, 4);
}

std::string constantOr(const Expr &E) {
  auto V = E.asConstant();
  return V ? V->str() : E.str();
}

void printLaunch(const KernelSummary &KS, const LaunchResult &L,
                 llvm::raw_ostream &OS) {
  const Measurement &M = *L.Measured;
  std::string Head =
      "measured '" + KS.Name + "' (row " + std::to_string(M.Row) +
      (M.Repeats > 1 ? " and " + std::to_string(M.Repeats - 1) +
                           (M.Repeats == 2 ? " repeat" : " repeats")
                     : "") +
      "): ";
  if (M.FractionOfCeiling) {
    if (M.VerdictBasis == "bandwidth ceiling")
      Head += formatPercent(*M.FractionOfCeiling) +
              " % of its bandwidth ceiling (no FLOPs): ";
    else if (llvm::StringRef(M.VerdictBasis).starts_with("predicted time"))
      Head += formatPercent(*M.FractionOfCeiling) +
              " % of its predicted speed (no FLOPs: predicted over measured "
              "time): ";
    else if (M.VerdictBasis == "measured-intensity ceiling")
      Head += formatPercent(*M.FractionOfCeiling) +
              " % of its predicted ceiling, " +
              formatPercent(*M.FractionOfMeasuredCeiling) +
              " % of the ceiling at its measured intensity: ";
    else
      Head += formatPercent(*M.FractionOfCeiling) + " % of its ceiling: ";
  }
  OS << sourceLocationText(L.Site.Loc) << ": remark: " << Head << M.Verdict
     << " [roofline-measured]\n";

  std::string Time = formatSeconds(M.TimeS);
  const RoofSet &Set = L.Roofs;
  if (Set.PredictedTimeS)
    Time += "  (predicted " + formatSeconds(*Set.PredictedTimeS) +
            (Set.SoundTimeS ? ", never below " + formatSeconds(*Set.SoundTimeS)
                            : std::string()) +
            ")";
  else if (L.TimeLowerBoundS)
    Time += "  (predicted >= " + formatSeconds(*L.TimeLowerBoundS) + ")";
  line(OS, "time", Time);
  if (M.Repeats > 1)
    line(OS, "repeats",
         std::to_string(M.Repeats) + " rows from " + formatSeconds(M.TimeMinS) +
             " to " + formatSeconds(M.TimeMaxS) + "; medians shown");
  bool Computes = (M.AchievedFlopsPerS && *M.AchievedFlopsPerS > 0) ||
                  (L.Roof && L.Roof->CeilingFlopsPerS > 0);
  if (M.AchievedFlopsPerS && Computes) {
    std::string A = formatFlopsPerSecond(*M.AchievedFlopsPerS);
    if (M.AchievedUsesPredictedFlops)
      A += " from the predicted FLOPs";
    if (Set.PredictedFlopsPerS) {
      A += "  (predicted " + headlineText(Set) + ")";
    } else if (L.Roof) {
      A += "  (ceiling " + formatFlopsPerSecond(L.Roof->CeilingFlopsPerS);
      if (M.MeasuredCeilingFlopsPerS)
        A += "; at the measured intensity " +
             formatFlopsPerSecond(*M.MeasuredCeilingFlopsPerS);
      A += ")";
    }
    line(OS, "achieved", A);
  }

  auto Predicted = [](const Expr &E) { return constantOr(E); };
  std::string F = M.Flops ? count(*M.Flops) : std::string("not measured");
  F += "  (predicted " + Predicted(L.Totals.totalFlops());
  if (M.FlopsRatio)
    F += ", ratio " + ratio(*M.FlopsRatio);
  line(OS, "flops", F + ")");
  std::string B = M.DramBytes ? count(*M.DramBytes) + " B DRAM"
                              : std::string("not measured");
  B += "  (predicted " + Predicted(L.Totals.globalBytes()) + " B global";
  if (M.BytesRatio)
    B += ", ratio " + ratio(*M.BytesRatio);
  if (M.EstimateBytesRatio)
    B += "; estimated " + count(L.Estimate.Bytes.toDouble()) +
         " B DRAM, ratio " + ratio(*M.EstimateBytesRatio);
  line(OS, "bytes", B + ")");
  if (M.AchievedDramBytesPerS)
    line(OS, "bandwidth",
         formatBytesPerSecond(*M.AchievedDramBytesPerS) + " DRAM" +
             (L.Roof
                  ? "  (of " + formatBytesPerSecond(L.Roof->DramBytesPerS) + ")"
                  : ""));
  if (M.AchievedIntensity && Computes) {
    std::string I = formatIntensity(*M.AchievedIntensity) + " FLOP/B DRAM";
    if (L.Intensity)
      I += "  (predicted " + formatIntensity(*L.Intensity) + ")";
    line(OS, "intensity", I);
  }
  for (const LevelCount &C : M.Levels)
    line(OS, "level",
         std::string(C.Level) + " " + count(C.Measured) + " " + C.Unit +
             "  (predicted " + count(C.Predicted) +
             (C.Measured > 0 ? ", ratio " + ratio(C.Predicted / C.Measured)
                             : std::string()) +
             ")");
  for (const std::string &N : M.Notes)
    line(OS, "note", N);
}

} // namespace

void printMeasuredText(const AnalysisResult &R, llvm::raw_ostream &OS) {
  if (!R.Measurements)
    return;
  const MeasurementRun &Run = *R.Measurements;
  unsigned Launches = 0;
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels)
      for (const LaunchResult &L : K.Launches)
        Launches += L.Measured.has_value();
  OS << Run.File << ": note: " << Run.Rows << " profiled launch"
     << (Run.Rows == 1 ? "" : "es") << ", " << Run.Matched << " matched to "
     << Launches << " launch" << (Launches == 1 ? "" : "es")
     << "; verdicts: at >= " << formatPercent(Run.NearFraction)
     << " % of the ceiling near it (change the algorithm), under "
     << formatPercent(Run.FarFraction)
     << " % far below it (fix the kernel), within 2x in between\n";
  for (const std::string &N : Run.Notes)
    OS << Run.File << ": warning: " << N << "\n";
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels)
      for (const LaunchResult &L : K.Launches)
        if (L.Measured)
          printLaunch(K.Kernel, L, OS);
  for (const std::string &U : Run.UnmatchedRows)
    OS << Run.File << ": note: unmatched " << U << "\n";
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels)
      for (const LaunchResult &L : K.Launches)
        if (!L.Measured)
          OS << sourceLocationText(L.Site.Loc) << ": note: launch of '"
             << K.Kernel.Name << "' has no row in " << Run.File << "\n";
}

} // namespace roofline
