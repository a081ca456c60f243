//===- BindingTest.cpp ----------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Launch/Binding.h"

#include "../Take.h"

#include <gtest/gtest.h>

using namespace roofline;

TEST(BindingTest, ParsesWholeNumbers) {
  std::string Error;
  auto B = test::value(parseBinding("N=4096"), Error);
  ASSERT_TRUE(B);
  EXPECT_EQ(B->Name, "N");
  EXPECT_EQ(B->Value, Rational(4096));
  EXPECT_EQ(B->Origin, "--bind");
  auto D = test::value(parseBinding("blockDim.x=256"), Error);
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Name, "blockDim.x");
  auto Zero = test::value(parseBinding("n=0"), Error);
  ASSERT_TRUE(Zero);
  EXPECT_EQ(Zero->Value, Rational(0));
  auto Big = test::value(parseBinding("n=18446744073709551615"), Error);
  ASSERT_TRUE(Big);
  EXPECT_EQ(Big->Value.num(), (Rational::Int(1) << 64) - 1);
}

TEST(BindingTest, RejectsMalformedText) {
  std::string Error;
  EXPECT_FALSE(test::value(parseBinding("N"), Error));
  EXPECT_EQ(Error, "invalid --bind 'N': expected NAME=VALUE");
  EXPECT_FALSE(test::value(parseBinding("=4"), Error));
  EXPECT_FALSE(test::value(parseBinding("N="), Error));
  EXPECT_FALSE(test::value(parseBinding("N=4x"), Error));
  EXPECT_EQ(Error, "invalid --bind 'N=4x': '4x' is not a whole number");
  EXPECT_FALSE(test::value(parseBinding("a b=1"), Error));
  EXPECT_FALSE(test::value(
      parseBinding("N=999999999999999999999999999999999999999999"), Error));
}

TEST(BindingTest, RejectsNegativesAndFractions) {
  // Symbols are sizes and indices: a negative value would print negative
  // counts, a fraction is no value an integer parameter holds.
  std::string Error;
  EXPECT_FALSE(test::value(parseBinding("n=-5"), Error));
  EXPECT_EQ(Error, "invalid --bind 'n=-5': sizes are not negative (the counts "
                   "take every symbol as 0 or more)");
  EXPECT_FALSE(test::value(parseBinding("n=-1/3"), Error));
  EXPECT_EQ(Error, "invalid --bind 'n=-1/3': '-1/3' is not a whole number");
  EXPECT_FALSE(test::value(parseBinding("n=3/4"), Error));
}

TEST(BindingTest, LaunchDimensionsWithinCudaLimits) {
  std::string Error;
  EXPECT_TRUE(test::value(parseBinding("blockDim.x=1024"), Error));
  EXPECT_FALSE(test::value(parseBinding("blockDim.x=1025"), Error));
  EXPECT_EQ(Error, "invalid --bind 'blockDim.x=1025': blockDim.x is 1 to 1024 "
                   "in CUDA");
  EXPECT_TRUE(test::value(parseBinding("blockDim.z=64"), Error));
  EXPECT_FALSE(test::value(parseBinding("blockDim.z=65"), Error));
  EXPECT_TRUE(test::value(parseBinding("gridDim.x=2147483647"), Error));
  EXPECT_FALSE(test::value(parseBinding("gridDim.x=2147483648"), Error));
  EXPECT_TRUE(test::value(parseBinding("gridDim.y=65535"), Error));
  EXPECT_FALSE(test::value(parseBinding("gridDim.z=65536"), Error));
  EXPECT_FALSE(test::value(parseBinding("blockDim.y=0"), Error));
}

TEST(BindingTest, ValuesMustFitTheParameterType) {
  SymbolInfo Int{
      "n", SymbolKind::KernelParameter, "int",
      std::make_pair(Rational::Int(-2147483648LL), Rational::Int(2147483647))};
  Binding Fits{"n", Rational(2147483647), "--bind"};
  Binding TooBig{"n", Rational(2147483648LL), "--bind"};
  Binding Other{"m", Rational(2147483648LL), "--bind"};
  EXPECT_EQ(bindingOutOfRange(Fits, Int, "k"), "");
  EXPECT_EQ(bindingOutOfRange(Other, Int, "k"), "");
  EXPECT_EQ(bindingOutOfRange(TooBig, Int, "k"),
            "invalid --bind 'n=2147483648': parameter 'n' of kernel 'k' is "
            "int, at most 2147483647");
  Binding FromConfig{"n", Rational(2147483648LL), "config"};
  EXPECT_EQ(bindingOutOfRange(FromConfig, Int, "k"),
            "invalid bind 'n=2147483648': parameter 'n' of kernel 'k' is "
            "int, at most 2147483647");
}

TEST(BindingTest, SubstitutesAndReportsWhatIsLeft) {
  CostVector C;
  Expr N = Expr::symbol("N"), M = Expr::symbol("M");
  C.Flops[static_cast<int>(Precision::FP32)] = N * M * 2;
  C.GlobalLoadBytes = N * 8;
  C.GlobalStoreBytes = Expr(4);
  BoundCost B = bindCost(
      C, {{"N", Rational(10), "--bind"}, {"K", Rational(3), "--bind"}});
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
  BoundCost B =
      bindCost(C, {{"N", Rational(1), "--bind"}, {"N", Rational(5), "--bind"}});
  EXPECT_EQ(B.Cost.GlobalLoadBytes, Expr(20));
  EXPECT_TRUE(B.Unbound.empty());
}
