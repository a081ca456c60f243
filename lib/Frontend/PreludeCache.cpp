//===- PreludeCache.cpp - Precompiled CUDA preludes, kept on disk ---------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "PreludeCache.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/Utils.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
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

constexpr llvm::StringLiteral ManifestMagic = "roofline-lint prelude 1";

/// A file the prelude read, as it was when the prelude was built.
struct Input {
  std::string Path;
  uint64_t Size = 0;
  int64_t MTimeNs = 0;
};

bool statFile(const std::string &Path, uint64_t &Size, int64_t &MTimeNs) {
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(Path, St) || !llvm::sys::fs::is_regular_file(St))
    return false;
  Size = St.getSize();
  MTimeNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                St.getLastModificationTime().time_since_epoch())
                .count();
  return true;
}

/// The hash that ties a manifest to its header.
std::optional<std::pair<uint64_t, uint64_t>> hashFile(const std::string &Path) {
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (!Buf)
    return std::nullopt;
  llvm::StringRef Data = (*Buf)->getBuffer();
  return std::make_pair(
      uint64_t(Data.size()),
      llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(
          reinterpret_cast<const uint8_t *>(Data.data()), Data.size())));
}

/// Why the entry at Pch (with its manifest) cannot be used; empty when it
/// can.
std::string checkEntry(const std::string &Pch, const std::string &Manifest) {
  auto Buf = llvm::MemoryBuffer::getFile(Manifest, /*IsText=*/true);
  if (!Buf)
    return "none yet";
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Buf)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  if (Lines.size() < 2 || Lines[0] != ManifestMagic)
    return "its manifest is corrupt";
  // pch SIZE HASH
  llvm::SmallVector<llvm::StringRef> F;
  Lines[1].split(F, ' ');
  uint64_t Size = 0, Hash = 0;
  if (F.size() != 3 || F[0] != "pch" || F[1].getAsInteger(10, Size) ||
      F[2].getAsInteger(16, Hash))
    return "its manifest is corrupt";
  auto Actual = hashFile(Pch);
  if (!Actual || Actual->first != Size || Actual->second != Hash)
    return "corrupt (its hash does not match)";
  // input SIZE MTIME PATH
  for (size_t I = 2; I < Lines.size(); ++I) {
    auto [Kind, Rest] = Lines[I].split(' ');
    auto [SizeText, Rest2] = Rest.split(' ');
    auto [TimeText, Path] = Rest2.split(' ');
    uint64_t WantSize = 0;
    int64_t WantTime = 0;
    if (Kind != "input" || SizeText.getAsInteger(10, WantSize) ||
        TimeText.getAsInteger(10, WantTime) || Path.empty())
      return "its manifest is corrupt";
    uint64_t HaveSize = 0;
    int64_t HaveTime = 0;
    if (!statFile(Path.str(), HaveSize, HaveTime))
      return "stale (" + Path.str() + " is gone)";
    if (HaveSize != WantSize || HaveTime != WantTime)
      return "stale (" + Path.str() + " changed)";
  }
  return "";
}

/// Writes Text to Path through a temporary file renamed into place.
bool writeAtomically(const std::string &Path, llvm::StringRef Text) {
  llvm::SmallString<256> Tmp;
  int FD = -1;
  if (llvm::sys::fs::createUniqueFile(Path + ".tmp-%%%%%%%%", FD, Tmp))
    return false;
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      OS.clear_error();
      llvm::sys::fs::remove(Tmp);
      return false;
    }
  }
  if (llvm::sys::fs::rename(Tmp, Path)) {
    llvm::sys::fs::remove(Tmp);
    return false;
  }
  return true;
}

/// Every file the prelude reads, system headers included.
class AllDependencies : public DependencyCollector {
  bool needSystemDependencies() override { return true; }
};

/// Counts errors while the prelude is built, keeping the first.
class BuildDiagnostics : public DiagnosticConsumer {
public:
  std::string First;
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level >= DiagnosticsEngine::Error && First.empty()) {
      llvm::SmallString<128> Text;
      Info.FormatDiagnostic(Text);
      First = std::string(Text);
    }
  }
};

std::string seconds(std::chrono::steady_clock::duration D) {
  double S = std::chrono::duration<double>(D).count();
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%.2f s", S);
  return Buf;
}

