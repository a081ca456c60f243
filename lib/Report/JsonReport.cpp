//===- JsonReport.cpp - The machine-readable report -----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Schema version 2, documented in docs/OutputFormats.md. Keys keep a fixed
// order (ordered_json). A number that depends on an unbound symbol is null;
// the matching `_expr` string is always present.
//
//===----------------------------------------------------------------------===//

#include "Formats.h"
#include "roofline/Report/Report.h"

#include <nlohmann/json.hpp>

namespace roofline {

using nlohmann::ordered_json;

namespace {

/// A count as a JSON number: an integer when it is one, null when symbolic.
ordered_json number(const Expr &E) {
  auto V = E.asConstant();
  if (!V)
    return nullptr;
  if (V->isInteger() && V->num() <= INT64_MAX && V->num() >= INT64_MIN)
    return static_cast<int64_t>(V->num());
  if (V->isInteger() && V->num() > 0 && V->num() <= UINT64_MAX)
    return static_cast<uint64_t>(V->num());
  return V->toDouble();
}

ordered_json optionalNumber(const std::optional<double> &V) {
  if (!V || std::isinf(*V) || std::isnan(*V))
    return nullptr;
  return *V;
}

/// Appends file, line and column, in that order.
void putLocation(ordered_json &J, const SourceLoc &L) {
  J["file"] = L.File;
  J["line"] = L.Line;
  J["column"] = L.Column;
}

ordered_json roofline(const Placement &P, const Machine &Gpu, bool IsLimit,
                      bool IsEstimate = false) {
  ordered_json J;
  J["gpu"] = Gpu.Id;
  J["precision"] = precisionLabel(P);
  J["peak_flops_per_s"] = P.PeakFlopsPerS;
  J["dram_bytes_per_s"] = P.DramBytesPerS;
  J["ridge"] = P.Ridge;
  J["ceiling_flops_per_s"] = P.CeilingFlopsPerS;
  J["fraction_of_peak"] = P.FractionOfPeak;
  J["bound"] = boundName(P.BoundBy);
  J["basis"] = IsLimit ? "limit" : IsEstimate ? "estimate" : "exact";
  if (!P.Warning.empty())
    J["warning"] = P.Warning;
  return J;
}

ordered_json crossing(const std::optional<RidgeCrossing> &C) {
  if (!C)
    return nullptr;
  ordered_json J;
  J["symbol"] = C->Symbol;
  J["compute_bound_from"] = C->Never ? ordered_json() : ordered_json(C->From);
  J["never"] = C->Never;
  return J;
}

ordered_json assumptions(const std::vector<Assumption> &List) {
  ordered_json As = ordered_json::array();
  for (const Assumption &A : List) {
    ordered_json AJ;
    AJ["id"] = A.Id;
    AJ["message"] = A.Message;
    putLocation(AJ, A.Loc);
    As.push_back(AJ);
  }
  return As;
}

ordered_json sectors(const LaunchResult &L, const Machine &Gpu) {
  const SectorTraffic &S = L.Sectors;
  ordered_json J;
  J["computed"] = S.Computed;
  J["missing"] = S.Computed ? ordered_json() : ordered_json(S.Missing);
  if (!S.Computed)
    return J;
  J["sector_bytes"] = 32;
  J["base_alignment"] = 256;
  J["load_bytes"] = number(Expr(S.LoadBytes));
  J["store_bytes"] = number(Expr(S.StoreBytes));
  J["bytes"] = number(Expr(S.bytes()));
  J["exact"] = S.exact();
  J["intensity"] = optionalNumber(L.SectorIntensity);
  J["roofline"] =
      L.SectorRoof ? roofline(*L.SectorRoof, Gpu, false) : ordered_json();
  ordered_json As = ordered_json::array();
  for (const AccessSectors &A : S.Accesses) {
    ordered_json AJ;
    putLocation(AJ, A.Loc);
    AJ["array"] = A.Array;
    AJ["direction"] = A.Store ? "store" : "load";
    AJ["width"] = A.Width;
    AJ["requests"] = number(Expr(A.Requests));
    AJ["sectors"] = number(Expr(A.Sectors));
    AJ["ideal_sectors"] = number(Expr(A.IdealSectors));
    AJ["exact"] = A.Exact;
    As.push_back(AJ);
  }
  J["accesses"] = As;
  J["assumptions"] = assumptions(S.Assumptions);
  return J;
}

ordered_json compulsory(const LaunchResult &L, const Machine &Gpu) {
  const Footprint &F = L.Compulsory;
  ordered_json J;
  J["computed"] = F.Computed;
  J["missing"] = F.Computed ? ordered_json() : ordered_json(F.Missing);
  if (!F.Computed)
    return J;
  J["read_bytes"] = number(Expr(F.ReadBytes));
  J["write_bytes"] = number(Expr(F.WriteBytes));
  J["bytes"] = number(Expr(F.bytes()));
  J["exact"] = F.exact();
  J["intensity"] = optionalNumber(L.CompulsoryIntensity);
  J["roofline"] =
      L.SoundRoof ? roofline(*L.SoundRoof, Gpu, false) : ordered_json();
  ordered_json As = ordered_json::array();
  for (const ArrayFootprint &A : F.Arrays) {
    ordered_json AJ;
    AJ["array"] = A.Array;
    AJ["read_bytes"] = number(Expr(A.ReadBytes));
    AJ["write_bytes"] = number(Expr(A.WriteBytes));
    AJ["exact"] = A.Exact;
    As.push_back(AJ);
  }
  J["arrays"] = As;
  J["assumptions"] = assumptions(F.Assumptions);
  return J;
}

ordered_json baselineDelta(const std::optional<BaselineDelta> &D) {
  if (!D)
    return nullptr;
  ordered_json J;
  J["new"] = D->New;
  J["old_intensity"] = optionalNumber(D->OldIntensity);
  J["new_intensity"] = optionalNumber(D->NewIntensity);
  J["intensity_change_percent"] = optionalNumber(D->IntensityChangePercent);
  J["old_ceiling_flops_per_s"] = optionalNumber(D->OldCeiling);
  J["new_ceiling_flops_per_s"] = optionalNumber(D->NewCeiling);
  J["ceiling_change_percent"] = optionalNumber(D->CeilingChangePercent);
  J["old_bound"] =
      D->OldBound.empty() ? ordered_json() : ordered_json(D->OldBound);
  J["new_bound"] =
      D->NewBound.empty() ? ordered_json() : ordered_json(D->NewBound);
  if (D->OldSoundTime || D->NewSoundTime) {
    J["old_sound_time_lower_bound_s"] = optionalNumber(D->OldSoundTime);
    J["new_sound_time_lower_bound_s"] = optionalNumber(D->NewSoundTime);
    J["sound_time_change_percent"] = optionalNumber(D->SoundTimeChangePercent);
  }
  if (D->OldSectorBytes || D->NewSectorBytes) {
    J["old_sector_bytes"] = optionalNumber(D->OldSectorBytes);
    J["new_sector_bytes"] = optionalNumber(D->NewSectorBytes);
    J["sector_bytes_change_percent"] =
        optionalNumber(D->SectorBytesChangePercent);
  }
  return J;
}

ordered_json measured(const Measurement &M) {
  ordered_json J;
  J["row"] = M.Row;
  J["kernel_name"] = M.KernelName;
  J["time_s"] = M.TimeS;
  J["flops"] = optionalNumber(M.Flops);
  J["dram_bytes"] = optionalNumber(M.DramBytes);
  J["achieved_flops_per_s"] = optionalNumber(M.AchievedFlopsPerS);
  J["achieved_intensity"] = optionalNumber(M.AchievedIntensity);
  J["fraction_of_ceiling"] = optionalNumber(M.FractionOfCeiling);
  J["verdict"] = M.Verdict;
  J["flops_ratio"] = optionalNumber(M.FlopsRatio);
  J["bytes_ratio"] = optionalNumber(M.BytesRatio);
  J["repeats"] = M.Repeats;
  J["time_min_s"] = M.TimeMinS;
  J["time_max_s"] = M.TimeMaxS;
  J["grid"] = M.Grid;
  J["block"] = M.Block;
  J["achieved_uses_predicted_flops"] = M.AchievedUsesPredictedFlops;
  J["achieved_dram_bytes_per_s"] = optionalNumber(M.AchievedDramBytesPerS);
  J["compulsory_bytes"] = optionalNumber(M.CompulsoryBytes);
  J["sector_bytes"] = optionalNumber(M.SectorBytes);
  J["inside_traffic_bounds"] = M.InsideTrafficBounds
                                   ? ordered_json(*M.InsideTrafficBounds)
                                   : ordered_json();
  J["measured_ceiling_flops_per_s"] =
      optionalNumber(M.MeasuredCeilingFlopsPerS);
  J["fraction_of_measured_ceiling"] =
      optionalNumber(M.FractionOfMeasuredCeiling);
  J["verdict_basis"] = M.VerdictBasis;
  J["notes"] = M.Notes;
  return J;
}

ordered_json launch(const LaunchResult &L, const Machine &Gpu) {
  ordered_json J;
  putLocation(J, L.Site.Loc);
  ordered_json Grid = ordered_json::array(), Block = ordered_json::array(),
               GridExpr = ordered_json::array(),
               BlockExpr = ordered_json::array();
  for (int A = 0; A < 3; ++A) {
    Grid.push_back(number(L.Grid[A]));
    Block.push_back(number(L.Block[A]));
    GridExpr.push_back(L.Site.Grid[A].str());
    BlockExpr.push_back(L.Site.Block[A].str());
  }
  J["grid"] = Grid;
  J["block"] = Block;
  J["grid_expr"] = GridExpr;
  J["block_expr"] = BlockExpr;
  J["source"] = launchSourceName(L.Site.Source);
  ordered_json Path = ordered_json::array();
  for (const std::string &F : L.Site.CallPath)
    Path.push_back(F);
  J["call_path"] = Path;
  ordered_json Iterations = ordered_json::array();
  for (const std::string &I : L.Site.Iterations)
    Iterations.push_back(I);
  J["host_loop_iterations"] = Iterations;
  J["count"] = L.Site.Count;
  J["configuration"] = L.Site.Configuration;
  J["configurations"] = L.Site.Configurations;
  ordered_json Origins = ordered_json::object();
  for (const auto &[Name, Why] : L.Site.Origins)
    Origins[Name] = Why;
  J["origins"] = Origins;
  ordered_json Bindings = ordered_json::object();
  for (const AppliedBinding &B : L.Bindings) {
    ordered_json BJ;
    BJ["value"] = number(B.Value);
    BJ["expr"] = B.Value.str();
    BJ["origin"] = B.Origin;
    Bindings[B.Name] = BJ;
  }
  J["bindings"] = Bindings;
  const CostVector &T = L.Totals;
  ordered_json Totals;
  Totals["threads"] = number(L.Threads);
  Totals["active_threads"] = number(L.ActiveThreads);
  ordered_json Flops;
  for (Precision P : AllPrecisions)
    Flops[precisionName(P)] = number(T.Flops[static_cast<int>(P)]);
  Flops["total"] = number(T.totalFlops());
  Totals["flops"] = Flops;
  ordered_json Tensor;
  for (TensorType Ty : AllTensorTypes)
    Tensor[tensorTypeName(Ty)] = number(T.TensorFlops[static_cast<int>(Ty)]);
  Totals["tensor_flops"] = Tensor;
  Totals["global_load_bytes"] = number(T.GlobalLoadBytes);
  Totals["global_store_bytes"] = number(T.GlobalStoreBytes);
  Totals["global_bytes"] = number(T.globalBytes());
  Totals["shared_load_bytes"] = number(T.SharedLoadBytes);
  Totals["shared_store_bytes"] = number(T.SharedStoreBytes);
  Totals["flops_expr"] = T.totalFlops().str();
  Totals["global_bytes_expr"] = T.globalBytes().str();
  J["totals"] = Totals;
  J["intensity"] = optionalNumber(L.Intensity);
  J["intensity_expr"] = L.IntensityExpr;
  J["intensity_limit"] = optionalNumber(L.IntensityLimit);
  J["roofline"] = L.Roof
                      ? roofline(*L.Roof, Gpu, L.RoofIsLimit, L.RestsOnUnbound)
                      : ordered_json();
  J["ridge_crossing"] = crossing(L.Crossing);
  J["time_lower_bound_s"] = optionalNumber(L.TimeLowerBoundS);
  J["sectors"] = sectors(L, Gpu);
  J["compulsory"] = compulsory(L, Gpu);
  if (L.Estimate.Computed) {
    ordered_json E;
    E["bytes"] = number(Expr(L.Estimate.Bytes));
    E["intensity"] = optionalNumber(L.EstimateIntensity);
    E["roofline"] =
        L.EstimateRoof ? roofline(*L.EstimateRoof, Gpu, false) : ordered_json();
    E["rule"] = L.Estimate.Rule;
    J["estimate"] = E;
  } else {
    J["estimate"] = nullptr;
  }
  J["verdict"] =
      L.Verdict ? ordered_json(trafficVerdictText(*L.Verdict)) : ordered_json();
  J["sound_time_lower_bound_s"] = optionalNumber(L.SoundTimeS);
  J["no_reuse_time_s"] = optionalNumber(L.NoReuseTimeS);
  J["sector_efficiency"] = optionalNumber(L.SectorEfficiency);
  J["threads_counted_alike"] = L.ThreadsFellBack;
  ordered_json Unbound = ordered_json::array();
  for (const std::string &S : L.Unbound)
    if (!isIndexSymbol(S)) // sizes to --bind, never a thread's index
      Unbound.push_back(S);
  J["unbound_symbols"] = Unbound;
  ordered_json Unresolved = ordered_json::array();
  for (const std::string &S : L.Site.Unresolved)
    Unresolved.push_back(S);
  J["unresolved"] = Unresolved;
  J["estimated"] = L.Estimated;
  J["assumptions"] = assumptions(L.Assumptions);
  J["measured"] = L.Measured ? measured(*L.Measured) : ordered_json();
  J["baseline"] = baselineDelta(L.Baseline);
  return J;
}

ordered_json kernel(const KernelResult &K, const Machine &Gpu) {
  const KernelSummary &KS = K.Kernel;
  const CostVector &B = K.Bound.Cost;
  ordered_json J;
  J["name"] = KS.Name;
  putLocation(J, KS.Loc);
  J["analyzed"] = KS.Analyzed;
  if (!KS.Analyzed) {
    J["reason"] = KS.NotAnalyzedReason;
    return J;
  }
  J["estimated"] = KS.isEstimated();
  J["threads_differ"] = KS.ThreadsDiffer;

  ordered_json PT;
  ordered_json Flops, FlopsExprs;
  for (Precision P : AllPrecisions) {
    Flops[precisionName(P)] = number(B.Flops[static_cast<int>(P)]);
    FlopsExprs[precisionName(P)] =
        KS.PerThread.Flops[static_cast<int>(P)].str();
  }
  Flops["total"] = number(B.totalFlops());
  PT["flops"] = Flops;
  ordered_json Tensor;
  for (TensorType T : AllTensorTypes)
    Tensor[tensorTypeName(T)] = number(B.TensorFlops[static_cast<int>(T)]);
  PT["tensor_flops"] = Tensor;
  PT["flops_expr"] = KS.PerThread.totalFlops().str();
  PT["flops_exprs"] = FlopsExprs;
  auto Field = [&](const char *Name, const Expr &Symbolic, const Expr &Bound) {
    PT[Name] = number(Bound);
    PT[std::string(Name) + "_expr"] = Symbolic.str();
  };
  Field("global_load_bytes", KS.PerThread.GlobalLoadBytes, B.GlobalLoadBytes);
  Field("global_store_bytes", KS.PerThread.GlobalStoreBytes,
        B.GlobalStoreBytes);
  Field("shared_load_bytes", KS.PerThread.SharedLoadBytes, B.SharedLoadBytes);
  Field("shared_store_bytes", KS.PerThread.SharedStoreBytes,
        B.SharedStoreBytes);
  Field("constant_load_bytes", KS.PerThread.ConstantLoadBytes,
        B.ConstantLoadBytes);
  Field("special_ops", KS.PerThread.SpecialOps, B.SpecialOps);
  Field("other_ops", KS.PerThread.OtherOps, B.OtherOps);
  J["per_thread"] = PT;

  J["intensity"] = optionalNumber(K.Intensity);
  J["intensity_expr"] = K.IntensityExpr;
  J["intensity_limit"] = optionalNumber(K.IntensityLimit);
  J["roofline"] =
      K.Roof ? roofline(*K.Roof, Gpu, K.RoofIsLimit) : ordered_json();
  J["ridge_crossing"] = crossing(K.Crossing);

  // Sizes to --bind; the thread and block indices the per-thread figures
  // vary with apart (the placement takes them at 0).
  ordered_json Unbound = ordered_json::array(), Indices = ordered_json::array();
  for (const std::string &S : K.Bound.Unbound)
    (isIndexSymbol(S) ? Indices : Unbound).push_back(S);
  J["unbound_symbols"] = Unbound;
  J["index_symbols"] = Indices;
  ordered_json Loops = ordered_json::array();
  for (const LoopNote &L : KS.Loops) {
    ordered_json LJ;
    putLocation(LJ, L.Loc);
    LJ["trip_count"] = number(L.TripCount);
    LJ["trip_count_expr"] = L.TripCount.str();
    Loops.push_back(LJ);
  }
  J["loops"] = Loops;
  J["assumptions"] = assumptions(KS.Assumptions);
  ordered_json Launches = ordered_json::array();
  for (const LaunchResult &L : K.Launches)
    Launches.push_back(launch(L, Gpu));
  J["launches"] = Launches;
  J["baseline"] = baselineDelta(K.Baseline);
  return J;
}

} // namespace

void printJson(const AnalysisResult &R, std::ostream &OS,
               const ReportOptions &Opts) {
  ordered_json J;
  J["schema_version"] = 3;
  J["tool"] = {{"name", "roofline-lint"}, {"version", ROOFLINE_VERSION}};
  ordered_json Gpu;
  Gpu["id"] = R.Gpu.Id;
  Gpu["name"] = R.Gpu.Name;
  ordered_json Peaks;
  for (Precision P : AllPrecisions) {
    const auto &V = R.Gpu.PeakFlopsPerS[static_cast<int>(P)];
    Peaks[precisionName(P)] = V ? ordered_json(*V) : ordered_json();
  }
  Gpu["peak_flops_per_s"] = Peaks;
  Gpu["dram_bytes_per_s"] = R.Gpu.DramBytesPerS;
  J["gpu"] = Gpu;
  ordered_json Bindings = ordered_json::array();
  for (const Binding &B : R.Bindings) {
    ordered_json BJ;
    BJ["name"] = B.Name;
    BJ["value"] = number(Expr(B.Value));
    BJ["origin"] = B.Origin;
    Bindings.push_back(BJ);
  }
  J["bindings"] = Bindings;
  ordered_json Files = ordered_json::array();
  ordered_json Kernels = ordered_json::array();
  for (const FileResult &F : R.Files) {
    ordered_json FJ;
    FJ["file"] = F.File;
    FJ["parsed"] = F.Parsed;
    FJ["errors"] = F.ErrorCount;
    FJ["kernels"] = F.Kernels.size();
    Files.push_back(FJ);
    for (const KernelResult &K : F.Kernels)
      Kernels.push_back(kernel(K, R.Gpu));
  }
  J["files"] = Files;
  J["kernels"] = Kernels;
  ordered_json Findings = ordered_json::array();
  for (const Finding &F : R.Findings) {
    ordered_json FJ;
    FJ["id"] = F.Id;
    FJ["level"] = severityName(F.Level);
    FJ["message"] = F.Message;
    putLocation(FJ, F.Loc);
    FJ["kernel"] = F.Kernel;
    FJ["launch"] = F.Launch >= 0 ? ordered_json(F.Launch) : ordered_json();
    FJ["fingerprint"] = F.Fingerprint;
    FJ["suppressed"] = F.Suppressed;
    FJ["suppression_reason"] =
        F.Suppressed ? ordered_json(F.SuppressionReason) : ordered_json();
    ordered_json Props = ordered_json::object();
    for (const FindingProperty &P : F.Properties)
      Props[P.Key] = P.Number ? optionalNumber(P.Number) : ordered_json(P.Text);
    FJ["properties"] = Props;
    Findings.push_back(FJ);
  }
  J["findings"] = Findings;
  // The counts and outcome every format's summary states.
  FindingCounts Counts = countFindings(R);
  RunOutcome Outcome = runOutcome(R, Opts.FailOn);
  ordered_json SJ;
  SJ["errors"] = Counts.of(Severity::Error);
  SJ["warnings"] = Counts.of(Severity::Warning);
  SJ["notes"] = Counts.of(Severity::Note);
  SJ["suppressed"] = Counts.Suppressed;
  SJ["fail_on"] = Opts.FailOn ? ordered_json(severityName(*Opts.FailOn))
                              : ordered_json("never");
  SJ["fails"] = Outcome.Fails;
  SJ["exit_code"] = Outcome.exitCode();
  SJ["outcome"] = Outcome.Text;
  J["summary"] = SJ;
  if (!R.BaselineFile.empty()) {
    ordered_json BJ;
    BJ["file"] = R.BaselineFile;
    BJ["gone"] = R.BaselineGone;
    J["baseline"] = BJ;
  }
  if (!R.OtherGpus.empty()) {
    // The same kernels on each further GPU: placement only.
    ordered_json WhatIf = ordered_json::array();
    for (const AnalysisResult &O : R.OtherGpus) {
      ordered_json GJ;
      GJ["gpu"] = O.Gpu.Id;
      GJ["name"] = O.Gpu.Name;
      ordered_json Ks = ordered_json::array();
      for (const FileResult &F : O.Files)
        for (const KernelResult &K : F.Kernels) {
          ordered_json KJ;
          KJ["name"] = K.Kernel.Name;
          putLocation(KJ, K.Kernel.Loc);
          KJ["roofline"] =
              K.Roof ? roofline(*K.Roof, O.Gpu, K.RoofIsLimit) : ordered_json();
          ordered_json Ls = ordered_json::array();
          for (const LaunchResult &L : K.Launches) {
            ordered_json LJ;
            putLocation(LJ, L.Site.Loc);
            LJ["roofline"] = L.Roof ? roofline(*L.Roof, O.Gpu, L.RoofIsLimit,
                                               L.RestsOnUnbound)
                                    : ordered_json();
            LJ["time_lower_bound_s"] = optionalNumber(L.TimeLowerBoundS);
            Ls.push_back(LJ);
          }
          KJ["launches"] = Ls;
          Ks.push_back(KJ);
        }
      GJ["kernels"] = Ks;
      WhatIf.push_back(GJ);
    }
    J["what_if"] = WhatIf;
  }
  if (R.Measurements) {
    const MeasurementRun &M = *R.Measurements;
    ordered_json MJ;
    MJ["file"] = M.File;
    MJ["rows"] = M.Rows;
    MJ["matched"] = M.Matched;
    MJ["unmatched_rows"] = M.UnmatchedRows;
    MJ["unmatched_kernels"] = M.UnmatchedKernels;
    MJ["near_fraction"] = M.NearFraction;
    MJ["far_fraction"] = M.FarFraction;
    MJ["notes"] = M.Notes;
    J["measurements"] = MJ;
  }
  OS << J.dump(2) << "\n";
}

ROOFLINE_REPORT_FORMATS(JsonReport, {{"json", 20, printJson}});

} // namespace roofline
