//===- UncoalescedAccess.cpp - roofline-uncoalesced-access ----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// An access whose warp requests move more sectors than their active lanes'
// bytes need (a stride between lanes, a block narrower than a warp, a
// misaligned window). Judged per access and launch, on the launch's time
// bound without reuse: the finding fires when moving the ideal sectors
// instead would cut that bound by 10 % or more, so a small misalignment in
// a compute-bound kernel stays quiet, and so does a launch under a
// microsecond without reuse (latency bounds it, not DRAM). One finding per
// access, at the access, on the launch the kernel's verdict rests on (so it
// never speaks of a launch the remark does not).
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

#include <algorithm>
#include <map>

namespace roofline {
namespace checks {

namespace {

/// The time bound grows by at least this fraction before the check fires.
constexpr double MinGrowth = 0.10;

struct Cost {
  const AccessSectors *First = nullptr;
  Rational Requests, Sectors, Ideal;
  bool Exact = true;
};

void run(const CheckContext &C) {
  struct Worst {
    int Launch = -1;
    Cost Access;
    double Growth = 0;
    double ExtraBytes = 0;
  };
  std::map<AccessKey, Worst> ByAccess;
  for (size_t LI = 0; LI < C.K.Launches.size(); ++LI) {
    const LaunchResult &L = C.K.Launches[LI];
    if (static_cast<int>(LI) != C.Verdict.Launch)
      continue; // the launch the kernel's verdict rests on, no other
    if (!L.Verdict || !L.NoReuseTimeS || *L.NoReuseTimeS < MinLaunchTimeS)
      continue;
    std::map<AccessKey, Cost> Sum;
    for (const AccessSectors &A : L.Sectors.Accesses) {
      Cost &S = Sum[accessKey(A)];
      if (!S.First)
        S.First = &A;
      S.Requests = S.Requests + A.Requests;
      S.Sectors = S.Sectors + A.Sectors;
      S.Ideal = S.Ideal + A.IdealSectors;
      S.Exact = S.Exact && A.Exact;
    }
    // The launch's no-reuse time bound without the extra sectors, by the
    // placement's own compute time.
    double Bw = C.Gpu.DramBytesPerS;
    double Compute = L.ComputeTimeS;
    double Bytes = L.Sectors.bytes().toDouble();
    for (auto &[Key, S] : Sum) {
      if (!S.Exact || !(S.Ideal < S.Sectors))
        continue; // an upper bound says nothing about coalescing
      double Extra = (S.Sectors - S.Ideal).toDouble() * 32;
      double Without = std::max((Bytes - Extra) / Bw, Compute);
      if (Without <= 0)
        continue;
      double Growth = *L.NoReuseTimeS / Without - 1;
      if (Growth < MinGrowth)
        continue;
      Worst &W = ByAccess[Key];
      if (W.Launch < 0 || Growth > W.Growth)
        W = {static_cast<int>(LI), S, Growth, Extra};
    }
  }
  for (const auto &[Key, W] : ByAccess) {
    const AccessSectors &A = *W.Access.First;
    const LaunchResult &L = C.K.Launches[W.Launch];
    double PerRequest = (W.Access.Sectors / W.Access.Requests).toDouble();
    double Ideal = (W.Access.Ideal / W.Access.Requests).toDouble();
    std::string Array = A.Array.empty() ? "global memory" : "'" + A.Array + "'";
    std::string Msg =
        std::string(A.Store ? "store to " : "load of ") + Array +
        " in kernel '" + C.K.Kernel.Name + "' is uncoalesced (" +
        launchText(L) + "): " + formatIntensity(PerRequest) +
        " sectors per warp request where " + formatIntensity(Ideal) +
        " would do; " + formatBytes(W.ExtraBytes) +
        " more DRAM traffic, the launch's time bound without reuse grows " +
        formatSignedPercent(W.Growth * 100);
    Finding *F = addAccessFinding(C, DiagId::UncoalescedAccess, Msg, A.Loc,
                                  W.Launch, A.Array, A.Store, A.Width);
    if (!F)
      continue;
    F->Properties.push_back({"sectors_per_request", PerRequest, ""});
    F->Properties.push_back({"ideal_sectors_per_request", Ideal, ""});
    F->Properties.push_back({"extra_bytes", W.ExtraBytes, ""});
    F->Properties.push_back({"time_growth_percent", W.Growth * 100, ""});
    F->Properties.push_back({"launch", std::nullopt, locationText(L.Site.Loc)});
  }
}

} // namespace

ROOFLINE_CHECK(UncoalescedAccess, 40, run, {});

} // namespace checks
} // namespace roofline
