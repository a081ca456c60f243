//===- MarkdownReport.cpp - A code review comment -------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// GitHub-flavoured markdown for a pull request or merge request comment: a
// heading with the verdict, one table row per placed kernel or launch
// (intensity, ceiling, % of peak, bound, and the change against --baseline),
// the findings at or above --min-level, and a what-if table when several
// GPUs were given. It stays under GitHub's comment limit: past it, table
// rows and then findings are left out, most important kept, with "…and N
// more" pointing at the full report.
//
//===----------------------------------------------------------------------===//

#include "Escape.h"
#include "Formats.h"

#include "roofline/Report/Report.h"
#include "roofline/Result/Roofs.h"
#include "roofline/Result/Units.h"
#include "roofline/Support/Diagnostics.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <set>
#include <tuple>
#include <vector>

namespace roofline {

namespace {

std::string cell(const std::string &S) {
  return replaceChars(S, {{'|', "\\|"}, {'\n', " "}});
}

std::string code(const std::string &S) { return "`" + cell(S) + "`"; }

/// Running text: the characters markdown would read as markup escaped, so
/// that `kernel 'scale<float>'` keeps its `<float>` (not an HTML tag) and
/// `4*n*m` stays a product (not emphasis). `_` inside a word is no emphasis
/// on GitHub, and `>` only starts a quote at a line's start: both stay.
std::string prose(const std::string &S) {
  std::string R;
  for (char C : S) {
    if (C == '\n') {
      R += ' ';
      continue;
    }
    if (C != '\0' && std::strchr("\\`*[]<&|", C))
      R += '\\';
    R += C;
  }
  return R;
}

/// The change against the baseline, led by the word the gate's own
/// comparison gives: "**worse**" where roofline-regression fired for this
/// kernel and launch (Regressed), "better" where every figure that moved
/// moved the right way (ceiling up, time and sector traffic down).
std::string deltaCell(const std::optional<BaselineDelta> &D, bool Regressed) {
  if (!D)
    return "";
  if (D->New)
    return "new";
  std::vector<std::string> Parts;
  bool Good = false, Bad = false;
  auto Change = [&](const char *What, const std::optional<double> &Percent,
                    int Better) {
    if (!Percent || (*Percent == 0 && std::string(What) != "ceiling"))
      return;
    Parts.push_back(std::string(What) + " " + formatSignedPercent(*Percent));
    if (Better == 0 || *Percent == 0)
      return;
    (*Percent * Better > 0 ? Good : Bad) = true;
  };
  if (D->OldPredicted && D->NewPredicted && D->PredictedChangePercent &&
      *D->PredictedChangePercent != 0 && *D->OldPredicted > 0) {
    Parts.push_back("predicted " + formatFlopsPerSecond(*D->OldPredicted) +
                    " → " + formatFlopsPerSecond(*D->NewPredicted) + " (" +
                    formatSignedPercent(*D->PredictedChangePercent) + ")");
    (*D->PredictedChangePercent > 0 ? Good : Bad) = true;
  } else if (D->OldPredictedTime && D->NewPredictedTime &&
             D->PredictedTimeChangePercent &&
             *D->PredictedTimeChangePercent != 0) {
    Parts.push_back("predicted time " + formatSeconds(*D->OldPredictedTime) +
                    " → " + formatSeconds(*D->NewPredictedTime) + " (" +
                    formatSignedPercent(*D->PredictedTimeChangePercent) + ")");
    (*D->PredictedTimeChangePercent < 0 ? Good : Bad) = true;
  }
  // Beside the headline, the requested-bytes ceiling only when it moved.
  if (Parts.empty() || (D->CeilingChangePercent && *D->CeilingChangePercent))
    Change("ceiling", D->CeilingChangePercent, 1);
  Change("intensity", D->IntensityChangePercent, 0);
  Change("time", D->SoundTimeChangePercent, -1);
  Change("sectors", D->SectorBytesChangePercent, -1);
  if (!D->OldBound.empty() && D->OldBound != D->NewBound)
    Parts.push_back("**" + D->OldBound + " → " + D->NewBound + "-bound**");
  std::string S;
  for (const std::string &P : Parts)
    S += (S.empty() ? "" : ", ") + P;
  bool Moved = Good || Bad ||
               (D->IntensityChangePercent && *D->IntensityChangePercent != 0) ||
               D->OldBound != D->NewBound;
  if (Regressed)
    return "**worse**: " + S;
  if (!Moved)
    return "unchanged";
  if (Good && !Bad)
    return "better: " + S;
  return S;
}

/// A launch's configuration as written: `<<<1024, 256>>>`, or with every
/// dimension where y or z is not 1 (`<<<(64, 64, 1), (16, 16, 1)>>>`).
std::string configuration(const LaunchSite &S) {
  auto One = [](const Expr &E) {
    auto C = E.asConstant();
    return C && C->isInteger() && C->num() == 1;
  };
  auto Dim = [&](const std::array<Expr, 3> &D) {
    if (One(D[1]) && One(D[2]))
      return D[0].str();
    return "(" + D[0].str() + ", " + D[1].str() + ", " + D[2].str() + ")";
  };
  return "<<<" + Dim(S.Grid) + ", " + Dim(S.Block) + ">>>";
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
  /// Predicted and Sound: the launch's two figures (the headline); without
  /// roofs, the DRAM roofline's ceiling over requested bytes.
  std::string Kernel, Where, Intensity, Predicted, Limit, Sound, Bound, Delta;
};

std::vector<Row> rowsOf(const AnalysisResult &R) {
  // Where the gate found a regression: file, kernel and launch (-1: the
  // kernel itself).
  std::set<std::tuple<int, int, int>> Regressions;
  for (const Finding &Fd : R.Findings)
    if (Fd.Id == diagId(DiagId::Regression) && Fd.Level != Severity::Off)
      Regressions.insert({Fd.File, Fd.KernelIndex, Fd.Launch});
  std::vector<Row> Rows;
  for (size_t FI = 0; FI < R.Files.size(); ++FI)
    for (size_t KI = 0; KI < R.Files[FI].Kernels.size(); ++KI) {
      const KernelResult &K = R.Files[FI].Kernels[KI];
      auto Regressed = [&](int Launch) {
        return Regressions.count(
                   {static_cast<int>(FI), static_cast<int>(KI), Launch}) > 0;
      };
      const KernelSummary &KS = K.Kernel;
      auto Loc = [](const SourceLoc &L) {
        return L.File + ":" + std::to_string(L.Line);
      };
      if (!KS.Analyzed) {
        Rows.push_back({code(KS.Name), code(Loc(KS.Loc)), "–", "–", "–", "–",
                        "not analyzed", ""});
        continue;
      }
      auto Fill = [&](Row &Rw, const std::optional<Placement> &P) {
        Rw.Limit = Rw.Sound = "–";
        if (!P) {
          Rw.Predicted = "–";
          Rw.Bound = "open";
          return;
        }
        Rw.Predicted = formatFlopsPerSecond(P->CeilingFlopsPerS);
        Rw.Limit = "DRAM roofline, requested bytes";
        Rw.Bound = boundName(P->BoundBy);
      };
      auto FillRoofs = [&](Row &Rw, const RoofSet &Set) {
        if (Set.Roofs.empty())
          return;
        Rw.Predicted = predictedFigure(Set);
        const Roof *Lim = Set.limiting();
        Rw.Limit = Lim ? roofLevelName(Lim->Level) : "–";
        Rw.Sound = Set.SoundTimeS ? soundFigure(Set) : "–";
      };
      std::string Est = KS.isEstimated() ? " (estimated)" : "";
      if (K.Launches.empty()) {
        Row Rw;
        Rw.Kernel = code(KS.Name) + Est;
        Rw.Where = code(Loc(KS.Loc));
        Rw.Intensity = intensityCell(K.Intensity, K.IntensityLimit);
        Fill(Rw, K.Roof);
        Rw.Delta = deltaCell(K.Baseline, Regressed(-1));
        Rows.push_back(Rw);
        continue;
      }
      for (size_t LI = 0; LI < K.Launches.size(); ++LI) {
        const LaunchResult &L = K.Launches[LI];
        Row Rw;
        Rw.Kernel = code(KS.Name) + (L.Estimated ? " (estimated)" : "");
        Rw.Where = "launch " + code(Loc(L.Site.Loc)) + " " +
                   code(configuration(L.Site));
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
          Rw.Bound = trafficVerdictText(*L.Verdict);
        }
        FillRoofs(Rw, L.Roofs);
        Rw.Delta = deltaCell(L.Baseline, Regressed(static_cast<int>(LI)));
        Rows.push_back(Rw);
      }
    }
  return Rows;
}

} // namespace

