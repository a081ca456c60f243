//===- RequestsTest.cpp ---------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// What one warp of 32 lanes costs beyond its sectors: shared-memory
// wavefronts (banks, broadcast, 8- and 16-byte phases), L1 lines, and the
// sectors that miss the L1 over a loop.
//
//===----------------------------------------------------------------------===//

#include "roofline/Traffic/Sectors.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

Expr lane() { return Expr::symbol("threadIdx.x"); }
Expr identity(const Expr &E) { return E; }

GlobalAccess access(Expr Offset, int64_t Width) {
  GlobalAccess A;
  A.Array = "tile";
  A.Offset = Offset;
  A.Width = Width;
  return A;
}

/// One block of one warp.
SharedTraffic oneWarp(const GlobalAccess &A) {
  return computeSharedTraffic({A}, {Expr(1), Expr(1), Expr(1)},
                              {Expr(32), Expr(1), Expr(1)}, identity);
}

SectorTraffic oneWarpGlobal(const GlobalAccess &A) {
  return computeSectorTraffic({A}, {Expr(1), Expr(1), Expr(1)},
                              {Expr(32), Expr(1), Expr(1)}, identity);
}

} // namespace

TEST(SharedWavefronts, BanksAndBroadcast) {
  struct Case {
    const char *Label;
    Expr Offset;
    int64_t Width, Wavefronts;
  } Cases[] = {
      {"consecutive floats", lane() * 4, 4, 1},
      {"one word for all (broadcast)", Expr(0), 4, 1},
      {"a column of a 32-wide tile", lane() * 128, 4, 32},
      {"a column of a 33-wide tile", lane() * 132, 4, 1},
      {"stride 2 words", lane() * 8, 4, 2},
      {"consecutive doubles: two half-warp phases", lane() * 8, 8, 2},
      {"consecutive float4: four quarter-warp phases", lane() * 16, 16, 4},
      {"doubles 256 bytes apart: 16 words per bank and phase", lane() * 256, 8,
       32},
  };
  for (const Case &C : Cases) {
    SCOPED_TRACE(C.Label);
    SharedTraffic T = oneWarp(access(C.Offset, C.Width));
    ASSERT_TRUE(T.Computed) << T.Missing;
    ASSERT_EQ(T.Accesses.size(), 1u);
    EXPECT_EQ(T.Accesses[0].Requests, Rational(1));
    EXPECT_EQ(T.LoadWavefronts, Rational(C.Wavefronts));
    EXPECT_EQ(T.Accesses[0].degree(), static_cast<double>(C.Wavefronts));
  }
}

TEST(SharedWavefronts, SoundFigureAllowsFusedVectorAccesses) {
  // A broadcast float: 4 distinct bytes, one wavefront at least, and four
  // such loads may be one 16-byte load: a quarter of a wavefront each.
  SharedTraffic T = oneWarp(access(Expr(0), 4));
  EXPECT_EQ(T.MinWavefronts, Rational(1, 4));
  // 32 consecutive float4: 512 distinct bytes, 4 wavefronts, no fusion.
  T = oneWarp(access(lane() * 16, 16));
  EXPECT_EQ(T.MinWavefronts, Rational(4));
  // The 32-way column: 128 distinct bytes, one wavefront if fused 4 ways.
  T = oneWarp(access(lane() * 128, 4));
  EXPECT_EQ(T.MinWavefronts, Rational(1, 4));
}

TEST(SharedWavefronts, StoresApartAndUnderivedAddresses) {
  GlobalAccess St = access(lane() * 128, 4);
  St.Store = true;
  SharedTraffic T = oneWarp(St);
  EXPECT_EQ(T.StoreWavefronts, Rational(32));
  EXPECT_EQ(T.LoadWavefronts, Rational(0));
  GlobalAccess Unknown = access(Expr(0), 4);
  Unknown.Offset.reset();
  T = oneWarp(Unknown);
  EXPECT_FALSE(T.Computed);
  EXPECT_NE(T.Missing.find("its address could not be derived"),
            std::string::npos)
      << T.Missing;
}

TEST(L1Lines, DistinctLinesPerRequest) {
  EXPECT_EQ(oneWarpGlobal(access(lane() * 4, 4)).Lines, Rational(1));
  EXPECT_EQ(oneWarpGlobal(access(lane() * 8, 4)).Lines, Rational(2));
  EXPECT_EQ(oneWarpGlobal(access(lane() * 128, 4)).Lines, Rational(32));
  EXPECT_EQ(oneWarpGlobal(access(Expr(0), 4)).Lines, Rational(1));
  // 16 bytes at offset 120 straddle two lines.
  EXPECT_EQ(oneWarpGlobal(access(Expr(120), 16)).Lines, Rational(2));
}

TEST(L1Misses, AWarpKeepsWhatItTouchedInEarlierIterations) {
  // Each lane walks its own row, 4 bytes per iteration, 64 iterations: every
  // request touches 32 sectors (2048 in all), but a warp's 32 rows of 256
  // bytes are 8 sectors each: 256 reach the L2.
  GlobalAccess Row = access(lane() * 4096 + Expr::symbol("k#1") * 4, 4);
  Row.Loops.push_back({"k#1", Expr(64)});
  SectorTraffic T = oneWarpGlobal(Row);
  ASSERT_TRUE(T.Computed) << T.Missing;
  EXPECT_EQ(T.LoadBytes, Rational(2048 * 32));
  EXPECT_EQ(T.L2Bytes, Rational(256 * 32));
  // A column: each iteration a new row, no sector seen before: no reuse.
  GlobalAccess Column = access(lane() * 4 + Expr::symbol("k#1") * 4096, 4);
  Column.Loops.push_back({"k#1", Expr(64)});
  T = oneWarpGlobal(Column);
  EXPECT_EQ(T.L2Bytes, T.LoadBytes);
  // Lanes 128 bytes apart moving by 128 bytes per iteration: iteration k + 1
  // re-touches 31 of iteration k's 32 sectors: 32 + 63 = 95 sectors.
  GlobalAccess Slide = access(lane() * 128 + Expr::symbol("k#1") * 128, 4);
  Slide.Loops.push_back({"k#1", Expr(64)});
  T = oneWarpGlobal(Slide);
  EXPECT_EQ(T.L2Bytes, Rational(95 * 32));
  // Stores write through.
  GlobalAccess Store = Row;
  Store.Store = true;
  T = oneWarpGlobal(Store);
  EXPECT_EQ(T.L2Bytes, T.StoreBytes);
}
