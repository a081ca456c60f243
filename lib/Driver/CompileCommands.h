//===- CompileCommands.h - Compile databases as Clang arguments -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Reads a compile database (compile_commands.json, as CMake writes it with
// -DCMAKE_EXPORT_COMPILE_COMMANDS=ON) and turns each entry's command line,
// whether it runs nvcc, clang or gcc, into what roofline-lint gives Clang:
// the flags that change what the preprocessor sees (include paths, macros,
// forced includes, the C++ standard) and the GPU architectures the entry
// builds for. Everything else is dropped and listed, so that -v can show it.
// The rules are documented in docs/CompileDatabase.md.
//
// Only LLVM Support (command-line tokenizing, paths) and nlohmann_json (the
// database itself) are used; nothing here knows Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_DRIVER_COMPILECOMMANDS_H
#define ROOFLINE_LIB_DRIVER_COMPILECOMMANDS_H

#include "roofline/Support/Errors.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace roofline {

/// One entry of a compile database, translated for Clang.
struct CompileCommand {
  /// The source file, absolute and normalized (no "." or ".." components).
  std::string File;
  /// The entry's working directory, absolute and normalized; relative paths
  /// in the command are resolved against it.
  std::string Directory;
  /// The compiler as written (the first argument after a launcher such as
  /// ccache or sccache).
  std::string Compiler;
  /// The kept flags, translated for Clang, in the order they take effect:
  /// "-I<dir>", "-isystem" "<dir>", "-iquote" "<dir>", "-idirafter" "<dir>"
  /// (directories absolute), "-D<macro>", "-U<macro>", "-include" "<file>",
  /// "-imacros" "<file>", "-std=<standard>". Architectures are not among
  /// them (the frontend parses for exactly one): see Archs and selectArch.
  std::vector<std::string> Args;
  /// Every argument that was not kept, as written; an option and its
  /// separate value form one element ("-o CMakeFiles/k.dir/k.cu.o").
  std::vector<std::string> Dropped;
  /// The GPU architectures the entry builds code for, as Clang's
  /// --cuda-gpu-arch names them ("sm_80", "sm_90a"), in the order they first
  /// appear, without duplicates. Empty when the command names none (nvcc's
  /// default, or -arch=native/all/all-major, which cannot be known here).
  std::vector<std::string> Archs;
  /// The CUDA SDK the command names: the root of an nvcc given by path
  /// (<root>/bin/nvcc), or Clang's --cuda-path. Empty when it names none;
  /// not checked for existence, and not part of Args.
  std::string CudaPath;
};

/// Splits a command string the way a POSIX shell would (quotes, backslash
/// escapes), as the compile database specification asks.
std::vector<std::string> splitCommandLine(llvm::StringRef Command);

/// The quote character a POSIX shell would still be inside of at the end of
/// Command (no escapes within single quotes, a backslash escapes the next
/// character elsewhere), or 0 when every quote is closed. A database entry's
/// "command" with an unclosed quote is an error, not one long argument.
char unclosedQuote(llvm::StringRef Command);

/// Loads DirOrFile/compile_commands.json, or DirOrFile itself when it is a
/// file, and translates every entry with translateCommand. A relative
/// "directory" is taken relative to the database's own folder. A one-line
/// error ("PATH: what is wrong") on a missing file, invalid JSON, or an
/// entry without "file", "directory", or "arguments"/"command".
llvm::Expected<std::vector<CompileCommand>>
loadCompileCommands(const std::string &DirOrFile);

/// Translates one command line: Argv[0] is the compiler (nvcc, clang++, g++,
/// possibly after a launcher), Directory the working directory (made
/// absolute against the current directory when relative) and File the
/// source file (relative to Directory when relative).
CompileCommand translateCommand(const std::vector<std::string> &Argv,
                                const std::string &Directory,
                                const std::string &File);

/// The first command whose File is Path (absolute, or relative to the
/// current directory), comparing normalized paths and then real paths, so
/// that a symbolic link finds its target's entry. Null when none matches.
const CompileCommand *
findCompileCommand(const std::vector<CompileCommand> &Commands,
                   const std::string &Path);

/// For a file the database has no entry for (a header, a file added since
/// the build was configured): the entry whose flags it most likely builds
/// with, as clangd and clang-tidy infer them: the longest common directory
/// prefix, then the same stem (k.cuh and k.cu), then a CUDA source over
/// another language, then the first. Null for an empty database.
const CompileCommand *
inferCompileCommand(const std::vector<CompileCommand> &Commands,
                    const std::string &Path);

/// The architecture to parse a command for when the kernels run on a GPU of
/// architecture Preferred ("sm_89"): Preferred itself when Archs is empty or
/// lists it; otherwise the code the CUDA runtime would load on that GPU, the
/// highest listed architecture not above Preferred; otherwise (every listed
/// architecture is newer than the GPU) the lowest listed one.
std::string selectArch(const std::vector<std::string> &Archs,
                       const std::string &Preferred);

} // namespace roofline

#endif // ROOFLINE_LIB_DRIVER_COMPILECOMMANDS_H
