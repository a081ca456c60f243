//===- Footprint.h - DRAM traffic: compulsory bytes -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary of this component:
//  - footprint: the distinct bytes of one array that a whole launch reads,
//    and those it writes.
//  - compulsory bytes: the footprints summed over the arrays, reads and
//    writes apart: the DRAM traffic with perfect reuse. No cache can move
//    less, so a ceiling over it is one that no measurement can beat.
//
// Every count here is exact or a lower bound, never more than the truth: an
// over-count would lower the sound ceiling below what a GPU can reach.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TRAFFIC_FOOTPRINT_H
#define ROOFLINE_TRAFFIC_FOOTPRINT_H

#include "roofline/Cost/KernelCost.h"
#include "roofline/Support/Rational.h"

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace roofline {

struct ArrayFootprint {
  std::string Array;
  Rational ReadBytes, WriteBytes;
  /// False: the bytes are a lower bound.
  bool Exact = true;
};

struct Footprint {
  /// False when the launch leaves a size or the configuration open.
  bool Computed = false;
  std::string Missing;
  Rational ReadBytes, WriteBytes;
  /// The bytes of the distinct 32-byte sectors those bytes lie in, arrays
  /// 256-byte aligned: what DRAM moves for them, an estimate (at least
  /// bytes()).
  Rational SectorBytes;
  std::vector<ArrayFootprint> Arrays; // sorted by name
  /// Why an array's bytes are a lower bound (one per array).
  std::vector<Assumption> Assumptions;
  Rational bytes() const { return ReadBytes + WriteBytes; }
  bool exact() const { return Assumptions.empty(); }
};

/// Compulsory bytes of one launch, from the accesses of its walk.
Footprint computeFootprint(const std::vector<GlobalAccess> &Accesses,
                           const std::array<Expr, 3> &Grid,
                           const std::array<Expr, 3> &Block,
                           const std::function<Expr(const Expr &)> &Bind);

} // namespace roofline

#endif // ROOFLINE_TRAFFIC_FOOTPRINT_H
