//===- Suppressions.cpp - NOLINT comments on or above a kernel ------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The clang-tidy forms, naming roofline ids:
//   __global__ void k(...) // NOLINT(roofline-memory-bound): streams once
//   // NOLINTNEXTLINE(roofline-*) reason
// A kernel's findings are suppressed by a comment on its name's line or in
// the lines directly above it: comment lines and the rest of its declaration
// (template header, __global__, __launch_bounds__). An assumption is also
// suppressed by a comment on its own line or NOLINTNEXTLINE above it. A bare
// NOLINT, which names no id, does not silence roofline-lint.
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Lint.h"

#include <cctype>

namespace roofline {

namespace {

std::string trim(const std::string &S) {
  size_t B = S.find_first_not_of(" \t\r");
  if (B == std::string::npos)
    return "";
  size_t E = S.find_last_not_of(" \t\r");
  return S.substr(B, E - B + 1);
}

bool matchesAny(const Suppression &S, const std::string &Id) {
  for (const std::string &P : S.Ids)
    if (diagPatternMatches(P, Id))
      return true;
  return false;
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

std::vector<Suppression> parseSuppressions(const std::string &Line) {
  std::vector<Suppression> Result;
  size_t Pos = 0;
  while ((Pos = Line.find("NOLINT", Pos)) != std::string::npos) {
    Suppression S;
    size_t P = Pos + 6;
    if (Line.compare(P, 8, "NEXTLINE") == 0) {
      S.NextLine = true;
      P += 8;
    } else if (Line.compare(P, 5, "BEGIN") == 0 ||
               Line.compare(P, 3, "END") == 0) {
      Pos = P;
      continue;
    }
    if (P >= Line.size() || Line[P] != '(') {
      Pos = P;
      continue; // bare NOLINT: clang-tidy's, names no roofline id
    }
    size_t Close = Line.find(')', P);
    if (Close == std::string::npos)
      break;
    std::string List = Line.substr(P + 1, Close - P - 1);
    size_t Start = 0;
    while (Start <= List.size()) {
      size_t Comma = List.find(',', Start);
      std::string Id =
          trim(List.substr(Start, Comma == std::string::npos ? std::string::npos
                                                             : Comma - Start));
      if (!Id.empty())
        S.Ids.push_back(Id);
      if (Comma == std::string::npos)
        break;
      Start = Comma + 1;
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

void applySuppressions(
    AnalysisResult &R,
    const std::function<const std::vector<std::string> &(const std::string &)>
        &ReadLines) {
  auto Line = [&](const std::string &File, unsigned N) -> std::string {
    const std::vector<std::string> &Lines = ReadLines(File);
    return N >= 1 && N <= Lines.size() ? Lines[N - 1] : std::string();
  };
  auto Check = [](Finding &F, const std::vector<Suppression> &List,
                  bool WantNextLine, bool AnyForm) {
    for (const Suppression &S : List)
      if ((AnyForm || S.NextLine == WantNextLine) && matchesAny(S, F.Id)) {
        F.Suppressed = true;
        F.SuppressionReason = S.Reason;
        return true;
      }
    return false;
  };

  for (Finding &F : R.Findings) {
    if (F.File < 0 || F.KernelIndex < 0)
      continue;
    const SourceLoc &K = R.Files[F.File].Kernels[F.KernelIndex].Kernel.Loc;
    // On the kernel's name line: NOLINT.
    if (Check(F, parseSuppressions(Line(K.File, K.Line)), false, false))
      continue;
    // Above it: either form, in the comments and declaration lines directly
    // above the name (at most 20 lines).
    bool Done = false;
    bool InBlock = false; // inside a /* */ comment, scanning upward
    for (unsigned N = K.Line - 1, Steps = 0; N >= 1 && Steps < 20;
         --N, ++Steps) {
      std::string Text = Line(K.File, N);
      size_t Open = Text.rfind("/*"), Close = Text.rfind("*/");
      // A line that closes a block comment opened further up.
      bool EndsBlock = Close != std::string::npos &&
                       (Open == std::string::npos || Open > Close);
      bool Comment = InBlock || EndsBlock;
      if (EndsBlock)
        InBlock = true;
      if (InBlock && Open != std::string::npos)
        InBlock = false; // its first line

      if (!Comment && !isDeclarationHead(Text))
        break;
      if (Check(F, parseSuppressions(Text), false, true)) {
        Done = true;
        break;
      }
    }
    if (Done || F.Loc.File.empty() ||
        (F.Loc.File == K.File && F.Loc.Line == K.Line))
      continue;
    // An assumption's own line.
    if (Check(F, parseSuppressions(Line(F.Loc.File, F.Loc.Line)), false, false))
      continue;
    if (F.Loc.Line > 1)
      Check(F, parseSuppressions(Line(F.Loc.File, F.Loc.Line - 1)), true,
            false);
  }
}

} // namespace roofline
