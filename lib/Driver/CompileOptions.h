//===- CompileOptions.h - nvcc's and GNU's option grammars ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Driver: what the translation of a compile command to Clang
// arguments reads (CommandTranslation.cpp): the two option tables, matching
// a token against them, architectures, and paths.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_DRIVER_COMPILEOPTIONS_H
#define ROOFLINE_LIB_DRIVER_COMPILEOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace roofline {
namespace compdb {

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

/// nvcc's options with a value (nvcc --help, CUDA 13), and the GNU grammar's
/// (clang, gcc) kept or dropped with a separate value.
llvm::ArrayRef<OptionSpec> nvccOptions();
llvm::ArrayRef<OptionSpec> gnuOptions();

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
                  const std::vector<std::string> &Toks, size_t I);
std::string joinTokens(const std::vector<std::string> &Toks, size_t I,
                       size_t N);
/// ccache, sccache, distcc, icecc, buildcache.
bool isLauncher(llvm::StringRef Argv0);
/// nvcc itself, and wrappers named after it (Kokkos' nvcc_wrapper).
bool isNvcc(llvm::StringRef Argv0);

/// P made absolute against Base (when relative) without "." and "..".
std::string normalizePath(llvm::StringRef P, llvm::StringRef Base);
std::string currentDirectory();
/// nvcc's list values: split at commas, except where a backslash escapes one
/// ("-DPAIR=1\,2" is one definition). Empty items are skipped.
std::vector<std::string> splitNvccList(llvm::StringRef V);
/// The Clang name of an nvcc or Clang architecture: sm_NN, compute_NN and
/// lto_NN all name sm_NN; the arch-specific suffix "a" is kept, the family
/// suffix "f" is dropped. None for native, all, all-major or anything else.
std::optional<std::string> clangArch(llvm::StringRef V);
unsigned archNumber(llvm::StringRef Arch);
bool archHasSuffix(llvm::StringRef Arch);
/// A directory of a CUDA SDK's own headers (<sdk>/include or
/// <sdk>/targets/<triple>/include).
bool isCudaSdkIncludeDir(llvm::StringRef Dir);

} // namespace compdb
} // namespace roofline

#endif
