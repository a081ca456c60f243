//===- roofline-lint.cpp - Static roofline analysis of CUDA kernels -------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Driver/Driver.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

int main(int Argc, const char **Argv) {
  llvm::raw_fd_ostream &Out = llvm::outs(), &Err = llvm::errs();
  int Code = roofline::runDriver(Argc, Argv, Out, Err);
  Out.flush();
  // A report that could not be written was reported (exit 4); what else
  // could not (--help, a list) ends the run quietly, not with LLVM's fatal
  // error from the streams' destructors.
  Out.clear_error();
  Err.clear_error();
  if (roofline::analysisLeftBehind())
    std::_Exit(Code);
  return Code;
}
