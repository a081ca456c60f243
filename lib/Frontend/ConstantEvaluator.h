//===- ConstantEvaluator.h - What the compiler folds, once per AST -*- C++ -*-//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Clang's constant evaluation of an integer or a condition, which reads no
// state of a walk: a template flag, a constexpr value. Asked again on every
// walk of a kernel (its summary, each launch), so it is kept per AST.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_CONSTANTEVALUATOR_H
#define ROOFLINE_LIB_FRONTEND_CONSTANTEVALUATOR_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/APSInt.h"

#include <map>
#include <optional>
#include <unordered_map>

namespace roofline {

/// What a translation unit's AST says once for every walk of a kernel (the
/// kernel's own, and one per launch): computed on first use, shared by the
/// walks of one AST (KernelAnalyzer::shareFacts).
struct AstFacts {
  /// Struct parameters by whether their kernel never writes them (Clang's
  /// ExprMutationAnalyzer: AST matchers over the body, the costliest query).
  std::map<const clang::ParmVarDecl *, bool> UnwrittenRecords;
  /// isFoldable depends on the expression alone.
  std::unordered_map<const clang::Expr *, bool> Foldable;
  /// Clang's constant evaluation of an integer expression and of a
  /// condition (nullopt: not a constant).
  std::unordered_map<const clang::Expr *, std::optional<llvm::APSInt>> Ints;
  std::unordered_map<const clang::Expr *, std::optional<bool>> Conditions;
};

class ConstantEvaluator {
public:
  explicit ConstantEvaluator(const clang::ASTContext &Ctx) : Ctx(Ctx) {}

  /// Keeps the facts in F (which outlives this evaluator) from now on.
  void share(AstFacts &F) { Facts = &F; }
  AstFacts &facts() const { return *Facts; }

  /// E's value when the compiler folds it to an integer.
  std::optional<llvm::APSInt> integer(const clang::Expr *E) const;
  /// Cond's value when the compiler folds it; nothing for a null Cond.
  std::optional<bool> condition(const clang::Expr *Cond) const;

private:
  const clang::ASTContext &Ctx;
  mutable AstFacts Own;
  AstFacts *Facts = &Own;
};

} // namespace roofline

#endif // ROOFLINE_LIB_FRONTEND_CONSTANTEVALUATOR_H
