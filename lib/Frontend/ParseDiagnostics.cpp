//===- ParseDiagnostics.cpp - What Clang says while parsing ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "ParseDiagnostics.h"

#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/DiagnosticSerialization.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallString.h"

using namespace clang;

namespace roofline {

void ErrorRecorder::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                     const Diagnostic &Info) {
  if (Level >= DiagnosticsEngine::Error &&
      Info.getID() >= diag::DIAG_START_SERIALIZATION &&
      Info.getID() < diag::DIAG_START_LEX)
    PreludeRefused = true;
  if (Info.getID() == diag::fatal_too_many_errors) {
    LimitReached = true;
    // Printed, but neither counted nor recorded as the file's error.
    TextDiagnosticPrinter::HandleDiagnostic(DiagnosticsEngine::Note, Info);
    return;
  }
  TextDiagnosticPrinter::HandleDiagnostic(Level, Info);
  if (Level < DiagnosticsEngine::Error)
    return;
  if (Info.getID() == diag::err_cuda_device_kernel_launch_require_rdc)
    NeedsRdc = true;
  SourceLoc Where;
  if (Info.getLocation().isValid() && Info.hasSourceManager()) {
    const SourceManager &SM = Info.getSourceManager();
    SourceLocation L = SM.getExpansionLoc(Info.getLocation());
    Errors.push_back(L);
    PresumedLoc P = SM.getPresumedLoc(L);
    if (P.isValid())
      Where = {P.getFilename(), P.getLine(), P.getColumn()};
  }
  if (First.size() >= 3)
    return;
  ParseError E;
  E.Loc = Where;
  llvm::SmallString<128> Text;
  Info.FormatDiagnostic(Text);
  E.Message = std::string(Text);
  if (Info.getID() == diag::err_shared_var_init)
    E.Kind = ParseError::SharedInit;
  else if (Info.getID() == diag::err_cuda_device_kernel_launch_require_rdc)
    E.Kind = ParseError::DeviceSideLaunch;
  else if (Info.getID() == diag::err_pp_file_not_found)
    E.Kind = ParseError::MissingHeader;
  else if (llvm::StringRef(E.Message).contains("'texture'") ||
           llvm::StringRef(E.Message).contains("'surface'"))
    E.Kind = ParseError::TextureReference;
  First.push_back(std::move(E));
}

} // namespace roofline
