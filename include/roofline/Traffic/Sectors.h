//===- Sectors.h - Warp requests: sectors, lines, wavefronts ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary of this component:
//  - warp: 32 consecutive linear thread ids of a block
//    (tid = x + y*Bx + z*Bx*By); the last warp of a block may be partial.
//  - request: one global access executed by a warp with at least one active
//    lane.
//  - sector: an aligned 32-byte piece of memory; a request moves every
//    distinct sector its active lanes touch. Base pointers are taken as
//    256-byte aligned (what cudaMalloc returns).
//  - sector bytes: 32 x sectors over the whole launch: the traffic with no
//    reuse between requests (Nsight Compute's
//    l1tex__t_sectors_pipe_lsu_mem_global_op_ld/_st x 32).
//  - line: an aligned 128-byte piece; L1 looks up one line per clock, so a
//    request costs at least as many clocks as the distinct lines it touches.
//  - wavefront: one pass of shared memory's 32 banks of 4 bytes; a request
//    takes, per phase (32 lanes of 4-byte accesses, 16 of 8-byte, 8 of
//    16-byte), as many as the most distinct words it asks of one bank.
//    Shared arrays are taken as 128-byte aligned.
//
// Plain data and numbers: no Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TRAFFIC_SECTORS_H
#define ROOFLINE_TRAFFIC_SECTORS_H

#include "roofline/Cost/KernelCost.h"
#include "roofline/Support/Rational.h"

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace roofline {

/// One access of the kernel over a whole launch.
struct AccessSectors {
  SourceLoc Loc;
  std::string Array;
  bool Store = false;
  int64_t Width = 0; // bytes per lane
  Rational Requests; // warp requests with an active lane
  /// What the active lanes ask for: lane executions x width.
  Rational RequestedBytes;
  Rational Sectors; // distinct sectors summed over those requests
  /// The fewest sectors the same requests could move: the active lanes'
  /// bytes laid out contiguously and aligned.
  Rational IdealSectors;
  /// The distinct bytes each request asks for, summed: what the fetched
  /// sectors carry that some lane uses (a broadcast's bytes once).
  Rational UsedBytes;
  /// Counted exactly from the address; false for the stated upper bound
  /// (every lane its own request).
  bool Exact = true;
  /// Distinct 128-byte lines summed over the requests; the sectors (an
  /// upper bound) when LinesExact is false.
  Rational Lines;
  bool LinesExact = true;
  /// The sectors that reach the L2 (the L1 rule: a load's warp keeps the
  /// sectors it touched in earlier iterations of the access's innermost
  /// loop; stores write through); the sectors when the rule cannot apply.
  Rational MissSectors;
};

struct SectorTraffic {
  /// False when the launch leaves a size or the configuration open; Missing
  /// says what.
  bool Computed = false;
  std::string Missing;
  Rational LoadBytes, StoreBytes;
  std::vector<AccessSectors> Accesses;
  /// Why a count is an upper bound rather than exact (one per access).
  std::vector<Assumption> Assumptions;
  Rational bytes() const { return LoadBytes + StoreBytes; }
  bool exact() const { return Assumptions.empty(); }
  /// L1 lines over every access, and the bytes of the sectors that miss
  /// the L1.
  Rational Lines, L2Bytes;
};

/// One shared-memory access over a whole launch.
struct AccessWavefronts {
  SourceLoc Loc;
  std::string Array;
  bool Store = false;
  int64_t Width = 0;
  Rational Requests, Wavefronts;
  /// The fewest wavefronts the same bytes could take: per request
  /// ceil(distinct bytes / 128), divided by the accesses a compiler may fuse
  /// into one of 16 bytes (16 / width).
  Rational MinWavefronts;
  /// Wavefronts per request: 1 without conflicts, 32 for 32-way ones.
  double degree() const {
    return Requests.isZero() ? 0 : Wavefronts.toDouble() / Requests.toDouble();
  }
};

struct SharedTraffic {
  /// False when an access could not be counted exactly; Missing says which.
  bool Computed = false;
  std::string Missing;
  Rational LoadWavefronts, StoreWavefronts, MinWavefronts;
  std::vector<AccessWavefronts> Accesses;
  Rational wavefronts() const { return LoadWavefronts + StoreWavefronts; }
};

/// Sector traffic of one launch: Accesses are the launch walk's, Grid and
/// Block its configuration, Bind applies the run's bindings to an
/// expression.
SectorTraffic
computeSectorTraffic(const std::vector<GlobalAccess> &Accesses,
                     const std::array<Expr, 3> &Grid,
                     const std::array<Expr, 3> &Block,
                     const std::function<Expr(const Expr &)> &Bind);

/// Shared-memory wavefronts of one launch, from its shared accesses.
SharedTraffic
computeSharedTraffic(const std::vector<GlobalAccess> &Accesses,
                     const std::array<Expr, 3> &Grid,
                     const std::array<Expr, 3> &Block,
                     const std::function<Expr(const Expr &)> &Bind);

/// Distinct 32-byte sectors touched by the lanes whose bit is set in Mask,
/// lane L at byte Offsets[L] + Shift, Width bytes each.
int64_t distinctSectors(const std::vector<int64_t> &Offsets, uint32_t Mask,
                        int64_t Shift, int64_t Width);

} // namespace roofline

#endif // ROOFLINE_TRAFFIC_SECTORS_H
