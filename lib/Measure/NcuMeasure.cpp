//===- NcuMeasure.cpp - Achieved numbers and verdicts ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// What the profiled rows matched to one launch (NcuMatch.cpp) say about it:
// the achieved numbers, the verdict, the calibration ratios and the notes.
//
//===----------------------------------------------------------------------===//

#include "roofline/Measure/Ncu.h"
#include "roofline/Result/Units.h"
#include "roofline/Support/NumberText.h"

#include "NcuInternals.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace roofline {

namespace {

double median(std::vector<double> V) {
  std::sort(V.begin(), V.end());
  size_t N = V.size();
  return N % 2 ? V[N / 2] : (V[N / 2 - 1] + V[N / 2]) / 2;
}

std::optional<double> constant(const Expr &E) {
  if (auto V = E.asConstant())
    return V->toDouble();
  return std::nullopt;
}

std::string dimsText(const std::array<Expr, 3> &D) {
  return "(" + D[0].str() + ", " + D[1].str() + ", " + D[2].str() + ")";
}

/// Measured DRAM bytes against the traffic model's bracket, and measured
/// bandwidth against the GPU's: either outside means a model bug or a
/// profile of another launch or GPU, and is said in the launch's notes.
///
/// The compulsory bytes are what a launch moves between DRAM and the chip
/// when nothing is in the L2 before it starts and everything it wrote has
/// reached DRAM when it ends. A profiled launch starts after the program's
/// own cudaMemset or kernels left up to an L2 of their data there, and ends
/// with up to an L2 of its writes still dirty in it (ncu counts neither): on
/// an H200 (60 MB of L2) a 1M-element SAXPY reads 8.4 MB from DRAM and
/// writes none of its 4.2 MB. Measured bytes lower than the compulsory ones
/// by at most twice the L2 (L2Bytes) are what a correct model predicts.
static void checkTrafficBounds(const LaunchResult &L, Measurement &M,
                               double L2Bytes) {
  if (M.DramBytes && L.Compulsory.Computed && L.Sectors.Computed) {
    double Compulsory = L.Compulsory.bytes().toDouble();
    double Sectors = L.Sectors.bytes().toDouble();
    M.CompulsoryBytes = Compulsory;
    M.SectorBytes = Sectors;
    // Counters carry a little traffic of their own (the launch's
    // parameters, instruction fetch): 1 % of slack either way.
    constexpr double Slack = 0.01;
    bool Below = *M.DramBytes < Compulsory * (1 - Slack) - 2 * L2Bytes;
    bool Above = *M.DramBytes > Sectors * (1 + Slack);
    M.InsideTrafficBounds = !Below && !Above;
    if (Below)
      M.Notes.push_back(
          "measured DRAM bytes are below the compulsory bytes (" +
          Rational(static_cast<int64_t>(Compulsory)).str() +
          " B) by more than the L2 can hold before and after a launch: a "
          "model bug, or a profile of another launch or GPU");
    else if (Above)
      M.Notes.push_back(
          "measured DRAM bytes are above the sector bytes without reuse (" +
          Rational(static_cast<int64_t>(Sectors)).str() +
          " B): a model bug, partial-sector write-backs, or a profile of "
          "another launch or GPU");
  }
  if (M.AchievedDramBytesPerS && L.Roof && L.Roof->DramBytesPerS > 0 &&
      *M.AchievedDramBytesPerS > L.Roof->DramBytesPerS)
    M.Notes.push_back("warning: measured DRAM bandwidth " +
                      formatBytesPerSecond(*M.AchievedDramBytesPerS) +
                      " exceeds the GPU's " +
                      formatBytesPerSecond(L.Roof->DramBytesPerS) +
                      ": profiled on another GPU?");
}

/// The verdict on M against L's ceiling: the fractions of the predicted
/// ceiling and of the ceiling at the measured intensity, and its notes.
void setVerdict(const LaunchResult &L, std::optional<double> PredictedFlops,
                Measurement &M) {
  bool NoFlops = PredictedFlops && *PredictedFlops == 0;
  if (L.Roof && L.RoofIsLimit)
    M.Notes.push_back("the predicted ceiling is the limit as the unbound "
                      "symbols grow");
  // With roofs, the launch's two figures: the prediction (the longest
  // estimated time of any level) and what it can never beat.
  const RoofSet &Set = L.Roofs;
  if (Set.SoundTimeS && *Set.SoundTimeS > 0 && M.TimeS > 0 &&
      M.TimeS < *Set.SoundTimeS)
    M.Notes.push_back("measured time " + formatSeconds(M.TimeS) +
                      " beats the sound bound " +
                      formatSeconds(*Set.SoundTimeS) +
                      ": a count too high, a GPU figure too low, or a "
                      "profile of another launch or GPU");
  if (Set.PredictedTimeS && *Set.PredictedTimeS > 0 && M.TimeS > 0) {
    // Achieved over predicted, in time (the same as in FLOP/s).
    M.FractionOfCeiling = *Set.PredictedTimeS / M.TimeS;
    const Roof *Lim = Set.limiting();
    M.VerdictBasis = std::string(Set.PredictedFlopsPerS ? "predicted ceiling"
                                                        : "predicted time") +
                     " (limited by " + (Lim ? roofLevelName(Lim->Level) : "?") +
                     ")";
    M.Verdict = verdictFor(*M.FractionOfCeiling);
    if (*M.FractionOfCeiling > 1)
      M.Notes.push_back("beats the predicted ceiling: the estimate of its "
                        "limiting level counts more than the GPU did");
    return;
  }
  if (L.Roof && NoFlops) {
    // Nothing to compute: the roof is the bandwidth, and achieved over
    // ceiling is the predicted time bound over the measured time.
    if (L.TimeLowerBoundS && *L.TimeLowerBoundS > 0 && M.TimeS > 0) {
      M.FractionOfCeiling = *L.TimeLowerBoundS / M.TimeS;
      M.VerdictBasis = "bandwidth ceiling";
      M.Verdict = verdictFor(*M.FractionOfCeiling);
    } else {
      M.Verdict = "no verdict: the launch moves no predicted bytes";
    }
  } else if (L.Roof && M.AchievedFlopsPerS) {
    const Placement &P = *L.Roof;
    if (P.CeilingFlopsPerS > 0)
      M.FractionOfCeiling = *M.AchievedFlopsPerS / P.CeilingFlopsPerS;
    if (M.DramBytes) {
      double Ceiling = *M.DramBytes > 0
                           ? std::min(P.DramBytesPerS * *M.AchievedIntensity,
                                      P.PeakFlopsPerS)
                           : P.PeakFlopsPerS;
      M.MeasuredCeilingFlopsPerS = Ceiling;
      if (Ceiling > 0)
        M.FractionOfMeasuredCeiling = *M.AchievedFlopsPerS / Ceiling;
    }
    if (!M.FractionOfCeiling) {
      M.Verdict = "no verdict: the predicted ceiling is 0";
    } else if (*M.FractionOfCeiling > 1 && M.FractionOfMeasuredCeiling) {
      M.VerdictBasis = "measured-intensity ceiling";
      M.Verdict = verdictFor(*M.FractionOfMeasuredCeiling);
      std::string Ratio = generalText(M.BytesRatio ? *M.BytesRatio : 0.0, 3);
      M.Notes.push_back(
          std::string("beats the predicted ceiling") +
          (M.BytesRatio && *M.BytesRatio > 1
               ? ": caches cut its DRAM traffic to 1/" + Ratio +
                     " of the bytes the model counts"
               : "") +
          "; judged against the ceiling at its measured intensity");
    } else {
      M.VerdictBasis = "predicted ceiling";
      M.Verdict = verdictFor(*M.FractionOfCeiling);
    }
  } else if (!L.Roof) {
    M.Verdict = "no verdict: the launch has no predicted ceiling (its "
                "intensity depends on unbound symbols)";
  } else {
    M.Verdict = "no verdict: no FLOP count to measure an achieved rate with";
  }
}

} // namespace

