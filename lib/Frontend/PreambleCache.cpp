//===- PreambleCache.cpp - Each file's own #include block, precompiled ----===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "PreambleCache.h"

#include "ParseDiagnostics.h"
#include "PchStore.h"
#include "PreludeCache.h"
#include "roofline/Support/TempFile.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/PrecompiledPreamble.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace roofline {

namespace {

/// Skips an #include that is not found, as the parse itself does, and
/// remembers it (name and where, the first time the name is met).
class MissingIncludes : public MissingIncludeCallbacks {
public:
  MissingIncludes(const SourceManager &SM, std::vector<std::string> &Entries)
      : MissingIncludeCallbacks(SM), Entries(Entries) {}

  /// A found #include of the user's code (not of a system header, not an
  /// #include_next): Name as written, and the folder of the file holding it.
  struct Found {
    std::string Name;
    bool Angled;
    std::string IncluderDir;
  };
  std::vector<Found> *Includes = nullptr;

  void InclusionDirective(SourceLocation HashLoc, const Token &IncludeTok,
                          StringRef FileName, bool IsAngled,
                          CharSourceRange Range, OptionalFileEntryRef File,
                          StringRef SearchPath, StringRef RelativePath,
                          const Module *Suggested, bool Imported,
                          SrcMgr::CharacteristicKind Kind) override {
    MissingIncludeCallbacks::InclusionDirective(
        HashLoc, IncludeTok, FileName, IsAngled, Range, File, SearchPath,
        RelativePath, Suggested, Imported, Kind);
    const SourceManager &SM = sourceManager();
    if (!Includes || !File || SM.isInSystemHeader(HashLoc) ||
        llvm::sys::path::is_absolute(FileName) ||
        (IncludeTok.getIdentifierInfo() &&
         IncludeTok.getIdentifierInfo()->getPPKeywordID() ==
             tok::pp_include_next))
      return;
    OptionalFileEntryRef Includer =
        SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(HashLoc)));
    Includes->push_back(
        {FileName.str(), IsAngled,
         Includer ? Includer->getDir().getName().str() : std::string()});
  }

protected:
  void missing(const std::string &Entry) override {
    std::string Name = missingName(Entry);
    if (std::none_of(Entries.begin(), Entries.end(), [&](const std::string &E) {
          return missingName(E) == Name;
        }))
      Entries.push_back(Entry);
  }

private:
  std::vector<std::string> &Entries;
};

/// Collects what the manifest records while the preamble is built.
class Recorder : public PreambleCallbacks {
public:
  std::shared_ptr<AllDependencies> Deps = std::make_shared<AllDependencies>();
  /// #includes skipped, as MissingIncludeCallbacks keeps them.
  std::vector<std::string> Missing;
  std::vector<std::string> Absent;
  /// The user's #includes that were found.
  std::vector<MissingIncludes::Found> Includes;
  const SourceManager *SM = nullptr;

  /// The header being built, removed if the run is interrupted.
  OutputSignalGuard Outputs;

  void BeforeExecute(CompilerInstance &CI) override {
    Deps->attachToPreprocessor(CI.getPreprocessor());
    SM = &CI.getSourceManager();
    Outputs.guard(CI.getFrontendOpts().OutputFile);
  }
  void AfterExecute(CompilerInstance &CI) override {
    const SourceManager &SM = CI.getSourceManager();
    const HeaderSearch &HS = CI.getPreprocessor().getHeaderSearchInfo();
    std::set<std::string> Seen;
    auto Absentee = [&](llvm::StringRef Dir, llvm::StringRef Name) {
      llvm::SmallString<256> Path(Dir);
      llvm::sys::path::append(Path, Name);
      llvm::sys::fs::make_absolute(Path);
      llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/false);
      std::string P(Path);
      // A file there now is the one found (it is among the inputs).
      if (llvm::sys::fs::exists(P))
        return false;
      if (Seen.insert(P).second)
        Absent.push_back(P);
      return true;
    };
    // A header found: the folders searched before the one it was in (the
    // includer's for "quoted", then the search folders) could come to hold
    // one that would be included instead.
    for (const MissingIncludes::Found &F : Includes) {
      if (!F.Angled && !Absentee(F.IncluderDir, F.Name))
        continue;
      for (auto It = F.Angled ? HS.angled_dir_begin() : HS.search_dir_begin();
           It != HS.search_dir_end(); ++It)
        if (It->isNormalDir() && !Absentee(It->getDirRef()->getName(), F.Name))
          break;
    }
    // A header not found could appear in the folder of the file (quoted
    // includes look there first) or in any search folder.
    std::vector<std::string> Dirs;
    if (OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID()))
      Dirs.push_back(Main->getDir().getName().str());
    for (const DirectoryLookup &D : HS.search_dir_range())
      if (D.isNormalDir())
        Dirs.push_back(D.getDirRef()->getName().str());
    for (const std::string &Entry : Missing)
      for (const std::string &Dir : Dirs)
        Absentee(Dir, MissingIncludeCallbacks::missingName(Entry));
  }
  std::unique_ptr<PPCallbacks> createPPCallbacks() override {
    auto CB = std::make_unique<MissingIncludes>(*SM, Missing);
    CB->Includes = &Includes;
    return CB;
  }
  // Device functions in headers are walked like any other: keep bodies.
  bool shouldSkipFunctionBody(Decl *) override { return false; }
};

