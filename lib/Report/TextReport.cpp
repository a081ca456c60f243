//===- TextReport.cpp - The clang-style per-kernel report -----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One `file:line:col: remark:` line per kernel with its verdict, then aligned
// lines with the numbers behind it, then one clang-style note per assumption.
// Everything printed here was computed by the driver; this file only formats.
//
//===----------------------------------------------------------------------===//

#include "Formats.h"
#include "roofline/Report/Report.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <map>
#include <sstream>
#include <tuple>

namespace roofline {

namespace {

constexpr int LabelWidth = 16;

/// An assumption's finding, by id, location and message (absent: its level
/// is off).
using AssumptionKey =
    std::tuple<std::string, std::string, unsigned, unsigned, std::string>;

/// Readout lines fit this many columns: a formula too long for its line is
/// shortened (the number first; -v prints it), prose wraps.
constexpr size_t MaxColumns = 120;
constexpr size_t TextColumn = 2 + LabelWidth;

struct Style {
  bool Color;
  std::map<AssumptionKey, const Finding *> Assumptions;
  /// -v: formulas in full, however long.
  bool Verbose = false;
  /// Some formula was shortened: the report ends with a hint.
  mutable bool Shortened = false;
  std::string bold(const std::string &S) const {
    return Color ? "\033[1m" + S + "\033[0m" : S;
  }
  std::string colored(const char *Code, const std::string &S) const {
    return Color ? std::string("\033[") + Code + "m" + S + "\033[0m" : S;
  }
};

std::string location(const SourceLoc &L) {
  if (L.File.empty())
    return "<unknown>";
  if (!L.Line)
    return L.File;
  return L.File + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Column);
}

/// Whether a line may break at the space Text[I]: not between a number and
/// its unit (`126 GFLOP/s`, `4096 B`), not before a token of one or two
/// characters (`B)`, `=`), and not after a short word (`of`, `(an`) unless
/// it ends a clause.
bool breakable(const std::string &Text, size_t I) {
  if (Text[I] != ' ' || I == 0 ||
      std::isdigit(static_cast<unsigned char>(Text[I - 1])))
    return false;
  size_t Next = Text.find(' ', I + 1);
  size_t After = (Next == std::string::npos ? Text.size() : Next) - I - 1;
  size_t Prev = Text.rfind(' ', I - 1);
  size_t Before = I - (Prev == std::string::npos ? 0 : Prev + 1);
  return After > 2 && (Before > 3 || std::strchr(",;:", Text[I - 1]));
}

/// Text cut into pieces of at most Width columns at spaces, preferring a
/// space after `,`, `;` or `:` in the last third; a word longer than Width
/// stays whole.
std::vector<std::string> wrapped(const std::string &Text, size_t Width,
                                 size_t Uncounted = 0) {
  std::vector<std::string> Out;
  size_t Start = 0;
  Width += Uncounted; // the first piece only
  while (Text.size() - Start > Width) {
    size_t Best = std::string::npos, Punct = std::string::npos;
    for (size_t I = Start + 1; I <= Start + Width && I < Text.size(); ++I)
      if (breakable(Text, I)) {
        Best = I;
        if (strchr(",;:", Text[I - 1]) && I - Start >= Width * 2 / 3)
          Punct = I;
      }
    size_t Cut = Punct != std::string::npos ? Punct : Best;
    if (Cut == std::string::npos) {
      Cut = Start + Width;
      while (Cut < Text.size() && !breakable(Text, Cut))
        ++Cut;
      if (Cut >= Text.size())
        break;
    }
    Out.push_back(Text.substr(Start, Cut - Start));
    Start = Cut + 1;
    Width -= Uncounted;
    Uncounted = 0;
  }
  Out.push_back(Text.substr(Start));
  return Out;
}

/// One readout line; text past MaxColumns wraps under the text column
/// unless Wrap is off (formulas printed in full with -v stay one line). The
/// first Uncounted characters (a file's directories, as long as the user
/// made them) do not count, so that a report reads the same wherever it
/// runs.
void line(std::ostream &OS, const std::string &Label, const std::string &Text,
          bool Wrap = true, size_t Uncounted = 0) {
  OS << "  " << Label;
  for (int I = static_cast<int>(Label.size()); I < LabelWidth; ++I)
    OS << ' ';
  if (!Wrap || TextColumn + Text.size() <= MaxColumns + Uncounted) {
    OS << Text << "\n";
    return;
  }
  std::vector<std::string> Pieces =
      wrapped(Text, MaxColumns - TextColumn, Uncounted);
  for (size_t I = 0; I < Pieces.size(); ++I)
    OS << (I ? std::string(TextColumn, ' ') : "") << Pieces[I] << "\n";
}

/// A line whose Head and Tail fit together print as one; otherwise Tail
/// starts a continuation line (and wraps there).
void line(std::ostream &OS, const std::string &Label, const std::string &Head,
          const std::string &Sep, const std::string &Tail) {
  std::string One = Head + Sep + Tail;
  if (TextColumn + One.size() <= MaxColumns) {
    line(OS, Label, One);
    return;
  }
  std::string Trimmed = Sep;
  while (!Trimmed.empty() && Trimmed.back() == ' ')
    Trimmed.pop_back();
  line(OS, Label, Head + Trimmed);
  std::vector<std::string> Pieces = wrapped(Tail, MaxColumns - TextColumn);
  for (const std::string &P : Pieces)
    OS << std::string(TextColumn, ' ') << P << "\n";
}

/// A part of a readout line: its full text, then shorter forms to use, in
/// order, while the line does not fit.
struct Part {
  std::vector<std::string> Forms;
  /// A breakdown beside a total: shortened before any other part.
  bool Detail = false;
  Part(std::string Text) : Forms{std::move(Text)} {}
  Part(const char *Text) : Forms{Text} {}
  Part(std::vector<std::string> F, bool Detail = false)
      : Forms(std::move(F)), Detail(Detail) {}
};

/// `<formula in N, blockDim, threadIdx>`: what a formula too long for its
/// line depends on (components of a launch dimension or index as one, at
/// most four names, sizes first).
std::string formulaToken(const std::set<std::string> &Symbols) {
  // Sizes first, then launch dimensions, then indices: what a reader can
  // bind before what varies per thread.
  std::vector<std::string> Names;
  for (int Rank = 0; Rank < 3; ++Rank)
    for (const std::string &S : Symbols) {
      bool Dim = S.rfind("blockDim.", 0) == 0 || S.rfind("gridDim.", 0) == 0;
      if ((isIndexSymbol(S) ? 2 : Dim ? 1 : 0) != Rank)
        continue;
      std::string N = S.substr(0, S.find('.'));
      if (std::find(Names.begin(), Names.end(), N) == Names.end())
        Names.push_back(N);
    }
  if (Names.empty())
    return "<formula>";
  std::string T;
  for (size_t I = 0; I < Names.size() && I < 4; ++I)
    T += (I ? ", " : "") + Names[I];
  return "<formula in " + T + (Names.size() > 4 ? ", ..." : "") + ">";
}

/// A formula's forms: in full, `<formula in N, ...>`, `<formula>`.
Part formula(const Expr &E) {
  std::string Full = E.str();
  if (E.isConstant())
    return Part(Full);
  return Part(
      std::vector<std::string>{Full, formulaToken(E.symbols()), "<formula>"});
}

/// A formula beside the total it breaks down: in full or `<formula>`.
Part detail(const Expr &E) {
  if (E.isConstant())
    return Part(E.str());
  return Part(std::vector<std::string>{E.str(), "<formula>"}, true);
}

/// Prints the parts, shortening first the breakdowns, then the part whose
/// next form saves the most, until the line fits (never with -v); then
/// wraps what still does not.
void fitLine(std::ostream &OS, const std::string &Label,
             const std::vector<Part> &Parts, const Style &St,
             size_t Uncounted = 0) {
  std::vector<size_t> At(Parts.size(), 0);
  auto Text = [&] {
    std::string T;
    for (size_t I = 0; I < Parts.size(); ++I)
      T += Parts[I].Forms[At[I]];
    return T;
  };
  std::string T = Text();
  while (!St.Verbose && TextColumn + T.size() > MaxColumns + Uncounted) {
    size_t Best = Parts.size();
    long Saved = 0;
    for (size_t I = 0; I < Parts.size(); ++I)
      if (At[I] + 1 < Parts[I].Forms.size()) {
        long S = static_cast<long>(Parts[I].Forms[At[I]].size()) -
                 static_cast<long>(Parts[I].Forms[At[I] + 1].size());
        bool Before = Best == Parts.size() ||
                      (Parts[I].Detail != Parts[Best].Detail ? Parts[I].Detail
                                                             : S > Saved);
        if (Before) {
          Best = I;
          Saved = S;
        }
      }
    if (Best == Parts.size())
      break;
    ++At[Best];
    St.Shortened = true;
    T = Text();
  }
  line(OS, Label, T, !St.Verbose, Uncounted);
}

/// The characters of a location that a line's width does not count: the
/// directories of its file (the file name counts).
size_t pathWidth(const SourceLoc &L) {
  size_t Slash = L.File.rfind('/');
  return Slash == std::string::npos ? 0 : Slash + 1;
}

/// "8*N + 4" when symbolic, "8*N + 4 = 32772" once bound (shortened to the
/// number), "32772" when the source fixed it.
Part amount(const Expr &Symbolic, const Expr &Bound) {
  auto V = Bound.asConstant();
  if (!V)
    return formula(Bound);
  if (Symbolic.isConstant())
    return Part(V->str());
  return Part(
      std::vector<std::string>{Symbolic.str() + " = " + V->str(), V->str()});
}

/// The symbols that grow toward a limit: sizes, not thread indices (the
/// kernel's verdict is taken at index 0).
std::set<std::string> growing(const std::set<std::string> &Names) {
  std::set<std::string> R;
  for (const std::string &N : Names)
    if (!isIndexSymbol(N))
      R.insert(N);
  return R;
}

/// The thread and block indices among Names.
std::set<std::string> indices(const std::set<std::string> &Names) {
  std::set<std::string> R;
  for (const std::string &N : Names)
    if (isIndexSymbol(N))
      R.insert(N);
  return R;
}

std::string joined(const std::set<std::string> &Names) {
  std::string S;
  for (const std::string &N : Names)
    S += (S.empty() ? "" : ", ") + N;
  return S;
}

/// " as N grows", " as M, N grow", or " as its sizes grow" when none is
/// named.
std::string asGrow(const std::set<std::string> &Sizes) {
  if (Sizes.empty())
    return " as its sizes grow";
  return " as " + joined(Sizes) + (Sizes.size() == 1 ? " grows" : " grow");
}

std::string crossing(const RidgeCrossing &C, const Machine &Gpu) {
  if (C.Never)
    return "memory-bound on " + Gpu.Id + " for every " + C.Symbol;
  return "compute-bound on " + Gpu.Id + " once " + C.Symbol +
         " >= " + std::to_string(C.From);
}

std::string dims(const std::array<Expr, 3> &D) {
  return "(" + D[0].str() + ", " + D[1].str() + ", " + D[2].str() + ")";
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
  if (D.OldCeiling && D.NewCeiling)
    S += "ceiling " + formatFlopsPerSecond(*D.OldCeiling) + " -> " +
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

const char *levelColor(Severity L) {
  switch (L) {
  case Severity::Error:
    return "1;31";
  case Severity::Warning:
    return "1;35";
  default:
    return "1;30";
  }
}

void printFinding(const Finding &F, std::ostream &OS, const Style &St) {
  OS << St.bold(location(F.Loc) + ": ")
     << St.colored(levelColor(F.Level),
                   std::string(severityName(F.Level)) + ": ")
     << St.bold(F.Message + " [" + F.Id + "]") << "\n";
}

/// An assumption under the numbers it qualifies, at its finding's level;
/// not at all when suppressed or off.
void printAssumption(const Assumption &A, std::ostream &OS, const Style &St) {
  auto It = St.Assumptions.find(
      {A.Id, A.Loc.File, A.Loc.Line, A.Loc.Column, A.Message});
  if (It == St.Assumptions.end() || It->second->Suppressed)
    return;
  Severity L = It->second->Level;
  OS << St.bold(location(A.Loc) + ": ")
     << St.colored(levelColor(L), std::string(severityName(L)) + ": ")
     << A.Message << " [" << A.Id << "]\n";
}

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
  V += ": can never beat " + formatFlopsPerSecond(S.CeilingFlopsPerS) + " = " +
       formatPercent(S.FractionOfPeak) + " % of " + precisionLabel(S) + " peak";
  if (*L.Verdict == TrafficVerdict::ComputeBoundIfReused ||
      *L.Verdict == TrafficVerdict::MemoryBoundWithoutReuse)
    V += "; " + formatFlopsPerSecond(L.SectorRoof->CeilingFlopsPerS) +
         " without reuse";
  return V;
}

/// The intensity line of a kernel or launch whose intensity is not a
/// number: its limit as the unbound sizes grow, else the formula alone.
void openIntensityLine(std::ostream &OS, const std::string &Expr,
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

void printLaunch(const KernelSummary &KS, const LaunchResult &L,
                 const Machine &Gpu, std::ostream &OS, const Style &St) {
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
  OS << St.bold(location(L.Site.Loc) + ": ") << St.colored("1;36", "remark: ")
     << St.bold("launch of '" + KS.Name + "'" +
                (L.Estimated ? " (estimated)" : "") + ": grid " + dims(L.Grid) +
                ", block " + dims(L.Block) + Values + " [roofline-launch]")
     << "\n";
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
             (F.exact() ? "" : "; a lower bound, see notes") + ")");
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
             " FLOP/B over compulsory bytes, sound ceiling " +
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
  // What the traffic counts rest on (upper-bound sectors, lower-bound
  // footprints): one line per distinct note, with every access it applies
  // to (one in the same file as the one before it as `line:col`).
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
    std::string Where = location(Locs[0]);
    for (size_t I = 1; I < Locs.size(); ++I)
      Where += ", " + (Locs[I].File == Locs[I - 1].File
                           ? std::to_string(Locs[I].Line) + ":" +
                                 std::to_string(Locs[I].Column)
                           : location(Locs[I]));
    line(OS, "traffic note", Where + ": " + A->Message + " [" + A->Id + "]",
         true, pathWidth(Locs[0]));
  }
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
      Open = Open || U == Name || U == "argument '" + Name + "'";
    if (Open)
      line(OS, "origin", Name + ": " + Why);
  }
  if (L.Baseline)
    line(OS, "vs baseline", baselineText(*L.Baseline));
  for (const Assumption &A : L.Assumptions)
    printAssumption(A, OS, St);
}

