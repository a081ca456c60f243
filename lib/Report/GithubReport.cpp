//===- GithubReport.cpp - GitHub Actions workflow commands ----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One `::error`, `::warning` or `::notice` line per unsuppressed finding, as
// GitHub Actions turns into annotations on the pull request's diff:
//   ::warning file=k.cu,line=6,col=17,title=roofline-memory-bound::kernel ...
// Escaping follows the runner's rules: % CR LF in the message; also : and ,
// in properties.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Report.h"

namespace roofline {

namespace {

std::string escapeData(const std::string &S) {
  std::string R;
  for (char C : S) {
    if (C == '%')
      R += "%25";
    else if (C == '\r')
      R += "%0D";
    else if (C == '\n')
      R += "%0A";
    else
      R += C;
  }
  return R;
}

std::string escapeProperty(const std::string &S) {
  std::string R;
  for (char C : escapeData(S)) {
    if (C == ':')
      R += "%3A";
    else if (C == ',')
      R += "%2C";
    else
      R += C;
  }
  return R;
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

void printGithub(const AnalysisResult &R, std::ostream &OS) {
  for (const FileResult &F : R.Files)
    if (!F.Parsed || F.ErrorCount > 0)
      OS << "::error file=" << escapeProperty(F.File)
         << ",title=roofline-lint::" << escapeData(F.File)
         << " could not be parsed: " << F.ErrorCount << " Clang error"
         << (F.ErrorCount == 1 ? "" : "s") << "\n";
  for (const Finding &Fd : R.Findings) {
    if (Fd.Suppressed || Fd.Level == Severity::Off)
      continue;
    OS << "::" << command(Fd.Level);
    if (!Fd.Loc.File.empty()) {
      OS << " file=" << escapeProperty(Fd.Loc.File);
      if (Fd.Loc.Line)
        OS << ",line=" << Fd.Loc.Line;
      if (Fd.Loc.Column)
        OS << ",col=" << Fd.Loc.Column;
      OS << ",";
    } else {
      OS << " ";
    }
    OS << "title=" << escapeProperty(Fd.Id) << "::" << escapeData(Fd.Message)
       << "\n";
  }
}

} // namespace roofline
