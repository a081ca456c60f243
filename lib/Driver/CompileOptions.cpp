//===- CompileOptions.cpp - nvcc's and GNU's option grammars --------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

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
namespace compdb {

using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

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

} // namespace

llvm::ArrayRef<OptionSpec> nvccOptions() { return NvccOptions; }
llvm::ArrayRef<OptionSpec> gnuOptions() { return GnuOptions; }

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

} // namespace compdb
} // namespace roofline
