//===- MemorySpace.h - Where an lvalue lives, where a pointer points -*- C++
//-*-//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Classifies the memory an expression designates or points into, from the
// declarations (__shared__, __constant__, __device__, a kernel's
// parameters), the walk's value environment (where a local pointer points,
// what a reference refers to) and the calls the walk inlined (where their
// results live, where `this` points in the callee).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_MEMORYSPACE_H
#define ROOFLINE_LIB_FRONTEND_MEMORYSPACE_H

#include "ConstantEvaluator.h"
#include "ValueEnv.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <map>
#include <vector>

namespace roofline {

class SpaceClassifier {
public:
  SpaceClassifier(const clang::ASTContext &Ctx, const ValueEnv &Env,
                  const ConstantEvaluator &Consts)
      : Ctx(Ctx), Env(Env), Consts(Consts) {}

  /// The kernel whose parameters point to (and refer to) global memory.
  void setKernel(const clang::FunctionDecl *K) { Kernel = K; }

  /// Where the object E designates lives.
  MemSpace lvalueSpace(const clang::Expr *E) const;
  /// Where the pointer E points.
  MemSpace pointerSpace(const clang::Expr *E) const;
  /// Where the pointer loaded from the lvalue L points.
  MemSpace loadedPointerSpace(const clang::Expr *L) const;
  /// Where the variable VD lives.
  MemSpace declSpace(const clang::VarDecl *VD) const;

  /// An inlined call: `this` points to This in the callee, until the walk
  /// leaves it; its result (a pointer or an lvalue) then points to, or
  /// lives in, Returned at the call Site.
  void enterCall(MemSpace This) { ThisStack.push_back(This); }
  void leaveCall(const clang::Expr *Site, MemSpace Returned) {
    ThisStack.pop_back();
    ReturnSpace[Site] = Returned;
  }

private:
  MemSpace callResult(const clang::Expr *E) const;

  const clang::ASTContext &Ctx;
  const ValueEnv &Env;
  const ConstantEvaluator &Consts;
  const clang::FunctionDecl *Kernel = nullptr;
  std::vector<MemSpace> ThisStack;
  std::map<const clang::Expr *, MemSpace> ReturnSpace;
};

} // namespace roofline

#endif // ROOFLINE_LIB_FRONTEND_MEMORYSPACE_H
