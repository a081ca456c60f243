//===- FindingsTest.cpp ---------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Lint.h"
#include "roofline/Result/Outcome.h"
#include "roofline/Result/Verdict.h"
#include "roofline/Roofline/Placement.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace roofline;

namespace {

// 10 TFLOP/s, 1 TB/s: ridge 10 FLOP/B.
Machine gpu() {
  Machine M = makeCustomMachine(10e12, 1e12);
  M.Id = "g";
  M.Name = "G";
  return M;
}

Placement at(double Flops, double Bytes) {
  FlopsAndBytes A;
  A.Flops[static_cast<int>(Precision::FP32)] = Flops;
  A.GlobalBytes = Bytes;
  return place(A, gpu());
}

KernelResult kernel(const std::string &Name, double Flops, double Bytes) {
  KernelResult K;
  K.Kernel.Name = Name;
  K.Kernel.Loc = {"k.cu", 3, 17};
  K.Roof = at(Flops, Bytes);
  K.Intensity = Flops / Bytes;
  return K;
}

AnalysisResult result(std::vector<KernelResult> Ks) {
  AnalysisResult R;
  R.Gpu = gpu();
  FileResult F;
  F.File = "k.cu";
  F.Kernels = std::move(Ks);
  R.Files.push_back(F);
  return R;
}

std::vector<std::string> ids(const AnalysisResult &R) {
  std::vector<std::string> V;
  for (const Finding &F : R.Findings)
    V.push_back(F.Id);
  return V;
}

void run(AnalysisResult &R, const Policy &P) {
  computeFindings(R, [&](size_t) -> const Policy & { return P; });
}

} // namespace

TEST(FindingsTest, MemoryBoundKernelIsANote) {
  AnalysisResult R = result({kernel("k", 2, 8)}); // 0.25 < ridge 10
  run(R, Policy());
  ASSERT_EQ(ids(R), std::vector<std::string>{"roofline-memory-bound"});
  const Finding &F = R.Findings[0];
  EXPECT_EQ(F.Level, Severity::Note);
  EXPECT_EQ(F.Loc.Line, 3u);
  EXPECT_EQ(F.Kernel, "k");
  EXPECT_NE(F.Message.find("intensity 0.25 FLOP/B is below the ridge 10"),
            std::string::npos)
      << F.Message;
  EXPECT_NE(F.Message.find("250 GFLOP/s = 2.5 % of fp32 peak"),
            std::string::npos)
      << F.Message;
  EXPECT_TRUE(countFindings(R).fails(Severity::Note));
  EXPECT_FALSE(countFindings(R).fails(Severity::Warning));
}

TEST(FindingsTest, ComputeBoundKernelHasNoFinding) {
  AnalysisResult R = result({kernel("k", 200, 8)}); // 25 > 10
  run(R, Policy());
  EXPECT_TRUE(R.Findings.empty());
  EXPECT_FALSE(countFindings(R).fails(Severity::Note));
}

TEST(FindingsTest, ThresholdsFireOnlyWhenSet) {
  AnalysisResult R = result({kernel("k", 40, 8)}); // 5 FLOP/B, 50 % of peak
  Policy P;
  P.Levels = {{"roofline-memory-bound", Severity::Off}};
  run(R, P);
  EXPECT_TRUE(R.Findings.empty());
  P.setOption(DiagId::LowCeiling, "min-percent-of-peak", 60);
  P.setOption(DiagId::LowIntensity, "min-intensity", 4);
  run(R, P);
  EXPECT_EQ(ids(R), std::vector<std::string>{"roofline-low-ceiling"});
  P.setOption(DiagId::LowIntensity, "min-intensity", 6);
  run(R, P);
  EXPECT_EQ(ids(R), (std::vector<std::string>{"roofline-low-ceiling",
                                              "roofline-low-intensity"}));
  P.setOption(DiagId::LowCeiling, "min-percent-of-peak",
              50); // at the threshold: not below it
  run(R, P);
  EXPECT_EQ(ids(R), std::vector<std::string>{"roofline-low-intensity"});
}

