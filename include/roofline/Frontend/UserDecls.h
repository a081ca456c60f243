//===- UserDecls.h - What a walk of user code visits ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Kernels, launches and the host call graph live in the user's code: the
// input file and the headers it includes from its own project. Walking the
// whole translation unit also walks the CUDA runtime and the standard
// library, and with a precompiled prelude or preamble that means reading
// every one of their declarations, bodies included, back from the cache:
// most of a warm run. The walks start from the top-level declarations
// outside system headers instead; what user code reaches in system headers
// (a std::for_each instantiated with a user lambda) is walked on demand.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FRONTEND_USERDECLS_H
#define ROOFLINE_FRONTEND_USERDECLS_H

#include "clang/AST/ASTContext.h"

#include <vector>

namespace roofline {

/// The translation unit's top-level declarations, in order, but for those
/// written in system headers.
std::vector<clang::Decl *> userTopLevelDecls(clang::ASTContext &Ctx);

/// Whether D is written in a system header (an instantiation: where its
/// template is).
bool inSystemHeader(const clang::Decl *D);

/// Walks every top-level declaration of the user's code with V.
template <class Visitor>
void traverseUserCode(clang::ASTContext &Ctx, Visitor &V) {
  for (clang::Decl *D : userTopLevelDecls(Ctx))
    V.TraverseDecl(D);
}

} // namespace roofline

#endif
