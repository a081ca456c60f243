//===- FunctionVisitor.h - A visitor that knows its function ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FRONTEND_FUNCTIONVISITOR_H
#define ROOFLINE_FRONTEND_FUNCTIONVISITOR_H

#include "clang/AST/RecursiveASTVisitor.h"

namespace roofline {

/// A RecursiveASTVisitor over template instantiations too, that knows the
/// function (of any kind: constructors, conversions, instantiations) whose
/// body it is in: Current, null outside functions.
template <class Derived>
class FunctionVisitor : public clang::RecursiveASTVisitor<Derived> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(clang::Decl *D) {
    const auto *FD = llvm::dyn_cast_or_null<clang::FunctionDecl>(D);
    if (!FD)
      return clang::RecursiveASTVisitor<Derived>::TraverseDecl(D);
    const clang::FunctionDecl *Saved = Current;
    Current = FD;
    bool R = clang::RecursiveASTVisitor<Derived>::TraverseDecl(D);
    Current = Saved;
    return R;
  }

  /// A generic lambda's body is a template: the code that runs is its
  /// instantiations (`[&](auto I) { k<decltype(I)::value><<<g, b>>>(); }`),
  /// walked as part of the enclosing function, like any lambda's body.
  bool TraverseLambdaExpr(
      clang::LambdaExpr *LE,
      typename clang::RecursiveASTVisitor<Derived>::DataRecursionQueue *Queue =
          nullptr) {
    if (!clang::RecursiveASTVisitor<Derived>::TraverseLambdaExpr(LE, Queue))
      return false;
    if (const clang::FunctionTemplateDecl *FTD =
            LE->getCallOperator()->getDescribedFunctionTemplate())
      for (clang::FunctionDecl *Spec : FTD->specializations())
        if (Spec->getBody() &&
            !clang::RecursiveASTVisitor<Derived>::TraverseStmt(Spec->getBody()))
          return false;
    return true;
  }

protected:
  const clang::FunctionDecl *Current = nullptr;
};

} // namespace roofline

#endif
