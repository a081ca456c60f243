//===- Policies.cpp - Each configuration's policy -------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A stage of a run: each configuration's policy (levels, check options),
// bindings and launches, with the command line's after them.
//
//===----------------------------------------------------------------------===//

#include "DriverRun.h"
#include "roofline/Lint/DidYouMean.h"

namespace roofline {

/// Each configuration's policy, bindings and launches, with the command
/// line's after them.
std::optional<int> DriverRun::buildPolicies() {
  // Per-file policy and bindings: the file's configuration, then the
  // command line.
  for (const std::string &S : O.Severities) {
    size_t Eq = S.find('=');
    std::string Id = Eq == std::string::npos ? "" : S.substr(0, Eq);
    auto Level = Eq == std::string::npos ? std::nullopt
                                         : parseSeverity(S.substr(Eq + 1));
    if (!Level) {
      std::string Hint =
          Eq == std::string::npos
              ? ""
              : closestMatch(S.substr(Eq + 1),
                             {"off", "note", "warning", "error"});
      return fail(
          "invalid --severity '" + S +
          "': expected ID=LEVEL with LEVEL off, note, warning or "
          "error" +
          (Hint.empty() ? "" : "; did you mean '" + Id + "=" + Hint + "'?"));
    }
    if (!isKnownDiagPattern(Id)) {
      std::string Hint = suggestDiagId(Id);
      return fail("invalid --severity '" + S + "': unknown id '" + Id + "'" +
                  (Hint.empty() ? ""
                                : "; did you mean '" + Hint + "=" +
                                      S.substr(Eq + 1) + "'?") +
                  " (see --list-checks)");
    }
    CliLevels.push_back({Id, *Level});
  }
  // The older flags first, then --check-option: the later one wins.
  for (const CheckOptionRef &C : checkOptions()) {
    auto It = O.CheckOptionFlags.find(C.Key);
    if (It == O.CheckOptionFlags.end() || !It->second)
      continue;
    if (!inRange(*It->second, C.Info->Range))
      return fail(std::string("invalid ") + C.Info->Flag + " '" +
                  formatOptionNumber(*It->second) + "': expected " +
                  C.Info->Range.Words);
    CliCheckOptions.push_back({C.Key, *It->second});
  }
  for (const std::string &Text : O.CheckOptions) {
    size_t Eq = Text.find('=');
    std::string Key = Text.substr(0, Eq);
    const CheckOptionRef *C = findCheckOption(Key);
    if (Eq == std::string::npos)
      return fail("invalid --check-option '" + Text +
                  "': expected ID.OPTION=VALUE");
    if (!C)
      return fail("invalid --check-option '" + Text +
                  "': " + unknownCheckOptionMessage(Key));
    std::string Value = Text.substr(Eq + 1);
    char *End = nullptr;
    double V = std::strtod(Value.c_str(), &End);
    if (Value.empty() || *End || !inRange(V, C->Info->Range))
      return fail("invalid --check-option '" + Text + "': expected " +
                  C->Info->Range.Words);
    CliCheckOptions.push_back({Key, V});
  }
  for (const std::string &Text : O.Binds) {
    std::string Error;
    auto B = parseBinding(Text, Error);
    if (!B)
      return fail(Error);
    CliBindings.push_back(*B);
  }
  for (const std::string &Text : O.Launches) {
    std::string Error;
    auto Spec = parseLaunchOption(Text, Error);
    if (!Spec)
      return fail(Error);
    CliLaunches.push_back(*Spec);
  }
  for (const Task &T : Tasks) {
    const Config *C = T.Cfg;
    if (Policies.count(C))
      continue;
    Policy &P = Policies[C];
    for (const auto &[Id, Level] : C->Checks)
      P.Levels.push_back({Id, *parseSeverity(Level)});
    P.Levels.insert(P.Levels.end(), CliLevels.begin(), CliLevels.end());
    for (const auto &[Key, V] : C->CheckOptions)
      P.Options[Key] = V;
    for (const auto &[Key, V] : CliCheckOptions)
      P.Options[Key] = V;
    P.ReportUnusedSuppressions = O.ReportUnusedSuppressions ||
                                 C->ReportUnusedSuppressions.value_or(false);
    std::vector<Binding> &Bs = BindingsOf[C];
    for (const std::string &Text : C->Bind) {
      std::string Error;
      auto B = parseBinding(Text, Error);
      if (!B)
        return fail(C->Path + ": bind: " + Error);
      bool Overridden = false;
      for (const Binding &Cli : CliBindings)
        Overridden = Overridden || Cli.Name == B->Name;
      if (Overridden)
        continue;
      B->Origin = "config";
      Bs.push_back(*B);
    }
    Bs.insert(Bs.end(), CliBindings.begin(), CliBindings.end());
    std::vector<LaunchSpec> &Ls = LaunchesOf[C];
    for (const std::string &Text : C->Launch) {
      std::string Error;
      auto Spec = parseLaunchOption(Text, Error);
      if (!Spec)
        return fail(C->Path + ": launch: " + Error);
      Ls.push_back(*Spec);
    }
    Ls.insert(Ls.end(), CliLaunches.begin(), CliLaunches.end());
  }
  return std::nullopt;
}

} // namespace roofline
