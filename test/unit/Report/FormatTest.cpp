//===- FormatTest.cpp -----------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Report.h"

#include <gtest/gtest.h>

#include "llvm/Support/raw_ostream.h"

#include <regex>
#include <sstream>

using namespace roofline;

// The readouts of the counting model's reference table.
TEST(FormatTest, ReferenceCeilings) {
  EXPECT_EQ(formatFlopsPerSecond(504e9 * 8192 / 32772), "126 GFLOP/s");
  EXPECT_EQ(formatFlopsPerSecond(504e9 * 8192 / 2052), "2.01 TFLOP/s");
  EXPECT_EQ(formatFlopsPerSecond(504e9 / 6), "84 GFLOP/s");
  EXPECT_EQ(formatFlopsPerSecond(100e9 / 24), "4.17 GFLOP/s");
  EXPECT_EQ(formatFlopsPerSecond(29.1e12), "29.1 TFLOP/s");
  EXPECT_EQ(formatFlopsPerSecond(0), "0 FLOP/s");
  // Rounding up across a prefix boundary uses the larger prefix.
  EXPECT_EQ(formatFlopsPerSecond(999.7e9), "1 TFLOP/s");
}

TEST(FormatTest, Bandwidths) {
  EXPECT_EQ(formatBytesPerSecond(504e9), "504 GB/s");
  EXPECT_EQ(formatBytesPerSecond(3.35e12), "3.35 TB/s");
  EXPECT_EQ(formatBytesPerSecond(100e9), "100 GB/s");
}

TEST(FormatTest, IntensitiesBelowOneKeepThreeDecimals) {
  EXPECT_EQ(formatIntensity(8192.0 / 32772), "0.25");
  EXPECT_EQ(formatIntensity(1.0 / 6), "0.167");
  EXPECT_EQ(formatIntensity(1.0 / 24), "0.042");
  EXPECT_EQ(formatIntensity(8192.0 / 2052), "3.99");
  EXPECT_EQ(formatIntensity(29.1e12 / 504e9), "57.7");
  EXPECT_EQ(formatIntensity(0), "0");
  EXPECT_EQ(formatIntensity(0.0004), "0.0004");
  EXPECT_EQ(formatIntensity(1234.5), "1234");
}

TEST(FormatTest, PercentagesOfPeak) {
  EXPECT_EQ(formatPercent((504e9 * 8192 / 32772) / 29.1e12), "0.43");
  EXPECT_EQ(formatPercent((504e9 * 8192 / 2052) / 29.1e12), "6.9");
  EXPECT_EQ(formatPercent((504e9 / 6) / 29.1e12), "0.29");
  EXPECT_EQ(formatPercent((100e9 / 24) / 1e12), "0.42");
  EXPECT_EQ(formatPercent(0.5), "50");
  EXPECT_EQ(formatPercent(0.1396), "14");
  EXPECT_EQ(formatPercent(0.9996), "100");
  EXPECT_EQ(formatPercent(1.0), "100");
}

TEST(FormatTest, SignedPercent) {
  EXPECT_EQ(formatSignedPercent(-50), "-50.0 %");
  EXPECT_EQ(formatSignedPercent(0), "+0.0 %");
  EXPECT_EQ(formatSignedPercent(343.14), "+343.1 %");
}

TEST(FormatTest, FindingCountsAndFailOn) {
  AnalysisResult R;
  Finding Note, Warning, Suppressed;
  Note.Level = Severity::Note;
  Warning.Level = Severity::Warning;
  Suppressed.Level = Severity::Error;
  Suppressed.Suppressed = true;
  R.Findings = {Note, Warning, Suppressed};
  FindingCounts C = countFindings(R);
  EXPECT_EQ(C.of(Severity::Note), 1u);
  EXPECT_EQ(C.of(Severity::Warning), 1u);
  EXPECT_EQ(C.of(Severity::Error), 0u); // suppressed does not count
  EXPECT_EQ(C.Suppressed, 1u);
  EXPECT_TRUE(C.fails(Severity::Note));
  EXPECT_TRUE(C.fails(Severity::Warning));
  EXPECT_FALSE(C.fails(Severity::Error));
  EXPECT_FALSE(C.fails(std::nullopt)); // --fail-on=never
}

namespace {

Finding finding(const std::string &Id, Severity Level,
                bool Suppressed = false) {
  Finding F;
  F.Id = Id;
  F.Level = Level;
  F.Suppressed = Suppressed;
  return F;
}

/// A kernel whose per-thread FLOPs are a sum of many terms in N_0 .. N_39:
/// about 400 characters.
AnalysisResult longFormulaKernel() {
  Expr Flops, Bytes;
  for (int I = 0; I < 40; ++I) {
    Expr S = Expr::symbol("N_" + std::to_string(I));
    Flops += 2 * S;
    Bytes += 8 * S;
  }
  KernelResult K;
  K.Kernel.Name = "k";
  K.Kernel.Loc = {"k.cu", 1, 17};
  K.Kernel.PerThread.Flops[static_cast<int>(Precision::FP32)] = Flops;
  K.Kernel.PerThread.GlobalLoadBytes = Bytes;
  K.Bound.Cost = K.Kernel.PerThread;
  K.IntensityExpr = Expr::ratioStr(Flops, Bytes);
  K.IntensityLimit = 0.25;
  AnalysisResult R;
  R.Gpu = makeCustomMachine(10e12, 1e12);
  FileResult F;
  F.File = "k.cu";
  F.Kernels.push_back(K);
  R.Files.push_back(F);
  return R;
}

std::vector<std::string> lines(const std::string &Text) {
  std::vector<std::string> Out;
  std::istringstream In(Text);
  for (std::string L; std::getline(In, L);)
    Out.push_back(L);
  return Out;
}

} // namespace

