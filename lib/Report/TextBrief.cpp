//===- TextBrief.cpp - The text report's default, brief readout -----------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One block per kernel of the source: its remark line with the verdict of
// the launch that speaks for it, one line per launch site and verdict (the
// configurations that share a verdict listed on one line), and its notes,
// each printed once however many files, instantiations and launches share
// it. A kernel defined in a header and seen from several files, and the
// instantiations of a kernel template, are one kernel of the source: one
// block, its verdicts counted. --readout=full (or -v) prints every
// instantiation's and launch's numbers (TextKernel.cpp, TextLaunch.cpp).
//
//===----------------------------------------------------------------------===//

#include "TextInternals.h"

#include "roofline/Result/Units.h"
#include "roofline/Support/Diagnostics.h"

#include <algorithm>
#include <map>
#include <set>

namespace roofline {
namespace textimpl {

namespace {

/// Assumption notes a kernel prints one by one; with more, they are counted
/// by id.
constexpr size_t MaxListedNotes = 5;
/// Configurations a launch line lists before it counts the rest.
constexpr size_t MaxListedConfigurations = 3;
/// A kernel template's launches printed one by one, with the instantiation
/// each launches; with more, they are counted per launch site.
constexpr size_t MaxListedInstantiationLaunches = 6;

using LocKey = std::tuple<std::string, unsigned, unsigned>;

LocKey locKey(const SourceLoc &L) { return {L.File, L.Line, L.Column}; }

/// The name before its template arguments: "scale<float>" -> "scale".
std::string baseName(const std::string &Name) {
  return Name.substr(0, Name.find('<'));
}

/// A verdict with the kernel whose launches it rests on.
struct Judged {
  KernelVerdict V;
  const KernelResult *K;
};

/// The figure a verdict's remark leads with: a traffic launch's predicted
/// ceiling (Predicted true), else the ceiling of its placement.
std::optional<double> leadingFigure(const Judged &J, bool &Predicted) {
  if (J.V.Traffic && J.V.Launch >= 0)
    if (auto P = J.K->Launches[J.V.Launch].Roofs.PredictedFlopsPerS) {
      Predicted = true;
      return P;
    }
  if (J.V.Roof)
    return J.V.Roof->CeilingFlopsPerS;
  return std::nullopt;
}

/// "memory-bound 90, no verdict 6", in the order first seen, then the
/// spread of the figures the remarks lead with.
std::string regimeCounts(const std::vector<Judged> &Js) {
  std::vector<std::pair<std::string, unsigned>> Counts;
  for (const Judged &J : Js) {
    std::string Label = regimeText(J.V);
    auto It = std::find_if(Counts.begin(), Counts.end(),
                           [&](const auto &C) { return C.first == Label; });
    if (It == Counts.end())
      Counts.push_back({Label, 1});
    else
      ++It->second;
  }
  std::string Text;
  for (const auto &[Label, N] : Counts)
    Text += (Text.empty() ? "" : ", ") + Label + " " + std::to_string(N);
  std::optional<double> Low, High;
  bool AllPredicted = true;
  for (const Judged &J : Js) {
    bool Predicted = false;
    if (auto C = leadingFigure(J, Predicted)) {
      AllPredicted = AllPredicted && Predicted;
      Low = Low ? std::min(*Low, *C) : *C;
      High = High ? std::max(*High, *C) : *C;
    }
  }
  if (!Low)
    return Text;
  if (*Low == *High)
    return Text + (AllPredicted ? "; predicted " : "; ceiling ") +
           formatFlopsPerSecond(*Low);
  return Text + (AllPredicted ? "; predicted " : "; ceilings ") +
         formatFlopsPerSecond(*Low) + " to " + formatFlopsPerSecond(*High);
}

/// A verdict as the kernel's remark words it, less the name of the launch
/// it rests on ("launch at f.cu:20"), which a launch line starts with.
std::string withoutLaunch(const KernelResult &K, const KernelVerdict &V) {
  std::string Text = remarkVerdict(K, V);
  if (V.Launch < 0)
    return Text;
  std::string Own = " (" + launchText(K.Launches[V.Launch]) + ")";
  size_t At = Text.find(Own);
  if (At != std::string::npos)
    Text.erase(At, Own.size());
  return Text;
}

/// One line per launch site and verdict of the kernels Ks (one kernel seen
/// from several files), its configurations listed.
void printLaunchLines(const std::vector<const KernelResult *> &Ks,
                      const std::string &HeadVerdict, llvm::raw_ostream &OS) {
  struct Line {
    SourceLoc Loc;
    std::string Verdict;
    std::vector<std::string> Configurations;
  };
  std::vector<Line> Lines;
  for (const KernelResult *K : Ks)
    for (size_t I = 0; I < K->Launches.size(); ++I) {
      const LaunchResult &L = K->Launches[I];
      KernelVerdict V = launchVerdict(*K, I);
      std::string Verdict = withoutLaunch(*K, V);
      std::set<std::string> Open = growing(L.Unbound);
      Open.insert(L.Site.Unresolved.begin(), L.Site.Unresolved.end());
      if (V.Regime == KernelRegime::None && !Open.empty())
        Verdict += "; unbound " + axesText(Open) + " (--bind NAME=VALUE)";
      std::string Config = "grid " + dims(L.Grid) + ", block " + dims(L.Block);
      auto It = std::find_if(Lines.begin(), Lines.end(), [&](const Line &Ln) {
        return locKey(Ln.Loc) == locKey(L.Site.Loc) && Ln.Verdict == Verdict;
      });
      if (It == Lines.end()) {
        Lines.push_back({L.Site.Loc, Verdict, {Config}});
        continue;
      }
      if (std::find(It->Configurations.begin(), It->Configurations.end(),
                    Config) == It->Configurations.end())
        It->Configurations.push_back(Config);
    }
  for (const Line &Ln : Lines) {
    std::string Where = sourceLocationText(Ln.Loc);
    std::string Configs;
    size_t N = Ln.Configurations.size();
    for (size_t C = 0; C < N && C < MaxListedConfigurations; ++C)
      Configs += (C ? "; " : "") + Ln.Configurations[C];
    if (N > MaxListedConfigurations)
      Configs += "; " + std::to_string(N - MaxListedConfigurations) + " more";
    if (N > 1)
      Configs = std::to_string(N) + " configurations: " + Configs;
    // The launch the remark rests on says nothing new.
    line(OS, "launch",
         Where + ": " + Configs +
             (Ln.Verdict == HeadVerdict ? "" : ": " + Ln.Verdict),
         true);
  }
}

/// A kernel template's launch sites: per site, its instantiations'
/// verdicts counted.
void printGroupLaunchLines(const std::vector<const KernelResult *> &Ks,
                           llvm::raw_ostream &OS) {
  size_t Launches = 0;
  for (const KernelResult *K : Ks)
    Launches += K->Launches.size();
  if (Launches <= MaxListedInstantiationLaunches) {
    for (const KernelResult *K : Ks)
      for (size_t I = 0; I < K->Launches.size(); ++I) {
        const LaunchResult &L = K->Launches[I];
        line(OS, "launch",
             sourceLocationText(L.Site.Loc) + ": '" + K->Kernel.Name +
                 "', grid " + dims(L.Grid) + ", block " + dims(L.Block) + ": " +
                 withoutLaunch(*K, launchVerdict(*K, I)),
             true);
      }
    return;
  }
  struct Site {
    SourceLoc Loc;
    std::vector<Judged> Verdicts;
    std::set<std::string> Open; // what the launches without one lack
  };
  std::vector<Site> Sites;
  for (const KernelResult *K : Ks)
    for (size_t I = 0; I < K->Launches.size(); ++I) {
      const LaunchResult &L = K->Launches[I];
      auto It = std::find_if(Sites.begin(), Sites.end(), [&](const Site &S) {
        return locKey(S.Loc) == locKey(L.Site.Loc);
      });
      if (It == Sites.end()) {
        Sites.push_back({L.Site.Loc, {}, {}});
        It = std::prev(Sites.end());
      }
      It->Verdicts.push_back({launchVerdict(*K, I), K});
      if (It->Verdicts.back().V.Regime != KernelRegime::None)
        continue;
      for (const std::string &N : growing(L.Unbound))
        It->Open.insert(N);
      It->Open.insert(L.Site.Unresolved.begin(), L.Site.Unresolved.end());
    }
  for (const Site &S : Sites) {
    std::string Hint;
    if (!S.Open.empty())
      Hint = "; unbound " + axesText(S.Open) + " (--bind NAME=VALUE)";
    line(OS, "launch",
         sourceLocationText(S.Loc) + ": " + std::to_string(S.Verdicts.size()) +
             (S.Verdicts.size() == 1 ? " launch: " : " launches: ") +
             regimeCounts(S.Verdicts) + Hint,
         true);
  }
}

} // namespace

std::vector<KernelGroup> sourceKernels(const AnalysisResult &R) {
  // Kernels of the source, in the order first seen.
  std::vector<KernelGroup> Groups;
  std::map<LocKey, size_t> GroupOf;
  for (size_t FI = 0; FI < R.Files.size(); ++FI)
    for (size_t KI = 0; KI < R.Files[FI].Kernels.size(); ++KI) {
      const KernelResult &K = R.Files[FI].Kernels[KI];
      if (!K.Kernel.Analyzed)
        continue;
      auto [It, New] = GroupOf.emplace(locKey(K.Kernel.Loc), Groups.size());
      if (New)
        Groups.push_back({K.Kernel.Loc, {}});
      Groups[It->second].Indices.push_back({FI, KI});
    }
  // A template counted from its pattern in a file that never instantiates
  // it stands aside where other files give its instantiations.
  for (KernelGroup &G : Groups) {
    auto IsPattern = [&](const std::pair<size_t, size_t> &I) {
      return R.Files[I.first].Kernels[I.second].Kernel.Name.find('<') ==
             std::string::npos;
    };
    if (!std::all_of(G.Indices.begin(), G.Indices.end(), IsPattern))
      G.Indices.erase(
          std::remove_if(G.Indices.begin(), G.Indices.end(), IsPattern),
          G.Indices.end());
  }
  return Groups;
}

void printBrief(const AnalysisResult &R, const KernelFindings &ByKernel,
                FindingPrinter PrintFinding, llvm::raw_ostream &OS) {
  // A kernel not analyzed: its roofline-not-analyzed finding says why, once.
  std::set<std::tuple<std::string, LocKey, std::string>> NotAnalyzed;
  for (size_t FI = 0; FI < R.Files.size(); ++FI)
    for (size_t KI = 0; KI < R.Files[FI].Kernels.size(); ++KI) {
      if (R.Files[FI].Kernels[KI].Kernel.Analyzed)
        continue;
      auto It = ByKernel.find({FI, KI});
      if (It != ByKernel.end())
        for (const Finding *F : It->second)
          if (!F->Suppressed && F->Level != Severity::Off &&
              NotAnalyzed.insert({F->Id, locKey(F->Loc), F->Message}).second)
            PrintFinding(*F, OS);
    }

  for (const KernelGroup &G : sourceKernels(R)) {
    // One kernel per name: the files that see it (a header's kernel) with
    // their launches together, a launch two files share once.
    std::vector<KernelResult> ByName;
    std::map<std::string, size_t> NameIndex;
    std::set<std::tuple<std::string, LocKey, std::string>> LaunchSeen;
    bool Estimated = false;
    for (const auto &[FI, KI] : G.Indices) {
      const KernelResult *K = &R.Files[FI].Kernels[KI];
      Estimated = Estimated || K->Kernel.isEstimated();
      auto [It, New] = NameIndex.emplace(K->Kernel.Name, ByName.size());
      if (New) {
        ByName.push_back(*K);
        ByName.back().Launches.clear();
      }
      for (const LaunchResult &L : K->Launches)
        if (LaunchSeen
                .insert({K->Kernel.Name, locKey(L.Site.Loc),
                         dims(L.Grid) + dims(L.Block) + "#" +
                             std::to_string(L.Site.Configuration)})
                .second)
          ByName[It->second].Launches.push_back(L);
    }
    std::vector<const KernelResult *> Kernels;
    std::vector<Judged> Verdicts;
    for (const KernelResult &K : ByName) {
      Kernels.push_back(&K);
      Verdicts.push_back({kernelVerdict(K), &K});
    }
    std::string Estimate = Estimated ? " (estimated)" : "";
    auto Remark = [&](const std::string &Message) {
      wrappedDiagnostic(OS, sourceLocationText(G.Loc), RemarkColor, "remark",
                        Message + " [roofline-kernel]");
    };
    if (ByName.size() == 1) {
      const KernelResult &K = ByName.front();
      Remark("kernel '" + K.Kernel.Name + "'" + Estimate + ": " +
             remarkVerdict(K, Verdicts.front().V));
      printLaunchLines(Kernels, withoutLaunch(K, Verdicts.front().V), OS);
    } else {
      Remark("kernel '" + baseName(ByName.front().Kernel.Name) + "' (" +
             std::to_string(ByName.size()) + " instantiations)" + Estimate +
             ": " + regimeCounts(Verdicts));
      printGroupLaunchLines(Kernels, OS);
    }

    // Its findings in report order: warnings and errors each once; notes
    // each once while few, else counted by id.
    std::vector<const Finding *> Shown;
    std::set<std::tuple<std::string, LocKey, std::string>> Seen;
    std::map<std::pair<std::string, LocKey>, unsigned> NoteSites;
    for (const auto &[FI, KI] : G.Indices) {
      auto It = ByKernel.find({FI, KI});
      if (It == ByKernel.end())
        continue;
      for (const Finding *F : It->second) {
        if (F->Suppressed || F->Level == Severity::Off ||
            !Seen.insert({F->Id, locKey(F->Loc),
                          F->Brief.empty() ? F->Message : F->Brief})
                 .second)
          continue;
        if (F->Level > Severity::Note ||
            NoteSites[{F->Id, locKey(F->Loc)}]++ == 0)
          Shown.push_back(F);
      }
    }
    // Assumptions (how a count was made) are counted when many; a note
    // that judges the kernel (roofline-memory-bound) is always printed.
    auto IsAssumption = [](const Finding &F) {
      const DiagInfo *D = findDiagnostic(F.Id);
      return D && D->Kind == DiagKind::Assumption;
    };
    size_t AssumptionSites = 0;
    for (const auto &[Site, N] : NoteSites)
      if (const DiagInfo *D = findDiagnostic(Site.first))
        AssumptionSites += D->Kind == DiagKind::Assumption;
    bool ListNotes = AssumptionSites <= MaxListedNotes;
    std::vector<const Finding *> Notes;
    for (const Finding *F : Shown) {
      if (F->Level != Severity::Note) {
        PrintFinding(*F, OS);
        continue;
      }
      if (!ListNotes && IsAssumption(*F)) {
        Notes.push_back(F);
        continue;
      }
      // Its instantiations' and launches' notes at the same place, in the
      // words that leave out what the remark above says.
      unsigned More = NoteSites[{F->Id, locKey(F->Loc)}] - 1;
      Finding Once = *F;
      if (!F->Brief.empty())
        Once.Message = F->Brief;
      if (More)
        Once.Message += "; and " + std::to_string(More) +
                        " more at this place (--readout=full)";
      PrintFinding(Once, OS);
    }
    if (Notes.empty())
      continue;
    std::map<std::string, unsigned> ById;
    for (const Finding *F : Notes)
      ++ById[F->Id];
    std::string Counted;
    for (const auto &[Id, N] : ById)
      Counted += (Counted.empty() ? "" : ", ") + std::to_string(N) + " " + Id;
    line(OS, "notes",
         Counted + " (at as many places; --readout=full prints each)");
  }
}

} // namespace textimpl
} // namespace roofline
