//===- LoopVars.h - Variables named in kernel loops -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Shared by the loop walk (Loops.cpp) and trip-count derivation
// (LoopTripCount.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_LOOPVARS_H
#define ROOFLINE_LIB_FRONTEND_LOOPVARS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <set>

namespace roofline {

/// The variable E names (parentheses and implicit casts aside), if any.
const clang::VarDecl *referencedVar(const clang::Expr *E);

/// The variables S may write: assigned, stepped, their address taken,
/// passed by non-const reference, or declared in S (re-initialized on every
/// iteration of a loop around S).
std::set<const clang::ValueDecl *> modifiedVars(const clang::Stmt *S);

} // namespace roofline

#endif // ROOFLINE_LIB_FRONTEND_LOOPVARS_H
