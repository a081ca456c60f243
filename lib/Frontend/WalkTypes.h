//===- WalkTypes.h - The types the per-thread walk reads --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Frontend: what a Clang type or operator means to the cost
// walk (precision and lanes, wmma fragments, tensor-core columns).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_WALKTYPES_H
#define ROOFLINE_LIB_FRONTEND_WALKTYPES_H

#include "roofline/Cost/Precision.h"

#include "clang/AST/OperationKinds.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <utility>

namespace roofline {

/// Precision and lane count of a floating-point value type: float, double,
/// _Float16/__half, __bf16/__nv_bfloat16, and the two-lane __half2 and
/// __nv_bfloat162.
std::optional<std::pair<Precision, int>> floatInfo(clang::QualType T);

/// What a wmma fragment type says: which operand, the shape, the element type.
struct FragmentInfo {
  enum Use { MatrixA, MatrixB, Accumulator } Role;
  int64_t M, N, K;
  clang::QualType Element;
};

std::optional<FragmentInfo> fragmentInfo(clang::QualType T);

/// The tensor-core column of an operand element type.
TensorType tensorTypeOf(clang::QualType T);
/// The same from a PTX mma instruction's type suffix ("f16", "tf32").
TensorType tensorTypeOfAsm(llvm::StringRef Name);

/// +, -, *, / (the operators a FLOP is counted for).
bool isArithmeticOp(clang::BinaryOperatorKind Op);
/// Whether the floating add or subtract `Op` with operands L and R fuses
/// with a multiply into one FMA: one operand, through parentheses and
/// no-op casts, is a multiply of the same floating type T (nvcc and Clang
/// contract `a * b + c` by default).
bool fusesWithMultiply(clang::BinaryOperatorKind Op, clang::QualType T,
                       const clang::Expr *L, const clang::Expr *R);
/// A cast between floating types, or between floating and integer ones.
bool isFloatingConversion(clang::CastKind K);

} // namespace roofline

#endif
