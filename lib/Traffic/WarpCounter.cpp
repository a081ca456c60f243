//===- WarpCounter.cpp - Warp requests of one access ----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// For each access and each warp position in the block, the lanes are 32
// concrete thread ids. The byte offset is split into a per-lane constant
// (offset at lane L minus offset at lane 0: any function of the lane, as
// long as it does not change with the block or iteration) and a context part g
// over block indices and loop iterations. A warp's cost depends only on g
// modulo the period (32 for sectors, 128 for lines and banks) and on which
// lanes are active, so:
//  - context variables whose coefficient in g is not a multiple of the period
//    give a histogram of residues (exact, one period per variable);
//  - the variables the guards mention give the active-lane masks: all lanes
//    active is counted in closed form (Expr::sumOverBox), and only when some
//    contexts are partly active are the guards' variables enumerated;
//  - everything else multiplies.
// A warp's lanes' guards, and the sums over them, are the same for every
// access under the same guard and loops whatever its element type: each
// thread computes them once (LaneGuards); an offset affine in the thread
// indices gives the lanes' offsets without substitution.
//
//===----------------------------------------------------------------------===//

#include "WarpCounter.h"

#include "LaneGuards.h"

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <set>

namespace roofline {
namespace traffic {

namespace {

int64_t modP(Rational::Int A, int64_t P) {
  int64_t R = static_cast<int64_t>(A % P);
  return R < 0 ? R + P : R;
}

/// How many points of the box of Vars give each residue of
/// C0 + sum(Coef * v) mod P: per variable one period, then convolution.
std::vector<Rational>
residueHistogram(const Affine &G, const std::vector<Var> &Vars, int64_t P) {
  std::vector<Rational> H(P);
  H[modP(G.C0, P)] = Rational(1);
  for (const Var &V : Vars) {
    int64_t A = modP(G.Coef.at(V.Name), P);
    std::vector<Rational> Per(P);
    // v and v + P give the same residue: count each v mod P.
    int64_t Full = V.Extent / P, Rest = V.Extent % P;
    for (int64_t R = 0; R < P && R < V.Extent; ++R)
      Per[(A * R) % P] = Per[(A * R) % P] + Rational(Full + (R < Rest ? 1 : 0));
    std::vector<Rational> Next(P);
    for (int64_t X = 0; X < P; ++X) {
      if (H[X].isZero())
        continue;
      for (int64_t Y = 0; Y < P; ++Y)
        if (!Per[Y].isZero())
          Next[(X + Y) % P] = Next[(X + Y) % P] + H[X] * Per[Y];
    }
    H = std::move(Next);
  }
  return H;
}

int64_t idealSectors(uint32_t Mask, int64_t Width) {
  int64_t Lanes = __builtin_popcount(Mask);
  return (Lanes * Width + SectorSize - 1) / SectorSize;
}

/// One warp's lanes at one warp position: lane 0's offset, over the context,
/// and each lane's offset from it (a number).
struct WarpLanes {
  int64_t Lanes;
  Expr G0;
  std::vector<int64_t> F;
};

/// The context's variables by what they change in a warp: U lane 0's residue
/// mod 32, M the active lanes, Free neither. Joint: some change both, or the
/// address is not affine in them; M then holds every one not Free.
struct ContextSplit {
  std::optional<Affine> G;
  std::vector<Var> U, M, Free;
  bool Joint;
  Rational FreeCount;
};

/// The least p > 0 with G0(v + p) = G0(v) modulo Period for every v, when
/// there is one within reach: the address enters through floor divisions
/// and remainders by constants (an element's row and column), so one step of
/// p1 moves it by a constant and Period / gcd(Period, that) steps by a
/// multiple of the period.
std::optional<int64_t> addressPeriod(const Expr &G0, const Var &V,
                                     int64_t Period) {
  Expr X = Expr::symbol(V.Name);
  auto Step = [&](int64_t P1) -> std::optional<int64_t> {
    std::optional<Rational> D =
        (G0.substitute(V.Name, X + Expr(P1)) - G0).asConstant();
    if (!D || !D->isInteger())
      return std::nullopt;
    int64_t Delta = modP(D->num(), Period);
    return P1 * (Delta == 0 ? 1 : Period / std::gcd(Period, Delta));
  };
  for (int64_t P1 = 1; P1 <= 4096 && P1 < V.Extent;
       P1 = P1 < 64 ? P1 + 1 : 2 * P1)
    if (std::optional<int64_t> P = Step(P1))
      return P;
  return std::nullopt;
}

/// Adds Times warps of active lanes Mask whose lane 0 is at residue Residue.
using AddWarpsFn =
    std::function<void(uint32_t Mask, int64_t Residue, const Rational &Times)>;

/// Splits the context's variables for the address G0 (see ContextSplit).
ContextSplit splitContext(const Expr &G0, const LaneGuards &Lg, int64_t P) {
  const std::vector<Var> &Context = Lg.Context;
  const std::set<std::string> &MaskVars = Lg.MaskVars;
  auto G = affineForm(G0, Context);
  std::vector<Var> U, M, Free;
  if (G) {
    for (const Var &V : Context) {
      bool Residue = modP(G->Coef[V.Name], P) != 0;
      bool Masked = MaskVars.count(V.Name) != 0;
      if (Residue && Masked) {
        // Both: enumerate them together below.
        U.clear();
        M.clear();
        Free.clear();
        break;
      }
      (Residue ? U : Masked ? M : Free).push_back(V);
    }
  }
  bool Joint = !G || (U.size() + M.size() + Free.size() != Context.size());
  if (Joint) {
    U.clear(), M.clear(), Free.clear();
    for (const Var &V : Context)
      (G && modP(G->Coef[V.Name], P) == 0 && !MaskVars.count(V.Name) ? Free : M)
          .push_back(V);
  }
  Rational FreeCount(1);
  for (const Var &V : Free)
    FreeCount = FreeCount * Rational(V.Extent);
  return {std::move(G),    std::move(U), std::move(M),
          std::move(Free), Joint,        FreeCount};
}

class AccessCounter {
public:
  AccessCounter(const GlobalAccess &A, const Expr &Offset, const Expr &Guard,
                std::vector<AccessLoop> Loops, std::vector<Var> Blocks,
                std::array<int64_t, 3> Block, Rational::Int &Remaining,
                int64_t Period, std::optional<Sweep> Over)
      : A(A), Offset(Offset), Guard(Guard), Loops(std::move(Loops)),
        Blocks(std::move(Blocks)), Block(Block), Remaining(Remaining),
        Period(Period), Over(Over) {
    splitThreads();
  }

