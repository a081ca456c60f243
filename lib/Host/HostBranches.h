//===- HostBranches.h - When host code reaches a point ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A launch in `case 512:` of `switch (threads)` happens only when threads is
// 512; one in the `else` of `if (n > 0)` only when n <= 0. The branches
// around a point give the condition under which the host code reaches it,
// as a product of indicators of the values the host evaluator finds there
// ([threads == 512], [n <= 0]): 0 when known values lead elsewhere, a
// condition on symbols a --bind may later decide, 1 when nothing is known.
// `default:`, labels a goto may jump to, case ranges and conditions the
// evaluator cannot read count as reaching the point.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_HOST_HOSTBRANCHES_H
#define ROOFLINE_LIB_HOST_HOSTBRANCHES_H

#include "HostEval.h"

#include "clang/AST/ParentMap.h"

#include <map>
#include <memory>

namespace roofline {

class HostBranches {
public:
  /// The condition, in Eval's values, under which F reaches Point, a
  /// statement of its body.
  Expr reachedWhen(HostEvaluator &Eval, const clang::FunctionDecl *F,
                   const clang::Stmt *Point);

private:
  const clang::ParentMap &parents(const clang::FunctionDecl *F);
  std::map<const clang::FunctionDecl *, std::unique_ptr<clang::ParentMap>> Maps;
};

} // namespace roofline

#endif
