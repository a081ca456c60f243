//===- CheckList.cpp - The ids, their levels and their pages --------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Report.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iomanip>

namespace roofline {

std::string diagnosticHelpUri(const std::string &Id) {
  return std::string(ROOFLINE_HOMEPAGE) + "/blob/main/docs/diagnostics/" + Id +
         ".md";
}

void printCheckListJson(std::ostream &OS) {
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
  OS << List.dump(2) << "\n";
}

void printCheckList(std::ostream &OS) {
  size_t Width = 0;
  for (const DiagInfo &D : allDiagnostics())
    Width = std::max(Width, std::string(D.Id).size());
  OS << std::left << std::setw(static_cast<int>(Width) + 2) << "id"
     << std::setw(12) << "kind" << std::setw(9) << "default"
     << "summary\n";
  for (const DiagInfo &D : allDiagnostics())
    OS << std::left << std::setw(static_cast<int>(Width) + 2) << D.Id
       << std::setw(12) << diagKindName(D.Kind) << std::setw(9)
       << (D.Kind == DiagKind::Report ? "-" : severityName(D.DefaultSeverity))
       << D.Summary << "\n";
}

} // namespace roofline
