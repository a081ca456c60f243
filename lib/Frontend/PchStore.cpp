//===- PchStore.cpp - Precompiled headers kept on disk --------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "PchStore.h"
#include "roofline/Support/NumberText.h"
#include "roofline/Support/TempFile.h"

#include "clang/Basic/DiagnosticFrontend.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <tuple>

namespace roofline {

namespace {

constexpr llvm::StringLiteral Magic = "roofline-lint pch 2";

/// Size and modification time (ns) of a file.
bool stat(const std::string &Path, uint64_t &Size, int64_t &Time) {
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(Path, St) || !llvm::sys::fs::is_regular_file(St))
    return false;
  Size = St.getSize();
  Time = std::chrono::duration_cast<std::chrono::nanoseconds>(
             St.getLastModificationTime().time_since_epoch())
             .count();
  return true;
}

uint64_t xxh3(llvm::StringRef Data) {
  return llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(Data.data()), Data.size()));
}

std::optional<std::pair<uint64_t, uint64_t>> hashFile(const std::string &Path) {
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (!Buf)
    return std::nullopt;
  llvm::StringRef Data = (*Buf)->getBuffer();
  return std::make_pair(uint64_t(Data.size()), xxh3(Data));
}

/// The hash of the input at Path, which has Size bytes and time Time:
/// computed once a run for each (the prelude and every preamble read the
/// same system headers).
std::optional<uint64_t> inputHash(const std::string &Path, uint64_t Size,
                                  int64_t Time) {
  using Key = std::tuple<std::string, uint64_t, int64_t>;
  static std::mutex Lock;
  static std::map<Key, uint64_t> Known;
  Key K{Path, Size, Time};
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (auto It = Known.find(K); It != Known.end())
      return It->second;
  }
  auto Hash = hashFile(Path);
  if (!Hash || Hash->first != Size)
    return std::nullopt;
  std::lock_guard<std::mutex> Guard(Lock);
  Known.emplace(std::move(K), Hash->second);
  return Hash->second;
}

} // namespace

std::string hashText(llvm::StringRef Text) {
  return llvm::utohexstr(xxh3(Text), /*LowerCase=*/true, /*Width=*/16);
}

std::string secondsSince(std::chrono::steady_clock::time_point Start) {
  double S =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  return fixedText(S, 2) + " s";
}

void BuildDiagnostics::HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                                        const clang::Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Level < clang::DiagnosticsEngine::Error)
    return;
  if (Info.getID() == clang::diag::err_fe_unable_to_open_output)
    OutputFailed = true;
  if (Errors++ == 0) {
    llvm::SmallString<128> Text;
    Info.FormatDiagnostic(Text);
    First = std::string(Text);
  }
}

