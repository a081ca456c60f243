//===- Checks.h - The traffic-model checks (private) ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One check per file. A check reads one kernel's results and adds findings
// through the context's Add, which applies the policy's level (and drops
// the finding when it is off).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_LINT_CHECKS_CHECKS_H
#define ROOFLINE_LIB_LINT_CHECKS_CHECKS_H

#include "roofline/Lint/Lint.h"
#include "roofline/Result/Units.h"
#include "roofline/Result/Verdict.h"

#include <functional>
#include <string>

namespace roofline {
namespace checks {

/// Adds a finding of Id at Loc (Launch: index into the kernel's launches, or
/// -1); Key tells findings of one id apart for the fingerprint. Null when
/// the id is off.
using AddFinding = std::function<Finding *(DiagId Id, std::string Message,
                                           const SourceLoc &Loc, int Launch,
                                           const std::string &Key)>;

struct CheckContext {
  const KernelResult &K;
  /// The kernel's verdict, as its remark prints it: the checks judge the
  /// launch that speaks for the kernel, so they never contradict it.
  const KernelVerdict &Verdict;
  const Machine &Gpu;
  const Policy &Pol;
  const AddFinding &Add;
};

/// roofline-uncoalesced-access (UncoalescedAccess.cpp).
void checkUncoalescedAccess(const CheckContext &C);
/// roofline-reuse-opportunity (ReuseOpportunity.cpp).
void checkReuseOpportunity(const CheckContext &C);

/// Launches whose time bound without reuse is shorter than this are
/// dominated by launch latency, not by DRAM: the traffic checks stay quiet.
constexpr double MinLaunchTimeS = 1e-6;

} // namespace checks
} // namespace roofline

#endif
