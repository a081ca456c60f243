//===- SymbolicPlacementTest.cpp - Placing symbolic costs -----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Roofline/SymbolicPlacement.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace roofline;

namespace {

/// The lit suite's round-number GPU: 10 TFLOP/s fp32, 1 TB/s, ridge 10.
Machine testGpu() {
  Machine M;
  M.Id = "test-gpu";
  M.DramBytesPerS = 1e12;
  M.PeakFlopsPerS = {20e12, 20e12, 10e12, 5e12};
  return M;
}

Expr sym(const char *Name) { return Expr::symbol(Name); }

CostVector cost(const Expr &Fp32Flops, const Expr &Loads,
                const Expr &Stores = Expr(0)) {
  CostVector C;
  C.Flops[static_cast<int>(Precision::FP32)] = Fp32Flops;
  C.GlobalLoadBytes = Loads;
  C.GlobalStoreBytes = Stores;
  return C;
}

} // namespace

// Naive matmul at N = 4096 per thread: 2N FLOPs over 8N + 4 bytes.
TEST(SymbolicPlacement, KnownCountsArePlacedExactly) {
  CostVector C = cost(Expr(8192), Expr(32768), Expr(4));
  CostPlacement P = placeCost(C, C, testGpu());
  ASSERT_TRUE(P.Intensity);
  EXPECT_DOUBLE_EQ(*P.Intensity, 8192.0 / 32772.0);
  EXPECT_FALSE(P.IntensityLimit);
  EXPECT_FALSE(P.AtLimit);
  ASSERT_TRUE(P.Roof);
  EXPECT_DOUBLE_EQ(P.Roof->Ridge, 10);
  EXPECT_DOUBLE_EQ(P.Roof->CeilingFlopsPerS, 1e12 * 8192.0 / 32772.0);
  EXPECT_DOUBLE_EQ(P.Roof->TimeLowerBoundS, 32772 / 1e12);
  EXPECT_FALSE(P.Crossing);
}

// The same per thread with N free: 2N / (8N + 4) tends to 1/4, below the
// ridge for every N.
TEST(SymbolicPlacement, FreeSymbolsPlaceAtTheLimit) {
  Expr N = sym("N");
  CostVector C = cost(2 * N, 8 * N, Expr(4));
  CostPlacement P = placeCost(C, C, testGpu());
  EXPECT_FALSE(P.Intensity);
  ASSERT_TRUE(P.IntensityLimit);
  EXPECT_DOUBLE_EQ(*P.IntensityLimit, 0.25);
  EXPECT_TRUE(P.AtLimit);
  ASSERT_TRUE(P.Roof);
  EXPECT_DOUBLE_EQ(P.Roof->CeilingFlopsPerS, 0.25e12);
  EXPECT_EQ(P.Roof->BoundBy, Bound::Memory);
  EXPECT_EQ(P.Roof->TimeLowerBoundS, 0); // ratios, not totals
  ASSERT_TRUE(P.Crossing);
  EXPECT_EQ(P.Crossing->Symbol, "N");
  EXPECT_TRUE(P.Crossing->Never);
}

// 2N^2 FLOPs over 8N bytes: N / 4, at or above the ridge 10 from N = 40.
TEST(SymbolicPlacement, OneSymbolCrossesTheRidge) {
  Expr N = sym("N");
  CostVector C = cost(2 * N * N, 8 * N);
  CostPlacement P = placeCost(C, C, testGpu());
  ASSERT_TRUE(P.IntensityLimit);
  EXPECT_TRUE(std::isinf(*P.IntensityLimit));
  ASSERT_TRUE(P.Roof);
  EXPECT_EQ(P.Roof->BoundBy, Bound::Compute);
  ASSERT_TRUE(P.Crossing);
  EXPECT_EQ(P.Crossing->Symbol, "N");
  EXPECT_FALSE(P.Crossing->Never);
  EXPECT_EQ(P.Crossing->From, 40);
}

TEST(SymbolicPlacement, NoCrossingWithTwoSymbols) {
  Expr N = sym("N"), M = sym("M");
  CostVector C = cost(2 * N * M, 4 * N + 4 * M);
  CostPlacement P = placeCost(C, C, testGpu());
  EXPECT_TRUE(P.AtLimit);
  EXPECT_FALSE(P.Crossing);
}

// The formula is read off the symbolic counts, the placement off the bound
// ones.
TEST(SymbolicPlacement, BoundValuesPlaceTheSymbolicFormula) {
  Expr N = sym("N");
  CostVector Symbolic = cost(2 * N, 8 * N, Expr(4));
  CostVector Bound = cost(Expr(2048), Expr(8192), Expr(4));
  CostPlacement P = placeCost(Symbolic, Bound, testGpu());
  ASSERT_TRUE(P.Intensity);
  EXPECT_DOUBLE_EQ(*P.Intensity, 2048.0 / 8196.0);
  EXPECT_NE(P.IntensityExpr.find("N"), std::string::npos) << P.IntensityExpr;
}

TEST(SymbolicPlacement, NoFlopsLimitIsZero) {
  CostVector C = cost(Expr(0), 4 * sym("n"));
  CostPlacement P = placeCost(C, C, testGpu());
  ASSERT_TRUE(P.IntensityLimit);
  EXPECT_EQ(*P.IntensityLimit, 0);
}

TEST(SymbolicPlacement, NothingToPlace) {
  CostVector C = cost(Expr(0), Expr(0));
  CostPlacement P = placeCost(C, C, testGpu());
  EXPECT_FALSE(P.Roof);
  EXPECT_FALSE(P.Intensity);
  EXPECT_EQ(P.IntensityExpr, "0 / 0");
}

// Up and back down: N / (1 + (N - 16)^2 / 8) peaks near N = 16 above the
// ridge, then falls to 0. No single "from" exists.
TEST(SymbolicPlacement, CrossingThatComesBackIsNotReported) {
  Expr N = sym("N");
  Expr Flops = 8 * N;
  Expr Bytes = 8 + (N - 16) * (N - 16);
  EXPECT_FALSE(findRidgeCrossing(Flops, Bytes, 10, 0));
  // Monotone growth to a limit under the ridge: never.
  auto C = findRidgeCrossing(2 * N, 8 * N + 4, 10, 0.25);
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Never);
}

// The same 200 FLOPs over the traffic model's bytes (64 loaded, 32 stored):
// placed on those 96 bytes alone, whatever the totals' own bytes were.
TEST(SymbolicPlacement, OverOtherBytesKeepsTheFlops) {
  CostVector C = cost(Expr(200), Expr(4), Expr(4));
  CostPlacement P = placeOverBytes(C, Rational(64), Rational(32), testGpu());
  ASSERT_TRUE(P.Intensity);
  EXPECT_DOUBLE_EQ(*P.Intensity, 200.0 / 96.0);
  ASSERT_TRUE(P.Roof);
  EXPECT_DOUBLE_EQ(P.Roof->CeilingFlopsPerS, 1e12 * 200.0 / 96.0);
  EXPECT_EQ(P.IntensityExpr, "200 / 96"); // FLOPs over bytes, as counted
  // No bytes at all: compute-bound at the fp32 peak.
  CostPlacement None = placeOverBytes(C, Rational(0), Rational(0), testGpu());
  ASSERT_TRUE(None.Roof);
  EXPECT_DOUBLE_EQ(None.Roof->CeilingFlopsPerS, 10e12);
}
