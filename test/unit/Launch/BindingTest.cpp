//===- BindingTest.cpp ----------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Launch/Binding.h"

#include <gtest/gtest.h>

using namespace roofline;

TEST(BindingTest, ParsesIntegersNegativesAndFractions) {
  std::string Error;
  auto B = parseBinding("N=4096", Error);
  ASSERT_TRUE(B);
  EXPECT_EQ(B->Name, "N");
  EXPECT_EQ(B->Value, Rational(4096));
  EXPECT_EQ(B->Origin, "--bind");
  auto D = parseBinding("blockDim.x=256", Error);
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Name, "blockDim.x");
  auto Neg = parseBinding("off=-3", Error);
  ASSERT_TRUE(Neg);
  EXPECT_EQ(Neg->Value, Rational(-3));
  auto Frac = parseBinding("alpha=3/4", Error);
  ASSERT_TRUE(Frac);
  EXPECT_EQ(Frac->Value, Rational(3, 4));
}

TEST(BindingTest, RejectsMalformedText) {
  std::string Error;
  EXPECT_FALSE(parseBinding("N", Error));
  EXPECT_EQ(Error, "invalid --bind 'N': expected NAME=VALUE");
  EXPECT_FALSE(parseBinding("=4", Error));
  EXPECT_FALSE(parseBinding("N=", Error));
  EXPECT_FALSE(parseBinding("N=4x", Error));
  EXPECT_EQ(Error, "invalid --bind 'N=4x': '4x' is not an integer or a fraction");
  EXPECT_FALSE(parseBinding("N=1/0", Error));
  EXPECT_FALSE(parseBinding("a b=1", Error));
  EXPECT_FALSE(parseBinding("N=999999999999999999999999999999999999999999", Error));
}

TEST(BindingTest, SubstitutesAndReportsWhatIsLeft) {
  CostVector C;
  Expr N = Expr::symbol("N"), M = Expr::symbol("M");
  C.Flops[static_cast<int>(Precision::FP32)] = N * M * 2;
  C.GlobalLoadBytes = N * 8;
  C.GlobalStoreBytes = Expr(4);
  BoundCost B = bindCost(C, {{"N", Rational(10), "--bind"},
                             {"K", Rational(3), "--bind"}});
  EXPECT_EQ(B.Cost.GlobalLoadBytes, Expr(80));
  EXPECT_EQ(B.Cost.Flops[static_cast<int>(Precision::FP32)], M * 20);
  EXPECT_EQ(B.Used, std::vector<std::string>{"N"});
  EXPECT_EQ(B.Unbound, std::set<std::string>{"M"});
  EXPECT_FALSE(valueOf(B.Cost.totalFlops()));
  EXPECT_EQ(*valueOf(B.Cost.globalBytes()), Rational(84));
}

TEST(BindingTest, LaterBindingOfTheSameNameWins) {
  CostVector C;
  C.GlobalLoadBytes = Expr::symbol("N") * 4;
  BoundCost B = bindCost(C, {{"N", Rational(1), "--bind"},
                             {"N", Rational(5), "--bind"}});
  EXPECT_EQ(B.Cost.GlobalLoadBytes, Expr(20));
  EXPECT_TRUE(B.Unbound.empty());
}
