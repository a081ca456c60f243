//===- roofline-lint.cpp - Static roofline analysis of CUDA kernels -------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Driver/Driver.h"

#include <iostream>

int main(int Argc, const char **Argv) {
  return roofline::runDriver(Argc, Argv, std::cout, std::cerr);
}
