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

/// A baseline placed on another GPU: one finding for the run, at the
/// baseline file, instead of regressions that are the machine's.
void addBaselineMismatch(
    AnalysisResult &R, const std::function<const Policy &(size_t)> &PolicyOf) {
  const Machine &Gpu = R.Gpu;
  if (R.BaselineGpu.empty() || R.BaselineGpu == Gpu.Id || R.Files.empty())
    return;
  Severity Level = PolicyOf(0).levelOf(DiagId::BaselineMismatch);
  if (Level == Severity::Off)
    return;
  Finding F;
  F.Id = diagId(DiagId::BaselineMismatch);
  F.Level = Level;
  F.Loc = {R.BaselineFile, 0, 0};
  F.Message = "the baseline was placed on '" + R.BaselineGpu +
              "', this run on '" + Gpu.Id +
              "': ceilings differ by machine as well as by code, so no "
              "regression is judged against it (make the baseline with "
              "--gpu " +
              Gpu.Id + ")";
  F.Fingerprint = findingFingerprint("roofline-baseline-mismatch\n" +
                                     R.BaselineGpu + "\n" + Gpu.Id);
  R.Findings.push_back(std::move(F));
}

} // namespace

void computeFindings(AnalysisResult &R,
                     const std::function<const Policy &(size_t)> &PolicyOf) {
  R.Findings.clear();
  const Machine &Gpu = R.Gpu;
  addBaselineMismatch(R, PolicyOf);
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
    for (const Assumption &A : File.LaunchNotes) {
      const DiagInfo *D = findDiagnostic(A.Id);
      Severity Level = D ? Pol.levelOf(D->Code) : Severity::Off;
      if (Level == Severity::Off)
        continue;
      Finding F;
      F.Id = A.Id;
      F.Level = Level;
      F.Loc = A.Loc;
      F.Message = A.Message;
      F.File = static_cast<int>(FI);
      F.Fingerprint =
          findingFingerprint(A.Id + "\n" + A.Loc.File + "\n" + A.Message);
      R.Findings.push_back(std::move(F));
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

      // The checks, in their order. They judge the kernel's verdict, the
      // one its remark prints, so a finding never contradicts the remark.
      KernelVerdict Verdict = kernelVerdict(K);
      checks::AddFinding AddF = Add;
      size_t First = R.Findings.size();
      for (const checks::Check *Ch : checks::allChecks())
        Ch->Run({K, Verdict, Gpu, Pol, AddF, Ch});
      // Every finding on a launch carries the launch's two figures, so that
      // SARIF, JSON and CI annotations read the same headline as the report.
      for (size_t I = First; I < R.Findings.size(); ++I) {
        Finding &F = R.Findings[I];
        if (F.Launch < 0 || F.Launch >= static_cast<int>(K.Launches.size()))
          continue;
        const RoofSet &Set = K.Launches[F.Launch].Roofs;
        if (Set.Roofs.empty())
          continue;
        if (Set.PredictedFlopsPerS)
          F.Properties.push_back(
              {"predicted_flops_per_s", *Set.PredictedFlopsPerS, ""});
        if (Set.SoundFlopsPerS)
          F.Properties.push_back(
              {"sound_flops_per_s", *Set.SoundFlopsPerS, ""});
        if (Set.PredictedTimeS)
          F.Properties.push_back({"predicted_time_s", *Set.PredictedTimeS, ""});
        if (Set.SoundTimeS)
          F.Properties.push_back({"sound_time_s", *Set.SoundTimeS, ""});
        if (const Roof *Lim = Set.limiting())
          F.Properties.push_back(
              {"limited_by", std::nullopt, roofLevelName(Lim->Level)});
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
