//===- TextSummary.cpp - The text report's one-row-per-kernel table -------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// --summary: one row per kernel of the source (the brief readout's blocks,
// TextBrief.cpp), farthest below its GPU's peak first: where it is, the
// launch that speaks for it, the predicted ceiling and what it can never
// beat, the level that limits it, the share of peak, the verdict and how
// many warnings and errors it has. A
// kernel template's instantiations are one row that names how many there
// are and gives the instantiation farthest below peak.
//
//===----------------------------------------------------------------------===//

#include "TextInternals.h"

#include "roofline/Result/Units.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace roofline {
namespace textimpl {

namespace {

/// One row of the table, and what it sorts by.
struct Row {
  std::vector<std::string> Cells;
  /// The predicted (or placed) ceiling over the peak; rows without one
  /// come last, in source order.
  std::optional<double> Share;
};

/// Columns that would widen the table past reading are cut.
constexpr size_t MaxKernel = 40, MaxLaunch = 24;

std::string clipped(const std::string &Text, size_t Max) {
  return Text.size() <= Max ? Text : Text.substr(0, Max - 3) + "...";
}

/// The verdict in a table cell's words.
const char *shortRegime(KernelRegime R) {
  switch (R) {
  case KernelRegime::MemoryBound:
    return "memory-bound";
  case KernelRegime::ComputeBound:
    return "compute-bound";
  case KernelRegime::ComputeBoundIfReused:
    return "compute-bound if reused";
  case KernelRegime::Undecided:
    return "undecided";
  case KernelRegime::MovesDataOnly:
    return "moves data only";
  case KernelRegime::None:
    break;
  }
  return "no verdict";
}

/// "4096 x 256", or "(64, 64, 1) x (16, 16, 1)" for 2-D and 3-D launches.
std::string launchShape(const LaunchResult &L) {
  auto Compact = [](const std::array<Expr, 3> &D) {
    if (D[1].isConstant() && D[2].isConstant() && D[1].str() == "1" &&
        D[2].str() == "1")
      return D[0].str();
    return dims(D);
  };
  return Compact(L.Grid) + " x " + Compact(L.Block);
}

/// A kernel's figures at its verdict: the launch's predicted and sound
/// ceilings and limiting level with the traffic model, else the
/// placement's ceiling.
Row kernelRow(const KernelResult &K, const std::string &Name) {
  KernelVerdict V = kernelVerdict(K);
  std::string Where = sourceLocationText(K.Kernel.Loc);
  std::string Launch = "-", Predicted = "-", Sound = "-", Limit = "-",
              Share = "-";
  std::optional<double> Fraction;
  if (V.Launch >= 0) {
    const LaunchResult &L = K.Launches[V.Launch];
    Launch = launchShape(L);
    if (V.Traffic && L.Roofs.PredictedFlopsPerS && V.Roof &&
        V.Roof->PeakFlopsPerS > 0) {
      Predicted = formatFlopsPerSecond(*L.Roofs.PredictedFlopsPerS);
      Fraction = *L.Roofs.PredictedFlopsPerS / V.Roof->PeakFlopsPerS;
      if (L.Roofs.SoundFlopsPerS)
        Sound = formatFlopsPerSecond(*L.Roofs.SoundFlopsPerS);
      if (const Roof *Lim = L.Roofs.limiting())
        Limit = roofLevelName(Lim->Level);
    }
  }
  if (!Fraction && V.Roof && V.Regime != KernelRegime::None &&
      V.Regime != KernelRegime::MovesDataOnly) {
    Predicted = formatFlopsPerSecond(V.Roof->CeilingFlopsPerS);
    Fraction = V.Roof->FractionOfPeak;
    Limit = V.Roof->BoundBy == Bound::Memory ? "DRAM" : "compute";
  }
  if (Fraction)
    Share = formatPercent(*Fraction) + " %";
  return {{Name + (K.Kernel.isEstimated() ? " (est.)" : ""), Where,
           clipped(Launch, MaxLaunch), Predicted, Sound, Limit, Share,
           shortRegime(V.Regime)},
          Fraction};
}

} // namespace

void printSummaryTable(const AnalysisResult &R, const KernelFindings &ByKernel,
                       llvm::raw_ostream &OS) {
  std::vector<Row> Rows;
  for (const KernelGroup &G : sourceKernels(R)) {
    // Its warnings and errors, each once however many instantiations
    // share it.
    std::set<
        std::tuple<std::string, std::string, unsigned, unsigned, std::string>>
        Warnings;
    for (const auto &[FI, KI] : G.Indices) {
      auto It = ByKernel.find({FI, KI});
      if (It != ByKernel.end())
        for (const Finding *F : It->second)
          if (!F->Suppressed && F->Level >= Severity::Warning)
            Warnings.insert(
                {F->Id, F->Loc.File, F->Loc.Line, F->Loc.Column, F->Message});
    }
    // The instantiation farthest below peak speaks for a template; one
    // kernel of a header analyzed from several files is one instantiation.
    std::set<std::string> Names;
    for (const auto &[FI, KI] : G.Indices)
      Names.insert(R.Files[FI].Kernels[KI].Kernel.Name);
    std::optional<Row> Pick;
    for (const auto &[FI, KI] : G.Indices) {
      const KernelResult &K = R.Files[FI].Kernels[KI];
      std::string Name =
          Names.size() == 1 ? K.Kernel.Name
                            : K.Kernel.Name.substr(0, K.Kernel.Name.find('<')) +
                                  " (" + std::to_string(Names.size()) + ")";
      Row Candidate = kernelRow(K, Name);
      if (!Pick || (Candidate.Share &&
                    (!Pick->Share || *Candidate.Share < *Pick->Share)))
        Pick = Candidate;
    }
    if (!Pick)
      continue;
    Pick->Cells[0] = clipped(Pick->Cells[0], MaxKernel);
    Pick->Cells.push_back(std::to_string(Warnings.size()));
    Rows.push_back(*Pick);
  }
  std::stable_sort(Rows.begin(), Rows.end(), [](const Row &A, const Row &B) {
    if (A.Share && B.Share)
      return *A.Share < *B.Share;
    return A.Share.has_value() && !B.Share.has_value();
  });
  const std::vector<std::string> Head{"kernel",    "at",          "launch",
                                      "predicted", "never above", "limit",
                                      "peak",      "verdict",     "warnings"};
  std::vector<size_t> Width(Head.size());
  for (size_t C = 0; C < Head.size(); ++C) {
    Width[C] = Head[C].size();
    for (const Row &Rw : Rows)
      Width[C] = std::max(Width[C], Rw.Cells[C].size());
  }
  auto Print = [&](const std::vector<std::string> &Cells) {
    std::string Line;
    for (size_t C = 0; C < Cells.size(); ++C) {
      // Figures align right, words left; the last column is not padded.
      bool Figure = (C >= 3 && C <= 6 && C != 5) || C == 8;
      std::string Pad(Width[C] - Cells[C].size(), ' ');
      Line += (C ? "  " : "") + (C + 1 == Cells.size() ? Cells[C]
                                 : Figure              ? Pad + Cells[C]
                                                       : Cells[C] + Pad);
    }
    OS << Line << "\n";
  };
  Print(Head);
  for (const Row &Rw : Rows)
    Print(Rw.Cells);
}

} // namespace textimpl
} // namespace roofline
