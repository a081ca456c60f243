//===- CommandTranslation.cpp - A compile command as Clang arguments ------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One database entry's command, nvcc's or a GNU-style compiler's, read
// option by option into the flags Clang needs (CompileCommands.h).
//
//===----------------------------------------------------------------------===//

#include "CompileCommands.h"
#include "CompileOptions.h"

#include "roofline/Support/Nesting.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"

#include <algorithm>
#include <optional>
#include <tuple>

namespace roofline {

using llvm::StringRef;
using namespace compdb;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

/// nvcc -arch only counts when the command has no -code).
struct ArchRequest {
  enum Kind { FromArch, FromCode, Add, Remove, RemoveAll } What;
  std::string Arch;
};

class Translator {
public:
  explicit Translator(CompileCommand &C) : C(C) {}

  void run(std::vector<std::string> Toks) {
    if (Toks.empty())
      return;
    C.Compiler = Toks.front();
    Nvcc = isNvcc(C.Compiler);
    if (Nvcc)
      setNvccCudaPath();
    Toks.erase(Toks.begin());
    if (Nvcc) {
      // Forwarding applies to the whole command, wherever it is asked for.
      for (const std::string &T : Toks) {
        Match M = matchOption(nvccOptions(), /*Nvcc=*/true, {T}, 0);
        if (M.Spec && M.Spec->What == Act::Forward)
          ForwardUnknown = true;
      }
      runNvcc(std::move(Toks));
    } else {
      runGnu(std::move(Toks), /*Host=*/false, MainArgs, C.Dropped);
    }
    // nvcc hands -Xcompiler's options to the host preprocessor ahead of its
    // own; the order of -D and -U among themselves is what matters.
    C.Args = HostArgs;
    C.Args.insert(C.Args.end(), MainArgs.begin(), MainArgs.end());
    resolveArchs();
  }

private:
  CompileCommand &C;
  bool Nvcc = false;
  bool ForwardUnknown = false;
  bool HasCodeOption = false;
  unsigned Expansions = 0;
  std::vector<std::string> HostArgs, MainArgs;
  std::vector<ArchRequest> Requests;

  static constexpr unsigned MaxExpansions = 64;

  void setNvccCudaPath() {
    StringRef Compiler = C.Compiler;
    if (Compiler.find('/') == StringRef::npos)
      return; // found on PATH: the command does not say which SDK
    std::string Abs = normalizePath(Compiler, C.Directory);
    StringRef Bin = path::parent_path(Abs);
    if (path::filename(Bin) == "bin")
      C.CudaPath = path::parent_path(Bin).str();
  }

  /// Reads an options file (nvcc --options-file, GNU @file), relative to
  /// the entry's directory; false when it cannot be read.
  bool readOptionsFile(StringRef Name, std::vector<std::string> &Out) {
    if (++Expansions > MaxExpansions)
      return false;
    auto Buf = llvm::MemoryBuffer::getFile(normalizePath(Name, C.Directory));
    if (!Buf)
      return false;
    Out = splitCommandLine((*Buf)->getBuffer());
    return true;
  }

  std::string resolveDir(StringRef V) const {
    return normalizePath(V, C.Directory);
  }

  /// A forced include: relative names are looked up in the working
  /// directory first, as the compilers do, then on the include path.
  std::string resolveForcedInclude(StringRef V) const {
    if (path::is_absolute(V))
      return normalizePath(V, "");
    std::string InDir = normalizePath(V, C.Directory);
    return fs::exists(InDir) ? InDir : V.str();
  }

