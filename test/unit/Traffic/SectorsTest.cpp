//===- SectorsTest.cpp ----------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Traffic/Sectors.h"
#include "roofline/Traffic/Estimate.h"
#include "roofline/Traffic/Footprint.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

Expr sym(const char *Name) { return Expr::symbol(Name); }
Expr identity(const Expr &E) { return E; }

std::vector<int64_t> lanes(int64_t Stride, int64_t N = 32) {
  std::vector<int64_t> F;
  for (int64_t L = 0; L < N; ++L)
    F.push_back(L * Stride);
  return F;
}

GlobalAccess access(Expr Offset, int64_t Width, Expr Guard = Expr(1)) {
  GlobalAccess A;
  A.Array = "a";
  A.Offset = Offset;
  A.Width = Width;
  A.Guard = Guard;
  return A;
}

SectorTraffic oneBlockDim(const GlobalAccess &A, int64_t Grid, int64_t Block) {
  return computeSectorTraffic({A}, {Expr(Grid), Expr(1), Expr(1)},
                              {Expr(Block), Expr(1), Expr(1)}, identity);
}

} // namespace

TEST(DistinctSectors, ContiguousStridedBroadcast) {
  EXPECT_EQ(distinctSectors(lanes(4), 0xffffffffu, 0, 4), 4);
  EXPECT_EQ(distinctSectors(lanes(4), 0xffffffffu, 4, 4), 5); // misaligned
  EXPECT_EQ(distinctSectors(lanes(32), 0xffffffffu, 0, 4), 32);
  EXPECT_EQ(distinctSectors(lanes(0), 0xffffffffu, 0, 4), 1);
  EXPECT_EQ(distinctSectors(lanes(16), 0xffffffffu, 0, 16), 16); // float4
  EXPECT_EQ(distinctSectors(lanes(4), 0x0000ffffu, 0, 4), 2);    // half a warp
  EXPECT_EQ(distinctSectors(lanes(4), 0, 0, 4), 0);
}

TEST(DistinctSectors, AccessStraddlingASector) {
  // An 8-byte access at byte 28 touches sectors 0 and 1.
  EXPECT_EQ(distinctSectors({28}, 1u, 0, 8), 2);
  EXPECT_EQ(distinctSectors({-4}, 1u, 0, 4), 1);
}

TEST(SectorTraffic, GuardedVectorAddLastWarpHalfActive) {
  // i = 256*blockIdx.x + threadIdx.x, `if (i < 50000)`, 196 blocks: the last
  // block has 80 active threads, so its warp 2 is half active (2 sectors).
  Expr I = sym("blockIdx.x") * 256 + sym("threadIdx.x");
  Expr Guard = Expr::indicator(Expr::Cmp::LT, I, Expr(50000));
  SectorTraffic T = oneBlockDim(access(I * 4, 4, Guard), 196, 256);
  ASSERT_TRUE(T.Computed);
  EXPECT_TRUE(T.exact());
  EXPECT_EQ(T.LoadBytes, Rational(200000));
  ASSERT_EQ(T.Accesses.size(), 1u);
  // 195 * 8 full warps + 2 full + 1 half in the last block.
  EXPECT_EQ(T.Accesses[0].Requests, Rational(195 * 8 + 3));
  EXPECT_EQ(T.Accesses[0].Sectors, Rational(6250));
}

TEST(SectorTraffic, LoopResidueOverOnePeriod) {
  // a[i + k], k = 0..7: 4 sectors at k = 0, 5 otherwise.
  Expr I = sym("blockIdx.x") * 256 + sym("threadIdx.x");
  GlobalAccess A = access((I + sym("k#1")) * 4, 4);
  A.Loops.push_back({"k#1", Expr(8)});
  SectorTraffic T = oneBlockDim(A, 2, 256);
  ASSERT_TRUE(T.Computed);
  EXPECT_EQ(T.Accesses[0].Requests, Rational(16 * 8));
  EXPECT_EQ(T.Accesses[0].Sectors, Rational(16 * 39));
  EXPECT_EQ(T.Accesses[0].IdealSectors, Rational(16 * 8 * 4));
}

TEST(SectorTraffic, RepeatMultiplies) {
  GlobalAccess A = access(sym("threadIdx.x") * 4, 4);
  A.Repeat = 3;
  SectorTraffic T = oneBlockDim(A, 1, 32);
  EXPECT_EQ(T.Accesses[0].Sectors, Rational(12));
}

