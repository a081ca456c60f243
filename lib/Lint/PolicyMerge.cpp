//===- PolicyMerge.cpp - A file's policy: configuration, then flags -------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/PolicyMerge.h"

#include "roofline/Lint/DidYouMean.h"
#include "roofline/Support/Diagnostics.h"
#include "roofline/Support/Errors.h"
#include "roofline/Support/PathGlobs.h"

#include "llvm/Support/Path.h"

#include <cmath>
#include <cstdlib>
#include <sstream>

namespace roofline {

namespace {

llvm::Expected<std::pair<std::string, Severity>>
readSeverity(const std::string &S) {
  size_t Eq = S.find('=');
  std::string Id = Eq == std::string::npos ? "" : S.substr(0, Eq);
  auto Level =
      Eq == std::string::npos ? std::nullopt : parseSeverity(S.substr(Eq + 1));
  if (!Level) {
    std::string Hint = Eq == std::string::npos
                           ? ""
                           : closestMatch(S.substr(Eq + 1),
                                          {"off", "note", "warning", "error"});
    return makeError(
        "invalid --severity '" + S +
        "': expected ID=LEVEL with LEVEL off, note, warning or error" +
        (Hint.empty() ? "" : "; did you mean '" + Id + "=" + Hint + "'?"));
  }
  if (!isKnownDiagPattern(Id)) {
    std::string Hint = suggestDiagId(Id);
    return makeError("invalid --severity '" + S + "': unknown id '" + Id + "'" +
                     (Hint.empty() ? ""
                                   : "; did you mean '" + Hint + "=" +
                                         S.substr(Eq + 1) + "'?") +
                     " (see --list-checks)");
  }
  return std::make_pair(Id, *Level);
}

llvm::Expected<std::pair<std::string, double>>
readCheckOption(const std::string &Text) {
  size_t Eq = Text.find('=');
  std::string Key = Text.substr(0, Eq);
  const CheckOptionRef *C = findCheckOption(Key);
  if (Eq == std::string::npos)
    return makeError("invalid --check-option '" + Text +
                     "': expected ID.OPTION=VALUE");
  if (!C)
    return makeError("invalid --check-option '" + Text +
                     "': " + unknownCheckOptionMessage(Key));
  std::string Value = Text.substr(Eq + 1);
  char *End = nullptr;
  double V = std::strtod(Value.c_str(), &End);
  if (Value.empty() || *End || !inRange(V, C->Info->Range))
    return makeError("invalid --check-option '" + Text + "': expected " +
                     C->Info->Range.Words);
  return std::make_pair(Key, V);
}

} // namespace

std::string formatOptionNumber(double V) {
  if (std::isnan(V))
    return "nan";
  if (std::isinf(V))
    return V > 0 ? "inf" : "-inf";
  std::ostringstream OS;
  OS << V;
  return OS.str();
}

llvm::Expected<PolicyFlags>
readPolicyFlags(const std::vector<std::string> &Severities,
                const std::map<std::string, std::optional<double>> &OwnFlags,
                const std::vector<std::string> &CheckOptions,
                bool ReportUnusedSuppressions) {
  PolicyFlags Flags;
  Flags.ReportUnusedSuppressions = ReportUnusedSuppressions;
  for (const std::string &S : Severities) {
    auto Level = readSeverity(S);
    if (!Level)
      return Level.takeError();
    Flags.Levels.push_back(std::move(*Level));
  }
  // The older flags first, then --check-option: the later one wins.
  for (const CheckOptionRef &C : checkOptions()) {
    auto It = OwnFlags.find(C.Key);
    if (It == OwnFlags.end() || !It->second)
      continue;
    if (!inRange(*It->second, C.Info->Range))
      return makeError(std::string("invalid ") + C.Info->Flag + " '" +
                       formatOptionNumber(*It->second) + "': expected " +
                       C.Info->Range.Words);
    Flags.CheckOptions.push_back({C.Key, *It->second});
  }
  for (const std::string &Text : CheckOptions) {
    auto Option = readCheckOption(Text);
    if (!Option)
      return Option.takeError();
    Flags.CheckOptions.push_back(std::move(*Option));
  }
  return Flags;
}

Policy mergePolicy(const Config &C, const PolicyFlags &Flags) {
  Policy P;
  for (const auto &[Id, Level] : C.Checks)
    P.Levels.push_back({Id, *parseSeverity(Level)});
  P.Levels.insert(P.Levels.end(), Flags.Levels.begin(), Flags.Levels.end());
  for (const auto &[Key, V] : C.CheckOptions)
    P.Options[Key] = V;
  for (const auto &[Key, V] : Flags.CheckOptions)
    P.Options[Key] = V;
  P.ReportUnusedSuppressions = Flags.ReportUnusedSuppressions ||
                               C.ReportUnusedSuppressions.value_or(false);
  return P;
}

llvm::Expected<const Policy *>
FilePolicies::policyFor(const Config &C, const std::string &File) {
  auto [Base, NewBase] = Plain.try_emplace(&C);
  if (NewBase)
    Base->second = mergePolicy(C, Flags);
  std::string Matched; // which entries apply, as a key
  std::vector<std::pair<std::string, Severity>> Extra;
  std::string Dir(llvm::sys::path::parent_path(absolutePath(C.Path)));
  for (size_t E = 0; E < C.PerFileChecks.size(); ++E) {
    PathGlobs G;
    if (llvm::Error Err = G.add(C.PerFileChecks[E].first, Dir))
      return makeError(C.Path +
                       ": per-file-checks: " + llvm::toString(std::move(Err)));
    if (!G.match(File))
      continue;
    Matched += std::to_string(E) + ",";
    for (const auto &[Id, Level] : C.PerFileChecks[E].second)
      Extra.push_back({Id, *parseSeverity(Level)});
  }
  if (Matched.empty())
    return &Base->second;
  auto [It, New] = PerFile.try_emplace({&C, Matched});
  if (New) {
    Policy &P = It->second;
    P = Base->second;
    P.Levels.clear();
    for (const auto &[Id, Level] : C.Checks)
      P.Levels.push_back({Id, *parseSeverity(Level)});
    P.Levels.insert(P.Levels.end(), Extra.begin(), Extra.end());
    P.Levels.insert(P.Levels.end(), Flags.Levels.begin(), Flags.Levels.end());
  }
  return &It->second;
}

} // namespace roofline
