//===- CodeQualityReport.cpp - GitLab Code Quality ------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The report GitLab's merge request widget reads (artifacts:reports:
// codequality): a JSON array with one issue per unsuppressed finding at or
// above --min-level, each with the fields GitLab documents as required:
//   description, check_name, fingerprint (unique in the report), severity
//   (info, minor, major, critical, blocker), location.path (relative to the
//   repository root) and location.lines.begin.
// Levels map note -> info, warning -> major, error -> critical.
//
//===----------------------------------------------------------------------===//

#include "Formats.h"
#include "JsonText.h"
#include "roofline/Report/Report.h"

#include <nlohmann/json.hpp>

#include "llvm/Support/raw_ostream.h"

#include <set>

namespace roofline {

using nlohmann::ordered_json;

namespace {

const char *codeQualitySeverity(Severity L) {
  switch (L) {
  case Severity::Error:
    return "critical";
  case Severity::Warning:
    return "major";
  default:
    return "info";
  }
}

} // namespace

void printCodeQuality(const AnalysisResult &R, llvm::raw_ostream &OS,
                      const ReportOptions &Opts) {
  ordered_json Issues = ordered_json::array();
  std::set<std::string> Seen;
  for (const Finding *F : findingsAtOrAbove(R, Opts.MinLevel)) {
    ordered_json I;
    I["type"] = "issue";
    I["description"] = F->Message;
    I["check_name"] = F->Id;
    // Finding fingerprints leave out line numbers (stable across edits);
    // two findings that share one get a counter, as GitLab wants each
    // issue's unique.
    std::string Fp = F->Fingerprint;
    for (unsigned N = 2; !Seen.insert(Fp).second; ++N)
      Fp = F->Fingerprint + "-" + std::to_string(N);
    I["fingerprint"] = Fp;
    I["severity"] = codeQualitySeverity(F->Level);
    I["location"] = {{"path", F->Loc.File},
                     {"lines", {{"begin", F->Loc.Line ? F->Loc.Line : 1}}}};
    Issues.push_back(I);
  }
  OS << jsonText(Issues) << "\n";
}

ROOFLINE_REPORT_FORMATS(CodeQualityReport,
                        {{"codequality", 60, printCodeQuality}});

} // namespace roofline