/// The roofs inside the chip against their counters, where every row has
/// them and the model counted the level.
static void measureLevels(const LaunchResult &L,
                          const std::vector<const NcuRow *> &Rows,
                          Measurement &M) {
  auto Add = [&](const char *Level, const char *Unit, const char *Counter,
                 std::optional<double> NcuRow::*Field,
                 std::optional<double> Predicted) {
    if (!Predicted)
      return;
    std::vector<double> V;
    for (const NcuRow *R : Rows) {
      if (!(R->*Field))
        return;
      V.push_back(*(R->*Field));
    }
    M.Levels.push_back({Level, Unit, Counter, *Predicted, median(V)});
  };
  auto RoofCount = [&](RoofLevel Level) -> std::optional<double> {
    for (const Roof &R : L.Roofs.Roofs)
      if (R.Level == Level && R.EstimateTimeS)
        return R.Count;
    return std::nullopt;
  };
  Add("issue", "instructions", "smsp__inst_executed.sum", &NcuRow::Instructions,
      RoofCount(RoofLevel::Issue));
  Add("shared", "wavefronts",
      "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum + _op_st.sum",
      &NcuRow::SharedWavefronts, RoofCount(RoofLevel::Shared));
  std::optional<double> Sectors, L2Sectors;
  if (L.Sectors.Computed) {
    Sectors = L.Sectors.bytes().toDouble() / 32;
    L2Sectors = L.Sectors.L2Bytes.toDouble() / 32;
  }
  Add("L1", "sectors",
      "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum + _op_st.sum",
      &NcuRow::L1Sectors, Sectors);
  Add("L2", "sectors", "lts__t_sectors_srcunit_tex.sum", &NcuRow::L2Sectors,
      L2Sectors);
}

