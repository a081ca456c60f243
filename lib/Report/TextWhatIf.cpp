//===- TextWhatIf.cpp - The what-if table of the text report --------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// With more than one --gpu: a table of every placed kernel and launch with
// its ceiling on each GPU.
//
//===----------------------------------------------------------------------===//

#include "TextInternals.h"

#include <algorithm>

namespace roofline {
namespace textimpl {

/// The what-if table: every placed kernel and launch on each GPU.
void printWhatIf(const AnalysisResult &R, llvm::raw_ostream &OS) {
  std::vector<const AnalysisResult *> Runs{&R};
  for (const AnalysisResult &O : R.OtherGpus)
    Runs.push_back(&O);
  // A launch with roofs: its predicted ceiling, the level that limits it
  // and what it can never beat; otherwise the DRAM roofline's ceiling.
  bold(OS,
       "what-if: the same kernels on " + std::to_string(Runs.size()) + " GPUs");
  OS << "\n";
  std::vector<std::vector<std::string>> Rows;
  std::vector<std::string> Head{"kernel", "intensity"};
  for (const AnalysisResult *Run : Runs)
    Head.push_back(Run->Gpu.Id);
  Rows.push_back(Head);
  for (size_t FI = 0; FI < R.Files.size(); ++FI)
    for (size_t KI = 0; KI < R.Files[FI].Kernels.size(); ++KI) {
      const KernelResult &K = R.Files[FI].Kernels[KI];
      auto Cell = [](const std::optional<Placement> &P) -> std::string {
        if (!P)
          return "-";
        return formatFlopsPerSecond(P->CeilingFlopsPerS) + " " +
               boundName(P->BoundBy) + " " + formatPercent(P->FractionOfPeak) +
               " %";
      };
      auto IntensityOf = [](const std::optional<double> &E,
                            const std::optional<double> &L) -> std::string {
        return E   ? formatIntensity(*E)
               : L ? formatIntensity(*L) + " (limit)"
                   : "-";
      };
      if (K.Launches.empty()) {
        if (!K.Roof)
          continue;
        std::vector<std::string> Row{
            K.Kernel.Name, IntensityOf(K.Intensity, K.IntensityLimit)};
        for (const AnalysisResult *Run : Runs)
          Row.push_back(Cell(Run->Files[FI].Kernels[KI].Roof));
        Rows.push_back(Row);
        continue;
      }
      for (size_t LI = 0; LI < K.Launches.size(); ++LI) {
        const LaunchResult &L = K.Launches[LI];
        std::vector<std::string> Row{
            K.Kernel.Name + " @" + std::to_string(L.Site.Loc.Line),
            IntensityOf(L.Intensity, L.IntensityLimit)};
        for (const AnalysisResult *Run : Runs) {
          const LaunchResult &On = Run->Files[FI].Kernels[KI].Launches[LI];
          const Roof *Lim = On.Roofs.limiting();
          // The launch's two figures where its roofs are placed.
          Row.push_back(On.Roofs.Roofs.empty()
                            ? Cell(On.Roof)
                            : predictedFigure(On.Roofs) + " " +
                                  (Lim ? roofLevelName(Lim->Level) : "-") +
                                  ", never above " + soundFigure(On.Roofs));
        }
        Rows.push_back(Row);
      }
    }
  std::vector<size_t> Width(Head.size(), 0);
  for (const auto &Row : Rows)
    for (size_t C = 0; C < Row.size(); ++C)
      Width[C] = std::max(Width[C], Row[C].size());
  for (const auto &Row : Rows) {
    OS << " ";
    for (size_t C = 0; C < Row.size(); ++C) {
      OS << " " << Row[C];
      if (C + 1 < Row.size())
        OS << std::string(Width[C] - Row[C].size(), ' ');
    }
    OS << "\n";
  }
}

} // namespace textimpl
} // namespace roofline