std::string checkPch(const std::string &Pch, const std::string &Manifest,
                     PchManifest *Out) {
  auto Buf = llvm::MemoryBuffer::getFile(Manifest, /*IsText=*/true);
  if (!Buf)
    return "none yet";
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Buf)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  const std::string Corrupt = "its manifest is corrupt";
  if (Lines.size() < 2 || Lines[0] != Magic)
    return Corrupt;
  PchManifest M;
  if (Lines[1].starts_with("refused ")) {
    M.Refused = Lines[1].drop_front(8).str();
  } else {
    llvm::SmallVector<llvm::StringRef> F;
    Lines[1].split(F, ' ');
    uint64_t Size = 0, Hash = 0;
    if (F.size() != 3 || F[0] != "pch" || F[1].getAsInteger(10, Size) ||
        F[2].getAsInteger(16, Hash))
      return Corrupt;
    auto Actual = hashFile(Pch);
    if (!Actual || Actual->first != Size || Actual->second != Hash)
      return "corrupt (its hash does not match)";
  }
  for (size_t I = 2; I < Lines.size(); ++I) {
    auto [Kind, Rest] = Lines[I].split(' ');
    if (Kind == "missing") {
      if (Rest.empty())
        return Corrupt;
      M.Missing.push_back(Rest.str());
      continue;
    }
    if (Kind == "absent") {
      if (Rest.empty())
        return Corrupt;
      if (llvm::sys::fs::exists(Rest))
        return "stale (" + Rest.str() + " appeared)";
      M.Absent.push_back(Rest.str());
      continue;
    }
    if (Kind != "input")
      return Corrupt;
    uint64_t WantSize = 0, HaveSize = 0, WantHash = 0;
    int64_t WantTime = 0, HaveTime = 0;
    auto [SizeText, Rest2] = Rest.split(' ');
    auto [TimeText, Rest3] = Rest2.split(' ');
    auto [HashText, Path] = Rest3.split(' ');
    if (SizeText.getAsInteger(10, WantSize) ||
        TimeText.getAsInteger(10, WantTime) ||
        HashText.getAsInteger(16, WantHash) || Path.empty())
      return Corrupt;
    if (!stat(Path.str(), HaveSize, HaveTime))
      return "stale (" + Path.str() + " is gone)";
    // Size and time first (cheap); then the bytes, for a file replaced by
    // one of the same size and time (`cp -p`, `touch -r`, a checkout).
    auto Have = HaveSize == WantSize && HaveTime == WantTime
                    ? inputHash(Path.str(), HaveSize, HaveTime)
                    : std::nullopt;
    if (!Have || *Have != WantHash)
      return "stale (" + Path.str() + " changed)";
    M.Inputs.push_back(Path.str());
  }
  if (Out)
    *Out = std::move(M);
  return "";
}

namespace {
std::mutex StateMutex;
std::set<std::string> Opened; // cache folders swept in this run
std::string GivenUp;          // the folder a write failed in, if any

/// Removes the temporaries in Dir ("prelude..."/"preamble..." names holding
/// ".tmp": ours, and Clang's for the header it writes) last written before
/// Before.
void removeTemporaries(const std::string &Dir,
                       std::chrono::system_clock::time_point Before) {
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if (!(Name.starts_with("prelude") || Name.starts_with("preamble")) ||
        !Name.contains(".tmp"))
      continue;
    llvm::sys::fs::file_status St;
    if (!llvm::sys::fs::status(It->path(), St) &&
        llvm::sys::fs::is_regular_file(St) &&
        St.getLastModificationTime() < Before)
      llvm::sys::fs::remove(It->path());
  }
}

} // namespace

void OutputSignalGuard::guard(const std::string &Output) {
  if (Output.empty() || Output == "-")
    return;
  llvm::sys::RemoveFileOnSignal(Output);
  Files.push_back(Output);
  llvm::StringRef Dir = llvm::sys::path::parent_path(Output);
  std::string Stem = llvm::sys::path::stem(Output).str() + "-";
  std::string Tail = llvm::sys::path::extension(Output).str() + ".tmp";
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir.empty() ? "." : Dir, EC), End;
       It != End && !EC; It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if (Name.size() == Stem.size() + 8 + Tail.size() &&
        Name.starts_with(Stem) && Name.ends_with(Tail)) {
      llvm::sys::RemoveFileOnSignal(It->path());
      Files.push_back(It->path());
    }
  }
}

OutputSignalGuard::~OutputSignalGuard() {
  for (const std::string &F : Files)
    llvm::sys::DontRemoveFileOnSignal(F);
}

bool isStorageError(std::error_code EC) {
  for (std::errc E : {std::errc::no_space_on_device, std::errc::file_too_large,
                      std::errc::read_only_file_system, std::errc::io_error})
    if (EC == E)
      return true;
#ifdef EDQUOT
  if (EC == std::error_condition(EDQUOT, std::generic_category()))
    return true;
#endif
  return false;
}

bool cacheUsable(const std::string &Dir) {
  std::lock_guard<std::mutex> Lock(StateMutex);
  if (!GivenUp.empty())
    return false;
  // An hour: far longer than a header takes to build, so a concurrent
  // run's temporary is never one of these.
  if (Opened.insert(Dir).second)
    removeTemporaries(Dir,
                      std::chrono::system_clock::now() - std::chrono::hours(1));
  return true;
}

