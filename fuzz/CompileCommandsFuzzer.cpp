//===- CompileCommandsFuzzer.cpp - Fuzzing compile-database commands ------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The input is a compile database's "command" string (nvcc, clang or gcc,
// possibly after a launcher). It is split as loadCompileCommands splits it and
// translated for a fixed directory and source file; unclosedQuote, which
// loadCompileCommands asks first, sees it too.
//
// The directory is a scratch folder holding a few options files, so that
// @file and nvcc's --options-file are read, nested and made to recurse. Tokens
// that reach into /dev, /proc, /sys or /run are skipped: a compile database
// does not name those, and reading /dev/zero or a FIFO would only hang the
// harness.
//
//===----------------------------------------------------------------------===//

#include "FuzzCheck.h"

#include "CompileCommands.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

using namespace roofline;
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

std::string Scratch;   // the scratch folder
std::string Directory; // Scratch/build, the entry's working directory

void removeScratch() {
  if (!Scratch.empty())
    llvm::sys::fs::remove_directories(Scratch);
}

void writeFile(const std::string &Dir, const char *Name, const char *Text) {
  llvm::SmallString<256> Path(Dir);
  path::append(Path, Name);
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC) {
    std::fprintf(stderr, "cannot write %s\n", Path.c_str());
    std::abort();
  }
  OS << Text;
}

bool reachesSystemFiles(StringRef T) {
  for (StringRef Dir : {"dev/", "proc/", "sys/", "run/"})
    if (T.contains(Dir))
      return true;
  return false;
}

bool isArchName(StringRef A) {
  if (!A.consume_front("sm_"))
    return false;
  A.consume_back("a");
  return !A.empty() && A.find_first_not_of("0123456789") == StringRef::npos;
}

/// The documented shape of CompileCommand::Args: joined -I, -D, -U and -std=
/// flags, and -isystem, -iquote, -idirafter, -include, -imacros each followed
/// by its value; include directories absolute (or GNU's "=dir").
void checkArgs(const std::vector<std::string> &Args) {
  static const std::set<std::string> WithValue = {
      "-isystem", "-iquote", "-idirafter", "-include", "-imacros"};
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (WithValue.count(A.str())) {
      FUZZ_CHECK(I + 1 < Args.size(), "a separate value follows its option");
      StringRef V = Args[++I];
      FUZZ_CHECK(!V.empty(), "a kept value is not empty");
      if (A != "-include" && A != "-imacros")
        FUZZ_CHECK(path::is_absolute(V) || V.starts_with("="),
                   "an include directory is absolute");
      continue;
    }
    if (A.starts_with("-I")) {
      StringRef Dir = A.drop_front(2);
      FUZZ_CHECK(path::is_absolute(Dir) || Dir.starts_with("="),
                 "an include directory is absolute");
      continue;
    }
    FUZZ_CHECK((A.starts_with("-D") || A.starts_with("-U") ||
                A.starts_with("-std=")) &&
                   A.size() > 2,
               "a kept flag is -I, -D, -U, -std= or one with a value");
  }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  llvm::SmallString<256> Model;
  path::system_temp_directory(/*ErasedOnReboot=*/true, Model);
  path::append(Model, "roofline-fuzz-commands-%%%%%%");
  llvm::SmallString<256> Made;
  if (fs::createUniqueDirectory(Model, Made)) {
    std::fprintf(stderr, "cannot create a scratch folder\n");
    std::abort();
  }
  // Real, so that the directory translateCommand normalizes is this one.
  llvm::SmallString<256> Real;
  if (fs::real_path(Made, Real)) {
    std::fprintf(stderr, "cannot resolve %s\n", Made.c_str());
    std::abort();
  }
  Scratch = std::string(Real);
  Directory = Scratch + "/build";
  fs::create_directories(Directory);
  fs::create_directories(Scratch + "/include");
  std::atexit(removeScratch);
  writeFile(Directory, "flags.rsp", "-DFROM_RSP=1 -I ../include @nested.rsp\n");
  writeFile(
      Directory, "nested.rsp",
      "-std=c++17 -isystem /opt/nested \"-DQUOTED=a b\" -include pre.h\n");
  writeFile(Directory, "self.rsp", "-DSELF @self.rsp\n");
  writeFile(Directory, "includes_CUDA.rsp",
            "-I../include -isystem=/usr/local/include --options-file "
            "includes_CUDA.rsp\n");
  writeFile(Directory, "pre.h", "#define PRE 1\n");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Command(reinterpret_cast<const char *>(Data), Size);
  (void)unclosedQuote(Command);
  std::vector<std::string> Argv = splitCommandLine(Command);
  if (Argv.empty())
    return 0; // loadCompileCommands rejects an empty command
  for (const std::string &T : Argv)
    if (reachesSystemFiles(T))
      return 0;

  CompileCommand C = translateCommand(Argv, Directory, "../src/kernel.cu");
  FUZZ_CHECK(std::find(Argv.begin(), Argv.end(), C.Compiler) != Argv.end(),
             "the compiler is one of the arguments");
  FUZZ_CHECK(C.Directory == Directory, "the directory is kept");
  FUZZ_CHECK(C.File == Scratch + "/src/kernel.cu",
             "the file is absolute and normalized");
  checkArgs(C.Args);
  std::set<std::string> Seen;
  for (const std::string &A : C.Archs) {
    FUZZ_CHECK(isArchName(A), "an architecture is sm_N or sm_Na");
    FUZZ_CHECK(Seen.insert(A).second, "architectures are listed once");
  }
  return 0;
}
