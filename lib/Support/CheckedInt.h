//===- CheckedInt.h - 128-bit arithmetic with overflow checks ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The one place where a sum, difference or product of 128-bit integers is
// checked for overflow: the rationals (Rational.cpp) and the integer
// evaluation of the sums over boxes (Symbolic/Program.h) each say what an
// overflow throws. Private to lib/Support.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_SUPPORT_CHECKEDINT_H
#define ROOFLINE_LIB_SUPPORT_CHECKEDINT_H

#include "roofline/Support/Rational.h"

namespace roofline {

enum class IntOp { Add, Sub, Mul };

/// A op B; calls OnOverflow(), which must throw, when the exact result does
/// not fit in 128 bits.
template <typename Fail>
inline Rational::Int checkedInt(IntOp Op, Rational::Int A, Rational::Int B,
                                Fail OnOverflow) {
  Rational::Int R;
  bool Overflowed = Op == IntOp::Add   ? __builtin_add_overflow(A, B, &R)
                    : Op == IntOp::Sub ? __builtin_sub_overflow(A, B, &R)
                                       : __builtin_mul_overflow(A, B, &R);
  if (Overflowed)
    OnOverflow();
  return R;
}

} // namespace roofline

#endif // ROOFLINE_LIB_SUPPORT_CHECKEDINT_H
