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
  // A check's id stays with the word before it.
  if (Text[I + 1] == '[')
    return false;
  // Never inside a short tuple: "(98304, 1, 1)" stays whole.
  size_t Close = Text.find(')', I);
  if (Text[I - 1] == ',' && Close != std::string::npos &&
      Text.find_first_not_of("0123456789, ", I) == Close)
    return false;
  return (After > 2 || CountFollows) && (Before > 3 || ClauseEnd);
}

/// For each position of Text, how many of the characters before it count
/// towards a line's width: all but the directories of a path ("dir/f.cu:20",
/// "'./h.cuh'"), as long as the user made them, so that a report wraps the
/// same wherever it runs. A token is a path when what follows its last '/'
/// has a '.' (not "FLOP/B", "gridDim.x/y").
std::vector<size_t> countedBefore(const std::string &Text) {
  std::vector<size_t> Col(Text.size() + 1, 0);
  std::vector<bool> Skip(Text.size(), false);
  auto Delimiter = [](char C) {
    return C == ' ' || C == '\'' || C == '(' || C == ')' || C == '"';
  };
  for (size_t B = 0; B < Text.size();) {
    size_t E = B;
    while (E < Text.size() && !Delimiter(Text[E]))
      ++E;
    size_t Slash = Text.rfind('/', E ? E - 1 : 0);
    if (E > B && Slash != std::string::npos && Slash >= B &&
        Text.find('.', Slash) < E)
      for (size_t I = B; I <= Slash; ++I)
        Skip[I] = true;
    B = E + 1;
  }
  for (size_t I = 0; I < Text.size(); ++I)
    Col[I + 1] = Col[I] + (Skip[I] ? 0 : 1);
  return Col;
}

/// Text cut into pieces at spaces, the first of at most First columns and
/// the others of at most Rest, preferring a space after `,`, `;` or `:` in
/// the last third; a word longer than its piece stays whole.
std::vector<std::string> wrappedAt(const std::string &Text, size_t First,
                                   size_t Rest) {
  std::vector<size_t> Col = countedBefore(Text);
  auto Span = [&](size_t From, size_t To) { return Col[To] - Col[From]; };
  std::vector<std::string> Out;
  size_t Start = 0;
  size_t Width = First;
  while (Span(Start, Text.size()) > Width) {
    size_t Best = std::string::npos, Punct = std::string::npos;
    for (size_t I = Start + 1; I < Text.size() && Span(Start, I) <= Width; ++I)
      if (breakable(Text, I)) {
        Best = I;
        if (strchr(",;:", Text[I - 1]) && Span(Start, I) >= Width * 2 / 3)
          Punct = I;
      }
    size_t Cut = Punct != std::string::npos ? Punct : Best;
    if (Cut == std::string::npos) {
      Cut = Start + 1;
      while (Cut < Text.size() && !breakable(Text, Cut))
        ++Cut;
      if (Cut >= Text.size())
        break;
    }
    Out.push_back(Text.substr(Start, Cut - Start));
    Start = Cut + 1;
    Width = Rest;
  }
  Out.push_back(Text.substr(Start));
  return Out;
}

/// Text cut into pieces of at most Width columns.
std::vector<std::string> wrapped(const std::string &Text, size_t Width) {
  return wrappedAt(Text, Width, Width);
}

/// The columns Text takes, the directories of its paths not counted.
size_t columns(const std::string &Text) { return countedBefore(Text).back(); }

} // namespace

/// One readout line; text past MaxColumns wraps under the text column
/// unless Wrap is off (formulas printed in full with -v stay one line).
/// The directories of a path do not count (countedBefore).
void line(llvm::raw_ostream &OS, const std::string &Label,
          const std::string &Text, bool Wrap) {
  OS << "  " << Label;
  for (int I = static_cast<int>(Label.size()); I < LabelWidth; ++I)
    OS << ' ';
  if (!Wrap || TextColumn + columns(Text) <= MaxColumns) {
    OS << Text << "\n";
    return;
  }
  std::vector<std::string> Pieces = wrapped(Text, MaxColumns - TextColumn);
  for (size_t I = 0; I < Pieces.size(); ++I)
    OS << (I ? std::string(TextColumn, ' ') : "") << Pieces[I] << "\n";
}

/// A diagnostic of the brief readout: `Where: Level: Message`, the message
/// wrapping past MaxColumns onto lines indented to the readout's text
/// column, as clang wraps with -fmessage-length. The directories of a path
/// do not count (countedBefore).
void wrappedDiagnostic(llvm::raw_ostream &OS, const std::string &Where,
                       llvm::raw_ostream::Colors Color, llvm::StringRef Level,
                       const std::string &Message) {
  diagnosticHead(OS, Where, Color, Level);
  size_t Head = columns(Where) + 2 + Level.size() + 2;
  // A file name too long to leave a quarter of the line still gets that.
  size_t First =
      std::max(Head < MaxColumns ? MaxColumns - Head : 0, MaxColumns / 4);
  std::vector<std::string> Pieces =
      wrappedAt(Message, First, MaxColumns - TextColumn);
  for (size_t I = 0; I < Pieces.size(); ++I) {
    if (I)
      OS << "\n" << std::string(TextColumn, ' ');
    bold(OS, Pieces[I]);
  }
  OS << "\n";
}

/// A line whose Head and Tail fit together print as one; otherwise Tail
/// starts a continuation line (and wraps there).
void line(llvm::raw_ostream &OS, const std::string &Label,
          const std::string &Head, const std::string &Sep,
          const std::string &Tail) {
  std::string One = Head + Sep + Tail;
  if (TextColumn + columns(One) <= MaxColumns) {
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
             const std::vector<Part> &Parts, const Style &St) {
  std::vector<size_t> At(Parts.size(), 0);
  auto Text = [&] {
    std::string T;
    for (size_t I = 0; I < Parts.size(); ++I)
      T += Parts[I].Forms[At[I]];
    return T;
  };
  std::string T = Text();
  while (!St.Verbose && TextColumn + columns(T) > MaxColumns) {
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
  line(OS, Label, T, !St.Verbose);
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
