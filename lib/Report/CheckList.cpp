//===- CheckList.cpp - The ids, their levels and their pages --------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "JsonText.h"
#include "roofline/Report/Report.h"

#include <nlohmann/json.hpp>

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace roofline {

std::string diagnosticHelpUri(const std::string &Id) {
  return std::string(ROOFLINE_HOMEPAGE) + "/blob/main/docs/diagnostics/" + Id +
         ".md";
}

void printCheckListJson(llvm::raw_ostream &OS) {
  nlohmann::ordered_json List = nlohmann::ordered_json::array();
  for (const DiagInfo &D : allDiagnostics()) {
    nlohmann::ordered_json J;
    J["id"] = D.Id;
    J["name"] = D.Name;
    J["kind"] = diagKindName(D.Kind);
    J["default_level"] =
        D.Kind == DiagKind::Report
            ? nlohmann::ordered_json()
            : nlohmann::ordered_json(severityName(D.DefaultSeverity));
    J["summary"] = D.Summary;
    J["help_uri"] = diagnosticHelpUri(D.Id);
    List.push_back(J);
  }
  OS << jsonText(List) << "\n";
}

void printCheckList(llvm::raw_ostream &OS) {
  size_t Width = 0;
  for (const DiagInfo &D : allDiagnostics())
    Width = std::max(Width, std::string(D.Id).size());
  // Columns padded on the right, never cut.
  auto Row = [&](llvm::StringRef Id, llvm::StringRef Kind,
                 llvm::StringRef Level, llvm::StringRef Summary) {
    OS << llvm::left_justify(Id, Width + 2) << llvm::left_justify(Kind, 12)
       << llvm::left_justify(Level, 9) << Summary << "\n";
  };
  Row("id", "kind", "default", "summary");
  for (const DiagInfo &D : allDiagnostics())
    Row(D.Id, diagKindName(D.Kind),
        D.Kind == DiagKind::Report ? "-" : severityName(D.DefaultSeverity),
        D.Summary);
}

} // namespace roofline
