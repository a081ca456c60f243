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
  EXPECT_EQ(S[0].Form, SuppressionForm::Line);
  EXPECT_EQ(S[0].Ids, std::vector<std::string>{"roofline-memory-bound"});
  EXPECT_EQ(S[0].Column, 24u);
  EXPECT_EQ(S[0].IdColumns, std::vector<unsigned>{31});
  EXPECT_EQ(S[0].Reason, "streams once");
}

TEST(SuppressionsTest, NextLineWithSeveralIds) {
  auto S = parseSuppressions(
      "// NOLINTNEXTLINE(roofline-low-ceiling, roofline-unknown-*) - tuned");
  ASSERT_EQ(S.size(), 1u);
  EXPECT_EQ(S[0].Form, SuppressionForm::NextLine);
  EXPECT_EQ(S[0].Ids, (std::vector<std::string>{"roofline-low-ceiling",
                                                "roofline-unknown-*"}));
  // Each id's own column, past the blank after the comma.
  EXPECT_EQ(S[0].IdColumns, (std::vector<unsigned>{19, 41}));
  EXPECT_EQ(S[0].Reason, "tuned");
}

TEST(SuppressionsTest, BareNolintNamesNothing) {
  EXPECT_TRUE(parseSuppressions("int x; // NOLINT").empty());
  EXPECT_TRUE(parseSuppressions("// NOLINTBEGIN").empty());
  EXPECT_TRUE(parseSuppressions("// NOLINTEND").empty());
}

TEST(SuppressionsTest, BeginAndEnd) {
  auto B = parseSuppressions("// NOLINTBEGIN(roofline-*): generated code");
  ASSERT_EQ(B.size(), 1u);
  EXPECT_EQ(B[0].Form, SuppressionForm::Begin);
  EXPECT_EQ(B[0].Ids, std::vector<std::string>{"roofline-*"});
  EXPECT_EQ(B[0].Reason, "generated code");
  auto E = parseSuppressions("  // NOLINTEND(roofline-*)");
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].Form, SuppressionForm::End);
  EXPECT_EQ(E[0].Column, 6u);
}

TEST(SuppressionsTest, OnlyCommentsNamingRooflineAreOurs) {
  auto S = parseSuppressions(
      "// NOLINT(bugprone-foo) NOLINT(roofline-x, cert-y) NOLINT(*)");
  ASSERT_EQ(S.size(), 3u);
  EXPECT_FALSE(S[0].namesRoofline());
  EXPECT_TRUE(S[1].namesRoofline()); // an unknown roofline id: ours to check
  EXPECT_TRUE(S[2].namesRoofline()); // clang-tidy's "every check"
}

TEST(ScanSuppressionsTest, PairsBeginWithEnd) {
  auto F = scanSuppressions({"// NOLINTBEGIN(roofline-memory-bound)",
                             "// NOLINTBEGIN(roofline-*)",
                             "__global__ void k();", "// NOLINTEND(roofline-*)",
                             "// NOLINTEND(roofline-memory-bound)"});
  ASSERT_EQ(F.Comments.size(), 4u);
  EXPECT_EQ(F.Comments[0].Line, 1u);
  EXPECT_EQ(F.Comments[0].Partner, 3);
  EXPECT_EQ(F.Comments[1].Partner, 2);
  EXPECT_EQ(F.Comments[2].Partner, 1);
  EXPECT_EQ(F.Comments[3].Partner, 0);
}

TEST(ScanSuppressionsTest, AnEndClosesOnlyTheInnermostRegion) {
  // Closing the outer region first, as clang-tidy sees it: the END names
  // other ids than the innermost BEGIN, so neither pairs.
  auto F = scanSuppressions({"// NOLINTBEGIN(roofline-memory-bound)",
                             "// NOLINTBEGIN(roofline-low-ceiling)",
                             "// NOLINTEND(roofline-memory-bound)"});
  ASSERT_EQ(F.Comments.size(), 3u);
  EXPECT_EQ(F.Comments[0].Partner, -1);
  EXPECT_EQ(F.Comments[1].Partner, -1);
  EXPECT_EQ(F.Comments[2].Partner, -1);
  EXPECT_EQ(F.Comments[2].InnermostOpen, 1);
}

