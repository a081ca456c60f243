//===- TotalsTest.cpp -----------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Launch/Totals.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

Expr sym(const char *Name) { return Expr::symbol(Name); }

/// The vector add of the counting model: i = blockIdx.x*256 + threadIdx.x,
/// `if (i < n)` around one fp32 add, two 4-byte loads and a 4-byte store.
KernelSummary vectorAdd(LaunchSite &L, int64_t Blocks, int64_t N) {
  KernelSummary K;
  K.Name = "vector_add";
  K.Symbols = {{"n", SymbolKind::KernelParameter}};
  K.PerThread.Flops[static_cast<int>(Precision::FP32)] = Expr(1);
  K.PerThread.GlobalLoadBytes = Expr(8);
  K.PerThread.GlobalStoreBytes = Expr(4);
  K.IndexGuarded = true;
  L.Grid = {Expr(Blocks), Expr(1), Expr(1)};
  L.Block = {Expr(256), Expr(1), Expr(1)};
  L.Arguments = {{"n", Expr(N)}};
  Expr I = sym("blockIdx.x") * 256 + sym("threadIdx.x");
  Expr Guard = Expr::indicator(Expr::Cmp::LT, I, Expr(N));
  L.Analyzed = true;
  L.PerThreadExact.Flops[static_cast<int>(Precision::FP32)] = Guard;
  L.PerThreadExact.GlobalLoadBytes = Guard * 8;
  L.PerThreadExact.GlobalStoreBytes = Guard * 4;
  L.ActiveGuard = Guard;
  return K;
}

} // namespace

// More threads than elements: 196 x 256 = 50176 threads, 50000 active.
TEST(TotalsTest, ActiveThreadsOfAnOverhangingGrid) {
  LaunchSite L;
  KernelSummary K = vectorAdd(L, 196, 50000);
  LaunchTotals T = computeLaunchTotals(K, L, {});
  EXPECT_EQ(T.Threads, Expr(50176));
  EXPECT_EQ(T.ActiveThreads, Expr(50000));
  EXPECT_EQ(T.Totals.Flops[static_cast<int>(Precision::FP32)], Expr(50000));
  EXPECT_EQ(T.Totals.globalBytes(), Expr(600000));
  EXPECT_TRUE(T.Assumptions.empty());
  EXPECT_TRUE(T.Unbound.empty());
  ASSERT_EQ(T.Bindings.size(), 1u);
  EXPECT_EQ(T.Bindings[0].Name, "n");
  EXPECT_EQ(T.Bindings[0].Origin, "launch-site");
}

// 2^24 threads, n not a multiple of the block: exact, and fast (the guard is
// affine in the indices).
TEST(TotalsTest, SixteenMillionThreads) {
  LaunchSite L;
  KernelSummary K = vectorAdd(L, 65536, 16777000);
  LaunchTotals T = computeLaunchTotals(K, L, {});
  EXPECT_EQ(T.Threads, Expr(16777216));
  EXPECT_EQ(T.ActiveThreads, Expr(16777000));
  EXPECT_EQ(T.Totals.GlobalLoadBytes, Expr(int64_t(16777000) * 8));
}

// A configuration the launch leaves symbolic: --bind resolves it.
TEST(TotalsTest, UserBindingsResolveTheConfiguration) {
  LaunchSite L;
  KernelSummary K = vectorAdd(L, 4, 1000);
  L.Grid[0] = sym("blocks");
  LaunchTotals Open = computeLaunchTotals(K, L, {});
  EXPECT_EQ(Open.Unbound, std::set<std::string>{"blocks"});
  EXPECT_FALSE(Open.Assumptions.empty()); // every thread counted as active
  LaunchTotals Bound =
      computeLaunchTotals(K, L, {{"blocks", Rational(4), "--bind"}});
  EXPECT_EQ(Bound.Threads, Expr(1024));
  EXPECT_EQ(Bound.ActiveThreads, Expr(1000));
  EXPECT_TRUE(Bound.Unbound.empty());
}

// Without the launch's own walk, totals are per-thread x threads and the
// report says every thread was counted as active.
TEST(TotalsTest, FallbackCountsEveryThreadAndSaysSo) {
  LaunchSite L;
  KernelSummary K = vectorAdd(L, 196, 50000);
  L.Analyzed = false;
  LaunchTotals T = computeLaunchTotals(K, L, {});
  EXPECT_EQ(T.Totals.Flops[static_cast<int>(Precision::FP32)], Expr(50176));
  ASSERT_EQ(T.Assumptions.size(), 1u);
  EXPECT_EQ(T.Assumptions[0].Id, "roofline-thread-dependent-cost");
}

TEST(TotalsTest, SourceNames) {
  EXPECT_STREQ(launchSourceName(LaunchSource::LaunchSite), "launch-site");
  EXPECT_STREQ(launchSourceName(LaunchSource::CommandLine), "command-line");
  EXPECT_STREQ(launchSourceName(LaunchSource::Annotation), "annotation");
}
