//===- ParseDiagnostics.h - What Clang says while parsing -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Frontend: the #includes skipped because they cannot be
// found, and Clang's diagnostics printed clang-style with the errors kept for
// the report (ParseDiagnostics.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_FRONTEND_PARSEDIAGNOSTICS_H
#define ROOFLINE_LIB_FRONTEND_PARSEDIAGNOSTICS_H

#include "roofline/Frontend/Frontend.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/Support/raw_ostream.h"

#include <set>
#include <string>
#include <vector>

namespace roofline {

/// Skips #includes that cannot be found, saying so once per name.
class SkipMissingIncludes : public clang::PPCallbacks {
public:
  SkipMissingIncludes(llvm::raw_ostream &OS, std::set<std::string> &Seen)
      : OS(OS), Seen(Seen) {}
  bool FileNotFound(llvm::StringRef FileName) override {
    say(OS, Seen, FileName);
    return true;
  }
  /// The warning, once per name.
  static void say(llvm::raw_ostream &OS, std::set<std::string> &Seen,
                  llvm::StringRef FileName) {
    if (Seen.insert(FileName.str()).second)
      OS << "roofline-lint: warning: '" << FileName
         << "' not found; #include skipped (pass -I after -- if kernels need "
            "it)\n";
  }

private:
  llvm::raw_ostream &OS;
  std::set<std::string> &Seen;
};

/// Prints Clang's diagnostics clang-style and remembers where the errors are,
/// so that a kernel whose body holds one is reported as not analyzed (Clang
/// drops some erroneous statements from the AST entirely).
class ErrorRecorder : public clang::TextDiagnosticPrinter {
public:
  using clang::TextDiagnosticPrinter::TextDiagnosticPrinter;
  std::vector<clang::SourceLocation> Errors;
  /// The first errors, resolved for the report.
  std::vector<ParseError> First;
  /// A kernel launch in device code needs relocatable device code.
  bool NeedsRdc = false;
  /// Clang stopped at -ferror-limit (its "too many errors" is not counted).
  bool LimitReached = false;
  /// Clang refused the precompiled prelude (a PCH error): the file is
  /// parsed again without it.
  bool PreludeRefused = false;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;
};

} // namespace roofline

#endif
