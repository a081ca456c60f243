//===- LaunchSites.h - Kernel launches in host code -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Finds every `kernel<<<grid, block, smem, stream>>>(args)` and
// cudaLaunchKernel(...) in a translation unit, including those in launch
// helpers that take the kernel as a parameter (attributed to each kernel
// their callers pass), in functions of every kind
// (constructors, destructors, conversions, template instantiations), and
// evaluates its configuration and scalar arguments the way the host code
// computes them: literals, const/constexpr locals, locals and dim3 members as
// assigned up to where they are read, arithmetic, macros (already expanded),
// sizeof, enum constants, min/max and ceil_div-style helpers. A host
// function's own parameters start as symbols of their name (bindable with
// --bind); writes to them before the launch are replayed. What cannot be
// known (a write that may or may not run, an alias) stays unresolved.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_HOST_LAUNCHSITES_H
#define ROOFLINE_LIB_HOST_LAUNCHSITES_H

#include "roofline/Cost/KernelCost.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"

#include <map>
#include <vector>

namespace roofline {

struct FoundLaunch {
  const clang::FunctionDecl
      *Kernel; // the launched declaration (specialization)
  LaunchSite Site;
};

/// Every launch in the translation unit, in source order, but for those the
/// Known values (--bind) put behind branches that lead elsewhere (a launch
/// in `case 512:` of a switch on threads, with threads bound to 256).
/// A launch whose kernel the host chooses at run time (a pointer variable,
/// a table) is not attributed: NotFollowed gets a note at its site.
std::vector<FoundLaunch>
findLaunchSites(clang::ASTContext &Ctx,
                const std::map<std::string, Expr> &Known = {},
                std::vector<Assumption> *NotFollowed = nullptr);

} // namespace roofline

#endif
