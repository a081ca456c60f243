//===- BaselineTest.cpp ---------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "../Take.h"
#include "roofline/Lint/Lint.h"
#include "roofline/Roofline/Placement.h"

#include "../ScratchDir.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

using roofline::test::take;

using namespace roofline;

namespace {

Machine gpu() { return makeCustomMachine(10e12, 1e12); }

KernelResult kernel(const std::string &Name, double Flops, double Bytes) {
  FlopsAndBytes A;
  A.Flops[static_cast<int>(Precision::FP32)] = Flops;
  A.GlobalBytes = Bytes;
  KernelResult K;
  K.Kernel.Name = Name;
  K.Kernel.Loc = {"k.cu", 3, 17};
  K.Roof = place(A, gpu());
  K.Intensity = Flops / Bytes;
  return K;
}

BaselineReport base(double Intensity, double Ceiling, const char *Bound) {
  BaselineReport B;
  B.Path = "old.json";
  BaselineKernel K;
  K.File = "k.cu";
  K.Name = "k";
  K.Kernel.Intensity = Intensity;
  K.Kernel.Ceiling = Ceiling;
  K.Kernel.Bound = Bound;
  B.Kernels.push_back(K);
  return B;
}

AnalysisResult result(KernelResult K) {
  AnalysisResult R;
  R.Gpu = gpu();
  FileResult F;
  F.File = "k.cu";
  F.Kernels.push_back(K);
  R.Files.push_back(F);
  return R;
}

} // namespace

TEST(BaselineTest, DeltasInPercent) {
  AnalysisResult R = result(kernel("k", 4, 8)); // 0.5 FLOP/B, 500 GFLOP/s
  compareWithBaseline(R, base(0.25, 250e9, "memory"));
  const auto &D = R.Files[0].Kernels[0].Baseline;
  ASSERT_TRUE(D);
  EXPECT_FALSE(D->New);
  EXPECT_DOUBLE_EQ(*D->IntensityChangePercent, 100);
  EXPECT_DOUBLE_EQ(*D->CeilingChangePercent, 100);
  EXPECT_EQ(D->OldBound, "memory");
  EXPECT_EQ(D->NewBound, "memory");
}

TEST(BaselineTest, RegressionBeyondTheLimitIsAFinding) {
  AnalysisResult R = result(kernel("k", 2, 8));       // 250 GFLOP/s
  compareWithBaseline(R, base(0.5, 500e9, "memory")); // -50 %
  Policy P;
  P.Levels = {{"roofline-memory-bound", Severity::Off}};
  computeFindings(R, [&](size_t) -> const Policy & { return P; });
  ASSERT_EQ(R.Findings.size(), 1u);
  EXPECT_EQ(R.Findings[0].Id, "roofline-regression");
  EXPECT_EQ(R.Findings[0].Level, Severity::Error);
  EXPECT_NE(R.Findings[0].Message.find("500 GFLOP/s -> 250 GFLOP/s (-50.0 %)"),
            std::string::npos)
      << R.Findings[0].Message;
  P.setOption(DiagId::Regression, "max-regression-percent", 60);
  computeFindings(R, [&](size_t) -> const Policy & { return P; });
  EXPECT_TRUE(R.Findings.empty());
}

TEST(BaselineTest, BoundFlipToMemoryIsARegression) {
  AnalysisResult R = result(kernel("k", 96, 10)); // 9.6: memory, 9.6 TFLOP/s
  compareWithBaseline(R, base(10, 9.7e12, "compute")); // -1 % only
  Policy P;
  P.Levels = {{"roofline-memory-bound", Severity::Off}};
  computeFindings(R, [&](size_t) -> const Policy & { return P; });
  ASSERT_EQ(R.Findings.size(), 1u);
  EXPECT_NE(R.Findings[0].Message.find("now memory-bound"), std::string::npos);
}

TEST(BaselineTest, CrossingTheRidgeWithAHigherCeilingIsNoRegression) {
  // From compute-bound at 1 TFLOP/s (a slow precision's peak) to
  // memory-bound at 2.5 TFLOP/s: faster, so no finding.
  AnalysisResult R = result(kernel("k", 20, 8)); // 2.5 FLOP/B, memory
  compareWithBaseline(R, base(40, 1e12, "compute"));
  Policy P;
  P.Levels = {{"roofline-memory-bound", Severity::Off}};
  computeFindings(R, [&](size_t) -> const Policy & { return P; });
  EXPECT_TRUE(R.Findings.empty());
  EXPECT_DOUBLE_EQ(*R.Files[0].Kernels[0].Baseline->CeilingChangePercent, 150);
}

