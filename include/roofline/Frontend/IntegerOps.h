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

#ifndef ROOFLINE_FRONTEND_INTEGEROPS_H
#define ROOFLINE_FRONTEND_INTEGEROPS_H

#include "roofline/Support/Expr.h"

#include "clang/AST/OperationKinds.h"

#include <optional>

namespace roofline {

/// L op R for +, -, *, /, %, << and >> by a constant; std::nullopt for other
/// operators.
std::optional<Expr> applyIntegerOp(clang::BinaryOperatorKind Op, const Expr &L,
                                   const Expr &R);

/// V converted to an integer type of Width bits (an integral conversion,
/// explicit or implicit), as C++ does it. A constant is reduced modulo
/// 2^Width and read as the type is signed or unsigned (`unsigned char n =
/// 300` is 44, `int x = 3000000000u` is -1294967296). A symbolic value
/// converted to a type narrower than int wraps the same way, as `mod(V,
/// 2^Width)` (unsigned) or `mod(V + 2^(Width-1), 2^Width) - 2^(Width-1)`
/// (signed): `unsigned char n = N + 256` is `mod(N, 256)`. To int and wider,
/// a symbolic value is taken to fit, as sizes and indices do
/// (docs/CostModel.md, "Integer conversions").
std::optional<Expr> convertInteger(const Expr &V, unsigned Width,
                                   bool Unsigned);

} // namespace roofline

#endif
