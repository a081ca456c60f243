//===- Program.cpp - Expressions compiled for many points -----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "Program.h"
#include "roofline/Support/Errors.h"

#include <algorithm>

namespace roofline {
namespace exprimpl {

namespace {

/// Arithmetic on integers, for expressions whose coefficients are all
/// integers: then every subexpression has an integer value.
struct IntArith {
  using T = Int;
  static T zero() { return 0; }
  static T one() { return 1; }
  static T coef(const Rational &C) { return C.num(); }
  static T ofInt(Int V) { return V; }
  static T add(T A, T B) { return addInt(A, B); }
  static T mul(T A, T B) { return mulInt(A, B); }
  static bool isZero(T A) { return A == 0; }
  static bool isNegative(T A) { return A < 0; }
  static bool less(T A, T B) { return A < B; }
  static T floorDiv(T A, T B) {
    if (B == 0)
      throw NoValue();
    return floorDivInt(A, B);
  }
  static T ceilDiv(T A, T B) {
    if (B == 0)
      throw NoValue();
    return ceilDivInt(A, B);
  }
  static T mod(T A, T B) { return subInt(A, mulInt(B, floorDiv(A, B))); }
  static T floorLog2(T A) {
    if (A < 1)
      throw NoValue();
    return static_cast<Int>(bitLength(static_cast<UInt>(A))) - 1;
  }
  static T ceilLog2(T A) {
    if (A < 1)
      throw NoValue();
    return static_cast<Int>(bitLength(static_cast<UInt>(A) - 1));
  }
  static std::optional<Int> integer(T A) { return A; }
  static T ofRational(const Rational &R) {
    if (!R.isInteger())
      throw NoValue();
    return R.num();
  }
};

/// Exact rational arithmetic, for the other expressions.
struct RationalArith {
  using T = Rational;
  static T zero() { return Rational(); }
  static T one() { return Rational(1); }
  static T coef(const Rational &C) { return C; }
  static T ofInt(Int V) { return fromInt(V); }
  static T add(const T &A, const T &B) { return A + B; }
  static T mul(const T &A, const T &B) { return A * B; }
  static bool isZero(const T &A) { return A.isZero(); }
  static bool isNegative(const T &A) { return A.isNegative(); }
  static bool less(const T &A, const T &B) { return A < B; }
  static T floorDiv(const T &A, const T &B) {
    if (B.isZero())
      throw NoValue();
    return fromInt((A / B).floor());
  }
  static T ceilDiv(const T &A, const T &B) {
    if (B.isZero())
      throw NoValue();
    return fromInt((A / B).ceil());
  }
  static T mod(const T &A, const T &B) { return A - B * floorDiv(A, B); }
  static T floorLog2(const T &A) {
    if (A < Rational(1))
      throw NoValue();
    return fromInt(floorLog2Of(A));
  }
  static T ceilLog2(const T &A) {
    if (A < Rational(1))
      throw NoValue();
    return fromInt(ceilLog2Of(A));
  }
  static std::optional<Int> integer(const T &A) {
    if (!A.isInteger())
      return std::nullopt;
    return A.num();
  }
  static T ofRational(const Rational &R) { return R; }
};

} // namespace

Program::Program(const Expr &E, const Slots &Names, unsigned &NextSlot) {
  Rational Lcm(1);
  for (const Term &T : termsOf(E)) {
    Int D = T.Coef.den();
    Lcm = Lcm * Rational(D / gcdOf(Lcm.num(), D), 1);
  }
  Den = Lcm.num();
  Root = compile(scale(E, Lcm), Names, NextSlot);
}

Program::CExpr Program::compile(const Expr &E, const Slots &Names,
                                unsigned &NextSlot) {
  CExpr C;
  for (const Term &T : termsOf(E)) {
    CTerm CT{T.Coef, {}};
    IntegerOnly = IntegerOnly && T.Coef.isInteger();
    for (const Factor &F : T.Mono)
      CT.Factors.emplace_back(compileAtom(*F.A, Names, NextSlot), F.Exp);
    std::stable_partition(CT.Factors.begin(), CT.Factors.end(),
                          [&](const std::pair<unsigned, unsigned> &F) {
                            return isIndicator(Atoms[F.first].Kind);
                          });
    C.Terms.push_back(std::move(CT));
  }
  return C;
}

unsigned Program::compileAtom(const Atom &A, const Slots &Names,
                              unsigned &NextSlot) {
  CAtom C;
  C.Kind = A.Kind;
  if (A.Kind == AtomKind::Symbol) {
    auto It = Names.find(A.Name);
    C.Slot = It == Names.end() ? Unbound : It->second;
  } else if (A.Kind == AtomKind::Sum) {
    C.Ops.push_back(compile(A.Ops[0], Names, NextSlot));
    C.Slot = NextSlot++;
    Slots Inner = Names;
    Inner[A.Name] = C.Slot;
    C.Ops.push_back(compile(A.Ops[1], Inner, NextSlot));
    compileClosedSum(A, Names, NextSlot, C);
  } else {
    for (const Expr &Op : A.Ops)
      C.Ops.push_back(compile(Op, Names, NextSlot));
  }
  Atoms.push_back(std::move(C));
  return static_cast<unsigned>(Atoms.size() - 1);
}

void Program::compileClosedSum(const Atom &A, const Slots &Names,
                               unsigned &NextSlot, CAtom &C) {
  const std::string &J = A.Name;
  auto MentionsJ = [&](const AtomRef &At) {
    return At->Kind == AtomKind::Symbol ? At->Name == J
                                        : mentionsName(atomExpr(At), J);
  };
  std::vector<CClosedTerm> Terms;
  for (const Term &T : termsOf(A.Ops[1])) {
    CClosedTerm CT{T.Coef, {}, 0, {}};
    for (const Factor &F : T.Mono) {
      if (F.A->Kind == AtomKind::Symbol && F.A->Name == J) {
        CT.Degree += F.Exp;
        continue;
      }
      if (!MentionsJ(F.A)) {
        CT.Others.emplace_back(compileAtom(*F.A, Names, NextSlot), F.Exp);
        continue;
      }
      if (!isIndicator(F.A->Kind))
        return;
      Int Coef = 0;
      for (const Term &U : termsOf(F.A->Ops[0])) {
        if (U.Mono.size() == 1 && U.Mono[0].A->Kind == AtomKind::Symbol &&
            U.Mono[0].A->Name == J) {
          if (U.Mono[0].Exp != 1 || !U.Coef.isInteger())
            return;
          Coef = U.Coef.num();
          continue;
        }
        for (const Factor &G : U.Mono)
          if (MentionsJ(G.A))
            return;
      }
      if (Coef == 0)
        return;
      Expr R = F.A->Ops[0] - Expr(fromInt(Coef)) * Expr::symbol(J);
      CT.Bounds.push_back(CBound{Coef, F.A->Kind, compile(R, Names, NextSlot)});
    }
    if (CT.Degree > MaxSumDegree)
      return;
    Terms.push_back(std::move(CT));
  }
  C.Closed = true;
  C.ClosedTerms = std::move(Terms);
}

template <typename Arith> struct Program::Machine {
  using T = typename Arith::T;
  const Program &P;
  std::vector<T> &Values;
  BoxState &State;
  /// As evaluate(): every factor, and no closed sums.
  bool Strict;

  T expr(const CExpr &E) {
    T Sum = Arith::zero();
    for (const CTerm &Tm : E.Terms) {
      if (Strict) {
        T Product = Arith::coef(Tm.Coef);
        for (const auto &[Idx, Exp] : Tm.Factors) {
          T V = atom(P.Atoms[Idx]);
          for (unsigned K = 0; K < Exp; ++K)
            Product = Arith::mul(Product, V);
        }
        Sum = Arith::add(Sum, Product);
        continue;
      }
      // An indicator that is 0 makes the term 0, even where another has no
      // value, and the other factors are skipped.
      Guard G = guard(Tm.Factors);
      if (G == Guard::Zero)
        continue;
      if (G == Guard::Undefined)
        throw NoValue();
      Sum = Arith::add(Sum, product(Tm.Coef, Tm.Factors));
    }
    return Sum;
  }

  /// The indicator factors of a term: one is 0 (Zero), else one has no
  /// value (Undefined), else all are 1 (One).
  enum class Guard { Zero, Undefined, One };
  Guard guard(const std::vector<std::pair<unsigned, unsigned>> &Factors) {
    bool Undefined = false;
    for (const auto &[Idx, Exp] : Factors) {
      const CAtom &A = P.Atoms[Idx];
      if (!isIndicator(A.Kind))
        continue;
      try {
        if (Arith::isZero(atom(A)))
          return Guard::Zero;
      } catch (const NoValue &) {
        Undefined = true;
      }
    }
    return Undefined ? Guard::Undefined : Guard::One;
  }

  /// Coef times the factors that are not indicators (those are 1 here).
  T product(const Rational &Coef,
            const std::vector<std::pair<unsigned, unsigned>> &Factors) {
    T Product = Arith::coef(Coef);
    for (const auto &[Idx, Exp] : Factors) {
      const CAtom &A = P.Atoms[Idx];
      if (isIndicator(A.Kind))
        continue;
      T V = atom(A);
      for (unsigned K = 0; K < Exp; ++K)
        Product = Arith::mul(Product, V);
    }
    return Product;
  }

  T atom(const CAtom &A) {
    auto Truth = [](bool B) { return B ? Arith::one() : Arith::zero(); };
    switch (A.Kind) {
    case AtomKind::Symbol:
      if (A.Slot == Unbound)
        throw NoValue();
      return Values[A.Slot];
    case AtomKind::IndicatorLT:
      return Truth(Arith::isNegative(expr(A.Ops[0])));
    case AtomKind::IndicatorEQ:
      return Truth(Arith::isZero(expr(A.Ops[0])));
    case AtomKind::IndicatorNE:
      return Truth(!Arith::isZero(expr(A.Ops[0])));
    case AtomKind::FloorDiv:
      return Arith::floorDiv(expr(A.Ops[0]), expr(A.Ops[1]));
    case AtomKind::CeilDiv:
      return Arith::ceilDiv(expr(A.Ops[0]), expr(A.Ops[1]));
    case AtomKind::Mod:
      return Arith::mod(expr(A.Ops[0]), expr(A.Ops[1]));
    case AtomKind::Min: {
      T X = expr(A.Ops[0]), Y = expr(A.Ops[1]);
      return Arith::less(Y, X) ? Y : X;
    }
    case AtomKind::Max: {
      T X = expr(A.Ops[0]), Y = expr(A.Ops[1]);
      return Arith::less(X, Y) ? Y : X;
    }
    case AtomKind::FloorLog2:
      return Arith::floorLog2(expr(A.Ops[0]));
    case AtomKind::CeilLog2:
      return Arith::ceilLog2(expr(A.Ops[0]));
    case AtomKind::Sum: {
      std::optional<Int> Count = Arith::integer(expr(A.Ops[0]));
      if (A.Closed && Count && *Count >= 0 && !Strict) {
        State.spend(A.ClosedTerms.size() + 1);
        return closedSum(A, *Count);
      }
      if (!Count || *Count < 0 || *Count > MaxSumIterations)
        throw NoValue();
      State.spend(static_cast<uint64_t>(*Count));
      T Sum = Arith::zero();
      for (Int Idx = 0; Idx < *Count; ++Idx) {
        Values[A.Slot] = Arith::ofInt(Idx);
        Sum = Arith::add(Sum, expr(A.Ops[1]));
      }
      return Sum;
    }
    }
    throw NoBoxSum();
  }

  /// Sum over J in [0, Count) of a closed sum atom's body: per term, the
  /// interval its bounds leave and the power sum over it. As in expr(), a
  /// guard that is 0 makes the term 0 whatever the other factors.
  T closedSum(const CAtom &A, Int Count) {
    T Total = Arith::zero();
    for (const CClosedTerm &Tm : A.ClosedTerms) {
      Guard G = guard(Tm.Others);
      if (G == Guard::Zero)
        continue;
      bool Undefined = G == Guard::Undefined;
      Int Lo = 0, Hi = Count;
      std::vector<Int> Excluded; // By [a*J + R != 0].
      for (const CBound &B : Tm.Bounds) {
        if (Lo >= Hi)
          break;
        T NegR;
        try {
          NegR = Arith::mul(expr(B.R), Arith::ofInt(-1));
        } catch (const NoValue &) {
          Undefined = true;
          continue;
        }
        // A*J < -R: J < -R/A for A > 0, J > -R/A for A < 0; A*J == -R:
        // J = -R/A when that is an integer.
        T Div = Arith::ofInt(B.A);
        std::optional<Int> Floor = Arith::integer(Arith::floorDiv(NegR, Div));
        if (!Floor)
          throw NoValue();
        bool Divides = Arith::isZero(Arith::mod(NegR, Div));
        if (B.Kind == AtomKind::IndicatorNE) {
          if (Divides)
            Excluded.push_back(*Floor);
        } else if (B.Kind == AtomKind::IndicatorEQ) {
          if (!Divides) {
            Hi = Lo;
          } else {
            Lo = std::max(Lo, *Floor);
            Hi = std::min(Hi, addInt(*Floor, 1));
          }
        } else if (B.A > 0) {
          Hi = std::min(Hi, Divides ? *Floor : addInt(*Floor, 1));
        } else {
          Lo = std::max(Lo, addInt(*Floor, 1));
        }
      }
      if (Lo >= Hi)
        continue;
      if (Undefined)
        throw NoValue();
      T Product = product(Tm.Coef, Tm.Others);
      if (Arith::isZero(Product))
        continue;
      std::sort(Excluded.begin(), Excluded.end());
      Excluded.erase(std::unique(Excluded.begin(), Excluded.end()),
                     Excluded.end());
      Rational Sum = powerSum(Lo, Hi, Tm.Degree);
      for (Int X : Excluded) {
        if (X < Lo || X >= Hi)
          continue;
        Rational Power(1);
        for (unsigned K = 0; K < Tm.Degree; ++K)
          Power = Power * fromInt(X);
        Sum = Sum - Power;
      }
      Total = Arith::add(Total, Arith::mul(Product, Arith::ofRational(Sum)));
    }
    return Total;
  }
};

template <typename Arith>
typename Arith::T Program::run(std::vector<typename Arith::T> &Values,
                               BoxState &State, bool Strict) const {
  Machine<Arith> M{*this, Values, State, Strict};
  return M.expr(Root);
}

Rational Program::value(BoxState &State) const {
  if (IntegerOnly)
    return Rational(run<IntArith>(State.Ints, State), Den);
  return run<RationalArith>(State.Rationals, State) / Rational(Den, 1);
}

Int Program::scaledInt(BoxState &State) const {
  return run<IntArith>(State.Ints, State);
}

Rational Program::strictValue(BoxState &State) const {
  // Scaled integers may overflow where the rationals do not.
  if (IntegerOnly)
    if (auto V = checked([&] {
          return Rational(run<IntArith>(State.Ints, State, true), Den);
        }))
      return *V;
  return run<RationalArith>(State.Rationals, State, true) / Rational(Den, 1);
}

/// sum_{v=0}^{n-1} v^K = sum over I of Coefs[I] * n^I (Faulhaber).
const std::vector<std::pair<int64_t, int64_t>> &powerSumCoefs(unsigned K) {
  static const std::vector<std::pair<int64_t, int64_t>> Sums[MaxSumDegree + 1] =
      {
          {{0, 1}, {1, 1}},
          {{0, 1}, {-1, 2}, {1, 2}},
          {{0, 1}, {1, 6}, {-1, 2}, {1, 3}},
          {{0, 1}, {0, 1}, {1, 4}, {-1, 2}, {1, 4}},
          {{0, 1}, {-1, 30}, {0, 1}, {1, 3}, {-1, 2}, {1, 5}},
      };
  return Sums[K];
}

/// sum_{v=Lo}^{Hi-1} v^K for 0 <= Lo < Hi.
Rational powerSum(Int Lo, Int Hi, unsigned K) {
  if (K == 0)
    return fromInt(subInt(Hi, Lo));
  auto Below = [&](Int N) {
    Rational Sum, Power(1);
    for (const auto &[Num, Den] : powerSumCoefs(K)) {
      if (Num != 0)
        Sum = Sum + Power * Rational(Num, Den);
      Power = Power * fromInt(N);
    }
    return Sum;
  };
  return Below(Hi) - Below(Lo);
}

} // namespace exprimpl
} // namespace roofline