TEST(FindingsTest, TheWorstLaunchIsCited) {
  KernelResult K = kernel("k", 2, 8);
  for (double Bytes : {4.0, 16.0, 8.0}) {
    LaunchResult L;
    L.Site.Loc = {"main.cu", static_cast<unsigned>(Bytes), 3};
    L.Roof = at(2, Bytes);
    L.Intensity = 2 / Bytes;
    K.Launches.push_back(L);
  }
  AnalysisResult R = result({K});
  run(R, Policy());
  ASSERT_EQ(R.Findings.size(), 1u);
  EXPECT_EQ(R.Findings[0].Launch, 1); // 2/16: the lowest ceiling
  EXPECT_NE(R.Findings[0].Message.find("(launch at main.cu:16)"),
            std::string::npos);
  EXPECT_EQ(R.Findings[0].Loc.File, "k.cu"); // findings sit on the kernel
}

TEST(FindingsTest, AssumptionsAreNotesOnceEach) {
  KernelResult K = kernel("k", 200, 8);
  Assumption A{
      "roofline-unknown-trip-count", "loop counted once", {"k.cu", 5, 3}};
  K.Kernel.Assumptions.push_back(A);
  LaunchResult L;
  L.Roof = at(200, 8);
  L.Intensity = 25;
  L.Assumptions.push_back(A); // the same one, repeated by the launch
  K.Launches.push_back(L);
  AnalysisResult R = result({K});
  run(R, Policy());
  ASSERT_EQ(ids(R), std::vector<std::string>{"roofline-unknown-trip-count"});
  EXPECT_EQ(R.Findings[0].Level, Severity::Note);
  EXPECT_EQ(R.Findings[0].Loc.Line, 5u);
}

TEST(FindingsTest, NotAnalyzedIsAnError) {
  KernelResult K;
  K.Kernel.Name = "k";
  K.Kernel.Analyzed = false;
  K.Kernel.NotAnalyzedReason = "no body";
  AnalysisResult R = result({K});
  run(R, Policy());
  ASSERT_EQ(ids(R), std::vector<std::string>{"roofline-not-analyzed"});
  EXPECT_EQ(R.Findings[0].Level, Severity::Error);
}

TEST(FindingsTest, FingerprintsIgnoreLineNumbers) {
  AnalysisResult A = result({kernel("k", 2, 8)});
  AnalysisResult B = A;
  B.Files[0].Kernels[0].Kernel.Loc.Line = 40;
  run(A, Policy());
  run(B, Policy());
  ASSERT_EQ(A.Findings.size(), 1u);
  EXPECT_EQ(A.Findings[0].Fingerprint, B.Findings[0].Fingerprint);
  EXPECT_EQ(A.Findings[0].Fingerprint.size(), 16u);
  AnalysisResult C = result({kernel("other", 2, 8)});
  run(C, Policy());
  EXPECT_NE(A.Findings[0].Fingerprint, C.Findings[0].Fingerprint);
}

TEST(FindingsTest, SuppressedFindingsDoNotCount) {
  AnalysisResult R = result({kernel("k", 2, 8)});
  run(R, Policy());
  R.Findings[0].Suppressed = true;
  EXPECT_FALSE(countFindings(R).fails(Severity::Note));
}

namespace {

/// A launch placed by the traffic model: requested, sector and compulsory
/// bytes for the same FLOPs.
LaunchResult trafficLaunch(double Flops, double Requested, double Sectors,
                           double Compulsory) {
  LaunchResult L;
  L.Site.Loc = {"main.cu", 20, 3};
  L.Totals.Flops[static_cast<int>(Precision::FP32)] =
      Expr(static_cast<int64_t>(Flops));
  L.Totals.GlobalLoadBytes = Expr(static_cast<int64_t>(Requested));
  L.Roof = at(Flops, Requested);
  L.Intensity = Flops / Requested;
  L.SectorRoof = at(Flops, Sectors);
  L.SectorIntensity = Flops / Sectors;
  L.SoundRoof = at(Flops, Compulsory);
  L.CompulsoryIntensity = Flops / Compulsory;
  L.Verdict = trafficVerdict(Flops, *L.SectorRoof, *L.SoundRoof);
  L.SoundTimeS = std::max(Compulsory / 1e12, Flops / 10e12);
  L.NoReuseTimeS = std::max(Sectors / 1e12, Flops / 10e12);
  L.Sectors.Computed = L.Compulsory.Computed = true;
  return L;
}

} // namespace

