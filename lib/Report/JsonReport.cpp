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
#include "JsonText.h"
#include "roofline/Report/Report.h"
#include "roofline/Result/JsonSchema.h"

#include <nlohmann/json.hpp>

#include "llvm/Support/raw_ostream.h"

namespace roofline {

namespace key = json_schema;

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
  J[key::File] = L.File;
  J[key::Line] = L.Line;
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
  J[key::Ceiling] = P.CeilingFlopsPerS;
  J["fraction_of_peak"] = P.FractionOfPeak;
  J[key::Bound] = boundName(P.BoundBy);
  J["basis"] = IsLimit ? "limit" : IsEstimate ? "estimate" : "exact";
  if (!P.Warning.empty())
    J["warning"] = P.Warning;
  return J;
}

/// A placement's roofline, or null when there is none.
ordered_json rooflineOrNull(const std::optional<Placement> &P,
                            const Machine &Gpu, bool IsLimit = false,
                            bool IsEstimate = false) {
  return P ? roofline(*P, Gpu, IsLimit, IsEstimate) : ordered_json();
}

/// A JSON array of Each(X) for every X of List, in order.
template <typename List, typename Fn>
ordered_json arrayOf(const List &L, Fn Each) {
  ordered_json A = ordered_json::array();
  for (const auto &X : L)
    A.push_back(Each(X));
  return A;
}

/// Build(*V), or null when V is absent.
template <typename T, typename Fn>
ordered_json orNull(const std::optional<T> &V, Fn Build) {
  return V ? Build(*V) : ordered_json();
}

ordered_json crossing(const RidgeCrossing &C) {
  ordered_json J;
  J["symbol"] = C.Symbol;
  J["compute_bound_from"] = C.Never ? ordered_json() : ordered_json(C.From);
  J["never"] = C.Never;
  return J;
}

ordered_json assumptions(const std::vector<Assumption> &List) {
  return arrayOf(List, [](const Assumption &A) {
    ordered_json AJ;
    AJ["id"] = A.Id;
    AJ["message"] = A.Message;
    putLocation(AJ, A.Loc);
    return AJ;
  });
}

/// Keys and values, in order.
using Fields = std::vector<std::pair<const char *, ordered_json>>;

void put(ordered_json &J, const Fields &F) {
  for (const auto &[Key, Value] : F)
    J[Key] = Value;
}

/// A traffic bound of a launch (its sectors, its compulsory bytes): whether
/// it was computed, and why not; once it is, its own Counts, its bytes,
/// whether they are exact, the intensity and roofline they give, its Parts
/// under PartsKey and the assumptions it rests on.
template <typename Bound>
ordered_json
trafficBound(const Bound &T, const std::optional<double> &Intensity,
             const std::optional<Placement> &Roof, const Machine &Gpu,
             const Fields &Counts, const char *PartsKey, ordered_json Parts) {
  ordered_json J;
  J["computed"] = T.Computed;
  J["missing"] = T.Computed ? ordered_json() : ordered_json(T.Missing);
  if (!T.Computed)
    return J;
  put(J, Counts);
  J[key::Bytes] = number(Expr(T.bytes()));
  J["exact"] = T.exact();
  J["intensity"] = optionalNumber(Intensity);
  J["roofline"] = rooflineOrNull(Roof, Gpu);
  J[PartsKey] = std::move(Parts);
  J["assumptions"] = assumptions(T.Assumptions);
  return J;
}

/// A part of a traffic bound (an access, an array), after what J holds: its
/// array, its own Counts, and whether they are exact.
ordered_json trafficPart(ordered_json J, const std::string &Array,
                         const Fields &Counts, bool Exact) {
  J["array"] = Array;
  put(J, Counts);
  J["exact"] = Exact;
  return J;
}

ordered_json sectors(const LaunchResult &L, const Machine &Gpu) {
  const SectorTraffic &S = L.Sectors;
  ordered_json Accesses = arrayOf(S.Accesses, [](const AccessSectors &A) {
    ordered_json AJ;
    putLocation(AJ, A.Loc);
    return trafficPart(AJ, A.Array,
                       {{"direction", A.Store ? "store" : "load"},
                        {"width", A.Width},
                        {"requests", number(Expr(A.Requests))},
                        {"sectors", number(Expr(A.Sectors))},
                        {"ideal_sectors", number(Expr(A.IdealSectors))}},
                       A.Exact);
  });
  return trafficBound(S, L.SectorIntensity, L.SectorRoof, Gpu,
                      {{"sector_bytes", 32},
                       {"base_alignment", 256},
                       {"load_bytes", number(Expr(S.LoadBytes))},
                       {"store_bytes", number(Expr(S.StoreBytes))}},
                      "accesses", std::move(Accesses));
}