TEST(BaselineTest, OverloadsMatchInOrder) {
  AnalysisResult R = result(kernel("k", 2, 8));
  R.Files[0].Kernels.push_back(kernel("k", 4, 8));
  BaselineReport B = base(0.25, 250e9, "memory");
  BaselineKernel Second = B.Kernels[0];
  Second.Kernel.Intensity = 0.5;
  Second.Kernel.Ceiling = 500e9;
  B.Kernels.push_back(Second);
  compareWithBaseline(R, B);
  EXPECT_DOUBLE_EQ(*R.Files[0].Kernels[0].Baseline->CeilingChangePercent, 0);
  EXPECT_DOUBLE_EQ(*R.Files[0].Kernels[1].Baseline->CeilingChangePercent, 0);
  EXPECT_TRUE(R.BaselineGone.empty());
}

TEST(BaselineTest, NameOnlyMatchNeedsTheOldFileGone) {
  AnalysisResult R = result(kernel("other", 2, 8));
  KernelResult Same = kernel("k", 2, 8);
  Same.Kernel.Loc.File = "new.cu"; // a new kernel named like k.cu's
  R.Files[0].Kernels.push_back(Same);
  R.Files[0].Kernels[0].Kernel.Loc.File = "k.cu"; // k.cu is still analyzed
  compareWithBaseline(R, base(0.5, 500e9, "memory"));
  EXPECT_TRUE(R.Files[0].Kernels[1].Baseline->New);
}

TEST(BaselineTest, NewAndGoneKernels) {
  AnalysisResult R = result(kernel("fresh", 2, 8));
  compareWithBaseline(R, base(0.25, 250e9, "memory"));
  ASSERT_TRUE(R.Files[0].Kernels[0].Baseline);
  EXPECT_TRUE(R.Files[0].Kernels[0].Baseline->New);
  EXPECT_EQ(R.BaselineGone, std::vector<std::string>{"k (k.cu)"});
}

TEST(BaselineTest, MovedFileMatchesByUniqueName) {
  AnalysisResult R = result(kernel("k", 2, 8));
  R.Files[0].Kernels[0].Kernel.Loc.File = "src/k.cu";
  compareWithBaseline(R, base(0.25, 250e9, "memory"));
  EXPECT_FALSE(R.Files[0].Kernels[0].Baseline->New);
}

TEST(BaselineTest, LoadsAJsonReport) {
  std::string Path = roofline::test::scratchDir() + "baseline.json";
  std::ofstream(Path) << R"({"schema_version": 2, "gpu": {"id": "g"},
    "kernels": [{"name": "k", "file": "k.cu", "intensity": null,
                 "intensity_limit": 0.25,
                 "roofline": {"ceiling_flops_per_s": 1.5e11, "bound": "memory"},
                 "launches": [{"intensity": 0.5,
                   "roofline": {"ceiling_flops_per_s": 3e11, "bound": "memory"}}]}]})";
  BaselineReport B;
  std::string Error;
  ASSERT_TRUE(take(loadBaseline(Path), B, Error)) << Error;
  EXPECT_EQ(B.Gpu, "g");
  ASSERT_EQ(B.Kernels.size(), 1u);
  EXPECT_DOUBLE_EQ(*B.Kernels[0].Kernel.Intensity, 0.25); // the limit
  ASSERT_EQ(B.Kernels[0].Launches.size(), 1u);
  EXPECT_DOUBLE_EQ(*B.Kernels[0].Launches[0].Ceiling, 3e11);
  std::remove(Path.c_str());
}

TEST(BaselineTest, RejectsWhatIsNotAReport) {
  std::string Path = roofline::test::scratchDir() + "not-a-report.json";
  BaselineReport B;
  std::string Error;
  std::ofstream(Path) << "{\"kernels\": []}";
  EXPECT_FALSE(take(loadBaseline(Path), B, Error));
  EXPECT_NE(Error.find("not a roofline-lint JSON report"), std::string::npos);
  std::ofstream(Path) << "{\"schema_version\": 1, \"kernels\": []}";
  EXPECT_FALSE(take(loadBaseline(Path), B, Error));
  EXPECT_NE(Error.find("schema_version 1 is not supported"), std::string::npos);
  std::ofstream(Path) << "{";
  EXPECT_FALSE(take(loadBaseline(Path), B, Error));
  EXPECT_NE(Error.find("not a JSON report"), std::string::npos);
  EXPECT_FALSE(take(loadBaseline(Path + ".missing"), B, Error));
  EXPECT_NE(Error.find("cannot read"), std::string::npos);
  EXPECT_FALSE(take(loadBaseline(roofline::test::scratchDir()), B,
                    Error)); // a directory
  EXPECT_NE(Error.find("cannot read"), std::string::npos);
  std::remove(Path.c_str());
}
