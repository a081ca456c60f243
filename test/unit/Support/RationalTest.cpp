//===- RationalTest.cpp - Tests for exact rationals -----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Rational.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

using Int = Rational::Int;

constexpr Int MaxInt =
    static_cast<Int>(~static_cast<unsigned __int128>(0) >> 1);
constexpr Int MinInt = -MaxInt - 1;

TEST(RationalTest, DefaultIsZero) {
  Rational R;
  EXPECT_TRUE(R.isZero());
  EXPECT_TRUE(R.isInteger());
  EXPECT_FALSE(R.isNegative());
  EXPECT_EQ(R.str(), "0");
}

TEST(RationalTest, ReducesAndNormalizesSign) {
  Rational R(6, -4);
  EXPECT_EQ(toString(R.num()), "-3");
  EXPECT_EQ(toString(R.den()), "2");
  EXPECT_TRUE(R.isNegative());
  EXPECT_FALSE(R.isInteger());

  Rational S(-10, -5);
  EXPECT_EQ(S, Rational(2));
  EXPECT_TRUE(S.isInteger());

  Rational Z(0, -7);
  EXPECT_TRUE(Z.isZero());
  EXPECT_EQ(toString(Z.den()), "1");
}

TEST(RationalTest, ZeroDenominatorThrows) {
  EXPECT_THROW(Rational(1, 0), std::domain_error);
  EXPECT_THROW(Rational(0, 0), std::domain_error);
}

TEST(RationalTest, Str) {
  EXPECT_EQ(Rational(4).str(), "4");
  EXPECT_EQ(Rational(-3, 2).str(), "-3/2");
  EXPECT_EQ(Rational(3, 6).str(), "1/2");
  EXPECT_EQ(Rational(-8, 4).str(), "-2");
}

TEST(RationalTest, Arithmetic) {
  EXPECT_EQ(Rational(1, 2) + Rational(1, 3), Rational(5, 6));
  EXPECT_EQ(Rational(1, 2) - Rational(1, 3), Rational(1, 6));
  EXPECT_EQ(Rational(1, 3) - Rational(1, 2), Rational(-1, 6));
  EXPECT_EQ(Rational(2, 3) * Rational(9, 4), Rational(3, 2));
  EXPECT_EQ(Rational(1, 2) / Rational(1, 4), Rational(2));
  EXPECT_EQ(Rational(3, 4) / Rational(-3, 8), Rational(-2));
  EXPECT_EQ(-Rational(3, 4), Rational(-3, 4));
  EXPECT_EQ(Rational(1, 6) + Rational(1, 3), Rational(1, 2));
  EXPECT_EQ(Rational(0) / Rational(5), Rational(0));
}

TEST(RationalTest, DivisionByZeroThrows) {
  EXPECT_THROW(Rational(1) / Rational(0), std::domain_error);
}

TEST(RationalTest, FloorAndCeil) {
  EXPECT_EQ(toString(Rational(7, 2).floor()), "3");
  EXPECT_EQ(toString(Rational(7, 2).ceil()), "4");
  EXPECT_EQ(toString(Rational(-7, 2).floor()), "-4");
  EXPECT_EQ(toString(Rational(-7, 2).ceil()), "-3");
  EXPECT_EQ(toString(Rational(-4).floor()), "-4");
  EXPECT_EQ(toString(Rational(-4).ceil()), "-4");
  EXPECT_EQ(toString(Rational(4).floor()), "4");
  EXPECT_EQ(toString(Rational(1, 3).floor()), "0");
  EXPECT_EQ(toString(Rational(1, 3).ceil()), "1");
  EXPECT_EQ(toString(Rational(-1, 3).floor()), "-1");
  EXPECT_EQ(toString(Rational(-1, 3).ceil()), "0");
  EXPECT_EQ(toString(Rational(MinInt, 1).floor()), toString(MinInt));
  EXPECT_EQ(toString(Rational(MaxInt, 2).ceil()), toString(MaxInt / 2 + 1));
}

