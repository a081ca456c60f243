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
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"

#include <algorithm>
#include <optional>
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

bool loadCompileCommands(const std::string &DirOrFile,
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
  // llvm::json::parse recurses per level: refuse a database nested deeper
  // than any compile database is before it can exhaust the stack.
  NestingExcess Deep = jsonNestingExcess((*Buf)->getBuffer(), MaxInputNesting);
  if (Deep.Line) {
    Error = nestingError(Path, Deep, MaxInputNesting);
    return false;
  }
  llvm::Expected<llvm::json::Value> Root =
      llvm::json::parse((*Buf)->getBuffer());
  if (!Root) {
    // "[LINE:COL, byte=N]: message" becomes "PATH:LINE:COL: invalid JSON:
    // message" (the parser's column is just past the character it stopped
    // at, which is that character's column counted from 1).
    std::string Msg = llvm::toString(Root.takeError());
    StringRef M(Msg);
    size_t Close = M.find("]: ");
    auto [Line, Col] = M.slice(1, Close).split(',').first.split(':');
    unsigned L = 0, C = 0;
    if (M.starts_with("[") && Close != StringRef::npos &&
        !Line.getAsInteger(10, L) && !Col.getAsInteger(10, C)) {
      Error = Path + ":" + std::to_string(L) + ":" + std::to_string(C) +
              ": invalid JSON: " + M.drop_front(Close + 3).str();
    } else {
      Error = Path + ": invalid JSON: " + Msg;
    }
    return false;
  }
  const llvm::json::Array *Entries = Root->getAsArray();
  if (!Entries) {
    Error = Path + ": expected an array of compile commands";
    return false;
  }
  llvm::SmallString<256> DbDir(path::parent_path(Path));
  fs::make_absolute(DbDir);
  path::remove_dots(DbDir, /*remove_dot_dot=*/true);

  std::vector<CompileCommand> Result;
  for (size_t I = 0; I < Entries->size(); ++I) {
    std::string Where = Path + ": entry " + std::to_string(I + 1);
    const llvm::json::Object *O = (*Entries)[I].getAsObject();
    if (!O) {
      Error = Where + ": expected an object";
      return false;
    }
    std::optional<StringRef> File = O->getString("file");
    if (!File || File->empty()) {
      Error = Where + ": \"file\" is missing or not a string";
      return false;
    }
    Where += " (" + File->str() + ")";
    std::optional<StringRef> Dir = O->getString("directory");
    if (!Dir || Dir->empty()) {
      Error = Where + ": \"directory\" is missing or not a string";
      return false;
    }
    std::vector<std::string> Argv;
    if (const llvm::json::Value *Args = O->get("arguments")) {
      const llvm::json::Array *A = Args->getAsArray();
      if (!A) {
        Error = Where + ": \"arguments\" is not an array of strings";
        return false;
      }
      for (const llvm::json::Value &V : *A) {
        std::optional<StringRef> S = V.getAsString();
        if (!S) {
          Error = Where + ": \"arguments\" is not an array of strings";
          return false;
        }
        Argv.push_back(S->str());
      }
    } else if (const llvm::json::Value *Cmd = O->get("command")) {
      std::optional<StringRef> S = Cmd->getAsString();
      if (!S) {
        Error = Where + ": \"command\" is not a string";
        return false;
      }
      if (char Quote = unclosedQuote(*S)) {
        Error = Where + ": \"command\" has an unclosed " +
                (Quote == '"' ? "double" : "single") + " quote";
        return false;
      }
      Argv = splitCommandLine(*S);
    } else {
      Error = Where + ": needs \"arguments\" or \"command\"";
      return false;
    }
    if (Argv.empty()) {
      Error = Where + ": the command is empty";
      return false;
    }
    Result.push_back(
        translateCommand(Argv, normalizePath(*Dir, DbDir), File->str()));
  }
  Out = std::move(Result);
  return true;
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
