//===- CounterRange.cpp - Constant loops in their counter's type ----------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "CounterRange.h"

#include "roofline/Support/Rational.h"

namespace roofline {

std::optional<IntegerRange> integerRange(const clang::ASTContext &Ctx,
                                         clang::QualType T) {
  T = T.getCanonicalType();
  if (!T->isIntegerType() || T->isBooleanType() || T->isEnumeralType())
    return std::nullopt;
  unsigned Bits = Ctx.getIntWidth(T);
  if (Bits == 0 || Bits > 64)
    return std::nullopt;
  IntegerRange R;
  R.Bits = Bits;
  R.Signed = T->isSignedIntegerType();
  __int128 One = 1;
  if (R.Signed) {
    R.Lo = -(One << (Bits - 1));
    R.Hi = (One << (Bits - 1)) - 1;
  } else {
    R.Lo = 0;
    R.Hi = (One << Bits) - 1;
  }
  return R;
}

static bool holds(clang::BinaryOperatorKind Op, __int128 X, __int128 B) {
  switch (Op) {
  case clang::BO_LT:
    return X < B;
  case clang::BO_LE:
    return X <= B;
  case clang::BO_GT:
    return X > B;
  case clang::BO_GE:
    return X >= B;
  case clang::BO_NE:
    return X != B;
  case clang::BO_EQ:
    return X == B;
  default:
    return false;
  }
}

ConstantTrip constantAddTrip(__int128 V, __int128 D,
                             clang::BinaryOperatorKind Op, __int128 B,
                             const IntegerRange &Counter,
                             const IntegerRange &Compare) {
  ConstantTrip T;
  // A start outside the counter's type, or a comparison that changes the
  // counter's values (a signed counter against an unsigned bound): not
  // decided here.
  if (!Counter.contains(V) || !Compare.contains(Counter))
    return T;
  // The count with unbounded integers, when the condition ever fails.
  std::optional<__int128> N;
  if (!holds(Op, V, B))
    N = 0;
  else if (Op == clang::BO_LT && D > 0)
    N = (B - V + D - 1) / D;
  else if (Op == clang::BO_LE && D > 0)
    N = (B - V) / D + 1;
  else if (Op == clang::BO_GT && D < 0)
    N = (V - B + (-D) - 1) / (-D);
  else if (Op == clang::BO_GE && D < 0)
    N = (V - B) / (-D) + 1;
  else if (Op == clang::BO_NE && D != 0 && (B - V) % D == 0 && (B - V) / D >= 0)
    N = (B - V) / D;
  // The value that fails the condition is the last one the counter takes:
  // when it is in the counter's type, no earlier value left it.
  if (N && (*N == 0 || Counter.contains(V + *N * D))) {
    T.K = ConstantTrip::Exact;
    T.Count = *N;
    return T;
  }
  if (D == 0) {
    T.K = ConstantTrip::Leaves; // never changes, never fails: never ends
    return T;
  }
  // The first step that takes the counter out of its type; every earlier
  // value satisfied the condition (it fails only at N, past this step).
  __int128 K = D > 0 ? (Counter.Hi - V) / D + 1 : (V - Counter.Lo) / (-D) + 1;
  if (!Counter.Signed) {
    __int128 Wrapped = V + K * D + (D > 0 ? -(Counter.Hi + 1) : Counter.Hi + 1);
    if (Counter.contains(Wrapped) && !holds(Op, Wrapped, B)) {
      T.K = ConstantTrip::Exact;
      T.Count = K;
      return T;
    }
  }
  T.K = ConstantTrip::Leaves;
  return T;
}

std::string describeRange(const IntegerRange &R, clang::QualType T,
                          bool Upper) {
  std::string Name = T.getUnqualifiedType().getAsString();
  return Name + (Upper ? ", at most " + toString(R.Hi)
                       : ", at least " + toString(R.Lo));
}

} // namespace roofline