TEST(SectorTraffic, UnknownAddressIsAStatedUpperBound) {
  GlobalAccess A = access(Expr(0), 4);
  A.Offset.reset();
  SectorTraffic T = oneBlockDim(A, 4, 64);
  ASSERT_TRUE(T.Computed);
  EXPECT_FALSE(T.exact());
  EXPECT_FALSE(T.Accesses[0].Exact);
  EXPECT_EQ(T.Accesses[0].Sectors, Rational(256));
  ASSERT_EQ(T.Assumptions.size(), 1u);
  EXPECT_EQ(T.Assumptions[0].Id, "roofline-sector-estimate");
}

TEST(SectorTraffic, AnyFunctionOfTheLaneAloneIsExact) {
  // Lanes are enumerated: 4*l^2 bytes touch floor(l^2 / 8), 30 distinct
  // sectors for l = 0..31.
  Expr Sq = sym("threadIdx.x") * sym("threadIdx.x");
  SectorTraffic T = oneBlockDim(access(Sq * 4, 4), 1, 32);
  EXPECT_TRUE(T.exact());
  EXPECT_EQ(T.Accesses[0].Sectors, Rational(30));
}

TEST(SectorTraffic, LaneTimesBlockIsAnUpperBound) {
  // The lane's stride depends on the block: not one lane pattern per warp.
  Expr P = sym("threadIdx.x") * sym("blockIdx.x");
  SectorTraffic T = oneBlockDim(access(P * 4, 4), 2, 32);
  EXPECT_FALSE(T.exact());
  EXPECT_EQ(T.Accesses[0].Sectors, Rational(64));
}

TEST(SectorTraffic, OpenSizeIsNotComputed) {
  SectorTraffic T = oneBlockDim(
      access(sym("threadIdx.x") * 4, 4,
             Expr::indicator(Expr::Cmp::LT, sym("threadIdx.x"), sym("n"))),
      1, 32);
  EXPECT_FALSE(T.Computed);
  EXPECT_EQ(T.Missing, "'n' is not bound");
}

TEST(SectorTraffic, SymbolicConfigurationIsNotComputed) {
  GlobalAccess A = access(sym("threadIdx.x") * 4, 4);
  SectorTraffic T =
      computeSectorTraffic({A}, {sym("g"), Expr(1), Expr(1)},
                           {Expr(32), Expr(1), Expr(1)}, identity);
  EXPECT_FALSE(T.Computed);
}

TEST(TrafficEstimate, ArchitectureLimits) {
  EXPECT_EQ(archLimits("sm_89").MaxThreadsPerSM, 1536u);
  EXPECT_EQ(archLimits("sm_89").MaxBlocksPerSM, 24u);
  EXPECT_EQ(archLimits("sm_80").MaxThreadsPerSM, 2048u);
  EXPECT_TRUE(archLimits("sm_90").Known);
  EXPECT_FALSE(archLimits("").Known);
}

TEST(TrafficEstimate, StaysWithinTheBoundsAndSaysItsRule) {
  // One warp-wide block per wave reading its own 128 bytes: with a 64-byte
  // L2 even one wave's working set does not fit: the sector bytes.
  Expr I = sym("blockIdx.x") * 32 + sym("threadIdx.x");
  GlobalAccess A = access(I * 4, 4);
  CacheTraits Tiny{64, 1, 32, 1};
  TrafficEstimate E = estimateTraffic(
      {A}, {Expr(4), Expr(1), Expr(1)}, {Expr(32), Expr(1), Expr(1)}, identity,
      Rational(512), Rational(512), Rational(512), Tiny);
  ASSERT_TRUE(E.Computed);
  EXPECT_EQ(E.Bytes, Rational(512));
  EXPECT_NE(E.Rule.find("no reuse between requests"), std::string::npos)
      << E.Rule;
  // A large L2: the footprint fits.
  CacheTraits Big{1 << 20, 1, 32, 1};
  E = estimateTraffic({A}, {Expr(4), Expr(1), Expr(1)},
                      {Expr(32), Expr(1), Expr(1)}, identity, Rational(512),
                      Rational(512), Rational(2048), Big);
  EXPECT_EQ(E.Bytes, Rational(512));
  EXPECT_NE(E.Rule.find("fits the L2"), std::string::npos) << E.Rule;
}

Footprint oneBlockFootprint(const std::vector<GlobalAccess> &As, int64_t Grid,
                            int64_t Block) {
  return computeFootprint(As, {Expr(Grid), Expr(1), Expr(1)},
                          {Expr(Block), Expr(1), Expr(1)}, identity);
}

