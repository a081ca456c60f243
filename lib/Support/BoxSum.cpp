//===- BoxSum.cpp - Sums of expressions over boxes of integers ------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// sumOverBox splits the expression into terms. A term with a sum atom over a
// constant count becomes a term of a box with one more dimension, its index.
// The factors of a term then fall into groups that share no box variable,
// whose sums multiply. A group is counted fast when some variable v of it, the
// innermost, enters its factors only through indicators [a*v + R < 0],
// [a*v + R == 0] or [a*v + R != 0] (R free of v), as a power v^k, or not at
// all: for each point of the other variables the first two are intervals of
// v, the last excludes at most one value, and the sum over v is that of v^k
// over what remains. Of the variables that qualify
// the one with the largest extent is innermost. The rest of the terms are
// evaluated point by point by a compiled form of the expression. Every point
// visited, and every iteration of a sum atom, counts against MaxBoxWork.
//
// At a point where an indicator factor of a term is 0 the term is 0, and its
// other factors are not evaluated: a guard protects the operation under it
// (`[0 < tid] * floor(log2(tid))`).

#include "Program.h"

#include <algorithm>

namespace roofline {

using namespace exprimpl;

namespace {

using BoxVars = std::vector<std::pair<std::string, int64_t>>;

class BoxSummer {
public:
  /// The sum of E over Box; every free symbol of E is a box variable.
  Rational sum(const Expr &E, const BoxVars &Box) {
    for (const auto &Var : Box)
      if (Var.second <= 0)
        return Rational();
    Rational Total;
    std::vector<Term> Slow;
    for (const Term &T : termsOf(E)) {
      if (std::optional<Rational> V = sumAtomTerm(T, Box))
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

private:
  /// A term with a factor sum(J < C, Body), C a constant: the sum of the rest
  /// times Body over the box with one more variable, J renamed, in [0, C).
  std::optional<Rational> sumAtomTerm(const Term &T, const BoxVars &Box) {
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

  /// A factor of a term in the fast path, relative to the innermost variable
  /// of its group.
  struct Part {
    const Factor *F;
    std::vector<unsigned> Vars; // Box indices.
  };

  /// Whether V can be the innermost variable for factor F: F does not
  /// mention it, is a power of it, or is [A*V + R op 0] with an integer A and
  /// V not in R; A is set in the last case (else 0).
  static bool innermostFor(const Factor &F, const std::string &V, Int &A) {
    A = 0;
    const Atom &At = *F.A;
    if (At.Kind == AtomKind::Symbol)
      return At.Name != V || F.Exp <= MaxSumDegree;
    if (!mentionsName(atomExpr(F.A), V))
      return true;
    if (!isIndicator(At.Kind))
      return false;
    for (const Term &T : termsOf(At.Ops[0])) {
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
    }
    return A != 0;
  }

  std::optional<Rational> fastTerm(const Term &T, const BoxVars &Box) {
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
    // qualifies.
    std::vector<std::pair<const std::vector<const Part *> *, unsigned>> Plan;
    for (const auto &[Root, Members] : Groups) {
      std::optional<unsigned> Best;
      for (unsigned V = 0; V < Box.size(); ++V) {
        if (!Used[V] || Find(V) != Root)
          continue;
        if (Best && Box[V].second <= Box[*Best].second)
          continue;
        bool Qualifies = true;
        unsigned Degree = 0;
        for (const Part *P : Members) {
          Int A;
          Qualifies = Qualifies && innermostFor(*P->F, Box[V].first, A);
          if (P->F->A->Kind == AtomKind::Symbol &&
              P->F->A->Name == Box[V].first)
            Degree += P->F->Exp;
        }
        if (Qualifies && Degree <= MaxSumDegree)
          Best = V;
      }
      if (!Best)
        return std::nullopt;
      Plan.emplace_back(&Members, *Best);
    }
    Rational Result = Coef;
    for (const auto &[Members, Inner] : Plan) {
      Result = Result * groupSum(*Members, Inner, Box);
      if (Result.isZero())
        return Result;
    }
    for (unsigned V = 0; V < Box.size(); ++V)
      if (!Used[V])
        Result = Result * Rational(Box[V].second);
    return Result;
  }

  /// The sum of the product of Members over their variables, Inner innermost.
  Rational groupSum(const std::vector<const Part *> &Members, unsigned Inner,
                    const BoxVars &Box) {
    const std::string &V = Box[Inner].first;
    Program::Slots Names;
    for (unsigned Idx = 0; Idx < Box.size(); ++Idx)
      Names[Box[Idx].first] = Idx;
    unsigned NextSlot = static_cast<unsigned>(Box.size());
    struct Bound {
      Int A;
      AtomKind Kind;
      Program R;
    };
    struct Other {
      unsigned Exp;
      bool Guard;
      Program P;
    };
    std::vector<Bound> Bounds;
    std::vector<Other> Others;
    unsigned Degree = 0;
    std::set<unsigned> OuterSet;
    for (const Part *P : Members) {
      for (unsigned X : P->Vars)
        if (X != Inner)
          OuterSet.insert(X);
      const Factor &F = *P->F;
      Int A;
      innermostFor(F, V, A);
      if (A != 0) {
        Expr R = F.A->Ops[0] - Expr(fromInt(A)) * Expr::symbol(V);
        Bounds.push_back(Bound{A, F.A->Kind, Program(R, Names, NextSlot)});
      } else if (F.A->Kind == AtomKind::Symbol && F.A->Name == V) {
        Degree += F.Exp;
      } else {
        Others.push_back(Other{F.Exp, isIndicator(F.A->Kind),
                               Program(atomExpr(F.A), Names, NextSlot)});
      }
    }
    std::stable_partition(Others.begin(), Others.end(),
                          [](const Other &O) { return O.Guard; });
    std::vector<unsigned> Outer(OuterSet.begin(), OuterSet.end());
    uint64_t Points = 1;
    for (unsigned X : Outer) {
      if (static_cast<uint64_t>(Box[X].second) > MaxBoxWork / Points)
        throw NoBoxSum();
      Points *= static_cast<uint64_t>(Box[X].second);
    }
    State.resize(NextSlot);
    State.spend(Points);
    for (unsigned X : Outer)
      State.set(X, 0);
    Int Count = 0; // Points counted with weight 1.
    Rational Weighted;
    const Int Extent = Box[Inner].second;
    std::vector<Int> Excluded; // By [a*v + R != 0].
    for (;;) {
      Excluded.clear();
      // As in Program: an indicator that is 0 at a point makes the term 0
      // there, whether or not the other indicators have a value.
      Int Lo = 0, Hi = Extent;
      bool Undefined = false;
      for (const Other &O : Others) {
        if (!O.Guard)
          break;
        try {
          if (O.P.value(State).isZero()) {
            Hi = Lo;
            break;
          }
        } catch (const NoValue &) {
          Undefined = true;
        }
      }
      for (const Bound &B : Bounds) {
        if (Lo >= Hi)
          break;
        // A*v + R < 0 (or == 0), R = Num / Den: v < X, v == X with X =
        // -Num / (Den*A).
        Int Num, Den;
        try {
          if (B.R.integerOnly()) {
            Num = B.R.scaledInt(State);
            Den = B.R.den();
          } else {
            Rational R = B.R.value(State);
            Num = R.num();
            Den = R.den();
          }
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
      if (Lo < Hi && Undefined)
        throw NoValue();
      // The excluded values inside [Lo, Hi), each once.
      std::sort(Excluded.begin(), Excluded.end());
      Excluded.erase(std::unique(Excluded.begin(), Excluded.end()),
                     Excluded.end());
      Excluded.erase(std::remove_if(Excluded.begin(), Excluded.end(),
                                    [&](Int X) { return X < Lo || X >= Hi; }),
                     Excluded.end());
      if (Lo < Hi) {
        if (Others.empty() && Degree == 0) {
          Count = addInt(Count, Hi - Lo - static_cast<Int>(Excluded.size()));
        } else {
          Rational Weight(1); // The guards are 1 here.
          for (const Other &O : Others) {
            if (O.Guard)
              continue;
            Rational X = O.P.value(State);
            for (unsigned K = 0; K < O.Exp; ++K)
              Weight = Weight * X;
          }
          if (!Weight.isZero()) {
            Rational Sum = powerSum(Lo, Hi, Degree);
            for (Int X : Excluded) {
              Rational Power(1);
              for (unsigned K = 0; K < Degree; ++K)
                Power = Power * fromInt(X);
              Sum = Sum - Power;
            }
            Weighted = Weighted + Weight * Sum;
          }
        }
      }
      // Next point of the outer variables, the last one fastest.
      size_t Pos = Outer.size();
      for (; Pos > 0; --Pos) {
        unsigned X = Outer[Pos - 1];
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
    return fromInt(Count) + Weighted;
  }

  /// Point by point, over the variables that E mentions.
  Rational slowSum(const Expr &E, const BoxVars &Box) {
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

  BoxState State;
};

} // namespace

std::optional<Rational> Expr::sumOverBox(
    const std::vector<std::pair<std::string, int64_t>> &Box) const {
  std::set<std::string> Names;
  for (const auto &Var : Box)
    if (!Names.insert(Var.first).second)
      return std::nullopt; // A variable twice.
  for (const std::string &S : symbols())
    if (!Names.count(S))
      return std::nullopt;
  try {
    BoxSummer Summer;
    return Summer.sum(*this, Box);
  } catch (const NoBoxSum &) {
    return std::nullopt;
  }
}

} // namespace roofline
