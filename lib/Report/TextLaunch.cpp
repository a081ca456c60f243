//===- TextLaunch.cpp - A launch's lines in the text report ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Per launch: a `file:line:col: remark:` line with its grid, block and bound
// values, then aligned lines with its totals, traffic, ceilings and verdict.
//
//===----------------------------------------------------------------------===//

#include "TextInternals.h"

#include "roofline/Result/Units.h"
#include "roofline/Support/NumberText.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace roofline {
namespace textimpl {

namespace {

/// The traffic model's verdict in one line: the sound ceiling (or, with no
/// FLOPs, the bytes and the sector efficiency) and the no-reuse figure.
std::string verdictText(const LaunchResult &L) {
  std::string V = trafficVerdictText(*L.Verdict);
  if (*L.Verdict == TrafficVerdict::NoFlops) {
    V += ": " +
         (L.Compulsory.bytes().isZero() && !L.Compulsory.exact()
              ? std::string("compulsory bytes not derived")
              : "at least " + L.Compulsory.bytes().str() + " B (compulsory)") +
         ", " + L.Sectors.bytes().str() + " B without reuse";
    if (L.SectorEfficiency)
      V += "; sectors " + formatPercent(*L.SectorEfficiency) + " % used";
    return V;
  }
  const Placement &S = *L.SoundRoof;
  // The DRAM roofline's figure: "can never beat" is the roofs' sound one.
  V += ": DRAM roofline with perfect reuse " +
       formatFlopsPerSecond(S.CeilingFlopsPerS) + " = " +
       formatPercent(S.FractionOfPeak) + " % of " + precisionLabel(S) + " peak";
  if (*L.Verdict == TrafficVerdict::ComputeBoundIfReused ||
      *L.Verdict == TrafficVerdict::MemoryBoundWithoutReuse)
    V += "; " + formatFlopsPerSecond(L.SectorRoof->CeilingFlopsPerS) +
         " without reuse";
  return V;
}

/// ", at most N B": what bounds a lower-bound footprint from above, the
/// requested or the sector bytes, whichever is fewer.
std::string footprintCeiling(const LaunchResult &L) {
  std::optional<Rational> Most;
  if (auto R = L.Totals.globalBytes().asConstant())
    Most = *R;
  if (L.Sectors.Computed && (!Most || L.Sectors.bytes() < *Most))
    Most = L.Sectors.bytes();
  return Most ? ", at most " + Most->str() + " B" : "";
}

/// "; N = 4096, M = 64 (config)": the values bound for the launch, each with
/// its origin unless the launch site, an annotation or the command line gave
/// it.
std::string bindingValues(const LaunchResult &L) {
  std::string Values;
  for (const AppliedBinding &B : L.Bindings) {
    if (B.Value == Expr::symbol(B.Name))
      continue; // the host's own `N` passed as the kernel's `N`
    Values += (Values.empty() ? "; " : ", ") + B.Name + " = " + B.Value.str() +
              (B.Origin == "launch-site" || B.Origin == "annotation" ||
                       B.Origin == "command-line"
                   ? ""
                   : " (" + B.Origin + ")");
  }
  return Values;
}

/// What the traffic counts rest on (upper-bound sectors, lower-bound
/// footprints): one line per distinct note, with every access it applies
/// to (one in the same file as the one before it as `line:col`).
void printTrafficNotes(const LaunchResult &L, llvm::raw_ostream &OS) {
  std::vector<std::pair<const Assumption *, std::vector<SourceLoc>>> Notes;
  for (const std::vector<Assumption> *List :
       {&L.Sectors.Assumptions, &L.Compulsory.Assumptions})
    for (const Assumption &A : *List) {
      auto It = std::find_if(Notes.begin(), Notes.end(), [&](const auto &N) {
        return N.first->Id == A.Id && N.first->Message == A.Message;
      });
      if (It == Notes.end()) {
        Notes.push_back({&A, {A.Loc}});
        continue;
      }
      bool Seen = false;
      for (const SourceLoc &Loc : It->second)
        Seen = Seen || (Loc.File == A.Loc.File && Loc.Line == A.Loc.Line &&
                        Loc.Column == A.Loc.Column);
      if (!Seen)
        It->second.push_back(A.Loc);
    }
  for (const auto &[A, Locs] : Notes) {
    std::string Where = sourceLocationText(Locs[0]);
    for (size_t I = 1; I < Locs.size(); ++I)
      Where += ", " + (Locs[I].File == Locs[I - 1].File
                           ? std::to_string(Locs[I].Line) + ":" +
                                 std::to_string(Locs[I].Column)
                           : sourceLocationText(Locs[I]));
    line(OS, "traffic note", Where + ": " + A->Message + " [" + A->Id + "]",
         true);
  }
}

/// The headline and one line per roof.
void printRoofs(const RoofSet &Set, llvm::raw_ostream &OS) {
  if (Set.Roofs.empty())
    return;
  // One line, never wrapped: the line a reader and a script look for.
  line(OS, "predicted", headlineText(Set), /*Wrap=*/false);
  for (const Roof &R : Set.Roofs) {
    std::string Text = (R.Count < 9e15 && R.Count == std::floor(R.Count)
                            ? fixedText(R.Count, 0)
                            : generalText(R.Count, 6)) +
                       " " + R.Unit;
    if (R.EstimateTimeS)
      Text += ", estimate " + figureText(R.EstimateFlopsPerS, R.EstimateTimeS);
    if (R.SoundTimeS)
      Text += ", sound " + figureText(R.SoundFlopsPerS, R.SoundTimeS);
    if (!R.Missing.empty())
      Text += "; " + R.Missing;
    line(OS, std::string("roof ") + roofLevelName(R.Level), Text);
  }
}

} // namespace

void printLaunch(const KernelSummary &KS, const LaunchResult &L,
                 const Machine &Gpu, llvm::raw_ostream &OS, const Style &St) {
  std::string Values = bindingValues(L);
  diagnosticHead(OS, sourceLocationText(L.Site.Loc), RemarkColor, "remark");
  bold(OS, "launch of '" + KS.Name + "'" + (L.Estimated ? " (estimated)" : "") +
               ": grid " + dims(L.Grid) + ", block " + dims(L.Block) + Values +
               " [roofline-launch]");
  OS << "\n";
  printRoofs(L.Roofs, OS);
  if (!L.Site.CallPath.empty() &&
      (L.Site.CallPath.size() > 1 || L.Site.Configurations > 1 ||
       L.Site.Count > 1))
    line(OS, "host path",
         callPathText(L.Site) +
             (L.Site.Configurations > 1
                  ? "; configuration " + std::to_string(L.Site.Configuration) +
                        " of " + std::to_string(L.Site.Configurations) +
                        " at this site"
                  : ""));
  std::vector<Part> Threads{formula(L.Threads)};
  if (L.ActiveThreads != L.Threads) {
    Threads.push_back(", ");
    Threads.push_back(formula(L.ActiveThreads));
    Threads.push_back(" active");
  }
  fitLine(OS, "threads", Threads, St);
  const CostVector &T = L.Totals;
  std::vector<Part> Flops{formula(T.totalFlops())};
  appendBreakdown(Flops, T);
  fitLine(OS, "flops", Flops, St);
  fitLine(OS, "global",
          {formula(T.globalBytes()), " B  (load ", detail(T.GlobalLoadBytes),
           " B, store ", detail(T.GlobalStoreBytes), " B)"},
          St);
  if (L.Sectors.Computed) {
    const SectorTraffic &S = L.Sectors;
    line(OS, "sectors",
         S.bytes().str() + " B  (load " + S.LoadBytes.str() + " B, store " +
             S.StoreBytes.str() + " B" +
             (S.exact() ? "" : "; an upper bound, see notes") + ")");
  }
  if (L.Compulsory.Computed) {
    const Footprint &F = L.Compulsory;
    line(OS, "compulsory",
         F.bytes().str() + " B  (read " + F.ReadBytes.str() + " B, write " +
             F.WriteBytes.str() + " B" +
             (F.exact()
                  ? ""
                  : "; a lower bound" + footprintCeiling(L) + ", see notes") +
             ")");
  } else if (L.Sectors.Computed && !L.Compulsory.Missing.empty()) {
    // Global accesses with no footprint derived: no bound, and no 0 B.
    llvm::StringRef Why = L.Compulsory.Missing;
    Why.consume_front("compulsory bytes ");
    line(OS, "compulsory", Why.str());
  }
  std::set<std::string> Symbols = T.totalFlops().symbols();
  for (const std::string &S : T.globalBytes().symbols())
    Symbols.insert(S);
  if (L.Intensity) {
    line(OS, "intensity", formatIntensity(*L.Intensity) + " FLOP/B");
  } else {
    openIntensityLine(OS, L.IntensityExpr, L.IntensityLimit, L.Unbound, Symbols,
                      St);
  }
  bool NoFlops = L.Totals.totalFlops().isZero();
  bool Traffic = L.Verdict.has_value();
  if (L.Roof && !NoFlops && !L.ThreadsFellBack) {
    const Placement &P = *L.Roof;
    line(OS, "ceiling",
         formatFlopsPerSecond(P.CeilingFlopsPerS) + " = " +
             formatPercent(P.FractionOfPeak) + " % of " + precisionLabel(P) +
             " peak (" + boundName(P.BoundBy) + "-bound)" +
             (Traffic ? " over requested bytes" : ""));
  }
  if (L.SectorRoof && L.SectorIntensity && !NoFlops)
    line(OS, "no reuse",
         formatIntensity(*L.SectorIntensity) +
             " FLOP/B over sectors, ceiling " +
             formatFlopsPerSecond(L.SectorRoof->CeilingFlopsPerS) + " (" +
             boundName(L.SectorRoof->BoundBy) + "-bound)");
  if (L.SoundRoof && !NoFlops)
    line(OS, "perfect reuse",
         (L.CompulsoryIntensity ? formatIntensity(*L.CompulsoryIntensity)
                                : std::string("unbounded")) +
             " FLOP/B over compulsory bytes, DRAM ceiling " +
             formatFlopsPerSecond(L.SoundRoof->CeilingFlopsPerS) + " (" +
             boundName(L.SoundRoof->BoundBy) + "-bound)");
  if (L.EstimateRoof && L.EstimateIntensity && !NoFlops)
    line(OS, "estimate",
         formatIntensity(*L.EstimateIntensity) + " FLOP/B, ceiling " +
             formatFlopsPerSecond(L.EstimateRoof->CeilingFlopsPerS) + " (" +
             boundName(L.EstimateRoof->BoundBy) + "-bound)",
         ": ", L.Estimate.Rule);
  if (L.Verdict)
    line(OS, "verdict", verdictText(L));
  else if (L.ThreadsFellBack)
    line(OS, "verdict",
         "none: threads of this launch differ and are all counted like "
         "thread 0");
  if (L.Crossing && !L.ThreadsFellBack)
    line(OS, "ridge", crossing(*L.Crossing, Gpu));
  if (L.SoundTimeS && *L.SoundTimeS > 0)
    line(OS, "time",
         ">= " + formatSeconds(*L.SoundTimeS) +
             (L.NoReuseTimeS && *L.NoReuseTimeS > *L.SoundTimeS
                  ? ", " + formatSeconds(*L.NoReuseTimeS) + " without reuse"
                  : ""));
  else if (L.SoundTimeS && L.NoReuseTimeS)
    line(OS, "time",
         "no lower bound (compulsory bytes not derived); " +
             formatSeconds(*L.NoReuseTimeS) + " without reuse");
  else if (L.TimeLowerBoundS)
    line(OS, "time", ">= " + formatSeconds(*L.TimeLowerBoundS));
  printTrafficNotes(L, OS);
  if (!growing(L.Unbound).empty())
    line(OS, "unbound",
         joined(growing(L.Unbound)) + " (give values with --bind NAME=VALUE)");
  if (!L.Site.Unresolved.empty()) {
    std::string U;
    for (const std::string &N : L.Site.Unresolved)
      U += (U.empty() ? "" : ", ") + N;
    line(OS, "unresolved", U + " (not evaluable from the host code)");
  }
  // Where the host values that stay open come from.
  for (const auto &[Name, Why] : L.Site.Origins) {
    bool Open = L.Unbound.count(Name) > 0;
    for (const std::string &U : L.Site.Unresolved)
      Open = Open || U == Name || U == "argument '" + Name + "'" ||
             llvm::StringRef(U).starts_with(Name + "."); // gridDim: gridDim.x
    if (Open)
      line(OS, "origin", Name + ": " + Why);
  }
  if (L.Baseline)
    line(OS, "vs baseline", baselineText(*L.Baseline));
  for (const Assumption &A : L.Assumptions)
    printAssumption(A, OS, St);
}

} // namespace textimpl
} // namespace roofline
