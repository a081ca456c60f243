//===- Take.h - A loader's result, as a test reads it -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Loaders return llvm::Expected or llvm::Error (roofline/Support/Errors.h).
// A test takes the value into Out, or the one-line message into Error, and
// checks either: `ASSERT_TRUE(take(loadConfig(Path), C, Error)) << Error;`.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TEST_UNIT_TAKE_H
#define ROOFLINE_TEST_UNIT_TAKE_H

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <utility>

namespace roofline::test {

/// True with V's value in Out; false with its message in Error.
template <typename T, typename U>
bool take(llvm::Expected<T> V, U &Out, std::string &Error) {
  if (!V) {
    Error = llvm::toString(V.takeError());
    return false;
  }
  Out = std::move(*V);
  return true;
}

/// V's value, or nothing with its message in Error.
template <typename T>
std::optional<T> value(llvm::Expected<T> V, std::string &Error) {
  if (!V) {
    Error = llvm::toString(V.takeError());
    return std::nullopt;
  }
  return std::move(*V);
}

/// True on success; false with E's message in Error.
inline bool take(llvm::Error E, std::string &Error) {
  if (E) {
    Error = llvm::toString(std::move(E));
    return false;
  }
  return true;
}

} // namespace roofline::test

#endif
