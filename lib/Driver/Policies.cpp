//===- Policies.cpp - Each configuration's policy -------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A stage of a run: each configuration's policy (levels, check options:
// merged by lib/Lint/PolicyMerge.cpp), bindings and launches, with the
// command line's after them.
//
//===----------------------------------------------------------------------===//

#include "DriverRun.h"
#include "roofline/Lint/PolicyMerge.h"

namespace roofline {

/// Each configuration's policy, bindings and launches, with the command
/// line's after them.
std::optional<int> DriverRun::buildPolicies() {
  // Per-file policy and bindings: the file's configuration, then the
  // command line.
  auto Read = readPolicyFlags(O.Severities, O.CheckOptionFlags, O.CheckOptions,
                              O.ReportUnusedSuppressions);
  if (!Read)
    return fail(llvm::toString(Read.takeError()));
  Flags = std::move(*Read);
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
    if (BindingsOf.count(C))
      continue;
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
