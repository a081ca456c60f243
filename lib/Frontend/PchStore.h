//===- PchStore.h - Precompiled headers kept on disk ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// What the prelude and preamble caches share: an entry is a precompiled
// header and a manifest beside it,
//
//   roofline-lint pch 2
//   pch SIZE HASH               the header's size and xxh3 hash
//   input SIZE MTIME HASH PATH  every file it read, as it was (MTIME in ns)
//   absent PATH                 where an #include was looked for before the
//                               folder it was found in, or not found at all
//   missing NAME<TAB>WHERE      an #include it skipped, not found, and where
//
// An entry is used only when the header matches its hash (a corrupt or
// half-written one does not) and every input is unchanged, in size, time
// and bytes, with no file where an absent one was (a stale one is rebuilt).
// Both files are written under temporary names and renamed into place, the
// header first: concurrent runs see a whole entry or none.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FRONTEND_PCHSTORE_H
#define ROOFLINE_FRONTEND_PCHSTORE_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/Utils.h"

#include <chrono>
#include <cstdint>
#include <string>
#include <system_error>
#include <vector>

namespace roofline {

/// What a manifest records besides the header's hash.
struct PchManifest {
  /// Files read, absolute.
  std::vector<std::string> Inputs;
  /// Where an #include was looked for and not found: for one not found
  /// anywhere, every folder searched; for one found, the folders searched
  /// before the one it was in. A file appearing there makes the entry
  /// stale (it would be included instead).
  std::vector<std::string> Absent;
  /// #includes skipped as not found, in the order met: "NAME\tWHERE"
  /// (MissingIncludeCallbacks).
  std::vector<std::string> Missing;
  /// Why no header was kept (its parse had errors): a refusal that stands
  /// while the files it read are unchanged.
  std::string Refused;
};

/// Why the entry (Pch and Manifest) cannot be used, or empty when it can;
/// its manifest into Out. "none yet" when there is no entry. A current
/// refusal (storeRefusal) is empty too, with Out->Refused set.
std::string checkPch(const std::string &Pch, const std::string &Manifest,
                     PchManifest *Out = nullptr);

/// Moves the header at Built to Pch and writes its manifest; the error, or
/// empty. Built is gone either way. *Storage tells whether the storage
/// refused a write (isStorageError), when it is given.
std::string storePch(const std::string &Built, const std::string &Pch,
                     const std::string &Manifest, const PchManifest &M,
                     bool *Storage = nullptr);

/// Records in Manifest that no header is kept, and why, for as long as the
/// files M lists are unchanged; false when it cannot be written.
bool storeRefusal(const std::string &Manifest, const std::string &Why,
                  const PchManifest &M);

/// Clang's output of a header build, removed if the run is interrupted
/// (SIGTERM, ^C) while it exists: the output file itself and the temporary
/// Clang writes it through (STEM-XXXXXXXX.EXT.tmp beside it), which Clang
/// does not remove on a signal. Made once Clang has opened its output (in a
/// FrontendAction's ExecuteAction, a PreambleCallbacks' BeforeExecute); the
/// files are forgotten again when the guard goes.
class OutputSignalGuard {
public:
  OutputSignalGuard() = default;
  OutputSignalGuard(const OutputSignalGuard &) = delete;
  OutputSignalGuard &operator=(const OutputSignalGuard &) = delete;
  ~OutputSignalGuard();
  void guard(const std::string &Output);

private:
  std::vector<std::string> Files;
};

/// Whether EC says the storage refused the write (no space, over quota, a
/// file-size limit, a read-only file system, an I/O error): the cache is
/// given up then, while other failures cost one entry.
bool isStorageError(std::error_code EC);

/// The cache in Dir may be used: false once a write in it has failed in
/// this run (giveUpCache). On the first call for Dir, temporaries left there
/// by an interrupted run or a full disk (names holding ".tmp", untouched
/// for an hour) are removed.
bool cacheUsable(const std::string &Dir);

/// A write in the cache in Dir failed (Why: "No space left on device"): the
/// rest of the run parses without the cache. Returns the warning to print,
/// "cache DIR: WHY; parsing without it", the first time in a run, and an
/// empty string after, so that a run says it once.
std::string giveUpCache(const std::string &Dir, const std::string &Why);

/// Marks an entry used now (old entries are the ones removed first).
void touch(const std::string &Path);

/// Every file a parse reads, system headers included.
class AllDependencies : public clang::DependencyCollector {
  bool needSystemDependencies() override { return true; }
  // An #include not found is no file to stat; the preamble's manifest
  // lists where it could appear ("absent" lines) instead.
  bool sawDependency(llvm::StringRef Filename, bool FromModule, bool IsSystem,
                     bool IsModuleFile, bool IsMissing) override {
    return !IsMissing &&
           clang::DependencyCollector::sawDependency(
               Filename, FromModule, IsSystem, IsModuleFile, IsMissing);
  }
};

/// The files Deps saw but Except, absolute, once each, in the order read.
std::vector<std::string> readFiles(AllDependencies &Deps,
                                   const std::string &Except);

/// Counts the errors of a parse whose output is a header, keeping the first.
/// Its own count: PrecompiledPreamble::Build clears the consumer's.
class BuildDiagnostics : public clang::DiagnosticConsumer {
public:
  unsigned Errors = 0;
  std::string First;
  /// Clang could not write the header (a full disk, a read-only folder):
  /// the cache's failure, not the parse's.
  bool OutputFailed = false;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;
};

/// "0.21 s".
std::string secondsSince(std::chrono::steady_clock::time_point Start);

/// A hex xxh3 hash of Text.
std::string hashText(llvm::StringRef Text);

} // namespace roofline

#endif // ROOFLINE_FRONTEND_PCHSTORE_H
