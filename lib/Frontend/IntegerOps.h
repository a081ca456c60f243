//===- IntegerOps.h - C++ integer operators on symbolic values --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One translation of C++'s integer binary operators into expressions, shared
// by device code (loop bounds, guards) and host code (launch configurations).
// Division is floor division: sizes and indices are taken as non-negative,
// where C's truncation agrees.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_INTEGEROPS_H
#define ROOFLINE_LIB_FRONTEND_INTEGEROPS_H

#include "roofline/Support/Expr.h"

#include "clang/AST/OperationKinds.h"

#include <optional>

namespace roofline {

/// L op R for +, -, *, /, %, << and >> by a constant; std::nullopt for other
/// operators.
std::optional<Expr> applyIntegerOp(clang::BinaryOperatorKind Op, const Expr &L,
                                   const Expr &R);

} // namespace roofline

#endif
