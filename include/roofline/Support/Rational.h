//===- Rational.h - Exact rational numbers ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Exact rationals for counts and coefficients. Numerator and denominator are
// 128-bit, always reduced, denominator positive. An operation whose result does
// not fit throws ArithmeticOverflow; callers that analyze one kernel catch it
// and report that kernel as not analyzed rather than print a wrong number.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_RATIONAL_H
#define ROOFLINE_SUPPORT_RATIONAL_H

#include <cstdint>
#include <stdexcept>
#include <string>

namespace roofline {

class ArithmeticOverflow : public std::overflow_error {
public:
  using std::overflow_error::overflow_error;
};

class Rational {
public:
  using Int = __int128;

  Rational() = default;
  Rational(int64_t N) : Num(N) {}
  Rational(Int N, Int D); // throws std::domain_error when D == 0

  Int num() const { return Num; }
  Int den() const { return Den; }
  bool isInteger() const { return Den == 1; }
  bool isZero() const { return Num == 0; }
  bool isNegative() const { return Num < 0; }
  double toDouble() const;
  /// floor and ceil of the value.
  Int floor() const;
  Int ceil() const;
  /// `4`, `-3/2`.
  std::string str() const;

  friend Rational operator+(const Rational &A, const Rational &B);
  friend Rational operator-(const Rational &A, const Rational &B);
  friend Rational operator*(const Rational &A, const Rational &B);
  friend Rational operator/(const Rational &A, const Rational &B);
  Rational operator-() const;
  friend bool operator==(const Rational &A, const Rational &B) {
    return A.Num == B.Num && A.Den == B.Den;
  }
  friend bool operator!=(const Rational &A, const Rational &B) {
    return !(A == B);
  }
  friend bool operator<(const Rational &A, const Rational &B);
  friend bool operator<=(const Rational &A, const Rational &B) {
    return !(B < A);
  }
  friend bool operator>(const Rational &A, const Rational &B) { return B < A; }
  friend bool operator>=(const Rational &A, const Rational &B) {
    return !(A < B);
  }

private:
  Int Num = 0;
  Int Den = 1;
};

/// Decimal text of a 128-bit integer.
std::string toString(Rational::Int V);

} // namespace roofline

#endif // ROOFLINE_SUPPORT_RATIONAL_H
