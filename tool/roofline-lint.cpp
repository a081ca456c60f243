//===- roofline-lint.cpp - Static roofline analysis of CUDA kernels -------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Driver/Driver.h"

#include <cstdlib>
#include <iostream>

int main(int Argc, const char **Argv) {
  int Code = roofline::runDriver(Argc, Argv, std::cout, std::cerr);
  if (roofline::analysisLeftBehind()) {
    std::cout.flush();
    std::cerr.flush();
    std::_Exit(Code);
  }
  return Code;
}
