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
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <set>
#include <string>
#include <vector>

namespace roofline {

/// Skips #includes that cannot be found and hands each, with where it was
/// written ("common.h:5": the includer's file name and line), to missing().
class MissingIncludeCallbacks : public clang::PPCallbacks {
public:
  explicit MissingIncludeCallbacks(const clang::SourceManager &SM) : SM(SM) {}
  bool FileNotFound(llvm::StringRef FileName) override {
    Pending = FileName.str();
    return true;
  }
  void InclusionDirective(clang::SourceLocation HashLoc, const clang::Token &,
                          llvm::StringRef FileName, bool,
                          clang::CharSourceRange, clang::OptionalFileEntryRef,
                          llvm::StringRef, llvm::StringRef,
                          const clang::Module *, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    if (Pending.empty() || FileName != Pending)
      return;
    std::string Where;
    clang::PresumedLoc P = SM.getPresumedLoc(HashLoc);
    if (P.isValid())
      Where = llvm::sys::path::filename(P.getFilename()).str() + ":" +
              std::to_string(P.getLine());
    missing(missingEntry(Pending, Where));
    Pending.clear();
  }
  /// "NAME\tWHERE": how a skipped #include is kept (and cached).
  static std::string missingEntry(const std::string &Name,
                                  const std::string &Where) {
    return Where.empty() ? Name : Name + "\t" + Where;
  }
  /// The name of an entry.
  static std::string missingName(const std::string &Entry) {
    return Entry.substr(0, Entry.find('\t'));
  }

protected:
  virtual void missing(const std::string &Entry) = 0;
  const clang::SourceManager &sourceManager() const { return SM; }

private:
  const clang::SourceManager &SM;
  std::string Pending;
};

/// Skips #includes that cannot be found, saying so once per name.
class SkipMissingIncludes : public MissingIncludeCallbacks {
public:
  SkipMissingIncludes(const clang::SourceManager &SM, llvm::raw_ostream &OS,
                      std::set<std::string> &Seen)
      : MissingIncludeCallbacks(SM), OS(OS), Seen(Seen) {}
  /// The warning, once per name: `'omp.h' not found; #include at
  /// common.h:5 skipped (...)`.
  static void say(llvm::raw_ostream &OS, std::set<std::string> &Seen,
                  const std::string &Entry) {
    std::string Name = missingName(Entry);
    if (!Seen.insert(Name).second)
      return;
    size_t Tab = Entry.find('\t');
    OS << "roofline-lint: warning: '" << Name << "' not found; #include "
       << (Tab == std::string::npos ? "" : "at " + Entry.substr(Tab + 1) + " ")
       << "skipped (pass -I after -- if kernels need it)\n";
  }

protected:
  void missing(const std::string &Entry) override { say(OS, Seen, Entry); }

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
