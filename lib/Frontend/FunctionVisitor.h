//===- FunctionVisitor.h - A visitor that knows its function ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_FUNCTIONVISITOR_H
#define ROOFLINE_LIB_FRONTEND_FUNCTIONVISITOR_H

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

protected:
  const clang::FunctionDecl *Current = nullptr;
};

} // namespace roofline

#endif
