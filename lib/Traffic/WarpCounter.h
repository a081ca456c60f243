//===- WarpCounter.h - Warp requests of one access (private) ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One access over a whole launch, warp request by warp request: what each
// request costs at every level a request passes (32-byte sectors, 128-byte
// L1 lines, shared-memory wavefronts), summed. Sectors.cpp turns global
// accesses into sector and line counts, SharedBanks.cpp shared accesses into
// wavefronts.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRAFFIC_WARPCOUNTER_H
#define ROOFLINE_LIB_TRAFFIC_WARPCOUNTER_H

#include "Affine.h"

#include "roofline/Cost/KernelCost.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace roofline {
namespace traffic {

constexpr int64_t LineSize = 128;
/// Shared memory: 32 banks of 4 bytes; one wavefront serves one word per
/// bank.
constexpr int64_t BankCount = 32, BankWidth = 4;
/// One wavefront (and one L1 data path clock) moves at most this many bytes.
constexpr int64_t WavefrontBytes = BankCount * BankWidth;

/// What one warp request costs.
struct RequestCost {
  int64_t Sectors = 0; // distinct 32-byte sectors
  int64_t Ideal = 0;   // the active lanes' bytes packed and aligned
  int64_t Lines = 0;   // distinct 128-byte lines
  /// Shared memory: per phase (32 lanes of 4-byte, 16 of 8-byte, 8 of
  /// 16-byte accesses), the most distinct words asked of one bank, summed.
  int64_t Wavefronts = 0;
  int64_t DistinctBytes = 0;
  void takeMax(const RequestCost &O);
};

/// Lanes whose bit is set in Mask, lane L at byte Offsets[L] + Shift, Width
/// bytes each. Shift must keep the offsets' residue modulo 128 for Lines and
/// Wavefronts (modulo 32 for Sectors).
RequestCost requestCost(const std::vector<int64_t> &Offsets, uint32_t Mask,
                        int64_t Shift, int64_t Width);

/// A warp's sweep over the iterations of a loop: its lanes start at the
/// offsets of iteration 0 and move Step bytes per iteration, Count times.
struct Sweep {
  int64_t Step = 0, Count = 1;
};

/// Distinct 32-byte sectors the lanes of Mask touch over the whole sweep
/// (Shift as for requestCost).
int64_t sweepSectors(const std::vector<int64_t> &Offsets, uint32_t Mask,
                     int64_t Shift, int64_t Width, const Sweep &S);

/// One access summed over its warp requests.
struct WarpCount {
  Rational Requests, Sectors, Ideal, Lines, Wavefronts;
  /// Sum of the distinct bytes of the requests.
  Rational Distinct;
  /// Sum of ceil(distinct bytes / 128) over the requests.
  Rational MinWavefronts;
  /// Partly active warps were counted as full ones: an upper bound.
  bool Bounded = false;
  void add(const RequestCost &C, const Rational &Times);
  WarpCount &operator+=(const WarpCount &O);
};

/// Counts access A (its Offset and Guard bound, Loops and Blocks the
/// launch's) over every warp of blocks of Block threads. Lane 0's offset is
/// taken modulo Period: 32 suffices for sectors, 128 is needed for lines and
/// wavefronts. Remaining is the launch's enumeration budget. Nothing, with
/// Why, when the count cannot be exact. With Over, Offset is that of a
/// loop's first iteration, Loops leave the loop out, and each request's
/// Sectors are those of the warp's whole sweep over the loop.
std::optional<WarpCount>
countAccess(const GlobalAccess &A, const Expr &Offset, const Expr &Guard,
            std::vector<AccessLoop> Loops, std::vector<Var> Blocks,
            std::array<int64_t, 3> Block, Rational::Int &Remaining,
            int64_t Period, std::string &Why,
            std::optional<Sweep> Over = std::nullopt);

} // namespace traffic
} // namespace roofline

#endif // ROOFLINE_LIB_TRAFFIC_WARPCOUNTER_H
