//===- Outputs.cpp - Reports to files and stdout --------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "Outputs.h"
#include "roofline/Support/Errors.h"

#include "CommandLine.h"
#include "roofline/Support/TempFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

namespace roofline {

const std::vector<std::string> &reportFormats() {
  static const std::vector<std::string> Names = [] {
    std::vector<std::string> N;
    for (const ReportFormat &F : reportFormatTable())
      N.push_back(F.Name);
    return N;
  }();
  return Names;
}

std::string reportFormatList(const char *Last) {
  const std::vector<std::string> &Names = reportFormats();
  std::string S;
  for (size_t I = 0; I < Names.size(); ++I)
    S += (I == 0                  ? ""
          : I + 1 == Names.size() ? std::string(" ") + Last + " "
                                  : ", ") +
         Names[I] + (I == 0 ? " (default)" : "");
  return S;
}

namespace {

std::string formatList() {
  std::string S;
  for (const std::string &F : reportFormats())
    S += (S.empty() ? "" : ", ") + F;
  return S;
}

} // namespace

llvm::Expected<OutputRequest> parseOutputRequest(const std::string &Text) {
  OutputRequest Out;
  size_t Eq = Text.find('=');
  if (Eq == std::string::npos || Eq == 0 || Eq + 1 == Text.size()) {
    return makeError(
        "invalid --output '" + Text +
        "': expected FORMAT=PATH, e.g. sarif=roofline.sarif (PATH - "
        "is stdout)");
  }
  Out.Format = Text.substr(0, Eq);
  Out.Path = Text.substr(Eq + 1);
  bool Known = false;
  for (const std::string &F : reportFormats())
    Known = Known || F == Out.Format;
  if (!Known) {
    std::string Hint = closestMatch(Out.Format, reportFormats());
    return makeError("invalid --output '" + Text + "': unknown format '" +
                     Out.Format + "'" +
                     (Hint.empty() ? "" : "; did you mean '" + Hint + "'?") +
                     " (formats: " + formatList() + ")");
  }
  return Out;
}

llvm::Error checkOutputRequests(const std::vector<OutputRequest> &Requests) {
  std::set<std::string> Paths;
  unsigned ToStdout = 0;
  for (const OutputRequest &R : Requests) {
    if (R.Path == "-") {
      if (++ToStdout > 1) {
        return makeError("two reports to stdout: give each but one a file "
                         "(--output FORMAT=PATH)");
      }
      continue;
    }
    llvm::SmallString<256> Abs(R.Path);
    llvm::sys::fs::make_absolute(Abs);
    llvm::sys::path::remove_dots(Abs, true);
    if (!Paths.insert(std::string(Abs)).second) {
      return makeError("two reports to '" + R.Path + "'");
    }
  }
  return llvm::Error::success();
}

std::string withoutWorkflowCommands(std::string Text) {
  for (size_t At = 0; At != std::string::npos;) {
    if (Text.compare(At, 2, "::") == 0)
      Text.insert(At, " ");
    At = Text.find('\n', At);
    if (At != std::string::npos)
      ++At;
  }
  return Text;
}

void printReport(const std::string &Format, const AnalysisResult &R,
                 llvm::raw_ostream &OS, const ReportOptions &Opts) {
  for (const ReportFormat &F : reportFormatTable())
    if (Format == F.Name)
      return F.Print(R, OS, Opts);
  reportFormatTable().front().Print(R, OS, Opts);
}

llvm::Error writeReports(const std::vector<OutputRequest> &Requests,
                         const AnalysisResult &R, const ReportOptions &Opts,
                         llvm::raw_fd_ostream &Stdout) {
  // Files first, stdout last: when a file cannot be written, stdout holds
  // no summary that the exit code (4) contradicts.
  const OutputRequest *ToStdout = nullptr;
  for (const OutputRequest &Req : Requests) {
    if (Req.Path == "-") {
      ToStdout = &Req;
      continue;
    }
    std::string Text;
    {
      llvm::raw_string_ostream TextOS(Text);
      TextOS.enable_colors(false); // text written to a file has no colour
      printReport(Req.Format, R, TextOS, Opts);
    }
    // A device or a pipe (/dev/stderr, a FIFO) is written in place: there is
    // nothing to rename over it. A file goes through a temporary renamed
    // over it; an interrupted run (SIGTERM, ^C) leaves no temporary behind.
    std::error_code EC;
    llvm::sys::fs::file_status Status;
    if (!llvm::sys::fs::status(Req.Path, Status) &&
        llvm::sys::fs::exists(Status) &&
        !llvm::sys::fs::is_regular_file(Status) &&
        !llvm::sys::fs::is_directory(Status)) {
      llvm::raw_fd_ostream Out(Req.Path, EC, llvm::sys::fs::OF_None);
      if (!EC) {
        Out << Text;
        Out.close();
        EC = Out.error();
        Out.clear_error();
      }
    } else {
      EC = writeFileAtomically(Req.Path, Text);
    }
    if (EC) {
      return makeError("cannot write " + Req.Format + " report '" + Req.Path +
                       "': " + EC.message());
    }
  }
  if (ToStdout) {
    if (ToStdout->Format == "github") {
      printReport(ToStdout->Format, R, Stdout, Opts);
    } else {
      // A CI runner reads stdout for workflow commands too: a file name
      // holding a newline and "::error" must not start a line of the text
      // or markdown with one.
      std::string Text;
      {
        llvm::raw_string_ostream TextOS(Text);
        TextOS.enable_colors(Stdout.colors_enabled());
        printReport(ToStdout->Format, R, TextOS, Opts);
      }
      Stdout << withoutWorkflowCommands(std::move(Text));
    }
    Stdout.flush();
    // A full disk or a closed stdout must not pass as a written report.
    if (Stdout.has_error()) {
      std::string Why = Stdout.error().message();
      Stdout.clear_error();
      return makeError("cannot write the " + ToStdout->Format +
                       " report to standard output: " + Why);
    }
  }
  return llvm::Error::success();
}

} // namespace roofline