TEST(FormatTest, OutcomeFollowsFailOn) {
  AnalysisResult R;
  R.Findings = {finding("roofline-memory-bound", Severity::Note),
                finding("roofline-uncoalesced-access", Severity::Warning)};
  RunOutcome O = runOutcome(R, Severity::Error);
  EXPECT_FALSE(O.Fails);
  EXPECT_EQ(O.exitCode(), 0);
  EXPECT_EQ(O.Text, "passes (fails on error)");
  O = runOutcome(R, Severity::Warning);
  EXPECT_TRUE(O.Fails);
  EXPECT_EQ(O.exitCode(), 1);
  EXPECT_EQ(O.Text, "fails on warning");
  O = runOutcome(R, std::nullopt);
  EXPECT_EQ(O.exitCode(), 0);
  EXPECT_EQ(O.Text, "");
}

TEST(FormatTest, OutcomeOfUnparsedFilesIsExitThree) {
  AnalysisResult R;
  R.Findings = {finding("roofline-parse-error", Severity::Error),
                finding("roofline-parse-error", Severity::Error, true),
                finding("roofline-not-analyzed", Severity::Error),
                finding("roofline-regression", Severity::Error)};
  RunOutcome O = runOutcome(R, Severity::Error);
  EXPECT_EQ(O.UnparsedFiles, 1u); // the suppressed one does not count
  EXPECT_EQ(O.UnanalyzedKernels, 1u);
  EXPECT_EQ(O.exitCode(), 3);
  EXPECT_EQ(O.Text, "fails on error: 1 file could not be parsed, 1 kernel "
                    "not analyzed");
  // Below --fail-on it does not fail the run.
  R.Findings = {finding("roofline-parse-error", Severity::Warning)};
  EXPECT_EQ(runOutcome(R, Severity::Error).exitCode(), 0);
  EXPECT_EQ(runOutcome(R, Severity::Warning).exitCode(), 3);
}

TEST(FormatTest, FindingsAtOrAboveComeMostImportantFirst) {
  AnalysisResult R;
  R.Findings = {
      finding("a", Severity::Note),    finding("b", Severity::Warning),
      finding("c", Severity::Error),   finding("d", Severity::Error, true),
      finding("e", Severity::Warning), finding("f", Severity::Off)};
  std::vector<std::string> Ids;
  for (const Finding *F : findingsAtOrAbove(R, Severity::Warning))
    Ids.push_back(F->Id);
  EXPECT_EQ(Ids, (std::vector<std::string>{"c", "b", "e"}));
  Ids.clear();
  for (const Finding *F : findingsAtOrAbove(R, Severity::Note))
    Ids.push_back(F->Id);
  EXPECT_EQ(Ids, (std::vector<std::string>{"c", "b", "e", "a"}));
}

// In the full readout, a line that a formula would take past 120 columns
// shows what the formula depends on instead; -v (Verbose) prints it whole.
TEST(FormatTest, TextReportShortensLongFormulas) {
  AnalysisResult R = longFormulaKernel();
  std::string ShortText, FullText;
  llvm::raw_string_ostream Short(ShortText), Full(FullText);
  ReportOptions S;
  S.FullReadout = true;
  printText(R, Short, S);
  ReportOptions V = S;
  V.Verbose = true;
  printText(R, Full, V);
  for (const std::string &L : lines(Short.str())) {
    if (L.rfind("  ", 0) == 0) {
      EXPECT_LE(L.size(), 120u) << L;
    }
  }
  EXPECT_NE(Short.str().find("  flops/thread    <formula in N_0, N_1, N_10, "
                             "N_11, ...>  (fp32 <formula>)\n"),
            std::string::npos)
      << Short.str();
  EXPECT_NE(Short.str().find("  intensity       0.25 FLOP/B as "),
            std::string::npos);
  EXPECT_NE(Short.str().find("-v prints it"), std::string::npos);
  EXPECT_NE(Full.str().find("  flops/thread    2*N_0 + 2*N_1 + "),
            std::string::npos);
  EXPECT_EQ(Full.str().find("<formula"), std::string::npos);
}

// Colour follows the stream: clang's escapes around the location (bold), the
// level (its colour, bold) and a finding's message (bold) when the stream's
// colours are on, and without them the very same text.
TEST(FormatTest, TextColoursFollowTheStream) {
  AnalysisResult R;
  FileResult F;
  F.File = "k.cu";
  R.Files.push_back(F);
  Finding W = finding("roofline-x", Severity::Warning);
  W.File = 0;
  W.Loc = {"k.cu", 3, 1};
  W.Message = "m";
  R.Findings.push_back(W);
  std::string PlainText, ColoredText;
  llvm::raw_string_ostream Plain(PlainText), Colored(ColoredText);
  printText(R, Plain);
  Colored.enable_colors(true);
  printText(R, Colored);
  EXPECT_EQ(PlainText.rfind("k.cu: note: no __global__ kernels found\n"
                            "k.cu:3:1: warning: m [roofline-x]\n",
                            0),
            0u)
      << PlainText;
  EXPECT_EQ(PlainText.find('\033'), std::string::npos);
  EXPECT_EQ(ColoredText.rfind("\033[1mk.cu: \033[0m\033[0;1;30mnote: \033[0m"
                              "no __global__ kernels found\n"
                              "\033[1mk.cu:3:1: \033[0m\033[0;1;35mwarning: "
                              "\033[0m\033[1mm [roofline-x]\033[0m\n",
                              0),
            0u)
      << ColoredText;
  EXPECT_EQ(std::regex_replace(ColoredText, std::regex("\033\\[[0-9;]*m"), ""),
            PlainText);
}
