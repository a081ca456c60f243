//===- FootprintImage.h - The bytes one access touches ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Private to the Traffic component: the image of one global access over the
// box of thread indices, block indices and loop iterations of a launch, with
// what the union and the difference of images need (Footprint.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRAFFIC_FOOTPRINTIMAGE_H
#define ROOFLINE_LIB_TRAFFIC_FOOTPRINTIMAGE_H

#include "Affine.h"

#include "roofline/Cost/KernelCost.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace roofline {
namespace traffic {

using Int = Rational::Int;

/// The addresses {Base + sum Stride_i * k_i : 0 <= k_i < Extent_i}, strides
/// positive and increasing, each stride above what the smaller ones reach
/// together (so that every point is a distinct address).
struct Lattice {
  Int Base = 0;
  std::vector<std::pair<Int, Int>> Digits; // (stride, extent), extent > 1
  friend bool operator==(const Lattice &A, const Lattice &B) {
    return A.Base == B.Base && A.Digits == B.Digits;
  }
};

struct Image {
  /// Distinct bytes: exact, or a lower bound (Exact false, Why says why).
  Rational Bytes;
  /// The bytes of the distinct 32-byte sectors those bytes lie in: what
  /// DRAM moves for them, an estimate (0: not known, taken as Bytes).
  Rational Sectors;
  bool Exact = true;
  /// False: nothing is known of the image; Bytes (0) is no bound on it.
  bool Derived = true;
  std::string Why;
  /// Bytes per address (the access's width).
  int64_t Width = 0;
  /// The image is exactly this set of addresses (each Width bytes).
  std::optional<Lattice> Set;
  /// Every address of the image lies in [Lo, Hi] (byte offsets of the
  /// first byte of an access).
  std::optional<std::pair<Int, Int>> Range;
  /// Each address is touched by exactly one active point (thread, block,
  /// iteration).
  bool Injective = false;

  static Image none() {
    return Image{}; // no byte: exact, derived
  }
  static Image notDerived(std::string Why) {
    Image I;
    I.Exact = false;
    I.Derived = false;
    I.Why = std::move(Why);
    return I;
  }
  static Image lowerBound(Rational Bytes, std::string Why) {
    Image I;
    I.Bytes = Bytes;
    I.Exact = false;
    I.Why = std::move(Why);
    return I;
  }
  bool empty() const { return Derived && Exact && Bytes.isZero(); }
  /// Sectors, never below Bytes.
  Rational sectorBytes() const { return Sectors < Bytes ? Bytes : Sectors; }
};

/// floor(A / B) for B > 0, A of either sign.
Int floorDivInt(Int A, Int B);

/// The bytes of the distinct 32-byte sectors a lattice of Width-byte
/// accesses touches, the array taken as 256-byte aligned: exact for each
/// translate along the digits whose strides are multiples of 32, the
/// translates counted apart; nothing when the other digits have more than
/// 4096 points between them.
std::optional<Rational> latticeSectorBytes(const Lattice &Set, int64_t Width);

/// The image of an affine offset (Width bytes per address).
Image affineImage(const Affine &Form, const Expr &Guard,
                  const std::vector<Var> &Vars, const Rational &Active,
                  Int Points, int64_t Width);

/// An address affine in one atom, `X mod M`, `floor(X / M)` or `min(X, M)`
/// of an affine X, and in variables X does not use (FootprintDivisions.cpp).
std::optional<Image> modularImage(const GlobalAccess &A, const Expr &Offset,
                                  const Expr &Guard,
                                  const std::vector<Var> &Vars,
                                  const Rational &Active, Int Points);

/// An address affine in the row floor(X / M) and the column X mod M of an
/// index X that takes each value of a run once (FootprintDivisions.cpp).
std::optional<Image> divisionImage(const GlobalAccess &A, const Expr &Offset,
                                   const std::vector<Var> &Vars,
                                   const Rational &Active, Int Points);

/// The distinct bytes one access touches over the launch (Offset, Guard and
/// the loops' counts bound, the launch's unit axes substituted), or nothing
/// when a size is open (Missing then names it).
std::optional<Image> imageOf(const GlobalAccess &A, const Expr &Offset,
                             Expr Guard, const std::vector<AccessLoop> &Loops,
                             std::vector<Var> Vars, std::string &Missing);

} // namespace traffic
} // namespace roofline

#endif // ROOFLINE_LIB_TRAFFIC_FOOTPRINTIMAGE_H
