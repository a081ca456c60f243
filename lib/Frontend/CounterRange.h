//===- CounterRange.h - Constant loops in their counter's type --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A counting loop whose start, bound and step are all constants runs a number
// of times that depends on its counter's type: an `unsigned char` counter
// never reaches 300, an `unsigned` one counting down past zero wraps to its
// maximum. These functions decide the trip count in the counter's own type,
// or say that the counter leaves its type before the condition fails (it
// wraps, or a signed counter overflows), so that such a loop is reported and
// never counted as finite.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_COUNTERRANGE_H
#define ROOFLINE_LIB_FRONTEND_COUNTERRANGE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/OperationKinds.h"

#include <optional>
#include <string>

namespace roofline {

/// The values of an integer type.
struct IntegerRange {
  __int128 Lo = 0, Hi = 0;
  unsigned Bits = 0;
  bool Signed = false;
  bool contains(__int128 V) const { return Lo <= V && V <= Hi; }
  bool contains(const IntegerRange &R) const {
    return Lo <= R.Lo && R.Hi <= Hi;
  }
};

/// The range of an integer type of at most 64 bits; std::nullopt otherwise
/// (bool, enumerations, __int128, non-integers).
std::optional<IntegerRange> integerRange(const clang::ASTContext &Ctx,
                                         clang::QualType T);

/// How a loop `for (c = Start; c OP Bound; c += Step)` with constants ends.
struct ConstantTrip {
  enum Kind {
    Exact,   // runs Count times
    Leaves,  // the counter leaves its type before the condition fails
    Unknown, // not decided here (no closed form)
  } K = Unknown;
  __int128 Count = 0;
};

/// Decides the loop above. Counter is the counter's type; Compare the type
/// both sides of the condition are converted to. The counter's values are
/// its type's, compared after conversion to Compare; an unsigned counter that
/// wraps onto a value for which the condition fails ends there (`for
/// (unsigned i = 9; i < 10; --i)` runs 10 times).
ConstantTrip constantAddTrip(__int128 Start, __int128 Step,
                             clang::BinaryOperatorKind Op, __int128 Bound,
                             const IntegerRange &Counter,
                             const IntegerRange &Compare);

/// "unsigned char, at most 255": the type and the limit the counter passed.
std::string describeRange(const IntegerRange &R, clang::QualType T, bool Upper);

} // namespace roofline

#endif // ROOFLINE_LIB_FRONTEND_COUNTERRANGE_H
