//===- PlaceFile.cpp - A file's kernels and launches on one GPU -----------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// From a file's summaries and its launches' totals to its results on one
// GPU: each kernel's per-thread placement, each launch's placement over its
// requested, sector and compulsory bytes, and the traffic verdict.
//
//===----------------------------------------------------------------------===//

#include "roofline/Roofline/PlaceFile.h"
#include "roofline/Support/Errors.h"

#include "roofline/Launch/Totals.h"
#include "roofline/Roofline/Placement.h"
#include "roofline/Roofline/SymbolicPlacement.h"
#include "roofline/Traffic/Estimate.h"

#include <algorithm>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>

namespace roofline {

/// P as the placement of a kernel or a launch (KernelResult, LaunchResult).
template <typename Placed>
static void takePlacement(Placed &R, const CostPlacement &P) {
  R.IntensityExpr = P.IntensityExpr;
  R.Intensity = P.Intensity;
  R.IntensityLimit = P.IntensityLimit;
  R.Roof = P.Roof;
  R.RoofIsLimit = P.AtLimit;
  R.Crossing = P.Crossing;
}

/// The verdict over the traffic model and its time bounds.
static void placeTraffic(const KernelSummary &KS, LaunchResult &R,
                         const Machine &Gpu,
                         const std::vector<Binding> &Bindings) {
  // Totals that count every thread like thread 0 speak for the launch when
  // threads differ only in being active (a guard `i < n`), not when some do
  // work others do not (a reduction's thread 0).
  for (const Assumption &A : R.Assumptions)
    R.ThreadsFellBack =
        R.ThreadsFellBack ||
        (KS.ThreadsDiffer && A.Id == diagId(DiagId::ThreadDependentCost));
  if (!R.Sectors.Computed || !R.Compulsory.Computed || R.ThreadsFellBack)
    return;
  auto Flops = R.Totals.totalFlops().asConstant();
  if (!Flops || Gpu.DramBytesPerS <= 0)
    return;
  double Bw = Gpu.DramBytesPerS;
  double Compute = 0; // time_compute from the placement's effective peak
  if (R.Roof && R.Roof->PeakFlopsPerS > 0)
    Compute = Flops->toDouble() / R.Roof->PeakFlopsPerS;
  R.ComputeTimeS = Compute;
  R.SoundTimeS = std::max(R.Compulsory.bytes().toDouble() / Bw, Compute);
  R.NoReuseTimeS = std::max(R.Sectors.bytes().toDouble() / Bw, Compute);
  // The share of the fetched sectors' bytes some lane uses.
  Rational Sectors, Used;
  for (const AccessSectors &A : R.Sectors.Accesses)
    if (A.Exact) {
      Sectors = Sectors + A.Sectors;
      Used = Used + A.UsedBytes;
    }
  if (!Sectors.isZero())
    R.SectorEfficiency = Used.toDouble() / (Sectors.toDouble() * 32);
  // The estimate between the bounds: the L2 rule on this GPU.
  ArchLimits Limits = archLimits(Gpu.CudaArch);
  CacheTraits Cache{Gpu.L2Bytes, Gpu.SMs, Limits.MaxThreadsPerSM,
                    Limits.MaxBlocksPerSM};
  std::map<std::string, Expr> UserValues;
  for (const Binding &B : Bindings)
    UserValues[B.Name] = Expr(B.Value); // as the totals bound them
  R.Estimate = estimateTraffic(
      R.Site.PerThreadExact.Accesses, R.Grid, R.Block,
      [&](const Expr &E) { return E.substitute(UserValues); },
      R.Compulsory.bytes(), R.Compulsory.SectorBytes, R.Sectors.bytes(), Cache,
      R.Compulsory.exact());
  if (R.Estimate.Computed && !Flops->isZero() && !R.Estimate.Bytes.isZero()) {
    CostPlacement P = placeOverBytes(R.Totals, R.Estimate.Bytes, 0, Gpu);
    R.EstimateIntensity = P.Intensity;
    R.EstimateRoof = P.Roof;
  }
  placeRoofs(R, Gpu, Flops->toDouble());
  if (Flops->isZero())
    R.Verdict = TrafficVerdict::NoFlops;
  else if (R.SectorRoof && R.SoundRoof)
    R.Verdict = trafficVerdict(Flops->toDouble(), *R.SectorRoof, *R.SoundRoof);
  // Past the ridge with perfect reuse only over a lower bound of the
  // compulsory bytes: that proves nothing about reuse.
  if (R.Verdict == TrafficVerdict::ComputeBoundIfReused &&
      !R.Compulsory.exact())
    R.Verdict = TrafficVerdict::MemoryBoundWithoutReuse;
}

/// Intensity and placement of one launch from its totals T
/// (computeLaunchTotals with launchBindings(Gpu, Bindings)).
static LaunchResult placeLaunch(const KernelSummary &KS, const LaunchSite &L,
                                const LaunchTotals &T, const Machine &Gpu,
                                const std::vector<Binding> &Bindings) {
  LaunchResult R;
  static_cast<LaunchTotals &>(R) = T;
  R.Site = L;
  R.Estimated = !T.Assumptions.empty();
  CostPlacement P = placeCost(R.Totals, R.Totals, Gpu);
  R.RestsOnUnbound = !T.Unbound.empty() && !P.AtLimit && P.Intensity;
  takePlacement(R, P);
  // Not over counts that rest on unbound symbols: those are no bound.
  if (P.Roof && !P.AtLimit && !R.RestsOnUnbound)
    R.TimeLowerBoundS = P.Roof->TimeLowerBoundS;
  if (R.Sectors.Computed && P.Roof && !P.AtLimit &&
      !R.Sectors.bytes().isZero()) {
    // The same FLOPs over the sector bytes: the ceiling with no reuse.
    CostPlacement S = placeOverBytes(R.Totals, R.Sectors.LoadBytes,
                                     R.Sectors.StoreBytes, Gpu);
    R.SectorIntensity = S.Intensity;
    R.SectorRoof = S.Roof;
  }
  if (R.Compulsory.Computed && P.Roof && !P.AtLimit) {
    // The same FLOPs over the compulsory bytes: the sound ceiling. With no
    // bytes at all (an empty footprint) the kernel is compute-bound.
    CostPlacement C = placeOverBytes(R.Totals, R.Compulsory.ReadBytes,
                                     R.Compulsory.WriteBytes, Gpu);
    R.CompulsoryIntensity = C.Intensity;
    R.SoundRoof = C.Roof;
  }
  placeTraffic(KS, R, Gpu, Bindings);
  return R;
}

/// The totals of launch L of kernel K of a file.
using TotalsOfLaunch = std::function<LaunchTotals(size_t K, size_t L)>;

static void placeKernel(const KernelSummary &KS, KernelResult &K,
                        const Machine &Gpu,
                        const std::vector<Binding> &Bindings,
                        const std::function<LaunchTotals(size_t)> &Totals);

static FileResult placeFile(const FileSummary &File, const Machine &Gpu,
                            const std::vector<Binding> &Bindings,
                            const TotalsOfLaunch &Totals) {
  FileResult FR;
  static_cast<FileParse &>(FR) = File;
  for (size_t I = 0; I < File.Kernels.size(); ++I) {
    const KernelSummary &KS = File.Kernels[I];
    KernelResult K;
    K.Kernel = KS;
    if (!KS.Analyzed) {
      FR.Kernels.push_back(std::move(K));
      continue;
    }
    if (llvm::Error Err = attempt([&] {
          placeKernel(KS, K, Gpu, Bindings,
                      [&](size_t L) { return Totals(I, L); });
        })) {
      std::string Message;
      bool Overflow = takeComputationError(std::move(Err), Message) ==
                      ComputationError::Overflow;
      K = KernelResult();
      K.Kernel = KS;
      K.Kernel.Analyzed = false;
      K.Kernel.NotAnalyzedReason =
          Overflow ? "a count does not fit in 128 bits with the values given"
                   : "internal error: " + Message;
    }
    FR.Kernels.push_back(std::move(K));
  }
  return FR;
}

FileResult placeFile(const FileSummary &File, const Machine &Gpu,
                     const std::vector<Binding> &Bindings) {
  return placeFile(File, Gpu, Bindings, [&](size_t K, size_t L) {
    return computeLaunchTotals(File.Kernels[K], File.Kernels[K].Launches[L],
                               launchBindings(Gpu, Bindings));
  });
}

FileResult placeFile(const FileSummary &File, const Machine &Gpu,
                     const std::vector<Binding> &Bindings,
                     const FileTotals &Totals, size_t G) {
  if (!Totals.covers(File))
    return placeFile(File, Gpu, Bindings);
  // A launch whose totals failed leaves its kernel not placed, as when they
  // are computed here: what they threw is thrown here again, as itself
  // (placeFile's catch) or as an internal error.
  return placeFile(File, Gpu, Bindings, [&](size_t K, size_t L) {
    llvm::Expected<LaunchTotals> T = Totals.get(K, L, G);
    if (!T) {
      bool Overflow = T.errorIsA<LaunchOverflow>();
      std::string Message = llvm::toString(T.takeError());
      if (Overflow)
        throw ArithmeticOverflow(Message);
      throw std::runtime_error(Message);
    }
    return std::move(*T);
  });
}

static void placeKernel(const KernelSummary &KS, KernelResult &K,
                        const Machine &Gpu,
                        const std::vector<Binding> &Bindings,
                        const std::function<LaunchTotals(size_t)> &Totals) {
  {
    K.Bound = bindCost(KS.PerThread, Bindings);
    // The kernel's own verdict is that of a thread at index 0 (indices are
    // not sizes: they do not grow), and is left open while launch
    // dimensions are free: a launch decides them.
    std::map<std::string, Expr> AtZero;
    bool LaunchDimsFree = false;
    for (const std::string &S : K.Bound.Cost.symbols()) {
      if (isIndexSymbol(S))
        AtZero[S] = Expr(0);
      if (S.rfind("blockDim.", 0) == 0 || S.rfind("gridDim.", 0) == 0)
        LaunchDimsFree = true;
    }
    CostVector Placed =
        K.Bound.Cost.map([&](const Expr &E) { return E.substitute(AtZero); });
    // Unless FLOPs and bytes are in a fixed ratio whatever the launch.
    bool Open = LaunchDimsFree && !Placed.totalFlops().isConstant() &&
                !constantRatio(Placed.totalFlops(), Placed.globalBytes());
    CostPlacement P =
        Open ? CostPlacement{} : placeCost(KS.PerThread, Placed, Gpu);
    if (LaunchDimsFree && P.IntensityExpr.empty()) {
      Expr F = KS.PerThread.totalFlops(), B = KS.PerThread.globalBytes();
      P.IntensityExpr = B.isZero() ? F.str() + " / 0" : Expr::ratioStr(F, B);
    }
    takePlacement(K, P);
    for (size_t L = 0; L < KS.Launches.size(); ++L)
      K.Launches.push_back(
          placeLaunch(KS, KS.Launches[L], Totals(L), Gpu, Bindings));
  }
}

} // namespace roofline