  /// Sums over every warp position; Why says what stopped an exact count.
  std::optional<WarpCount> count(std::string &Why) {
    int64_t Threads = Block[0] * Block[1] * Block[2];
    WarpCount Total;
    for (int64_t W = 0; W * WarpSize < Threads; ++W) {
      auto C = countWarp(W, std::min(WarpSize, Threads - W * WarpSize), Why);
      if (!C)
        return std::nullopt;
      Total += *C;
    }
    return Total;
  }

private:
  /// Takes N points from the launch's enumeration budget, if it has them.
  bool spend(Rational::Int N) {
    if (N > EnumerationBudget || N > Remaining)
      return false;
    Remaining -= N;
    return true;
  }
  /// Offset as Rest + sum of ThreadCoef[a] * threadIdx.<a>, Rest free of
  /// the thread indices, when it is that: a lane's offset is then a number
  /// away from lane 0's, with no substitution.
  void splitThreads() {
    std::map<std::string, Expr> Zero;
    for (const char *Axis : Axes)
      Zero[std::string("threadIdx.") + Axis] = Expr(0);
    Expr Rest = Offset.substitute(Zero);
    Expr Rebuilt = Rest;
    std::array<Rational, 3> Coef;
    for (int I = 0; I < 3; ++I) {
      std::string Name = std::string("threadIdx.") + Axes[I];
      std::map<std::string, Expr> Unit = Zero;
      Unit[Name] = Expr(1);
      auto C = (Offset.substitute(Unit) - Rest).asConstant();
      if (!C)
        return;
      Coef[I] = *C;
      Rebuilt += Expr(*C) * Expr::symbol(Name);
    }
    if (Rebuilt == Offset) {
      OffsetRest = Rest;
      ThreadCoef = Coef;
    }
  }
  std::array<int64_t, 3> laneIndex(int64_t Tid) const {
    return {Tid % Block[0], (Tid / Block[0]) % Block[1],
            Tid / (Block[0] * Block[1])};
  }
  std::map<std::string, Expr> laneValues(int64_t Tid) const {
    return {{"threadIdx.x", Expr(Tid % Block[0])},
            {"threadIdx.y", Expr((Tid / Block[0]) % Block[1])},
            {"threadIdx.z", Expr(Tid / (Block[0] * Block[1]))}};
  }

