//===- PlaceRoofs.cpp - The roofs of one launch on one GPU ----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// From a launch's counts to its roofs (docs/CostModel.md, "The roofs between
// the SM and DRAM"): per level, the time the launch needs at least (sound:
// the fewest units the counts allow, at the highest graphics clock) and the
// time its estimate says (at the boost clock). Per-SM throughputs assume the
// work is spread evenly over the SMs. The longest estimated time is the
// prediction, and names its level; the longest sound time is what the launch
// can never beat.
//
//===----------------------------------------------------------------------===//

#include "roofline/Roofline/PlaceFile.h"

#include "roofline/Result/Units.h"
#include "roofline/Support/NumberText.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace roofline {

namespace {

/// "1", "2.5", "32": a per-request figure.
std::string perRequest(double V) {
  return std::fabs(V - std::round(V)) < 1e-9
             ? std::to_string(static_cast<long long>(std::round(V)))
             : generalText(V, 3);
}

Roof sharedRoof(const LaunchResult &R, double SMs, double Boost, double Max,
                double BytesPerClock) {
  Roof S;
  S.Level = RoofLevel::Shared;
  S.Unit = "wavefronts";
  if (!R.Shared.Computed) {
    S.Missing = R.Shared.Missing;
    return S;
  }
  // Wavefronts per clock per SM: one (BytesPerClock bytes each).
  double PerClock = BytesPerClock / 128.0;
  S.Count = R.Shared.wavefronts().toDouble();
  S.EstimateTimeS = S.Count / (SMs * Boost * PerClock);
  S.SoundTimeS = R.Shared.MinWavefronts.toDouble() / (SMs * Max * PerClock);
  S.Rule = "wavefronts per warp request as the banks serve them, one per "
           "clock per SM";
  const AccessWavefronts *Most = nullptr;
  for (const AccessWavefronts &A : R.Shared.Accesses)
    if (!Most || A.Wavefronts > Most->Wavefronts)
      Most = &A;
  if (Most) {
    S.Loc = Most->Loc;
    double D = Most->degree();
    S.Reason = D > 1.0 + 1e-9
                   ? perRequest(D) + "-way bank conflicts on '" + Most->Array +
                         "' at " + sourceLocationText(Most->Loc)
                   : "most wavefronts on '" + Most->Array + "' at " +
                         sourceLocationText(Most->Loc) + ", no bank conflict";
  }
  return S;
}

Roof l1Roof(const LaunchResult &R, double SMs, double Boost, double Max,
            double BytesPerClock) {
  Roof L;
  L.Level = RoofLevel::L1;
  L.Unit = "lines";
  if (!R.Sectors.Computed) {
    L.Missing = R.Sectors.Missing;
    return L;
  }
  L.Count = R.Sectors.Lines.toDouble();
  L.EstimateTimeS = L.Count / (SMs * Boost);
  L.SoundTimeS = R.Sectors.bytes().toDouble() / (SMs * Max * BytesPerClock);
  L.Rule = "one 128-byte line per clock per SM for each distinct line a warp "
           "request touches";
  const AccessSectors *Most = nullptr;
  for (const AccessSectors &A : R.Sectors.Accesses)
    if (!Most || A.Lines > Most->Lines)
      Most = &A;
  if (Most && !Most->Requests.isZero()) {
    L.Loc = Most->Loc;
    double Per = Most->Lines.toDouble() / Most->Requests.toDouble();
    L.Reason = perRequest(Per) + (Per == 1 ? " line" : " lines") +
               " per request of '" + Most->Array + "' at " +
               sourceLocationText(Most->Loc);
  }
  return L;
}

/// Warp instructions an SM issues per clock: four schedulers, one each
/// (every architecture since Maxwell; CUDA C++ Programming Guide,
/// "Compute Capabilities", the SM's warp schedulers).
constexpr double IssuePerClockPerSM = 4;

/// Warp instructions of one access: a request each, or its lanes over 32
/// where requests were not enumerated (every lane counted as its own).
Rational warpInstructions(const Rational &Requests, bool Exact,
                          const Rational &RequestedBytes, int64_t Width) {
  if (Exact || Width <= 0)
    return Requests;
  return RequestedBytes / Rational(Width * 32);
}

std::string percentOf(double Part, double Whole) {
  return generalText(100.0 * Part / Whole, 2) + " %";
}

Roof issueRoof(const LaunchResult &R, double SMs, double Boost, double Max) {
  Roof I;
  I.Level = RoofLevel::Issue;
  I.Unit = "instructions";
  I.Rule = "one warp instruction per clock per scheduler, 4 per SM: the FP "
           "arithmetic (a multiply and the add it feeds as one FMA), special "
           "functions, conversions and comparisons over 32 lanes, and one per "
           "shared or global warp request; integer, address and control "
           "instructions not counted";
  auto Constant = [](const Expr &E) -> std::optional<double> {
    if (auto C = E.asConstant())
      return C->toDouble();
    return std::nullopt;
  };
  const CostVector &T = R.Totals;
  auto Fp = Constant(T.FpInstructions), Special = Constant(T.SpecialOps),
       Other = Constant(T.OtherOps);
  if (!Fp || !Special || !Other) {
    I.Missing = "the launch leaves a count symbolic";
    return I;
  }
  // The fewest FP instructions the FLOPs allow: every one an FMA, packed two
  // lanes wide in fp16 and bf16.
  double MinFp = 0;
  for (Precision P : AllPrecisions)
    if (auto F = Constant(T.Flops[static_cast<int>(P)]))
      MinFp += *F / (P == Precision::FP16 || P == Precision::BF16 ? 4 : 2);
  double PerClock = SMs * IssuePerClockPerSM;
  I.SoundTimeS = MinFp / 32 / (PerClock * Max);
  if (!R.Sectors.Computed) {
    I.Missing = "the global requests are not derived";
    return I;
  }
  if (!R.Shared.Computed && !R.Site.PerThreadExact.SharedAccesses.empty()) {
    I.Missing = "the shared requests are not derived";
    return I;
  }
  Rational Global, Shared;
  for (const AccessSectors &A : R.Sectors.Accesses)
    Global = Global +
             warpInstructions(A.Requests, A.Exact, A.RequestedBytes, A.Width);
  for (const AccessWavefronts &A : R.Shared.Accesses)
    Shared = Shared + A.Requests;
  // Thread instructions over 32 lanes, a partial warp's as a whole one's.
  double Arith = std::ceil((*Fp + *Special + *Other) / 32);
  I.Count = Arith + Global.toDouble() + Shared.toDouble();
  if (I.Count <= 0)
    return I;
  I.EstimateTimeS = I.Count / (PerClock * Boost);
  // "arithmetic 79 %, shared requests 20 %, global requests 0.31 % of the
  // warp instructions": the parts there are.
  std::vector<std::pair<const char *, double>> Parts = {
      {"arithmetic", Arith},
      {"shared requests", Shared.toDouble()},
      {"global requests", Global.toDouble()}};
  for (const auto &[Name, Part] : Parts)
    if (Part > 0)
      I.Reason += (I.Reason.empty() ? "" : ", ") + std::string(Name) + " " +
                  percentOf(Part, I.Count);
  I.Reason += " of the warp instructions";
  return I;
}

} // namespace

