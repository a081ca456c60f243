//===- LaneGuards.cpp - A warp's lanes under a guard ----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "LaneGuards.h"

#include <tuple>

namespace roofline {
namespace traffic {

namespace {

/// LaneGuards kept per thread, by guard, loops, blocks, block and warp.
using LaneGuardsKey =
    std::tuple<Expr, std::vector<std::pair<std::string, Expr>>,
               std::vector<std::pair<std::string, int64_t>>,
               std::array<int64_t, 3>, int64_t, int64_t>;
constexpr size_t KeptLaneGuards = 1024;

std::map<std::string, Expr> laneValues(const std::array<int64_t, 3> &Block,
                                       int64_t Tid) {
  return {{"threadIdx.x", Expr(Tid % Block[0])},
          {"threadIdx.y", Expr((Tid / Block[0]) % Block[1])},
          {"threadIdx.z", Expr(Tid / (Block[0] * Block[1]))}};
}

} // namespace

std::pair<std::optional<Rational>, std::optional<Rational>> &
LaneGuards::sums(const std::vector<std::pair<std::string, int64_t>> &Box) {
  auto It = Sums.find(Box);
  if (It != Sums.end())
    return It->second;
  std::set<Expr> Distinct(Weights.begin(), Weights.end());
  Expr All(1), Any;
  for (const Expr &E : Distinct)
    All = All * E;
  for (const Expr &E : Weights)
    Any = Any + E;
  return Sums[Box] = {All.sumOverBox(Box), Any.sumOverBox(Box)};
}

LaneGuards &laneGuards(const Expr &Guard, const std::vector<AccessLoop> &Loops,
                       const std::vector<Var> &Blocks,
                       const std::array<int64_t, 3> &Block, int64_t W,
                       int64_t Lanes) {
  thread_local std::map<LaneGuardsKey, LaneGuards> Kept;
  std::vector<std::pair<std::string, Expr>> LoopKey;
  for (const AccessLoop &L : Loops)
    LoopKey.emplace_back(L.Index, L.Count);
  LaneGuardsKey Key(Guard, LoopKey, boxOf(Blocks), Block, W, Lanes);
  auto It = Kept.find(Key);
  if (It != Kept.end())
    return It->second;
  if (Kept.size() >= KeptLaneGuards)
    Kept.clear();
  LaneGuards &G = Kept[Key];
  std::vector<std::map<std::string, Expr>> LaneSub;
  for (int64_t L = 0; L < Lanes; ++L)
    LaneSub.push_back(laneValues(Block, W * WarpSize + L));
  G.Context = Blocks;
  G.Weights.assign(Lanes, Expr(1));
  for (int64_t L = 0; L < Lanes; ++L)
    G.Weights[L] = Guard.substitute(LaneSub[L]);
  for (auto It = Loops.rbegin(); It != Loops.rend(); ++It) {
    std::vector<Expr> Counts;
    std::set<std::string> Syms;
    for (int64_t L = 0; L < Lanes; ++L) {
      Counts.push_back(It->Count.substitute(LaneSub[L]));
      for (const std::string &S : Counts.back().symbols())
        Syms.insert(S);
    }
    std::vector<Var> Over;
    for (const Var &V : G.Context)
      if (Syms.count(V.Name))
        Over.push_back(V);
    if (Over.size() != Syms.size()) {
      G.Why = "a loop count depends on something the launch leaves open";
      return G;
    }
    // Past the budget of an access whatever is left of the launch's.
    G.Spends.push_back(boxSize(Over) * Lanes);
    if (G.Spends.back() > EnumerationBudget)
      return G;
    int64_t Max = 0;
    bool Uniform = true;
    std::optional<int64_t> First;
    bool Failed = false;
    for (const Expr &C : Counts) {
      std::optional<CountRange> R = countRange(C, Over);
      if (!R) {
        Failed = true;
        continue;
      }
      Max = std::max(Max, R->Max);
      if (!R->Only || (First && *First != *R->Only))
        Uniform = false;
      First = R->Only;
    }
    if (Failed) {
      G.Why = "a loop count could not be evaluated";
      return G;
    }
    if (!Uniform || !Over.empty())
      for (int64_t L = 0; L < Lanes; ++L)
        G.Weights[L] =
            G.Weights[L] *
            Expr::indicator(Expr::Cmp::LT, Expr::symbol(It->Index), Counts[L]);
    G.Context.push_back({It->Index, Max});
  }
  std::set<std::string> Known;
  for (const Var &V : G.Context)
    Known.insert(V.Name);
  for (const Expr &E : G.Weights)
    for (const std::string &S : E.symbols()) {
      if (!Known.count(S)) {
        G.Unknown = S;
        return G;
      }
      G.MaskVars.insert(S);
    }
  return G;
}

} // namespace traffic
} // namespace roofline