ordered_json compulsory(const LaunchResult &L, const Machine &Gpu) {
  const Footprint &F = L.Compulsory;
  ordered_json Arrays = arrayOf(F.Arrays, [](const ArrayFootprint &A) {
    return trafficPart(ordered_json(), A.Array,
                       {{"read_bytes", number(Expr(A.ReadBytes))},
                        {"write_bytes", number(Expr(A.WriteBytes))}},
                       A.Exact);
  });
  return trafficBound(F, L.CompulsoryIntensity, L.SoundRoof, Gpu,
                      {{"read_bytes", number(Expr(F.ReadBytes))},
                       {"write_bytes", number(Expr(F.WriteBytes))}},
                      "arrays", std::move(Arrays));
}

/// FLOPs per precision, then their total.
ordered_json flopsByPrecision(const CostVector &C) {
  ordered_json Flops;
  for (Precision P : AllPrecisions)
    Flops[precisionName(P)] = number(C.Flops[static_cast<int>(P)]);
  Flops["total"] = number(C.totalFlops());
  return Flops;
}

/// Tensor-core FLOPs per input type.
ordered_json tensorFlops(const CostVector &C) {
  ordered_json Tensor;
  for (TensorType T : AllTensorTypes)
    Tensor[tensorTypeName(T)] = number(C.TensorFlops[static_cast<int>(T)]);
  return Tensor;
}