void placeRoofs(LaunchResult &R, const Machine &Gpu, double Flops) {
  RoofSet &Set = R.Roofs;
  double Boost = Gpu.BoostClockHz, SMs = Gpu.SMs;
  double Max = Gpu.MaxClockHz > 0 ? Gpu.MaxClockHz : Boost;
  double ClockRatio = Boost > 0 ? Max / Boost : 1;
  if (R.Roof && R.Roof->PeakFlopsPerS > 0 && Flops > 0) {
    Roof C;
    C.Level = RoofLevel::Compute;
    C.Unit = "FLOP";
    C.Count = Flops;
    C.EstimateTimeS = Flops / R.Roof->PeakFlopsPerS;
    // The datasheet peak is at the boost clock.
    C.SoundTimeS = *C.EstimateTimeS / ClockRatio;
    C.Rule = std::string(R.Roof->Mixed    ? "mixed-precision"
                         : R.Roof->Tensor ? tensorTypeName(R.Roof->TensorPrec)
                                          : precisionName(R.Roof->Prec)) +
             " peak " + formatFlopsPerSecond(R.Roof->PeakFlopsPerS);
    C.Reason = C.Rule;
    Set.Roofs.push_back(C);
  }
  if (SMs > 0 && Boost > 0 && Flops > 0)
    Set.Roofs.push_back(issueRoof(R, SMs, Boost, Max));
  if (SMs > 0 && Boost > 0 && Gpu.SharedBytesPerClockPerSM > 0 &&
      !R.Site.PerThreadExact.SharedAccesses.empty())
    Set.Roofs.push_back(
        sharedRoof(R, SMs, Boost, Max, Gpu.SharedBytesPerClockPerSM));
  if (SMs > 0 && Boost > 0 && Gpu.L1BytesPerClockPerSM > 0)
    Set.Roofs.push_back(l1Roof(R, SMs, Boost, Max, Gpu.L1BytesPerClockPerSM));
  if (Gpu.L2BytesPerClock > 0 && Max > 0) {
    Roof L2;
    L2.Level = RoofLevel::L2;
    L2.Unit = "B";
    if (R.Compulsory.Computed) {
      L2.Count = R.Compulsory.bytes().toDouble();
      L2.SoundTimeS = L2.Count / (Gpu.L2BytesPerClock * Max);
    } else {
      L2.Missing = R.Compulsory.Missing;
    }
    if (R.Sectors.Computed) {
      L2.Count = R.Sectors.L2Bytes.toDouble();
      L2.EstimateTimeS = L2.Count / (Gpu.L2BytesPerClock * Boost);
      L2.Reason = formatBytesPerSecond(Gpu.L2BytesPerClock * Boost) +
                  " over the sectors that miss the L1";
    }
    L2.Rule = "the sectors that miss the L1 (a warp keeps what a load "
              "touched in earlier iterations of its innermost loop; stores "
              "write through) at " +
              formatBytesPerSecond(Gpu.L2BytesPerClock * Boost) +
              "; sound: the compulsory bytes at " +
              formatBytesPerSecond(Gpu.L2BytesPerClock * Max);
    Set.Roofs.push_back(L2);
  }
  if (Gpu.DramBytesPerS > 0) {
    Roof D;
    D.Level = RoofLevel::Dram;
    D.Unit = "B";
    if (R.Compulsory.Computed)
      D.SoundTimeS = R.Compulsory.bytes().toDouble() / Gpu.DramBytesPerS;
    if (R.Estimate.Computed) {
      D.Count = R.Estimate.Bytes.toDouble();
      D.EstimateTimeS = D.Count / Gpu.DramBytesPerS;
      D.Rule = R.Estimate.Rule;
      D.Reason = formatBytesPerSecond(Gpu.DramBytesPerS) + " over the " +
                 "estimated DRAM bytes";
    } else {
      D.Missing = !R.Compulsory.Computed ? R.Compulsory.Missing
                  : Gpu.L2Bytes <= 0
                      ? "a custom machine gives no L2 size: start from a "
                        "similar GPU with --gpu or describe it in a --gpu-db "
                        "file"
                      : "no DRAM estimate";
    }
    Set.Roofs.push_back(D);
  }
  for (std::size_t I = 0; I < Set.Roofs.size(); ++I) {
    Roof &F = Set.Roofs[I];
    if (Flops > 0) {
      if (F.EstimateTimeS && *F.EstimateTimeS > 0)
        F.EstimateFlopsPerS = Flops / *F.EstimateTimeS;
      if (F.SoundTimeS && *F.SoundTimeS > 0)
        F.SoundFlopsPerS = Flops / *F.SoundTimeS;
    }
    if (F.EstimateTimeS &&
        (!Set.Limiting || *F.EstimateTimeS > *Set.PredictedTimeS)) {
      Set.Limiting = I;
      Set.PredictedTimeS = F.EstimateTimeS;
    }
    if (F.SoundTimeS &&
        (!Set.SoundLimiting || *F.SoundTimeS > *Set.SoundTimeS)) {
      Set.SoundLimiting = I;
      Set.SoundTimeS = F.SoundTimeS;
    }
  }
  // A prediction needs every level's estimate: one left open may be the
  // limit.
  for (const Roof &F : Set.Roofs)
    if (!F.EstimateTimeS) {
      Set.Limiting.reset();
      Set.PredictedTimeS.reset();
    }
  if (Flops > 0 && Set.PredictedTimeS && *Set.PredictedTimeS > 0)
    Set.PredictedFlopsPerS = Flops / *Set.PredictedTimeS;
  if (Flops > 0 && Set.SoundTimeS && *Set.SoundTimeS > 0)
    Set.SoundFlopsPerS = Flops / *Set.SoundTimeS;
}

} // namespace roofline
