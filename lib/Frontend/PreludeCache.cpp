//===- PreludeCache.cpp - Precompiled CUDA preludes, kept on disk ---------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "PreludeCache.h"

#include "PchStore.h"
#include "roofline/Support/TempFile.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <chrono>
#include <cstring>
#include <map>
#include <mutex>
#include <set>

using namespace clang;

namespace roofline {

namespace {

/// Builds the prelude's header with its output removed if the run is
/// interrupted (guarded as soon as Clang has opened it).
class GuardedPCHAction : public GeneratePCHAction {
  OutputSignalGuard Outputs;
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef InFile) override {
    auto Consumer = GeneratePCHAction::CreateASTConsumer(CI, InFile);
    Outputs.guard(CI.getFrontendOpts().OutputFile);
    return Consumer;
  }
};

/// Why a prelude was not built: its parse failed, or a write did (IO).
struct BuildError {
  std::string Why;
  bool IO = false;
};

/// Builds the prelude of Invocation into Pch and its manifest; the error,
/// or an empty Why.
BuildError build(const std::string &Dir, const std::string &Pch,
                 const std::string &Manifest,
                 const CompilerInvocation &Invocation,
                 std::shared_ptr<PCHContainerOperations> Ops) {
  // The prelude is what every file reads before its first line: the
  // command's implicit includes over an empty file.
  std::string Empty = Dir + "/prelude.cu";
  uint64_t Size = 0;
  if ((llvm::sys::fs::file_size(Empty, Size) || Size != 0) &&
      writeFileAtomically(Empty, ""))
    return {"cannot write " + Empty, true};
  llvm::SmallString<256> TmpPch;
  int FD = -1;
  if (std::error_code EC =
          createTempOnSignal(Pch + ".tmp-%%%%%%%%", FD, TmpPch))
    return {"cannot write in " + Dir + ": " + EC.message(), true};
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);

  auto Copy = std::make_shared<CompilerInvocation>(Invocation);
  FrontendOptions &FO = Copy->getFrontendOpts();
  InputKind Kind =
      FO.Inputs.empty() ? InputKind(Language::CUDA) : FO.Inputs[0].getKind();
  FO.Inputs = {FrontendInputFile(Empty, Kind)};
  FO.ProgramAction = frontend::GeneratePCH;
  FO.OutputFile = std::string(TmpPch);
  // Templates the prelude uses are instantiated once, here, not at the end
  // of every file's parse (-fpch-instantiate-templates; a benign option).
  Copy->getLangOpts().PCHInstantiateTemplates = true;
  BuildDiagnostics Diags;
  auto Deps = std::make_shared<AllDependencies>();
  bool Ok = false;
  {
    CompilerInstance CI(Copy, Ops);
    CI.createVirtualFileSystem();
    CI.createDiagnostics(&Diags, /*ShouldOwnClient=*/false);
    // Not "1 error generated." on stderr: the error is the note's.
    CI.setVerboseOutputStream(std::make_unique<llvm::raw_null_ostream>());
    CI.createFileManager();
    CI.addDependencyCollector(Deps);
    GuardedPCHAction Action;
    Ok = CI.ExecuteAction(Action) && Diags.Errors == 0;
  }
  if (!Ok) {
    llvm::sys::fs::remove(TmpPch);
    llvm::sys::DontRemoveFileOnSignal(TmpPch);
    if (Diags.OutputFailed)
      return {Diags.First, true};
    return {Diags.First.empty() ? "Clang could not build it"
                                : "it does not parse: " + Diags.First};
  }
  PchManifest M;
  M.Inputs = readFiles(*Deps, Empty);
  bool Storage = false;
  std::string Error = storePch(std::string(TmpPch), Pch, Manifest, M, &Storage);
  llvm::sys::DontRemoveFileOnSignal(TmpPch);
  return {Error, Storage};
}

/// What this run knows of each entry: checked (or built) once per run.
struct Known {
  std::string Path; // empty: no prelude for this key
  std::string Note; // told once
};

std::mutex CacheMutex;
std::map<std::string, Known> Entries; // key -> what this run knows
std::set<std::string> Rejected;       // paths Clang refused

} // namespace