/// Whether a preamble #includes a file (else the prelude covers it).
bool includesSomething(llvm::StringRef Block) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Block.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.ltrim();
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim();
    if (L.starts_with("include") || L.starts_with("import"))
      return true;
  }
  return false;
}

std::string absolute(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  // Not `..` removed: `/lib/gcc/.../../../../include` goes through the
  // /lib symbolic link, as the parse went.
  return std::string(Abs);
}

} // namespace

Preamble preambleFor(const std::string &Dir,
                     const CompilerInvocation &Invocation,
                     const llvm::MemoryBuffer &Main,
                     std::shared_ptr<PCHContainerOperations> Ops) {
  Preamble P;
  if (Invocation.getFrontendOpts().Inputs.size() != 1 ||
      !Invocation.getFrontendOpts().Inputs[0].isFile())
    return P;
  PreambleBounds Bounds = ComputePreambleBounds(Invocation.getLangOpts(),
                                                Main.getMemBufferRef(), 0);
  llvm::StringRef Block = Main.getBuffer().take_front(Bounds.Size);
  if (!includesSomething(Block))
    return P; // the shared prelude is all it reads first
  std::string Input =
      absolute(Invocation.getFrontendOpts().Inputs[0].getFile());
  std::string Key =
      hashText(preludeKey(Invocation) + '\0' + Input + '\0' +
               (Bounds.PreambleEndsAtStartOfLine ? "1" : "0") + Block.str());
  std::string Pch = Dir + "/preamble-" + Key + ".pch";
  std::string Manifest = Dir + "/preamble-" + Key + ".manifest";
  P.Size = Bounds.Size;
  P.EndsAtStartOfLine = Bounds.PreambleEndsAtStartOfLine;
  // A write that fails (a full disk, a read-only folder) ends the cache's
  // use for the run, with one warning; never a refusal kept on disk.
  auto GiveUp = [&](const std::string &Why) {
    P.Note = "preamble not cached: " + Why;
    P.Warning = giveUpCache(Dir, Why);
    return P;
  };
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
    return GiveUp("cannot create " + Dir + ": " + EC.message());
  if (!cacheUsable(Dir))
    return P;
  PchManifest M;
  std::string Why = checkPch(Pch, Manifest, &M);
  if (Why.empty() && !M.Refused.empty()) {
    P.Note = "preamble not cached: it has errors (" + M.Refused +
             "; found by an earlier run)";
    return P;
  }
  if (Why.empty()) {
    touch(Manifest);
    P.Path = Pch;
    P.Missing = M.Missing;
    P.Inputs = M.Inputs;
    P.Note = "preamble " + Pch + ": reused";
    return P;
  }

  // Built on the second run that meets this block: a one-off run (a CI job
  // with an empty cache) pays nothing for it, a rerun (a pre-commit hook, an
  // edit) gets it.
  std::string Marker = Dir + "/preamble-" + Key + ".seen";
  if (Why == "none yet" && !llvm::sys::fs::exists(Marker)) {
    if (writeFileAtomically(Marker, ""))
      return GiveUp("cannot write " + Marker);
    P.Note = "preamble of " + Input +
             ": first seen; precompiled if it is "
             "parsed again";
    return P;
  }
  if (Why == "none yet" && preambleBytes(Dir) >= MaxPreambleBytes) {
    P.Note = "preamble not cached: the cache holds " +
             std::to_string(MaxPreambleBytes >> 20) +
             " MiB of preambles used in the last week";
    return P;
  }
  auto Start = std::chrono::steady_clock::now();
  BuildDiagnostics Diags;
  DiagnosticOptions DiagOpts;
  IntrusiveRefCntPtr<llvm::vfs::FileSystem> VFS =
      llvm::vfs::getRealFileSystem();
  IntrusiveRefCntPtr<DiagnosticsEngine> Engine =
      CompilerInstance::createDiagnostics(*VFS, DiagOpts, &Diags,
                                          /*ShouldOwnClient=*/false);
  Recorder R;
  // The headers' template instantiations are made once, in the preamble
  // (-fpch-instantiate-templates), not at the end of every parse.
  CompilerInvocation Build(Invocation);
  Build.getLangOpts().PCHInstantiateTemplates = true;
  auto Built = PrecompiledPreamble::Build(Build, &Main, Bounds, Engine, VFS,
                                          Ops, /*StoreInMemory=*/false, Dir, R);
  if (!Built) {
    P.Note = "preamble not cached: " + Built.getError().message();
    return P;
  }
  if (Diags.OutputFailed)
    return GiveUp(Diags.First);
  if (Diags.Errors) {
    // Kept as a refusal, so that later runs parse the file once, not twice,
    // until a header it read changes.
    PchManifest Refusal;
    Refusal.Inputs = readFiles(*R.Deps, Input);
    Refusal.Absent = R.Absent;
    storeRefusal(Manifest, Diags.First, Refusal);
    llvm::sys::fs::remove(Marker);
    P.Note = "preamble not cached: it has errors (" + Diags.First + ")";
    return P;
  }
  // The preamble's temporary header goes when Built does: keep a link.
  CompilerInvocation Probe(Invocation);
  auto ProbeFS = VFS;
  auto Copy = llvm::MemoryBuffer::getMemBufferCopy(Main.getBuffer());
  Built->AddImplicitPreamble(Probe, ProbeFS, Copy.get());
  Probe.getPreprocessorOpts().RemappedFileBuffers.clear();
  std::string Temp = Probe.getPreprocessorOpts().ImplicitPCHInclude;
  std::string Link = Pch + ".tmp-" + llvm::sys::path::filename(Temp).str();
  if (Temp.empty()) {
    P.Note = "preamble not cached: Clang kept it nowhere";
    return P;
  }
  if (std::error_code EC = llvm::sys::fs::create_hard_link(Temp, Link)) {
    // A full disk ends the cache; anything else (a concurrent run's sweep
    // took the header) costs this file its preamble alone.
    std::string Why = "cannot link " + Temp + ": " + EC.message();
    if (isStorageError(EC))
      return GiveUp(Why);
    P.Note = "preamble not cached: " + Why;
    return P;
  }
  llvm::sys::RemoveFileOnSignal(Link);
  M = PchManifest();
  M.Inputs = readFiles(*R.Deps, Input);
  M.Absent = R.Absent;
  M.Missing = R.Missing;
  bool Storage = false;
  std::string Error = storePch(Link, Pch, Manifest, M, &Storage);
  llvm::sys::DontRemoveFileOnSignal(Link);
  if (!Error.empty() && Storage)
    return GiveUp(Error);
  if (!Error.empty()) {
    P.Note = "preamble not cached: " + Error;
    return P;
  }
  llvm::sys::fs::remove(Marker);
  P.Path = Pch;
  P.Missing = M.Missing;
  P.Inputs = M.Inputs;
  P.Note = "preamble " + Pch + ": built in " + secondsSince(Start) +
           (Why == "none yet" ? "" : " (the cached one was " + Why + ")");
  return P;
}

