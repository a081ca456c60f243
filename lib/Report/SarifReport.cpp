//===- SarifReport.cpp - SARIF 2.1.0 for code scanning --------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One run. tool.driver.rules lists every finding and assumption id of
// Diagnostics.def with its page (helpUri and the page itself as help);
// each unsuppressed or suppressed finding at or above --min-level is a
// result with ruleId,
// ruleIndex, level, a physical location relative to %SRCROOT% (the working
// directory), partialFingerprints, and its numbers in properties. Suppressed
// findings carry an inSource suppression, which code scanning shows as
// dismissed. Files Clang could not parse are toolExecutionNotifications as
// well as roofline-parse-error results; the invocation's exitCode and
// exitCodeDescription are the run's.
//
//===----------------------------------------------------------------------===//

#include "Formats.h"
#include "JsonText.h"
#include "roofline/Report/Report.h"

#include "roofline/Support/Diagnostics.h"

#include <nlohmann/json.hpp>

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>

namespace roofline {

using nlohmann::ordered_json;

namespace {

const std::map<std::string, std::string> &diagnosticPages() {
  static const std::map<std::string, std::string> Pages = {
#include "DiagnosticDocs.inc"
  };
  return Pages;
}

std::string currentDirectory() {
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd))
    return "";
  return std::string(Cwd);
}

/// Percent-encodes what may not appear in a URI path.
std::string uriPath(const std::string &Path) {
  static const char *Hex = "0123456789ABCDEF";
  std::string R;
  for (unsigned char C : Path) {
    if (std::isalnum(C) || C == '/' || C == '-' || C == '_' || C == '.' ||
        C == '~')
      R += static_cast<char>(C);
    else {
      R += '%';
      R += Hex[C >> 4];
      R += Hex[C & 15];
    }
  }
  return R;
}

/// A location relative to %SRCROOT% when the file is under it.
ordered_json artifact(const std::string &File, const std::string &Root) {
  ordered_json A;
  // Absolute first (a report path may be "../k.cu"), then relative to the
  // root when it is below it.
  llvm::SmallString<256> Abs(File);
  if (!llvm::sys::path::is_absolute(Abs)) {
    Abs = Root;
    llvm::sys::path::append(Abs, File);
  }
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  std::string Path(Abs);
  if (!Root.empty() && Path.compare(0, Root.size() + 1, Root + "/") == 0) {
    Path = Path.substr(Root.size() + 1);
  } else {
    A["uri"] = "file://" + uriPath(Path);
    return A;
  }
  A["uri"] = uriPath(Path);
  A["uriBaseId"] = "%SRCROOT%";
  return A;
}

const char *sarifLevel(Severity L) {
  switch (L) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  case Severity::Note:
    return "note";
  case Severity::Off:
    return "none";
  }
  return "none";
}

} // namespace