/// What one profiled launch can say about the predicted launch it matched.
void measure(LaunchResult &L, const std::vector<const NcuRow *> &Rows,
             double L2Bytes) {
  Measurement M;
  const NcuRow &First = *Rows.front();
  M.Row = First.Row;
  M.KernelName = First.KernelName;
  M.Grid = First.Grid;
  M.Block = First.Block;
  M.Repeats = static_cast<unsigned>(Rows.size());

  std::vector<double> Times;
  for (const NcuRow *R : Rows)
    Times.push_back(R->TimeS);
  M.TimeS = median(Times);
  M.TimeMinS = *std::min_element(Times.begin(), Times.end());
  M.TimeMaxS = *std::max_element(Times.begin(), Times.end());

  // The counter families the prediction needs: fp32 -> f, fp64 -> d, fp16
  // and bf16 -> h. Tensor-core FLOPs are in none of them.
  const CostVector &T = L.Totals;
  auto Uses = [&](Precision P) {
    return !T.Flops[static_cast<int>(P)].isZero();
  };
  bool Tensor = !T.tensorFlops().isZero();
  std::vector<std::string> Missing;
  auto Need = [&](bool Used, std::optional<double> NcuRow::*Family,
                  const char *What) {
    if (!Used)
      return;
    for (const NcuRow *R : Rows)
      if (!(R->*Family)) {
        Missing.push_back(What);
        return;
      }
  };
  Need(Uses(Precision::FP32), &NcuRow::Fp32Flops, "fp32 (f)");
  Need(Uses(Precision::FP64), &NcuRow::Fp64Flops, "fp64 (d)");
  Need(Uses(Precision::FP16) || Uses(Precision::BF16), &NcuRow::Fp16Flops,
       "fp16 (h)");
  bool PredictedNone = T.totalFlops().isZero();
  bool AllCounted = std::all_of(Rows.begin(), Rows.end(),
                                [](const NcuRow *R) { return R->Flops; });
  if (Missing.empty() && !Tensor && AllCounted) {
    std::vector<double> F;
    for (const NcuRow *R : Rows)
      F.push_back(*R->Flops);
    M.Flops = median(F);
  } else if (!Tensor && Missing.empty() && PredictedNone) {
    // Nothing predicted and nothing counted: no FLOPs to speak of.
  } else if (Tensor) {
    M.Notes.push_back("tensor-core FLOPs are not in the per-opcode counters");
  } else if (!Missing.empty()) {
    std::string List;
    for (const std::string &S : Missing)
      List += (List.empty() ? "" : ", ") + S;
    M.Notes.push_back("no " + List +
                      " add/mul/fma counter values in the measurements");
  } else {
    M.Notes.push_back("no floating-point counters in the measurements");
  }
  if (std::all_of(Rows.begin(), Rows.end(),
                  [](const NcuRow *R) { return R->DramBytes; })) {
    std::vector<double> B;
    for (const NcuRow *R : Rows)
      B.push_back(*R->DramBytes);
    M.DramBytes = median(B);
  } else {
    M.Notes.push_back("no dram__bytes_read.sum and dram__bytes_write.sum in "
                      "the measurements");
  }

  std::optional<double> PredictedFlops = constant(T.totalFlops());
  std::optional<double> PredictedBytes = constant(T.globalBytes());
  std::optional<double> Flops = M.Flops;
  if (!Flops && PredictedFlops && *PredictedFlops > 0) {
    Flops = PredictedFlops;
    M.AchievedUsesPredictedFlops = true;
    M.Notes.push_back("achieved FLOP/s and intensity use the predicted FLOPs");
  }
  if (Flops && M.TimeS > 0)
    M.AchievedFlopsPerS = *Flops / M.TimeS;
  if (Flops && M.DramBytes && *M.DramBytes > 0)
    M.AchievedIntensity = *Flops / *M.DramBytes;
  if (M.Flops && PredictedFlops && *M.Flops > 0)
    M.FlopsRatio = *PredictedFlops / *M.Flops;
  if (M.DramBytes && PredictedBytes && *M.DramBytes > 0)
    M.BytesRatio = *PredictedBytes / *M.DramBytes;
  if (M.DramBytes && *M.DramBytes > 0 && L.Estimate.Computed)
    M.EstimateBytesRatio = L.Estimate.Bytes.toDouble() / *M.DramBytes;

  if (M.DramBytes && M.TimeS > 0)
    M.AchievedDramBytesPerS = *M.DramBytes / M.TimeS;
  checkTrafficBounds(L, M, L2Bytes);
  measureLevels(L, Rows, M);

  setVerdict(L, PredictedFlops, M);

  // Configurations the launch site fixes, against what was profiled.
  auto CheckSite = [&](const std::array<Expr, 3> &D, bool IsGrid) {
    auto Fixed = constantDims(D);
    if (!Fixed)
      return;
    for (const NcuRow *R : Rows) {
      const std::string &Profiled = IsGrid ? R->Grid : R->Block;
      auto P = parseDims(Profiled);
      if (P && *P != *Fixed) {
        M.Notes.push_back(std::string("profiled ") +
                          (IsGrid ? "grid " : "block ") + Profiled +
                          " differs from the launch's " + dimsText(D) +
                          " (row " + std::to_string(R->Row) + ")");
        return;
      }
    }
  };
  CheckSite(L.Grid, true);
  CheckSite(L.Block, false);
  L.Measured = std::move(M);
}

std::string verdictFor(double Fraction) {
  // A fraction computed as exactly a threshold may round to just below it.
  constexpr double Slack = 1e-9;
  if (Fraction >= NearCeilingFraction - Slack)
    return "as good as its data flow allows: change the algorithm";
  if (Fraction < FarBelowCeilingFraction - Slack)
    return "leaves performance on the table: fix the kernel";
  return "within 2x of its ceiling: tune what is cheap, then change the "
         "algorithm";
}

} // namespace roofline