TEST(ScanSuppressionsTest, UnpairedEndsAndBeginsAndOtherTools) {
  auto F = scanSuppressions(
      {"// NOLINTEND(roofline-*)", "// NOLINTBEGIN(bugprone-foo)",
       "// NOLINTBEGIN(roofline-*)", "// NOLINTEND(bugprone-foo)"});
  // Other tools' regions are theirs: not listed, not paired.
  ASSERT_EQ(F.Comments.size(), 2u);
  EXPECT_EQ(F.Comments[0].S.Form, SuppressionForm::End);
  EXPECT_EQ(F.Comments[0].Partner, -1);
  EXPECT_EQ(F.Comments[0].InnermostOpen, -1);
  EXPECT_EQ(F.Comments[1].S.Form, SuppressionForm::Begin);
  EXPECT_EQ(F.Comments[1].Line, 3u);
  EXPECT_EQ(F.Comments[1].Partner, -1);
}

TEST(ScanSuppressionsTest, EndMustNameTheSameIds) {
  auto F = scanSuppressions(
      {"// NOLINTBEGIN(roofline-memory-bound, roofline-low-ceiling)",
       "// NOLINTEND(roofline-memory-bound,roofline-low-ceiling)",
       "// NOLINTBEGIN(roofline-memory-bound)", "// NOLINTEND(roofline-*)"});
  ASSERT_EQ(F.Comments.size(), 4u);
  EXPECT_EQ(F.Comments[0].Partner, 1); // blanks do not matter
  EXPECT_EQ(F.Comments[2].Partner, -1);
  EXPECT_EQ(F.Comments[3].Partner, -1);
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
  applySuppressions(
      R, [&](const std::string &) -> const std::vector<std::string> & {
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
  apply(R, {"}", "// Streams its input once.",
            "// NOLINT(roofline-*): a copy kernel", "template <int B>",
            "__global__ void k(float *x) {"});
  EXPECT_TRUE(R.Findings[0].Suppressed);
  EXPECT_TRUE(R.Findings[1].Suppressed);
  EXPECT_EQ(R.Findings[0].SuppressionReason, "a copy kernel");
}

TEST(SuppressionsTest, StopsAtTheEndOfThePreviousDeclaration) {
  AnalysisResult R = oneKernel(4);
  apply(R, {"// NOLINT(roofline-memory-bound)", "__global__ void other() {}",
            "", "__global__ void k(float *x) {"});
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
            "  while (f()) x++;", "}"});
  EXPECT_TRUE(R.Findings[0].Suppressed);
}

TEST(SuppressionsTest, ARegionAroundTheKernelName) {
  AnalysisResult R = oneKernel(3);
  apply(R, {"// NOLINTBEGIN(roofline-memory-bound): generated",
            "template <int B>", "__global__ void k(float *x) {", "}",
            "// NOLINTEND(roofline-memory-bound)"});
  EXPECT_TRUE(R.Findings[0].Suppressed);
  EXPECT_EQ(R.Findings[0].SuppressionReason, "generated");
  EXPECT_FALSE(R.Findings[1].Suppressed);
  EXPECT_EQ(R.Findings.size(), 2u); // a paired region is no finding
}

TEST(SuppressionsTest, ARegionEndsAtItsEnd) {
  AnalysisResult R = oneKernel(4);
  apply(R, {"// NOLINTBEGIN(roofline-*)", "__device__ int f();",
            "// NOLINTEND(roofline-*)", "__global__ void k(float *x) {"});
  EXPECT_FALSE(R.Findings[0].Suppressed);
  EXPECT_FALSE(R.Findings[1].Suppressed);
}

TEST(SuppressionsTest, ARegionAroundAnAssumptionAlone) {
  AnalysisResult R = oneKernel(1);
  R.Findings[1].Id = "roofline-unknown-trip-count";
  R.Findings[1].Loc = {"k.cu", 3, 5};
  apply(R,
        {"__global__ void k(int n) {",
         "  // NOLINTBEGIN(roofline-unknown-trip-count)", "  while (f()) x++;",
         "  // NOLINTEND(roofline-unknown-trip-count)", "}"});
  EXPECT_FALSE(R.Findings[0].Suppressed);
  EXPECT_TRUE(R.Findings[1].Suppressed);
}

namespace {

std::vector<const Finding *> withId(const AnalysisResult &R,
                                    const std::string &Id) {
  std::vector<const Finding *> Out;
  for (const Finding &F : R.Findings)
    if (F.Id == Id)
      Out.push_back(&F);
  return Out;
}

} // namespace