void printSarif(const AnalysisResult &R, llvm::raw_ostream &OS,
                const ReportOptions &Opts) {
  std::string Root = currentDirectory();
  ordered_json Rules = ordered_json::array();
  std::map<std::string, size_t> RuleIndex;
  for (const DiagInfo &D : allDiagnostics()) {
    if (D.Kind == DiagKind::Report)
      continue;
    ordered_json Rule;
    Rule["id"] = D.Id;
    Rule["name"] = D.Name;
    Rule["shortDescription"] = {{"text", D.Summary}};
    Rule["fullDescription"] = {{"text", D.Summary}};
    Rule["helpUri"] = diagnosticHelpUri(D.Id);
    auto Page = diagnosticPages().find(D.Id);
    if (Page != diagnosticPages().end())
      Rule["help"] = {{"text", Page->second}, {"markdown", Page->second}};
    Rule["defaultConfiguration"] = {{"level", sarifLevel(D.DefaultSeverity)}};
    Rule["properties"] = {
        {"tags", {"performance", "cuda", diagKindName(D.Kind)}},
        {"kind", diagKindName(D.Kind)}};
    RuleIndex[D.Id] = Rules.size();
    Rules.push_back(Rule);
  }

  ordered_json Results = ordered_json::array();
  for (const Finding &F : R.Findings) {
    // Suppressed findings stay, dismissed, so that code scanning closes
    // their alerts instead of forgetting them.
    if (F.Level == Severity::Off || F.Level < Opts.MinLevel)
      continue;
    ordered_json Res;
    Res["ruleId"] = F.Id;
    auto It = RuleIndex.find(F.Id);
    if (It != RuleIndex.end())
      Res["ruleIndex"] = It->second;
    Res["level"] = sarifLevel(F.Level);
    Res["message"] = {{"text", F.Message}};
    if (!F.Loc.File.empty()) {
      ordered_json Physical;
      Physical["artifactLocation"] = artifact(F.Loc.File, Root);
      if (F.Loc.Line) {
        ordered_json Region;
        Region["startLine"] = F.Loc.Line;
        if (F.Loc.Column)
          Region["startColumn"] = F.Loc.Column;
        Physical["region"] = Region;
      }
      ordered_json Loc;
      Loc["physicalLocation"] = Physical;
      if (!F.Kernel.empty())
        Loc["logicalLocations"] = {{{"name", F.Kernel}, {"kind", "function"}}};
      Res["locations"] = ordered_json::array({Loc});
    }
    Res["partialFingerprints"] = {{"rooflineFindingHash/v1", F.Fingerprint}};
    if (F.Suppressed) {
      ordered_json S;
      S["kind"] = "inSource";
      if (!F.SuppressionReason.empty())
        S["justification"] = F.SuppressionReason;
      Res["suppressions"] = ordered_json::array({S});
    }
    ordered_json Props = ordered_json::object();
    Props["kernel"] = F.Kernel;
    for (const FindingProperty &P : F.Properties) {
      if (P.Number && std::isfinite(*P.Number))
        Props[P.Key] = *P.Number;
      else if (!P.Number)
        Props[P.Key] = P.Text;
    }
    Res["properties"] = Props;
    Results.push_back(Res);
  }

  ordered_json Notifications = ordered_json::array();
  bool Success = true;
  for (const FileResult &F : R.Files)
    if (!F.Parsed || F.ErrorCount > 0) {
      Success = false;
      ordered_json N;
      N["level"] = "error";
      N["message"] = {{"text", F.File + " could not be parsed (" +
                                   std::to_string(F.ErrorCount) +
                                   " Clang error" +
                                   (F.ErrorCount == 1 ? "" : "s") + ")"}};
      N["locations"] = ordered_json::array(
          {{{"physicalLocation",
             {{"artifactLocation", artifact(F.File, Root)}}}}});
      Notifications.push_back(N);
    }

  ordered_json Driver;
  Driver["name"] = "roofline-lint";
  Driver["version"] = ROOFLINE_VERSION;
  Driver["semanticVersion"] = ROOFLINE_VERSION;
  Driver["informationUri"] = ROOFLINE_HOMEPAGE;
  Driver["rules"] = Rules;

  ordered_json Run;
  Run["tool"] = {{"driver", Driver}};
  Run["originalUriBaseIds"] = {
      {"%SRCROOT%", {{"uri", "file://" + uriPath(Root) + "/"}}}};
  ordered_json Invocation;
  RunOutcome Outcome = runOutcome(R, Opts.FailOn);
  Invocation["exitCode"] = Outcome.exitCode();
  if (!Outcome.Text.empty())
    Invocation["exitCodeDescription"] = Outcome.Text;
  Invocation["executionSuccessful"] = Success;
  if (!Notifications.empty())
    Invocation["toolExecutionNotifications"] = Notifications;
  Run["invocations"] = ordered_json::array({Invocation});
  Run["results"] = Results;
  ordered_json Props;
  Props["gpu"] = R.Gpu.Id;
  Props["gpuName"] = R.Gpu.Name;
  Run["properties"] = Props;

  ordered_json Log;
  Log["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json";
  Log["version"] = "2.1.0";
  Log["runs"] = ordered_json::array({Run});
  OS << jsonText(Log) << "\n";
}

ROOFLINE_REPORT_FORMATS(SarifReport, {{"sarif", 30, printSarif}});

} // namespace roofline
