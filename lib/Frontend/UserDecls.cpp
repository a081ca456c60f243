//===- UserDecls.cpp - The declarations a walk of the user's code visits --===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Frontend/UserDecls.h"

#include "clang/AST/DeclBase.h"
#include "clang/Basic/SourceManager.h"

namespace roofline {

bool inSystemHeader(const clang::Decl *D) {
  const clang::SourceManager &SM = D->getASTContext().getSourceManager();
  clang::SourceLocation Loc = D->getLocation();
  return Loc.isValid() && SM.isInSystemHeader(SM.getExpansionLoc(Loc));
}

std::vector<clang::Decl *> userTopLevelDecls(clang::ASTContext &Ctx) {
  std::vector<clang::Decl *> Out;
  for (clang::Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (!inSystemHeader(D))
      Out.push_back(D);
  return Out;
}

} // namespace roofline