ordered_json baselineDelta(const BaselineDelta &D) {
  ordered_json J;
  J["new"] = D.New;
  J["old_intensity"] = optionalNumber(D.OldIntensity);
  J["new_intensity"] = optionalNumber(D.NewIntensity);
  J["intensity_change_percent"] = optionalNumber(D.IntensityChangePercent);
  J["old_ceiling_flops_per_s"] = optionalNumber(D.OldCeiling);
  J["new_ceiling_flops_per_s"] = optionalNumber(D.NewCeiling);
  J["ceiling_change_percent"] = optionalNumber(D.CeilingChangePercent);
  J["old_bound"] =
      D.OldBound.empty() ? ordered_json() : ordered_json(D.OldBound);
  J["new_bound"] =
      D.NewBound.empty() ? ordered_json() : ordered_json(D.NewBound);
  if (D.OldSoundTime || D.NewSoundTime) {
    J["old_sound_time_lower_bound_s"] = optionalNumber(D.OldSoundTime);
    J["new_sound_time_lower_bound_s"] = optionalNumber(D.NewSoundTime);
    J["sound_time_change_percent"] = optionalNumber(D.SoundTimeChangePercent);
  }
  if (D.OldSectorBytes || D.NewSectorBytes) {
    J["old_sector_bytes"] = optionalNumber(D.OldSectorBytes);
    J["new_sector_bytes"] = optionalNumber(D.NewSectorBytes);
    J["sector_bytes_change_percent"] =
        optionalNumber(D.SectorBytesChangePercent);
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
  J["estimate_bytes_ratio"] = optionalNumber(M.EstimateBytesRatio);
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
  J["levels"] = arrayOf(M.Levels, [](const LevelCount &C) {
    ordered_json E;
    E["level"] = C.Level;
    E["unit"] = C.Unit;
    E["counter"] = C.Counter;
    E["measured"] = C.Measured;
    E["predicted"] = C.Predicted;
    return E;
  });
  return J;
}

/// The prediction and every roof (docs/JsonFormat.md, "roofs").
void putRoofs(ordered_json &J, const RoofSet &Set) {
  ordered_json P;
  if (!Set.Roofs.empty()) {
    const Roof *Lim = Set.limiting();
    P[key::FlopsPerS] = optionalNumber(Set.PredictedFlopsPerS);
    P[key::TimeS] = optionalNumber(Set.PredictedTimeS);
    P["limited_by"] = Lim ? ordered_json(roofLevelName(Lim->Level)) : nullptr;
    P["reason"] = Lim ? ordered_json(Lim->Reason) : nullptr;
    P["sound_flops_per_s"] = optionalNumber(Set.SoundFlopsPerS);
    P["sound_time_s"] = optionalNumber(Set.SoundTimeS);
    P["sound_limited_by"] =
        Set.SoundLimiting
            ? ordered_json(roofLevelName(Set.Roofs[*Set.SoundLimiting].Level))
            : nullptr;
  }
  J[key::Predicted] = P;
  ordered_json Roofs = ordered_json::array();
  for (const Roof &R : Set.Roofs)
    Roofs.push_back(
        {{"level", roofLevelName(R.Level)},
         {"count", R.Count},
         {"unit", R.Unit},
         {"estimate_time_s", optionalNumber(R.EstimateTimeS)},
         {"estimate_flops_per_s", optionalNumber(R.EstimateFlopsPerS)},
         {"sound_time_s", optionalNumber(R.SoundTimeS)},
         {"sound_flops_per_s", optionalNumber(R.SoundFlopsPerS)},
         {"rule", R.Rule},
         {"reason", R.Reason},
         {"missing", R.Missing}});
  J["roofs"] = Roofs;
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
  J["call_path"] = L.Site.CallPath;
  J["host_loop_iterations"] = L.Site.Iterations;
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
  putRoofs(J, L.Roofs);
  const CostVector &T = L.Totals;
  ordered_json Totals;
  Totals["threads"] = number(L.Threads);
  Totals["active_threads"] = number(L.ActiveThreads);
  Totals["flops"] = flopsByPrecision(T);
  Totals["tensor_flops"] = tensorFlops(T);
  Totals["global_load_bytes"] = number(T.GlobalLoadBytes);
  Totals["global_store_bytes"] = number(T.GlobalStoreBytes);
  Totals["global_bytes"] = number(T.globalBytes());
  Totals["shared_load_bytes"] = number(T.SharedLoadBytes);
  Totals["shared_store_bytes"] = number(T.SharedStoreBytes);
  Totals["flops_expr"] = T.totalFlops().str();
  Totals["global_bytes_expr"] = T.globalBytes().str();
  J["totals"] = Totals;
  J[key::Intensity] = optionalNumber(L.Intensity);
  J["intensity_expr"] = L.IntensityExpr;
  J[key::IntensityLimit] = optionalNumber(L.IntensityLimit);
  J[key::Roofline] =
      rooflineOrNull(L.Roof, Gpu, L.RoofIsLimit, L.RestsOnUnbound);
  J["ridge_crossing"] = orNull(L.Crossing, crossing);
  J["time_lower_bound_s"] = optionalNumber(L.TimeLowerBoundS);
  J[key::Sectors] = sectors(L, Gpu);
  J["compulsory"] = compulsory(L, Gpu);
  if (L.Estimate.Computed) {
    ordered_json E;
    E["bytes"] = number(Expr(L.Estimate.Bytes));
    E["intensity"] = optionalNumber(L.EstimateIntensity);
    E["roofline"] = rooflineOrNull(L.EstimateRoof, Gpu);
    E["rule"] = L.Estimate.Rule;
    J["estimate"] = E;
  } else {
    J["estimate"] = nullptr;
  }
  J["verdict"] =
      L.Verdict ? ordered_json(trafficVerdictText(*L.Verdict)) : ordered_json();
  J[key::SoundTime] = optionalNumber(L.SoundTimeS);
  J["no_reuse_time_s"] = optionalNumber(L.NoReuseTimeS);
  J["sector_efficiency"] = optionalNumber(L.SectorEfficiency);
  J["threads_counted_alike"] = L.ThreadsFellBack;
  ordered_json Unbound = ordered_json::array();
  for (const std::string &S : L.Unbound)
    if (!isIndexSymbol(S)) // sizes to --bind, never a thread's index
      Unbound.push_back(S);
  J["unbound_symbols"] = Unbound;
  J["unresolved"] = L.Site.Unresolved;
  J["estimated"] = L.Estimated;
  J["assumptions"] = assumptions(L.Assumptions);
  J["measured"] = orNull(L.Measured, measured);
  J["baseline"] = orNull(L.Baseline, baselineDelta);
  return J;
}

ordered_json kernel(const KernelResult &K, const Machine &Gpu) {
  const KernelSummary &KS = K.Kernel;
  const CostVector &B = K.Bound.Cost;
  ordered_json J;
  J[key::Name] = KS.Name;
  putLocation(J, KS.Loc);
  J["analyzed"] = KS.Analyzed;
  if (!KS.Analyzed) {
    J["reason"] = KS.NotAnalyzedReason;
    return J;
  }
  J["estimated"] = KS.isEstimated();
  J["threads_differ"] = KS.ThreadsDiffer;

  ordered_json PT;
  ordered_json FlopsExprs;
  for (Precision P : AllPrecisions)
    FlopsExprs[precisionName(P)] =
        KS.PerThread.Flops[static_cast<int>(P)].str();
  PT["flops"] = flopsByPrecision(B);
  PT["tensor_flops"] = tensorFlops(B);
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
  Field("int_ops", KS.PerThread.IntOps, B.IntOps);
  J["per_thread"] = PT;

  J[key::Intensity] = optionalNumber(K.Intensity);
  J["intensity_expr"] = K.IntensityExpr;
  J[key::IntensityLimit] = optionalNumber(K.IntensityLimit);
  J[key::Roofline] = rooflineOrNull(K.Roof, Gpu, K.RoofIsLimit);
  J["ridge_crossing"] = orNull(K.Crossing, crossing);

  // Sizes to --bind; the thread and block indices the per-thread figures
  // vary with apart (the placement takes them at 0).
  ordered_json Unbound = ordered_json::array(), Indices = ordered_json::array();
  for (const std::string &S : K.Bound.Unbound)
    (isIndexSymbol(S) ? Indices : Unbound).push_back(S);
  J["unbound_symbols"] = Unbound;
  J["index_symbols"] = Indices;
  J["loops"] = arrayOf(KS.Loops, [](const LoopNote &L) {
    ordered_json LJ;
    putLocation(LJ, L.Loc);
    LJ["trip_count"] = number(L.TripCount);
    LJ["trip_count_expr"] = L.TripCount.str();
    return LJ;
  });
  J["assumptions"] = assumptions(KS.Assumptions);
  J[key::Launches] = arrayOf(
      K.Launches, [&](const LaunchResult &L) { return launch(L, Gpu); });
  J["baseline"] = orNull(K.Baseline, baselineDelta);
  return J;
}

ordered_json finding(const Finding &F) {
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
  return FJ;
}

/// One further GPU: its kernels' and launches' placements.
ordered_json whatIf(const AnalysisResult &O) {
  ordered_json GJ;
  GJ["gpu"] = O.Gpu.Id;
  GJ["name"] = O.Gpu.Name;
  ordered_json Ks = ordered_json::array();
  for (const FileResult &F : O.Files)
    for (const KernelResult &K : F.Kernels) {
      ordered_json KJ;
      KJ["name"] = K.Kernel.Name;
      putLocation(KJ, K.Kernel.Loc);
      KJ["roofline"] = rooflineOrNull(K.Roof, O.Gpu, K.RoofIsLimit);
      KJ["launches"] = arrayOf(K.Launches, [&](const LaunchResult &L) {
        ordered_json LJ;
        putLocation(LJ, L.Site.Loc);
        LJ["roofline"] =
            rooflineOrNull(L.Roof, O.Gpu, L.RoofIsLimit, L.RestsOnUnbound);
        LJ["time_lower_bound_s"] = optionalNumber(L.TimeLowerBoundS);
        return LJ;
      });
      Ks.push_back(KJ);
    }
  GJ["kernels"] = Ks;
  return GJ;
}

} // namespace