  /// Per lane: offset relative to lane 0. Nothing, with Why, when the lanes'
  /// offsets from one another are not numbers.
  std::optional<WarpLanes> laneOffsets(int64_t W, int64_t Lanes,
                                       std::string &Why) const {
    std::vector<std::map<std::string, Expr>> LaneSub;
    for (int64_t L = 0; L < Lanes && !OffsetRest; ++L)
      LaneSub.push_back(laneValues(W * WarpSize + L));
    // A lane's offset from lane 0: a number, by the thread indices'
    // coefficients when the offset is affine in them.
    auto ShiftOf = [&](int64_t L) {
      std::array<int64_t, 3> T = laneIndex(W * WarpSize + L);
      Rational Shift;
      for (int I = 0; I < 3; ++I)
        Shift = Shift + (*ThreadCoef)[I] * Rational(T[I]);
      return Shift;
    };
    Expr G0 = OffsetRest ? *OffsetRest + Expr(ShiftOf(0))
                         : Offset.substitute(LaneSub[0]);
    std::vector<int64_t> F(Lanes, 0);
    for (int64_t L = 1; L < Lanes; ++L) {
      auto D = OffsetRest ? asInt(Expr(ShiftOf(L) - ShiftOf(0)))
                          : asInt(Offset.substitute(LaneSub[L]) - G0);
      if (!D) {
        Why = "the lanes' offsets from one another change with the block or "
              "the loop iteration";
        return std::nullopt;
      }
      F[L] = *D;
    }
    return WarpLanes{Lanes, std::move(G0), std::move(F)};
  }

  /// Takes the loop counts' enumeration budget, and checks that the address
  /// G0 and the guards are in the context's variables; false, with Why, when
  /// not.
  bool checkContext(const LaneGuards &Lg, const Expr &G0, std::string &Why) {
    for (Rational::Int N : Lg.Spends)
      if (!spend(N)) {
        Why = "a loop count varies over too many blocks and iterations";
        return false;
      }
    if (!Lg.Why.empty()) {
      Why = Lg.Why;
      return false;
    }
    const std::vector<Var> &Context = Lg.Context;
    // Everything must now be in the context's variables.
    std::set<std::string> Known;
    for (const Var &V : Context)
      Known.insert(V.Name);
    for (const Expr *E : {&G0})
      for (const std::string &S : E->symbols())
        if (!Known.count(S)) {
          Why = "the address depends on '" + S + "'";
          return false;
        }
    if (!Lg.Unknown.empty()) {
      Why = "a guard depends on '" + Lg.Unknown + "'";
      return false;
    }
    return true;
  }

