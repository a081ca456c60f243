//===- AccessRecorderTest.cpp - Accesses and the launch's active threads --===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "AccessRecorder.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

const std::map<std::string, Expr> NoValues;

GlobalAccess at(const char *Array) {
  GlobalAccess A;
  A.Array = Array;
  A.Offset = Expr(0);
  A.Width = 4;
  return A;
}

TEST(AccessRecorder, CountsBytesAndRecordsUnderTheGuard) {
  AccessRecorder R(WalkMode::launch(NoValues));
  CostVector C;
  Expr G = Expr::symbol("g");
  R.enterGuard(G);
  R.global(C, Expr(4), /*Store=*/false, at("x"));
  R.leaveGuard();
  R.global(C, Expr(4), /*Store=*/true, at("y"));
  R.shared(C, Expr(8), /*Store=*/false, std::nullopt);
  EXPECT_EQ(C.GlobalLoadBytes, Expr(4));
  EXPECT_EQ(C.GlobalStoreBytes, Expr(4));
  EXPECT_EQ(C.SharedLoadBytes, Expr(8));
  ASSERT_EQ(C.Accesses.size(), 2u);
  EXPECT_EQ(C.Accesses[0].Guard, G);
  EXPECT_EQ(C.Accesses[1].Guard, Expr(1));
  EXPECT_TRUE(C.SharedAccesses.empty());
  EXPECT_EQ(R.guardDepth(), 0u);
}

TEST(AccessRecorder, ActiveThreadsAreThoseThatMakeAnyGlobalAccess) {
  AccessRecorder R(WalkMode::launch(NoValues));
  CostVector C;
  EXPECT_FALSE(R.activeGuard());
  Expr G = Expr::symbol("g"), H = Expr::symbol("h");
  R.enterGuard(G);
  R.global(C, Expr(4), false, std::nullopt);
  EXPECT_EQ(*R.activeGuard(), G); // 1 - (1 - g)
  R.leaveGuard();
  R.enterGuard(H);
  R.global(C, Expr(4), false, std::nullopt);
  R.leaveGuard();
  // 1 - (1 - g)(1 - h): a thread passing either guard is active.
  EXPECT_EQ(*R.activeGuard(), Expr(1) - (Expr(1) - G) * (Expr(1) - H));
}

TEST(AccessRecorder, ManyGuardsKeepTheFactorsAllAccessesShare) {
  AccessRecorder R(WalkMode::launch(NoValues));
  CostVector C;
  Expr Outer = Expr::symbol("outer");
  R.enterGuard(Outer);
  for (int I = 0; I < 7; ++I) {
    R.enterGuard(Expr::symbol("arm" + std::to_string(I)));
    R.global(C, Expr(4), false, std::nullopt);
    R.leaveGuard();
  }
  EXPECT_EQ(*R.activeGuard(), Outer);
}

TEST(AccessRecorder, SummaryModeHasNoActiveGuard) {
  AccessRecorder R(WalkMode::summary());
  CostVector C;
  R.global(C, Expr(4), false, std::nullopt);
  EXPECT_TRUE(R.sawGlobalAccess());
  EXPECT_FALSE(R.activeGuard());
}

} // namespace
