//===- SummaryPaths.cpp - The paths a file summary names ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "SummaryPaths.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <set>

using namespace clang;

namespace roofline {

void relativizePaths(FileSummary &S) {
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd))
    return;
  std::string Prefix = std::string(Cwd) + "/";
  auto Fix = [&](SourceLoc &L) {
    if (L.File.empty())
      return;
    // One spelling per file: `dir/../x.cuh` and `./x.cuh` are `x.cuh`, so
    // that a header's kernels and findings are the same whichever file
    // includes it, and however.
    llvm::SmallString<256> Path(L.File), Given(L.File);
    if (!llvm::sys::path::is_absolute(Path)) {
      Path = Cwd;
      llvm::sys::path::append(Path, L.File);
    }
    llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    llvm::sys::path::remove_dots(Given, /*remove_dot_dot=*/true);
    if (Path.str().starts_with(Prefix))
      L.File = Path.str().substr(Prefix.size()).str();
    else // outside the working directory: as given, or absolute
      L.File = std::string(llvm::sys::path::is_absolute(L.File) ? Path : Given);
  };
  auto FixAll = [&](auto &Items) {
    for (auto &Item : Items)
      Fix(Item.Loc);
  };
  FixAll(S.Errors);
  FixAll(S.LaunchNotes);
  for (KernelSummary &K : S.Kernels) {
    Fix(K.Loc);
    FixAll(K.Assumptions);
    FixAll(K.Loops);
    for (LaunchSite &L : K.Launches) {
      Fix(L.Loc);
      FixAll(L.Assumptions);
      FixAll(L.HostAssumptions);
      FixAll(L.PerThreadExact.Accesses);
      FixAll(L.PerThreadExact.SharedAccesses);
    }
  }
}

std::vector<std::string> filesRead(const FileManager &Files,
                                   const std::vector<std::string> &PchInputs) {
  llvm::SmallVector<OptionalFileEntryRef> Seen;
  Files.GetUniqueIDMapping(Seen);
  std::set<std::string> Read(PchInputs.begin(), PchInputs.end());
  for (OptionalFileEntryRef F : Seen)
    if (F) {
      llvm::SmallString<256> Path(F->getName());
      llvm::sys::fs::make_absolute(Path);
      llvm::sys::path::remove_dots(Path);
      Read.insert(std::string(Path));
    }
  return {Read.begin(), Read.end()};
}

} // namespace roofline
