//===- MarkdownReport.cpp - A code review comment -------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// GitHub-flavoured markdown for a pull request or merge request comment: a
// heading with the verdict, one table row per placed kernel or launch
// (intensity, ceiling, % of peak, bound, and the change against --baseline),
// the findings, and a what-if table when several GPUs were given.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Report.h"

#include <cstdio>

namespace roofline {

namespace {

std::string cell(std::string S) {
  std::string R;
  for (char C : S) {
    if (C == '|')
      R += "\\|";
    else if (C == '\n')
      R += ' ';
    else
      R += C;
  }
  return R;
}

std::string code(const std::string &S) { return "`" + cell(S) + "`"; }

std::string deltaCell(const std::optional<BaselineDelta> &D) {
  if (!D)
    return "";
  if (D->New)
    return "new";
  std::string S;
  if (D->CeilingChangePercent)
    S += "ceiling " + formatSignedPercent(*D->CeilingChangePercent);
  if (D->IntensityChangePercent)
    S += std::string(S.empty() ? "" : ", ") + "intensity " +
         formatSignedPercent(*D->IntensityChangePercent);
  if (!D->OldBound.empty() && D->OldBound != D->NewBound)
    S += std::string(S.empty() ? "" : ", ") + "**" + D->OldBound + " → " +
         D->NewBound + "-bound**";
  if (S.empty())
    S = "unchanged";
  else if (D->CeilingChangePercent && *D->CeilingChangePercent == 0 &&
           (!D->IntensityChangePercent || *D->IntensityChangePercent == 0) &&
           D->OldBound == D->NewBound)
    S = "unchanged";
  return S;
}

std::string intensityCell(const std::optional<double> &Exact,
                          const std::optional<double> &Limit) {
  if (Exact)
    return formatIntensity(*Exact);
  if (Limit)
    return "→ " + formatIntensity(*Limit);
  return "–";
}

struct Row {
  std::string Kernel, Where, Intensity, Ceiling, Percent, Bound, Delta;
};

std::vector<Row> rowsOf(const AnalysisResult &R) {
  std::vector<Row> Rows;
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels) {
      const KernelSummary &KS = K.Kernel;
      auto Loc = [](const SourceLoc &L) {
        return L.File + ":" + std::to_string(L.Line);
      };
      if (!KS.Analyzed) {
        Rows.push_back({code(KS.Name), code(Loc(KS.Loc)), "–", "–", "–",
                        "not analyzed", ""});
        continue;
      }
      auto Fill = [&](Row &Rw, const std::optional<Placement> &P) {
        if (!P) {
          Rw.Ceiling = Rw.Percent = "–";
          Rw.Bound = "open";
          return;
        }
        Rw.Ceiling = formatFlopsPerSecond(P->CeilingFlopsPerS);
        Rw.Percent =
            formatPercent(P->FractionOfPeak) + " % " + precisionLabel(*P);
        Rw.Bound = boundName(P->BoundBy);
      };
      std::string Est = KS.isEstimated() ? " (estimated)" : "";
      if (K.Launches.empty()) {
        Row Rw;
        Rw.Kernel = code(KS.Name) + Est;
        Rw.Where = code(Loc(KS.Loc));
        Rw.Intensity = intensityCell(K.Intensity, K.IntensityLimit);
        Fill(Rw, K.Roof);
        Rw.Delta = deltaCell(K.Baseline);
        Rows.push_back(Rw);
        continue;
      }
      for (const LaunchResult &L : K.Launches) {
        Row Rw;
        Rw.Kernel = code(KS.Name) + (L.Estimated ? " (estimated)" : "");
        Rw.Where = "launch " + code(Loc(L.Site.Loc));
        Rw.Intensity = intensityCell(L.Intensity, L.IntensityLimit);
        Fill(Rw, L.Roof);
        if (L.Verdict && *L.Verdict != TrafficVerdict::NoFlops && L.SoundRoof &&
            L.SectorIntensity) {
          // No reuse / the L2 estimate / perfect reuse, the sound ceiling,
          // the verdict.
          Rw.Intensity =
              formatIntensity(*L.SectorIntensity) + " / " +
              (L.EstimateIntensity ? formatIntensity(*L.EstimateIntensity)
                                   : std::string("–")) +
              " / " +
              (L.CompulsoryIntensity ? formatIntensity(*L.CompulsoryIntensity)
                                     : std::string("∞"));
          Fill(Rw, L.SoundRoof);
          Rw.Bound = trafficVerdictText(*L.Verdict);
        }
        Rw.Delta = deltaCell(L.Baseline);
        Rows.push_back(Rw);
      }
    }
  return Rows;
}

} // namespace

