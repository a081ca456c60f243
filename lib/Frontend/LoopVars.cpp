//===- LoopVars.cpp - Variables named in kernel loops ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "LoopVars.h"

#include "clang/AST/Stmt.h"

#include <vector>

using namespace clang;

namespace roofline {

const VarDecl *referencedVar(const clang::Expr *E) {
  if (!E)
    return nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

std::set<const ValueDecl *> modifiedVars(const Stmt *S) {
  std::set<const ValueDecl *> Result;
  if (!S)
    return Result;
  std::vector<const Stmt *> Work{S};
  while (!Work.empty()) {
    const Stmt *Cur = Work.back();
    Work.pop_back();
    if (!Cur)
      continue;
    const clang::Expr *Target = nullptr;
    if (const auto *BO = dyn_cast<BinaryOperator>(Cur)) {
      if (BO->isAssignmentOp())
        Target = BO->getLHS();
    } else if (const auto *UO = dyn_cast<UnaryOperator>(Cur)) {
      if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
        Target = UO->getSubExpr();
    } else if (const auto *DS = dyn_cast<DeclStmt>(Cur)) {
      // A variable declared in the body is re-initialized every iteration.
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          Result.insert(VD);
    } else if (const auto *Call = dyn_cast<CallExpr>(Cur)) {
      // Passing a local by non-const reference may modify it.
      if (const FunctionDecl *FD = Call->getDirectCallee())
        for (unsigned I = 0; I < Call->getNumArgs() && I < FD->getNumParams();
             ++I) {
          QualType PT = FD->getParamDecl(I)->getType();
          if (PT->isReferenceType() &&
              !PT.getNonReferenceType().isConstQualified())
            if (const VarDecl *VD = referencedVar(Call->getArg(I)))
              Result.insert(VD);
        }
    }
    if (const VarDecl *VD = referencedVar(Target))
      Result.insert(VD);
    for (const Stmt *Child : Cur->children())
      Work.push_back(Child);
  }
  return Result;
}

} // namespace roofline
