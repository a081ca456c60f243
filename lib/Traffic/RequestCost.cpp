//===- RequestCost.cpp - What one warp request costs ----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One request of a warp's active lanes, given their byte offsets: its
// 32-byte sectors, 128-byte L1 lines and shared-memory wavefronts (32 banks
// of 4 bytes, served per phase: 32 lanes of 4-byte accesses, 16 of 8-byte,
// 8 of 16-byte; lanes asking for the same word share it), and the sectors a
// warp touches over a whole loop.
//
//===----------------------------------------------------------------------===//

#include "WarpCounter.h"

#include <algorithm>
#include <array>
#include <climits>
#include <map>

namespace roofline {
namespace traffic {

void RequestCost::takeMax(const RequestCost &O) {
  Sectors = std::max(Sectors, O.Sectors);
  Ideal = std::max(Ideal, O.Ideal);
  Lines = std::max(Lines, O.Lines);
  Wavefronts = std::max(Wavefronts, O.Wavefronts);
  DistinctBytes = std::max(DistinctBytes, O.DistinctBytes);
}

void WarpCount::add(const RequestCost &C, const Rational &Times) {
  Requests = Requests + Times;
  Sectors = Sectors + Times * Rational(C.Sectors);
  Ideal = Ideal + Times * Rational(C.Ideal);
  Lines = Lines + Times * Rational(C.Lines);
  Wavefronts = Wavefronts + Times * Rational(C.Wavefronts);
  Distinct = Distinct + Times * Rational(C.DistinctBytes);
  MinWavefronts =
      MinWavefronts +
      Times * Rational((C.DistinctBytes + WavefrontBytes - 1) / WavefrontBytes);
}

WarpCount &WarpCount::operator+=(const WarpCount &O) {
  Requests = Requests + O.Requests;
  Sectors = Sectors + O.Sectors;
  Ideal = Ideal + O.Ideal;
  Lines = Lines + O.Lines;
  Wavefronts = Wavefronts + O.Wavefronts;
  Distinct = Distinct + O.Distinct;
  MinWavefronts = MinWavefronts + O.MinWavefronts;
  Bounded = Bounded || O.Bounded;
  return *this;
}

namespace {

/// Distinct values of Xs (sorted in place).
int64_t distinct(std::vector<int64_t> &Xs) {
  std::sort(Xs.begin(), Xs.end());
  return std::unique(Xs.begin(), Xs.end()) - Xs.begin();
}

/// Distinct Unit-sized pieces the ranges [Starts[I], Starts[I] + Width)
/// touch.
int64_t distinctPieces(const std::vector<int64_t> &Starts, int64_t Width,
                       int64_t Unit) {
  std::vector<int64_t> P;
  for (int64_t S : Starts)
    for (int64_t X = floorDiv(S, Unit); X <= floorDiv(S + Width - 1, Unit); ++X)
      P.push_back(X);
  return distinct(P);
}

/// Wavefronts of one phase: the most distinct words asked of one bank.
int64_t phaseWavefronts(const std::vector<int64_t> &Starts, int64_t Width) {
  std::vector<int64_t> Words;
  for (int64_t S : Starts)
    for (int64_t X = floorDiv(S, BankWidth);
         X <= floorDiv(S + Width - 1, BankWidth); ++X)
      Words.push_back(X);
  int64_t N = distinct(Words);
  std::array<int64_t, BankCount> PerBank{};
  int64_t Most = 0;
  for (int64_t I = 0; I < N; ++I) {
    int64_t Bank = Words[I] - floorDiv(Words[I], BankCount) * BankCount;
    Most = std::max(Most, ++PerBank[Bank]);
  }
  return Most;
}

} // namespace

RequestCost requestCost(const std::vector<int64_t> &Offsets, uint32_t Mask,
                        int64_t Shift, int64_t Width) {
  RequestCost C;
  std::vector<int64_t> Starts;
  for (size_t L = 0; L < Offsets.size() && L < 32; ++L)
    if (Mask & (1u << L))
      Starts.push_back(Offsets[L] + Shift);
  C.Sectors = distinctPieces(Starts, Width, SectorSize);
  C.Lines = distinctPieces(Starts, Width, LineSize);
  // Distinct bytes: the union of the lanes' ranges.
  std::vector<int64_t> Sorted = Starts;
  std::sort(Sorted.begin(), Sorted.end());
  int64_t End = INT64_MIN;
  for (int64_t S : Sorted) {
    C.DistinctBytes += std::max<int64_t>(0, S + Width - std::max(S, End));
    End = std::max(End, S + Width);
  }
  // Phases: 4-byte (and narrower) accesses serve the whole warp at once,
  // 8-byte ones each half-warp, 16-byte and wider ones each quarter-warp.
  int64_t PhaseLanes = Width <= 4 ? 32 : Width <= 8 ? 16 : 8;
  for (int64_t First = 0; First < 32; First += PhaseLanes) {
    std::vector<int64_t> Phase;
    for (int64_t L = First; L < First + PhaseLanes; ++L)
      if (L < static_cast<int64_t>(Offsets.size()) && (Mask & (1u << L)))
        Phase.push_back(Offsets[L] + Shift);
    if (!Phase.empty())
      C.Wavefronts += phaseWavefronts(Phase, Width);
  }
  return C;
}

/// Distinct sectors of the byte ranges [Starts[I], Starts[I] + Width), by
/// merging them: wide ranges are not listed sector by sector.
int64_t mergedSectors(std::vector<int64_t> Starts, int64_t Width) {
  std::sort(Starts.begin(), Starts.end());
  int64_t Total = 0, End = INT64_MIN; // one past the last sector counted
  for (int64_t St : Starts) {
    int64_t First = floorDiv(St, SectorSize);
    int64_t Last = floorDiv(St + Width - 1, SectorSize) + 1;
    Total += std::max<int64_t>(0, Last - std::max(First, End));
    End = std::max(End, Last);
  }
  return Total;
}

int64_t sweepSectors(const std::vector<int64_t> &Offsets, uint32_t Mask,
                     int64_t Shift, int64_t Width, const Sweep &S) {
  std::vector<int64_t> Starts;
  for (size_t L = 0; L < Offsets.size() && L < 32; ++L)
    if (Mask & (1u << L))
      Starts.push_back(Offsets[L] + Shift);
  int64_t Step = S.Step, N = S.Count;
  if (Step < 0) {
    // The same set, walked from the other end.
    for (int64_t &X : Starts)
      X += Step * (N - 1);
    Step = -Step;
  }
  if (Step == 0 || N <= 1)
    return mergedSectors(Starts, Width);
  if (Step <= SectorSize) // consecutive ranges skip no sector
    return mergedSectors(Starts, Step * (N - 1) + Width);
  if (Step % SectorSize == 0) {
    // Translates of iteration 0's sectors by D: per residue class modulo D,
    // each sector q covers [q, q + N) in steps of D.
    int64_t D = Step / SectorSize;
    std::vector<int64_t> First;
    for (int64_t St : Starts)
      for (int64_t X = floorDiv(St, SectorSize);
           X <= floorDiv(St + Width - 1, SectorSize); ++X)
        First.push_back(X);
    std::map<int64_t, std::vector<int64_t>> Classes;
    for (int64_t X : First)
      Classes[X - floorDiv(X, D) * D].push_back(floorDiv(X, D));
    int64_t Total = 0;
    for (auto &[R, Qs] : Classes) {
      std::sort(Qs.begin(), Qs.end());
      int64_t End = INT64_MIN;
      for (int64_t Q : Qs) {
        Total += std::max<int64_t>(0, Q + N - std::max(Q, End));
        End = std::max(End, Q + N);
      }
    }
    return Total;
  }
  // Iterations at most a few thousand lane ranges: enumerate.
  if (N * static_cast<int64_t>(Starts.size()) <= 1 << 14) {
    std::vector<int64_t> All;
    for (int64_t J = 0; J < N; ++J)
      for (int64_t St : Starts)
        All.push_back(St + Step * J);
    return distinctPieces(All, Width, SectorSize);
  }
  // No reuse between iterations: an upper bound.
  return N * mergedSectors(Starts, Width);
}

} // namespace traffic
} // namespace roofline
