//===- Totals.cpp - Whole-launch totals -----------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Launch/Totals.h"

namespace roofline {

const char *launchSourceName(LaunchSource S) {
  switch (S) {
  case LaunchSource::LaunchSite:
    return "launch-site";
  case LaunchSource::CommandLine:
    return "command-line";
  case LaunchSource::Annotation:
    return "annotation";
  }
  return "launch-site";
}

static bool isIndexSymbol(const std::string &S) {
  return S.rfind("threadIdx.", 0) == 0 || S.rfind("blockIdx.", 0) == 0;
}

LaunchTotals computeLaunchTotals(const KernelSummary &Kernel,
                                 const LaunchSite &Launch,
                                 const std::vector<Binding> &UserBindings) {
  LaunchTotals R;
  // The launch's own values first: they are what the source says.
  std::map<std::string, Expr> Values;
  const char *Origin = launchSourceName(Launch.Source);
  static const char *const Axes[] = {"x", "y", "z"};
  for (int A = 0; A < 3; ++A) {
    Values[std::string("gridDim.") + Axes[A]] = Launch.Grid[A];
    Values[std::string("blockDim.") + Axes[A]] = Launch.Block[A];
  }
  for (const auto &[Name, Value] : Launch.Arguments) {
    Values[Name] = Value;
    R.Bindings.push_back({Name, Value, Origin});
  }
  std::set<std::string> Used = Kernel.PerThread.symbols();
  CostVector Cost =
      Kernel.PerThread.map([&](const Expr &E) { return E.substitute(Values); });
  Expr Threads = Launch.Grid[0] * Launch.Grid[1] * Launch.Grid[2] *
                 Launch.Block[0] * Launch.Block[1] * Launch.Block[2];

  // Then the user's, for what the launch left open (the host's own
  // parameters, values the host code does not fix).
  std::map<std::string, Expr> User;
  std::set<std::string> Open = Cost.symbols();
  for (const std::string &S : Threads.symbols())
    Open.insert(S);
  for (const Binding &B : UserBindings)
    if (Open.count(B.Name)) {
      User[B.Name] = Expr(B.Value);
      R.Bindings.push_back({B.Name, Expr(B.Value), B.Origin});
    }
  Cost = Cost.map([&](const Expr &E) { return E.substitute(User); });
  R.Threads = Threads.substitute(User);

  bool ThreadDependent = Kernel.IndexGuarded;
  for (const std::string &S : Cost.symbols())
    ThreadDependent = ThreadDependent || isIndexSymbol(S);
  R.ActiveThreads = R.Threads;
  R.Totals = Cost.scaled(R.Threads);
  if (ThreadDependent)
    R.Assumptions.push_back(
        {"roofline-thread-dependent-cost",
         "threads of this launch do not all cost the same; every thread is "
         "counted like an active one",
         Launch.Loc});
  for (const std::string &S : R.Totals.symbols())
    R.Unbound.insert(S);
  for (const std::string &S : R.Threads.symbols())
    R.Unbound.insert(S);
  (void)Used;
  return R;
}

} // namespace roofline
