//===- TextReport.cpp - The clang-style per-kernel report -----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One `file:line:col: remark:` line per kernel with its verdict, then aligned
// lines with the numbers behind it, then one clang-style note per assumption.
// Everything printed here was computed by the driver; this file only formats.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Report.h"

#include <sstream>

namespace roofline {

namespace {

constexpr int LabelWidth = 16;

struct Style {
  bool Color;
  std::string bold(const std::string &S) const {
    return Color ? "\033[1m" + S + "\033[0m" : S;
  }
  std::string colored(const char *Code, const std::string &S) const {
    return Color ? std::string("\033[") + Code + "m" + S + "\033[0m" : S;
  }
};

std::string location(const SourceLoc &L) {
  if (L.File.empty())
    return "<unknown>";
  return L.File + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Column);
}

/// "8*N + 4" when symbolic, "8*N + 4 = 32772" once bound, "32772" when the
/// source fixed it.
std::string amount(const Expr &Symbolic, const Expr &Bound) {
  auto V = Bound.asConstant();
  if (Symbolic.isConstant() || !V)
    return V ? V->str() : Bound.str();
  return Symbolic.str() + " = " + V->str();
}

void line(std::ostream &OS, const std::string &Label, const std::string &Text) {
  OS << "  " << Label;
  for (int I = static_cast<int>(Label.size()); I < LabelWidth; ++I)
    OS << ' ';
  OS << Text << "\n";
}

/// The symbols that grow toward a limit: sizes, not thread indices (the
/// kernel's verdict is taken at index 0).
std::set<std::string> growing(const std::set<std::string> &Names) {
  std::set<std::string> R;
  for (const std::string &N : Names)
    if (!isIndexSymbol(N))
      R.insert(N);
  return R;
}

std::string joined(const std::set<std::string> &Names) {
  std::string S;
  for (const std::string &N : Names)
    S += (S.empty() ? "" : ", ") + N;
  return S;
}

std::string crossing(const RidgeCrossing &C, const Machine &Gpu) {
  if (C.Never)
    return "memory-bound on " + Gpu.Id + " for every " + C.Symbol;
  return "compute-bound on " + Gpu.Id + " once " + C.Symbol +
         " >= " + std::to_string(C.From);
}

std::string dims(const std::array<Expr, 3> &D) {
  return "(" + D[0].str() + ", " + D[1].str() + ", " + D[2].str() + ")";
}

std::string flopsBreakdown(const CostVector &B) {
  std::string S;
  for (Precision P : AllPrecisions) {
    int I = static_cast<int>(P);
    if (!B.Flops[I].isZero())
      S += std::string(S.empty() ? "" : ", ") + precisionName(P) + " " +
           B.Flops[I].str();
  }
  for (TensorType T : AllTensorTypes) {
    int I = static_cast<int>(T);
    if (!B.TensorFlops[I].isZero())
      S += std::string(S.empty() ? "" : ", ") + "tensor " + tensorTypeName(T) +
           " " + B.TensorFlops[I].str();
  }
  return S;
}

void printLaunch(const KernelSummary &KS, const LaunchResult &L,
                 const Machine &Gpu, std::ostream &OS, const Style &St) {
  std::string Values;
  for (const AppliedBinding &B : L.Bindings) {
    if (B.Value == Expr::symbol(B.Name))
      continue; // the host's own `N` passed as the kernel's `N`
    Values += (Values.empty() ? "; " : ", ") + B.Name + " = " + B.Value.str() +
              (B.Origin == "--bind" ? " (--bind)" : "");
  }
  OS << St.bold(location(L.Site.Loc) + ": ") << St.colored("1;36", "remark: ")
     << St.bold("launch of '" + KS.Name + "'" +
                (L.Estimated ? " (estimated)" : "") + ": grid " +
                dims(L.Grid) + ", block " + dims(L.Block) + Values +
                " [roofline-launch]")
     << "\n";
  std::string Active = L.ActiveThreads == L.Threads
                           ? ""
                           : ", " + L.ActiveThreads.str() + " active";
  line(OS, "threads", L.Threads.str() + Active);
  const CostVector &T = L.Totals;
  std::string By = flopsBreakdown(T);
  line(OS, "flops", T.totalFlops().str() + (By.empty() ? "" : "  (" + By + ")"));
  line(OS, "global", T.globalBytes().str() + " B  (load " +
                         T.GlobalLoadBytes.str() + " B, store " +
                         T.GlobalStoreBytes.str() + " B)");
  if (L.Intensity)
    line(OS, "intensity", formatIntensity(*L.Intensity) + " FLOP/B");
  else if (L.IntensityLimit)
    line(OS, "intensity",
         L.IntensityExpr + " FLOP/B -> " + formatIntensity(*L.IntensityLimit) +
             " as " + joined(L.Unbound) +
             (L.Unbound.size() == 1 ? " grows" : " grow"));
  else
    line(OS, "intensity", L.IntensityExpr + " FLOP/B");
  if (L.Roof) {
    const Placement &P = *L.Roof;
    line(OS, "ceiling",
         formatFlopsPerSecond(P.CeilingFlopsPerS) + " = " +
             formatPercent(P.FractionOfPeak) + " % of " + precisionLabel(P) +
             " peak (" + boundName(P.BoundBy) + "-bound)");
  }
  if (L.Crossing)
    line(OS, "ridge", crossing(*L.Crossing, Gpu));
  if (L.TimeLowerBoundS)
    line(OS, "time", ">= " + formatSeconds(*L.TimeLowerBoundS));
  if (!L.Unbound.empty())
    line(OS, "unbound",
         joined(L.Unbound) + " (give values with --bind NAME=VALUE)");
  if (!L.Site.Unresolved.empty()) {
    std::string U;
    for (const std::string &N : L.Site.Unresolved)
      U += (U.empty() ? "" : ", ") + N;
    line(OS, "unresolved", U + " (not evaluable from the host code)");
  }
  for (const Assumption &A : L.Assumptions)
    OS << St.bold(location(A.Loc) + ": ") << St.colored("1;30", "note: ")
       << A.Message << " [" << A.Id << "]\n";
}

void printKernel(const KernelResult &K, const Machine &Gpu, std::ostream &OS,
                 const Style &St) {
  const KernelSummary &KS = K.Kernel;
  if (!KS.Analyzed) {
    OS << St.bold(location(KS.Loc) + ": ") << St.colored("1;31", "error: ")
       << St.bold("kernel '" + KS.Name + "' not analyzed: " +
                  KS.NotAnalyzedReason + " [roofline-not-analyzed]")
       << "\n";
    return;
  }
  const CostVector &Sym = KS.PerThread;
  const CostVector &B = K.Bound.Cost;

  std::string Verdict;
  if (K.Roof) {
    const Placement &P = *K.Roof;
    Verdict = std::string(boundName(P.BoundBy)) + "-bound" +
              (K.RoofIsLimit ? " as " + joined(growing(K.Bound.Unbound)) +
                                   " grow" +
                                   (growing(K.Bound.Unbound).size() == 1 ? "s"
                                                                         : "")
                             : "") +
              ", ceiling " + formatFlopsPerSecond(P.CeilingFlopsPerS) + " (" +
              formatPercent(P.FractionOfPeak) + " % of " +
              precisionLabel(P) + " peak)";
  } else if (K.Bound.Cost.totalFlops().isZero() &&
             K.Bound.Cost.globalBytes().isZero()) {
    Verdict = "no FLOPs and no global traffic";
  } else if (!K.Bound.Unbound.empty()) {
    bool OnlyLaunch = true;
    for (const std::string &S : K.Bound.Unbound)
      OnlyLaunch = OnlyLaunch && (S.rfind("blockDim.", 0) == 0 ||
                                  S.rfind("gridDim.", 0) == 0 ||
                                  isIndexSymbol(S));
    Verdict = "intensity depends on " + joined(K.Bound.Unbound) +
              (OnlyLaunch ? ", which a launch fixes"
                          : "; no limit as they grow");
  } else {
    Verdict = "intensity could not be evaluated";
  }
  OS << St.bold(location(KS.Loc) + ": ") << St.colored("1;36", "remark: ")
     << St.bold("kernel '" + KS.Name + "'" +
                (KS.isEstimated() ? " (estimated)" : "") + ": " + Verdict +
                " [roofline-kernel]")
     << "\n";

  std::string ByPrecision = flopsBreakdown(B);
  line(OS, "flops/thread",
       amount(Sym.totalFlops(), B.totalFlops()) +
           (ByPrecision.empty() ? "" : "  (" + ByPrecision + ")"));
  line(OS, "global/thread",
       amount(Sym.globalBytes(), B.globalBytes()) + " B  (load " +
           B.GlobalLoadBytes.str() + " B, store " + B.GlobalStoreBytes.str() +
           " B)");
  if (!B.SharedLoadBytes.isZero() || !B.SharedStoreBytes.isZero())
    line(OS, "shared/thread",
         "load " + B.SharedLoadBytes.str() + " B, store " +
             B.SharedStoreBytes.str() + " B");
  if (!B.ConstantLoadBytes.isZero())
    line(OS, "constant/thread", "load " + B.ConstantLoadBytes.str() + " B");
  if (!B.SpecialOps.isZero() || !B.OtherOps.isZero())
    line(OS, "other ops",
         "special " + B.SpecialOps.str() + ", other " + B.OtherOps.str() +
             " (not FLOPs)");

  std::string Intensity = K.IntensityExpr + " FLOP/B";
  if (K.Intensity) {
    std::string Num = B.totalFlops().str(), Den = B.globalBytes().str();
    std::string Bound = Num + " / " + Den;
    Intensity = (K.IntensityExpr == Bound ? Bound : K.IntensityExpr + " = " + Bound) +
                " = " + formatIntensity(*K.Intensity) + " FLOP/B";
  } else if (K.IntensityLimit) {
    Intensity += " -> " + formatIntensity(*K.IntensityLimit) + " as " +
                 joined(growing(K.Bound.Unbound)) +
                 (growing(K.Bound.Unbound).size() == 1 ? " grows" : " grow");
  }
  line(OS, "intensity", Intensity);

  if (K.Roof) {
    const Placement &P = *K.Roof;
    line(OS, "roofline",
         Gpu.Name + ": " + precisionLabel(P) +
             " peak " + formatFlopsPerSecond(P.PeakFlopsPerS) + ", " +
             formatBytesPerSecond(P.DramBytesPerS) + ", ridge " +
             formatIntensity(P.Ridge) + " FLOP/B");
    line(OS, "ceiling",
         formatFlopsPerSecond(P.CeilingFlopsPerS) + " = " +
             formatPercent(P.FractionOfPeak) + " % of peak (" +
             boundName(P.BoundBy) + "-bound)");
    if (!P.Warning.empty())
      line(OS, "warning", P.Warning);
  }
  if (K.Crossing)
    line(OS, "ridge", crossing(*K.Crossing, Gpu));
  for (const LoopNote &L : KS.Loops)
    line(OS, "loop", location(L.Loc) + " runs " + L.TripCount.str() + " times");
  if (!K.Bound.Unbound.empty())
    line(OS, "unbound",
         joined(K.Bound.Unbound) + " (give values with --bind NAME=VALUE)");
  for (const Assumption &A : KS.Assumptions)
    OS << St.bold(location(A.Loc) + ": ") << St.colored("1;30", "note: ")
       << A.Message << " [" << A.Id << "]\n";
  for (const LaunchResult &L : K.Launches)
    printLaunch(KS, L, Gpu, OS, St);
}

} // namespace

void printText(const AnalysisResult &R, std::ostream &OS,
               const TextOptions &Opts) {
  Style St{Opts.Color};
  for (const FileResult &F : R.Files) {
    if (!F.Parsed) {
      OS << St.bold(F.File + ": ") << St.colored("1;31", "error: ")
         << "could not be parsed\n";
      continue;
    }
    if (F.Kernels.empty())
      OS << St.bold(F.File + ": ") << St.colored("1;30", "note: ")
         << "no __global__ kernels found\n";
    for (const KernelResult &K : F.Kernels)
      printKernel(K, R.Gpu, OS, St);
  }
}

} // namespace roofline
