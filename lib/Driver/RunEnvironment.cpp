//===- RunEnvironment.cpp - What a run reads around it --------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The GPU list, the cache folder, whether to colour, the inputs named on the
// command line and what paths they are.
//
//===----------------------------------------------------------------------===//

#include "DriverRun.h"
#include "roofline/Support/Errors.h"

namespace roofline {

void printGpuList(const MachineDatabase &DB, llvm::raw_ostream &Out) {
  // Names padded on the right, numbers on the left; nothing is cut.
  auto Row = [&](llvm::StringRef Id, llvm::StringRef Name, llvm::StringRef Fp32,
                 llvm::StringRef Dram, llvm::StringRef Ridge) {
    Out << llvm::left_justify(Id, 22) << llvm::left_justify(Name, 34)
        << llvm::right_justify(Fp32, 12) << llvm::right_justify(Dram, 12)
        << llvm::right_justify(Ridge, 9) << "\n";
  };
  Row("id", "name", "fp32", "DRAM", "ridge");
  for (const Machine &M : DB.machines()) {
    const auto &Fp32 = M.PeakFlopsPerS[static_cast<int>(Precision::FP32)];
    Row(M.Id, M.Name, Fp32 ? formatFlopsPerSecond(*Fp32) : "-",
        formatBytesPerSecond(M.DramBytesPerS),
        Fp32 ? formatIntensity(M.ridge(Precision::FP32)) : "-");
  }
}

std::string defaultCacheDir() {
  const char *Xdg = std::getenv("XDG_CACHE_HOME");
  if (Xdg && *Xdg && llvm::sys::path::is_absolute(Xdg))
    return std::string(Xdg) + "/roofline-lint";
  const char *Home = std::getenv("HOME");
  if (Home && *Home)
    return std::string(Home) + "/.cache/roofline-lint";
  return "";
}

bool colorForced() {
  auto Set = [](const char *Name) {
    const char *V = std::getenv(Name);
    return V && *V && std::string(V) != "0";
  };
  return Set("FORCE_COLOR") || Set("CLICOLOR_FORCE");
}

bool colorWanted(const std::string &Mode) {
  if (Mode == "always")
    return true;
  if (Mode == "never")
    return false;
  if (colorForced())
    return true;
  if (std::getenv("NO_COLOR") && *std::getenv("NO_COLOR"))
    return false;
  return llvm::sys::Process::StandardOutIsDisplayed();
}

bool isCudaSource(llvm::StringRef Path) {
  return Path.ends_with(".cu") || Path.ends_with(".cuh");
}

/// The most bytes an input may have: far more than any source file, far
/// less than a device that never ends (/dev/zero).
constexpr uint64_t MaxInputBytes = uint64_t(64) << 20;

/// Why Path cannot be read as a source, or empty: an input is a regular file
/// (a pipe, a FIFO or a device would block or never end) of at most
/// MaxInputBytes.
static std::string notASource(const std::string &Path) {
  llvm::sys::fs::file_status St;
  if (std::error_code EC = llvm::sys::fs::status(Path, St))
    return "it cannot be read: " + EC.message();
  switch (St.type()) {
  case llvm::sys::fs::file_type::regular_file:
    break;
  case llvm::sys::fs::file_type::fifo_file:
    return "it is a pipe, not a file (save the source to a file first)";
  case llvm::sys::fs::file_type::character_file:
  case llvm::sys::fs::file_type::block_file:
    return "it is a device, not a file";
  default:
    return "it is not a regular file";
  }
  if (St.getSize() > MaxInputBytes)
    return "it is " + std::to_string(St.getSize() >> 20) +
           " MiB, more than the 64 MiB a source file may have";
  return "";
}

/// Files named, and .cu/.cuh files under directories named (sorted, hidden
/// directories and build trees with a CMakeCache.txt skipped; a link to a
/// directory is not followed, so a link loop cannot recur). An input that
/// is not a regular source file is kept in Unreadable with why.
llvm::Error expandInputs(const std::vector<std::string> &Inputs,
                         std::vector<std::string> &Files,
                         std::map<std::string, std::string> &Unreadable) {
  for (const std::string &In : Inputs) {
    if (!llvm::sys::fs::exists(In)) {
      std::string Error = "no such file: '" + In + "'";
      // `--bind a=1 b=2` binds a; b=2 is read as an input.
      if (In.find('=') != std::string::npos &&
          In.find('/') == std::string::npos)
        Error += " (to give a value, write --bind " + In + ")";
      return makeError(Error);
    }
    if (!llvm::sys::fs::is_directory(In)) {
      Files.push_back(In);
      if (std::string Why = notASource(In); !Why.empty())
        Unreadable[In] = Why;
      continue;
    }
    std::vector<std::string> Found;
    std::error_code EC;
    for (llvm::sys::fs::recursive_directory_iterator
             It(In, EC, /*follow_symlinks=*/false),
         End;
         It != End && !EC; It.increment(EC)) {
      llvm::StringRef Name = llvm::sys::path::filename(It->path());
      if (It->type() == llvm::sys::fs::file_type::symlink_file) {
        // A link to a source is one; a link to a folder is not entered.
        if (isCudaSource(Name) && !llvm::sys::fs::is_directory(It->path())) {
          Found.push_back(It->path());
          if (std::string Why = notASource(It->path()); !Why.empty())
            Unreadable[It->path()] = Why;
        }
        continue;
      }
      if (It->type() == llvm::sys::fs::file_type::directory_file) {
        llvm::SmallString<256> Cache(It->path());
        llvm::sys::path::append(Cache, "CMakeCache.txt");
        if (Name.starts_with(".") || llvm::sys::fs::exists(Cache)) {
          It.no_push();
          continue;
        }
        // The iterator passes over a folder it cannot open without a word:
        // such a folder is an input that could not be read, and says so.
        std::error_code Open;
        llvm::sys::fs::directory_iterator Probe(It->path(), Open);
        if (Open) {
          It.no_push();
          Found.push_back(It->path());
          Unreadable[It->path()] =
              "the folder cannot be read: " + Open.message();
        }
        continue;
      }
      if (isCudaSource(Name)) {
        Found.push_back(It->path());
        if (std::string Why = notASource(It->path()); !Why.empty())
          Unreadable[It->path()] = Why;
      }
    }
    if (EC) {
      return makeError("cannot read directory '" + In + "': " + EC.message());
    }
    std::sort(Found.begin(), Found.end());
    Files.insert(Files.end(), Found.begin(), Found.end());
  }
  return llvm::Error::success();
}

/// Whether A and B name one file: the same file on disk, or, when either
/// does not exist yet, the same absolute path.
bool samePath(const std::string &A, const std::string &B) {
  bool Equivalent = false;
  if (!llvm::sys::fs::equivalent(A, B, Equivalent))
    return Equivalent;
  return absolutePath(A) == absolutePath(B);
}

/// The database file a -p argument names (a folder holds
/// compile_commands.json).
std::string compileDatabasePath(const std::string &BuildPath) {
  if (llvm::sys::fs::is_directory(BuildPath)) {
    llvm::SmallString<256> P(BuildPath);
    llvm::sys::path::append(P, "compile_commands.json");
    return std::string(P);
  }
  return BuildPath;
}

/// -v: per file, the Clang command, the configuration file and what the
/// compile database entry lost.
void printPlan(const std::vector<Task> &Tasks,
               const std::vector<FrontendOptions> &PerFile,
               llvm::raw_ostream &Err) {
  for (size_t I = 0; I < Tasks.size(); ++I) {
    Err << "roofline-lint: clang";
    for (const std::string &A : buildClangArguments(PerFile[I]))
      Err << " " << A;
    Err << " " << Tasks[I].Path << "\n";
    if (Tasks[I].Cfg->Path.size())
      Err << "roofline-lint: " << Tasks[I].Path << ": configuration "
          << Tasks[I].Cfg->Path << "\n";
    if (!Tasks[I].InferredFrom.empty())
      Err << "roofline-lint: " << Tasks[I].Path
          << ": no compile_commands.json entry; flags inferred from "
          << Tasks[I].InferredFrom << "\n";
    if (Tasks[I].Command && !Tasks[I].Command->Dropped.empty()) {
      Err << "roofline-lint: " << Tasks[I].Path
          << ": dropped from compile_commands.json:";
      for (const std::string &D : Tasks[I].Command->Dropped)
        Err << " " << D;
      Err << "\n";
    }
  }
}

} // namespace roofline
