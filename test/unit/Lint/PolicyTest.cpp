//===- PolicyTest.cpp -----------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Lint.h"

#include <gtest/gtest.h>

using namespace roofline;

TEST(PolicyTest, DefaultsComeFromTheList) {
  Policy P;
  EXPECT_EQ(P.levelOf(DiagId::MemoryBound), Severity::Note);
  EXPECT_EQ(P.levelOf(DiagId::UncoalescedAccess), Severity::Warning);
  EXPECT_EQ(P.levelOf(DiagId::ReuseOpportunity), Severity::Warning);
  EXPECT_EQ(P.levelOf(DiagId::Regression), Severity::Error);
  EXPECT_EQ(P.levelOf(DiagId::UnknownTripCount), Severity::Note);
  EXPECT_EQ(P.levelOf(DiagId::NotAnalyzed), Severity::Error);
  // Readout ids are never findings.
  EXPECT_EQ(P.levelOf(DiagId::KernelReport), Severity::Off);
}

TEST(PolicyTest, ExactIdBeatsPattern) {
  Policy P;
  P.Levels = {{"roofline-memory-bound", Severity::Error},
              {"roofline-*", Severity::Off}};
  EXPECT_EQ(P.levelOf(DiagId::MemoryBound), Severity::Error);
  EXPECT_EQ(P.levelOf(DiagId::LowCeiling), Severity::Off);
}

TEST(PolicyTest, LongerPatternBeatsShorter) {
  Policy P;
  P.Levels = {{"roofline-unknown-*", Severity::Warning},
              {"roofline-*", Severity::Off}};
  EXPECT_EQ(P.levelOf(DiagId::UnknownPointer), Severity::Warning);
  EXPECT_EQ(P.levelOf(DiagId::Recursion), Severity::Off);
}

TEST(PolicyTest, LaterExactEntryWins) {
  Policy P;
  P.Levels = {{"roofline-memory-bound", Severity::Error},
              {"roofline-memory-bound", Severity::Note}};
  EXPECT_EQ(P.levelOf(DiagId::MemoryBound), Severity::Note);
}

TEST(PolicyTest, SeverityNamesRoundTrip) {
  for (Severity S :
       {Severity::Off, Severity::Note, Severity::Warning, Severity::Error})
    EXPECT_EQ(parseSeverity(severityName(S)), S);
  EXPECT_FALSE(parseSeverity("warn"));
  EXPECT_LT(Severity::Note, Severity::Warning);
  EXPECT_LT(Severity::Warning, Severity::Error);
}

TEST(PolicyTest, EveryIdIsUniqueAndPrefixed) {
  std::set<std::string> Seen;
  for (const DiagInfo &D : allDiagnostics()) {
    EXPECT_TRUE(Seen.insert(D.Id).second) << D.Id;
    EXPECT_EQ(std::string(D.Id).rfind("roofline-", 0), 0u) << D.Id;
    EXPECT_EQ(findDiagnostic(D.Id), &D);
  }
  EXPECT_EQ(findDiagnostic("roofline-nope"), nullptr);
}

TEST(PolicyTest, KnownIdsAndPatterns) {
  EXPECT_TRUE(isKnownDiagPattern("roofline-memory-bound"));
  EXPECT_TRUE(isKnownDiagPattern("roofline-unknown-*"));
  EXPECT_TRUE(isKnownDiagPattern("roofline-*"));
  EXPECT_FALSE(isKnownDiagPattern("roofline-nope"));
  EXPECT_FALSE(isKnownDiagPattern("clang-*"));
  EXPECT_FALSE(isKnownDiagPattern(""));
}
