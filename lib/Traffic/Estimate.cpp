//===- Estimate.cpp - DRAM traffic between the bounds: the L2 rule --------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Traffic/Estimate.h"
#include "roofline/Traffic/Footprint.h"

#include "Affine.h"

#include <algorithm>

namespace roofline {

using namespace traffic;

ArchLimits archLimits(const std::string &CudaArch) {
  // CUDA C Programming Guide, "Technical Specifications per Compute
  // Capability": resident threads and blocks per SM.
  struct Row {
    const char *Arch;
    unsigned Threads, Blocks;
  };
  static const Row Rows[] = {
      {"sm_70", 2048, 32},  {"sm_72", 2048, 32}, {"sm_75", 1024, 16},
      {"sm_80", 2048, 32},  {"sm_86", 1536, 16}, {"sm_87", 2048, 16},
      {"sm_89", 1536, 24},  {"sm_90", 2048, 32}, {"sm_100", 2048, 32},
      {"sm_120", 1536, 32},
  };
  for (const Row &R : Rows)
    if (CudaArch == R.Arch)
      return {R.Threads, R.Blocks, true};
  return {};
}

namespace {

std::string bytes(const Rational &B) { return B.str() + " B"; }

} // namespace

TrafficEstimate estimateTraffic(const std::vector<GlobalAccess> &Accesses,
                                const std::array<Expr, 3> &Grid,
                                const std::array<Expr, 3> &Block,
                                const std::function<Expr(const Expr &)> &Bind,
                                const Rational &Compulsory,
                                const Rational &CompulsorySectors,
                                const Rational &Sectors, const CacheTraits &C,
                                bool CompulsoryExact) {
  TrafficEstimate E;
  if (C.L2Bytes <= 0 || Sectors < Compulsory)
    return E;
  E.Computed = true;
  Rational L2(static_cast<int64_t>(C.L2Bytes));
  // DRAM moves whole 32-byte sectors: a footprint of one float in eight
  // (x[8 * i]) costs eight times its bytes.
  Rational Whole = std::min(std::max(CompulsorySectors, Compulsory), Sectors);
  if (Whole <= L2 && CompulsoryExact) {
    E.Bytes = Whole;
    E.Rule =
        "L2 rule: the footprint fits the L2 (" + bytes(L2) + "), " +
        (Whole == Compulsory ? std::string("each byte from DRAM once")
                             : "each of its sectors from DRAM once (" +
                                   bytes(Whole) + " in whole 32-byte sectors)");
    return E;
  }
  std::array<int64_t, 3> G{}, B{};
  for (int A = 0; A < 3; ++A) {
    auto GA = asInt(Bind(Grid[A])), BA = asInt(Bind(Block[A]));
    if (!GA || !BA || *GA <= 0 || *BA <= 0) {
      E.Computed = false;
      return E;
    }
    G[A] = *GA;
    B[A] = *BA;
  }
  int64_t Threads = B[0] * B[1] * B[2];
  int64_t Resident = std::min<int64_t>(
      C.MaxThreadsPerSM / std::max<int64_t>(Threads, 1), C.MaxBlocksPerSM);
  int64_t Wave = std::max<int64_t>(1, Resident) * std::max<unsigned>(C.SMs, 1);
  int64_t Blocks = G[0] * G[1] * G[2];
  // The first wave as a box of blocks, x fastest.
  std::array<int64_t, 3> WG{1, 1, 1};
  if (Wave >= Blocks) {
    WG = G;
  } else if (Wave >= G[0]) {
    WG = {G[0], std::min(G[1], Wave / G[0]), 1};
  } else {
    WG = {Wave, 1, 1};
  }
  int64_t PerWave = WG[0] * WG[1] * WG[2];
  int64_t Waves = (Blocks + PerWave - 1) / PerWave;
  Footprint F =
      computeFootprint(Accesses, {Expr(WG[0]), Expr(WG[1]), Expr(WG[2])},
                       {Expr(B[0]), Expr(B[1]), Expr(B[2])}, Bind);
  std::string Waving =
      "L2 rule: " + std::to_string(Waves) + " waves of " +
      std::to_string(PerWave) + " blocks (" + std::to_string(C.SMs) +
      " SMs x " + std::to_string(std::max<int64_t>(1, Resident)) + " resident" +
      (PerWave < std::min(Wave, Blocks) ? ", in whole rows of the grid" : "") +
      ")";
  // The layer condition: what a wave touches in one iteration of its loops
  // (k in a matmul). When that fits, data shared by the wave's blocks in an
  // iteration is read once, so each wave reads its footprint once.
  std::vector<GlobalAccess> OneIteration = Accesses;
  for (GlobalAccess &A : OneIteration)
    for (AccessLoop &L : A.Loops)
      L.Count = Expr(1);
  Footprint Layer =
      computeFootprint(OneIteration, {Expr(WG[0]), Expr(WG[1]), Expr(WG[2])},
                       {Expr(B[0]), Expr(B[1]), Expr(B[2])}, Bind);
  auto WholeOf = [](const Footprint &X) {
    return std::max(X.SectorBytes, X.bytes());
  };
  // The layer condition stays in bytes: with a loop's count taken as 1, an
  // epilogue's `C[m * N + n]` under its own loops is a sparse pattern whose
  // sectors the later iterations fill.
  if (F.Computed && Layer.Computed && Layer.exact() && Layer.bytes() <= L2) {
    Rational Est = WholeOf(F) * Rational(Waves);
    E.Bytes = std::min(std::max(Est, Compulsory), Sectors);
    E.Rule = Waving + " each read their footprint (" + bytes(F.bytes()) +
             (WholeOf(F) == F.bytes()
                  ? std::string()
                  : ", " + bytes(WholeOf(F)) + " in whole 32-byte sectors") +
             ") once: a wave's working set per loop iteration (" +
             bytes(Layer.bytes()) + ") fits the L2 (" + bytes(L2) + ")";
    return E;
  }
  E.Bytes = Sectors;
  if (F.Computed && Layer.Computed && !Layer.exact() && Layer.bytes() <= L2)
    E.Rule = Waving +
             ": a wave's working set per loop iteration is known only from "
             "below, so not known to fit the L2 (" +
             bytes(L2) + "), no reuse between requests";
  else
    E.Rule = Waving +
             ": a wave's working set per loop iteration exceeds the "
             "L2 (" +
             bytes(L2) + "), no reuse between requests";
  return E;
}

} // namespace roofline
