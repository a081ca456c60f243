//===- TextPhrases.cpp - Wording shared by kernel and launch lines --------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// What the readouts of a kernel and of its launches say alike: the sizes
// that grow, the ridge crossing, the breakdown of FLOPs by precision, the
// change against a baseline and the intensity line of an open intensity.
//
//===----------------------------------------------------------------------===//

#include "TextInternals.h"

namespace roofline {
namespace textimpl {

/// The symbols that grow toward a limit: sizes, not thread indices (the
/// kernel's verdict is taken at index 0).
std::string dims(const std::array<Expr, 3> &D) {
  return "(" + D[0].str() + ", " + D[1].str() + ", " + D[2].str() + ")";
}

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

/// Names, a dim3's axes together: "blockDim.x/y/z, n". Past MaxListedNames,
/// counted.
std::string axesText(const std::set<std::string> &Names) {
  constexpr size_t MaxListedNames = 8;
  std::vector<std::string> Out;
  for (const std::string &N : Names) {
    size_t Dot = N.rfind('.');
    std::string Axis = Dot == std::string::npos ? "" : N.substr(Dot + 1);
    if ((Axis == "y" || Axis == "z") && !Out.empty() &&
        llvm::StringRef(Out.back()).starts_with(N.substr(0, Dot + 1) + "x")) {
      Out.back() += "/" + Axis;
      continue;
    }
    Out.push_back(N);
  }
  std::string Text;
  for (size_t I = 0; I < Out.size() && I < MaxListedNames; ++I)
    Text += (I ? ", " : "") + Out[I];
  if (Out.size() > MaxListedNames)
    Text += " and " + std::to_string(Out.size() - MaxListedNames) + " more";
  return Text;
}

/// " as N grows", " as M, N grow", " as gridDim.x/y, n grow", or " as its
/// sizes grow" when none is named.
std::string asGrow(const std::set<std::string> &Sizes) {
  if (Sizes.empty())
    return " as its sizes grow";
  return " as " + axesText(Sizes) + (Sizes.size() == 1 ? " grows" : " grow");
}

std::string crossing(const RidgeCrossing &C, const Machine &Gpu) {
  if (C.Never)
    return "memory-bound on " + Gpu.Id + " for every " + C.Symbol;
  return "compute-bound on " + Gpu.Id + " once " + C.Symbol +
         " >= " + std::to_string(C.From);
}

/// "  (fp32 2*N, fp64 4)": the non-zero precisions and tensor types, each
/// formula shortened to `<formula>` when the line needs it.
void appendBreakdown(std::vector<Part> &Parts, const CostVector &B) {
  bool First = true;
  auto Add = [&](const std::string &Name, const Expr &E) {
    Parts.push_back(Part((First ? "  (" : ", ") + Name + " "));
    Parts.push_back(detail(E));
    First = false;
  };
  for (Precision P : AllPrecisions) {
    int I = static_cast<int>(P);
    if (!B.Flops[I].isZero())
      Add(precisionName(P), B.Flops[I]);
  }
  for (TensorType T : AllTensorTypes) {
    int I = static_cast<int>(T);
    if (!B.TensorFlops[I].isZero())
      Add(std::string("tensor ") + tensorTypeName(T), B.TensorFlops[I]);
  }
  if (!First)
    Parts.push_back(Part(")"));
}

/// "ceiling 126 GFLOP/s -> 2.01 TFLOP/s (+1495.2 %), intensity 0.25 -> 3.99
/// (+1496.0 %), memory-bound -> compute-bound"
std::string baselineText(const BaselineDelta &D) {
  if (D.New)
    return "new: no counterpart in the baseline";
  std::string S;
  // The headline first: the predicted ceiling, or the predicted time of a
  // launch without FLOPs.
  if (D.OldPredicted && D.NewPredicted && *D.OldPredicted > 0 &&
      *D.NewPredicted > 0)
    S += "predicted " + formatFlopsPerSecond(*D.OldPredicted) + " -> " +
         formatFlopsPerSecond(*D.NewPredicted) +
         (D.PredictedChangePercent
              ? " (" + formatSignedPercent(*D.PredictedChangePercent) + ")"
              : "");
  else if (D.OldPredictedTime && D.NewPredictedTime)
    S += "predicted time " + formatSeconds(*D.OldPredictedTime) + " -> " +
         formatSeconds(*D.NewPredictedTime) +
         (D.PredictedTimeChangePercent
              ? " (" + formatSignedPercent(*D.PredictedTimeChangePercent) + ")"
              : "");
  if (D.OldCeiling && D.NewCeiling)
    S += std::string(S.empty() ? "" : ", ") + "ceiling " +
         formatFlopsPerSecond(*D.OldCeiling) + " -> " +
         formatFlopsPerSecond(*D.NewCeiling) +
         (D.CeilingChangePercent
              ? " (" + formatSignedPercent(*D.CeilingChangePercent) + ")"
              : "");
  if (D.OldIntensity && D.NewIntensity)
    S += std::string(S.empty() ? "" : ", ") + "intensity " +
         formatIntensity(*D.OldIntensity) + " -> " +
         formatIntensity(*D.NewIntensity) +
         (D.IntensityChangePercent
              ? " (" + formatSignedPercent(*D.IntensityChangePercent) + ")"
              : "");
  if (D.OldSoundTime && D.NewSoundTime)
    S += std::string(S.empty() ? "" : ", ") +
         "time >= " + formatSeconds(*D.OldSoundTime) + " -> " +
         formatSeconds(*D.NewSoundTime) +
         (D.SoundTimeChangePercent
              ? " (" + formatSignedPercent(*D.SoundTimeChangePercent) + ")"
              : "");
  if (D.OldSectorBytes && D.NewSectorBytes && D.SectorBytesChangePercent &&
      *D.SectorBytesChangePercent != 0)
    S += std::string(S.empty() ? "" : ", ") + "sectors " +
         formatSignedPercent(*D.SectorBytesChangePercent);
  if (!D.OldBound.empty() && !D.NewBound.empty())
    S += std::string(S.empty() ? "" : ", ") +
         (D.OldBound == D.NewBound
              ? D.NewBound + "-bound"
              : D.OldBound + "-bound -> " + D.NewBound + "-bound");
  return S.empty() ? "no comparable numbers" : S;
}

/// The intensity line of a kernel or launch whose intensity is not a
/// number: its limit as the unbound sizes grow, else the formula alone.
void openIntensityLine(llvm::raw_ostream &OS, const std::string &Expr,
                       const std::optional<double> &Limit,
                       const std::set<std::string> &Unbound,
                       const std::set<std::string> &Symbols, const Style &St) {
  if (!Limit) {
    fitLine(OS, "intensity",
            {std::vector<std::string>{Expr, formulaToken(Symbols)}, " FLOP/B"},
            St);
    return;
  }
  std::string Value = formatIntensity(*Limit);
  std::string As = asGrow(growing(Unbound));
  fitLine(OS, "intensity",
          {std::vector<std::string>{Expr + " FLOP/B -> " + Value + As,
                                    Value + " FLOP/B" + As + ", the limit of " +
                                        formulaToken(Symbols),
                                    Value + " FLOP/B" + As}},
          St);
}

} // namespace textimpl
} // namespace roofline
