//===- PreludeCache.h - Precompiled CUDA preludes, kept on disk -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Every file is parsed after the same prelude: the CUDA runtime headers
// (the SDK's through Clang's wrapper, or roofline-lint's own) and every
// -include of its command. Parsing it costs more than most kernels, so it is
// precompiled once per compile command (the command without its input file)
// and kept in a cache directory:
//
//   <dir>/prelude-<key>.pch       the precompiled header
//   <dir>/prelude-<key>.manifest  its size and hash, and every file it read
//                                 with its size and modification time
//
// The key hashes the tool's and Clang's versions and the command. An entry
// is used only when the manifest's hash matches the header (a corrupt or
// half-written one does not) and every file it read is unchanged (a stale
// one is rebuilt). Both files are written under temporary names and renamed
// into place, so concurrent runs see a whole entry or none.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FRONTEND_PRELUDECACHE_H
#define ROOFLINE_FRONTEND_PRELUDECACHE_H

#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/PCHContainerOperations.h"

#include <memory>
#include <string>

namespace roofline {

/// A prelude ready for use, or why there is none.
struct Prelude {
  /// The precompiled header; empty when the file parses without one.
  std::string Path;
  /// What happened, for -v: "built ... in 0.21 s", "reused ...", or why no
  /// prelude applies. Empty when nothing new happened (an entry already
  /// checked in this run).
  std::string Note;
  /// Said as a warning whatever -v says: the cache could not be written,
  /// and the run goes on without it (once a run; giveUpCache).
  std::string Warning;
};

/// The prelude for a file's compile command, from the cache in Dir (checked
/// once per run, built when missing, stale or corrupt). Safe to call from
/// several threads.
Prelude preludeFor(const std::string &Dir,
                   const clang::CompilerInvocation &Invocation,
                   std::shared_ptr<clang::PCHContainerOperations> Ops);

/// Clang refused the prelude at Path after all (an error while loading it):
/// it is removed, and not used again in this run.
void rejectPrelude(const std::string &Path);

/// The cache key of a compile command: a hex hash of the tool's and Clang's
/// versions and the command without its input file.
std::string preludeKey(const clang::CompilerInvocation &Invocation);

} // namespace roofline

#endif // ROOFLINE_FRONTEND_PRELUDECACHE_H
