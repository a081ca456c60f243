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
    auto B = parseBinding(Text);
    if (!B)
      return fail(llvm::toString(B.takeError()));
    CliBindings.push_back(*B);
  }
  for (const std::string &Text : O.Launches) {
    auto Spec = parseLaunchOption(Text);
    if (!Spec)
      return fail(llvm::toString(Spec.takeError()));
    CliLaunches.push_back(*Spec);
  }
  for (const Task &T : Tasks) {
    const Config *C = T.Cfg;
    if (BindingsOf.count(C))
      continue;
    std::vector<Binding> &Bs = BindingsOf[C];
    for (const std::string &Text : C->Bind) {
      auto B = parseBinding(Text);
      if (!B)
        return fail(C->Path + ": bind: " + llvm::toString(B.takeError()));
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
      auto Spec = parseLaunchOption(Text);
      if (!Spec)
        return fail(C->Path + ": launch: " + llvm::toString(Spec.takeError()));
      Ls.push_back(*Spec);
    }
    Ls.insert(Ls.end(), CliLaunches.begin(), CliLaunches.end());
  }
  return std::nullopt;
}

} // namespace roofline
