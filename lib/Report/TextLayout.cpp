//===- TextLayout.cpp - Fitting readout lines to their columns ------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The aligned lines of the text report: a label, then text that wraps at 120
// columns, or parts (formulas among them) shortened until the line fits.
//
//===----------------------------------------------------------------------===//

#include "TextInternals.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace roofline {
namespace textimpl {

namespace {

constexpr int LabelWidth = 16;

/// Readout lines fit this many columns: a formula too long for its line is
/// shortened (the number first; -v prints it), prose wraps.
constexpr size_t MaxColumns = 120;
constexpr size_t TextColumn = 2 + LabelWidth;

/// Whether a line may break at the space Text[I]: not between a number and
/// its unit (`126 GFLOP/s`, `4096 B`), not before a token of one or two
/// characters (`B)`, `=`) unless it is a number after a comma, and not
/// after a short word (`of`, `(an`) unless it ends a clause.
bool breakable(const std::string &Text, size_t I) {
  if (Text[I] != ' ' || I == 0 ||
      std::isdigit(static_cast<unsigned char>(Text[I - 1])))
    return false;
  size_t Next = Text.find(' ', I + 1);
  size_t After = (Next == std::string::npos ? Text.size() : Next) - I - 1;
  size_t Prev = Text.rfind(' ', I - 1);
  size_t Before = I - (Prev == std::string::npos ? 0 : Prev + 1);
  bool ClauseEnd = std::strchr(",;:", Text[I - 1]) != nullptr;
  // After a comma a count may start the next line: "..., 4 roofline-x".
  bool CountFollows =
      ClauseEnd && std::isdigit(static_cast<unsigned char>(Text[I + 1]));
  return (After > 2 || CountFollows) && (Before > 3 || ClauseEnd);
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

} // namespace

/// One readout line; text past MaxColumns wraps under the text column
/// unless Wrap is off (formulas printed in full with -v stay one line). The
/// first Uncounted characters (a file's directories, as long as the user
/// made them) do not count, so that a report reads the same wherever it
/// runs.
void line(llvm::raw_ostream &OS, const std::string &Label,
          const std::string &Text, bool Wrap, size_t Uncounted) {
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
void line(llvm::raw_ostream &OS, const std::string &Label,
          const std::string &Head, const std::string &Sep,
          const std::string &Tail) {
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
void fitLine(llvm::raw_ostream &OS, const std::string &Label,
             const std::vector<Part> &Parts, const Style &St,
             size_t Uncounted) {
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

} // namespace textimpl
} // namespace roofline
