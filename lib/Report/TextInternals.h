//===- TextInternals.h - The text report's shared parts ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// What the files of the text report share: the style of a report, the parts
// of a readout line and the helpers that fit lines to their columns
// (TextLayout.cpp), the wording the kernel and launch readouts share
// (TextPhrases.cpp), and the printers that TextReport.cpp calls on
// (TextKernel.cpp, TextLaunch.cpp, TextWhatIf.cpp). Private to lib/Report.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_REPORT_TEXTINTERNALS_H
#define ROOFLINE_LIB_REPORT_TEXTINTERNALS_H

#include "roofline/Report/Report.h"
#include "roofline/Result/Verdict.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace roofline {
namespace textimpl {

/// An assumption's finding, by id, location and message (absent: its level
/// is off).
using AssumptionKey =
    std::tuple<std::string, std::string, unsigned, unsigned, std::string>;

struct Style {
  std::map<AssumptionKey, const Finding *> Assumptions;
  /// -v: formulas in full, however long.
  bool Verbose = false;
  /// Some formula was shortened: the report ends with a hint.
  mutable bool Shortened = false;
};

// Colour, as clang's diagnostics have it: a location and a message in bold,
// a level in its colour. It shows when the stream's colours are on
// (raw_ostream::enable_colors, which the driver sets from --color), whether
// or not the stream is a terminal; off, the text is printed plain. Line
// widths are computed on the text, never on what colours it.

/// The colour of a level's word: a remark cyan, a note grey.
constexpr llvm::raw_ostream::Colors RemarkColor = llvm::raw_ostream::CYAN;
constexpr llvm::raw_ostream::Colors NoteColor = llvm::raw_ostream::BLACK;
constexpr llvm::raw_ostream::Colors WarningColor = llvm::raw_ostream::MAGENTA;
constexpr llvm::raw_ostream::Colors ErrorColor = llvm::raw_ostream::RED;

/// Text in bold.
inline void bold(llvm::raw_ostream &OS, llvm::StringRef Text) {
  llvm::WithColor(OS, llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true,
                  /*BG=*/false, llvm::ColorMode::Enable)
      << Text;
}

/// A diagnostic's head: `Where: ` in bold, `Level: ` in bold Color.
inline void diagnosticHead(llvm::raw_ostream &OS, const std::string &Where,
                           llvm::raw_ostream::Colors Color,
                           llvm::StringRef Level) {
  bold(OS, Where + ": ");
  llvm::WithColor(OS, Color, /*Bold=*/true, /*BG=*/false,
                  llvm::ColorMode::Enable)
      << Level << ": ";
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

// TextLayout.cpp: readout lines fitted to their columns.
void line(llvm::raw_ostream &OS, const std::string &Label,
          const std::string &Text, bool Wrap = true);
void line(llvm::raw_ostream &OS, const std::string &Label,
          const std::string &Head, const std::string &Sep,
          const std::string &Tail);
void wrappedDiagnostic(llvm::raw_ostream &OS, const std::string &Where,
                       llvm::raw_ostream::Colors Color, llvm::StringRef Level,
                       const std::string &Message);
std::string formulaToken(const std::set<std::string> &Symbols);
Part formula(const Expr &E);
Part detail(const Expr &E);
void fitLine(llvm::raw_ostream &OS, const std::string &Label,
             const std::vector<Part> &Parts, const Style &St);
Part amount(const Expr &Symbolic, const Expr &Bound);

// TextPhrases.cpp: the wording the kernel and launch readouts share.
/// A grid or block: "(256, 1, 1)".
std::string dims(const std::array<Expr, 3> &D);
std::set<std::string> growing(const std::set<std::string> &Names);
std::string joined(const std::set<std::string> &Names);
/// Names, a dim3's axes together: "blockDim.x/y/z, n"; past eight, counted.
std::string axesText(const std::set<std::string> &Names);
std::string asGrow(const std::set<std::string> &Sizes);
std::string crossing(const RidgeCrossing &C, const Machine &Gpu);
void appendBreakdown(std::vector<Part> &Parts, const CostVector &B);
std::string baselineText(const BaselineDelta &D);
void openIntensityLine(llvm::raw_ostream &OS, const std::string &Expr,
                       const std::optional<double> &Limit,
                       const std::set<std::string> &Unbound,
                       const std::set<std::string> &Symbols, const Style &St);

// TextReport.cpp: an assumption under the numbers it qualifies.
void printAssumption(const Assumption &A, llvm::raw_ostream &OS,
                     const Style &St);

// TextKernel.cpp: a kernel's readout, then its launches'.
void printKernel(const KernelResult &K, const Machine &Gpu,
                 llvm::raw_ostream &OS, const Style &St);

/// The remark's verdict: kernelVerdict's (or launchVerdict's) with the
/// launch that speaks for the kernel and its ceiling.
std::string remarkVerdict(const KernelResult &K, const KernelVerdict &V);

// TextLaunch.cpp: a launch's readout.
void printLaunch(const KernelSummary &KS, const LaunchResult &L,
                 const Machine &Gpu, llvm::raw_ostream &OS, const Style &St);

// TextBrief.cpp: the default readout, one block per kernel of the source.
/// Every place a kernel of the source stands in the result: the same
/// definition seen from several files, and its instantiations.
struct KernelGroup {
  SourceLoc Loc;
  std::vector<std::pair<size_t, size_t>> Indices; // file, kernel
};
/// The analyzed kernels of the source, in the order first seen; a template
/// counted from its pattern where other files instantiate it is left out.
std::vector<KernelGroup> sourceKernels(const AnalysisResult &R);
/// Each kernel's findings (file and kernel index), in report order.
using KernelFindings =
    std::map<std::pair<size_t, size_t>, std::vector<const Finding *>>;
using FindingPrinter = void (*)(const Finding &, llvm::raw_ostream &);
void printBrief(const AnalysisResult &R, const KernelFindings &ByKernel,
                FindingPrinter PrintFinding, llvm::raw_ostream &OS);

// TextSummary.cpp: --summary, one row per kernel of the source.
void printSummaryTable(const AnalysisResult &R, const KernelFindings &ByKernel,
                       llvm::raw_ostream &OS);

// TextWhatIf.cpp: the what-if table for further GPUs.
void printWhatIf(const AnalysisResult &R, llvm::raw_ostream &OS);

} // namespace textimpl
} // namespace roofline

#endif // ROOFLINE_LIB_REPORT_TEXTINTERNALS_H
