//===- TempFile.h - A temporary no signal leaves behind ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Reports and cache entries are written to a temporary beside their target
// and renamed into place. A run interrupted (SIGTERM, ^C) in between must not
// leave the temporary: it is registered for removal on a signal before it
// exists, so that no signal can arrive between its creation and its
// registration.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_TEMPFILE_H
#define ROOFLINE_SUPPORT_TEMPFILE_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <string>

#include <system_error>

namespace roofline {

/// Creates a new file named after Model (each '%' a random hex digit, as
/// llvm::sys::fs::createUniqueFile), open for writing as FD, at Path, and
/// removed if the run is interrupted. Once it is renamed or removed, call
/// llvm::sys::DontRemoveFileOnSignal(Path).
std::error_code createTempOnSignal(const llvm::Twine &Model, int &FD,
                                   llvm::SmallVectorImpl<char> &Path);

/// Writes Text to Path through a temporary beside it (PATH.tmp-XXXXXXXX, on
/// the same file system) renamed into place: readers see the old file or
/// the whole new one. On an error (a full disk, a refused rename) the
/// temporary is removed and the error returned. By hand rather than
/// llvm::writeToOutput, whose stream aborts the process ("IO failure on
/// output stream") when a full disk fails the write.
std::error_code writeFileAtomically(const std::string &Path,
                                    llvm::StringRef Text);

} // namespace roofline

#endif // ROOFLINE_SUPPORT_TEMPFILE_H
