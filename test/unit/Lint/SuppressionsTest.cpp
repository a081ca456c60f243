//===- SuppressionsTest.cpp -----------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Lint.h"

#include <gtest/gtest.h>

using namespace roofline;

TEST(SuppressionsTest, NolintWithIdAndReason) {
  auto S = parseSuppressions(
      "__global__ void k() // NOLINT(roofline-memory-bound): streams once");
  ASSERT_EQ(S.size(), 1u);
  EXPECT_FALSE(S[0].NextLine);
  EXPECT_EQ(S[0].Ids, std::vector<std::string>{"roofline-memory-bound"});
  EXPECT_EQ(S[0].Reason, "streams once");
}

TEST(SuppressionsTest, NextLineWithSeveralIds) {
  auto S = parseSuppressions(
      "// NOLINTNEXTLINE(roofline-low-ceiling, roofline-unknown-*) - tuned");
  ASSERT_EQ(S.size(), 1u);
  EXPECT_TRUE(S[0].NextLine);
  EXPECT_EQ(S[0].Ids, (std::vector<std::string>{"roofline-low-ceiling",
                                                "roofline-unknown-*"}));
  EXPECT_EQ(S[0].Reason, "tuned");
}

TEST(SuppressionsTest, BareNolintNamesNothing) {
  EXPECT_TRUE(parseSuppressions("int x; // NOLINT").empty());
  EXPECT_TRUE(parseSuppressions("// NOLINTBEGIN(roofline-*)").empty());
}

TEST(SuppressionsTest, BlockCommentReasonStopsAtClose) {
  auto S = parseSuppressions("/* NOLINT(roofline-memory-bound) by design */");
  ASSERT_EQ(S.size(), 1u);
  EXPECT_EQ(S[0].Reason, "by design");
}

namespace {

AnalysisResult oneKernel(unsigned Line) {
  AnalysisResult R;
  FileResult F;
  F.File = "k.cu";
  KernelResult K;
  K.Kernel.Name = "k";
  K.Kernel.Loc = {"k.cu", Line, 17};
  F.Kernels.push_back(K);
  R.Files.push_back(F);
  Finding Fd;
  Fd.Id = "roofline-memory-bound";
  Fd.Loc = K.Kernel.Loc;
  Fd.File = 0;
  Fd.KernelIndex = 0;
  R.Findings.push_back(Fd);
  Finding Other = Fd;
  Other.Id = "roofline-low-ceiling";
  R.Findings.push_back(Other);
  return R;
}

void apply(AnalysisResult &R, const std::vector<std::string> &Lines) {
  applySuppressions(R, [&](const std::string &) -> const std::vector<std::string> & {
    return Lines;
  });
}

} // namespace

TEST(SuppressionsTest, OnTheKernelLine) {
  AnalysisResult R = oneKernel(2);
  apply(R, {"#include <x>",
            "__global__ void k(float *x) { // NOLINT(roofline-memory-bound)"});
  EXPECT_TRUE(R.Findings[0].Suppressed);
  EXPECT_FALSE(R.Findings[1].Suppressed);
}

TEST(SuppressionsTest, InTheCommentBlockAboveATemplateHeader) {
  AnalysisResult R = oneKernel(5);
  apply(R, {"}",
            "// Streams its input once.",
            "// NOLINT(roofline-*): a copy kernel",
            "template <int B>",
            "__global__ void k(float *x) {"});
  EXPECT_TRUE(R.Findings[0].Suppressed);
  EXPECT_TRUE(R.Findings[1].Suppressed);
  EXPECT_EQ(R.Findings[0].SuppressionReason, "a copy kernel");
}

TEST(SuppressionsTest, StopsAtTheEndOfThePreviousDeclaration) {
  AnalysisResult R = oneKernel(4);
  apply(R, {"// NOLINT(roofline-memory-bound)",
            "__global__ void other() {}",
            "",
            "__global__ void k(float *x) {"});
  EXPECT_FALSE(R.Findings[0].Suppressed);
}

TEST(SuppressionsTest, OtherIdsDoNotSuppress) {
  AnalysisResult R = oneKernel(1);
  apply(R, {"__global__ void k() {} // NOLINT(roofline-low-intensity)"});
  EXPECT_FALSE(R.Findings[0].Suppressed);
  EXPECT_FALSE(R.Findings[1].Suppressed);
}

TEST(SuppressionsTest, AnAssumptionOnItsOwnLine) {
  AnalysisResult R = oneKernel(1);
  R.Findings.resize(1);
  R.Findings[0].Id = "roofline-unknown-trip-count";
  R.Findings[0].Loc = {"k.cu", 3, 5};
  apply(R, {"__global__ void k(int n) {",
            "  // NOLINTNEXTLINE(roofline-unknown-trip-count)",
            "  while (f()) x++;",
            "}"});
  EXPECT_TRUE(R.Findings[0].Suppressed);
}
