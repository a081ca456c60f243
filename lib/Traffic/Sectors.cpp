//===- Sectors.cpp - Warp requests: sectors, L1 lines, shared banks -------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Each access is counted request by request (WarpCounter.cpp): global ones
// in 32-byte sectors and 128-byte L1 lines, shared ones in bank wavefronts.
// Beyond the enumeration budget, or when the address is not affine in the
// lane, a global access counts every lane as its own request (an upper
// bound, reported) and a shared one is left uncounted (the shared roof is
// then not derived).
//
//===----------------------------------------------------------------------===//

#include "roofline/Traffic/Sectors.h"
#include "roofline/Support/Errors.h"

#include "Affine.h"
#include "WarpCounter.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>

namespace roofline {

using namespace traffic;

int64_t distinctSectors(const std::vector<int64_t> &Offsets, uint32_t Mask,
                        int64_t Shift, int64_t Width) {
  return requestCost(Offsets, Mask, Shift, Width).Sectors;
}

namespace {

/// What counting needs of a launch's configuration.
struct LaunchBox {
  std::array<int64_t, 3> B{};
  std::vector<Var> Blocks;
  std::vector<std::pair<std::string, int64_t>> ThreadBox;
  /// Grid dimensions of 1: their index is 0.
  std::map<std::string, Expr> UnitBlocks;
};

std::optional<LaunchBox>
launchBox(const std::array<Expr, 3> &Grid, const std::array<Expr, 3> &Block,
          const std::function<Expr(const Expr &)> &Bind) {
  LaunchBox L;
  for (int A = 0; A < 3; ++A) {
    auto G = asInt(Bind(Grid[A])), Bl = asInt(Bind(Block[A]));
    if (!G || !Bl || *G < 0 || *Bl <= 0)
      return std::nullopt;
    L.B[A] = *Bl;
    if (*G > 1)
      L.Blocks.push_back({std::string("blockIdx.") + Axes[A], *G});
    else
      L.UnitBlocks[std::string("blockIdx.") + Axes[A]] = Expr(0);
    L.ThreadBox.emplace_back(std::string("blockIdx.") + Axes[A], *G);
    L.ThreadBox.emplace_back(std::string("threadIdx.") + Axes[A], *Bl);
  }
  return L;
}

/// One access bound to the launch: its guard and loops, and its lane
/// executions (Missing set when they cannot be summed).
struct BoundAccess {
  Expr Guard;
  std::vector<AccessLoop> Loops;
  std::optional<Rational> Lanes;
  std::string Missing;
};

BoundAccess bindAccess(const GlobalAccess &A, const LaunchBox &L,
                       const std::function<Expr(const Expr &)> &Bind) {
  BoundAccess R;
  R.Guard = Bind(A.Guard).substitute(L.UnitBlocks);
  for (const AccessLoop &Lp : A.Loops)
    R.Loops.push_back({Lp.Index, Bind(Lp.Count).substitute(L.UnitBlocks)});
  // Lane executions: the guard summed over the loops and the launch.
  Expr Executions = R.Guard;
  for (const AccessLoop &Lp : R.Loops)
    Executions = Expr::sum(Lp.Index, Lp.Count, Executions);
  R.Lanes = checked([&] {
              return Executions.sumOverBox(L.ThreadBox);
            }).value_or(std::nullopt);
  if (!R.Lanes) {
    std::set<std::string> Open;
    for (const std::string &Sym : Executions.symbols())
      if (!isIndexSymbol(Sym))
        Open.insert(Sym);
    R.Missing = Open.empty() ? "an access's executions could not be summed"
                             : "'" + *Open.begin() + "' is not bound";
  }
  return R;
}

/// Counts A at Period; nothing, with Why, when not exactly.
std::optional<WarpCount>
countBound(const GlobalAccess &A, const BoundAccess &BA, const LaunchBox &L,
           const std::function<Expr(const Expr &)> &Bind,
           Rational::Int &Remaining, int64_t Period, std::string &Why) {
  if (!A.Offset) {
    Why = "its address could not be derived";
    return std::nullopt;
  }
  Expr Offset = Bind(*A.Offset).substitute(L.UnitBlocks);
  auto C = checked([&] {
    return countAccess(A, Offset, BA.Guard, BA.Loops, L.Blocks, L.B, Remaining,
                       Period, Why);
  });
  if (!C)
    Why = "its counts overflow";
  return C ? *C : std::nullopt;
}

/// The sectors of load A that miss the L1 under the L1 rule: a warp keeps
/// what it touched in earlier iterations of the access's innermost loop.
/// Nothing when the loop's count is not a number, the guard or an outer
/// loop changes with it, or the address is not affine in it.
std::optional<Rational>
missSectors(const GlobalAccess &A, const BoundAccess &BA, const LaunchBox &L,
            const std::function<Expr(const Expr &)> &Bind,
            Rational::Int &Budget) {
  if (!A.Offset || A.Store || BA.Loops.empty())
    return std::nullopt;
  const AccessLoop &In = BA.Loops.front(); // innermost
  auto N = asInt(In.Count);
  if (!N || *N <= 0 || *N > (int64_t(1) << 32) ||
      BA.Guard.symbols().count(In.Index))
    return std::nullopt;
  std::vector<AccessLoop> Outer(BA.Loops.begin() + 1, BA.Loops.end());
  for (const AccessLoop &O : Outer)
    if (O.Count.symbols().count(In.Index))
      return std::nullopt;
  Expr Off = Bind(*A.Offset).substitute(L.UnitBlocks);
  Expr First = Off.substitute(In.Index, Expr(0));
  auto Step = asInt(Off.substitute(In.Index, Expr(1)) - First);
  if (!Step || !(First + Expr(*Step) * Expr::symbol(In.Index) == Off))
    return std::nullopt;
  std::string Why;
  std::optional<WarpCount> C =
      checked([&] {
        return countAccess(A, First, BA.Guard, Outer, L.Blocks, L.B, Budget,
                           SectorSize, Why, Sweep{*Step, *N});
      }).value_or(std::nullopt);
  if (!C || C->Bounded)
    return std::nullopt;
  return C->Sectors;
}

/// Loads a compiler keeps in registers: among the innermost loops of a
/// shared load whose counts are numbers (at most UnrollLimit iterations
/// together: loops a compiler unrolls), those its address and guard do not
/// depend on run it once, when no store to the same array runs under them.
constexpr int64_t UnrollLimit = 256;

GlobalAccess inRegisters(const GlobalAccess &A,
                         const std::vector<GlobalAccess> &All,
                         const std::function<Expr(const Expr &)> &Bind) {
  if (A.Store || !A.Offset)
    return A;
  std::set<std::string> Uses = Bind(*A.Offset).symbols();
  for (const std::string &S : Bind(A.Guard).symbols())
    Uses.insert(S);
  std::set<std::string> Stored; // loops a store to the same array runs under
  for (const GlobalAccess &B : All)
    if (B.Store && B.Array == A.Array)
      for (const AccessLoop &L : B.Loops)
        Stored.insert(L.Index);
  GlobalAccess R = A;
  R.Loops.clear();
  int64_t Unrolled = 1;
  bool Inner = true;
  for (const AccessLoop &L : A.Loops) { // innermost first
    auto N = asInt(Bind(L.Count));
    Inner = Inner && N && *N > 0 && Unrolled * *N <= UnrollLimit;
    if (Inner)
      Unrolled *= *N;
    bool Loop = false;
    for (const AccessLoop &O : A.Loops)
      Loop = Loop || O.Count.symbols().count(L.Index);
    if (Inner && !Uses.count(L.Index) && !Stored.count(L.Index) && !Loop)
      continue; // loaded once, kept in a register
    R.Loops.push_back(L);
  }
  return R;
}

} // namespace

SectorTraffic
computeSectorTraffic(const std::vector<GlobalAccess> &Accesses,
                     const std::array<Expr, 3> &Grid,
                     const std::array<Expr, 3> &Block,
                     const std::function<Expr(const Expr &)> &Bind) {
  SectorTraffic T;
  std::optional<LaunchBox> L = launchBox(Grid, Block, Bind);
  if (!L) {
    T.Missing = "the launch configuration is not known";
    return T;
  }
  // One enumeration budget for the whole launch and each count: past it,
  // accesses fall back to their bound.
  Rational::Int Remaining = EnumerationBudget;
  Rational::Int LineBudget = EnumerationBudget;
  Rational::Int MissBudget = EnumerationBudget;
  for (const GlobalAccess &A : Accesses) {
    AccessSectors S;
    S.Loc = A.Loc;
    S.Array = A.Array;
    S.Store = A.Store;
    S.Width = A.Width;
    BoundAccess BA = bindAccess(A, *L, Bind);
    if (!BA.Lanes) {
      T.Missing = BA.Missing;
      T.Accesses.clear();
      return T;
    }
    std::string Why, LineWhy;
    std::optional<WarpCount> C =
        countBound(A, BA, *L, Bind, Remaining, SectorSize, Why);
    // Lines need lane 0's offset modulo 128: a second count.
    std::optional<WarpCount> Lc =
        C ? countBound(A, BA, *L, Bind, LineBudget, LineSize, LineWhy)
          : std::nullopt;
    Rational Repeat(A.Repeat);
    S.RequestedBytes = *BA.Lanes * Repeat * Rational(A.Width);
    if (C) {
      S.Requests = C->Requests * Repeat;
      S.Sectors = C->Sectors * Repeat;
      S.IdealSectors = C->Ideal * Repeat;
      S.UsedBytes = C->Distinct * Repeat;
      // Each sector lies in one line: the sectors bound the lines.
      S.Lines = Lc && !Lc->Bounded ? Lc->Lines * Repeat : S.Sectors;
      S.LinesExact = Lc && !Lc->Bounded && !C->Bounded;
      if (C->Bounded) {
        S.Exact = false;
        T.Assumptions.push_back(
            {diagId(DiagId::SectorEstimate),
             "sectors of this access are an upper bound: warps partly active "
             "over too many blocks and iterations to enumerate are counted "
             "as full ones",
             A.Loc});
      }
    } else {
      // Every lane its own request of its own sectors: an upper bound.
      S.Exact = false;
      int64_t PerLane = (A.Width + SectorSize - 1) / SectorSize;
      S.Requests = *BA.Lanes * Repeat;
      S.Sectors = *BA.Lanes * Repeat * Rational(PerLane);
      S.IdealSectors = S.Sectors;
      S.UsedBytes = S.RequestedBytes;
      S.Lines = S.Sectors;
      S.LinesExact = false;
      T.Assumptions.push_back(
          {diagId(DiagId::SectorEstimate),
           "sectors of this access counted one request per lane (an upper "
           "bound): " +
               Why,
           A.Loc});
    }
    // What reaches the L2: stores write through; loads miss the L1 unless
    // the warp touched the sector in an earlier iteration.
    S.MissSectors = S.Sectors;
    if (C && !C->Bounded)
      if (auto M = missSectors(A, BA, *L, Bind, MissBudget))
        S.MissSectors = std::min(S.Sectors, *M * Repeat);
    Rational Bytes = S.Sectors * Rational(SectorSize);
    (A.Store ? T.StoreBytes : T.LoadBytes) =
        (A.Store ? T.StoreBytes : T.LoadBytes) + Bytes;
    T.Lines = T.Lines + S.Lines;
    T.L2Bytes = T.L2Bytes + S.MissSectors * Rational(SectorSize);
    T.Accesses.push_back(std::move(S));
  }
  T.Computed = true;
  return T;
}

SharedTraffic
computeSharedTraffic(const std::vector<GlobalAccess> &Accesses,
                     const std::array<Expr, 3> &Grid,
                     const std::array<Expr, 3> &Block,
                     const std::function<Expr(const Expr &)> &Bind) {
  SharedTraffic T;
  std::optional<LaunchBox> L = launchBox(Grid, Block, Bind);
  if (!L) {
    T.Missing = "the launch configuration is not known";
    return T;
  }
  Rational::Int Remaining = EnumerationBudget;
  for (const GlobalAccess &Written : Accesses) {
    GlobalAccess A = inRegisters(Written, Accesses, Bind);
    BoundAccess BA = bindAccess(A, *L, Bind);
    if (!BA.Lanes) {
      T.Missing = BA.Missing;
      T.Accesses.clear();
      return T;
    }
    std::string Why;
    std::optional<WarpCount> C =
        countBound(A, BA, *L, Bind, Remaining, LineSize, Why);
    if (C && C->Bounded)
      Why = "warps partly active over too many blocks and iterations";
    if (!C || C->Bounded) {
      T.Missing = "shared access to '" + A.Array + "' at " +
                  std::to_string(A.Loc.Line) + ":" +
                  std::to_string(A.Loc.Column) + " not counted: " + Why;
      T.Accesses.clear();
      return T;
    }
    Rational Repeat(A.Repeat);
    AccessWavefronts W;
    W.Loc = A.Loc;
    W.Array = A.Array;
    W.Store = A.Store;
    W.Width = A.Width;
    W.Requests = C->Requests * Repeat;
    W.Wavefronts = C->Wavefronts * Repeat;
    // A thread's consecutive accesses may be fused into one of up to 16
    // bytes: then one request serves up to 16 / width of them.
    int64_t Fuse = A.Width < 16 ? 16 / A.Width : 1;
    W.MinWavefronts = C->MinWavefronts * Repeat / Rational(Fuse);
    (A.Store ? T.StoreWavefronts : T.LoadWavefronts) =
        (A.Store ? T.StoreWavefronts : T.LoadWavefronts) + W.Wavefronts;
    T.MinWavefronts = T.MinWavefronts + W.MinWavefronts;
    T.Accesses.push_back(std::move(W));
  }
  T.Computed = true;
  return T;
}

} // namespace roofline
