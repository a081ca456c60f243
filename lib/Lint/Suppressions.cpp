//===- Suppressions.cpp - NOLINT comments on or above a kernel ------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The clang-tidy forms, naming roofline ids:
//   __global__ void k(...) // NOLINT(roofline-memory-bound): streams once
//   // NOLINTNEXTLINE(roofline-*) reason
//   // NOLINTBEGIN(roofline-memory-bound) ... //
//   NOLINTEND(roofline-memory-bound)
// A kernel's findings are suppressed by a comment on its name's line or in
// the lines directly above it: comment lines and the rest of its declaration
// (template header, __global__, __launch_bounds__). An assumption is also
// suppressed by a comment on its own line or NOLINTNEXTLINE above it. A
// NOLINTBEGIN/NOLINTEND region suppresses what is located inside it (a
// kernel's findings at its name). A bare NOLINT, which names no id, does
// not silence roofline-lint.
//
// The comments themselves are checked: an unknown roofline id, an unpaired
// NOLINTBEGIN or NOLINTEND, and (on request) an id that suppressed nothing
// are findings, so that a suppression never silently does nothing.
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Lint.h"

#include "roofline/Lint/DidYouMean.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cctype>
#include <map>
#include <memory>

namespace roofline {

namespace {

std::string trim(const std::string &S) {
  size_t B = S.find_first_not_of(" \t\r");
  if (B == std::string::npos)
    return "";
  size_t E = S.find_last_not_of(" \t\r");
  return S.substr(B, E - B + 1);
}

/// A line that may sit between a kernel's name and the comments above it.
bool isDeclarationHead(const std::string &Line) {
  std::string T = trim(Line);
  if (T.empty())
    return false;
  if (T.rfind("//", 0) == 0 || T.rfind("/*", 0) == 0 || T.rfind("*", 0) == 0)
    return true;
  // Code: part of the declaration while no statement or block ends here.
  return T.find(';') == std::string::npos && T.find('{') == std::string::npos &&
         T.find('}') == std::string::npos && T[0] != '#';
}

} // namespace

const char *suppressionFormName(SuppressionForm F) {
  switch (F) {
  case SuppressionForm::Line:
    return "NOLINT";
  case SuppressionForm::NextLine:
    return "NOLINTNEXTLINE";
  case SuppressionForm::Begin:
    return "NOLINTBEGIN";
  case SuppressionForm::End:
    return "NOLINTEND";
  }
  return "NOLINT";
}

bool Suppression::namesRoofline() const {
  for (const std::string &Id : Ids)
    if (llvm::StringRef(Id).starts_with("roofline-") || isKnownDiagPattern(Id))
      return true;
  return false;
}

std::vector<Suppression> parseSuppressions(const std::string &Line) {
  std::vector<Suppression> Result;
  size_t Pos = 0;
  while ((Pos = Line.find("NOLINT", Pos)) != std::string::npos) {
    Suppression S;
    S.Column = static_cast<unsigned>(Pos) + 1;
    size_t P = Pos + 6;
    if (Line.compare(P, 8, "NEXTLINE") == 0) {
      S.Form = SuppressionForm::NextLine;
      P += 8;
    } else if (Line.compare(P, 5, "BEGIN") == 0) {
      S.Form = SuppressionForm::Begin;
      P += 5;
    } else if (Line.compare(P, 3, "END") == 0) {
      S.Form = SuppressionForm::End;
      P += 3;
    }
    if (P >= Line.size() || Line[P] != '(') {
      Pos = P;
      continue; // bare: clang-tidy's, names no roofline id
    }
    size_t Close = Line.find(')', P);
    if (Close == std::string::npos)
      break;
    size_t Start = P + 1;
    while (Start <= Close) {
      size_t Comma = Line.find(',', Start);
      size_t End = Comma == std::string::npos || Comma > Close ? Close : Comma;
      std::string Raw = Line.substr(Start, End - Start);
      std::string Id = trim(Raw);
      if (!Id.empty()) {
        S.Ids.push_back(Id);
        S.IdColumns.push_back(static_cast<unsigned>(Start + Raw.find(Id)) + 1);
      }
      Start = End + 1;
    }
    // The reason: the rest of the line, up to another NOLINT or the end of a
    // block comment.
    std::string Rest = Line.substr(Close + 1);
    size_t End = std::min(Rest.find("NOLINT"), Rest.find("*/"));
    Rest = trim(Rest.substr(0, End));
    while (!Rest.empty() && (Rest[0] == ':' || Rest[0] == '-' ||
                             std::isspace(static_cast<unsigned char>(Rest[0]))))
      Rest.erase(0, 1);
    S.Reason = trim(Rest);
    Result.push_back(std::move(S));
    Pos = Close;
  }
  return Result;
}

FileSuppressions scanSuppressions(const std::vector<std::string> &Lines) {
  FileSuppressions F;
  std::vector<size_t> Open; // BEGINs not yet closed, innermost last
  for (size_t L = 0; L < Lines.size(); ++L) {
    // Cheap test first: most lines hold no NOLINT.
    if (Lines[L].find("NOLINT") == std::string::npos)
      continue;
    for (Suppression &S : parseSuppressions(Lines[L])) {
      if (!S.namesRoofline())
        continue;
      size_t Index = F.Comments.size();
      FileSuppressions::Comment C;
      C.Line = static_cast<unsigned>(L) + 1;
      C.S = std::move(S);
      if (C.S.Form == SuppressionForm::Begin) {
        Open.push_back(Index);
      } else if (C.S.Form == SuppressionForm::End) {
        // Like clang-tidy: only the innermost open region can close.
        if (!Open.empty() && F.Comments[Open.back()].S.Ids == C.S.Ids) {
          C.Partner = static_cast<int>(Open.back());
          F.Comments[Open.back()].Partner = static_cast<int>(Index);
          Open.pop_back();
        } else if (!Open.empty()) {
          C.InnermostOpen = static_cast<int>(Open.back());
        }
      }
      F.Comments.push_back(std::move(C));
    }
  }
  return F;
}

namespace {

/// The comments of one file, and which of their ids suppressed something.
struct ScannedFile {
  std::string Path;     // as first named
  size_t FileIndex = 0; // the input file whose policy applies
  const std::vector<std::string> *Lines = nullptr;
  FileSuppressions Supp;
  std::vector<std::vector<bool>> Used; // per comment, per id
  std::map<unsigned, std::vector<size_t>> ByLine;
};

/// One key per file however it is spelled (a header reached by two include
/// paths).
std::string fileKey(const std::string &Path) {
  llvm::SmallString<256> P;
  if (!llvm::sys::fs::real_path(Path, P))
    return std::string(P);
  P = Path;
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

std::string joinIds(const std::vector<std::string> &Ids) {
  std::string S;
  for (const std::string &Id : Ids)
    S += (S.empty() ? "" : ", ") + Id;
  return S;
}

/// Does comment C of File cover Finding F? Credits every id of it that
/// matches; the first comment to match gives the reason.
bool cover(ScannedFile &File, size_t C, Finding &F) {
  const Suppression &S = File.Supp.Comments[C].S;
  bool Matched = false;
  for (size_t I = 0; I < S.Ids.size(); ++I)
    if (diagPatternMatches(S.Ids[I], F.Id)) {
      File.Used[C][I] = true;
      Matched = true;
    }
  if (Matched && !F.Suppressed) {
    F.Suppressed = true;
    F.SuppressionReason = S.Reason;
  }
  return Matched;
}

/// The comments of some forms on one line.
void coverOnLine(ScannedFile &File, unsigned Line, Finding &F,
                 std::initializer_list<SuppressionForm> Forms) {
  auto It = File.ByLine.find(Line);
  if (It == File.ByLine.end())
    return;
  for (size_t C : It->second)
    for (SuppressionForm Form : Forms)
      if (File.Supp.Comments[C].S.Form == Form)
        cover(File, C, F);
}

/// The NOLINTBEGIN/NOLINTEND regions around a line (credited to BEGIN).
void coverInRegions(ScannedFile &File, unsigned Line, Finding &F) {
  const auto &Cs = File.Supp.Comments;
  for (size_t C = 0; C < Cs.size(); ++C)
    if (Cs[C].S.Form == SuppressionForm::Begin && Cs[C].Partner >= 0 &&
        Cs[C].Line <= Line && Line <= Cs[Cs[C].Partner].Line)
      cover(File, C, F);
}

/// Line N of File (from 1), or nothing past its ends.
std::string lineText(const ScannedFile &File, unsigned N) {
  return N >= 1 && N <= File.Lines->size() ? (*File.Lines)[N - 1]
                                           : std::string();
}

/// Above a kernel's name line: either form, in the comments and declaration
/// lines directly above the name (at most 20 lines).
void coverAboveKernel(ScannedFile &KFile, const SourceLoc &K, Finding &F) {
  bool InBlock = false; // inside a /* */ comment, scanning upward
  for (unsigned N = K.Line - 1, Steps = 0; N >= 1 && Steps < 20; --N, ++Steps) {
    std::string Line = lineText(KFile, N);
    size_t Open = Line.rfind("/*"), Close = Line.rfind("*/");
    // A line that closes a block comment opened further up.
    bool EndsBlock = Close != std::string::npos &&
                     (Open == std::string::npos || Open > Close);
    bool Comment = InBlock || EndsBlock;
    if (EndsBlock)
      InBlock = true;
    if (InBlock && Open != std::string::npos)
      InBlock = false; // its first line

    if (!Comment && !isDeclarationHead(Line))
      break;
    coverOnLine(KFile, N, F,
                {SuppressionForm::Line, SuppressionForm::NextLine});
  }
}

/// The comments of one file themselves: unknown ids, unpaired BEGIN and END,
/// and (when its policy asks) ids that suppressed nothing, into Added.
void checkComments(const ScannedFile &File, const Policy &Pol,
                   const AnalysisResult &R, std::vector<Finding> &Added) {
  const DiagId Invalid = DiagId::InvalidSuppression,
               Unused = DiagId::UnusedSuppression;
  std::map<std::string, unsigned> Occurrence;
  auto Add = [&](DiagId Code, unsigned Line, unsigned Column,
                 std::string Message, const std::string &Key) {
    Severity Level = Pol.levelOf(Code);
    if (Level == Severity::Off)
      return;
    const std::string Id = diagId(Code);
    Finding F;
    F.Id = Id;
    F.Level = Level;
    F.Loc = {File.Path, Line, Column};
    F.Message = std::move(Message);
    F.File = static_cast<int>(File.FileIndex);
    // No line numbers: the comment's text and its rank in the file.
    std::string Identity = Id + "\n" + Key;
    F.Fingerprint = findingFingerprint(
        Identity + "\n" + R.Files[File.FileIndex].File + "\n" + File.Path +
        "\n" + std::to_string(Occurrence[Identity]++));
    Added.push_back(std::move(F));
  };
  const auto &Cs = File.Supp.Comments;
  for (size_t C = 0; C < Cs.size(); ++C) {
    const Suppression &S = Cs[C].S;
    const char *Form = suppressionFormName(S.Form);
    std::string List = std::string("(") + joinIds(S.Ids) + ")";
    bool Unpaired =
        (S.Form == SuppressionForm::Begin || S.Form == SuppressionForm::End) &&
        Cs[C].Partner < 0;
    if (Unpaired && S.Form == SuppressionForm::Begin)
      Add(Invalid, Cs[C].Line, S.Column,
          std::string(Form) + List + " has no NOLINTEND" + List +
              " after it; it suppresses nothing",
          Form + List);
    if (Unpaired && S.Form == SuppressionForm::End) {
      std::string Msg = std::string(Form) + List + " closes no NOLINTBEGIN" +
                        List + " before it";
      if (Cs[C].InnermostOpen >= 0) {
        const auto &Open = Cs[Cs[C].InnermostOpen];
        Msg += "; the innermost open region is NOLINTBEGIN(" +
               joinIds(Open.S.Ids) + ") at line " + std::to_string(Open.Line);
      }
      Add(Invalid, Cs[C].Line, S.Column, Msg, Form + List);
    }
    // An END repeats its BEGIN's ids: those are checked at the BEGIN.
    if (S.Form == SuppressionForm::End)
      continue;
    for (size_t I = 0; I < S.Ids.size(); ++I) {
      const std::string &Id = S.Ids[I];
      if (!llvm::StringRef(Id).starts_with("roofline-"))
        continue; // another tool's check, or "*"
      if (!isKnownDiagPattern(Id)) {
        std::string Hint = didYouMeanDiagId(Id);
        Add(Invalid, Cs[C].Line, S.IdColumns[I],
            std::string(Form) + " names unknown id '" + Id +
                "', which suppresses nothing;" +
                (Hint.empty() ? " see roofline-lint --list-checks" : Hint),
            std::string(Form) + "\n" + Id);
      } else if (Pol.ReportUnusedSuppressions && !Unpaired &&
                 !File.Used[C][I]) {
        Add(Unused, Cs[C].Line, S.IdColumns[I],
            std::string(Form) + " names '" + Id +
                "', which suppressed no finding in this run",
            std::string(Form) + "\n" + Id);
      }
    }
  }
}

} // namespace

void applySuppressions(
    AnalysisResult &R,
    const std::function<const std::vector<std::string> &(const std::string &)>
        &ReadLines) {
  Policy Default;
  applySuppressions(R, ReadLines,
                    [&](size_t) -> const Policy & { return Default; });
}

void applySuppressions(
    AnalysisResult &R,
    const std::function<const std::vector<std::string> &(const std::string &)>
        &ReadLines,
    const std::function<const Policy &(size_t)> &PolicyOf) {
  // Every file whose lines are read, once, in the order first reached.
  std::vector<std::unique_ptr<ScannedFile>> Files;
  std::map<std::string, ScannedFile *> ByKey;
  auto Scan = [&](const std::string &Path, size_t FI) -> ScannedFile & {
    std::string Key = fileKey(Path);
    auto It = ByKey.find(Key);
    if (It != ByKey.end())
      return *It->second;
    auto F = std::make_unique<ScannedFile>();
    F->Path = Path;
    F->FileIndex = FI;
    F->Lines = &ReadLines(Path);
    F->Supp = scanSuppressions(*F->Lines);
    for (size_t C = 0; C < F->Supp.Comments.size(); ++C) {
      F->Used.emplace_back(F->Supp.Comments[C].S.Ids.size(), false);
      F->ByLine[F->Supp.Comments[C].Line].push_back(C);
    }
    ScannedFile &Ref = *F;
    ByKey[Key] = F.get();
    Files.push_back(std::move(F));
    return Ref;
  };
  // The input files first, then the kernels' files (headers), in report
  // order.
  for (size_t FI = 0; FI < R.Files.size(); ++FI) {
    if (!R.Files[FI].Parsed)
      continue;
    Scan(R.Files[FI].File, FI);
    for (const KernelResult &K : R.Files[FI].Kernels)
      if (!K.Kernel.Loc.File.empty())
        Scan(K.Kernel.Loc.File, FI);
  }

  for (Finding &F : R.Findings) {
    if (F.File < 0 || F.KernelIndex < 0)
      continue;
    const SourceLoc &K = R.Files[F.File].Kernels[F.KernelIndex].Kernel.Loc;
    ScannedFile &KFile = Scan(K.File, static_cast<size_t>(F.File));
    // On the kernel's name line: NOLINT.
    coverOnLine(KFile, K.Line, F, {SuppressionForm::Line});
    // Above it: either form.
    coverAboveKernel(KFile, K, F);
    coverInRegions(KFile, K.Line, F);
    if (F.Loc.File.empty() || (F.Loc.File == K.File && F.Loc.Line == K.Line))
      continue;
    // An assumption's own line, the line above it, the regions around it.
    ScannedFile &AFile = Scan(F.Loc.File, static_cast<size_t>(F.File));
    coverOnLine(AFile, F.Loc.Line, F, {SuppressionForm::Line});
    if (F.Loc.Line > 1)
      coverOnLine(AFile, F.Loc.Line - 1, F, {SuppressionForm::NextLine});
    coverInRegions(AFile, F.Loc.Line, F);
  }

  // The comments themselves.
  std::vector<Finding> Added;
  for (const auto &FilePtr : Files) {
    const ScannedFile &File = *FilePtr;
    checkComments(File, PolicyOf(File.FileIndex), R, Added);
  }
  R.Findings.insert(R.Findings.end(), std::make_move_iterator(Added.begin()),
                    std::make_move_iterator(Added.end()));
}

} // namespace roofline
