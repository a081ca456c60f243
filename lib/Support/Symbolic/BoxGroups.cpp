//===- BoxGroups.cpp - Sums over boxes: one group of factors --------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A group of factors that share box variables is summed around its
// innermost variable v, in closed form over v at each point of the others:
// bounds [a*v + R op 0] leave an interval less single values, congruences
// [a*v + R = t mod m] a class of residues (their intersection, by the
// Chinese remainder theorem) less others (by inclusion and exclusion), and
// the sum of v^k over what remains is a power sum over arithmetic
// progressions. When v and a second variable u have bounds only, u is
// summed in closed form too: at each point of the others the points (u, v)
// lie between floors of lines, counted by floor sums (Lattice.h).
//
//===----------------------------------------------------------------------===//

#include "BoxSum.h"

#include <algorithm>

namespace roofline {
namespace exprimpl {

/// E as A*V + R with A an integer and R free of V; false when it is not.
bool splitLinear(const Expr &E, const std::string &V, Int &A, Expr &R) {
  A = 0;
  std::vector<Term> Rest;
  for (const Term &T : termsOf(E)) {
    if (T.Mono.size() == 1 && T.Mono[0].A->Kind == AtomKind::Symbol &&
        T.Mono[0].A->Name == V) {
      if (T.Mono[0].Exp != 1 || !T.Coef.isInteger())
        return false;
      A = T.Coef.num();
      continue;
    }
    for (const Factor &G : T.Mono)
      if (G.A->Kind == AtomKind::Symbol ? G.A->Name == V
                                        : mentionsName(atomExpr(G.A), V))
        return false;
    Rest.push_back(T);
  }
  R = makeExpr(std::move(Rest));
  return true;
}

namespace {

/// [c1*mod(X, M) + c0 op 0] with V in X as a congruence.
Entry congruence(const Atom &At, const std::string &V) {
  Entry E;
  const Term *ModTerm = nullptr;
  Rational C0;
  for (const Term &T : termsOf(At.Ops[0])) {
    if (T.Mono.empty()) {
      C0 = T.Coef;
      continue;
    }
    if (ModTerm || T.Mono.size() != 1 || T.Mono[0].Exp != 1 ||
        T.Mono[0].A->Kind != AtomKind::Mod)
      return E;
    ModTerm = &T;
  }
  if (!ModTerm)
    return E;
  const Atom &Mod = *ModTerm->Mono[0].A;
  auto M = Mod.Ops[1].asConstant();
  if (!M || !M->isInteger() || !(Rational() < *M) ||
      !isIntegerValued(Mod.Ops[0]) || !splitLinear(Mod.Ops[0], V, E.A, E.R) ||
      E.A == 0)
    return E;
  E.K = Entry::Congruence;
  E.M = M->num();
  E.Equal = At.Kind == AtomKind::IndicatorEQ;
  Rational Target = -C0 / ModTerm->Coef; // mod(X, M) == Target
  if (!Target.isInteger() || Target.isNegative() || !(Target < *M))
    E.Always = !E.Equal;
  else
    E.Target = Target.num();
  return E;
}

} // namespace

Entry classify(const Factor &F, const std::string &V) {
  Entry E;
  const Atom &At = *F.A;
  if (At.Kind == AtomKind::Symbol) {
    E.K = At.Name != V            ? Entry::Absent
          : F.Exp <= MaxSumDegree ? Entry::Power
                                  : Entry::Other;
    E.Exp = F.Exp;
    return E;
  }
  if (!mentionsName(atomExpr(F.A), V)) {
    E.K = Entry::Absent;
    return E;
  }
  if (!isIndicator(At.Kind))
    return E;
  if (splitLinear(At.Ops[0], V, E.A, E.R) && E.A != 0) {
    E.K = Entry::Bound;
    E.Op = At.Kind;
    return E;
  }
  if (At.Kind == AtomKind::IndicatorLT)
    return Entry();
  return congruence(At, V);
}

BoxSummer::Compiled BoxSummer::compileGroup(const GroupPlan &G,
                                            const BoxVars &Box) {
  const std::string &V = Box[G.Inner].first;
  Program::Slots Names;
  for (unsigned Idx = 0; Idx < Box.size(); ++Idx)
    Names[Box[Idx].first] = Idx;
  unsigned NextSlot = static_cast<unsigned>(Box.size());
  Compiled C;
  std::set<unsigned> OuterSet;
  for (const Part *P : *G.Members) {
    for (unsigned X : P->Vars)
      if (X != G.Inner && (!G.Second || X != *G.Second))
        OuterSet.insert(X);
    const Factor &F = *P->F;
    Entry E = classify(F, V);
    if (E.K == Entry::Absent && G.Second)
      E = classify(F, Box[*G.Second].first); // a bound on the second
    bool OnSecond =
        G.Second && classify(F, V).K == Entry::Absent && E.K == Entry::Bound;
    if (E.K == Entry::Bound) {
      Int B = 0;
      Expr R = E.R;
      if (G.Second && !OnSecond)
        splitLinear(E.R, Box[*G.Second].first, B, R);
      (OnSecond ? C.SecondBounds : C.Bounds)
          .push_back({E.A, E.Op, Program(R, Names, NextSlot), B});
    } else if (E.K == Entry::Power) {
      C.Degree += E.Exp;
    } else if (E.K == Entry::Congruence) {
      if (E.Always)
        C.Never = C.Never || !*E.Always;
      else
        C.Classes.push_back(
            {E.A, E.M, E.Target, E.Equal, Program(E.R, Names, NextSlot)});
    } else {
      C.Others.push_back({F.Exp, isIndicator(F.A->Kind),
                          Program(atomExpr(F.A), Names, NextSlot)});
    }
  }
  std::stable_partition(C.Others.begin(), C.Others.end(),
                        [](const Compiled::Other &O) { return O.Guard; });
  C.Outer.assign(OuterSet.begin(), OuterSet.end());
  uint64_t Points = 1;
  for (unsigned X : C.Outer) {
    if (static_cast<uint64_t>(Box[X].second) > MaxBoxWork / Points)
      throw NoBoxSum();
    Points *= static_cast<uint64_t>(Box[X].second);
  }
  State.resize(NextSlot);
  State.spend(Points);
  for (unsigned X : C.Outer)
    State.set(X, 0);
  return C;
}

bool BoxSummer::nextPoint(const std::vector<unsigned> &Outer,
                          const BoxVars &Box) {
  for (size_t Pos = Outer.size(); Pos > 0; --Pos) {
    unsigned X = Outer[Pos - 1];
    int64_t Next = static_cast<int64_t>(State.Ints[X]) + 1;
    if (Next < Box[X].second) {
      State.set(X, Next);
      return true;
    }
    State.set(X, 0);
  }
  return false;
}

void BoxSummer::valueOf(const Program &R, Int &Num, Int &Den) {
  if (R.integerOnly()) {
    Num = R.scaledInt(State);
    Den = R.den();
  } else {
    Rational V = R.value(State);
    Num = V.num();
    Den = V.den();
  }
}

bool BoxSummer::guardsHold(const Compiled &C, bool &Undefined) {
  for (const Compiled::Other &O : C.Others) {
    if (!O.Guard)
      break;
    try {
      if (O.P.value(State).isZero())
        return false;
    } catch (const NoValue &) {
      Undefined = true;
    }
  }
  return true;
}

Rational BoxSummer::weightOf(const Compiled &C) {
  Rational Weight(1);
  for (const Compiled::Other &O : C.Others) {
    if (O.Guard)
      continue;
    Rational X = O.P.value(State);
    for (unsigned K = 0; K < O.Exp; ++K)
      Weight = Weight * X;
  }
  return Weight;
}

Rational BoxSummer::groupSum(const GroupPlan &G, const BoxVars &Box) {
  Compiled C = compileGroup(G, Box);
  if (C.Never)
    return Rational();
  Int Count = 0; // Points counted with weight 1.
  Rational Weighted;
  const Int Extent = Box[G.Inner].second;
  std::vector<Int> Excluded; // By [a*v + R != 0].
  std::vector<Residue> Avoided;
  do {
    Excluded.clear();
    Avoided.clear();
    // As in Program: an indicator that is 0 at a point makes the term 0
    // there, whether or not the other indicators have a value.
    Int Lo = 0, Hi = Extent;
    bool Undefined = false;
    if (!guardsHold(C, Undefined))
      Hi = Lo;
    for (const Compiled::Bound &B : C.Bounds) {
      if (Lo >= Hi)
        break;
      // A*v + R < 0 (or == 0), R = Num / Den: v < X, v == X with X =
      // -Num / (Den*A).
      Int Num, Den;
      try {
        valueOf(B.R, Num, Den);
      } catch (const NoValue &) {
        Undefined = true;
        continue;
      }
      Num = subInt(0, Num);
      Den = mulInt(Den, B.A);
      if (B.Kind == AtomKind::IndicatorNE) {
        if (Num % Den == 0)
          Excluded.push_back(Num / Den);
      } else if (B.Kind == AtomKind::IndicatorEQ) {
        if (Num % Den != 0) {
          Hi = Lo;
        } else {
          Int X = Num / Den;
          Lo = std::max(Lo, X);
          Hi = std::min(Hi, addInt(X, 1));
        }
      } else if (B.A > 0) {
        Hi = std::min(Hi, ceilDivInt(Num, Den));
      } else {
        Lo = std::max(Lo, addInt(floorDivInt(Num, Den), 1));
      }
    }
    // Residues: a*v + R = Target mod M.
    Residue Kept;
    for (const Compiled::Class &K : C.Classes) {
      if (Lo >= Hi)
        break;
      Int Num, Den;
      try {
        valueOf(K.R, Num, Den);
      } catch (const NoValue &) {
        Undefined = true;
        continue;
      }
      std::optional<Residue> S =
          Den == 1 ? solveCongruence(K.A, subInt(Num, K.Target), K.M)
                   : std::nullopt; // R not an integer: never
      std::optional<Residue> Both = S ? meet(Kept, *S) : std::nullopt;
      if (K.Equal && !Both)
        Hi = Lo;
      else if (K.Equal)
        Kept = *Both;
      else if (S)
        Avoided.push_back(*S);
    }
    if (Lo < Hi && Undefined)
      throw NoValue();
    // The excluded values inside [Lo, Hi) and the kept classes, each once.
    std::sort(Excluded.begin(), Excluded.end());
    Excluded.erase(std::unique(Excluded.begin(), Excluded.end()),
                   Excluded.end());
    Excluded.erase(std::remove_if(Excluded.begin(), Excluded.end(),
                                  [&](Int X) {
                                    if (X < Lo || X >= Hi || !inClass(X, Kept))
                                      return true;
                                    for (const Residue &A : Avoided)
                                      if (inClass(X, A))
                                        return true;
                                    return false;
                                  }),
                   Excluded.end());
    if (Lo >= Hi)
      continue;
    if (C.Others.empty() && C.Degree == 0 && C.Classes.empty()) {
      Count = addInt(Count, Hi - Lo - static_cast<Int>(Excluded.size()));
      continue;
    }
    Rational Weight = weightOf(C); // the guards are 1 here
    if (Weight.isZero())
      continue;
    Rational Sum = classSum(Lo, Hi, Kept, Avoided, C.Degree);
    for (Int X : Excluded) {
      Rational Power(1);
      for (unsigned K = 0; K < C.Degree; ++K)
        Power = Power * fromInt(X);
      Sum = Sum - Power;
    }
    Weighted = Weighted + Weight * Sum;
  } while (nextPoint(C.Outer, Box));
  return fromInt(Count) + Weighted;
}

bool BoxSummer::inClass(Int X, const Residue &C) {
  Int R = X % C.M;
  return (R < 0 ? R + C.M : R) == C.R;
}

Rational BoxSummer::classSum(Int Lo, Int Hi, const Residue &Kept,
                             const std::vector<Residue> &Avoided, unsigned K) {
  if (Avoided.empty() && Kept.M == 1)
    return powerSum(Lo, Hi, K);
  Rational Sum;
  for (unsigned Subset = 0; Subset < (1u << Avoided.size()); ++Subset) {
    std::optional<Residue> C = Kept;
    for (size_t I = 0; I < Avoided.size() && C; ++I)
      if (Subset & (1u << I))
        C = meet(*C, Avoided[I]);
    if (!C)
      continue;
    Rational Part = progressionPowerSum(Lo, Hi, *C, K);
    Sum = __builtin_popcount(Subset) % 2 ? Sum - Part : Sum + Part;
  }
  return Sum;
}

Rational BoxSummer::pairSum(const GroupPlan &G, const BoxVars &Box) {
  Compiled C = compileGroup(G, Box);
  Rational Total;
  const Int VExtent = Box[G.Inner].second, UExtent = Box[*G.Second].second;
  do {
    bool Undefined = false;
    if (!guardsHold(C, Undefined))
      continue;
    // Every R here always has a value (see secondIn).
    Int ULo = 0, UHi = UExtent;
    for (const Compiled::Bound &B : C.SecondBounds) {
      // A*u + Num/Den < 0.
      Int Num, Den;
      valueOf(B.R, Num, Den);
      Int A = mulInt(B.A, Den);
      if (A > 0)
        UHi = std::min(UHi, ceilDivInt(subInt(0, Num), A));
      else
        ULo = std::max(ULo, addInt(floorDivInt(Num, subInt(0, A)), 1));
    }
    if (ULo >= UHi)
      continue;
    std::vector<FloorLine> Upper = {{0, VExtent, 1}}, Lower = {{0, 0, 1}};
    for (const Compiled::Bound &B : C.Bounds) {
      // A*v + B*u + Num/Den < 0, times Den: a*v + b*u + c < 0.
      Int Num, Den;
      valueOf(B.R, Num, Den);
      Int A = mulInt(B.A, Den), Bu = mulInt(B.B, Den);
      if (A > 0) // v < ceil((-b*u - c) / a)
        Upper.push_back({subInt(0, Bu), addInt(subInt(0, Num), A - 1), A});
      else // v >= floor((b*u + c) / -a) + 1
        Lower.push_back({Bu, subInt(Num, A), subInt(0, A)});
    }
    Int N = countUnderLines(ULo, UHi, Upper, Lower);
    if (N == 0)
      continue;
    if (Undefined)
      throw NoValue();
    Total = Total + weightOf(C) * fromInt(N);
  } while (nextPoint(C.Outer, Box));
  return Total;
}

} // namespace exprimpl
} // namespace roofline
