//===- Outcome.cpp - How a run ends ---------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Result/Outcome.h"

#include <algorithm>
#include <string>
#include <vector>

namespace roofline {

bool FindingCounts::fails(const std::optional<Severity> &FailOn) const {
  if (!FailOn)
    return false;
  for (int L = std::max(1, static_cast<int>(*FailOn)); L < 4; ++L)
    if (PerLevel[L] > 0)
      return true;
  return false;
}

FindingCounts countFindings(const AnalysisResult &R) {
  FindingCounts C;
  for (const Finding &F : R.Findings) {
    if (F.Suppressed)
      ++C.Suppressed;
    else
      ++C.PerLevel[static_cast<int>(F.Level)];
  }
  return C;
}

RunOutcome runOutcome(const AnalysisResult &R,
                      const std::optional<Severity> &FailOn) {
  RunOutcome O;
  if (!FailOn)
    return O;
  for (const Finding &F : R.Findings) {
    if (F.Suppressed || F.Level == Severity::Off || F.Level < *FailOn)
      continue;
    O.Fails = true;
    if (F.Id == diagId(DiagId::ParseError))
      ++O.UnparsedFiles;
    else if (F.Id == diagId(DiagId::NotAnalyzed))
      ++O.UnanalyzedKernels;
  }
  std::string Level = severityName(*FailOn);
  if (!O.Fails) {
    O.Text = "passes (fails on " + Level + ")";
    return O;
  }
  O.Text = "fails on " + Level;
  std::vector<std::string> Why;
  if (O.UnparsedFiles)
    Why.push_back(std::to_string(O.UnparsedFiles) + " file" +
                  (O.UnparsedFiles == 1 ? "" : "s") + " could not be parsed");
  if (O.UnanalyzedKernels)
    Why.push_back(std::to_string(O.UnanalyzedKernels) + " kernel" +
                  (O.UnanalyzedKernels == 1 ? "" : "s") + " not analyzed");
  for (size_t I = 0; I < Why.size(); ++I)
    O.Text += (I ? ", " : ": ") + Why[I];
  return O;
}

std::vector<const Finding *> findingsAtOrAbove(const AnalysisResult &R,
                                               Severity Min) {
  std::vector<const Finding *> Out;
  for (int L = static_cast<int>(Severity::Error);
       L >= std::max(1, static_cast<int>(Min)); --L)
    for (const Finding &F : R.Findings)
      if (!F.Suppressed && static_cast<int>(F.Level) == L)
        Out.push_back(&F);
  return Out;
}

} // namespace roofline
