//===- LaunchSites.h - Kernel launches in host code -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Finds every `kernel<<<grid, block, smem, stream>>>(args)` in a translation
// unit and evaluates its configuration and scalar arguments the way the host
// code computes them: literals, const/constexpr and once-assigned locals, dim3
// constructors and member assignments, arithmetic, macros (already expanded),
// sizeof, enum constants, ceil_div-style helpers. A host function's own
// parameters become symbols of their name (bindable with --bind).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_LAUNCHSITES_H
#define ROOFLINE_LIB_FRONTEND_LAUNCHSITES_H

#include "roofline/Cost/KernelCost.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"

#include <map>
#include <vector>

namespace roofline {

struct FoundLaunch {
  const clang::FunctionDecl *Kernel; // the launched declaration (specialization)
  LaunchSite Site;
};

/// Every launch in the translation unit, in source order.
std::vector<FoundLaunch> findLaunchSites(clang::ASTContext &Ctx);

} // namespace roofline

#endif
