//===- LaunchSpacingTest.cpp - joinLaunchBrackets -------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "LaunchSpacing.h"

#include <gtest/gtest.h>

using roofline::joinLaunchBrackets;

namespace {

TEST(LaunchSpacing, JoinsSpacedBracketsKeepingLength) {
  std::string In = "k<< <grid, block>> >(a, n);";
  auto Out = joinLaunchBrackets(In);
  ASSERT_TRUE(Out);
  EXPECT_EQ(*Out, "k<<< grid, block>>> (a, n);");
  EXPECT_EQ(Out->size(), In.size());
}

TEST(LaunchSpacing, TabsAndWideGaps) {
  auto Out = joinLaunchBrackets("k<<\t<1, 32>>  >(a);");
  ASSERT_TRUE(Out);
  EXPECT_EQ(*Out, "k<<< 1, 32>>>  (a);");
}

TEST(LaunchSpacing, NestedParenthesesAndTemplatesInside) {
  auto Out =
      joinLaunchBrackets("k<T><< <dim3(f(a, b)), std::min<int>(x, y)>> >(p);");
  ASSERT_TRUE(Out);
  EXPECT_EQ(*Out, "k<T><<< dim3(f(a, b)), std::min<int>(x, y)>>> (p);");
}

TEST(LaunchSpacing, LeavesJoinedLaunchesAlone) {
  EXPECT_FALSE(joinLaunchBrackets("k<<<grid, block>>>(a);"));
}

TEST(LaunchSpacing, LeavesOtherAngleBracketsAlone) {
  // operator<< <T>, a closing `>> >` of nested templates, shifts.
  EXPECT_FALSE(joinLaunchBrackets("int x = operator<< <int>(s, 1);"));
  EXPECT_FALSE(joinLaunchBrackets("std::vector<std::vector<V<int>> > v;"));
  EXPECT_FALSE(joinLaunchBrackets("a = b << c; d = e < f;"));
  EXPECT_FALSE(joinLaunchBrackets("a = b << <= c;"));
}

TEST(LaunchSpacing, LeavesCommentsAndLiteralsAlone) {
  EXPECT_FALSE(joinLaunchBrackets("// k<< <1, 1>> >();\n"));
  EXPECT_FALSE(joinLaunchBrackets("/* k<< <1, 1>> >(); */"));
  EXPECT_FALSE(joinLaunchBrackets("const char *s = \"k<< <1, 1>> >()\";"));
}

TEST(LaunchSpacing, AnOpeningWithoutItsClosingIsLeft) {
  EXPECT_FALSE(joinLaunchBrackets("k<< <1, 1>>(a); x >> > y;"));
}

} // namespace
