//===- TempFile.cpp - A temporary no signal leaves behind -----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/TempFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

namespace roofline {

std::error_code createTempOnSignal(const llvm::Twine &Model, int &FD,
                                   llvm::SmallVectorImpl<char> &Path) {
  llvm::SmallString<256> ModelText;
  llvm::StringRef M = Model.toStringRef(ModelText);
  for (int Try = 0; Try < 128; ++Try) {
    llvm::SmallString<256> Name;
    llvm::sys::fs::createUniquePath(M, Name, /*MakeAbsolute=*/false);
    // Registered first: a signal before the file exists removes nothing.
    llvm::sys::RemoveFileOnSignal(Name);
    std::error_code EC = llvm::sys::fs::openFileForWrite(
        Name, FD, llvm::sys::fs::CD_CreateNew, llvm::sys::fs::OF_None);
    if (!EC) {
      Path.assign(Name.begin(), Name.end());
      return EC;
    }
    llvm::sys::DontRemoveFileOnSignal(Name);
    if (EC != std::errc::file_exists)
      return EC;
  }
  return std::make_error_code(std::errc::file_exists);
}

std::error_code writeFileAtomically(const std::string &Path,
                                    llvm::StringRef Text) {
  llvm::SmallString<256> Temp;
  int FD = -1;
  std::error_code EC = createTempOnSignal(Path + ".tmp-%%%%%%%%", FD, Temp);
  if (EC)
    return EC;
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    EC = OS.error();
    OS.clear_error();
  }
  if (!EC)
    EC = llvm::sys::fs::rename(Temp, Path);
  if (EC)
    llvm::sys::fs::remove(Temp);
  llvm::sys::DontRemoveFileOnSignal(Temp);
  return EC;
}

} // namespace roofline
