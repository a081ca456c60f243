//===- DidYouMean.cpp - Suggestions for misspelled names ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/DidYouMean.h"

#include "roofline/Support/Diagnostics.h"

#include "llvm/ADT/StringRef.h"

#include <set>

namespace roofline {

std::string closestMatch(const std::string &Text,
                         const std::vector<std::string> &Candidates) {
  unsigned Limit = (static_cast<unsigned>(Text.size()) + 2) / 3;
  std::string Best;
  unsigned BestDistance = Limit + 1;
  for (const std::string &C : Candidates) {
    unsigned D = llvm::StringRef(Text).edit_distance(
        C, /*AllowReplacements=*/true, /*MaxEditDistance=*/Limit);
    if (D < BestDistance) {
      Best = C;
      BestDistance = D;
    }
  }
  return Best;
}

std::string suggestDiagId(const std::string &Text) {
  bool Pattern = !Text.empty() && Text.back() == '*';
  std::vector<std::string> Candidates;
  std::set<std::string> Seen;
  for (const DiagInfo &D : allDiagnostics()) {
    if (D.Kind == DiagKind::Report)
      continue; // never a finding: nothing to set or suppress
    std::string Id = D.Id;
    if (!Pattern) {
      Candidates.push_back(Id);
      continue;
    }
    // Every prefix that ends a word: "roofline-*", "roofline-unknown-*".
    for (size_t P = Id.find('-'); P != std::string::npos;
         P = Id.find('-', P + 1))
      if (Seen.insert(Id.substr(0, P + 1) + "*").second)
        Candidates.push_back(Id.substr(0, P + 1) + "*");
  }
  return closestMatch(Text, Candidates);
}

std::string didYouMeanDiagId(const std::string &Text) {
  std::string S = suggestDiagId(Text);
  return S.empty() ? "" : " did you mean '" + S + "'?";
}

} // namespace roofline
