//===- Explain.cpp - --explain ID -----------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The pages of docs/diagnostics/ are compiled in (DiagnosticDocs.inc, the
// file the SARIF rules' help is made from), so an installed tool explains
// its ids without a docs directory and always in its own version's words.
//
//===----------------------------------------------------------------------===//

#include "Explain.h"

#include "roofline/Driver/Driver.h"
#include "roofline/Lint/DidYouMean.h"

#include <map>
#include <vector>

namespace roofline {

namespace {

const std::map<std::string, std::string> &diagnosticPages() {
  static const std::map<std::string, std::string> Pages = {
#include "DiagnosticDocs.inc"
  };
  return Pages;
}

} // namespace

int explainDiagnostic(const std::string &Id, llvm::raw_ostream &Out,
                      llvm::raw_ostream &Err) {
  const auto &Pages = diagnosticPages();
  auto It = Pages.find(Id);
  if (It != Pages.end()) {
    Out << It->second;
    if (!It->second.empty() && It->second.back() != '\n')
      Out << "\n";
    return ExitOk;
  }
  std::vector<std::string> Ids;
  for (const auto &[Known, Page] : Pages)
    Ids.push_back(Known);
  std::string Hint = closestMatch(Id, Ids);
  Err << "roofline-lint: error: --explain: unknown id '" << Id << "'"
      << (Hint.empty() ? "" : "; did you mean '" + Hint + "'?")
      << " (see --list-checks)\n";
  return ExitUsage;
}

} // namespace roofline