TEST(SectorFootprint, ContiguousFloatsFillTheirSectors) {
  // a[i] over 4 blocks of 32: 512 bytes, 16 whole sectors.
  Expr I = sym("blockIdx.x") * 32 + sym("threadIdx.x");
  Footprint F = oneBlockFootprint({access(I * 4, 4)}, 4, 32);
  ASSERT_TRUE(F.Computed);
  EXPECT_EQ(F.bytes(), Rational(512));
  EXPECT_EQ(F.SectorBytes, Rational(512));
}

TEST(SectorFootprint, OneFloatInEightCostsItsWholeSector) {
  // a[8 * i]: 128 floats, each alone in its 32-byte sector.
  Expr I = sym("blockIdx.x") * 32 + sym("threadIdx.x");
  Footprint F = oneBlockFootprint({access(I * 32, 4)}, 4, 32);
  ASSERT_TRUE(F.Computed);
  EXPECT_EQ(F.bytes(), Rational(512));
  EXPECT_EQ(F.SectorBytes, Rational(128 * 32));
}

TEST(SectorFootprint, StrideBelowASectorSharesIt) {
  // a[2 * i]: 128 floats, four to a sector: 32 sectors, twice the bytes.
  Expr I = sym("blockIdx.x") * 32 + sym("threadIdx.x");
  Footprint F = oneBlockFootprint({access(I * 8, 4)}, 4, 32);
  EXPECT_EQ(F.bytes(), Rational(512));
  EXPECT_EQ(F.SectorBytes, Rational(32 * 32));
}

TEST(SectorFootprint, InterleavedHalvesShareTheirSectors) {
  // a[2 * i] and a[2 * i + 1] are apart in bytes but lie in the same 64
  // sectors: the union is 2048 bytes, not twice that.
  Expr I = sym("blockIdx.x") * 32 + sym("threadIdx.x");
  Footprint F =
      oneBlockFootprint({access(I * 8, 4), access(I * 8 + 4, 4)}, 4, 32);
  EXPECT_EQ(F.bytes(), Rational(1024));
  EXPECT_EQ(F.SectorBytes, Rational(1024));
}

TEST(SectorFootprint, MisalignedRowsTouchOneMoreSector) {
  // Rows of 8 floats starting 4 bytes into a sector: 2 sectors per row.
  Expr Row = sym("blockIdx.x") * 64 + sym("threadIdx.x") * 4 + 4;
  Footprint F = oneBlockFootprint({access(Row, 4)}, 4, 8);
  EXPECT_EQ(F.bytes(), Rational(128));
  EXPECT_EQ(F.SectorBytes, Rational(4 * 2 * 32));
}

TEST(TrafficEstimate, CountsWholeSectorsOfAFootprintThatFits) {
  // a[8 * i] over 4 blocks of 32 fits a large L2: 128 sectors from DRAM,
  // not the 512 bytes the lanes use.
  Expr I = sym("blockIdx.x") * 32 + sym("threadIdx.x");
  GlobalAccess A = access(I * 32, 4);
  CacheTraits Big{1 << 20, 1, 32, 1};
  TrafficEstimate E = estimateTraffic(
      {A}, {Expr(4), Expr(1), Expr(1)}, {Expr(32), Expr(1), Expr(1)}, identity,
      Rational(512), Rational(4096), Rational(4096), Big);
  EXPECT_EQ(E.Bytes, Rational(4096));
  EXPECT_NE(E.Rule.find("4096 B in whole 32-byte sectors"), std::string::npos)
      << E.Rule;
}

TEST(TrafficEstimate, CountsWholeSectorsOfEachWave) {
  // The same access over 64 blocks, one resident block on one SM, a 1 KiB
  // L2: 64 waves each read 32 sectors.
  Expr I = sym("blockIdx.x") * 32 + sym("threadIdx.x");
  GlobalAccess A = access(I * 32, 4);
  CacheTraits Small{1024, 1, 32, 1};
  TrafficEstimate E = estimateTraffic(
      {A}, {Expr(64), Expr(1), Expr(1)}, {Expr(32), Expr(1), Expr(1)}, identity,
      Rational(8192), Rational(65536), Rational(65536), Small);
  EXPECT_EQ(E.Bytes, Rational(65536));
  EXPECT_NE(E.Rule.find("1024 B in whole 32-byte sectors"), std::string::npos)
      << E.Rule;
}