namespace {

/// What a comment leaves out to stay under its size: table rows and
/// findings past these counts.
struct Caps {
  size_t Rows = SIZE_MAX, Findings = SIZE_MAX;
};

std::string moreText(size_t N, const char *What, const ReportOptions &Opts) {
  std::string S = "…and " + std::to_string(N) + " more " + What;
  if (!Opts.FullReportUrl.empty())
    S += ": [the full report](" + Opts.FullReportUrl + ")";
  else
    S += ", in the full report (`--format json` or `sarif`)";
  return S + "\n\n";
}

std::string render(const AnalysisResult &R, const ReportOptions &Opts,
                   const Caps &Cap) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  FindingCounts Counts = countFindings(R);
  unsigned Errors = Counts.of(Severity::Error),
           Warnings = Counts.of(Severity::Warning),
           Notes = Counts.of(Severity::Note), Suppressed = Counts.Suppressed;
  RunOutcome Outcome = runOutcome(R, Opts.FailOn);
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
  if (!Outcome.Text.empty())
    OS << " — " << Outcome.Text;
  OS << "\n\n";

  bool WithBaseline = !R.BaselineFile.empty();
  std::vector<Row> Rows = rowsOf(R);
  OS << "| kernel | where | predicted | limited by | can never beat | "
        "intensity (FLOP/B) | bound"
     << (WithBaseline ? " | vs baseline" : "") << " |\n";
  OS << "|---|---|--:|---|--:|--:|---" << (WithBaseline ? "|---" : "") << "|\n";
  bool Traffic = false;
  for (size_t I = 0; I < Rows.size() && I < Cap.Rows; ++I) {
    const Row &Rw = Rows[I];
    OS << "| " << Rw.Kernel << " | " << Rw.Where << " | " << Rw.Predicted
       << " | " << Rw.Limit << " | " << Rw.Sound << " | " << Rw.Intensity
       << " | " << Rw.Bound << (WithBaseline ? " | " + Rw.Delta : "") << " |\n";
    Traffic = Traffic || Rw.Intensity.find(" / ") != std::string::npos;
  }
  OS << "\n";
  if (Rows.size() > Cap.Rows)
    OS << moreText(Rows.size() - Cap.Rows, "kernels and launches", Opts);
  if (Traffic)
    OS << "Each launch shows its predicted ceiling (the lowest roof: compute, "
          "shared memory, L1, L2 or DRAM) and the sound one, which no "
          "execution can beat; its DRAM intensity without reuse / estimated "
          "(L2 rule) / with perfect reuse.\n\n";
  if (R.UnchangedLeftOut)
    OS << R.UnchangedLeftOut << " unchanged kernel"
       << (R.UnchangedLeftOut == 1 ? "" : "s")
       << " left out (`--changed-only`).\n\n";
  if (WithBaseline && !R.BaselineGone.empty()) {
    OS << "Gone since the baseline:";
    for (const std::string &G : R.BaselineGone)
      OS << " " << code(G);
    OS << "\n\n";
  }

