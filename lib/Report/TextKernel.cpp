//===- TextKernel.cpp - A kernel's readout in the text report -------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Per kernel: the `file:line:col: remark:` line with its verdict, then aligned
// lines with the per-thread numbers and the placement behind it, then its
// assumptions and its launches' readouts.
//
//===----------------------------------------------------------------------===//

#include "TextInternals.h"

#include "roofline/Result/Units.h"

namespace roofline {
namespace textimpl {

namespace {

/// The thread and block indices among Names.
std::set<std::string> indices(const std::set<std::string> &Names) {
  std::set<std::string> R;
  for (const std::string &N : Names)
    if (isIndexSymbol(N))
      R.insert(N);
  return R;
}

} // namespace

std::string remarkVerdict(const KernelResult &K, const KernelVerdict &V) {
  if (V.Regime == KernelRegime::None)
    return V.Reason;
  std::string Text = regimeText(V);
  auto Ceiling = [](const Placement &P) {
    return formatFlopsPerSecond(P.CeilingFlopsPerS) + " (" +
           formatPercent(P.FractionOfPeak) + " % of " + precisionLabel(P) +
           " peak)";
  };
  if (V.Launch >= 0) {
    const LaunchResult &L = K.Launches[V.Launch];
    Text += " (" + launchText(L) + ")";
    if (V.Regime == KernelRegime::MovesDataOnly)
      return Text + (V.Traffic
                         ? ", at least " + L.Compulsory.bytes().str() + " B"
                         : ", " + L.Totals.globalBytes().str() + " B");
    if (V.Traffic && !L.Roofs.Roofs.empty()) {
      // The launch's headline figures, as its own first line gives them.
      const Roof *Lim = L.Roofs.limiting();
      return Text + ", predicted " + predictedFigure(L.Roofs) +
             (Lim ? std::string(" (limited by ") + roofLevelName(Lim->Level) +
                        ")"
                  : std::string()) +
             (L.Roofs.SoundTimeS ? ", can never beat " + soundFigure(L.Roofs)
                                 : std::string());
    }
    if (V.Traffic)
      return Text + ", sound ceiling " + Ceiling(*V.Roof);
    if (V.AtLimit)
      Text += asGrow(growing(L.Unbound));
    return Text + ", ceiling " + Ceiling(*V.Roof);
  }
  if (V.Regime == KernelRegime::MovesDataOnly)
    return "moves data only, " + K.Bound.Cost.globalBytes().str() +
           " B of global traffic per thread";
  if (V.AtLimit)
    Text += asGrow(growing(K.Bound.Unbound));
  return Text + ", ceiling " + Ceiling(*V.Roof);
}

void printKernel(const KernelResult &K, const Machine &Gpu,
                 llvm::raw_ostream &OS, const Style &St) {
  const KernelSummary &KS = K.Kernel;
  // Its roofline-not-analyzed or its file's roofline-parse-error finding
  // says so, at the level the policy gives it.
  if (!KS.Analyzed)
    return;
  const CostVector &Sym = KS.PerThread;
  const CostVector &B = K.Bound.Cost;

  std::string Verdict = remarkVerdict(K, kernelVerdict(K));
  diagnosticHead(OS, sourceLocationText(KS.Loc), RemarkColor, "remark");
  bold(OS, "kernel '" + KS.Name + "'" +
               (KS.isEstimated() ? " (estimated)" : "") + ": " + Verdict +
               " [roofline-kernel]");
  OS << "\n";

  std::vector<Part> Flops{amount(Sym.totalFlops(), B.totalFlops())};
  appendBreakdown(Flops, B);
  fitLine(OS, "flops/thread", Flops, St);
  fitLine(OS, "global/thread",
          {amount(Sym.globalBytes(), B.globalBytes()), " B  (load ",
           detail(B.GlobalLoadBytes), " B, store ", detail(B.GlobalStoreBytes),
           " B)"},
          St);
  if (!B.SharedLoadBytes.isZero() || !B.SharedStoreBytes.isZero())
    fitLine(OS, "shared/thread",
            {"load ", formula(B.SharedLoadBytes), " B, store ",
             formula(B.SharedStoreBytes), " B"},
            St);
  if (!B.ConstantLoadBytes.isZero())
    fitLine(OS, "constant/thread",
            {"load ", formula(B.ConstantLoadBytes), " B"}, St);
  if (!B.IntOps.isZero())
    fitLine(OS, "int ops",
            {formula(B.IntOps), " (integer dot products: not FLOPs)"}, St);
  if (!B.SpecialOps.isZero() || !B.OtherOps.isZero())
    fitLine(OS, "other ops",
            {"special ", formula(B.SpecialOps), ", other ", formula(B.OtherOps),
             " (not FLOPs)"},
            St);

  // The number first when the formula does not fit: the bound counts and
  // the value, or the limit and what it is the limit of.
  std::set<std::string> Symbols = Sym.totalFlops().symbols();
  for (const std::string &S : Sym.globalBytes().symbols())
    Symbols.insert(S);
  if (K.Intensity) {
    std::string Bound = B.totalFlops().str() + " / " + B.globalBytes().str() +
                        " = " + formatIntensity(*K.Intensity) + " FLOP/B";
    if (Sym.totalFlops().isConstant() && Sym.globalBytes().isConstant())
      fitLine(OS, "intensity", {Bound}, St);
    else
      fitLine(
          OS, "intensity",
          {std::vector<std::string>{K.IntensityExpr + " = " + Bound, Bound}},
          St);
  } else {
    openIntensityLine(OS, K.IntensityExpr, K.IntensityLimit, K.Bound.Unbound,
                      Symbols, St);
  }

  if (K.Roof) {
    const Placement &P = *K.Roof;
    line(OS, "roofline",
         Gpu.Name + ": " + precisionLabel(P) + " peak " +
             formatFlopsPerSecond(P.PeakFlopsPerS) + ", " +
             formatBytesPerSecond(P.DramBytesPerS) + ", ridge " +
             formatIntensity(P.Ridge) + " FLOP/B");
    if (!B.totalFlops().isZero())
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
    fitLine(
        OS, "loop",
        {sourceLocationText(L.Loc) + " runs ", formula(L.TripCount), " times"},
        St);
  // Sizes take values; thread and block indices are not sizes: the
  // figures vary with them and are placed at index 0.
  if (!growing(K.Bound.Unbound).empty())
    line(OS, "unbound",
         joined(growing(K.Bound.Unbound)) +
             " (give values with --bind NAME=VALUE)");
  if (!indices(K.Bound.Unbound).empty())
    line(OS, "thread indices",
         joined(indices(K.Bound.Unbound)) + " (the figures vary per thread" +
             (K.Roof ? "; the placement takes index 0)" : ")"));
  if (K.Baseline && K.Launches.empty())
    line(OS, "vs baseline", baselineText(*K.Baseline));
  for (const Assumption &A : KS.Assumptions)
    printAssumption(A, OS, St);
  for (const LaunchResult &L : K.Launches)
    printLaunch(KS, L, Gpu, OS, St);
}

} // namespace textimpl
} // namespace roofline