/// The remark's verdict: kernelVerdict's, with the launch that speaks for
/// the kernel and its ceiling (the sound one on the traffic model).
std::string remarkVerdict(const KernelResult &K, const KernelVerdict &V) {
  if (V.Regime == KernelRegime::None)
    return V.Reason;
  std::string Text = regimeText(V);
  auto Ceiling = [](const Placement &P) {
    return formatFlopsPerSecond(P.CeilingFlopsPerS) + " (" +
           formatPercent(P.FractionOfPeak) + " % of " + precisionLabel(P) +
           " peak)";
  };
  if (V.Launch >= 0) {
    const LaunchResult &L = K.Launches[V.Launch];
    Text += " (" + launchText(L) + ")";
    if (V.Regime == KernelRegime::MovesDataOnly)
      return Text + (V.Traffic
                         ? ", at least " + L.Compulsory.bytes().str() + " B"
                         : ", " + L.Totals.globalBytes().str() + " B");
    if (V.Traffic)
      return Text + ", sound ceiling " + Ceiling(*V.Roof);
    if (V.AtLimit)
      Text += asGrow(growing(L.Unbound));
    return Text + ", ceiling " + Ceiling(*V.Roof);
  }
  if (V.Regime == KernelRegime::MovesDataOnly)
    return "moves data only, " + K.Bound.Cost.globalBytes().str() +
           " B of global traffic per thread";
  if (V.AtLimit)
    Text += asGrow(growing(K.Bound.Unbound));
  return Text + ", ceiling " + Ceiling(*V.Roof);
}

