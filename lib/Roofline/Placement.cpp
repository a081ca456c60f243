//===- Placement.cpp - A kernel against a machine's roofline --------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The spec's "Roofline placement" rules on plain numbers:
//   I = FLOPs / global bytes, ridge = peak / bandwidth,
//   ceiling = min(bandwidth * I, peak), memory-bound iff I < ridge,
//   fraction = ceiling / peak,
//   time lower bound = max(bytes / bandwidth, sum_p flops_p / peak_p).
// The peak is that of the precision doing most FLOPs; a kernel with FLOPs in
// several precisions uses the effective peak total / sum_p(flops_p / peak_p),
// so that total / peak is exactly the spec's time_compute.
//
//===----------------------------------------------------------------------===//

#include "roofline/Roofline/Placement.h"
#include "roofline/Support/NumberText.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

namespace roofline {

namespace {

/// The machine's own peak for P, if it has a usable (positive, finite) one.
std::optional<double> ownPeak(const Machine &M, Precision P) {
  const std::optional<double> &Peak = M.PeakFlopsPerS[static_cast<int>(P)];
  if (Peak && *Peak > 0 && std::isfinite(*Peak))
    return *Peak;
  return std::nullopt;
}

std::string machineLabel(const Machine &M) {
  if (!M.Id.empty())
    return M.Id;
  return M.Name.empty() ? std::string("the machine") : M.Name;
}

/// "fp64", "fp16 or fp64", "fp16, bf16 or fp64" (Word = "or"/"and").
std::string joinPrecisions(const std::vector<Precision> &Ps, const char *Word) {
  std::string S;
  for (std::size_t I = 0; I < Ps.size(); ++I) {
    if (I > 0)
      S += I + 1 == Ps.size() ? std::string(" ") + Word + " " : ", ";
    S += precisionName(Ps[I]);
  }
  return S;
}

/// "29.1 TFLOP/s", "455 GFLOP/s".
std::string formatRate(double FlopsPerS) {
  if (FlopsPerS >= 1e12)
    return generalText(FlopsPerS / 1e12, 4) + " TFLOP/s";
  return generalText(FlopsPerS / 1e9, 4) + " GFLOP/s";
}

/// The peaks used per precision, with the fallback to fp32 and its warning.
struct PeakChoice {
  std::array<double, NumPrecisions> Peak{}; // 0: no usable peak at all
  std::string Warning;
};

/// Resolves the peak for each precision in Used (fp32's when M lacks one).
PeakChoice choosePeaks(const Machine &M, const std::vector<Precision> &Used) {
  PeakChoice C;
  std::vector<Precision> Missing;
  std::optional<double> FP32 = ownPeak(M, Precision::FP32);
  for (Precision P : Used) {
    std::optional<double> Own = ownPeak(M, P);
    if (!Own)
      Missing.push_back(P);
    C.Peak[static_cast<int>(P)] = Own ? *Own : FP32.value_or(0);
  }
  if (Missing.empty())
    return C;
  std::string Label = machineLabel(M);
  if (FP32) {
    C.Warning = Label + " has no " + joinPrecisions(Missing, "or") + " peak; " +
                joinPrecisions(Missing, "and") +
                " FLOPs are placed against its fp32 peak (" +
                formatRate(*FP32) + ")";
  } else {
    std::vector<Precision> All = Missing;
    if (std::find(All.begin(), All.end(), Precision::FP32) == All.end())
      All.push_back(Precision::FP32);
    C.Warning = Label + " has no " + joinPrecisions(All, "or") +
                " peak; only its bandwidth ceiling applies";
  }
  return C;
}

void appendWarning(std::string &To, const std::string &Line) {
  if (Line.empty())
    return;
  To += To.empty() ? Line : "; " + Line;
}

/// Ridge, ceiling, bound and fraction from R.PeakFlopsPerS, R.DramBytesPerS
/// and R.Intensity (nullopt: no bytes, infinite intensity).
void applyRoofline(Placement &R, const Machine &M) {
  double Peak = R.PeakFlopsPerS;
  double Bandwidth = R.DramBytesPerS;
  if (!(Bandwidth > 0) || !std::isfinite(Bandwidth)) {
    appendWarning(
        R.Warning,
        machineLabel(M) +
            " has no DRAM bandwidth; only its compute ceiling applies");
    R.Ridge = 0;
    R.CeilingFlopsPerS = Peak;
    R.BoundBy = Bound::Compute;
    R.FractionOfPeak = Peak > 0 ? 1 : 0;
    return;
  }
  R.Ridge = Peak / Bandwidth;
  if (!R.Intensity) {
    R.CeilingFlopsPerS = Peak;
    R.BoundBy = Bound::Compute;
  } else {
    double Memory = Bandwidth * *R.Intensity;
    R.CeilingFlopsPerS = Peak > 0 ? std::min(Memory, Peak) : Memory;
    R.BoundBy =
        Peak > 0 && !(*R.Intensity < R.Ridge) ? Bound::Compute : Bound::Memory;
  }
  R.FractionOfPeak =
      Peak > 0 ? std::clamp(R.CeilingFlopsPerS / Peak, 0.0, 1.0) : 0;
}

} // namespace

Placement place(const FlopsAndBytes &Amounts, const Machine &M) {
  Placement R;
  R.DramBytesPerS = M.DramBytesPerS;

  // The precisions with FLOPs, narrow to wide; ">=" sends ties to the wider.
  std::vector<Precision> Used;
  double Most = 0;
  for (Precision P : AllPrecisions) {
    double F = Amounts.Flops[static_cast<int>(P)];
    if (!(F > 0))
      continue;
    Used.push_back(P);
    if (F >= Most) {
      Most = F;
      R.Prec = P;
    }
  }
  // Tensor-core FLOPs: their own peaks, or the regular peak of the matching
  // precision when the machine lists none (said in the warning).
  std::vector<TensorType> UsedTensor;
  std::vector<std::string> NoTensorPeak;
  std::array<double, NumTensorTypes> TensorPeak{};
  for (TensorType T : AllTensorTypes) {
    double F = Amounts.TensorFlops[static_cast<int>(T)];
    if (!(F > 0))
      continue;
    UsedTensor.push_back(T);
    const std::optional<double> &Own =
        M.TensorPeakFlopsPerS[static_cast<int>(T)];
    if (Own && *Own > 0 && std::isfinite(*Own)) {
      TensorPeak[static_cast<int>(T)] = *Own;
    } else {
      Precision Fallback = fallbackPrecision(T);
      if (std::find(Used.begin(), Used.end(), Fallback) == Used.end())
        Used.push_back(Fallback); // for its peak (and its warning)
      NoTensorPeak.push_back(tensorTypeName(T));
    }
    if (F >= Most) {
      Most = F;
      R.Tensor = true;
      R.TensorPrec = T;
    }
  }
  size_t RegularUsed = std::count_if(
      AllPrecisions, AllPrecisions + NumPrecisions,
      [&](Precision P) { return Amounts.Flops[static_cast<int>(P)] > 0; });
  R.Mixed = RegularUsed + UsedTensor.size() > 1;
  if (Used.empty() && UsedTensor.empty())
    Used.push_back(Precision::FP32); // no FLOPs: placed against fp32

  PeakChoice Peaks = choosePeaks(M, Used);
  R.Warning = Peaks.Warning;
  if (!NoTensorPeak.empty()) {
    std::string Names;
    for (const std::string &N : NoTensorPeak)
      Names += (Names.empty() ? "" : ", ") + N;
    appendWarning(R.Warning, machineLabel(M) + " has no tensor peak for " +
                                 Names +
                                 "; those FLOPs are placed against its "
                                 "regular peak of the same precision");
  }
  for (TensorType T : UsedTensor)
    if (TensorPeak[static_cast<int>(T)] == 0)
      TensorPeak[static_cast<int>(T)] =
          Peaks.Peak[static_cast<int>(fallbackPrecision(T))];

  double Total = Amounts.totalFlops();
  double TimeCompute = 0;
  bool AllPeaks = true;
  for (Precision P : AllPrecisions) {
    double F = Amounts.Flops[static_cast<int>(P)];
    if (!(F > 0))
      continue;
    double Peak = Peaks.Peak[static_cast<int>(P)];
    if (Peak > 0)
      TimeCompute += F / Peak;
    else
      AllPeaks = false;
  }
  for (TensorType T : UsedTensor) {
    double Peak = TensorPeak[static_cast<int>(T)];
    if (Peak > 0)
      TimeCompute += Amounts.TensorFlops[static_cast<int>(T)] / Peak;
    else
      AllPeaks = false;
  }
  if (!AllPeaks)
    R.PeakFlopsPerS = 0;
  else if (R.Mixed)
    R.PeakFlopsPerS = Total / TimeCompute; // effective peak
  else if (R.Tensor)
    R.PeakFlopsPerS = TensorPeak[static_cast<int>(R.TensorPrec)];
  else
    R.PeakFlopsPerS = Peaks.Peak[static_cast<int>(R.Prec)];

  double Bytes = Amounts.GlobalBytes > 0 ? Amounts.GlobalBytes : 0;
  if (Bytes > 0)
    R.Intensity = Total / Bytes;
  applyRoofline(R, M);

  double TimeMemory = M.DramBytesPerS > 0 ? Bytes / M.DramBytesPerS : 0;
  R.TimeLowerBoundS = std::max(TimeMemory, TimeCompute);
  return R;
}

Placement placeIntensity(double Intensity, Precision P, const Machine &M) {
  Placement R;
  R.Prec = P;
  R.DramBytesPerS = M.DramBytesPerS;
  PeakChoice Peaks = choosePeaks(M, {P});
  R.Warning = Peaks.Warning;
  R.PeakFlopsPerS = Peaks.Peak[static_cast<int>(P)];
  if (std::isinf(Intensity) && Intensity > 0)
    R.Intensity = std::nullopt; // no bytes
  else
    R.Intensity = Intensity >= 0 ? Intensity : 0; // NaN and negatives: 0
  applyRoofline(R, M);
  return R;
}

TrafficVerdict trafficVerdict(double Flops, const Placement &NoReuse,
                              const Placement &PerfectReuse) {
  if (Flops <= 0)
    return TrafficVerdict::NoFlops;
  if (PerfectReuse.BoundBy == Bound::Memory)
    return TrafficVerdict::MemoryBoundAtAnyReuse;
  if (NoReuse.BoundBy == Bound::Memory)
    return TrafficVerdict::ComputeBoundIfReused;
  return TrafficVerdict::ComputeBound;
}

} // namespace roofline