  /// Applies a kept option; false when it turns out to be dropped after all
  /// (an empty value, an include path into a CUDA SDK).
  bool keep(Act What, StringRef V, std::vector<std::string> &Out) {
    if (V.empty())
      return false;
    switch (What) {
    case Act::Include:
    case Act::System:
    case Act::Quote:
    case Act::After: {
      // GNU "-I=dir" is relative to the sysroot: left for Clang.
      std::string Dir = V.starts_with("=") ? V.str() : resolveDir(V);
      if (isCudaSdkIncludeDir(Dir))
        return false;
      if (What == Act::Include) {
        Out.push_back("-I" + Dir);
        return true;
      }
      Out.push_back(What == Act::System  ? "-isystem"
                    : What == Act::Quote ? "-iquote"
                                         : "-idirafter");
      Out.push_back(Dir);
      return true;
    }
    case Act::Define:
      Out.push_back("-D" + V.str());
      return true;
    case Act::Undef:
      Out.push_back("-U" + V.str());
      return true;
    case Act::PreInclude:
    case Act::Macros:
      Out.push_back(What == Act::PreInclude ? "-include" : "-imacros");
      Out.push_back(resolveForcedInclude(V));
      return true;
    case Act::Std:
      Out.push_back("-std=" + V.str());
      return true;
    default:
      return false;
    }
  }

  static bool isKeptPreprocessorAct(Act What) {
    switch (What) {
    case Act::Include:
    case Act::System:
    case Act::Quote:
    case Act::After:
    case Act::Define:
    case Act::Undef:
    case Act::PreInclude:
    case Act::Macros:
      return true;
    default:
      return false;
    }
  }

  /// Records architecture requests; false when a value names none.
  bool addArchs(ArchRequest::Kind What, const std::vector<std::string> &Vals) {
    bool AllKnown = true;
    for (const std::string &V : Vals) {
      if (What == ArchRequest::Remove && V == "all") {
        Requests.push_back({ArchRequest::RemoveAll, ""});
        continue;
      }
      if (std::optional<std::string> A = clangArch(V))
        Requests.push_back({What, *A});
      else
        AllKnown = false;
    }
    return AllKnown && !Vals.empty();
  }

  /// nvcc's --generate-code: "arch=compute_80,code=[compute_80,sm_80]", the
  /// code list also written "sm_80" or "\"sm_80,compute_80\"". The real
  /// architectures are the code list, or arch when there is none.
  bool addGencode(StringRef Spec) {
    std::string Clean;
    for (char Ch : Spec)
      if (Ch != '[' && Ch != ']' && Ch != '"' && Ch != '\'')
        Clean += Ch;
    std::vector<std::string> Vals;
    std::string Arch;
    std::vector<std::string> Code;
    bool InCode = false, Ok = true;
    auto Flush = [&] {
      if (!Code.empty())
        Vals.insert(Vals.end(), Code.begin(), Code.end());
      else if (!Arch.empty())
        Vals.push_back(Arch);
      Arch.clear();
      Code.clear();
      InCode = false;
    };
    for (StringRef Item : llvm::split(StringRef(Clean), ',')) {
      Item = Item.trim();
      if (Item.empty())
        continue;
      if (Item.consume_front("arch=")) {
        if (!Arch.empty() || !Code.empty())
          Flush();
        Arch = Item.str();
      } else if (Item.consume_front("code=")) {
        InCode = true;
        Code.push_back(Item.str());
      } else if (InCode) {
        Code.push_back(Item.str());
      } else {
        Ok = false;
      }
    }
    Flush();
    return addArchs(ArchRequest::FromCode, Vals) && Ok;
  }

  /// Applies the requests in order. An -arch counts only when the command
  /// has no -code (nvcc then builds the -code list, compiled from -arch).
  void resolveArchs() {
    std::vector<std::string> &Out = C.Archs;
    for (const ArchRequest &R : Requests) {
      switch (R.What) {
      case ArchRequest::FromArch:
        if (HasCodeOption)
          break;
        [[fallthrough]];
      case ArchRequest::FromCode:
      case ArchRequest::Add:
        if (std::find(Out.begin(), Out.end(), R.Arch) == Out.end())
          Out.push_back(R.Arch);
        break;
      case ArchRequest::Remove:
        Out.erase(std::remove(Out.begin(), Out.end(), R.Arch), Out.end());
        break;
      case ArchRequest::RemoveAll:
        Out.clear();
        break;
      }
    }
  }

