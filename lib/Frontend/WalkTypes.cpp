//===- WalkTypes.cpp - The types the per-thread walk reads ----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "WalkTypes.h"

#include "roofline/Frontend/ClangCompat.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace roofline {

std::optional<std::pair<Precision, int>> floatInfo(QualType T) {
  if (T.isNull())
    return std::nullopt;
  T = T.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  if (const auto *BT = T->getAs<BuiltinType>()) {
    switch (BT->getKind()) {
    case BuiltinType::Float:
      return std::make_pair(Precision::FP32, 1);
    case BuiltinType::Double:
    case BuiltinType::LongDouble:
      return std::make_pair(Precision::FP64, 1);
    case BuiltinType::Half:
    case BuiltinType::Float16:
      return std::make_pair(Precision::FP16, 1);
    case BuiltinType::BFloat16:
      return std::make_pair(Precision::BF16, 1);
    default:
      return std::nullopt;
    }
  }
  if (const auto *RD = T->getAsRecordDecl()) {
    StringRef N = RD->getName();
    if (N == "__half")
      return std::make_pair(Precision::FP16, 1);
    if (N == "__half2")
      return std::make_pair(Precision::FP16, 2);
    if (N == "__nv_bfloat16")
      return std::make_pair(Precision::BF16, 1);
    if (N == "__nv_bfloat162")
      return std::make_pair(Precision::BF16, 2);
  }
  return std::nullopt;
}

std::optional<FragmentInfo> fragmentInfo(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!Spec || Spec->getName() != "fragment")
    return std::nullopt;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args.size() < 5 || Args[0].getKind() != TemplateArgument::Type ||
      Args[1].getKind() != TemplateArgument::Integral ||
      Args[2].getKind() != TemplateArgument::Integral ||
      Args[3].getKind() != TemplateArgument::Integral ||
      Args[4].getKind() != TemplateArgument::Type)
    return std::nullopt;
  FragmentInfo F;
  const auto *UseDecl = Args[0].getAsType()->getAsRecordDecl();
  StringRef Use = UseDecl ? UseDecl->getName() : "";
  F.Role = Use == "matrix_a"   ? FragmentInfo::MatrixA
           : Use == "matrix_b" ? FragmentInfo::MatrixB
                               : FragmentInfo::Accumulator;
  F.M = Args[1].getAsIntegral().getExtValue();
  F.N = Args[2].getAsIntegral().getExtValue();
  F.K = Args[3].getAsIntegral().getExtValue();
  F.Element = Args[4].getAsType();
  return F;
}

TensorType tensorTypeOf(QualType T) {
  T = T.getCanonicalType();
  if (auto Info = floatInfo(T)) {
    switch (Info->first) {
    case Precision::FP16:
      return TensorType::FP16;
    case Precision::BF16:
      return TensorType::BF16;
    case Precision::FP64:
      return TensorType::FP64;
    case Precision::FP32:
      return TensorType::TF32;
    }
  }
  if (const auto *RD = T->getAsRecordDecl()) {
    StringRef N = RD->getName();
    if (N == "tf32")
      return TensorType::TF32;
    if (N == "e4m3" || N == "e5m2" || N.contains("fp8"))
      return TensorType::FP8;
  }
  return TensorType::INT8; // signed/unsigned char, s4, u4, b1
}

TensorType tensorTypeOfAsm(StringRef Name) {
  return llvm::StringSwitch<TensorType>(Name)
      .Case("f16", TensorType::FP16)
      .Case("bf16", TensorType::BF16)
      .Cases({"tf32", "f32"}, TensorType::TF32)
      .Cases({"e4m3", "e5m2", "f8f6f4"}, TensorType::FP8)
      .Case("f64", TensorType::FP64)
      .Default(TensorType::INT8);
}

bool isArithmeticOp(BinaryOperatorKind Op) {
  return Op == BO_Add || Op == BO_Sub || Op == BO_Mul || Op == BO_Div;
}

static bool isMultiplyOf(const clang::Expr *E, QualType T) {
  while (true) {
    E = E->IgnoreParens();
    const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
    if (!Cast || (Cast->getCastKind() != CK_NoOp &&
                  Cast->getCastKind() != CK_LValueToRValue))
      break;
    E = Cast->getSubExpr();
  }
  const auto *BO = dyn_cast<BinaryOperator>(E);
  return BO && BO->getOpcode() == BO_Mul &&
         BO->getType().getCanonicalType().getUnqualifiedType() ==
             T.getCanonicalType().getUnqualifiedType();
}

bool fusesWithMultiply(BinaryOperatorKind Op, QualType T, const clang::Expr *L,
                       const clang::Expr *R) {
  if (Op != BO_Add && Op != BO_Sub && Op != BO_AddAssign && Op != BO_SubAssign)
    return false;
  if (!T->isRealFloatingType())
    return false;
  return (L && isMultiplyOf(L, T)) || (R && isMultiplyOf(R, T));
}

bool isFloatingConversion(CastKind K) {
  switch (K) {
  case CK_FloatingCast:
  case CK_IntegralToFloating:
  case CK_FloatingToIntegral:
  case CK_FloatingToBoolean:
    return true;
  default:
    return false;
  }
}

} // namespace roofline