  /// Counts the warps without enumerating the context, when S is not joint:
  /// lane 0's residues by their histogram, and the mask variables in closed
  /// form when every warp is fully active (or when they are too many to
  /// enumerate: an upper bound). False when they must be enumerated.
  bool countClosedForm(const WarpLanes &WL, const ContextSplit &S,
                       LaneGuards &Lg, const AddWarpsFn &Add, WarpCount &R) {
    int64_t Lanes = WL.Lanes;
    const std::vector<int64_t> &F = WL.F;
    const std::vector<Var> &M = S.M;
    const std::vector<Expr> &Weights = Lg.Weights;
    uint32_t Full = Lanes == 32 ? 0xffffffffu : ((1u << Lanes) - 1);

    auto H = residueHistogram(*S.G, S.U, Period);
    auto AddMask = [&](uint32_t Mask, const Rational &Times) {
      for (int64_t Res = 0; Res < Period; ++Res)
        Add(Mask, Res, Times * H[Res] * S.FreeCount);
    };
    if (M.empty()) {
      uint32_t Mask = 0;
      for (int64_t L = 0; L < Lanes; ++L) {
        auto V = Weights[L].evaluate({});
        if (V && !V->isZero())
          Mask |= 1u << L;
      }
      AddMask(Mask, Rational(1));
      return true;
    }
    auto [PFull, ASum] = Lg.sums(boxOf(M));
    if (PFull && ASum && *ASum == *PFull * Rational(Lanes)) {
      AddMask(Full, *PFull);
      return true;
    }
    if (PFull && ASum &&
        (boxSize(M) * Lanes > ExactBudget || boxSize(M) * Lanes > Remaining)) {
      // Too many points to find the partly active warps: count them as
      // full ones. A subset of the lanes touches a subset of the sectors,
      // and there are at most as many partial warps as active lanes in
      // them, or as points left: an upper bound, tight when the partial
      // warps are a boundary.
      AddMask(Full, *PFull);
      Rational Total(1);
      for (const Var &V : M)
        Total = Total * Rational(V.Extent);
      Rational Partial =
          std::min(*ASum - *PFull * Rational(Lanes), Total - *PFull);
      Rational Residues;
      RequestCost Worst;
      for (int64_t Res = 0; Res < Period; ++Res)
        if (!H[Res].isZero()) {
          Residues = Residues + H[Res];
          Worst.takeMax(requestCost(F, Full, Res, A.Width));
        }
      Rational Times = Partial * Residues * S.FreeCount;
      Worst.Ideal = 1; // at least one sector each
      R.add(Worst, Times);
      R.Bounded = true;
      return true;
    }
    return false;
  }

  /// Enumerates the mask variables (with the residue ones when they meet);
  /// false, with Why, when over the budget or not evaluable.
  bool enumerateMasks(const WarpLanes &WL, const ContextSplit &S,
                      const LaneGuards &Lg, const AddWarpsFn &Add,
                      std::string &Why) {
    int64_t Lanes = WL.Lanes;
    const std::vector<Var> &M = S.M;
    bool Joint = S.Joint;
    const std::vector<Expr> &Weights = Lg.Weights;
    // A variable the guards leave alone on which the address repeats modulo
    // the period is enumerated over one period, each value counted as often
    // as it recurs in the variable's range.
    std::vector<Var> Vars = M;
    std::vector<std::vector<Rational::Int>> Recur(M.size());
    for (std::size_t K = 0; Joint && K < M.size(); ++K) {
      if (Lg.MaskVars.count(M[K].Name))
        continue;
      std::optional<int64_t> P = addressPeriod(WL.G0, M[K], Period);
      if (!P || *P >= M[K].Extent)
        continue;
      Vars[K].Extent = *P;
      for (int64_t R = 0; R < *P; ++R)
        Recur[K].push_back(M[K].Extent / *P + (R < M[K].Extent % *P ? 1 : 0));
    }
    if (!spend(boxSize(Vars) * Lanes)) {
      Why = "guards leave warps partly active over too many blocks and "
            "iterations to enumerate";
      return false;
    }
    std::map<std::pair<uint32_t, int64_t>, Rational::Int> Seen;
    bool Failed = false;
    std::vector<std::string> Names = namesOf(Vars);
    std::vector<CompiledExpr> LaneWeights;
    for (int64_t L = 0; L < Lanes; ++L)
      LaneWeights.emplace_back(Weights[L], Names);
    std::optional<CompiledExpr> Address;
    if (Joint)
      Address.emplace(WL.G0, Names);
    forEachIndex(Vars, [&](const std::vector<int64_t> &Point) {
      Rational::Int Times = 1;
      for (std::size_t K = 0; K < Point.size(); ++K)
        if (!Recur[K].empty())
          Times *= Recur[K][Point[K]];
      uint32_t Mask = 0;
      for (int64_t L = 0; L < Lanes; ++L) {
        auto V = LaneWeights[L].at(Point);
        if (!V) {
          Failed = true;
          return;
        }
        if (!V->isZero())
          Mask |= 1u << L;
      }
      if (!Mask)
        return;
      int64_t Res = 0;
      if (Joint) {
        auto Off = Address->at(Point);
        if (!Off || !Off->isInteger()) {
          Failed = true;
          return;
        }
        Res = modP(Off->num(), Period);
      }
      Seen[{Mask, Res}] += Times;
    });
    if (Failed) {
      Why = "a guard or address could not be evaluated";
      return false;
    }
    if (Joint) {
      for (const auto &[Key, N] : Seen)
        Add(Key.first, Key.second, Rational(N) * S.FreeCount);
    } else {
      auto H = residueHistogram(*S.G, S.U, Period);
      for (const auto &[Key, N] : Seen)
        for (int64_t Res = 0; Res < Period; ++Res)
          Add(Key.first, Res, Rational(N) * H[Res] * S.FreeCount);
    }
    return true;
  }