TEST(FindingsTest, MemoryBoundAtAnyReuseIsJudgedOnCompulsoryBytes) {
  KernelResult K = kernel("k", 2, 8);
  K.Launches.push_back(trafficLaunch(2, 8, 8, 8)); // 0.25 with any reuse
  AnalysisResult R = result({K});
  run(R, Policy());
  ASSERT_EQ(ids(R), std::vector<std::string>{"roofline-memory-bound"});
  EXPECT_NE(R.Findings[0].Message.find("memory-bound at any cache behaviour"),
            std::string::npos)
      << R.Findings[0].Message;
  EXPECT_EQ(R.Findings[0].Level, Severity::Note);
}

TEST(FindingsTest, ReuseCapturedMeansNoMemoryBoundFinding) {
  // 0.25 FLOP/B requested and without reuse, 100 with perfect reuse.
  KernelResult K = kernel("k", 200, 800);
  K.Launches.push_back(trafficLaunch(200, 800, 800, 2));
  AnalysisResult R = result({K});
  run(R, Policy());
  for (const Finding &F : R.Findings)
    EXPECT_NE(F.Id, "roofline-memory-bound");
}

TEST(FindingsTest, LaunchesCountedAlikeGetNoVerdict) {
  KernelResult K = kernel("k", 2, 8);
  K.Kernel.ThreadsDiffer = true;
  LaunchResult L = trafficLaunch(2, 8, 8, 8);
  L.Verdict.reset();
  L.ThreadsFellBack = true;
  K.Launches.push_back(L);
  AnalysisResult R = result({K});
  run(R, Policy());
  EXPECT_TRUE(R.Findings.empty());
}

TEST(FindingsTest, KernelWhoseThreadsDifferHasNoVerdictWithoutALaunch) {
  KernelResult K = kernel("k", 2, 8);
  K.Kernel.ThreadsDiffer = true;
  AnalysisResult R = result({K});
  run(R, Policy());
  EXPECT_TRUE(R.Findings.empty());
}

// The remark and the findings share one verdict: a launch the traffic model
// placed speaks over one placed on requested bytes, even when the latter
// sits lower, and the findings judge that launch alone.
TEST(FindingsTest, TheTrafficLaunchSpeaksForTheKernel) {
  KernelResult K = kernel("k", 200, 800);
  K.Launches.push_back(trafficLaunch(200, 800, 800, 2)); // reuse captured
  LaunchResult Requested;
  Requested.Site.Loc = {"main.cu", 30, 3};
  Requested.Roof = at(2, 8); // 0.25 FLOP/B on requested bytes
  Requested.Intensity = 0.25;
  K.Launches.push_back(Requested);
  KernelVerdict V = kernelVerdict(K);
  EXPECT_EQ(V.Regime, KernelRegime::ComputeBoundIfReused);
  EXPECT_EQ(V.Launch, 0);
  EXPECT_TRUE(V.Traffic);
  EXPECT_EQ(regimeText(V), "compute-bound only if reuse is captured");
  AnalysisResult R = result({K});
  run(R, Policy());
  for (const Finding &F : R.Findings) {
    EXPECT_NE(F.Id, "roofline-memory-bound");
    EXPECT_NE(F.Launch, 1) << F.Id;
  }
}

// Without a traffic launch, the requested-bytes launch speaks, not the
// kernel's own per-thread placement.
TEST(FindingsTest, ALaunchOnRequestedBytesSpeaksBeforeTheKernel) {
  KernelResult K = kernel("k", 200, 8); // compute-bound per thread
  LaunchResult L;
  L.Site.Loc = {"main.cu", 30, 3};
  L.Roof = at(2, 8);
  L.Intensity = 0.25;
  K.Launches.push_back(L);
  KernelVerdict V = kernelVerdict(K);
  EXPECT_EQ(V.Regime, KernelRegime::MemoryBound);
  EXPECT_EQ(V.Launch, 0);
  EXPECT_FALSE(V.Traffic);
  AnalysisResult R = result({K});
  run(R, Policy());
  ASSERT_EQ(ids(R), std::vector<std::string>{"roofline-memory-bound"});
  EXPECT_EQ(R.Findings[0].Launch, 0);
}

// A kernel whose threads differ has no verdict without a launch, and says
// why; neither the remark nor a finding places it.
TEST(FindingsTest, ThreadsDifferMeansNoVerdict) {
  KernelResult K = kernel("k", 2, 8);
  K.Kernel.ThreadsDiffer = true;
  KernelVerdict V = kernelVerdict(K);
  EXPECT_EQ(V.Regime, KernelRegime::None);
  EXPECT_EQ(V.Roof, nullptr);
  EXPECT_NE(V.Reason.find("threads differ"), std::string::npos);
}