  // Findings at or above --min-level, most important first: warnings and
  // errors in full, notes (assumptions) folded.
  std::vector<const Finding *> Shown = findingsAtOrAbove(R, Opts.MinLevel);
  size_t Major = 0;
  for (const Finding *F : Shown)
    Major += F->Level >= Severity::Warning;
  auto Item = [&](const Finding &F) {
    OS << "- **" << severityName(F.Level) << "** "
       << code(F.Loc.Line ? F.Loc.File + ":" + std::to_string(F.Loc.Line)
                          : F.Loc.File)
       << " " << prose(F.Message) << " ([" << F.Id << "]("
       << diagnosticHelpUri(F.Id) << "))\n";
  };
  size_t Listed = std::min(Shown.size(), Cap.Findings);
  if (Major) {
    OS << "**Findings**\n\n";
    for (size_t I = 0; I < std::min(Major, Listed); ++I)
      Item(*Shown[I]);
    OS << "\n";
  }
  if (Shown.size() > Major && Listed > Major) {
    size_t N = Shown.size() - Major;
    OS << "<details><summary>" << N << " note" << (N == 1 ? "" : "s")
       << " (assumptions behind the numbers)</summary>\n\n";
    for (size_t I = Major; I < Listed; ++I)
      Item(*Shown[I]);
    OS << "\n</details>\n\n";
  }
  if (Shown.size() > Listed)
    OS << moreText(Shown.size() - Listed, "findings", Opts);

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
    for (size_t I = 0; I < Tables[0].size() && I < Cap.Rows; ++I) {
      OS << "| " << Tables[0][I].Kernel << " | " << Tables[0][I].Where << " |";
      for (const auto &T : Tables)
        OS << " " << T[I].Predicted << " ("
           << (T[I].Limit == "–" || T[I].Limit.find(' ') != std::string::npos
                   ? T[I].Bound
                   : T[I].Limit)
           << ") |";
      OS << "\n";
    }
    OS << "\n</details>\n\n";
  }
  OS << "<sub>Static estimates by roofline-lint " << ROOFLINE_VERSION
     << ": predicted = FLOPs / the longest time any level (compute, shared "
        "memory, L1, L2, DRAM) needs by its estimate; can never beat = FLOPs "
        "/ the longest time by its sound figure; intensity = FLOPs / "
        "global-memory bytes.</sub>\n";
  return OS.str();
}

