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

namespace {

const char *const Axes[] = {"x", "y", "z"};

/// The bindings of the kernel's parameters that the launch gives.
void bindArguments(LaunchTotals &R, const LaunchSite &Launch,
                   const std::map<std::string, Expr> &User,
                   std::map<std::string, std::string> &UserOrigin,
                   const char *Origin) {
  for (const auto &[Name, Value] : Launch.Arguments) {
    // An explicit --bind of a kernel parameter wins over a number the host
    // code gives it (a value in the host's symbols is bound through them).
    auto U = User.find(Name);
    if (U != User.end() && Value.isConstant() && !(U->second == Value)) {
      R.Bindings.push_back(
          {Name, U->second,
           UserOrigin[Name] + ", host code gives " + Value.str()});
      continue;
    }
    R.Bindings.push_back({Name, Value, Origin});
  }
}

/// The symbols whose --bind values this launch uses: the host's symbols in
/// its configuration and arguments, and kernel symbols it leaves open.
std::set<std::string> openSymbols(const KernelSummary &Kernel,
                                  const LaunchSite &Launch) {
  std::set<std::string> Open;
  for (int A = 0; A < 3; ++A)
    for (const Expr *E : {&Launch.Grid[A], &Launch.Block[A]})
      for (const std::string &S : E->symbols())
        Open.insert(S);
  for (const auto &Arg : Launch.Arguments)
    for (const std::string &S : Arg.second.symbols())
      Open.insert(S);
  // Host variables the host evaluation took from --bind.
  Open.insert(Launch.HostBindings.begin(), Launch.HostBindings.end());
  std::set<std::string> Given;
  for (const auto &Arg : Launch.Arguments)
    Given.insert(Arg.first);
  // Every parameter the launch leaves open is a candidate: a guard's bound
  // (`i < n`) need not appear in the per-thread counts.
  for (const SymbolInfo &S : Kernel.Symbols)
    if (!Given.count(S.Name))
      Open.insert(S.Name);
  for (const std::string &S : Kernel.PerThread.symbols())
    if (!Given.count(S) && S.rfind("blockDim.", 0) && S.rfind("gridDim.", 0))
      Open.insert(S);
  return Open;
}

/// The box of thread and block indices into Box; false when the
/// configuration is not known.
bool indexBox(const std::array<Expr, 3> &Grid, const std::array<Expr, 3> &Block,
              std::vector<std::pair<std::string, int64_t>> &Box) {
  bool BoxKnown = true;
  for (int A = 0; A < 3; ++A) {
    auto G = Grid[A].asConstant(), B = Block[A].asConstant();
    if (!G || !B || !G->isInteger() || !B->isInteger() || G->isNegative() ||
        B->isNegative()) {
      BoxKnown = false;
      break;
    }
    Box.emplace_back(std::string("blockIdx.") + Axes[A],
                     static_cast<int64_t>(G->num()));
    Box.emplace_back(std::string("threadIdx.") + Axes[A],
                     static_cast<int64_t>(B->num()));
  }
  return BoxKnown;
}

/// Every thread counted like an active one: an upper bound.
CostVector fallbackTotals(const KernelSummary &Kernel, const LaunchSite &Launch,
                          const std::map<std::string, Expr> &User,
                          const std::array<Expr, 3> &Grid,
                          const std::array<Expr, 3> &Block,
                          const Expr &Threads) {
  auto Bind = [&](const Expr &E) { return E.substitute(User); };
  return Kernel.PerThread.map([&](const Expr &E) {
    std::map<std::string, Expr> Values;
    for (int A = 0; A < 3; ++A) {
      Values[std::string("gridDim.") + Axes[A]] = Grid[A];
      Values[std::string("blockDim.") + Axes[A]] = Block[A];
    }
    for (const auto &[Name, Value] : Launch.Arguments) {
      auto U = User.find(Name); // an explicit --bind wins over a number
      Values[Name] =
          U != User.end() && Value.isConstant() ? U->second : Bind(Value);
    }
    // Every thread counted like thread 0: indices must not leak into
    // totals as if they were sizes.
    Expr PerThread = Bind(E.substitute(Values));
    std::map<std::string, Expr> AtZero;
    for (const std::string &S : PerThread.symbols())
      if (isIndexSymbol(S))
        AtZero[S] = Expr(0);
    return PerThread.substitute(AtZero) * Threads;
  });
}

/// The fallback's assumption that every thread costs what thread 0 does,
/// naming the symbols in Free (those that kept the launch from an exact
/// count) that its numbers do not show.
void noteFallback(LaunchTotals &R, const KernelSummary &Kernel,
                  const LaunchSite &Launch, const std::set<std::string> &Free) {
  bool ThreadDependent = Kernel.IndexGuarded;
  for (const std::string &S : R.Totals.symbols())
    ThreadDependent = ThreadDependent || isIndexSymbol(S);
  // The symbols that kept the launch from an exact count and that the
  // fallback's numbers do not show are unbound all the same.
  std::string Missing;
  unsigned NMissing = 0;
  for (const std::string &S : Free)
    if (!R.Totals.symbols().count(S) && !R.Threads.symbols().count(S)) {
      R.Unbound.insert(S);
      Missing += (Missing.empty() ? "" : ", ") + S;
      ++NMissing;
    }
  if (!Missing.empty())
    R.Assumptions.push_back(
        {diagId(DiagId::ThreadDependentCost),
         "which threads are active depends on " + Missing +
             (NMissing == 1 ? ", which has no value" : ", which have none") +
             "; every thread is counted like an active one (thread 0)",
         Launch.Loc});
  else if (ThreadDependent)
    R.Assumptions.push_back(
        {diagId(DiagId::ThreadDependentCost),
         "threads of this launch do not all cost the same; every thread is "
         "counted like an active one (thread 0)",
         Launch.Loc});
}

} // namespace

