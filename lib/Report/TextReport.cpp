//===- TextReport.cpp - The clang-style per-kernel report -----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One `file:line:col: remark:` line per kernel with its verdict, then aligned
// lines with the numbers behind it, then one clang-style note per assumption.
// Everything printed here was computed by the driver; this file only formats.
//
// This file prints the findings and the summary and defines the text format;
// TextKernel.cpp, TextLaunch.cpp and TextWhatIf.cpp print the readouts (what
// they share: TextInternals.h).
//
//===----------------------------------------------------------------------===//

#include "Formats.h"
#include "TextInternals.h"
#include "roofline/Report/Report.h"
#include "roofline/Result/Units.h"

#include <map>
#include <set>
#include <string>
#include <tuple>

namespace roofline {
namespace textimpl {

namespace {

llvm::raw_ostream::Colors levelColor(Severity L) {
  switch (L) {
  case Severity::Error:
    return ErrorColor;
  case Severity::Warning:
    return WarningColor;
  default:
    return NoteColor;
  }
}

void printFinding(const Finding &F, llvm::raw_ostream &OS) {
  diagnosticHead(OS, sourceLocationText(F.Loc), levelColor(F.Level),
                 severityName(F.Level));
  bold(OS, F.Message + " [" + F.Id + "]");
  OS << "\n";
}

/// A finding of the brief readout: its message wraps at 120 columns.
void printWrappedFinding(const Finding &F, llvm::raw_ostream &OS) {
  wrappedDiagnostic(OS, sourceLocationText(F.Loc), levelColor(F.Level),
                    severityName(F.Level), F.Message + " [" + F.Id + "]");
}

bool shownInBlock(const Finding &F) {
  // The readout already prints assumptions as notes.
  const DiagInfo *D = findDiagnostic(F.Id);
  return D && D->Kind == DiagKind::Assumption;
}

} // namespace

/// An assumption under the numbers it qualifies, at its finding's level;
/// not at all when suppressed or off.
void printAssumption(const Assumption &A, llvm::raw_ostream &OS,
                     const Style &St) {
  auto It = St.Assumptions.find(
      {A.Id, A.Loc.File, A.Loc.Line, A.Loc.Column, A.Message});
  if (It == St.Assumptions.end() || It->second->Suppressed)
    return;
  Severity L = It->second->Level;
  diagnosticHead(OS, sourceLocationText(A.Loc), levelColor(L), severityName(L));
  OS << A.Message << " [" << A.Id << "]\n";
}

namespace {

/// --readout=full and --quiet: every kernel's readout (or none), file by
/// file, each finding under its kernel.
void printFullText(const AnalysisResult &R, const KernelFindings &ByKernel,
                   const ReportOptions &Opts, Severity QuietFloor,
                   const Style &St, llvm::raw_ostream &OS) {
  for (size_t FI = 0; FI < R.Files.size(); ++FI) {
    const FileResult &F = R.Files[FI];
    // The file's own findings (roofline-parse-error) first.
    auto FileFinding = [&](const Finding &Fd, bool ParseError) {
      return Fd.File == static_cast<int>(FI) && Fd.KernelIndex < 0 &&
             (Fd.Id == diagId(DiagId::ParseError)) == ParseError &&
             !Fd.Suppressed && Fd.Level != Severity::Off &&
             (!Opts.Quiet || Fd.Level >= QuietFloor);
    };
    for (const Finding &Fd : R.Findings)
      if (FileFinding(Fd, true))
        printFinding(Fd, OS);
    if (!F.Parsed)
      continue;
    if (F.Kernels.empty() && !Opts.Quiet) {
      diagnosticHead(OS, F.File, NoteColor, "note");
      OS << "no __global__ kernels found\n";
    }
    for (size_t KI = 0; KI < F.Kernels.size(); ++KI) {
      if (!Opts.Quiet)
        printKernel(F.Kernels[KI], R.Gpu, OS, St);
      auto It = ByKernel.find({FI, KI});
      if (It == ByKernel.end())
        continue;
      for (const Finding *Fd : It->second)
        if (!Fd->Suppressed &&
            (Opts.Quiet ? Fd->Level >= QuietFloor : !shownInBlock(*Fd)))
          printFinding(*Fd, OS);
    }
    // Findings of no kernel: the file's suppression comments.
    for (const Finding &Fd : R.Findings)
      if (FileFinding(Fd, false))
        printFinding(Fd, OS);
  }
}

/// The default: the files' own findings, then one block per kernel of the
/// source (TextBrief.cpp); a finding many files share is printed once.
void printBriefText(const AnalysisResult &R, const KernelFindings &ByKernel,
                    llvm::raw_ostream &OS) {
  std::set<std::tuple<std::string, std::string, unsigned, std::string>> Seen;
  auto FileFindings = [&](size_t FI, bool ParseError) {
    for (const Finding &Fd : R.Findings)
      if (Fd.File == static_cast<int>(FI) && Fd.KernelIndex < 0 &&
          (Fd.Id == diagId(DiagId::ParseError)) == ParseError &&
          !Fd.Suppressed && Fd.Level != Severity::Off &&
          Seen.insert({Fd.Id, Fd.Loc.File, Fd.Loc.Line, Fd.Message}).second)
        printWrappedFinding(Fd, OS);
  };
  for (size_t FI = 0; FI < R.Files.size(); ++FI) {
    FileFindings(FI, true);
    const FileResult &F = R.Files[FI];
    if (F.Parsed && F.Kernels.empty()) {
      diagnosticHead(OS, F.File, NoteColor, "note");
      OS << "no __global__ kernels found\n";
    }
  }
  printBrief(R, ByKernel, printWrappedFinding, OS);
  for (size_t FI = 0; FI < R.Files.size(); ++FI)
    FileFindings(FI, false);
}

} // namespace

} // namespace textimpl

using namespace textimpl;

void printText(const AnalysisResult &R, llvm::raw_ostream &OS,
               const ReportOptions &Opts) {
  Style St;
  St.Verbose = Opts.Verbose;
  // Each kernel's findings, in report order.
  KernelFindings ByKernel;
  for (const Finding &Fd : R.Findings) {
    if (Fd.File >= 0 && Fd.KernelIndex >= 0)
      ByKernel[{static_cast<size_t>(Fd.File),
                static_cast<size_t>(Fd.KernelIndex)}]
          .push_back(&Fd);
    const DiagInfo *D = findDiagnostic(Fd.Id);
    if (D && D->Kind == DiagKind::Assumption)
      St.Assumptions.emplace(AssumptionKey{Fd.Id, Fd.Loc.File, Fd.Loc.Line,
                                           Fd.Loc.Column, Fd.Message},
                             &Fd);
  }
  // --quiet keeps what matters to the run: warnings and errors, and notes
  // when the run fails on them.
  Severity QuietFloor = Severity::Warning;
  if (Opts.FailOn && *Opts.FailOn < QuietFloor)
    QuietFloor = *Opts.FailOn;
  // Findings of the run itself (a baseline from another GPU) first.
  if (!Opts.Summary)
    for (const Finding &Fd : R.Findings)
      if (Fd.File < 0 && !Fd.Suppressed &&
          (!Opts.Quiet || Fd.Level >= QuietFloor))
        printFinding(Fd, OS);
  if (Opts.Summary) {
    // The table, each kernel's warnings counted in it; the files' own
    // errors (a file that could not be parsed) under it.
    printSummaryTable(R, ByKernel, OS);
    for (const Finding &Fd : R.Findings)
      if (Fd.KernelIndex < 0 && !Fd.Suppressed && Fd.Level >= QuietFloor)
        printFinding(Fd, OS);
  } else if (!Opts.Quiet && !Opts.FullReadout) {
    printBriefText(R, ByKernel, OS);
  } else {
    printFullText(R, ByKernel, Opts, QuietFloor, St, OS);
  }
  if (!R.OtherGpus.empty() && !Opts.Quiet && !Opts.Summary)
    printWhatIf(R, OS);
  if (St.Shortened)
    OS << "roofline-lint: <formula ...> stands for a formula too long for "
          "its line; -v prints it, JSON has it\n";

  if (R.UnchangedLeftOut)
    OS << "roofline-lint: " << R.UnchangedLeftOut << " unchanged kernel"
       << (R.UnchangedLeftOut == 1 ? "" : "s")
       << " left out (--changed-only)\n";
  FindingCounts Counts = countFindings(R);
  unsigned Errors = Counts.of(Severity::Error),
           Warnings = Counts.of(Severity::Warning),
           Notes = Counts.of(Severity::Note), Suppressed = Counts.Suppressed;
  RunOutcome Outcome = runOutcome(R, Opts.FailOn);
  if (Errors + Warnings + Suppressed == 0 && !Outcome.Fails)
    return;
  auto Plural = [](unsigned N, const char *Word) {
    return std::to_string(N) + " " + Word + (N == 1 ? "" : "s");
  };
  std::string Summary =
      Plural(Warnings, "warning") + ", " + Plural(Errors, "error");
  if (Opts.FailOn && *Opts.FailOn == Severity::Note)
    Summary += ", " + Plural(Notes, "note");
  if (Suppressed)
    Summary += " (" + std::to_string(Suppressed) + " suppressed)";
  if (!Outcome.Text.empty())
    Summary += "; " + Outcome.Text;
  OS << "roofline-lint: " << Summary << "\n";
}

namespace {

/// The text format: the report, then what --measured matched.
void printTextAndMeasured(const AnalysisResult &R, llvm::raw_ostream &OS,
                          const ReportOptions &Opts) {
  printText(R, OS, Opts);
  if (R.Measurements && !Opts.Quiet)
    printMeasuredText(R, OS);
}

} // namespace

ROOFLINE_REPORT_FORMATS(TextReport, {{"text", 10, printTextAndMeasured}});

} // namespace roofline