void printJson(const AnalysisResult &R, llvm::raw_ostream &OS,
               const ReportOptions &Opts) {
  ordered_json J;
  J[key::SchemaVersion] = json_schema::Version;
  J["tool"] = {{"name", "roofline-lint"}, {"version", ROOFLINE_VERSION}};
  ordered_json Gpu;
  Gpu[key::Id] = R.Gpu.Id;
  Gpu["name"] = R.Gpu.Name;
  ordered_json Peaks;
  for (Precision P : AllPrecisions) {
    const auto &V = R.Gpu.PeakFlopsPerS[static_cast<int>(P)];
    Peaks[precisionName(P)] = V ? ordered_json(*V) : ordered_json();
  }
  Gpu["peak_flops_per_s"] = Peaks;
  Gpu["dram_bytes_per_s"] = R.Gpu.DramBytesPerS;
  J[key::Gpu] = Gpu;
  J["bindings"] = arrayOf(R.Bindings, [](const Binding &B) {
    ordered_json BJ;
    BJ["name"] = B.Name;
    BJ["value"] = number(Expr(B.Value));
    BJ["origin"] = B.Origin;
    return BJ;
  });
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
  J[key::Kernels] = Kernels;
  J["findings"] = arrayOf(R.Findings, finding);
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
    if (R.UnchangedLeftOut) // --changed-only
      BJ["unchanged_left_out"] = R.UnchangedLeftOut;
    J["baseline"] = BJ;
  }
  if (!R.OtherGpus.empty()) {
    // The same kernels on each further GPU: placement only.
    J["what_if"] = arrayOf(R.OtherGpus, whatIf);
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
  OS << jsonText(J) << "\n";
}

ROOFLINE_REPORT_FORMATS(JsonReport, {{"json", 20, printJson}});

} // namespace roofline