TEST(RationalTest, Comparison) {
  EXPECT_LT(Rational(-1, 2), Rational(1, 3));
  EXPECT_LT(Rational(1, 3), Rational(1, 2));
  EXPECT_GT(Rational(2, 3), Rational(3, 5));
  EXPECT_LT(Rational(-2, 3), Rational(-3, 5));
  EXPECT_LE(Rational(2, 4), Rational(1, 2));
  EXPECT_GE(Rational(2, 4), Rational(1, 2));
  EXPECT_FALSE(Rational(1, 2) < Rational(1, 2));
  EXPECT_NE(Rational(1, 2), Rational(1, 3));
  EXPECT_LT(Rational(5, 7), Rational(3, 4));
  EXPECT_FALSE(Rational(3, 4) < Rational(5, 7));
}

TEST(RationalTest, ComparisonDoesNotOverflow) {
  // Cross multiplication would overflow: compare 1 - 1/M with 1 - 1/(M-1).
  Rational A(MaxInt - 1, MaxInt), B(MaxInt - 2, MaxInt - 1);
  EXPECT_LT(B, A);
  EXPECT_FALSE(A < B);
  EXPECT_LT(-A, -B);
  EXPECT_LT(Rational(MinInt, 3), Rational(MinInt + 1, 3));
  EXPECT_LT(Rational(MinInt, 1), Rational(MaxInt, 1));
}

TEST(RationalTest, ToDouble) {
  EXPECT_DOUBLE_EQ(Rational(1, 4).toDouble(), 0.25);
  EXPECT_DOUBLE_EQ(Rational(-3, 2).toDouble(), -1.5);
  EXPECT_DOUBLE_EQ(Rational(8192).toDouble() / Rational(2052).toDouble(),
                   8192.0 / 2052.0);
}

TEST(RationalTest, ToString) {
  EXPECT_EQ(toString(0), "0");
  EXPECT_EQ(toString(-1), "-1");
  EXPECT_EQ(toString(1234567890), "1234567890");
  EXPECT_EQ(toString(MaxInt), "170141183460469231731687303715884105727");
  EXPECT_EQ(toString(MinInt), "-170141183460469231731687303715884105728");
}

TEST(RationalTest, OverflowThrows) {
  Rational Max(MaxInt, 1), Min(MinInt, 1);
  EXPECT_THROW(Max + Rational(1), ArithmeticOverflow);
  EXPECT_THROW(Min - Rational(1), ArithmeticOverflow);
  EXPECT_THROW(Max * Rational(2), ArithmeticOverflow);
  EXPECT_THROW(Max / Rational(1, 2), ArithmeticOverflow);
  EXPECT_THROW(-Min, ArithmeticOverflow);
  EXPECT_THROW(Rational(MinInt, -1), ArithmeticOverflow);
  EXPECT_THROW(Rational(1, MinInt), ArithmeticOverflow);
  EXPECT_THROW(Rational(1, 3) + Rational(1, MaxInt), ArithmeticOverflow);
  // ArithmeticOverflow is an overflow_error.
  EXPECT_THROW(Max + Max, std::overflow_error);
}

TEST(RationalTest, NearTheLimitsIsExact) {
  Rational Max(MaxInt, 1), Min(MinInt, 1);
  EXPECT_EQ(Rational(MaxInt - 1, 1) + Rational(1), Max);
  EXPECT_EQ(Min + Max, Rational(-1));
  EXPECT_EQ(Rational(MinInt, 2).str(), toString(MinInt / 2));
  EXPECT_EQ(Rational(MinInt, MinInt), Rational(1));
  EXPECT_EQ(-Max, Rational(MinInt + 1, 1));
  // Cross reduction keeps the products small.
  EXPECT_EQ(Max * Rational(1, MaxInt), Rational(1));
  EXPECT_EQ(Rational(MaxInt, 3) * Rational(3, MaxInt), Rational(1));
}

TEST(RationalTest, LargeExactProduct) {
  Rational R = Rational(4096) * Rational(4096) * Rational(4096) * Rational(2);
  EXPECT_EQ(R.str(), "137438953472");
  Rational Big = Rational(INT64_MAX) * Rational(INT64_MAX);
  EXPECT_EQ(Big.str(), "85070591730234615847396907784232501249");
}

} // namespace
