//===- SectorFootprint.cpp - The sectors a lattice of accesses touches ----===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// DRAM moves 32-byte sectors: the footprint the L2 rule reads (Estimate.cpp)
// is counted in the sectors its bytes lie in. A lattice's digits whose
// strides are multiples of 32 bytes translate its lower digits' pattern by
// whole sectors; that pattern is enumerated (a contiguous lowest digit as
// one run) and its sectors counted once.
//
//===----------------------------------------------------------------------===//

#include "FootprintImage.h"

#include <algorithm>

namespace roofline {
namespace traffic {

std::optional<Rational> latticeSectorBytes(const Lattice &Set, int64_t Width) {
  constexpr Int Sector = 32, MaxPoints = 4096;
  const auto &D = Set.Digits;
  // Digits [J, end) move by whole sectors: each translate of the lower
  // digits' pattern lies on as many sectors as the first.
  size_t J = D.size();
  while (J > 0 && D[J - 1].first % Sector == 0)
    --J;
  // A lowest digit as dense as the access is one contiguous run.
  Int Run = Width;
  size_t First = 0;
  if (J > 0 && D[0].first == Width) {
    Run = Width * D[0].second;
    First = 1;
  }
  Int Points = 1;
  for (size_t I = First; I < J; ++I) {
    Points *= D[I].second;
    if (Points > MaxPoints)
      return std::nullopt;
  }
  std::vector<std::pair<Int, Int>> Runs; // sectors [first, last]
  std::vector<Int> K(J, 0);
  for (Int P = 0; P < Points; ++P) {
    Int At = Set.Base;
    for (size_t I = First; I < J; ++I)
      At += D[I].first * K[I];
    Runs.emplace_back(floorDivInt(At, Sector),
                      floorDivInt(At + Run - 1, Sector));
    for (size_t I = First; I < J; ++I) // the next point, mixed radix
      if (++K[I] < D[I].second)
        break;
      else
        K[I] = 0;
  }
  std::sort(Runs.begin(), Runs.end());
  Int Count = 0, End = 0;
  bool Started = false;
  for (const auto &[Lo, Hi] : Runs) {
    Int From = Started ? std::max(Lo, End + 1) : Lo;
    if (Hi >= From)
      Count += Hi - From + 1;
    End = Started ? std::max(End, Hi) : Hi;
    Started = true;
  }
  Rational Bytes(Count * Sector);
  for (size_t I = J; I < D.size(); ++I)
    Bytes = Bytes * Rational(D[I].second);
  return Bytes;
}

} // namespace traffic
} // namespace roofline