/// Characters as GitHub counts them: code points, not bytes.
size_t characters(const std::string &S) {
  size_t N = 0;
  for (unsigned char C : S)
    N += (C & 0xC0) != 0x80;
  return N;
}

} // namespace

void printMarkdown(const AnalysisResult &R, llvm::raw_ostream &OS,
                   const ReportOptions &Opts) {
  // Everything when it fits; else fewer table rows (down to 20), then fewer
  // findings (down to 10), then fewer of both, until the comment fits.
  Caps Cap;
  std::string Text = render(R, Opts, Cap);
  size_t Rows = rowsOf(R).size(), Findings = R.Findings.size();
  while (characters(Text) > Opts.MaxMarkdownChars) {
    Rows = std::min(Rows, Cap.Rows);
    Findings = std::min(Findings, Cap.Findings);
    if (Rows > 20)
      Cap.Rows = std::max<size_t>(20, Rows / 2);
    else if (Findings > 10)
      Cap.Findings = std::max<size_t>(10, Findings / 2);
    else if (Rows > 0)
      Cap.Rows = Rows / 2;
    else if (Findings > 0)
      Cap.Findings = Findings / 2;
    else
      break; // the headings alone; nothing more to leave out
    Text = render(R, Opts, Cap);
  }
  OS << Text;
}

ROOFLINE_REPORT_FORMATS(MarkdownReport, {{"markdown", 40, printMarkdown}});

} // namespace roofline