  /// Host-compiler options from -Xcompiler, or unknown options nvcc
  /// forwards: nvcc runs the host preprocessor on the device side too, so
  /// their include paths, macros and forced includes count; the rest is
  /// dropped. Written is recorded when nothing is kept, otherwise each
  /// dropped host option behind Spelling.
  void hostOptions(const std::vector<std::string> &Toks, StringRef Spelling,
                   const std::string &Written) {
    std::vector<std::string> Dropped;
    size_t Before = HostArgs.size();
    runGnu(Toks, /*Host=*/true, HostArgs, Dropped);
    if (HostArgs.size() == Before) {
      C.Dropped.push_back(Written);
      return;
    }
    for (const std::string &D : Dropped)
      C.Dropped.push_back(Spelling.str() + " " + D);
  }

  void runNvcc(std::vector<std::string> Toks) {
    for (size_t I = 0; I < Toks.size();) {
      StringRef T = Toks[I];
      if (T.empty() || T[0] != '-' || T == "-") {
        C.Dropped.push_back(T.str());
        ++I;
        continue;
      }
      Match M = matchOption(nvccOptions(), /*Nvcc=*/true, Toks, I);
      if (!M.Spec) {
        // Unknown to nvcc: forwarded to the host compiler when asked to.
        if (ForwardUnknown)
          hostOptions({T.str()}, T, T.str());
        else
          C.Dropped.push_back(T.str());
        ++I;
        continue;
      }
      std::string Written = joinTokens(Toks, I, M.Consumed);
      size_t Next = I + M.Consumed;
      bool Needs = M.Spec->How != Style::Flag;
      if (Needs && (!M.HasValue || M.Value.empty())) {
        C.Dropped.push_back(Written);
        I = Next;
        continue;
      }
      std::vector<std::string> Vals = M.Spec->List
                                          ? splitNvccList(M.Value)
                                          : std::vector<std::string>{M.Value};
      switch (M.Spec->What) {
      case Act::Forward:
        ForwardUnknown = true;
        C.Dropped.push_back(Written);
        break;
      case Act::NvccArch:
        if (!addArchs(ArchRequest::FromArch, Vals))
          C.Dropped.push_back(Written);
        break;
      case Act::NvccCode:
        HasCodeOption = true;
        if (!addArchs(ArchRequest::FromCode, Vals))
          C.Dropped.push_back(Written);
        break;
      case Act::Gencode:
        if (!addGencode(M.Value))
          C.Dropped.push_back(Written);
        break;
      case Act::HostOptions: {
        // Adjacent -Xcompiler options form one host command line, so that
        // "-Xcompiler -isystem -Xcompiler /dir" keeps its value.
        // Each value is a comma-separated list of pieces that nvcc pastes
        // into a shell command line.
        std::vector<std::string> HostVals = {M.Value};
        while (Next < Toks.size()) {
          Match N = matchOption(nvccOptions(), true, Toks, Next);
          if (!N.Spec || N.Spec->What != Act::HostOptions || !N.HasValue)
            break;
          Written += " " + joinTokens(Toks, Next, N.Consumed);
          HostVals.push_back(N.Value);
          Next += N.Consumed;
        }
        std::vector<std::string> HostToks;
        for (const std::string &V : HostVals)
          for (const std::string &Piece : splitNvccList(V)) {
            std::vector<std::string> Split = splitCommandLine(Piece);
            HostToks.insert(HostToks.end(), Split.begin(), Split.end());
          }
        hostOptions(HostToks, M.Spec->Name, Written);
        break;
      }
      case Act::OptionsFile: {
        std::vector<std::string> Spliced;
        bool Ok = true;
        for (const std::string &F : Vals) {
          std::vector<std::string> FileToks;
          if (!readOptionsFile(F, FileToks)) {
            Ok = false;
            continue;
          }
          Spliced.insert(Spliced.end(), FileToks.begin(), FileToks.end());
        }
        if (!Ok)
          C.Dropped.push_back(Written);
        Toks.insert(Toks.begin() + Next, Spliced.begin(), Spliced.end());
        break;
      }
      case Act::Drop:
        C.Dropped.push_back(Written);
        break;
      default: {
        // A list item that is not kept (an include path into a CUDA SDK) is
        // recorded on its own when others of the list are.
        std::vector<std::string> Failed;
        for (const std::string &V : Vals)
          if (!keep(M.Spec->What, V, MainArgs))
            Failed.push_back(V);
        if (Failed.size() == Vals.size())
          C.Dropped.push_back(Written);
        else
          for (const std::string &V : Failed)
            C.Dropped.push_back(std::string(M.Spec->Name) + " " + V);
        break;
      }
      }
      I = Next;
    }
  }

