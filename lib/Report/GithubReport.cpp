//===- GithubReport.cpp - GitHub Actions workflow commands ----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One `::error`, `::warning` or `::notice` line per unsuppressed finding at
// or above --min-level, as GitHub Actions turns into annotations on the pull
// request's diff:
//   ::warning file=k.cu,line=6,col=17,title=roofline-memory-bound::kernel ...
// errors first, at most ReportOptions::MaxAnnotationsPerLevel per level (a
// step shows no more), then one plain summary line with what was left out.
// Escaping follows the runner's rules: % CR LF in the message; also : and ,
// in properties.
//
//===----------------------------------------------------------------------===//

#include "Escape.h"
#include "Formats.h"

#include "roofline/Report/Report.h"
#include "roofline/Result/Roofs.h"

#include "llvm/Support/raw_ostream.h"

namespace roofline {

namespace {

std::string escapeData(const std::string &S) {
  return replaceChars(S, {{'%', "%25"}, {'\r', "%0D"}, {'\n', "%0A"}});
}

std::string escapeProperty(const std::string &S) {
  return replaceChars(escapeData(S), {{':', "%3A"}, {',', "%2C"}});
}

const char *command(Severity L) {
  switch (L) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  default:
    return "notice";
  }
}

} // namespace

void printGithub(const AnalysisResult &R, llvm::raw_ostream &OS,
                 const ReportOptions &Opts) {
  // Most important first; past the cap of a level, counted, not annotated.
  unsigned Shown[4] = {0, 0, 0, 0}, Left = 0;
  for (const Finding *Fd : findingsAtOrAbove(R, Opts.MinLevel)) {
    unsigned &N = Shown[static_cast<int>(Fd->Level)];
    if (N >= Opts.MaxAnnotationsPerLevel) {
      ++Left;
      continue;
    }
    ++N;
    OS << "::" << command(Fd->Level);
    if (!Fd->Loc.File.empty()) {
      OS << " file=" << escapeProperty(Fd->Loc.File);
      if (Fd->Loc.Line)
        OS << ",line=" << Fd->Loc.Line;
      if (Fd->Loc.Column)
        OS << ",col=" << Fd->Loc.Column;
      OS << ",";
    } else {
      OS << " ";
    }
    // The title carries the launch's headline, as the report leads with it.
    std::string Title = Fd->Id;
    if (Fd->File >= 0 && Fd->KernelIndex >= 0 && Fd->Launch >= 0) {
      const KernelResult &K = R.Files[Fd->File].Kernels[Fd->KernelIndex];
      const RoofSet &Set = K.Launches[Fd->Launch].Roofs;
      const Roof *Lim = Set.limiting();
      if (Lim && Set.SoundTimeS)
        Title += ": predicted " + predictedFigure(Set) + " (" +
                 roofLevelName(Lim->Level) + "), can never beat " +
                 soundFigure(Set);
    }
    OS << "title=" << escapeProperty(Title) << "::" << escapeData(Fd->Message)
       << "\n";
  }
  // One plain line (not an annotation): the counts and the run's outcome.
  FindingCounts Counts = countFindings(R);
  auto Plural = [](unsigned N, const char *Word) {
    return std::to_string(N) + " " + Word + (N == 1 ? "" : "s");
  };
  OS << "roofline-lint: " << Plural(Counts.of(Severity::Error), "error") << ", "
     << Plural(Counts.of(Severity::Warning), "warning") << ", "
     << Plural(Counts.of(Severity::Note), "note");
  if (Counts.Suppressed)
    OS << " (" << Counts.Suppressed << " suppressed)";
  if (Left)
    OS << "; " << Left << " more not annotated (at most "
       << Opts.MaxAnnotationsPerLevel << " per level)";
  RunOutcome Outcome = runOutcome(R, Opts.FailOn);
  if (!Outcome.Text.empty())
    OS << "; " << Outcome.Text;
  OS << "\n";
}

ROOFLINE_REPORT_FORMATS(GithubReport, {{"github", 50, printGithub}});

} // namespace roofline
