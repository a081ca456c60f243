//===- Regression.cpp - roofline-regression -------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Against --baseline: a kernel whose ceiling fell, whose launch's sound time
// bound or sector traffic grew, by more than the limit, or that crossed the
// ridge to memory-bound with a lower ceiling. One finding per kernel: its
// own entry when it has no launches, else the launch that regressed most.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "roofline/Support/NumberText.h"

#include <algorithm>

namespace roofline {
namespace checks {

namespace {

struct Regressed {
  const BaselineDelta *WorstDelta = nullptr;
  int WorstLaunch = -1;
};

Regressed worstRegression(const KernelResult &K, double Limit) {
  Regressed R;
  const BaselineDelta *&WorstDelta = R.WorstDelta;
  int &WorstLaunch = R.WorstLaunch;
  double WorstScore = 0;
  auto Consider = [&](const std::optional<BaselineDelta> &D, int L) {
    if (!D || D->OtherGpu)
      return;
    double Ceiling = D->CeilingChangePercent.value_or(0);
    bool Fell = Ceiling < -Limit;
    // Crossing the ridge to memory-bound with a lower ceiling, by any
    // amount: the design now waits on DRAM. (A kernel can cross it with
    // a higher ceiling, moving to a faster precision: no regression.)
    bool Flipped =
        D->OldBound == "compute" && D->NewBound == "memory" && Ceiling < 0;
    // More work at the same intensity, or more sectors for the same
    // work (coalesced turned strided): the launch takes longer.
    double Time = D->SoundTimeChangePercent.value_or(0);
    double Sectors = D->SectorBytesChangePercent.value_or(0);
    // The headline a reviewer reads: the predicted ceiling, or the
    // predicted time of a launch without FLOPs.
    double Predicted = D->PredictedChangePercent.value_or(0);
    bool NoFlops = !D->NewPredicted || *D->NewPredicted == 0;
    double PredictedTime =
        NoFlops ? D->PredictedTimeChangePercent.value_or(0) : 0;
    if (!Fell && !Flipped && Time <= Limit && Sectors <= Limit &&
        Predicted >= -Limit && PredictedTime <= Limit)
      return;
    double Score =
        std::max({-Ceiling, Time, Sectors, -Predicted, PredictedTime});
    if (!WorstDelta || Score > WorstScore) {
      WorstDelta = &*D;
      WorstLaunch = L;
      WorstScore = Score;
    }
  };
  for (size_t LI = 0; LI < K.Launches.size(); ++LI)
    Consider(K.Launches[LI].Baseline, static_cast<int>(LI));
  if (K.Launches.empty())
    Consider(K.Baseline, -1);
  return R;
}

void run(const CheckContext &C) {
  double Limit = *C.option("max-regression-percent");
  auto [WorstDelta, WorstLaunch] = worstRegression(C.K, Limit);
  if (!WorstDelta)
    return;

  const BaselineDelta &D = *WorstDelta;
  std::string Where = WorstLaunch >= 0
                          ? " (" + launchText(C.K.Launches[WorstLaunch]) + ")"
                          : "";
  std::vector<std::string> What;
  if (D.PredictedChangePercent && *D.PredictedChangePercent < -Limit)
    What.push_back("predicted " + formatFlopsPerSecond(*D.OldPredicted) +
                   " -> " + formatFlopsPerSecond(*D.NewPredicted) + " (" +
                   formatSignedPercent(*D.PredictedChangePercent) + ")");
  else if ((!D.NewPredicted || *D.NewPredicted == 0) &&
           D.PredictedTimeChangePercent &&
           *D.PredictedTimeChangePercent > Limit)
    What.push_back("predicted time " + formatSeconds(*D.OldPredictedTime) +
                   " -> " + formatSeconds(*D.NewPredictedTime) + " (" +
                   formatSignedPercent(*D.PredictedTimeChangePercent) + ")");
  if (D.OldCeiling && D.NewCeiling && D.CeilingChangePercent &&
      *D.CeilingChangePercent < 0)
    What.push_back("ceiling " + formatFlopsPerSecond(*D.OldCeiling) + " -> " +
                   formatFlopsPerSecond(*D.NewCeiling) + " (" +
                   formatSignedPercent(*D.CeilingChangePercent) + ")");
  if (D.SoundTimeChangePercent && *D.SoundTimeChangePercent > Limit)
    What.push_back("time lower bound " + formatSeconds(*D.OldSoundTime) +
                   " -> " + formatSeconds(*D.NewSoundTime) + " (" +
                   formatSignedPercent(*D.SoundTimeChangePercent) + ")");
  if (D.SectorBytesChangePercent && *D.SectorBytesChangePercent > Limit)
    What.push_back("sector traffic " + formatBytes(*D.OldSectorBytes) + " -> " +
                   formatBytes(*D.NewSectorBytes) + " (" +
                   formatSignedPercent(*D.SectorBytesChangePercent) + ")");
  std::string Changes;
  for (const std::string &W : What)
    Changes += (Changes.empty() ? "" : ", ") + W;
  std::string Msg =
      "kernel '" + C.K.Kernel.Name + "' regressed against the baseline" +
      Where + ": " + Changes +
      (D.OldBound != D.NewBound ? ", now " + D.NewBound + "-bound" : "") +
      "; the limit is " + fixedText(Limit, 1) + " %";
  if (Finding *F = C.Add(DiagId::Regression, Msg, C.K.Kernel.Loc, WorstLaunch,
                         std::to_string(WorstLaunch))) {
    if (D.SoundTimeChangePercent)
      F->Properties.push_back(
          {"sound_time_change_percent", D.SoundTimeChangePercent, ""});
    if (D.SectorBytesChangePercent)
      F->Properties.push_back(
          {"sector_bytes_change_percent", D.SectorBytesChangePercent, ""});
    // The message rounds bytes to three digits; the counts, exact.
    if (D.OldSectorBytes && D.NewSectorBytes) {
      F->Properties.push_back({"old_sector_bytes", D.OldSectorBytes, ""});
      F->Properties.push_back({"new_sector_bytes", D.NewSectorBytes, ""});
    }
    if (D.PredictedChangePercent)
      F->Properties.push_back(
          {"predicted_change_percent", D.PredictedChangePercent, ""});
    F->Properties.push_back({"old_ceiling_flops_per_s", D.OldCeiling, ""});
    F->Properties.push_back({"new_ceiling_flops_per_s", D.NewCeiling, ""});
    F->Properties.push_back(
        {"ceiling_change_percent", D.CeilingChangePercent, ""});
    if (D.OldIntensity)
      F->Properties.push_back({"old_intensity", D.OldIntensity, ""});
    if (D.NewIntensity)
      F->Properties.push_back({"new_intensity", D.NewIntensity, ""});
    F->Properties.push_back({"old_bound", std::nullopt, D.OldBound});
    F->Properties.push_back({"new_bound", std::nullopt, D.NewBound});
    F->Properties.push_back({"max_regression_percent", Limit, ""});
  }
}

} // namespace

ROOFLINE_CHECK(Regression, 60, run,
               {{"max-regression-percent", Percentage, 5.0,
                 "roofline-regression: a ceiling that falls by more than this "
                 "% against --baseline is a finding (default 5)",
                 "max-regression-percent", "--max-regression"}});

} // namespace checks
} // namespace roofline