std::string preludeKey(const CompilerInvocation &Invocation) {
  std::string Input;
  if (!Invocation.getFrontendOpts().Inputs.empty() &&
      Invocation.getFrontendOpts().Inputs[0].isFile())
    Input = Invocation.getFrontendOpts().Inputs[0].getFile().str();
  std::vector<std::string> Args;
  Invocation.generateCC1CommandLine(
      [&](const llvm::Twine &A) { Args.push_back(A.str()); });
  std::string Text = std::string("roofline-lint ") + ROOFLINE_VERSION + "\n" +
                     getClangFullVersion() + "\n";
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (A == "-main-file-name" || A == "-fdebug-compilation-dir" ||
        A == "-fcoverage-compilation-dir") {
      ++I; // the input's name, the working directory: not part of the prelude
      continue;
    }
    if (A == Input || A.starts_with("-fdebug-compilation-dir=") ||
        A.starts_with("-fcoverage-compilation-dir="))
      continue;
    Text += Args[I];
    Text += '\0';
  }
  // The working directory matters only to a relative path the parse
  // resolves (`-I inc`, `-include cfg.h`): then it is part of the key, and
  // otherwise a run from another directory shares the entry (the compilation
  // directory Clang records is left out above).
  const HeaderSearchOptions &HS = Invocation.getHeaderSearchOpts();
  const PreprocessorOptions &PP = Invocation.getPreprocessorOpts();
  bool Relative = llvm::any_of(HS.UserEntries, [](const auto &E) {
    return llvm::sys::path::is_relative(E.Path);
  });
  // The built-in headers, -included by name (so that they are system
  // headers), come from the tool's own include folder.
  for (const std::string &F : PP.Includes)
    Relative = Relative ||
               (llvm::sys::path::is_relative(F) &&
                F != "__roofline_cuda_runtime.h" && F != "__roofline_compat.h");
  for (const std::string &F : PP.MacroIncludes)
    Relative = Relative || llvm::sys::path::is_relative(F);
  if (Relative) {
    llvm::SmallString<256> Cwd;
    if (!llvm::sys::fs::current_path(Cwd))
      Text += "cwd " + std::string(Cwd);
  }
  return hashText(Text);
}

Prelude preludeFor(const std::string &Dir, const CompilerInvocation &Invocation,
                   std::shared_ptr<PCHContainerOperations> Ops) {
  std::string Key = preludeKey(Invocation);
  std::lock_guard<std::mutex> Lock(CacheMutex);
  auto It = Entries.find(Key);
  if (It != Entries.end()) {
    Prelude P{It->second.Path, "", ""};
    if (Rejected.count(P.Path))
      P.Path.clear();
    return P;
  }
  Known &K = Entries[Key];
  std::string Pch = Dir + "/prelude-" + Key + ".pch";
  std::string Manifest = Dir + "/prelude-" + Key + ".manifest";
  // A write that fails (a full disk, a read-only folder) ends the cache's
  // use for the run, with one warning.
  auto GiveUp = [&](const std::string &Why) {
    K.Note = "precompiled prelude not used: " + Why;
    return Prelude{"", K.Note, giveUpCache(Dir, Why)};
  };
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
    return GiveUp("cannot create " + Dir + ": " + EC.message());
  if (!cacheUsable(Dir)) {
    K.Note = "precompiled prelude not used: the cache was given up";
    return {"", "", ""};
  }
  std::string Why = checkPch(Pch, Manifest);
  if (Why.empty()) {
    touch(Manifest);
    K.Path = Pch;
    K.Note = "precompiled prelude " + Pch + ": reused";
    return {K.Path, K.Note, ""};
  }
  auto Start = std::chrono::steady_clock::now();
  BuildError Error = build(Dir, Pch, Manifest, Invocation, Ops);
  if (Error.IO)
    return GiveUp(Error.Why);
  if (!Error.Why.empty()) {
    K.Note = "precompiled prelude not used: " + Error.Why;
    return {"", K.Note, ""};
  }
  K.Path = Pch;
  K.Note = "precompiled prelude " + Pch + ": built in " + secondsSince(Start) +
           (Why == "none yet" ? "" : " (the cached one was " + Why + ")");
  return {K.Path, K.Note, ""};
}

void rejectPrelude(const std::string &Path) {
  std::lock_guard<std::mutex> Lock(CacheMutex);
  if (Rejected.insert(Path).second) {
    llvm::sys::fs::remove(Path);
    llvm::sys::fs::remove(
        llvm::StringRef(Path).drop_back(strlen(".pch")).str() + ".manifest");
  }
}

} // namespace roofline
