//===- BoxSum.cpp - Sums of expressions over boxes of integers ------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// sumOverBox splits the expression into terms. A term with a sum atom over a
// constant count becomes a term of a box with one more dimension, its index.
// A term whose indicators compare with min, max, floor or ceil, or that has
// a count (max(0, Y), a sum over a varying count), is rewritten first
// (BoxRewrite.cpp) when all that comes out is summed in closed form. The
// factors of a term then fall into groups that share no box variable, whose
// sums multiply. A group is counted fast when some variable v of it, the
// innermost, enters its factors only through indicators [a*v + R < 0],
// [a*v + R == 0] or [a*v + R != 0] (R free of v), through congruences
// [a*v + R = t mod m], as a power v^k, or not at all (BoxGroups.cpp). Of the
// variables that qualify the one with the largest extent is innermost, and
// the largest one that has only bounds with it is summed in closed form
// around it. The rest of the terms are evaluated point by point by a
// compiled form of the expression. Every point visited, and every iteration
// of a sum atom, counts against MaxBoxWork.
//
// At a point where an indicator factor of a term is 0 the term is 0, and its
// other factors are not evaluated: a guard protects the operation under it
// (`[0 < tid] * floor(log2(tid))`).

#include "BoxSum.h"

#include <algorithm>

namespace roofline {
namespace exprimpl {

Rational BoxSummer::sum(const Expr &E, const BoxVars &Box) {
  for (const auto &Var : Box)
    if (Var.second <= 0)
      return Rational();
  Rational Total;
  std::vector<Term> Slow;
  for (const Term &T : termsOf(E)) {
    // A plan that enumerates few points goes first: rewriting costs more.
    if (std::optional<Rational> V = sumAtomTerm(T, Box))
      Total = Total + *V;
    else if (std::optional<Rational> V = fastTerm(T, Box, FewPoints))
      Total = Total + *V;
    else if (std::optional<Rational> V = rewrittenTerm(T, Box))
      Total = Total + *V;
    else if (std::optional<Rational> V = fastTerm(T, Box))
      Total = Total + *V;
    else
      Slow.push_back(T);
  }
  if (!Slow.empty())
    Total = Total + slowSum(makeExpr(std::move(Slow)), Box);
  return Total;
}

std::optional<Rational> BoxSummer::sumAtomTerm(const Term &T,
                                               const BoxVars &Box) {
  for (size_t Idx = 0; Idx < T.Mono.size(); ++Idx) {
    const Atom &A = *T.Mono[Idx].A;
    if (A.Kind != AtomKind::Sum || T.Mono[Idx].Exp != 1)
      continue;
    std::optional<Rational> Count = A.Ops[0].asConstant();
    if (!Count || !Count->isInteger() || Count->isNegative() ||
        Rational(MaxSumIterations) < *Count)
      continue;
    std::set<std::string> Taken;
    for (const auto &Var : Box)
      Taken.insert(Var.first);
    collectSymbols(A.Ops[1], Taken);
    std::string J = freshName(A.Name, Taken);
    Monomial Rest = T.Mono;
    Rest.erase(Rest.begin() + static_cast<std::ptrdiff_t>(Idx));
    Expr Inner = makeExpr({Term{std::move(Rest), T.Coef}}) *
                 A.Ops[1].substitute(A.Name, Expr::symbol(J));
    BoxVars Wider = Box;
    Wider.emplace_back(J, static_cast<int64_t>(Count->num()));
    return sum(Inner, Wider);
  }
  return std::nullopt;
}

std::optional<Rational> BoxSummer::rewrittenTerm(const Term &T,
                                                 const BoxVars &Box) {
  auto R = rewriteTerm(T, Box);
  if (!R)
    return std::nullopt;
  for (const auto &Var : R->second)
    if (Var.second <= 0)
      return Rational(); // a count that is 0 everywhere
  uint64_t Saved = State.Work;
  try {
    Rational Total;
    for (const Term &U : termsOf(R->first)) {
      std::optional<Rational> V = rewrittenTerm(U, R->second);
      if (!V)
        V = fastTerm(U, R->second);
      if (!V) {
        State.Work = Saved;
        return std::nullopt;
      }
      Total = Total + *V;
    }
    return Total;
  } catch (const exprimpl::NoBoxSum &) {
    State.Work = Saved;
    return std::nullopt;
  }
}

bool BoxSummer::innermostIn(const std::vector<const Part *> &Members,
                            const std::string &V, unsigned &Degree) {
  Degree = 0;
  unsigned Avoided = 0;
  for (const Part *P : Members) {
    Entry E = classify(*P->F, V);
    if (E.K == Entry::Other)
      return false;
    if (E.K == Entry::Power)
      Degree += E.Exp;
    if (E.K == Entry::Congruence && !E.Equal && !E.Always)
      ++Avoided;
  }
  return Degree <= MaxSumDegree && Avoided <= MaxAvoidedClasses;
}

bool BoxSummer::secondIn(const std::vector<const Part *> &Members,
                         const std::string &V, const std::string &U) {
  for (const Part *P : Members) {
    Entry EV = classify(*P->F, V), EU = classify(*P->F, U);
    if (EV.K == Entry::Absent && EU.K == Entry::Absent)
      continue;
    const Entry &B = EV.K == Entry::Absent ? EU : EV;
    if (B.K != Entry::Bound || B.Op != AtomKind::IndicatorLT)
      return false;
    Int C;
    Expr Rest;
    if (EV.K != Entry::Absent &&
        (!splitLinear(B.R, U, C, Rest) || mentionsName(Rest, U)))
      return false;
    if (!alwaysDefined(B.R))
      return false;
  }
  return true;
}

std::optional<Rational> BoxSummer::fastTerm(const Term &T, const BoxVars &Box,
                                            uint64_t MaxPoints) {
  std::map<std::string, unsigned> Index;
  for (unsigned Idx = 0; Idx < Box.size(); ++Idx)
    Index[Box[Idx].first] = Idx;
  Rational Coef = T.Coef;
  std::vector<Part> Parts;
  for (const Factor &F : T.Mono) {
    if (F.A->Kind == AtomKind::Sum)
      return std::nullopt;
    std::set<std::string> Names;
    collectSymbols(atomExpr(F.A), Names);
    if (Names.empty()) {
      // No box variable: a number (or no value at all).
      std::optional<Rational> V = evaluateAtom(*F.A, {});
      if (!V)
        throw NoValue();
      for (unsigned K = 0; K < F.Exp; ++K)
        Coef = Coef * *V;
      continue;
    }
    Part P{&F, {}};
    for (const std::string &N : Names)
      P.Vars.push_back(Index.at(N));
    Parts.push_back(std::move(P));
  }
  if (Coef.isZero())
    return Rational();
  // Groups of factors connected by shared variables.
  std::vector<unsigned> Parent(Box.size());
  for (unsigned Idx = 0; Idx < Box.size(); ++Idx)
    Parent[Idx] = Idx;
  auto Find = [&](unsigned X) {
    while (Parent[X] != X)
      X = Parent[X] = Parent[Parent[X]];
    return X;
  };
  for (const Part &P : Parts)
    for (unsigned V : P.Vars)
      Parent[Find(V)] = Find(P.Vars[0]);
  std::map<unsigned, std::vector<const Part *>> Groups;
  std::vector<bool> Used(Box.size(), false);
  for (const Part &P : Parts) {
    Groups[Find(P.Vars[0])].push_back(&P);
    for (unsigned V : P.Vars)
      Used[V] = true;
  }
  // The innermost variable of each group: the largest extent that
  // qualifies; then the largest around it that qualifies as second.
  std::vector<GroupPlan> Plan;
  for (const auto &[Root, Members] : Groups) {
    std::optional<unsigned> Best;
    for (unsigned V = 0; V < Box.size(); ++V) {
      if (!Used[V] || Find(V) != Root)
        continue;
      if (Best && Box[V].second <= Box[*Best].second)
        continue;
      unsigned Degree;
      if (innermostIn(Members, Box[V].first, Degree))
        Best = V;
    }
    if (!Best)
      return std::nullopt;
    std::optional<unsigned> Second;
    for (unsigned U = 0; U < Box.size(); ++U) {
      if (!Used[U] || Find(U) != Root || U == *Best ||
          Box[U].second < MinSecondExtent)
        continue;
      if (Second && Box[U].second <= Box[*Second].second)
        continue;
      if (secondIn(Members, Box[*Best].first, Box[U].first))
        Second = U;
    }
    Plan.push_back(GroupPlan{&Members, *Best, Second});
  }
  // The points of the groups' other variables, which are enumerated.
  uint64_t Points = 0;
  for (const GroupPlan &G : Plan) {
    std::set<unsigned> Outer;
    for (const Part *P : *G.Members)
      for (unsigned X : P->Vars)
        if (X != G.Inner && (!G.Second || X != *G.Second))
          Outer.insert(X);
    uint64_t N = 1;
    for (unsigned X : Outer)
      N = N > MaxBoxWork ? N : N * static_cast<uint64_t>(Box[X].second);
    Points += std::min(N, MaxBoxWork + 1);
  }
  if (Points > MaxPoints)
    return std::nullopt;
  Rational Result = Coef;
  for (const GroupPlan &G : Plan) {
    Result = Result * (G.Second ? pairSum(G, Box) : groupSum(G, Box));
    if (Result.isZero())
      return Result;
  }
  for (unsigned V = 0; V < Box.size(); ++V)
    if (!Used[V])
      Result = Result * Rational(Box[V].second);
  return Result;
}

Rational BoxSummer::slowSum(const Expr &E, const BoxVars &Box) {
  Program::Slots Names;
  for (unsigned Idx = 0; Idx < Box.size(); ++Idx)
    Names[Box[Idx].first] = Idx;
  unsigned NextSlot = static_cast<unsigned>(Box.size());
  Program P(E, Names, NextSlot);
  std::set<std::string> Mentioned;
  collectSymbols(E, Mentioned);
  std::vector<unsigned> Vars;
  Rational Others(1);
  uint64_t Points = 1;
  for (unsigned Idx = 0; Idx < Box.size(); ++Idx) {
    if (!Mentioned.count(Box[Idx].first)) {
      Others = Others * Rational(Box[Idx].second);
      continue;
    }
    Vars.push_back(Idx);
    if (static_cast<uint64_t>(Box[Idx].second) > MaxBoxWork / Points)
      throw NoBoxSum();
    Points *= static_cast<uint64_t>(Box[Idx].second);
  }
  State.resize(NextSlot);
  State.spend(Points);
  for (unsigned X : Vars)
    State.set(X, 0);
  Int IntSum = 0;
  Rational Sum;
  for (;;) {
    if (P.integerOnly())
      IntSum = addInt(IntSum, P.scaledInt(State));
    else
      Sum = Sum + P.value(State);
    size_t Pos = Vars.size();
    for (; Pos > 0; --Pos) {
      unsigned X = Vars[Pos - 1];
      int64_t Next = static_cast<int64_t>(State.Ints[X]) + 1;
      if (Next < Box[X].second) {
        State.set(X, Next);
        break;
      }
      State.set(X, 0);
    }
    if (Pos == 0)
      break;
  }
  if (P.integerOnly())
    Sum = Rational(IntSum, P.den());
  return Sum * Others;
}

} // namespace exprimpl

std::optional<Rational> Expr::sumOverBox(
    const std::vector<std::pair<std::string, int64_t>> &Box) const {
  std::set<std::string> Names;
  for (const auto &Var : Box)
    if (!Names.insert(Var.first).second)
      return std::nullopt; // A variable twice.
  for (const std::string &S : symbols())
    if (!Names.count(S))
      return std::nullopt;
  // The same sums come back: the sector model sums each warp's guards, the
  // same for every element type a kernel is instantiated with. Each thread
  // keeps the latest ones (a sum that overflows is not kept).
  using Key = std::pair<Expr, std::vector<std::pair<std::string, int64_t>>>;
  thread_local std::map<Key, std::optional<Rational>> Known;
  Key K(*this, Box);
  if (auto It = Known.find(K); It != Known.end())
    return It->second;
  std::optional<Rational> Sum;
  try {
    exprimpl::BoxSummer Summer;
    Sum = Summer.sum(*this, Box);
  } catch (const exprimpl::NoBoxSum &) {
  }
  if (Known.size() >= exprimpl::KeptSums)
    Known.clear();
  Known.emplace(std::move(K), Sum);
  return Sum;
}

} // namespace roofline
