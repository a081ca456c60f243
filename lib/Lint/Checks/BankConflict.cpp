//===- BankConflict.cpp - roofline-bank-conflict --------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A shared-memory access whose warp requests ask one bank for several words
// (docs/diagnostics/roofline-bank-conflict.md). Judged on the launch the
// kernel's verdict rests on, and only when the shared-memory roof is the
// limit or within 10 % of it, and only for an access whose conflicts cost
// at least 10 % of the launch's predicted time: what it would lose with one
// wavefront per phase for the access. One finding per access.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace roofline {
namespace checks {

namespace {

/// The shared roof must take at least this fraction of the predicted time,
/// and the access's conflicts at least MinSaving of it.
constexpr double NearLimit = 0.9;
constexpr double MinSaving = 0.10;

/// Phases a request of Width bytes is served in: 32 lanes of 4 bytes, 16 of
/// 8, 8 of 16.
int phases(int64_t Width) { return Width <= 4 ? 1 : Width <= 8 ? 2 : 4; }

struct Sum {
  const AccessWavefronts *First = nullptr;
  Rational Requests, Wavefronts, Ideal;
};

void run(const CheckContext &C) {
  if (C.Verdict.Launch < 0 ||
      C.Verdict.Launch >= static_cast<int>(C.K.Launches.size()))
    return;
  const LaunchResult &L = C.K.Launches[C.Verdict.Launch];
  const RoofSet &Set = L.Roofs;
  const Roof *Shared = nullptr;
  for (const Roof &R : Set.Roofs)
    if (R.Level == RoofLevel::Shared)
      Shared = &R;
  if (!Shared || !Shared->EstimateTimeS || !Set.PredictedTimeS ||
      !(Shared->Count > 0) ||
      *Shared->EstimateTimeS < NearLimit * *Set.PredictedTimeS)
    return;
  // The other roofs' longest estimate: what remains without the shared one.
  double Others = 0;
  for (const Roof &R : Set.Roofs)
    if (&R != Shared && R.EstimateTimeS)
      Others = std::max(Others, *R.EstimateTimeS);
  double PerWavefront = *Shared->EstimateTimeS / Shared->Count;
  std::map<AccessKey, Sum> ByAccess;
  for (const AccessWavefronts &A : L.Shared.Accesses) {
    Sum &S = ByAccess[accessKey(A)];
    if (!S.First)
      S.First = &A;
    S.Requests = S.Requests + A.Requests;
    S.Wavefronts = S.Wavefronts + A.Wavefronts;
    S.Ideal = S.Ideal + A.Requests * Rational(phases(A.Width));
  }
  for (const auto &[Key, S] : ByAccess) {
    if (S.Requests.isZero() || !(S.Ideal < S.Wavefronts))
      continue;
    const AccessWavefronts &A = *S.First;
    double Degree = (S.Wavefronts / S.Ideal).toDouble();
    if (Degree < 1.5)
      continue; // a few conflicting requests among many
    double Extra = (S.Wavefronts - S.Ideal).toDouble();
    double Before = *Set.PredictedTimeS;
    double After =
        std::max(Others, *Shared->EstimateTimeS - Extra * PerWavefront);
    if (Before - After < MinSaving * Before)
      continue; // conflicts the launch hardly feels
    std::string Way = std::fabs(Degree - std::round(Degree)) < 0.05
                          ? std::to_string(std::lround(Degree))
                          : formatIntensity(Degree);
    std::string Msg =
        std::string(A.Store ? "store to" : "load of") + " shared '" + A.Array +
        "' in kernel '" + C.K.Kernel.Name + "' has " + Way +
        "-way bank conflicts (" + launchText(L) +
        "): " + formatIntensity((S.Wavefronts / S.Requests).toDouble()) +
        " wavefronts per warp request where " +
        formatIntensity((S.Ideal / S.Requests).toDouble()) +
        " would do; they cost " + formatSeconds(Extra * PerWavefront) +
        " of shared-memory time, the launch's predicted time falls from " +
        formatSeconds(Before) + " to " + formatSeconds(After) +
        " without them: pad each row of '" + A.Array +
        "' by one word where lanes walk down a column, give consecutive "
        "lanes consecutive words where they stride along a row, or swizzle "
        "the index (XOR the column with the row)";
    Finding *F = addAccessFinding(C, DiagId::BankConflict, Msg, A.Loc,
                                  C.Verdict.Launch, A.Array, A.Store, A.Width);
    if (!F)
      continue;
    F->Properties.push_back({"conflict_degree", Degree, ""});
    F->Properties.push_back({"extra_wavefronts", Extra, ""});
    F->Properties.push_back({"extra_time_s", Extra * PerWavefront, ""});
    F->Properties.push_back({"predicted_time_s", Before, ""});
    F->Properties.push_back({"predicted_time_without_s", After, ""});
    F->Properties.push_back({"launch", std::nullopt, locationText(L.Site.Loc)});
  }
}

} // namespace

ROOFLINE_CHECK(BankConflict, 70, run, {});

} // namespace checks
} // namespace roofline