void printMarkdown(const AnalysisResult &R, std::ostream &OS,
                   const ReportOptions &Opts) {
  FindingCounts Counts = countFindings(R);
  unsigned Errors = Counts.of(Severity::Error),
           Warnings = Counts.of(Severity::Warning),
           Notes = Counts.of(Severity::Note), Suppressed = Counts.Suppressed;
  bool Fails = Counts.fails(Opts.FailOn);
  unsigned Kernels = 0;
  for (const FileResult &F : R.Files)
    Kernels += F.Kernels.size();

  OS << "### roofline-lint: " << Kernels << " kernel"
     << (Kernels == 1 ? "" : "s") << " on " << cell(R.Gpu.Name) << "\n\n";
  OS << "**" << Errors << " error" << (Errors == 1 ? "" : "s") << ", "
     << Warnings << " warning" << (Warnings == 1 ? "" : "s") << "**, " << Notes
     << " note" << (Notes == 1 ? "" : "s");
  if (Suppressed)
    OS << ", " << Suppressed << " suppressed";
  if (Opts.FailOn)
    OS << " — " << (Fails ? "fails" : "passes") << " (fails on "
       << severityName(*Opts.FailOn) << ")";
  OS << "\n\n";

  bool WithBaseline = !R.BaselineFile.empty();
  OS << "| kernel | where | intensity (FLOP/B) | ceiling | % of peak | bound"
     << (WithBaseline ? " | vs baseline" : "") << " |\n";
  OS << "|---|---|--:|--:|--:|---" << (WithBaseline ? "|---" : "") << "|\n";
  bool Traffic = false;
  for (const Row &Rw : rowsOf(R)) {
    OS << "| " << Rw.Kernel << " | " << Rw.Where << " | " << Rw.Intensity
       << " | " << Rw.Ceiling << " | " << Rw.Percent << " | " << Rw.Bound
       << (WithBaseline ? " | " + Rw.Delta : "") << " |\n";
    Traffic = Traffic || Rw.Intensity.find(" / ") != std::string::npos;
  }
  OS << "\n";
  if (Traffic)
    OS << "Launches on the DRAM traffic model show their intensity without "
          "reuse / estimated (L2 rule) / with perfect reuse, and the sound "
          "ceiling, which no cache behaviour can beat.\n\n";
  if (WithBaseline && !R.BaselineGone.empty()) {
    OS << "Gone since the baseline:";
    for (const std::string &G : R.BaselineGone)
      OS << " " << code(G);
    OS << "\n\n";
  }

  // Findings at warning and above in full; notes (assumptions) folded.
  auto List = [&](bool Major) {
    for (const Finding &F : R.Findings) {
      if (F.Suppressed || (F.Level >= Severity::Warning) != Major ||
          F.Level == Severity::Off)
        continue;
      OS << "- **" << severityName(F.Level) << "** "
         << code(F.Loc.File + ":" + std::to_string(F.Loc.Line)) << " "
         << cell(F.Message) << " ([" << F.Id << "](" << diagnosticHelpUri(F.Id)
         << "))\n";
    }
  };
  if (Errors + Warnings) {
    OS << "**Findings**\n\n";
    List(true);
    OS << "\n";
  }
  if (Notes) {
    OS << "<details><summary>" << Notes << " assumption"
       << (Notes == 1 ? "" : "s") << " behind the numbers</summary>\n\n";
    List(false);
    OS << "\n</details>\n\n";
  }

  if (!R.OtherGpus.empty()) {
    OS << "<details><summary>What if: the same kernels on "
       << R.OtherGpus.size() + 1 << " GPUs</summary>\n\n";
    std::vector<const AnalysisResult *> Runs{&R};
    for (const AnalysisResult &O : R.OtherGpus)
      Runs.push_back(&O);
    OS << "| kernel | where |";
    for (const AnalysisResult *Run : Runs)
      OS << " " << cell(Run->Gpu.Name) << " |";
    OS << "\n|---|---|";
    for (size_t I = 0; I < Runs.size(); ++I)
      OS << "--:|";
    OS << "\n";
    std::vector<std::vector<Row>> Tables;
    for (const AnalysisResult *Run : Runs)
      Tables.push_back(rowsOf(*Run));
    for (size_t I = 0; I < Tables[0].size(); ++I) {
      OS << "| " << Tables[0][I].Kernel << " | " << Tables[0][I].Where << " |";
      for (const auto &T : Tables)
        OS << " " << T[I].Ceiling << " (" << T[I].Bound << ") |";
      OS << "\n";
    }
    OS << "\n</details>\n\n";
  }
  OS << "<sub>Static estimates by roofline-lint " << ROOFLINE_VERSION
     << ": intensity = FLOPs / global-memory bytes from the source; ceiling "
        "= min(bandwidth × intensity, peak).</sub>\n";
}

} // namespace roofline
