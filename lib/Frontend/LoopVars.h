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

namespace roofline {

/// The variable E names (parentheses and implicit casts aside), if any.
const clang::VarDecl *referencedVar(const clang::Expr *E);

} // namespace roofline

#endif // ROOFLINE_LIB_FRONTEND_LOOPVARS_H
