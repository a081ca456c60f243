//===- Diagnostics.h - The list of ids, as data ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Every id roofline-lint can print comes from Diagnostics.def. This header
// turns that list into data for the policy (default levels), --list-checks,
// the SARIF rules and the generated docs index.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_DIAGNOSTICS_H
#define ROOFLINE_SUPPORT_DIAGNOSTICS_H

#include <optional>
#include <string>
#include <vector>

namespace roofline {

/// How much a finding matters. Ordered: a run fails on findings at or above
/// the chosen level.
enum class Severity { Off, Note, Warning, Error };

const char *severityName(Severity S); // "off", "note", "warning", "error"
std::optional<Severity> parseSeverity(const std::string &Name);

enum class DiagKind { Report, Finding, Assumption, Error };

const char *diagKindName(DiagKind K); // "report", "finding", ...

/// Every id of Diagnostics.def, by its enum name: code names an id by this,
/// never by its string, so a misspelled id does not compile.
enum class DiagId : unsigned {
#define ROOFLINE_DIAG(Enum, Id, Kind, Level, Summary) Enum,
#include "roofline/Support/Diagnostics.def"
};

struct DiagInfo {
  DiagId Code;
  const char *Name; // "MemoryBound": the SARIF rule name
  const char *Id;
  DiagKind Kind;
  Severity DefaultSeverity;
  const char *Summary;
};

/// In Diagnostics.def order.
const std::vector<DiagInfo> &allDiagnostics();
const DiagInfo &diagInfo(DiagId D);
/// The id as users see it: "roofline-memory-bound".
inline const char *diagId(DiagId D) { return diagInfo(D).Id; }
const DiagInfo *findDiagnostic(const std::string &Id);

/// Matches Id against a pattern that may end in `*` ("roofline-*").
bool diagPatternMatches(const std::string &Pattern, const std::string &Id);

/// An id of the list, or a pattern that matches at least one.
bool isKnownDiagPattern(const std::string &Pattern);

} // namespace roofline

#endif // ROOFLINE_SUPPORT_DIAGNOSTICS_H
