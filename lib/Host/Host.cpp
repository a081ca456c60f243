//===- Host.cpp - Attach the host code's launches to their kernels --------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Host/Host.h"

#include "HostEval.h"
#include "LaunchSites.h"

namespace roofline {

void attachLaunchSites(ParsedFile &File,
                       const std::map<std::string, Expr> &Known) {
  // The evaluator's caches name this AST's declarations.
  resetHostWriteCache();
  resetCostlyCalls();
  FileSummary &Out = File.summary();
  // Each launch, attached to the kernel (or instantiation) it launches, is
  // walked once more with its values bound so that its totals are exact.
  for (FoundLaunch &L :
       findLaunchSites(File.context(), Known, &Out.LaunchNotes)) {
    std::optional<size_t> I = File.kernelIndex(L.Kernel);
    if (!I)
      continue;
    KernelSummary &K = Out.Kernels[*I];
    if (K.Analyzed)
      File.analyzeLaunch(*I, L.Site);
    K.Launches.push_back(std::move(L.Site));
  }
}

} // namespace roofline
