//===- FuzzCheck.h - Properties the fuzz targets check ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// FUZZ_CHECK(Cond, What): a property of a parser's result, documented in its
// header. When it does not hold, the input is as much a finding as a crash:
// print what failed and abort, and libFuzzer keeps the input as crash-*.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_FUZZ_FUZZCHECK_H
#define ROOFLINE_FUZZ_FUZZCHECK_H

#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(Cond, What)                                                 \
  do {                                                                         \
    if (!(Cond)) {                                                             \
      std::fprintf(stderr, "%s:%d: property failed: %s (%s)\n", __FILE__,      \
                   __LINE__, #Cond, What);                                     \
      std::abort();                                                            \
    }                                                                          \
  } while (false)

#endif // ROOFLINE_FUZZ_FUZZCHECK_H
