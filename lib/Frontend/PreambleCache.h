//===- PreambleCache.h - Each file's own #include block ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The prelude (PreludeCache.h) is shared by every file; most of a real
// file's parse is its own headers (<iostream>, a project's helpers). As
// clangd does, the block of #includes and #defines a file starts with, its
// preamble, is precompiled with the prelude, and kept on disk keyed by the
// command, the file's path and the block's bytes: a rerun on an unchanged or
// edited file (its body, not its #includes) parses only the rest.
//
//   <dir>/preamble-<key>.pch and .manifest (PchStore.h)
//
// A preamble whose parse has errors is not kept. The #includes it skipped as
// not found are in its manifest, said again on every use, and the folders
// searched for them are checked too: a header that appears there makes the
// entry stale. Only a block that #includes something has a preamble of its
// own (the prelude covers the rest), and it is built the second time a run
// meets it: a one-off run pays nothing. Entries unused for a week are
// removed; while the rest take MaxPreambleBytes, no new one is built (an
// LRU cache smaller than a tree would rebuild every file of every run).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FRONTEND_PREAMBLECACHE_H
#define ROOFLINE_FRONTEND_PREAMBLECACHE_H

#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/PCHContainerOperations.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace roofline {

/// The preambles a cache keeps, in bytes, before the oldest are removed.
constexpr uint64_t MaxPreambleBytes = uint64_t(2) << 30;

/// A file's preamble, ready for use, or why there is none.
struct Preamble {
  /// The precompiled header; empty when the file parses without one.
  std::string Path;
  /// Bytes of the file it covers, and whether they end a line.
  unsigned Size = 0;
  bool EndsAtStartOfLine = false;
  /// #includes it skipped as not found, in order ("NAME\tWHERE").
  std::vector<std::string> Missing;
  /// The files it was built from, absolute (its manifest's inputs).
  std::vector<std::string> Inputs;
  /// For -v: built, reused, rebuilt and why, or why none applies.
  std::string Note;
  /// Said as a warning whatever -v says: the cache could not be written,
  /// and the run goes on without it (once a run; giveUpCache).
  std::string Warning;
};

/// The preamble of the file Invocation parses (its contents in Main), from
/// the cache in Dir, built when missing or stale.
Preamble preambleFor(const std::string &Dir,
                     const clang::CompilerInvocation &Invocation,
                     const llvm::MemoryBuffer &Main,
                     std::shared_ptr<clang::PCHContainerOperations> Ops);

/// Makes Invocation parse after Preamble P (its bytes skipped in the file).
void usePreamble(clang::CompilerInvocation &Invocation, const Preamble &P);

/// The bytes of preambles in Dir used in the last week; older ones are
/// removed on the way.
uint64_t preambleBytes(const std::string &Dir);

} // namespace roofline

#endif // ROOFLINE_FRONTEND_PREAMBLECACHE_H
