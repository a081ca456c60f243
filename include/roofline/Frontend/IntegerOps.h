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
#include "clang/AST/Type.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace clang {
class ASTContext;
}

namespace roofline {

/// The integer type an operation's result has: its width in bits (0: not
/// an integer type of at most 64 bits) and whether it is unsigned.
struct IntegerType {
  unsigned Width = 0;
  bool Unsigned = false;
  /// bool: a value converted to it is 0 or 1, by whether it is 0.
  bool Boolean = false;
};

/// The integer type T is (the ASTContext's width and signedness).
IntegerType integerTypeOf(const clang::ASTContext &Ctx, clang::QualType T);

/// L op R for +, -, *, /, %, << and >> by a constant, & by a mask;
/// std::nullopt for other operators. On constants the result is the value
/// C++ gives in T: / and % truncate toward zero, and the result is reduced
/// to T as a conversion to T reduces it, so `unsigned` wraps (`0u - 1u` is
/// 4294967295) and so does a signed overflow, which C++ leaves undefined, as
/// the GPU's two's-complement arithmetic does. On symbolic values the
/// result is taken to fit, as convertInteger takes it.
std::optional<Expr> applyIntegerOp(clang::BinaryOperatorKind Op, const Expr &L,
                                   const Expr &R, IntegerType T);

/// The exact value of L op R, for +, -, * or / on constants in the signed
/// type T (int or wider: a narrower one is promoted first), when it leaves
/// T: C++ leaves that undefined, and applyIntegerOp wraps it. Nothing when
/// it fits, or is not such an operation.
std::optional<Expr> signedOverflow(clang::BinaryOperatorKind Op, const Expr &L,
                                   const Expr &R, IntegerType T);

/// `X op= R`, X's value L: L converted to the operation's type (the left
/// side's computation type, which C++ does not spell in the AST), the
/// operation done in Computation (applyIntegerOp), and the result converted
/// back to Target, X's type. `++X` and `--X` are `X += 1` and `X -= 1`.
/// `int x = -8; x /= 2u;` is 2147483644, `unsigned char c = 0; --c` is 255,
/// `bool b = true; b += 1;` is 1.
std::optional<Expr> applyCompoundAssign(clang::BinaryOperatorKind Op,
                                        const Expr &L, const Expr &R,
                                        IntegerType Computation,
                                        IntegerType Target);

/// Whether Name is an integer min or max both sides know: CUDA's min, max,
/// umin, umax, llmin, llmax, ullmin, ullmax, and std::min and std::max
/// (whose name is "min", "max").
bool isIntegerMinMax(llvm::StringRef Name);

/// min(A, B) or max(A, B) as Name (isIntegerMinMax) says.
Expr applyMinMax(llvm::StringRef Name, const Expr &A, const Expr &B);

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
