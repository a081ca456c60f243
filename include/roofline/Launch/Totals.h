//===- Totals.h - Whole-launch totals ---------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Vocabulary: a launch binds the kernel's symbols (scalar parameters from the
// arguments, blockDim/gridDim from the configuration); the totals of a launch
// are the per-thread costs summed over every launched thread.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LAUNCH_TOTALS_H
#define ROOFLINE_LAUNCH_TOTALS_H

#include "roofline/Cost/KernelCost.h"
#include "roofline/Launch/Binding.h"
#include "roofline/Traffic/Footprint.h"
#include "roofline/Traffic/Sectors.h"

#include <array>
#include <set>
#include <string>
#include <vector>

namespace roofline {

/// A value given to a symbol, and where it came from.
struct AppliedBinding {
  std::string Name;
  Expr Value;         // a constant, or an expression in host symbols (`M`)
  std::string Origin; // "launch-site", "command-line", "annotation", "--bind",
                      // "config"
};

struct LaunchTotals {
  std::vector<AppliedBinding> Bindings;
  // The configuration after --bind; one thread until it is computed.
  std::array<Expr, 3> Grid{Expr(1), Expr(1), Expr(1)},
      Block{Expr(1), Expr(1), Expr(1)};
  Expr Threads;       // grid x block
  Expr ActiveThreads; // threads that pass the kernel's index guards
  CostVector Totals;  // summed over every launched thread
  std::set<std::string> Unbound;
  /// Totals summed over every thread from the launch's own walk, with every
  /// symbol bound. Otherwise numbers may still come out (every thread
  /// counted like thread 0), but they are not the launch's exact counts.
  bool Exact = false;
  std::vector<Assumption> Assumptions;
  /// DRAM traffic without reuse: 32-byte sectors per warp request.
  SectorTraffic Sectors;
  /// DRAM traffic with perfect reuse: distinct bytes per array.
  Footprint Compulsory;
  /// Shared-memory wavefronts (bank conflicts included).
  SharedTraffic Shared;
};

/// The launch-site origin word for JSON and text ("launch-site", ...).
const char *launchSourceName(LaunchSource S);

LaunchTotals computeLaunchTotals(const KernelSummary &Kernel,
                                 const LaunchSite &Launch,
                                 const std::vector<Binding> &UserBindings);

} // namespace roofline

#endif // ROOFLINE_LAUNCH_TOTALS_H
