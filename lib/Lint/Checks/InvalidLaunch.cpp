//===- InvalidLaunch.cpp - roofline-invalid-launch ------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A launch CUDA refuses at run time (cudaErrorInvalidConfiguration, or
// "too many resources requested" past __launch_bounds__): every launch
// whose grid and block are numbers once bound, not only the one the
// kernel's verdict rests on (docs/diagnostics/roofline-invalid-launch.md).
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

#include "roofline/Cost/LaunchSpec.h"

#include <array>
#include <limits>

namespace roofline {
namespace checks {

namespace {

/// D's value when every axis is a whole number (after --bind).
std::optional<std::array<int64_t, 3>> dims(const std::array<Expr, 3> &D) {
  std::array<int64_t, 3> Out{};
  for (int A = 0; A < 3; ++A) {
    std::optional<Rational> V = D[A].asConstant();
    if (!V || !V->isInteger() ||
        V->num() > std::numeric_limits<int64_t>::max() ||
        V->num() < std::numeric_limits<int64_t>::min())
      return std::nullopt;
    Out[A] = static_cast<int64_t>(V->num());
  }
  return Out;
}

/// Each launch whose configuration is known is checked against CUDA's
/// limits and the kernel's __launch_bounds__: a launch either refuses is
/// one finding at the launch.
void run(const CheckContext &C) {
  for (size_t I = 0; I < C.K.Launches.size(); ++I) {
    const LaunchResult &L = C.K.Launches[I];
    auto Grid = dims(L.Grid), Block = dims(L.Block);
    if (!Grid || !Block)
      continue;
    std::string Why = launchLimitProblem(*Grid, *Block);
    int64_t Threads = (*Block)[0] * (*Block)[1] * (*Block)[2];
    std::optional<int64_t> Bound = C.K.Kernel.MaxThreadsPerBlock;
    if (Why.empty() && Bound && *Bound > 0 && Threads > *Bound)
      Why = std::to_string(Threads) +
            " threads per block, more than the kernel's __launch_bounds__(" +
            std::to_string(*Bound) + ")";
    if (Why.empty())
      continue;
    std::string Msg =
        "CUDA refuses this launch of '" + C.K.Kernel.Name + "': " + Why;
    if (Finding *F = C.Add(DiagId::InvalidLaunch, Msg, L.Site.Loc,
                           static_cast<int>(I), std::to_string(I)))
      F->Properties.push_back(
          {"launch", std::nullopt, locationText(L.Site.Loc)});
  }
}

} // namespace

ROOFLINE_CHECK(InvalidLaunch, 80, run, {});

} // namespace checks
} // namespace roofline
