//===- Diagnostics.cpp - The list of ids, as data -------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Diagnostics.h"

namespace roofline {

const char *severityName(Severity S) {
  switch (S) {
  case Severity::Off:
    return "off";
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "off";
}

std::optional<Severity> parseSeverity(const std::string &Name) {
  for (Severity S :
       {Severity::Off, Severity::Note, Severity::Warning, Severity::Error})
    if (Name == severityName(S))
      return S;
  return std::nullopt;
}

const char *diagKindName(DiagKind K) {
  switch (K) {
  case DiagKind::Report:
    return "report";
  case DiagKind::Finding:
    return "finding";
  case DiagKind::Assumption:
    return "assumption";
  case DiagKind::Error:
    return "error";
  }
  return "report";
}

const std::vector<DiagInfo> &allDiagnostics() {
  static const std::vector<DiagInfo> List = {
#define ROOFLINE_DIAG(Enum, Id, Kind, Level, Summary)                          \
  {DiagId::Enum, #Enum, Id, DiagKind::Kind, Severity::Level, Summary},
#include "roofline/Support/Diagnostics.def"
  };
  return List;
}

const DiagInfo &diagInfo(DiagId D) {
  return allDiagnostics()[static_cast<unsigned>(D)];
}

const DiagInfo *findDiagnostic(const std::string &Id) {
  for (const DiagInfo &D : allDiagnostics())
    if (Id == D.Id)
      return &D;
  return nullptr;
}

bool diagPatternMatches(const std::string &Pattern, const std::string &Id) {
  if (!Pattern.empty() && Pattern.back() == '*')
    return Id.compare(0, Pattern.size() - 1, Pattern, 0, Pattern.size() - 1) ==
           0;
  return Pattern == Id;
}

bool isKnownDiagPattern(const std::string &Pattern) {
  for (const DiagInfo &D : allDiagnostics())
    if (diagPatternMatches(Pattern, D.Id))
      return true;
  return false;
}

} // namespace roofline