  std::optional<WarpCount> countWarp(int64_t W, int64_t Lanes,
                                     std::string &Why) {
    // Per lane: offset relative to lane 0, and the guard with the loops'
    // ranges as indicators where lanes differ.
    std::optional<WarpLanes> WL = laneOffsets(W, Lanes, Why);
    if (!WL)
      return std::nullopt;
    const std::vector<int64_t> &F = WL->F;
    LaneGuards &Lg = laneGuards(Guard, Loops, Blocks, Block, W, Lanes);
    if (!checkContext(Lg, WL->G0, Why))
      return std::nullopt;
    ContextSplit S = splitContext(WL->G0, Lg, Period);

    WarpCount R;
    // Many contexts share a mask and a residue: cost each pair once.
    std::map<std::pair<uint32_t, int64_t>, RequestCost> Costs;
    auto Add = [&](uint32_t Mask, int64_t Residue, const Rational &Times) {
      if (!Mask || Times.isZero())
        return;
      auto [It, New] = Costs.try_emplace({Mask, Residue});
      if (New) {
        It->second = requestCost(F, Mask, Residue, A.Width);
        It->second.Ideal = idealSectors(Mask, A.Width);
        if (Over)
          It->second.Sectors = sweepSectors(F, Mask, Residue, A.Width, *Over);
      }
      R.add(It->second, Times);
    };

    if (!S.Joint && countClosedForm(*WL, S, Lg, Add, R))
      return R;
    if (!enumerateMasks(*WL, S, Lg, Add, Why))
      return std::nullopt;
    return R;
  }

  const GlobalAccess &A;
  Expr Offset, Guard;
  std::optional<Expr> OffsetRest;
  std::optional<std::array<Rational, 3>> ThreadCoef;
  std::vector<AccessLoop> Loops;
  std::vector<Var> Blocks;
  std::array<int64_t, 3> Block;
  /// Points the launch may still enumerate, over all its accesses.
  Rational::Int &Remaining;
  /// Lane 0's offset is taken modulo Period: 32 for sectors, 128 for lines
  /// and banks.
  int64_t Period;
  std::optional<Sweep> Over;
};

} // namespace

std::optional<WarpCount>
countAccess(const GlobalAccess &A, const Expr &Offset, const Expr &Guard,
            std::vector<AccessLoop> Loops, std::vector<Var> Blocks,
            std::array<int64_t, 3> Block, Rational::Int &Remaining,
            int64_t Period, std::string &Why, std::optional<Sweep> Over) {
  return AccessCounter(A, Offset, Guard, std::move(Loops), std::move(Blocks),
                       Block, Remaining, Period, Over)
      .count(Why);
}

} // namespace traffic
} // namespace roofline
