//===- Findings.cpp - Policy checks on placed kernels ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One finding per kernel and check, judged on the kernel's verdict (the one
// its remark prints, kernelVerdict: the launch that speaks for it, else its
// own placement). Assumptions become findings of their own id, once each.
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Lint.h"
#include "roofline/Result/Units.h"
#include "roofline/Result/Verdict.h"
#include "roofline/Support/NumberText.h"

#include "Checks/Checks.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <tuple>

namespace roofline {

Severity Policy::levelOf(DiagId Code) const {
  const DiagInfo &D = diagInfo(Code);
  if (D.Kind == DiagKind::Report)
    return Severity::Off;
  Severity Level = D.DefaultSeverity;
  const std::string Id = D.Id;
  // Patterns first, shorter before longer, then exact ids: the last match
  // of the most specific kind wins.
  size_t BestPattern = 0;
  bool Exact = false;
  for (const auto &[Pattern, L] : Levels) {
    if (!diagPatternMatches(Pattern, Id))
      continue;
    bool IsPattern = !Pattern.empty() && Pattern.back() == '*';
    if (!IsPattern) {
      Level = L;
      Exact = true;
    } else if (!Exact && Pattern.size() >= BestPattern) {
      Level = L;
      BestPattern = Pattern.size();
    }
  }
  return Level;
}

std::string findingFingerprint(const std::string &Key) {
  // FNV-1a, 64 bits: stable across runs and platforms.
  uint64_t H = 1469598103934665603ULL;
  for (unsigned char C : Key) {
    H ^= C;
    H *= 1099511628211ULL;
  }
  return hexText(H, 16);
}

namespace {

/// Where the kernel lands, as its remark says: the launch that speaks for
/// it (or its own placement) and the placement its verdict rests on.
struct Unit {
  const Placement *Roof = nullptr;
  std::optional<double> Intensity; // exact, or the limit
  bool AtLimit = false;
  bool Sound = false; // placed on compulsory bytes
  int Launch = -1;
  const LaunchResult *L = nullptr;
};

/// The kernel's verdict as a unit; none when it has no FLOP/s placement
/// (no verdict, or a kernel that moves data only).
std::optional<Unit> unitOf(const KernelResult &K, const KernelVerdict &V) {
  if (!V.Roof || V.Regime == KernelRegime::None ||
      V.Regime == KernelRegime::MovesDataOnly)
    return std::nullopt;
  Unit U;
  U.Roof = V.Roof;
  U.Intensity = V.Intensity;
  U.AtLimit = V.AtLimit;
  U.Sound = V.Traffic;
  U.Launch = V.Launch;
  if (V.Launch >= 0)
    U.L = &K.Launches[V.Launch];
  return U;
}

std::string fixed(double V, int Digits) { return fixedText(V, Digits); }

/// " (launch at f.cu:25)" / " as its sizes grow" / "".
std::string unitContext(const Unit &U) {
  std::string S;
  if (U.L)
    S += " (" + launchText(*U.L) + ")";
  if (U.AtLimit)
    S += " as its sizes grow";
  return S;
}

void putUnitProperties(Finding &F, const Unit &U, const Machine &Gpu) {
  F.Properties.push_back({"gpu", std::nullopt, Gpu.Id});
  if (U.Intensity && std::isfinite(*U.Intensity))
    F.Properties.push_back({"intensity", *U.Intensity, ""});
  F.Properties.push_back({"ceiling_flops_per_s", U.Roof->CeilingFlopsPerS, ""});
  F.Properties.push_back({"fraction_of_peak", U.Roof->FractionOfPeak, ""});
  F.Properties.push_back({"ridge", U.Roof->Ridge, ""});
  F.Properties.push_back({"bound", std::nullopt, boundName(U.Roof->BoundBy)});
  F.Properties.push_back({"precision", std::nullopt, precisionLabel(*U.Roof)});
  F.Properties.push_back({"basis", std::nullopt,
                          U.AtLimit                    ? "limit"
                          : U.L && U.L->RestsOnUnbound ? "estimate"
                                                       : "exact"});
  if (U.L)
    F.Properties.push_back(
        {"launch", std::nullopt, locationText(U.L->Site.Loc)});
  if (U.L && U.L->Verdict) {
    // The traffic model's three intensities and its verdict.
    F.Properties.push_back({"no_reuse_intensity", U.L->SectorIntensity, ""});
    if (U.L->EstimateIntensity)
      F.Properties.push_back(
          {"estimate_intensity", U.L->EstimateIntensity, ""});
    if (U.L->CompulsoryIntensity)
      F.Properties.push_back(
          {"perfect_reuse_intensity", U.L->CompulsoryIntensity, ""});
    F.Properties.push_back(
        {"verdict", std::nullopt, trafficVerdictText(*U.L->Verdict)});
  }
}

/// What to do about an error Clang gives on valid CUDA that nvcc accepts.
std::string parseErrorHint(const FileResult &F) {
  if (!F.MissingIncludes.empty()) {
    std::string Names;
    for (size_t I = 0; I < F.MissingIncludes.size() && I < 3; ++I)
      Names += std::string(I ? ", " : "") + "'" + F.MissingIncludes[I] + "'";
    if (F.MissingIncludes.size() > 3)
      Names += " and " + std::to_string(F.MissingIncludes.size() - 3) + " more";
    return Names + " not found: pass -I after --, or the build's "
                   "compile_commands.json with -p";
  }
  for (const ParseError &E : F.Errors)
    switch (E.Kind) {
    case ParseError::SharedInit:
      return "Clang rejects __shared__ variables with a constructor (such as "
             "cuda::barrier), which nvcc accepts: declare the storage raw "
             "under __clang__, or set roofline-parse-error's level for this "
             "file (--explain roofline-parse-error)";
    case ParseError::TextureReference:
      return "texture and surface references were removed in CUDA 12: the "
             "file needs an older SDK (--cuda-path) or texture objects";
    case ParseError::DeviceSideLaunch:
      return "kernels launch kernels here: relocatable device code "
             "(-fgpu-rdc) was tried and did not help";
    case ParseError::MissingHeader:
      return "pass -I after --, or the build's compile_commands.json with -p";
    case ParseError::Other:
      break;
    }
  return "";
}

std::string parseErrorMessage(const FileResult &F) {
  if (!F.Abandoned.empty())
    return "'" + F.File + "' was not analyzed: " + F.Abandoned;
  std::string M = "'" + F.File + "' could not be parsed";
  if (F.ErrorCount)
    M += ": " + std::string(F.ErrorLimitReached ? "at least " : "") +
         std::to_string(F.ErrorCount) + " Clang error" +
         (F.ErrorCount == 1 ? "" : "s");
  if (!F.Errors.empty()) {
    const ParseError &E = F.Errors.front();
    M += std::string(F.ErrorCount == 1 ? ", " : ", the first ") +
         (E.Loc.File.empty()
              ? ""
              : "at " + E.Loc.File + ":" + std::to_string(E.Loc.Line) + ": ") +
         E.Message;
  }
  std::vector<std::string> Lost;
  for (const KernelResult &K : F.Kernels)
    if (!K.Kernel.Analyzed && K.Kernel.BodyHasErrors)
      Lost.push_back("'" + K.Kernel.Name + "'");
  if (!Lost.empty()) {
    M += "; kernel" + std::string(Lost.size() == 1 ? " " : "s ");
    for (size_t I = 0; I < Lost.size() && I < 4; ++I)
      M += (I ? ", " : "") + Lost[I];
    if (Lost.size() > 4)
      M += " and " + std::to_string(Lost.size() - 4) + " more";
    M += " not analyzed";
  }
  std::string Hint = parseErrorHint(F);
  if (!Hint.empty())
    M += "; " + Hint;
  return M;
}

std::string ceilingText(const Placement &P) {
  return formatFlopsPerSecond(P.CeilingFlopsPerS) + " = " +
         formatPercent(P.FractionOfPeak) + " % of " + precisionLabel(P) +
         " peak";
}

} // namespace

void computeFindings(AnalysisResult &R,
                     const std::function<const Policy &(size_t)> &PolicyOf) {
  R.Findings.clear();
  const Machine &Gpu = R.Gpu;
  for (size_t FI = 0; FI < R.Files.size(); ++FI) {
    const FileResult &File = R.Files[FI];
    const Policy &Pol = PolicyOf(FI);
    bool FileHasErrors = !File.Parsed || File.ErrorCount > 0;
    if (FileHasErrors) {
      Severity Level = Pol.levelOf(DiagId::ParseError);
      if (Level != Severity::Off) {
        Finding F;
        F.Id = diagId(DiagId::ParseError);
        F.Level = Level;
        F.Loc = File.Errors.empty() || File.Errors.front().Loc.File.empty()
                    ? SourceLoc{File.File, 0, 0}
                    : File.Errors.front().Loc;
        F.Message = parseErrorMessage(File);
        F.File = static_cast<int>(FI);
        F.Fingerprint =
            findingFingerprint("roofline-parse-error\n" + File.File);
        F.Properties.push_back(
            {"clang_errors", static_cast<double>(File.ErrorCount), ""});
        R.Findings.push_back(std::move(F));
      }
    }
    for (size_t KI = 0; KI < File.Kernels.size(); ++KI) {
      const KernelResult &K = File.Kernels[KI];
      const KernelSummary &KS = K.Kernel;
      auto Add = [&](DiagId Code, std::string Message, const SourceLoc &Loc,
                     int Launch, const std::string &Key) -> Finding * {
        Severity Level = Pol.levelOf(Code);
        if (Level == Severity::Off)
          return nullptr;
        const std::string Id = diagId(Code);
        Finding F;
        F.Id = Id;
        F.Level = Level;
        F.Loc = Loc;
        F.Kernel = KS.Name;
        F.Message = std::move(Message);
        F.File = static_cast<int>(FI);
        F.KernelIndex = static_cast<int>(KI);
        F.Launch = Launch;
        // No line numbers: the alert survives edits elsewhere in the file.
        // The translation unit tells apart a header's kernel analyzed under
        // different launches.
        F.Fingerprint =
            findingFingerprint(Id + "\n" + File.File + "\n" + KS.Loc.File +
                               "\n" + KS.Name + "\n" + Key);
        R.Findings.push_back(std::move(F));
        return &R.Findings.back();
      };

      if (!KS.Analyzed) {
        // A kernel that Clang's errors touch is one of the file's
        // roofline-parse-error, under its level.
        if (FileHasErrors && KS.BodyHasErrors)
          continue;
        Add(DiagId::NotAnalyzed,
            "kernel '" + KS.Name + "' not analyzed: " + KS.NotAnalyzedReason,
            KS.Loc, -1, "");
        continue;
      }

      // One verdict: the remark's. A memory-bound finding only where the
      // remark says memory-bound, on the same launch and placement.
      KernelVerdict Verdict = kernelVerdict(K);
      std::optional<Unit> Speaks = unitOf(K, Verdict);
      const Unit *Worst = Speaks ? &*Speaks : nullptr;
      const Unit *LowestIntensity =
          Speaks && Speaks->Intensity ? &*Speaks : nullptr;
      const Unit *WorstMemory =
          Verdict.Regime == KernelRegime::MemoryBound ? Worst : nullptr;

      if (WorstMemory) {
        const Unit &U = *WorstMemory;
        std::string Msg =
            U.Sound
                ? "kernel '" + KS.Name +
                      "' is memory-bound at any cache behaviour on " +
                      Gpu.Name + unitContext(U) + ": even with perfect reuse " +
                      (U.Intensity ? formatIntensity(*U.Intensity) : "?") +
                      " FLOP/B is below the ridge " +
                      formatIntensity(U.Roof->Ridge) + ", sound ceiling " +
                      ceilingText(*U.Roof) +
                      "; only fewer bytes help (narrower types, fusion)"
                : "kernel '" + KS.Name + "' is memory-bound on " + Gpu.Name +
                      unitContext(U) + ": intensity " +
                      (U.Intensity ? formatIntensity(*U.Intensity) : "?") +
                      " FLOP/B is below the ridge " +
                      formatIntensity(U.Roof->Ridge) + ", ceiling " +
                      ceilingText(*U.Roof);
        if (Finding *F = Add(DiagId::MemoryBound, Msg, KS.Loc, U.Launch,
                             std::to_string(U.Launch)))
          putUnitProperties(*F, U, Gpu);
      }
      if (Worst && Pol.MinPercentOfPeak &&
          Worst->Roof->FractionOfPeak * 100 < *Pol.MinPercentOfPeak) {
        const Unit &U = *Worst;
        std::string Msg = "kernel '" + KS.Name + "' can reach at most " +
                          ceilingText(*U.Roof) + " on " + Gpu.Name +
                          unitContext(U) + ", below the " +
                          formatIntensity(*Pol.MinPercentOfPeak) +
                          " % threshold";
        if (Finding *F = Add(DiagId::LowCeiling, Msg, KS.Loc, U.Launch,
                             std::to_string(U.Launch))) {
          putUnitProperties(*F, U, Gpu);
          F->Properties.push_back(
              {"threshold_percent_of_peak", *Pol.MinPercentOfPeak, ""});
        }
      }
      if (LowestIntensity && Pol.MinIntensity &&
          *LowestIntensity->Intensity < *Pol.MinIntensity) {
        const Unit &U = *LowestIntensity;
        std::string Msg = "kernel '" + KS.Name + "' has intensity " +
                          formatIntensity(*U.Intensity) + " FLOP/B" +
                          unitContext(U) + ", below the threshold " +
                          formatIntensity(*Pol.MinIntensity) + " FLOP/B";
        if (Finding *F = Add(DiagId::LowIntensity, Msg, KS.Loc, U.Launch,
                             std::to_string(U.Launch))) {
          putUnitProperties(*F, U, Gpu);
          F->Properties.push_back(
              {"threshold_intensity", *Pol.MinIntensity, ""});
        }
      }

      {
        checks::AddFinding AddF = Add;
        checks::CheckContext Ctx{K, Verdict, Gpu, Pol, AddF};
        checks::checkUncoalescedAccess(Ctx);
        checks::checkReuseOpportunity(Ctx);
      }

      // Regressions against the baseline: the kernel's own entry when it has
      // no launches, else the launch whose ceiling fell most.
      {
        const BaselineDelta *WorstDelta = nullptr;
        int WorstLaunch = -1;
        double WorstScore = 0;
        auto Consider = [&](const std::optional<BaselineDelta> &D, int L) {
          if (!D)
            return;
          double Limit = Pol.MaxRegressionPercent;
          double Ceiling = D->CeilingChangePercent.value_or(0);
          bool Fell = Ceiling < -Limit;
          // Crossing the ridge to memory-bound with a lower ceiling, by any
          // amount: the design now waits on DRAM. (A kernel can cross it with
          // a higher ceiling, moving to a faster precision: no regression.)
          bool Flipped = D->OldBound == "compute" && D->NewBound == "memory" &&
                         Ceiling < 0;
          // More work at the same intensity, or more sectors for the same
          // work (coalesced turned strided): the launch takes longer.
          double Time = D->SoundTimeChangePercent.value_or(0);
          double Sectors = D->SectorBytesChangePercent.value_or(0);
          if (!Fell && !Flipped && Time <= Limit && Sectors <= Limit)
            return;
          double Score = std::max({-Ceiling, Time, Sectors});
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
        if (WorstDelta) {
          const BaselineDelta &D = *WorstDelta;
          std::string Where =
              WorstLaunch >= 0
                  ? " (" + launchText(K.Launches[WorstLaunch]) + ")"
                  : "";
          std::vector<std::string> What;
          if (D.OldCeiling && D.NewCeiling && D.CeilingChangePercent &&
              *D.CeilingChangePercent < 0)
            What.push_back("ceiling " + formatFlopsPerSecond(*D.OldCeiling) +
                           " -> " + formatFlopsPerSecond(*D.NewCeiling) + " (" +
                           formatSignedPercent(*D.CeilingChangePercent) + ")");
          if (D.SoundTimeChangePercent &&
              *D.SoundTimeChangePercent > Pol.MaxRegressionPercent)
            What.push_back(
                "time lower bound " + formatSeconds(*D.OldSoundTime) + " -> " +
                formatSeconds(*D.NewSoundTime) + " (" +
                formatSignedPercent(*D.SoundTimeChangePercent) + ")");
          if (D.SectorBytesChangePercent &&
              *D.SectorBytesChangePercent > Pol.MaxRegressionPercent)
            What.push_back(
                "sector traffic " +
                Rational(static_cast<int64_t>(*D.OldSectorBytes)).str() +
                " B -> " +
                Rational(static_cast<int64_t>(*D.NewSectorBytes)).str() +
                " B (" + formatSignedPercent(*D.SectorBytesChangePercent) +
                ")");
          std::string Changes;
          for (const std::string &W : What)
            Changes += (Changes.empty() ? "" : ", ") + W;
          std::string Msg =
              "kernel '" + KS.Name + "' regressed against the baseline" +
              Where + ": " + Changes +
              (D.OldBound != D.NewBound ? ", now " + D.NewBound + "-bound"
                                        : "") +
              "; the limit is " + fixed(Pol.MaxRegressionPercent, 1) + " %";
          if (Finding *F = Add(DiagId::Regression, Msg, KS.Loc, WorstLaunch,
                               std::to_string(WorstLaunch))) {
            if (D.SoundTimeChangePercent)
              F->Properties.push_back(
                  {"sound_time_change_percent", D.SoundTimeChangePercent, ""});
            if (D.SectorBytesChangePercent)
              F->Properties.push_back({"sector_bytes_change_percent",
                                       D.SectorBytesChangePercent, ""});
            F->Properties.push_back(
                {"old_ceiling_flops_per_s", D.OldCeiling, ""});
            F->Properties.push_back(
                {"new_ceiling_flops_per_s", D.NewCeiling, ""});
            F->Properties.push_back(
                {"ceiling_change_percent", D.CeilingChangePercent, ""});
            if (D.OldIntensity)
              F->Properties.push_back({"old_intensity", D.OldIntensity, ""});
            if (D.NewIntensity)
              F->Properties.push_back({"new_intensity", D.NewIntensity, ""});
            F->Properties.push_back({"old_bound", std::nullopt, D.OldBound});
            F->Properties.push_back({"new_bound", std::nullopt, D.NewBound});
            F->Properties.push_back(
                {"max_regression_percent", Pol.MaxRegressionPercent, ""});
          }
        }
      }

      // Assumptions, once each (a launch may repeat the kernel's).
      std::set<
          std::tuple<std::string, std::string, unsigned, unsigned, std::string>>
          Seen;
      std::map<std::string, unsigned> Occurrence; // same id and message
      auto AddAssumption = [&](const Assumption &A, int Launch) {
        if (!Seen.insert(
                     {A.Id, A.Loc.File, A.Loc.Line, A.Loc.Column, A.Message})
                 .second)
          return;
        // Assumptions are made with diagId(DiagId::...): always in the list.
        const DiagInfo *D = findDiagnostic(A.Id);
        assert(D && "an assumption id missing from Diagnostics.def");
        if (!D)
          return;
        std::string Key = A.Id + "\n" + A.Message;
        Add(D->Code, A.Message, A.Loc, Launch,
            Key + "\n" + std::to_string(Occurrence[Key]++));
      };
      for (const Assumption &A : KS.Assumptions)
        AddAssumption(A, -1);
      for (size_t LI = 0; LI < K.Launches.size(); ++LI)
        for (const Assumption &A : K.Launches[LI].Assumptions)
          AddAssumption(A, static_cast<int>(LI));
    }
  }
  // A kernel in a header is analyzed in every file that includes it: the
  // same finding once, from the first.
  std::set<std::tuple<std::string, std::string, unsigned, unsigned, std::string,
                      std::string>>
      Unique;
  std::vector<Finding> Kept;
  for (Finding &F : R.Findings)
    if (Unique
            .insert({F.Id, F.Loc.File, F.Loc.Line, F.Loc.Column, F.Kernel,
                     F.Message})
            .second)
      Kept.push_back(std::move(F));
  R.Findings = std::move(Kept);
}

} // namespace roofline