/// Builds the prelude of Invocation into Pch and its manifest; the error,
/// or empty.
std::string build(const std::string &Dir, const std::string &Pch,
                  const std::string &Manifest,
                  const CompilerInvocation &Invocation,
                  std::shared_ptr<PCHContainerOperations> Ops) {
  // The prelude is what every file reads before its first line: the
  // command's implicit includes over an empty file.
  std::string Empty = Dir + "/prelude.cu";
  uint64_t Size = 0;
  int64_t Time = 0;
  if ((!statFile(Empty, Size, Time) || Size != 0) &&
      !writeAtomically(Empty, ""))
    return "cannot write " + Empty;
  llvm::SmallString<256> TmpPch;
  int FD = -1;
  if (llvm::sys::fs::createUniqueFile(Pch + ".tmp-%%%%%%%%", FD, TmpPch))
    return "cannot write in " + Dir;
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);

  auto Copy = std::make_shared<CompilerInvocation>(Invocation);
  FrontendOptions &FO = Copy->getFrontendOpts();
  InputKind Kind = FO.Inputs.empty() ? InputKind(Language::CUDA)
                                     : FO.Inputs[0].getKind();
  FO.Inputs = {FrontendInputFile(Empty, Kind)};
  FO.ProgramAction = frontend::GeneratePCH;
  FO.OutputFile = std::string(TmpPch);
  BuildDiagnostics Diags;
  auto Deps = std::make_shared<AllDependencies>();
  bool Ok = false;
  {
    CompilerInstance CI(Copy, Ops);
    CI.createVirtualFileSystem();
    CI.createDiagnostics(&Diags, /*ShouldOwnClient=*/false);
    CI.createFileManager();
    CI.addDependencyCollector(Deps);
    GeneratePCHAction Action;
    Ok = CI.ExecuteAction(Action) && Diags.getNumErrors() == 0;
  }
  if (!Ok) {
    llvm::sys::fs::remove(TmpPch);
    return Diags.First.empty() ? "Clang could not build it"
                               : "it does not parse: " + Diags.First;
  }
  auto Hash = hashFile(std::string(TmpPch));
  if (!Hash) {
    llvm::sys::fs::remove(TmpPch);
    return "cannot read back " + std::string(TmpPch);
  }
  std::string Text = ManifestMagic.str() + "\n";
  Text += "pch " + std::to_string(Hash->first) + " " +
          llvm::utohexstr(Hash->second) + "\n";
  std::set<std::string> Seen;
  for (const std::string &D : Deps->getDependencies()) {
    llvm::SmallString<256> Abs(D);
    llvm::sys::fs::make_absolute(Abs);
    std::string Path(Abs);
    if (Path == Empty || !Seen.insert(Path).second)
      continue;
    if (!statFile(Path, Size, Time)) {
      llvm::sys::fs::remove(TmpPch);
      return "cannot stat " + Path;
    }
    Text += "input " + std::to_string(Size) + " " + std::to_string(Time) +
            " " + Path + "\n";
  }
  // The header first, then the manifest that vouches for it: a reader that
  // finds a manifest finds its header (or a newer one, whose hash differs).
  if (llvm::sys::fs::rename(TmpPch, Pch)) {
    llvm::sys::fs::remove(TmpPch);
    return "cannot write " + Pch;
  }
  if (!writeAtomically(Manifest, Text))
    return "cannot write " + Manifest;
  return "";
}

/// What this run knows of each entry: checked (or built) once per run.
struct Known {
  std::string Path; // empty: no prelude for this key
  std::string Note; // told once
};

std::mutex CacheMutex;
std::map<std::string, Known> Entries;   // key -> what this run knows
std::set<std::string> Rejected;         // paths Clang refused

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
    if (Args[I] == "-main-file-name") {
      ++I; // the input's name: not part of the prelude
      continue;
    }
    if (Args[I] == Input)
      continue;
    Text += Args[I];
    Text += '\0';
  }
  return llvm::utohexstr(llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(
                             reinterpret_cast<const uint8_t *>(Text.data()),
                             Text.size())),
                         /*LowerCase=*/true, /*Width=*/16);
}

Prelude preludeFor(const std::string &Dir, const CompilerInvocation &Invocation,
                   std::shared_ptr<PCHContainerOperations> Ops) {
  std::string Key = preludeKey(Invocation);
  std::lock_guard<std::mutex> Lock(CacheMutex);
  auto It = Entries.find(Key);
  if (It != Entries.end()) {
    Prelude P{It->second.Path, ""};
    if (Rejected.count(P.Path))
      P.Path.clear();
    return P;
  }
  Known &K = Entries[Key];
  std::string Pch = Dir + "/prelude-" + Key + ".pch";
  std::string Manifest = Dir + "/prelude-" + Key + ".manifest";
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir)) {
    K.Note = "precompiled prelude not used: cannot create " + Dir + ": " +
             EC.message();
    return {"", K.Note};
  }
  std::string Why = checkEntry(Pch, Manifest);
  if (Why.empty()) {
    K.Path = Pch;
    K.Note = "precompiled prelude " + Pch + ": reused";
    return {K.Path, K.Note};
  }
  auto Start = std::chrono::steady_clock::now();
  std::string Error = build(Dir, Pch, Manifest, Invocation, Ops);
  if (!Error.empty()) {
    K.Note = "precompiled prelude not used: " + Error;
    return {"", K.Note};
  }
  K.Path = Pch;
  K.Note = "precompiled prelude " + Pch + ": built in " +
           seconds(std::chrono::steady_clock::now() - Start) +
           (Why == "none yet" ? "" : " (the cached one was " + Why + ")");
  return {K.Path, K.Note};
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