LaunchTotals computeLaunchTotals(const KernelSummary &Kernel,
                                 const LaunchSite &Launch,
                                 const std::vector<Binding> &UserBindings) {
  LaunchTotals R;
  const char *Origin = launchSourceName(Launch.Source);
  std::map<std::string, Expr> User;
  std::map<std::string, std::string> UserOrigin;
  for (const Binding &B : UserBindings) {
    User[B.Name] = Expr(B.Value); // a later --bind of a name wins
    UserOrigin[B.Name] = B.Origin;
  }
  auto Bind = [&](const Expr &E) { return E.substitute(User); };

  std::array<Expr, 3> Grid, Block;
  for (int A = 0; A < 3; ++A) {
    Grid[A] = Bind(Launch.Grid[A]);
    Block[A] = Bind(Launch.Block[A]);
  }
  bindArguments(R, Launch, User, UserOrigin, Origin);
  // The --bind values that this launch used.
  std::set<std::string> Open = openSymbols(Kernel, Launch);
  for (const auto &[Name, Value] : User)
    if (Open.count(Name))
      R.Bindings.push_back({Name, Value, UserOrigin[Name]});

  R.Grid = Grid;
  R.Block = Block;
  R.Threads = Grid[0] * Grid[1] * Grid[2] * Block[0] * Block[1] * Block[2];
  R.ActiveThreads = R.Threads;

  // The box of thread and block indices, when the configuration is known.
  std::vector<std::pair<std::string, int64_t>> Box;
  bool BoxKnown = indexBox(Grid, Block, Box);

  auto HasIndex = [&](const Expr &E) {
    for (const std::string &S : E.symbols())
      if (isIndexSymbol(S))
        return true;
    return false;
  };
  // A sum over a loop whose count the launch fixed is a number once nothing
  // else is free in it.
  auto Settle = [](const Expr &E) {
    if (E.isConstant() || !E.symbols().empty())
      return E;
    auto V = E.evaluate({});
    return V ? Expr(*V) : E;
  };

  // Exact: the launch's own walk, summed over every thread.
  bool Exact = Launch.Analyzed;
  CostVector Sum;
  // Symbols other than indices left free in that walk where it could not be
  // summed: a guard's bound that nothing gave a value (`i < n`). The
  // fallback below does not show them, but its numbers rest on them.
  std::set<std::string> Free;
  if (Exact) {
    Sum = Launch.PerThreadExact.map([&](const Expr &E) {
      if (!Exact)
        return Expr(); // one count failed: the totals fall back anyway
      Expr Bound = Bind(E);
      if (!HasIndex(Bound))
        return Settle(Bound * R.Threads);
      if (BoxKnown)
        if (auto V = Bound.sumOverBox(Box))
          return Expr(*V);
      for (const std::string &S : Bound.symbols())
        if (!isIndexSymbol(S) && S.find('#') == std::string::npos)
          Free.insert(S);
      Exact = false;
      return Expr();
    });
  }
  if (Exact) {
    R.Totals = Sum;
    R.Assumptions = Launch.Assumptions;
    R.Sectors =
        computeSectorTraffic(Launch.PerThreadExact.Accesses, Grid, Block, Bind);
    R.Compulsory =
        computeFootprint(Launch.PerThreadExact.Accesses, Grid, Block, Bind);
    R.Shared = computeSharedTraffic(Launch.PerThreadExact.SharedAccesses, Grid,
                                    Block, Bind);
    Expr Guard = Bind(Launch.ActiveGuard);
    if (!HasIndex(Guard))
      R.ActiveThreads = Settle(Guard * R.Threads);
    else if (auto V = BoxKnown ? Guard.sumOverBox(Box) : std::nullopt)
      R.ActiveThreads = Expr(*V);
  } else {
    R.Sectors.Missing = "the launch's totals are not exact";
    R.Compulsory.Missing = R.Sectors.Missing;
    R.Shared.Missing = R.Sectors.Missing;
    // Every thread counted like an active one: an upper bound.
    R.Totals = fallbackTotals(Kernel, Launch, User, Grid, Block, R.Threads);
    R.Assumptions = Kernel.Assumptions;
    noteFallback(R, Kernel, Launch, Free);
  }
  // What the host values rest on: defaults, limits of the evaluation.
  R.Assumptions.insert(R.Assumptions.end(), Launch.HostAssumptions.begin(),
                       Launch.HostAssumptions.end());
  for (const std::string &S : R.Totals.symbols())
    R.Unbound.insert(S);
  for (const std::string &S : R.Threads.symbols())
    R.Unbound.insert(S);
  R.Exact = Exact && R.Unbound.empty();
  return R;
}

} // namespace roofline