TEST(SuppressionsTest, AnUnpairedBeginSuppressesNothingAndIsReported) {
  AnalysisResult R = oneKernel(2);
  apply(R, {"// NOLINTBEGIN(roofline-memory-bound)",
            "__global__ void k(float *x) {"});
  EXPECT_FALSE(R.Findings[0].Suppressed);
  auto Invalid = withId(R, "roofline-invalid-suppression");
  ASSERT_EQ(Invalid.size(), 1u);
  EXPECT_EQ(Invalid[0]->Loc.Line, 1u);
  EXPECT_EQ(Invalid[0]->Loc.Column, 4u);
  EXPECT_EQ(Invalid[0]->Level, Severity::Warning);
  EXPECT_EQ(Invalid[0]->KernelIndex, -1);
  EXPECT_EQ(Invalid[0]->Message,
            "NOLINTBEGIN(roofline-memory-bound) has no "
            "NOLINTEND(roofline-memory-bound) after it; it suppresses nothing");
}

TEST(SuppressionsTest, AnUnknownIdIsReportedWithTheClosestId) {
  AnalysisResult R = oneKernel(1);
  apply(R,
        {"__global__ void k() {} // NOLINT(roofline-memry-bound, bugprone-x)"});
  EXPECT_FALSE(R.Findings[0].Suppressed);
  auto Invalid = withId(R, "roofline-invalid-suppression");
  ASSERT_EQ(Invalid.size(), 1u); // bugprone-x is another tool's
  EXPECT_EQ(Invalid[0]->Loc.Column, 34u);
  EXPECT_EQ(Invalid[0]->Message,
            "NOLINT names unknown id 'roofline-memry-bound', which suppresses "
            "nothing; did you mean 'roofline-memory-bound'?");
}

TEST(SuppressionsTest, UnusedIdsOnlyOnRequest) {
  const std::vector<std::string> Lines = {
      "__global__ void k() {} // NOLINT(roofline-memory-bound, "
      "roofline-low-intensity)"};
  AnalysisResult Plain = oneKernel(1);
  apply(Plain, Lines);
  EXPECT_TRUE(withId(Plain, "roofline-unused-suppression").empty());

  AnalysisResult R = oneKernel(1);
  Policy P;
  P.ReportUnusedSuppressions = true;
  applySuppressions(
      R,
      [&](const std::string &) -> const std::vector<std::string> & {
        return Lines;
      },
      [&](size_t) -> const Policy & { return P; });
  auto Unused = withId(R, "roofline-unused-suppression");
  ASSERT_EQ(Unused.size(), 1u);
  EXPECT_EQ(Unused[0]->Message, "NOLINT names 'roofline-low-intensity', which "
                                "suppressed no finding in this run");
  EXPECT_EQ(Unused[0]->Loc.Column, 57u);
}

TEST(SuppressionsTest, APatternIsUsedWhenItSuppressesAnything) {
  const std::vector<std::string> Lines = {
      "__global__ void k() {} // NOLINT(roofline-*)"};
  AnalysisResult R = oneKernel(1);
  R.Findings.resize(1);
  Policy P;
  P.ReportUnusedSuppressions = true;
  applySuppressions(
      R,
      [&](const std::string &) -> const std::vector<std::string> & {
        return Lines;
      },
      [&](size_t) -> const Policy & { return P; });
  EXPECT_TRUE(R.Findings[0].Suppressed);
  EXPECT_EQ(R.Findings.size(), 1u);
}

TEST(SuppressionsTest, EveryCoveringCommentIsUsed) {
  // Both comments cover the finding; neither is reported unused.
  const std::vector<std::string> Lines = {
      "// NOLINT(roofline-memory-bound): above",
      "__global__ void k() {} // NOLINT(roofline-memory-bound): on it"};
  AnalysisResult R = oneKernel(2);
  R.Findings.resize(1);
  Policy P;
  P.ReportUnusedSuppressions = true;
  applySuppressions(
      R,
      [&](const std::string &) -> const std::vector<std::string> & {
        return Lines;
      },
      [&](size_t) -> const Policy & { return P; });
  EXPECT_EQ(R.Findings[0].SuppressionReason, "on it"); // the name's line first
  EXPECT_EQ(R.Findings.size(), 1u);
}

TEST(SuppressionsTest, TheLevelOfTheInputFileApplies) {
  AnalysisResult R = oneKernel(1);
  Policy P;
  P.Levels = {{"roofline-invalid-suppression", Severity::Off}};
  applySuppressions(
      R,
      [&](const std::string &) -> const std::vector<std::string> & {
        static const std::vector<std::string> L = {
            "__global__ void k() {} // NOLINT(roofline-nope)"};
        return L;
      },
      [&](size_t) -> const Policy & { return P; });
  EXPECT_EQ(R.Findings.size(), 2u);
}