void usePreamble(CompilerInvocation &Invocation, const Preamble &P) {
  PreprocessorOptions &PP = Invocation.getPreprocessorOpts();
  PP.ImplicitPCHInclude = P.Path;
  PP.PrecompiledPreambleBytes = {P.Size, P.EndsAtStartOfLine};
  // The manifest, not Clang, says whether the preamble is current: Clang
  // would also compare the file itself, which differs past the preamble.
  PP.DisablePCHOrModuleValidation = DisableValidationForModuleKind::PCH;
  // The preamble holds the predefined macros.
  PP.UsePredefines = false;
}

uint64_t preambleBytes(const std::string &Dir) {
  // Entries not used for a week go first; what is left counts.
  auto WeekAgo = std::chrono::system_clock::now() - std::chrono::hours(24 * 7);
  uint64_t Total = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if (!Name.starts_with("preamble-") || !Name.ends_with(".pch"))
      continue;
    std::string Base = It->path().substr(0, It->path().size() - 4);
    llvm::sys::fs::file_status St, MSt;
    if (llvm::sys::fs::status(It->path(), St))
      continue;
    bool HasManifest = !llvm::sys::fs::status(Base + ".manifest", MSt);
    if (!HasManifest || MSt.getLastModificationTime() < WeekAgo) {
      llvm::sys::fs::remove(Base + ".manifest");
      llvm::sys::fs::remove(It->path());
      continue;
    }
    Total += St.getSize();
  }
  return Total;
}

} // namespace roofline
