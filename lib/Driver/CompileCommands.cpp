//===- CompileCommands.cpp - Compile databases as Clang arguments ---------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Two option grammars are understood: nvcc's (every value option also takes
// "-opt=value", lists are comma-separated, -Xcompiler carries host-compiler
// options, --options-file splices a file in) and the GNU one shared by clang
// and gcc (joined or separate values, @file). Each command is read once, left
// to right; what is kept goes to Args, everything else to Dropped.
// docs/CompileDatabase.md states every rule.
//
//===----------------------------------------------------------------------===//

#include "CompileCommands.h"

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
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"

#include <algorithm>
#include <optional>
#include <tuple>

namespace roofline {

using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

/// P made absolute against Base (when relative) without "." and "..".
std::string normalizePath(StringRef P, StringRef Base) {
  llvm::SmallString<256> R;
  if (path::is_absolute(P) || Base.empty()) {
    R = P;
  } else {
    R = Base;
    path::append(R, P);
  }
  path::remove_dots(R, /*remove_dot_dot=*/true);
  return std::string(R);
}

std::string currentDirectory() {
  llvm::SmallString<256> Cwd;
  if (fs::current_path(Cwd))
    return "";
  return std::string(Cwd);
}

/// nvcc's list values: split at commas, except where a backslash escapes one
/// ("-DPAIR=1\,2" is one definition). Empty items are skipped.
std::vector<std::string> splitNvccList(StringRef V) {
  std::vector<std::string> Out;
  std::string Cur;
  for (size_t I = 0; I < V.size(); ++I) {
    if (V[I] == '\\' && I + 1 < V.size() && V[I + 1] == ',') {
      Cur += ',';
      ++I;
    } else if (V[I] == ',') {
      if (!Cur.empty())
        Out.push_back(Cur);
      Cur.clear();
    } else {
      Cur += V[I];
    }
  }
  if (!Cur.empty())
    Out.push_back(Cur);
  return Out;
}

/// The Clang name of an nvcc or Clang architecture: sm_NN, compute_NN and
/// lto_NN all name sm_NN; the arch-specific suffix "a" is kept, the family
/// suffix "f" (which Clang does not know, and which gives the same
/// __CUDA_ARCH__) is dropped. None for native, all, all-major or anything
/// else.
std::optional<std::string> clangArch(StringRef V) {
  V = V.trim();
  StringRef Rest;
  bool Found = false;
  for (StringRef Prefix : {"sm_", "compute_", "lto_"})
    if (V.starts_with(Prefix)) {
      Rest = V.drop_front(Prefix.size());
      Found = true;
      break;
    }
  if (!Found)
    return std::nullopt;
  size_t DigitsEnd = Rest.find_first_not_of("0123456789");
  StringRef Number = Rest.take_front(DigitsEnd);
  StringRef Suffix =
      DigitsEnd == StringRef::npos ? StringRef() : Rest.drop_front(DigitsEnd);
  if (Number.empty())
    return std::nullopt;
  if (Suffix.empty() || Suffix == "f")
    return "sm_" + Number.str();
  if (Suffix == "a")
    return "sm_" + Number.str() + "a";
  return std::nullopt;
}

unsigned archNumber(StringRef Arch) {
  Arch.consume_front("sm_");
  unsigned N = 0;
  Arch.take_while([](char C) { return C >= '0' && C <= '9'; })
      .getAsInteger(10, N);
  return N;
}

bool archHasSuffix(StringRef Arch) {
  return !Arch.empty() && !(Arch.back() >= '0' && Arch.back() <= '9');
}

/// A directory of a CUDA SDK's own headers (<sdk>/include or
/// <sdk>/targets/<triple>/include). roofline-lint chooses the CUDA headers
/// itself (the SDK through --cuda-path, or its built-in set); an explicit
/// include path to an SDK would mix two header sets and make the SDK's
/// headers non-system.
bool isCudaSdkIncludeDir(StringRef Dir) {
  llvm::SmallString<256> A(Dir), B(Dir);
  path::append(A, "cuda_runtime.h");
  path::append(B, "crt", "host_config.h");
  return fs::exists(A) && fs::exists(B);
}

/// What an option does.
enum class Act {
  Include,     // -I
  System,      // -isystem
  Quote,       // -iquote
  After,       // -idirafter
  Define,      // -D
  Undef,       // -U
  PreInclude,  // -include
  Macros,      // -imacros
  Std,         // -std
  NvccArch,    // -arch / --gpu-architecture
  NvccCode,    // -code / --gpu-code
  Gencode,     // -gencode / --generate-code
  ClangArch,   // --cuda-gpu-arch= / --offload-arch=
  NoClangArch, // --no-cuda-gpu-arch= / --no-offload-arch=
  CudaPath,    // --cuda-path=
  HostOptions, // -Xcompiler / --compiler-options
  OptionsFile, // -optf / --options-file
  Forward,     // -forward-unknown-to-host-compiler
  Xclang,      // -Xclang (for CMake's precompiled-header pair)
  Drop,        // anything else
};

/// How an option takes its value.
enum class Style {
  Flag,        // no value
  Separate,    // "-opt value" (nvcc: also "-opt=value")
  JoinedOrSep, // "-optvalue" or "-opt value" (nvcc: also "-opt=value")
  Equals,      // "--opt=value" only
  EqualsOrSep, // "--opt=value" or "--opt value"
};

struct OptionSpec {
  const char *Name;
  /// The other spelling (nvcc's long name, a GNU "--" name), or null. It
  /// never takes a joined value: nvcc's is "--opt value" or "--opt=value",
  /// GNU's likewise.
  const char *Alias;
  Style How;
  Act What;
  bool List = false; // nvcc: the value is a comma-separated list
};

// nvcc's options with a value (nvcc --help, CUDA 13), short and long name;
// every one also accepts "=value". Flags without a value need no entry: an
// option that matches nothing is dropped on its own.
const OptionSpec NvccOptions[] = {
    {"-I", "--include-path", Style::JoinedOrSep, Act::Include, true},
    {"-isystem", "--system-include", Style::Separate, Act::System, true},
    {"-D", "--define-macro", Style::JoinedOrSep, Act::Define, true},
    {"-U", "--undefine-macro", Style::JoinedOrSep, Act::Undef, true},
    {"-include", "--pre-include", Style::Separate, Act::PreInclude, true},
    {"-std", "--std", Style::Separate, Act::Std},
    {"-arch", "--gpu-architecture", Style::Separate, Act::NvccArch, true},
    {"-code", "--gpu-code", Style::Separate, Act::NvccCode, true},
    {"-gencode", "--generate-code", Style::Separate, Act::Gencode},
    {"-Xcompiler", "--compiler-options", Style::Separate, Act::HostOptions,
     true},
    {"-optf", "--options-file", Style::Separate, Act::OptionsFile, true},
    {"-forward-unknown-to-host-compiler", "--forward-unknown-to-host-compiler",
     Style::Flag, Act::Forward},
    {"-forward-unknown-opts", "--forward-unknown-opts", Style::Flag,
     Act::Forward},
    // Dropped, with their value.
    {"-o", "--output-file", Style::Separate, Act::Drop},
    {"-l", "--library", Style::JoinedOrSep, Act::Drop},
    {"-L", "--library-path", Style::JoinedOrSep, Act::Drop},
    {"-O", "--optimize", Style::JoinedOrSep, Act::Drop},
    {"-odir", "--output-directory", Style::Separate, Act::Drop},
    {"-MF", "--dependency-output", Style::Separate, Act::Drop},
    {"-MT", "--dependency-target-name", Style::Separate, Act::Drop},
    {"-ccbin", "--compiler-bindir", Style::Separate, Act::Drop},
    {"-arbin", "--archiver-binary", Style::Separate, Act::Drop},
    {"-cudart", "--cudart", Style::Separate, Act::Drop},
    {"-cudadevrt", "--cudadevrt", Style::Separate, Act::Drop},
    {"-ldir", "--libdevice-directory", Style::Separate, Act::Drop},
    {"-target-dir", "--target-directory", Style::Separate, Act::Drop},
    {"-x", "--x", Style::Separate, Act::Drop},
    {"-m", "--machine", Style::Separate, Act::Drop},
    {"-Ofc", "--Ofast-compile", Style::Separate, Act::Drop},
    {"-opt-info", "--optimization-info", Style::Separate, Act::Drop},
    {"-dopt", "--dopt", Style::Separate, Act::Drop},
    {"-ftemplate-backtrace-limit", "--ftemplate-backtrace-limit",
     Style::Separate, Act::Drop},
    {"-ftemplate-depth", "--ftemplate-depth", Style::Separate, Act::Drop},
    {"-Xlinker", "--linker-options", Style::Separate, Act::Drop},
    {"-Xarchive", "--archive-options", Style::Separate, Act::Drop},
    {"-Xptxas", "--ptxas-options", Style::Separate, Act::Drop},
    {"-Xnvlink", "--nvlink-options", Style::Separate, Act::Drop},
    {"-t", "--threads", Style::Separate, Act::Drop},
    {"-split-compile", "--split-compile", Style::Separate, Act::Drop},
    {"-split-compile-extended", "--split-compile-extended", Style::Separate,
     Act::Drop},
    {"-fdevice-time-trace", "--fdevice-time-trace", Style::Separate, Act::Drop},
    {"-keep-dir", "--keep-dir", Style::Separate, Act::Drop},
    {"-time", "--time", Style::Separate, Act::Drop},
    {"-run-args", "--run-args", Style::Separate, Act::Drop},
    {"-idp", "--input-drive-prefix", Style::Separate, Act::Drop},
    {"-ddp", "--dependency-drive-prefix", Style::Separate, Act::Drop},
    {"-dp", "--drive-prefix", Style::Separate, Act::Drop},
    {"-rdc", "--relocatable-device-code", Style::Separate, Act::Drop},
    {"-e", "--entries", Style::Separate, Act::Drop},
    {"-maxrregcount", "--maxrregcount", Style::Separate, Act::Drop},
    {"-ftz", "--ftz", Style::Separate, Act::Drop},
    {"-prec-div", "--prec-div", Style::Separate, Act::Drop},
    {"-prec-sqrt", "--prec-sqrt", Style::Separate, Act::Drop},
    {"-fmad", "--fmad", Style::Separate, Act::Drop},
    {"-default-stream", "--default-stream", Style::Separate, Act::Drop},
    {"-Werror", "--Werror", Style::Separate, Act::Drop},
    {"-diag-error", "--diag-error", Style::Separate, Act::Drop},
    {"-diag-suppress", "--diag-suppress", Style::Separate, Act::Drop},
    {"-diag-warn", "--diag-warn", Style::Separate, Act::Drop},
    {"-hls", "--host-linker-script", Style::Separate, Act::Drop},
    {"-brief-diag", "--brief-diagnostics", Style::Separate, Act::Drop},
    {"-jtd", "--jump-table-density", Style::Separate, Act::Drop},
    {"-device-stack-protector", "--device-stack-protector", Style::Separate,
     Act::Drop},
    {"-compress-mode", "--compress-mode", Style::Separate, Act::Drop},
    {"-frandom-seed", "--frandom-seed", Style::Separate, Act::Drop},
    {"-sanitize", "--sanitize", Style::Separate, Act::Drop},
    {"-static-global-template-stub", "--static-global-template-stub",
     Style::Separate, Act::Drop},
    {"-device-entity-has-hidden-visibility",
     "--device-entity-has-hidden-visibility", Style::Separate, Act::Drop},
    {"-qpp-config", "--qpp-config", Style::Separate, Act::Drop},
};

// The GNU grammar (clang, gcc): the options kept, and those dropped whose
// value is a separate argument (so that the value, which may look like an
// option, goes with them).
const OptionSpec GnuOptions[] = {
    {"-I", "--include-directory", Style::JoinedOrSep, Act::Include},
    {"-isystem", nullptr, Style::JoinedOrSep, Act::System},
    {"-iquote", nullptr, Style::JoinedOrSep, Act::Quote},
    {"-idirafter", "--include-directory-after", Style::JoinedOrSep, Act::After},
    {"-D", "--define-macro", Style::JoinedOrSep, Act::Define},
    {"-U", "--undefine-macro", Style::JoinedOrSep, Act::Undef},
    {"-include", "--include", Style::JoinedOrSep, Act::PreInclude},
    {"-imacros", "--imacros", Style::JoinedOrSep, Act::Macros},
    {"-std", "--std", Style::Equals, Act::Std},
    {"--cuda-gpu-arch", nullptr, Style::Equals, Act::ClangArch},
    {"--offload-arch", nullptr, Style::Equals, Act::ClangArch},
    {"--no-cuda-gpu-arch", nullptr, Style::Equals, Act::NoClangArch},
    {"--no-offload-arch", nullptr, Style::Equals, Act::NoClangArch},
    {"--cuda-path", nullptr, Style::Equals, Act::CudaPath},
    {"-Xclang", nullptr, Style::Separate, Act::Xclang},
    // Dropped, with their value.
    {"-o", "--output", Style::Separate, Act::Drop},
    {"-x", "--language", Style::Separate, Act::Drop},
    {"-MF", nullptr, Style::Separate, Act::Drop},
    {"-MT", nullptr, Style::Separate, Act::Drop},
    {"-MQ", nullptr, Style::Separate, Act::Drop},
    {"-MJ", nullptr, Style::Separate, Act::Drop},
    {"-L", "--library-directory", Style::Separate, Act::Drop},
    {"-l", nullptr, Style::Separate, Act::Drop},
    {"-F", nullptr, Style::Separate, Act::Drop},
    {"-u", nullptr, Style::Separate, Act::Drop},
    {"-T", nullptr, Style::Separate, Act::Drop},
    {"-z", nullptr, Style::Separate, Act::Drop},
    {"-e", nullptr, Style::Separate, Act::Drop},
    {"-B", nullptr, Style::Separate, Act::Drop},
    {"-Xlinker", nullptr, Style::Separate, Act::Drop},
    {"-Xassembler", nullptr, Style::Separate, Act::Drop},
    {"-Xpreprocessor", nullptr, Style::Separate, Act::Drop},
    {"-Xarch_device", nullptr, Style::Separate, Act::Drop},
    {"-Xarch_host", nullptr, Style::Separate, Act::Drop},
    {"-Xcuda-ptxas", nullptr, Style::Separate, Act::Drop},
    {"-Xcuda-fatbinary", nullptr, Style::Separate, Act::Drop},
    {"-Xoffload-linker", nullptr, Style::Separate, Act::Drop},
    {"-Xopenmp-target", nullptr, Style::Separate, Act::Drop},
    {"-Xanalyzer", nullptr, Style::Separate, Act::Drop},
    {"-mllvm", nullptr, Style::Separate, Act::Drop},
    {"-target", nullptr, Style::Separate, Act::Drop},
    {"-arch", nullptr, Style::Separate, Act::Drop},
    {"-framework", nullptr, Style::Separate, Act::Drop},
    {"-install_name", nullptr, Style::Separate, Act::Drop},
    {"-resource-dir", nullptr, Style::Separate, Act::Drop},
    {"-include-pch", nullptr, Style::Separate, Act::Drop},
    {"-isystem-after", nullptr, Style::Separate, Act::Drop},
    {"-cxx-isystem", nullptr, Style::Separate, Act::Drop},
    {"-isysroot", nullptr, Style::Separate, Act::Drop},
    {"--sysroot", nullptr, Style::Separate, Act::Drop},
    {"-iprefix", nullptr, Style::Separate, Act::Drop},
    {"-iwithprefix", nullptr, Style::Separate, Act::Drop},
    {"-iwithprefixbefore", nullptr, Style::Separate, Act::Drop},
    {"-iwithsysroot", nullptr, Style::Separate, Act::Drop},
    {"-iframework", nullptr, Style::Separate, Act::Drop},
    {"-imultilib", nullptr, Style::Separate, Act::Drop},
    {"-ivfsoverlay", nullptr, Style::Separate, Act::Drop},
    {"-dependency-file", nullptr, Style::Separate, Act::Drop},
    {"-serialize-diagnostics", nullptr, Style::Separate, Act::Drop},
    {"-working-directory", nullptr, Style::Separate, Act::Drop},
    {"--param", nullptr, Style::Separate, Act::Drop},
    {"-aux-info", nullptr, Style::Separate, Act::Drop},
};

/// An option matched at the start of a token list.
struct Match {
  const OptionSpec *Spec = nullptr;
  std::string Value; // empty for flags
  bool HasValue = false;
  unsigned Consumed = 1; // 1, or 2 when the value is the next token
};

/// Matches Toks[I] against Table: an exact name first, then "name=value"
/// (every nvcc value option; GNU Equals options and "--" aliases), then a
/// joined value ("-Ifoo", the longest name that fits). Null Spec when
/// nothing matches.
Match matchOption(llvm::ArrayRef<OptionSpec> Table, bool Nvcc,
                  const std::vector<std::string> &Toks, size_t I) {
  StringRef T = Toks[I];
  Match M;
  // A spelling and how it takes its value.
  auto Spellings = [Nvcc](const OptionSpec &S) {
    Style AliasHow = S.How == Style::Flag ? Style::Flag
                     : Nvcc               ? Style::Separate
                                          : Style::EqualsOrSep;
    llvm::SmallVector<std::pair<StringRef, Style>, 2> Out = {{S.Name, S.How}};
    if (S.Alias)
      Out.push_back({S.Alias, AliasHow});
    return Out;
  };
  for (const OptionSpec &S : Table)
    for (auto [Name, How] : Spellings(S)) {
      if (T != Name)
        continue;
      M.Spec = &S;
      if (How == Style::Flag || How == Style::Equals)
        return M; // "--opt" without "=": no value
      if (I + 1 < Toks.size()) {
        M.Value = Toks[I + 1];
        M.HasValue = true;
        M.Consumed = 2;
      }
      return M;
    }
  for (const OptionSpec &S : Table)
    for (auto [Name, How] : Spellings(S)) {
      bool TakesEquals = How == Style::Equals || How == Style::EqualsOrSep ||
                         (Nvcc && How != Style::Flag);
      if (TakesEquals && T.starts_with(Name) && T.size() > Name.size() &&
          T[Name.size()] == '=') {
        M.Spec = &S;
        M.Value = T.drop_front(Name.size() + 1).str();
        M.HasValue = true;
        return M;
      }
    }
  const OptionSpec *Best = nullptr;
  for (const OptionSpec &S : Table) {
    StringRef Name(S.Name);
    if (S.How == Style::JoinedOrSep && T.starts_with(Name) &&
        T.size() > Name.size() &&
        (!Best || Name.size() > StringRef(Best->Name).size()))
      Best = &S;
  }
  if (Best) {
    M.Spec = Best;
    M.Value = T.drop_front(StringRef(Best->Name).size()).str();
    M.HasValue = true;
  }
  return M;
}

std::string joinTokens(const std::vector<std::string> &Toks, size_t I,
                       size_t N) {
  std::string S;
  for (size_t K = I; K < I + N && K < Toks.size(); ++K) {
    if (!S.empty())
      S += ' ';
    S += Toks[K];
  }
  return S;
}

bool isLauncher(StringRef Argv0) {
  StringRef Name = path::filename(Argv0);
  Name.consume_back(".exe");
  return Name == "ccache" || Name == "sccache" || Name == "distcc" ||
         Name == "icecc" || Name == "buildcache";
}

bool isNvcc(StringRef Argv0) {
  StringRef Name = path::filename(Argv0);
  Name.consume_back(".exe");
  // nvcc itself, and wrappers named after it (Kokkos' nvcc_wrapper).
  return Name.starts_with("nvcc");
}

/// One architecture request, resolved when the whole command is read (an
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
        Match M = matchOption(NvccOptions, /*Nvcc=*/true, {T}, 0);
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
      Match M = matchOption(NvccOptions, /*Nvcc=*/true, Toks, I);
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
          Match N = matchOption(NvccOptions, true, Toks, Next);
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
      Match M = matchOption(GnuOptions, /*Nvcc=*/false, Toks, I);
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

std::vector<std::string> splitCommandLine(llvm::StringRef Command) {
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  llvm::SmallVector<const char *, 64> Argv;
  llvm::cl::TokenizeGNUCommandLine(Command, Saver, Argv);
  std::vector<std::string> Out;
  for (const char *A : Argv)
    if (A)
      Out.emplace_back(A);
  return Out;
}

char unclosedQuote(llvm::StringRef Command) {
  char Quote = 0;
  for (size_t I = 0; I < Command.size(); ++I) {
    char C = Command[I];
    if (Quote == '\'') {
      if (C == '\'')
        Quote = 0;
    } else if (C == '\\') {
      ++I;
    } else if (Quote == '"') {
      if (C == '"')
        Quote = 0;
    } else if (C == '"' || C == '\'') {
      Quote = C;
    }
  }
  return Quote;
}

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

bool loadCompileCommands(const std::string &DirOrFile,
                         std::vector<CompileCommand> &Out, std::string &Error) {
  Out.clear();
  if (!fs::exists(DirOrFile)) {
    Error = DirOrFile + ": no such file or directory";
    return false;
  }
  std::string Path = DirOrFile;
  if (fs::is_directory(DirOrFile)) {
    llvm::SmallString<256> P(DirOrFile);
    path::append(P, "compile_commands.json");
    Path = std::string(P);
    if (!fs::exists(Path)) {
      Error = Path + ": no such file (configure the project with "
                     "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON to write it)";
      return false;
    }
  }
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  if (!Buf) {
    Error = Path + ": " + Buf.getError().message();
    return false;
  }
  // llvm::json::parse recurses per level: refuse a database nested deeper
  // than any compile database is before it can exhaust the stack.
  NestingExcess Deep = jsonNestingExcess((*Buf)->getBuffer(), MaxInputNesting);
  if (Deep.Line) {
    Error = nestingError(Path, Deep, MaxInputNesting);
    return false;
  }
  llvm::Expected<llvm::json::Value> Root =
      llvm::json::parse((*Buf)->getBuffer());
  if (!Root) {
    // "[LINE:COL, byte=N]: message" becomes "PATH:LINE:COL: invalid JSON:
    // message" (the parser's column is just past the character it stopped
    // at, which is that character's column counted from 1).
    std::string Msg = llvm::toString(Root.takeError());
    StringRef M(Msg);
    size_t Close = M.find("]: ");
    auto [Line, Col] = M.slice(1, Close).split(',').first.split(':');
    unsigned L = 0, C = 0;
    if (M.starts_with("[") && Close != StringRef::npos &&
        !Line.getAsInteger(10, L) && !Col.getAsInteger(10, C)) {
      Error = Path + ":" + std::to_string(L) + ":" + std::to_string(C) +
              ": invalid JSON: " + M.drop_front(Close + 3).str();
    } else {
      Error = Path + ": invalid JSON: " + Msg;
    }
    return false;
  }
  const llvm::json::Array *Entries = Root->getAsArray();
  if (!Entries) {
    Error = Path + ": expected an array of compile commands";
    return false;
  }
  llvm::SmallString<256> DbDir(path::parent_path(Path));
  fs::make_absolute(DbDir);
  path::remove_dots(DbDir, /*remove_dot_dot=*/true);

  std::vector<CompileCommand> Result;
  for (size_t I = 0; I < Entries->size(); ++I) {
    std::string Where = Path + ": entry " + std::to_string(I + 1);
    const llvm::json::Object *O = (*Entries)[I].getAsObject();
    if (!O) {
      Error = Where + ": expected an object";
      return false;
    }
    std::optional<StringRef> File = O->getString("file");
    if (!File || File->empty()) {
      Error = Where + ": \"file\" is missing or not a string";
      return false;
    }
    Where += " (" + File->str() + ")";
    std::optional<StringRef> Dir = O->getString("directory");
    if (!Dir || Dir->empty()) {
      Error = Where + ": \"directory\" is missing or not a string";
      return false;
    }
    std::vector<std::string> Argv;
    if (const llvm::json::Value *Args = O->get("arguments")) {
      const llvm::json::Array *A = Args->getAsArray();
      if (!A) {
        Error = Where + ": \"arguments\" is not an array of strings";
        return false;
      }
      for (const llvm::json::Value &V : *A) {
        std::optional<StringRef> S = V.getAsString();
        if (!S) {
          Error = Where + ": \"arguments\" is not an array of strings";
          return false;
        }
        Argv.push_back(S->str());
      }
    } else if (const llvm::json::Value *Cmd = O->get("command")) {
      std::optional<StringRef> S = Cmd->getAsString();
      if (!S) {
        Error = Where + ": \"command\" is not a string";
        return false;
      }
      if (char Quote = unclosedQuote(*S)) {
        Error = Where + ": \"command\" has an unclosed " +
                (Quote == '"' ? "double" : "single") + " quote";
        return false;
      }
      Argv = splitCommandLine(*S);
    } else {
      Error = Where + ": needs \"arguments\" or \"command\"";
      return false;
    }
    if (Argv.empty()) {
      Error = Where + ": the command is empty";
      return false;
    }
    Result.push_back(
        translateCommand(Argv, normalizePath(*Dir, DbDir), File->str()));
  }
  Out = std::move(Result);
  return true;
}

const CompileCommand *
findCompileCommand(const std::vector<CompileCommand> &Commands,
                   const std::string &Path) {
  std::string Abs = normalizePath(Path, currentDirectory());
  for (const CompileCommand &C : Commands)
    if (C.File == Abs)
      return &C;
  llvm::SmallString<256> Real;
  if (fs::real_path(Abs, Real))
    return nullptr;
  for (const CompileCommand &C : Commands) {
    llvm::SmallString<256> R;
    if (!fs::real_path(C.File, R) && R == Real)
      return &C;
  }
  return nullptr;
}

const CompileCommand *
inferCompileCommand(const std::vector<CompileCommand> &Commands,
                    const std::string &Path) {
  std::string Abs = normalizePath(Path, currentDirectory());
  StringRef Dir = llvm::sys::path::parent_path(Abs);
  StringRef Stem = llvm::sys::path::stem(Abs);
  // Shared leading directory components of Dir and another directory.
  auto Shared = [&](StringRef Other) {
    unsigned N = 0;
    auto A = llvm::sys::path::begin(Dir), AE = llvm::sys::path::end(Dir);
    auto B = llvm::sys::path::begin(Other), BE = llvm::sys::path::end(Other);
    for (; A != AE && B != BE && *A == *B; ++A, ++B)
      ++N;
    return N;
  };
  const CompileCommand *Best = nullptr;
  std::tuple<unsigned, bool, bool> BestScore{0, false, false};
  for (const CompileCommand &C : Commands) {
    StringRef File(C.File);
    std::tuple<unsigned, bool, bool> Score{
        Shared(llvm::sys::path::parent_path(File)),
        llvm::sys::path::stem(File) == Stem, File.ends_with(".cu")};
    if (!Best || Score > BestScore) {
      Best = &C;
      BestScore = Score;
    }
  }
  return Best;
}

std::string selectArch(const std::vector<std::string> &Archs,
                       const std::string &Preferred) {
  if (Archs.empty() ||
      std::find(Archs.begin(), Archs.end(), Preferred) != Archs.end())
    return Preferred;
  unsigned Want = archNumber(Preferred);
  // Of two architectures with the same number, the plain one runs on more
  // GPUs than the arch-specific "a" one.
  auto Better = [](StringRef A, unsigned NA, StringRef B, unsigned NB,
                   bool Higher) {
    if (NA != NB)
      return Higher ? NA > NB : NA < NB;
    return archHasSuffix(B) && !archHasSuffix(A);
  };
  std::string Best, Lowest;
  for (const std::string &A : Archs) {
    unsigned N = archNumber(A);
    if (N <= Want &&
        (Best.empty() || Better(A, N, Best, archNumber(Best), true)))
      Best = A;
    if (Lowest.empty() || Better(A, N, Lowest, archNumber(Lowest), false))
      Lowest = A;
  }
  return Best.empty() ? Lowest : Best;
}

} // namespace roofline
