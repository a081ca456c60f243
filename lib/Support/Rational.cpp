//===- Rational.cpp - Exact rational numbers ------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Every operation works on 128-bit integers with overflow checks
// (CheckedInt.h); an intermediate product or sum that does not fit throws
// ArithmeticOverflow. Comparison never overflows: it compares integer parts and
// then fractional parts through their continued-fraction expansions.
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Rational.h"

#include "CheckedInt.h"

#include <algorithm>

namespace roofline {

namespace {

using Int = Rational::Int;
using UInt = unsigned __int128;

// std::numeric_limits is not specialized for __int128 in strict ISO mode.
constexpr UInt MaxIntMagnitude = ~UInt(0) >> 1;

/// |V| as an unsigned value; exact for the most negative value too.
UInt magnitude(Int V) { return V < 0 ? UInt(0) - UInt(V) : UInt(V); }

UInt gcd(UInt A, UInt B) {
  while (B != 0) {
    UInt T = A % B;
    A = B;
    B = T;
  }
  return A;
}

[[noreturn]] void overflow(const char *What) {
  throw ArithmeticOverflow(std::string("128-bit rational overflow in ") + What);
}

/// A op B; the ArithmeticOverflow names the operation.
Int checked(Int A, IntOp Op, Int B) {
  return checkedInt(Op, A, B, [Op] {
    overflow(Op == IntOp::Add   ? "addition"
             : Op == IntOp::Sub ? "subtraction"
                                : "multiplication");
  });
}

Int checkedMul(Int A, Int B) { return checked(A, IntOp::Mul, B); }

/// gcd(|A|, B) for B > 0, as a positive Int (it is at most B).
Int gcdWithPositive(Int A, Int B) {
  return static_cast<Int>(gcd(magnitude(A), magnitude(B)));
}

/// A / B < C / D for 0 <= A < B and 0 <= C < D, without any multiplication.
/// The recursion follows the continued fractions, so its depth is logarithmic.
bool fractionLess(Int A, Int B, Int C, Int D) {
  if (A == 0)
    return C != 0;
  if (C == 0)
    return false;
  // A/B < C/D  <=>  B/A > D/C: compare integer parts, then the remainders.
  Int QB = B / A, QD = D / C;
  if (QB != QD)
    return QB > QD;
  // B/A > D/C  <=>  (B % A)/A > (D % C)/C  <=>  (D % C)/C < (B % A)/A.
  return fractionLess(D % C, C, B % A, A);
}

/// A + B (Op Add) or A - B (Op Sub), over the least common denominator.
Rational sumOrDifference(const Rational &A, IntOp Op, const Rational &B) {
  if (A.den() == 1 && B.den() == 1)
    return Rational(checked(A.num(), Op, B.num()), 1);
  Int G = gcdWithPositive(A.den(), B.den());
  Int N = checked(checkedMul(A.num(), B.den() / G), Op,
                  checkedMul(B.num(), A.den() / G));
  Int D = checkedMul(A.den(), B.den() / G);
  return Rational(N, D);
}

} // namespace

Rational::Rational(Int N, Int D) {
  if (D == 0)
    throw std::domain_error("rational with a zero denominator");
  bool Negative = (N < 0) != (D < 0);
  UInt UN = magnitude(N), UD = magnitude(D);
  UInt G = gcd(UN, UD);
  UN /= G;
  UD /= G;
  if (UD > MaxIntMagnitude)
    overflow("normalization");
  if (UN > MaxIntMagnitude + (Negative ? 1 : 0))
    overflow("normalization");
  Num = Negative ? static_cast<Int>(UInt(0) - UN) : static_cast<Int>(UN);
  Den = static_cast<Int>(UD);
}

double Rational::toDouble() const {
  return static_cast<double>(Num) / static_cast<double>(Den);
}

Rational::Int Rational::floor() const {
  Int Q = Num / Den;
  if (Num % Den != 0 && Num < 0)
    --Q;
  return Q;
}

Rational::Int Rational::ceil() const {
  Int Q = Num / Den;
  if (Num % Den != 0 && Num > 0)
    ++Q;
  return Q;
}

std::string Rational::str() const {
  if (Den == 1)
    return toString(Num);
  return toString(Num) + "/" + toString(Den);
}

Rational operator+(const Rational &A, const Rational &B) {
  return sumOrDifference(A, IntOp::Add, B);
}

Rational operator-(const Rational &A, const Rational &B) {
  return sumOrDifference(A, IntOp::Sub, B);
}

Rational operator*(const Rational &A, const Rational &B) {
  // Cross-reduce first so that the products stay as small as possible.
  Int G1 = gcdWithPositive(A.Num, B.Den);
  Int G2 = gcdWithPositive(B.Num, A.Den);
  Int N = checkedMul(A.Num / G1, B.Num / G2);
  Int D = checkedMul(A.Den / G2, B.Den / G1);
  return Rational(N, D);
}

Rational operator/(const Rational &A, const Rational &B) {
  if (B.Num == 0)
    throw std::domain_error("rational division by zero");
  if (A.Num == 0)
    return Rational();
  Int G1 = static_cast<Int>(gcd(magnitude(A.Num), magnitude(B.Num)));
  Int G2 = gcdWithPositive(A.Den, B.Den);
  Int N = checkedMul(A.Num / G1, B.Den / G2);
  Int D = checkedMul(A.Den / G2, B.Num / G1);
  return Rational(N, D);
}

Rational Rational::operator-() const {
  Rational R;
  R.Num = checked(0, IntOp::Sub, Num);
  R.Den = Den;
  return R;
}

bool operator<(const Rational &A, const Rational &B) {
  if (A.Den == B.Den)
    return A.Num < B.Num;
  Int FA = A.floor(), FB = B.floor();
  if (FA != FB)
    return FA < FB;
  // Equal integer parts: compare the fractional parts in [0, 1).
  Int RA = A.Num % A.Den, RB = B.Num % B.Den;
  if (RA < 0)
    RA += A.Den;
  if (RB < 0)
    RB += B.Den;
  return fractionLess(RA, A.Den, RB, B.Den);
}

std::string toString(Rational::Int V) {
  UInt M = magnitude(V);
  std::string Digits;
  do {
    Digits.push_back(static_cast<char>('0' + static_cast<int>(M % 10)));
    M /= 10;
  } while (M != 0);
  if (V < 0)
    Digits.push_back('-');
  std::reverse(Digits.begin(), Digits.end());
  return Digits;
}

} // namespace roofline
