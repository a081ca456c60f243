//===- CompileCommands.cpp - Compile databases as Clang arguments ---------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Two option grammars are understood: nvcc's (every value option also takes
// "-opt=value", lists are comma-separated, -Xcompiler carries host-compiler
// options, --options-file splices a file in) and the GNU one shared by clang
// and gcc (joined or separate values, @file). Each command is read once, left
// to right; what is kept goes to Args, everything else to Dropped.
// docs/CompileDatabase.md states every rule.
//
//===----------------------------------------------------------------------===//

#include "CompileCommands.h"

#include "roofline/Support/Nesting.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <tuple>

#include "CompileOptions.h"

namespace roofline {

using llvm::StringRef;
using namespace compdb;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::vector<std::string> splitCommandLine(llvm::StringRef Command) {
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  llvm::SmallVector<const char *, 64> Argv;
  llvm::cl::TokenizeGNUCommandLine(Command, Saver, Argv);
  std::vector<std::string> Out;
  for (const char *A : Argv)
    if (A)
      Out.emplace_back(A);
  return Out;
}

char unclosedQuote(llvm::StringRef Command) {
  char Quote = 0;
  for (size_t I = 0; I < Command.size(); ++I) {
    char C = Command[I];
    if (Quote == '\'') {
      if (C == '\'')
        Quote = 0;
    } else if (C == '\\') {
      ++I;
    } else if (Quote == '"') {
      if (C == '"')
        Quote = 0;
    } else if (C == '"' || C == '\'') {
      Quote = C;
    }
  }
  return Quote;
}

namespace {

using Json = nlohmann::json;

/// Where the token that ends just before T[End] begins: a string, true,
/// false, null, a number, or one character.
bool isNumberChar(char C) {
  return llvm::isDigit(C) || C == 'e' || C == 'E' || C == '+' || C == '-' ||
         C == '.';
}

size_t tokenStart(StringRef T, size_t End) {
  StringRef Before = T.take_front(End);
  if (Before.ends_with("\"") && End >= 2) {
    // The opening quote: the first one back that no backslash escapes.
    for (size_t Q = End - 1; Q-- > 0;) {
      if (T[Q] != '"')
        continue;
      size_t Backslashes = 0;
      while (Backslashes < Q && T[Q - 1 - Backslashes] == '\\')
        ++Backslashes;
      if (Backslashes % 2 == 0)
        return Q;
    }
  }
  if (Before.ends_with("false"))
    return End - 5;
  if (Before.ends_with("true") || Before.ends_with("null"))
    return End - 4;
  size_t Start = End;
  while (Start > 0 && isNumberChar(T[Start - 1]))
    --Start;
  if (Start < End)
    return Start;
  return End == 0 ? 0 : End - 1;
}

/// nlohmann::json's account of a parse error without its
/// "[json.exception.parse_error.101] parse error at line L, column C: "
/// prefix and without the "; last read: '...'" it quotes, which can be a
/// whole command line or bytes that are not UTF-8.
std::string describeParseError(StringRef What) {
  size_t Close = What.find("] ");
  if (What.starts_with("[json.exception.") && Close != StringRef::npos)
    What = What.drop_front(Close + 2);
  size_t Colon = What.find(": ");
  if (What.starts_with("parse error") && Colon != StringRef::npos)
    What = What.drop_front(Colon + 2);
  size_t Read = What.find("; last read: '");
  if (Read == StringRef::npos)
    return What.str();
  std::string Out = What.take_front(Read).str();
  for (const char *Expected : {"'[', '{', or a literal", "string literal",
                               "':'", "']'", "'}'", "end of input"})
    if (What.ends_with(std::string("'; expected ") + Expected))
      return Out + "; expected " + Expected;
  return Out;
}

/// "LINE:COL" of the byte before Text[Offset]: its line counted from 1, and
/// the bytes of that line up to and including it (0 when it is the line
/// break that ends the line before).
std::string lineAndColumn(StringRef Text, size_t Offset) {
  StringRef Before = Text.take_front(Offset);
  size_t LineStart = Before.rfind('\n');
  LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
  return std::to_string(1 + Before.count('\n')) + ":" +
         std::to_string(Offset - LineStart);
}

/// Parses the text of the database at Path into Root, as RFC 8259 JSON;
/// false with Error, "PATH:LINE:COL: invalid JSON: what", when it is not.
/// The position is the character the parser stopped at: the first one of a
/// token that cannot come where it stands, the end of the text, or the byte
/// a string or literal goes wrong at.
bool parseDatabase(const std::string &Path, StringRef Text, Json &Root,
                   std::string &Error) {
  // nlohmann::json would end the text at a NUL byte; JSON has none outside
  // a string's escapes.
  size_t Nul = Text.find('\0');
  if (Nul != StringRef::npos) {
    Error =
        Path + ":" + lineAndColumn(Text, Nul + 1) + ": invalid JSON: NUL byte";
    return false;
  }
  try {
    Root = Json::parse(Text.begin(), Text.end(), /*cb=*/nullptr,
                       /*allow_exceptions=*/true, /*ignore_comments=*/false);
    return true;
  } catch (const Json::parse_error &E) {
    std::string What = describeParseError(E.what());
    size_t At = std::min<size_t>(E.byte, Text.size());
    if (What.find("- unexpected ") != std::string::npos &&
        What.find("- unexpected end of input") == std::string::npos)
      At = tokenStart(Text, At) + 1;
    Error = Path + ":" + lineAndColumn(Text, At) + ": invalid JSON: " + What;
  } catch (const Json::exception &E) {
    // A number beyond a double's range: nlohmann::json gives no position.
    Error = Path + ": invalid JSON: " + describeParseError(E.what());
  }
  return false;
}

/// The string at Key in the object O; null when it has none or it is not a
/// string.
const std::string *stringAt(const Json &O, const char *Key) {
  auto It = O.find(Key);
  return It != O.end() && It->is_string() ? &It->get_ref<const std::string &>()
                                          : nullptr;
}

} // namespace

static bool loadInto(const std::string &DirOrFile,
                     std::vector<CompileCommand> &Out, std::string &Error) {
  Out.clear();
  if (!fs::exists(DirOrFile)) {
    Error = DirOrFile + ": no such file or directory";
    return false;
  }
  std::string Path = DirOrFile;
  if (fs::is_directory(DirOrFile)) {
    llvm::SmallString<256> P(DirOrFile);
    path::append(P, "compile_commands.json");
    Path = std::string(P);
    if (!fs::exists(Path)) {
      Error = Path + ": no such file (configure the project with "
                     "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON to write it)";
      return false;
    }
  }
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  if (!Buf) {
    Error = Path + ": " + Buf.getError().message();
    return false;
  }
  // No compile database nests deeper than a few levels: one that does is
  // refused with its position before it is parsed (docs/CommandLine.md).
  NestingExcess Deep = jsonNestingExcess((*Buf)->getBuffer(), MaxInputNesting);
  if (Deep.Line) {
    Error = nestingError(Path, Deep, MaxInputNesting);
    return false;
  }
  Json Root;
  if (!parseDatabase(Path, (*Buf)->getBuffer(), Root, Error))
    return false;
  if (!Root.is_array()) {
    Error = Path + ": expected an array of compile commands";
    return false;
  }
  llvm::SmallString<256> DbDir(path::parent_path(Path));
  fs::make_absolute(DbDir);
  path::remove_dots(DbDir, /*remove_dot_dot=*/true);

  std::vector<CompileCommand> Result;
  for (size_t I = 0; I < Root.size(); ++I) {
    std::string Where = Path + ": entry " + std::to_string(I + 1);
    const Json &O = Root[I];
    if (!O.is_object()) {
      Error = Where + ": expected an object";
      return false;
    }
    const std::string *File = stringAt(O, "file");
    if (!File || File->empty()) {
      Error = Where + ": \"file\" is missing or not a string";
      return false;
    }
    Where += " (" + *File + ")";
    const std::string *Dir = stringAt(O, "directory");
    if (!Dir || Dir->empty()) {
      Error = Where + ": \"directory\" is missing or not a string";
      return false;
    }
    std::vector<std::string> Argv;
    auto Args = O.find("arguments"), Cmd = O.find("command");
    if (Args != O.end()) {
      if (!Args->is_array() ||
          !llvm::all_of(*Args, [](const Json &V) { return V.is_string(); })) {
        Error = Where + ": \"arguments\" is not an array of strings";
        return false;
      }
      for (const Json &V : *Args)
        Argv.push_back(V.get_ref<const std::string &>());
    } else if (Cmd != O.end()) {
      if (!Cmd->is_string()) {
        Error = Where + ": \"command\" is not a string";
        return false;
      }
      const std::string &S = Cmd->get_ref<const std::string &>();
      if (char Quote = unclosedQuote(S)) {
        Error = Where + ": \"command\" has an unclosed " +
                (Quote == '"' ? "double" : "single") + " quote";
        return false;
      }
      Argv = splitCommandLine(S);
    } else {
      Error = Where + ": needs \"arguments\" or \"command\"";
      return false;
    }
    if (Argv.empty()) {
      Error = Where + ": the command is empty";
      return false;
    }
    Result.push_back(translateCommand(Argv, normalizePath(*Dir, DbDir), *File));
  }
  Out = std::move(Result);
  return true;
}

llvm::Expected<std::vector<CompileCommand>>
loadCompileCommands(const std::string &DirOrFile) {
  return loaded<std::vector<CompileCommand>>(
      [&](std::vector<CompileCommand> &Out, std::string &Error) {
        return loadInto(DirOrFile, Out, Error);
      });
}

const CompileCommand *
findCompileCommand(const std::vector<CompileCommand> &Commands,
                   const std::string &Path) {
  std::string Abs = normalizePath(Path, currentDirectory());
  for (const CompileCommand &C : Commands)
    if (C.File == Abs)
      return &C;
  llvm::SmallString<256> Real;
  if (fs::real_path(Abs, Real))
    return nullptr;
  for (const CompileCommand &C : Commands) {
    llvm::SmallString<256> R;
    if (!fs::real_path(C.File, R) && R == Real)
      return &C;
  }
  return nullptr;
}

const CompileCommand *
inferCompileCommand(const std::vector<CompileCommand> &Commands,
                    const std::string &Path) {
  std::string Abs = normalizePath(Path, currentDirectory());
  StringRef Dir = llvm::sys::path::parent_path(Abs);
  StringRef Stem = llvm::sys::path::stem(Abs);
  // Shared leading directory components of Dir and another directory.
  auto Shared = [&](StringRef Other) {
    unsigned N = 0;
    auto A = llvm::sys::path::begin(Dir), AE = llvm::sys::path::end(Dir);
    auto B = llvm::sys::path::begin(Other), BE = llvm::sys::path::end(Other);
    for (; A != AE && B != BE && *A == *B; ++A, ++B)
      ++N;
    return N;
  };
  const CompileCommand *Best = nullptr;
  std::tuple<unsigned, bool, bool> BestScore{0, false, false};
  for (const CompileCommand &C : Commands) {
    StringRef File(C.File);
    std::tuple<unsigned, bool, bool> Score{
        Shared(llvm::sys::path::parent_path(File)),
        llvm::sys::path::stem(File) == Stem, File.ends_with(".cu")};
    if (!Best || Score > BestScore) {
      Best = &C;
      BestScore = Score;
    }
  }
  return Best;
}

std::string selectArch(const std::vector<std::string> &Archs,
                       const std::string &Preferred) {
  if (Archs.empty() ||
      std::find(Archs.begin(), Archs.end(), Preferred) != Archs.end())
    return Preferred;
  unsigned Want = archNumber(Preferred);
  // Of two architectures with the same number, the plain one runs on more
  // GPUs than the arch-specific "a" one.
  auto Better = [](StringRef A, unsigned NA, StringRef B, unsigned NB,
                   bool Higher) {
    if (NA != NB)
      return Higher ? NA > NB : NA < NB;
    return archHasSuffix(B) && !archHasSuffix(A);
  };
  std::string Best, Lowest;
  for (const std::string &A : Archs) {
    unsigned N = archNumber(A);
    if (N <= Want &&
        (Best.empty() || Better(A, N, Best, archNumber(Best), true)))
      Best = A;
    if (Lowest.empty() || Better(A, N, Lowest, archNumber(Lowest), false))
      Lowest = A;
  }
  return Best.empty() ? Lowest : Best;
}

} // namespace roofline
