//===- Program.h - Expressions compiled for many points ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// An expression compiled once and evaluated at many points of a box: symbols
// by slot, atoms by index, integer arithmetic where the coefficients allow.
// Used by the sums over boxes (BoxSum.cpp). Private to lib/Support/Symbolic.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_SUPPORT_SYMBOLIC_PROGRAM_H
#define ROOFLINE_LIB_SUPPORT_SYMBOLIC_PROGRAM_H

#include "ExprInternals.h"

#include "../CheckedInt.h"

#include <map>

namespace roofline {
namespace exprimpl {

/// The work sumOverBox may do: points visited plus iterations of sum atoms.
constexpr uint64_t MaxBoxWork = uint64_t(1) << 22;

/// Thrown inside sumOverBox: some point has no value (NoValue), or the work
/// would be too much. sumOverBox then has no result.
struct NoBoxSum {};
struct NoValue : NoBoxSum {};

[[noreturn]] inline void boxOverflow() {
  throw ArithmeticOverflow("128-bit overflow in a sum over a box");
}

inline Int addInt(Int A, Int B) {
  return checkedInt(IntOp::Add, A, B, boxOverflow);
}

inline Int subInt(Int A, Int B) {
  return checkedInt(IntOp::Sub, A, B, boxOverflow);
}

/// Whether V fits in 64 bits: the usual case, where a product cannot
/// overflow 128 bits and a division needs no 128-bit one.
inline bool fits64(Int V) { return V == static_cast<int64_t>(V); }

inline Int mulInt(Int A, Int B) {
  if (fits64(A) && fits64(B))
    return static_cast<Int>(static_cast<int64_t>(A)) * static_cast<int64_t>(B);
  return checkedInt(IntOp::Mul, A, B, boxOverflow);
}

/// A / B rounded towards minus infinity (Up false) or plus infinity (Up
/// true), for B != 0.
inline Int roundedDivInt(Int A, Int B, bool Up) {
  if (B == -1)
    return subInt(0, A);
  Int Q, R;
  if (fits64(A) && fits64(B)) {
    int64_t X = static_cast<int64_t>(A), Y = static_cast<int64_t>(B);
    Q = X / Y;
    R = X % Y;
  } else {
    Q = A / B;
    R = A % B;
  }
  // Division truncates towards zero: when inexact, floor is one lower for a
  // negative quotient (signs differ), ceil one higher for a positive one.
  if (R != 0 && ((A < 0) == (B < 0)) == Up)
    Q += Up ? 1 : -1;
  return Q;
}

/// floor(A / B) and ceil(A / B) for B != 0.
inline Int floorDivInt(Int A, Int B) { return roundedDivInt(A, B, false); }
inline Int ceilDivInt(Int A, Int B) { return roundedDivInt(A, B, true); }

/// Values of the slots (box variables, then the indices of sum atoms) in both
/// representations, and the work done so far.
struct BoxState {
  std::vector<Int> Ints;
  std::vector<Rational> Rationals;
  uint64_t Work = 0;
  /// The most work; evaluate()'s semantics (Program::strictValue) have no
  /// limit.
  uint64_t Limit = MaxBoxWork;

  void resize(size_t Slots) {
    Ints.resize(Slots);
    Rationals.resize(Slots);
  }
  void set(unsigned Slot, int64_t Value) {
    Ints[Slot] = Value;
    Rationals[Slot] = Rational(Value);
  }
  void spend(uint64_t Amount) {
    if (Amount > Limit - Work)
      throw NoBoxSum();
    Work += Amount;
  }
};

/// sum_{v=Lo}^{Hi-1} v^K for 0 <= Lo < Hi, K <= MaxSumDegree.
Rational powerSum(Int Lo, Int Hi, unsigned K);

/// An expression compiled for evaluation at many points: atoms by index,
/// symbols by slot, indicator factors first in every term.
class Program {
public:
  using Slots = std::map<std::string, unsigned>;

  /// A free symbol of E without a slot in Names has no value (reading it
  /// throws NoValue); sum atoms take new slots from NextSlot on. E's own
  /// denominators are taken out (E = Scaled / Den), so that the integer
  /// arithmetic applies when the coefficients of the atoms' operands are
  /// integers.
  Program(const Expr &E, const Slots &Names, unsigned &NextSlot);

  /// The value at the point in State.
  Rational value(BoxState &State) const;
  /// Den times the value (an integer); integerOnly() programs only.
  Int scaledInt(BoxState &State) const;
  /// The value as Expr::evaluate() computes it: every factor of a term,
  /// guards or not, and sums iterated (at most MaxSumIterations times each);
  /// integer arithmetic where the coefficients allow, exact rationals where
  /// that overflows.
  Rational strictValue(BoxState &State) const;
  bool integerOnly() const { return IntegerOnly; }
  Int den() const { return Den; }

private:
  struct CTerm;
  struct CExpr {
    std::vector<CTerm> Terms;
  };
  struct CTerm {
    Rational Coef;
    /// (atom index, exponent).
    std::vector<std::pair<unsigned, unsigned>> Factors;
  };
  /// [A*J + R op 0] in a closed sum: R free of J.
  struct CBound {
    Int A;
    AtomKind Kind;
    CExpr R;
  };
  /// A term of a closed sum's body: Coef * J^Degree * its bounds on J * the
  /// factors free of J (atom index, exponent).
  struct CClosedTerm {
    Rational Coef;
    std::vector<CBound> Bounds;
    unsigned Degree = 0;
    std::vector<std::pair<unsigned, unsigned>> Others;
  };
  struct CAtom {
    AtomKind Kind;
    unsigned Slot = 0; // The symbol's, or the index's of a sum.
    std::vector<CExpr> Ops;
    /// A sum whose index J enters every term of its body only through
    /// indicators [a*J + R op 0] (a an integer) and a power J^k: at each
    /// point J runs over an interval (less single values for !=), and the
    /// sum is a power sum over it, whatever the count.
    bool Closed = false;
    std::vector<CClosedTerm> ClosedTerms;
  };

  CExpr compile(const Expr &E, const Slots &Names, unsigned &NextSlot);
  unsigned compileAtom(const Atom &A, const Slots &Names, unsigned &NextSlot);
  /// Fills C.ClosedTerms and sets C.Closed when the sum atom A's body is
  /// summed in closed form over its index (see CAtom).
  void compileClosedSum(const Atom &A, const Slots &Names, unsigned &NextSlot,
                        CAtom &C);

  template <typename Arith> struct Machine;
  template <typename Arith>
  typename Arith::T run(std::vector<typename Arith::T> &Values, BoxState &State,
                        bool Strict = false) const;
  /// The slot of a symbol that has none.
  static constexpr unsigned Unbound = ~0u;

  std::vector<CAtom> Atoms;
  CExpr Root;
  Int Den = 1;
  bool IntegerOnly = true;
};

} // namespace exprimpl
} // namespace roofline

#endif // ROOFLINE_LIB_SUPPORT_SYMBOLIC_PROGRAM_H