void printKernel(const KernelResult &K, const Machine &Gpu, std::ostream &OS,
                 const Style &St) {
  const KernelSummary &KS = K.Kernel;
  // Its roofline-not-analyzed or its file's roofline-parse-error finding
  // says so, at the level the policy gives it.
  if (!KS.Analyzed)
    return;
  const CostVector &Sym = KS.PerThread;
  const CostVector &B = K.Bound.Cost;

  std::string Verdict = remarkVerdict(K, kernelVerdict(K));
  OS << St.bold(location(KS.Loc) + ": ") << St.colored("1;36", "remark: ")
     << St.bold("kernel '" + KS.Name + "'" +
                (KS.isEstimated() ? " (estimated)" : "") + ": " + Verdict +
                " [roofline-kernel]")
     << "\n";

  std::vector<Part> Flops{amount(Sym.totalFlops(), B.totalFlops())};
  appendBreakdown(Flops, B);
  fitLine(OS, "flops/thread", Flops, St);
  fitLine(OS, "global/thread",
          {amount(Sym.globalBytes(), B.globalBytes()), " B  (load ",
           detail(B.GlobalLoadBytes), " B, store ", detail(B.GlobalStoreBytes),
           " B)"},
          St);
  if (!B.SharedLoadBytes.isZero() || !B.SharedStoreBytes.isZero())
    fitLine(OS, "shared/thread",
            {"load ", formula(B.SharedLoadBytes), " B, store ",
             formula(B.SharedStoreBytes), " B"},
            St);
  if (!B.ConstantLoadBytes.isZero())
    fitLine(OS, "constant/thread",
            {"load ", formula(B.ConstantLoadBytes), " B"}, St);
  if (!B.SpecialOps.isZero() || !B.OtherOps.isZero())
    fitLine(OS, "other ops",
            {"special ", formula(B.SpecialOps), ", other ", formula(B.OtherOps),
             " (not FLOPs)"},
            St);

  // The number first when the formula does not fit: the bound counts and
  // the value, or the limit and what it is the limit of.
  std::set<std::string> Symbols = Sym.totalFlops().symbols();
  for (const std::string &S : Sym.globalBytes().symbols())
    Symbols.insert(S);
  if (K.Intensity) {
    std::string Bound = B.totalFlops().str() + " / " + B.globalBytes().str() +
                        " = " + formatIntensity(*K.Intensity) + " FLOP/B";
    if (Sym.totalFlops().isConstant() && Sym.globalBytes().isConstant())
      fitLine(OS, "intensity", {Bound}, St);
    else
      fitLine(
          OS, "intensity",
          {std::vector<std::string>{K.IntensityExpr + " = " + Bound, Bound}},
          St);
  } else {
    openIntensityLine(OS, K.IntensityExpr, K.IntensityLimit, K.Bound.Unbound,
                      Symbols, St);
  }

  if (K.Roof) {
    const Placement &P = *K.Roof;
    line(OS, "roofline",
         Gpu.Name + ": " + precisionLabel(P) + " peak " +
             formatFlopsPerSecond(P.PeakFlopsPerS) + ", " +
             formatBytesPerSecond(P.DramBytesPerS) + ", ridge " +
             formatIntensity(P.Ridge) + " FLOP/B");
    if (!B.totalFlops().isZero())
      line(OS, "ceiling",
           formatFlopsPerSecond(P.CeilingFlopsPerS) + " = " +
               formatPercent(P.FractionOfPeak) + " % of peak (" +
               boundName(P.BoundBy) + "-bound)");
    if (!P.Warning.empty())
      line(OS, "warning", P.Warning);
  }
  if (K.Crossing)
    line(OS, "ridge", crossing(*K.Crossing, Gpu));
  for (const LoopNote &L : KS.Loops)
    fitLine(OS, "loop",
            {location(L.Loc) + " runs ", formula(L.TripCount), " times"}, St,
            pathWidth(L.Loc));
  // Sizes take values; thread and block indices are not sizes: the
  // figures vary with them and are placed at index 0.
  if (!growing(K.Bound.Unbound).empty())
    line(OS, "unbound",
         joined(growing(K.Bound.Unbound)) +
             " (give values with --bind NAME=VALUE)");
  if (!indices(K.Bound.Unbound).empty())
    line(OS, "thread indices",
         joined(indices(K.Bound.Unbound)) + " (the figures vary per thread" +
             (K.Roof ? "; the placement takes index 0)" : ")"));
  if (K.Baseline && K.Launches.empty())
    line(OS, "vs baseline", baselineText(*K.Baseline));
  for (const Assumption &A : KS.Assumptions)
    printAssumption(A, OS, St);
  for (const LaunchResult &L : K.Launches)
    printLaunch(KS, L, Gpu, OS, St);
}

