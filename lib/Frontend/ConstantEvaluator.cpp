//===- ConstantEvaluator.cpp - What the compiler folds, once per AST -----===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "ConstantEvaluator.h"

namespace roofline {

std::optional<llvm::APSInt>
ConstantEvaluator::integer(const clang::Expr *E) const {
  auto [It, New] = Facts->Ints.try_emplace(E);
  if (New && !E->isValueDependent() && !E->isTypeDependent() &&
      E->getType()->isIntegralOrEnumerationType()) {
    clang::Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx))
      It->second = R.Val.getInt();
  }
  return It->second;
}

std::optional<bool> ConstantEvaluator::condition(const clang::Expr *E) const {
  if (!E)
    return std::nullopt;
  auto [It, New] = Facts->Conditions.try_emplace(E);
  bool Value;
  if (New && !E->isValueDependent() && !E->isTypeDependent() &&
      E->EvaluateAsBooleanCondition(Value, Ctx))
    It->second = Value;
  return It->second;
}

} // namespace roofline
