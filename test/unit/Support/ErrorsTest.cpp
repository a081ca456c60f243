//===- ErrorsTest.cpp - Where exact arithmetic's failures become values ---===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Errors.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

/// 2^126 doubled twice: past 128 bits.
Rational overflowing() {
  Rational Big(Rational::Int(1) << 126, 1);
  return Big * Rational(2) * Rational(2);
}

TEST(Errors, CheckedGivesTheValueOrNothing) {
  EXPECT_EQ(checked([] { return Rational(3) * Rational(4); }), Rational(12));
  EXPECT_FALSE(checked(overflowing));
  EXPECT_FALSE(checked([] { return Rational(1) / Rational(0); }));
}

TEST(Errors, CheckedLetsADefectThrough) {
  EXPECT_THROW(checked([]() -> int { throw std::logic_error("bug"); }),
               std::logic_error);
}

ComputationError::Kind kindOf(llvm::Error E, std::string &Message) {
  return takeComputationError(std::move(E), Message);
}

TEST(Errors, AttemptSaysWhichKindOfFailure) {
  std::string Message;
  auto Ok = attempt([] { return 7; });
  ASSERT_TRUE(bool(Ok));
  EXPECT_EQ(*Ok, 7);

  auto Over = attempt(overflowing);
  ASSERT_FALSE(bool(Over));
  EXPECT_EQ(kindOf(Over.takeError(), Message), ComputationError::Overflow);

  llvm::Error Stop =
      attempt([] { throw AnalysisStopped("the loop at line 3 never ends"); });
  EXPECT_EQ(kindOf(std::move(Stop), Message), ComputationError::Stopped);
  EXPECT_EQ(Message, "the loop at line 3 never ends");

  llvm::Error Bug = attempt([] { throw std::out_of_range("index 9"); });
  EXPECT_EQ(kindOf(std::move(Bug), Message), ComputationError::Internal);
  EXPECT_EQ(Message, "index 9");

  EXPECT_FALSE(bool(attempt([] {})));
}

TEST(Errors, AnyOtherErrorIsInternal) {
  std::string Message;
  EXPECT_EQ(kindOf(makeError("disk full"), Message),
            ComputationError::Internal);
  EXPECT_EQ(Message, "disk full");
}

} // namespace
