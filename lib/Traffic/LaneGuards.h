//===- LaneGuards.h - A warp's lanes under a guard (private) ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The sector count of an access (Sectors.cpp) needs, for each warp, every
// lane's guard with its loops' ranges as indicators, the loops' extents, and
// sums over the guards. They depend on the guard and the loops, not on the
// address: every access under the same guard and loops shares them, whatever
// its element type (a kernel instantiated for int, float and double), so
// each thread computes them once.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRAFFIC_LANEGUARDS_H
#define ROOFLINE_LIB_TRAFFIC_LANEGUARDS_H

#include "Affine.h"

#include "roofline/Cost/KernelCost.h"

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace roofline {
namespace traffic {

/// What a warp's guard and loops give its lanes.
struct LaneGuards {
  /// Enumeration budget the loop counts take, in order, and what stopped
  /// them (empty: nothing).
  std::vector<Rational::Int> Spends;
  std::string Why;
  /// Block indices, then loop iterations outermost first, each with an
  /// extent (the most iterations any lane runs).
  std::vector<Var> Context;
  /// Per lane: the guard, with the loops' ranges as indicators where lanes
  /// differ.
  std::vector<Expr> Weights;
  /// The variables of the weights, and the first that is not in Context.
  std::set<std::string> MaskVars;
  std::string Unknown;
  /// Points of a box of mask variables where every lane is active, and the
  /// active lanes summed over them.
  std::map<std::vector<std::pair<std::string, int64_t>>,
           std::pair<std::optional<Rational>, std::optional<Rational>>>
      Sums;

  /// Those sums over Box (computed the first time).
  std::pair<std::optional<Rational>, std::optional<Rational>> &
  sums(const std::vector<std::pair<std::string, int64_t>> &Box);
};

/// The lanes of warp W (Lanes of them) of a block of Block threads under
/// Guard and Loops (innermost first), Blocks the block indices that vary.
/// The enumeration budget the loop counts need is listed in Spends, not
/// taken: the caller takes it, in order, and stops where it runs out.
LaneGuards &laneGuards(const Expr &Guard, const std::vector<AccessLoop> &Loops,
                       const std::vector<Var> &Blocks,
                       const std::array<int64_t, 3> &Block, int64_t W,
                       int64_t Lanes);

} // namespace traffic
} // namespace roofline

#endif // ROOFLINE_LIB_TRAFFIC_LANEGUARDS_H
