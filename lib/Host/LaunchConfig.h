//===- LaunchConfig.h - A launch's kernel and configuration ------*- C++
//-*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The parts of a launch LaunchSites.cpp reads off its expressions: which
// kernel a callee expression names, which argument a helper's parameter
// receives, the argument array of cudaLaunchKernel, and the grid, block and
// dynamic shared memory as the host evaluates them (from `<<<...>>>` or from
// a cudaLaunchConfig_t's fields).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_HOST_LAUNCHCONFIG_H
#define ROOFLINE_LIB_HOST_LAUNCHCONFIG_H

#include "HostEval.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <string>
#include <vector>

namespace roofline {

/// The kernel E names: `k`, `&k`, `(void *)k`, `k<64>`, a template
/// argument that holds it; null otherwise.
const clang::FunctionDecl *namedKernel(const clang::Expr *E);

/// The parameter of Fn that E reads as it is (`kernel`, `*kernel`).
const clang::ParmVarDecl *parameterOf(const clang::Expr *E,
                                      const clang::FunctionDecl *Fn);

/// The argument of Call that parameter Index of its callee receives.
const clang::Expr *argumentFor(const clang::CallExpr *Call, unsigned Index);

/// The argument array of cudaLaunchKernel: a local initialized with the
/// arguments' addresses; each scalar argument is the variable whose address
/// it holds (null where it is not such an address).
std::vector<const clang::Expr *> argumentArray(const clang::Expr *Array);

/// What tells two configurations of one launch apart.
std::string configurationKey(const LaunchSite &L);

/// A launch dimension (What: "gridDim", "blockDim") from Arg, component by
/// component where the whole dim3 cannot be evaluated; what stays unknown
/// is a symbol, listed in Site's unresolved values.
/// A size the host reads at run time into a local (`const int64_t ne01 =
/// src0->ne[1]`) and passes as E: the symbol of the local's name, so that
/// `--bind ne01=...` gives it a value wherever the launch uses it.
std::optional<Expr> runTimeLocal(const clang::Expr *E);

/// Adds the integer host locals the evaluation met without a value
/// (St.Unknowns, then cleared) to Site's unresolved values: the names a
/// --bind would settle them by.
void unresolvedLocals(HostEvalState &St, LaunchSite &Site);
/// Likewise for the parameters, on the way to the launch, whose arguments
/// had no value (a HostContext's Unknowns), where the launch reads them.
void unresolvedParameters(
    const std::map<std::string, std::set<std::string>> &Unknowns,
    LaunchSite &Site);

Dim3 launchDims(HostEvaluator &Eval, HostEvalState &St, const clang::Expr *Arg,
                llvm::StringRef What, LaunchSite &Site);

/// Grid, block and dynamic shared memory from a cudaLaunchConfig_t
/// (`&cfg`); a field not known stays symbolic and is named.
void configureFromStruct(HostEvaluator &Eval, HostEvalState &St,
                         const clang::Expr *Config, LaunchSite &S);

} // namespace roofline

#endif
