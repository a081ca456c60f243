//===- IntegerOps.cpp - C++ integer semantics on symbolic values ----------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The integer operators and conversions device code (SymbolicValue.cpp) and
// host code (HostIntegers.cpp) both evaluate with: one semantics, no AST.
//
//===----------------------------------------------------------------------===//

#include "roofline/Frontend/IntegerOps.h"

#include "clang/AST/ASTContext.h"

namespace roofline {

using clang::BinaryOperatorKind;
using namespace clang;

namespace {

/// L op R on two integer constants, as C++ computes it before the result is
/// reduced to its type: / and % truncate toward zero. Nothing for a division
/// by zero, or an operator this does not compute.
std::optional<Expr> constantOp(BinaryOperatorKind Op, Rational::Int L,
                               Rational::Int R) {
  switch (Op) {
  case BO_Div:
    if (R == 0)
      return std::nullopt;
    return Expr(Rational(L / R, 1));
  case BO_Rem:
    if (R == 0)
      return std::nullopt;
    return Expr(Rational(L % R, 1));
  default:
    return std::nullopt;
  }
}

std::optional<Expr> symbolicOp(BinaryOperatorKind Op, const Expr &L,
                               const Expr &R) {
  switch (Op) {
  case BO_Add:
    return L + R;
  case BO_Sub:
    return L - R;
  case BO_Mul:
    return L * R;
  case BO_Div:
    return Expr::floorDiv(L, R);
  case BO_Rem:
    return Expr::mod(L, R);
  case BO_And: {
    // x & (2^k - 1) is x mod 2^k for the non-negative indices it masks.
    auto M = R.asConstant();
    if (!M || !M->isInteger() || M->isNegative() ||
        M->num() > (Rational::Int(1) << 62))
      return std::nullopt;
    Rational::Int P = M->num() + 1;
    if ((P & (P - 1)) != 0)
      return std::nullopt;
    return Expr::mod(L, Expr(Rational(P, 1)));
  }
  case BO_Shl:
  case BO_Shr: {
    auto K = R.asConstant();
    if (!K || !K->isInteger() || K->isNegative() || K->num() > 62)
      return std::nullopt;
    Expr Pow(static_cast<int64_t>(1) << static_cast<int>(K->num()));
    return Op == BO_Shl ? L * Pow : Expr::floorDiv(L, Pow);
  }
  default:
    return std::nullopt;
  }
}

} // namespace

IntegerType integerTypeOf(const ASTContext &Ctx, QualType T) {
  if (T.isNull() || !T->isIntegralOrEnumerationType())
    return {};
  if (T->isBooleanType())
    return {0, true, true};
  uint64_t Width = Ctx.getIntWidth(T);
  if (Width == 0 || Width > 64)
    return {};
  return {static_cast<unsigned>(Width),
          T->isUnsignedIntegerOrEnumerationType()};
}

std::optional<Expr> applyIntegerOp(BinaryOperatorKind Op, const Expr &L,
                                   const Expr &R, IntegerType T) {
  auto CL = L.asConstant(), CR = R.asConstant();
  bool Constants = CL && CR && CL->isInteger() && CR->isInteger();
  std::optional<Expr> V;
  if (Constants && (Op == BO_Div || Op == BO_Rem))
    V = constantOp(Op, CL->num(), CR->num());
  else
    V = symbolicOp(Op, L, R);
  if (!V || !Constants || T.Width == 0)
    return V;
  return convertInteger(*V, T.Width, T.Unsigned);
}

std::optional<Expr> signedOverflow(BinaryOperatorKind Op, const Expr &L,
                                   const Expr &R, IntegerType T) {
  if (T.Unsigned || T.Boolean || T.Width < 32 ||
      (Op != BO_Add && Op != BO_Sub && Op != BO_Mul && Op != BO_Div))
    return std::nullopt;
  auto CL = L.asConstant(), CR = R.asConstant();
  if (!CL || !CR || !CL->isInteger() || !CR->isInteger())
    return std::nullopt;
  std::optional<Expr> V = Op == BO_Div ? constantOp(Op, CL->num(), CR->num())
                                       : symbolicOp(Op, L, R);
  if (!V)
    return std::nullopt;
  std::optional<Expr> Wrapped = convertInteger(*V, T.Width, /*Unsigned=*/false);
  if (!Wrapped || *Wrapped == *V)
    return std::nullopt;
  return V;
}

/// V converted to T, when V is a constant (a symbolic value is taken to fit,
/// as convertInteger takes it at int and wider).
static std::optional<Expr> convertConstant(const Expr &V, IntegerType T) {
  auto C = V.asConstant();
  if (!C || !C->isInteger())
    return V;
  if (T.Boolean)
    return Expr(C->isZero() ? 0 : 1);
  if (T.Width == 0)
    return V;
  return convertInteger(V, T.Width, T.Unsigned);
}

std::optional<Expr> applyCompoundAssign(BinaryOperatorKind Op, const Expr &L,
                                        const Expr &R, IntegerType Computation,
                                        IntegerType Target) {
  auto Converted = convertConstant(L, Computation);
  if (!Converted)
    return std::nullopt;
  auto V = applyIntegerOp(Op, *Converted, R, Computation);
  if (!V)
    return std::nullopt;
  return convertConstant(*V, Target);
}

bool isIntegerMinMax(llvm::StringRef Name) {
  return Name == "min" || Name == "max" || Name == "umin" || Name == "umax" ||
         Name == "llmin" || Name == "llmax" || Name == "ullmin" ||
         Name == "ullmax";
}

Expr applyMinMax(llvm::StringRef Name, const Expr &A, const Expr &B) {
  return Name.ends_with("min") ? Expr::min(A, B) : Expr::max(A, B);
}

std::optional<Expr> convertInteger(const Expr &V, unsigned Width,
                                   bool Unsigned) {
  if (Width == 0 || Width > 64)
    return V;
  using Int = Rational::Int;
  const Int Modulus = Int(1) << Width;
  if (auto C = V.asConstant()) {
    if (!C->isInteger())
      return std::nullopt;
    Int R = C->num() % Modulus;
    if (R < 0)
      R += Modulus;
    if (!Unsigned && R >= Modulus / 2)
      R -= Modulus;
    return Expr(Rational(R, 1));
  }
  if (Width >= 32)
    return V;
  Expr M(Rational(Modulus, 1));
  if (Unsigned)
    return Expr::mod(V, M);
  Expr Half(Rational(Modulus / 2, 1));
  return Expr::mod(V + Half, M) - Half;
}

} // namespace roofline