  /// The GNU grammar. Host: options for nvcc's host compiler, of which only
  /// the preprocessor's are kept.
  void runGnu(std::vector<std::string> Toks, bool Host,
              std::vector<std::string> &Kept,
              std::vector<std::string> &Dropped) {
    bool OnlyInputs = false;
    for (size_t I = 0; I < Toks.size();) {
      StringRef T = Toks[I];
      bool Positional = OnlyInputs || T.empty() || T[0] != '-' || T == "-";
      if (!OnlyInputs && !Host && T.starts_with("@") && T.size() > 1) {
        std::vector<std::string> FileToks;
        if (readOptionsFile(T.drop_front(), FileToks))
          Toks.insert(Toks.begin() + I + 1, FileToks.begin(), FileToks.end());
        else
          Dropped.push_back(T.str());
        ++I;
        continue;
      }
      if (Positional) {
        Dropped.push_back(T.str());
        ++I;
        continue;
      }
      if (T == "--") {
        OnlyInputs = true;
        Dropped.push_back(T.str());
        ++I;
        continue;
      }
      if (T == "-I-") { // the obsolete include-path split
        Dropped.push_back(T.str());
        ++I;
        continue;
      }
      Match M = matchOption(gnuOptions(), /*Nvcc=*/false, Toks, I);
      if (!M.Spec) {
        Dropped.push_back(T.str());
        ++I;
        continue;
      }
      std::string Written = joinTokens(Toks, I, M.Consumed);
      size_t Next = I + M.Consumed;
      Act What = M.Spec->What;
      if (What == Act::Xclang && M.HasValue && !Host &&
          (M.Value == "-include" || M.Value == "-include-pch") &&
          Next + 1 < Toks.size() && Toks[Next] == "-Xclang") {
        // CMake's precompiled header for Clang: "-Xclang -include-pch
        // -Xclang x.pch -Xclang -include -Xclang cmake_pch.hxx". The header
        // is kept as a forced include; the .pch (built by another compiler
        // run) is not.
        bool IsHeader = M.Value == "-include";
        if (!IsHeader || !keep(Act::PreInclude, Toks[Next + 1], Kept))
          Dropped.push_back(joinTokens(Toks, I, 4));
        I = Next + 2;
        continue;
      }
      bool Needs = M.Spec->How != Style::Flag;
      if (Needs && (!M.HasValue || M.Value.empty())) {
        Dropped.push_back(Written);
        I = Next;
        continue;
      }
      bool Done = false;
      if (isKeptPreprocessorAct(What) || (What == Act::Std && !Host)) {
        Done = keep(What, M.Value, Kept);
      } else if (!Host && What == Act::ClangArch) {
        Done = addArchs(ArchRequest::Add, splitNvccList(M.Value));
      } else if (!Host && What == Act::NoClangArch) {
        Done = addArchs(ArchRequest::Remove, splitNvccList(M.Value));
      } else if (!Host && What == Act::CudaPath) {
        C.CudaPath = normalizePath(M.Value, C.Directory);
      }
      if (!Done)
        Dropped.push_back(Written);
      I = Next;
    }
  }
};

} // namespace

CompileCommand translateCommand(const std::vector<std::string> &Argv,
                                const std::string &Directory,
                                const std::string &File) {
  CompileCommand C;
  C.Directory = normalizePath(Directory, currentDirectory());
  C.File = normalizePath(File, C.Directory);
  std::vector<std::string> Toks = Argv;
  while (Toks.size() > 1 && isLauncher(Toks.front()))
    Toks.erase(Toks.begin());
  Translator(C).run(std::move(Toks));
  return C;
}

} // namespace roofline
