//===- LaunchSpacing.h - `kernel<< <grid, block>> >` as nvcc reads it -*- C++
//-*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// nvcc accepts a launch written with spaces inside its brackets
// (`kernel<< <grid, block>> >(args)`); Clang lexes `<<<` only when the three
// characters touch. The sources Clang reads are respaced: each such opening
// and its closing become `<<<` and `>>>`, padded with spaces to the same
// length, so that every line and column stays where it was.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_LAUNCHSPACING_H
#define ROOFLINE_LIB_FRONTEND_LAUNCHSPACING_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <optional>
#include <string>

namespace roofline {

/// Text with every spaced launch bracket joined, or nothing when it has
/// none. Comments, string and character literals are left alone, and so is
/// `operator<< <T>`.
std::optional<std::string> joinLaunchBrackets(llvm::StringRef Text);

/// Base, with every file read through joinLaunchBrackets.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
launchSpacingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base);

} // namespace roofline

#endif