/// The what-if table: every placed kernel and launch on each GPU.
void printWhatIf(const AnalysisResult &R, std::ostream &OS, const Style &St) {
  std::vector<const AnalysisResult *> Runs{&R};
  for (const AnalysisResult &O : R.OtherGpus)
    Runs.push_back(&O);
  OS << St.bold("what-if: ceilings on " + std::to_string(Runs.size()) + " GPUs")
     << "\n";
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
        for (const AnalysisResult *Run : Runs)
          Row.push_back(Cell(Run->Files[FI].Kernels[KI].Launches[LI].Roof));
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

bool shownInBlock(const Finding &F) {
  // The readout already prints assumptions as notes.
  const DiagInfo *D = findDiagnostic(F.Id);
  return D && D->Kind == DiagKind::Assumption;
}

} // namespace

void printText(const AnalysisResult &R, std::ostream &OS,
               const ReportOptions &Opts) {
  Style St{Opts.Color, {}};
  St.Verbose = Opts.Verbose;
  // Each kernel's findings, in report order.
  std::map<std::pair<size_t, size_t>, std::vector<const Finding *>> ByKernel;
  for (const Finding &Fd : R.Findings) {
    if (Fd.File >= 0 && Fd.KernelIndex >= 0)
      ByKernel[{static_cast<size_t>(Fd.File),
                static_cast<size_t>(Fd.KernelIndex)}]
          .push_back(&Fd);
    const DiagInfo *D = findDiagnostic(Fd.Id);
    if (D && D->Kind == DiagKind::Assumption)
      St.Assumptions.emplace(AssumptionKey{Fd.Id, Fd.Loc.File, Fd.Loc.Line,
                                           Fd.Loc.Column, Fd.Message},
                             &Fd);
  }
  // --quiet keeps what matters to the run: warnings and errors, and notes
  // when the run fails on them.
  Severity QuietFloor = Severity::Warning;
  if (Opts.FailOn && *Opts.FailOn < QuietFloor)
    QuietFloor = *Opts.FailOn;
  for (size_t FI = 0; FI < R.Files.size(); ++FI) {
    const FileResult &F = R.Files[FI];
    // The file's own findings (roofline-parse-error) first.
    auto FileFinding = [&](const Finding &Fd, bool ParseError) {
      return Fd.File == static_cast<int>(FI) && Fd.KernelIndex < 0 &&
             (Fd.Id == diagId(DiagId::ParseError)) == ParseError &&
             !Fd.Suppressed && Fd.Level != Severity::Off &&
             (!Opts.Quiet || Fd.Level >= QuietFloor);
    };
    for (const Finding &Fd : R.Findings)
      if (FileFinding(Fd, true))
        printFinding(Fd, OS, St);
    if (!F.Parsed)
      continue;
    if (F.Kernels.empty() && !Opts.Quiet)
      OS << St.bold(F.File + ": ") << St.colored("1;30", "note: ")
         << "no __global__ kernels found\n";
    for (size_t KI = 0; KI < F.Kernels.size(); ++KI) {
      if (!Opts.Quiet)
        printKernel(F.Kernels[KI], R.Gpu, OS, St);
      auto It = ByKernel.find({FI, KI});
      if (It == ByKernel.end())
        continue;
      for (const Finding *Fd : It->second)
        if (!Fd->Suppressed &&
            (Opts.Quiet ? Fd->Level >= QuietFloor : !shownInBlock(*Fd)))
          printFinding(*Fd, OS, St);
    }
    // Findings of no kernel: the file's suppression comments.
    for (const Finding &Fd : R.Findings)
      if (FileFinding(Fd, false))
        printFinding(Fd, OS, St);
  }
  if (!R.OtherGpus.empty() && !Opts.Quiet)
    printWhatIf(R, OS, St);
  if (St.Shortened)
    OS << "roofline-lint: <formula ...> stands for a formula too long for "
          "its line; -v prints it, JSON has it\n";

  FindingCounts Counts = countFindings(R);
  unsigned Errors = Counts.of(Severity::Error),
           Warnings = Counts.of(Severity::Warning),
           Notes = Counts.of(Severity::Note), Suppressed = Counts.Suppressed;
  RunOutcome Outcome = runOutcome(R, Opts.FailOn);
  if (Errors + Warnings + Suppressed == 0 && !Outcome.Fails)
    return;
  auto Plural = [](unsigned N, const char *Word) {
    return std::to_string(N) + " " + Word + (N == 1 ? "" : "s");
  };
  std::string Summary =
      Plural(Warnings, "warning") + ", " + Plural(Errors, "error");
  if (Opts.FailOn && *Opts.FailOn == Severity::Note)
    Summary += ", " + Plural(Notes, "note");
  if (Suppressed)
    Summary += " (" + std::to_string(Suppressed) + " suppressed)";
  if (!Outcome.Text.empty())
    Summary += "; " + Outcome.Text;
  OS << "roofline-lint: " << Summary << "\n";
}

namespace {

/// The text format: the report, then what --measured matched.
void printTextAndMeasured(const AnalysisResult &R, std::ostream &OS,
                          const ReportOptions &Opts) {
  printText(R, OS, Opts);
  if (R.Measurements && !Opts.Quiet)
    printMeasuredText(R, OS);
}

} // namespace

ROOFLINE_REPORT_FORMATS(TextReport, {{"text", 10, printTextAndMeasured}});

} // namespace roofline
