//===- JsonReport.cpp - The machine-readable report -----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Schema version 1, documented in docs/OutputFormats.md. Keys keep a fixed
// order (ordered_json). A number that depends on an unbound symbol is null;
// the matching `_expr` string is always present.
//
//===----------------------------------------------------------------------===//

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
  return V->toDouble();
}

ordered_json optionalNumber(const std::optional<double> &V) {
  if (!V || std::isinf(*V) || std::isnan(*V))
    return nullptr;
  return *V;
}

ordered_json location(const SourceLoc &L) {
  ordered_json J;
  J["file"] = L.File;
  J["line"] = L.Line;
  J["column"] = L.Column;
  return J;
}

ordered_json roofline(const Placement &P, const Machine &Gpu, bool IsLimit) {
  ordered_json J;
  J["gpu"] = Gpu.Id;
  J["precision"] = precisionLabel(P);
  J["peak_flops_per_s"] = P.PeakFlopsPerS;
  J["dram_bytes_per_s"] = P.DramBytesPerS;
  J["ridge"] = P.Ridge;
  J["ceiling_flops_per_s"] = P.CeilingFlopsPerS;
  J["fraction_of_peak"] = P.FractionOfPeak;
  J["bound"] = boundName(P.BoundBy);
  J["basis"] = IsLimit ? "limit" : "exact";
  if (!P.Warning.empty())
    J["warning"] = P.Warning;
  return J;
}

ordered_json kernel(const KernelResult &K, const Machine &Gpu) {
  const KernelSummary &KS = K.Kernel;
  const CostVector &B = K.Bound.Cost;
  ordered_json J;
  J["name"] = KS.Name;
  J["file"] = KS.Loc.File;
  J["line"] = KS.Loc.Line;
  J["column"] = KS.Loc.Column;
  J["analyzed"] = KS.Analyzed;
  if (!KS.Analyzed) {
    J["reason"] = KS.NotAnalyzedReason;
    return J;
  }
  J["estimated"] = KS.isEstimated();

  ordered_json PT;
  ordered_json Flops, FlopsExprs;
  for (Precision P : AllPrecisions) {
    Flops[precisionName(P)] = number(B.Flops[static_cast<int>(P)]);
    FlopsExprs[precisionName(P)] = KS.PerThread.Flops[static_cast<int>(P)].str();
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
  Field("global_store_bytes", KS.PerThread.GlobalStoreBytes, B.GlobalStoreBytes);
  Field("shared_load_bytes", KS.PerThread.SharedLoadBytes, B.SharedLoadBytes);
  Field("shared_store_bytes", KS.PerThread.SharedStoreBytes, B.SharedStoreBytes);
  Field("constant_load_bytes", KS.PerThread.ConstantLoadBytes, B.ConstantLoadBytes);
  Field("special_ops", KS.PerThread.SpecialOps, B.SpecialOps);
  Field("other_ops", KS.PerThread.OtherOps, B.OtherOps);
  J["per_thread"] = PT;

  J["intensity"] = optionalNumber(K.Intensity);
  J["intensity_expr"] = K.IntensityExpr;
  J["intensity_limit"] = optionalNumber(K.IntensityLimit);
  J["roofline"] = K.Roof ? roofline(*K.Roof, Gpu, K.RoofIsLimit) : ordered_json();

  ordered_json Unbound = ordered_json::array();
  for (const std::string &S : K.Bound.Unbound)
    Unbound.push_back(S);
  J["unbound_symbols"] = Unbound;
  ordered_json Loops = ordered_json::array();
  for (const LoopNote &L : KS.Loops) {
    ordered_json LJ = location(L.Loc);
    LJ["trip_count"] = number(L.TripCount);
    LJ["trip_count_expr"] = L.TripCount.str();
    Loops.push_back(LJ);
  }
  J["loops"] = Loops;
  ordered_json As = ordered_json::array();
  for (const Assumption &A : KS.Assumptions) {
    ordered_json AJ;
    AJ["id"] = A.Id;
    AJ["message"] = A.Message;
    AJ["file"] = A.Loc.File;
    AJ["line"] = A.Loc.Line;
    AJ["column"] = A.Loc.Column;
    As.push_back(AJ);
  }
  J["assumptions"] = As;
  return J;
}

} // namespace

void printJson(const AnalysisResult &R, std::ostream &OS) {
  ordered_json J;
  J["schema_version"] = 1;
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
    BJ["value"] = B.Value.isInteger() ? ordered_json(static_cast<int64_t>(B.Value.num()))
                                      : ordered_json(B.Value.toDouble());
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
  OS << J.dump(2) << "\n";
}

} // namespace roofline