std::string giveUpCache(const std::string &Dir, const std::string &Why) {
  std::lock_guard<std::mutex> Lock(StateMutex);
  if (!GivenUp.empty())
    return "";
  GivenUp = Dir;
  // A full disk is full of them; a concurrent run that loses its own
  // temporary here fails its write, and goes on without the cache too.
  removeTemporaries(Dir, std::chrono::system_clock::time_point::max());
  return "cache " + Dir + ": " + Why + "; parsing without it";
}

/// The manifest's lines for M's files, after Text; the error, or empty.
static std::string describeInputs(const PchManifest &M, std::string &Text) {
  uint64_t Size = 0;
  int64_t Time = 0;
  for (const std::string &Path : M.Inputs) {
    std::optional<uint64_t> Hash;
    if (!stat(Path, Size, Time) || !(Hash = inputHash(Path, Size, Time)))
      return "cannot read " + Path;
    Text += "input " + std::to_string(Size) + " " + std::to_string(Time) + " " +
            llvm::utohexstr(*Hash, /*LowerCase=*/true) + " " + Path + "\n";
  }
  for (const std::string &Path : M.Absent)
    Text += "absent " + Path + "\n";
  for (const std::string &Name : M.Missing)
    Text += "missing " + Name + "\n";
  return "";
}

bool storeRefusal(const std::string &Manifest, const std::string &Why,
                  const PchManifest &M) {
  std::string Reason = Why;
  std::replace(Reason.begin(), Reason.end(), '\n', ' ');
  std::string Text = Magic.str() + "\nrefused " + Reason + "\n";
  return describeInputs(M, Text).empty() &&
         !writeFileAtomically(Manifest, Text);
}

std::string storePch(const std::string &Built, const std::string &Pch,
                     const std::string &Manifest, const PchManifest &M,
                     bool *Storage) {
  if (Storage)
    *Storage = false;
  auto Fail = [&](std::string Why) {
    llvm::sys::fs::remove(Built);
    return Why;
  };
  auto Hash = hashFile(Built);
  if (!Hash)
    return Fail("cannot read back " + Built);
  std::string Text = Magic.str() + "\n";
  Text += "pch " + std::to_string(Hash->first) + " " +
          llvm::utohexstr(Hash->second) + "\n";
  if (std::string Error = describeInputs(M, Text); !Error.empty())
    return Fail(Error);
  // The header first, then the manifest that vouches for it: a reader that
  // finds a manifest finds its header (or a newer one, whose hash differs).
  if (std::error_code EC = llvm::sys::fs::rename(Built, Pch)) {
    if (Storage)
      *Storage = isStorageError(EC);
    return Fail("cannot write " + Pch + ": " + EC.message());
  }
  if (writeFileAtomically(Manifest, Text)) {
    if (Storage)
      *Storage = true;
    return "cannot write " + Manifest;
  }
  return "";
}

std::vector<std::string> readFiles(AllDependencies &Deps,
                                   const std::string &Except) {
  std::vector<std::string> Out;
  std::set<std::string> Seen;
  for (const std::string &D : Deps.getDependencies()) {
    // Not `..` removed: `/lib/gcc/.../../../../include` goes through the
    // /lib symbolic link, as the parse went.
    llvm::SmallString<256> Abs(D);
    llvm::sys::fs::make_absolute(Abs);
    std::string Path(Abs);
    if (Path != Except && Seen.insert(Path).second)
      Out.push_back(Path);
  }
  return Out;
}

void touch(const std::string &Path) {
  int FD = -1;
  if (llvm::sys::fs::openFileForReadWrite(
          Path, FD, llvm::sys::fs::CD_OpenExisting, llvm::sys::fs::OF_None))
    return;
  llvm::sys::fs::setLastAccessAndModificationTime(
      FD, std::chrono::system_clock::now());
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
}

} // namespace roofline
