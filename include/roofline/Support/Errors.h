//===- Errors.h - How a stage says it failed --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One error model: a loader or a stage that can fail returns llvm::Expected
// (or llvm::Error), whose message is the one line the Driver prints after
// "roofline-lint: error: " (docs/Architecture.md, "Errors").
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_ERRORS_H
#define ROOFLINE_SUPPORT_ERRORS_H

#include "llvm/Support/Error.h"

#include <string>

namespace roofline {

/// An error whose message is Message, one line.
inline llvm::Error makeError(const std::string &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

/// What Load, a loader of the form `bool Load(T &Out, std::string &Error)`,
/// fills in, or its one-line error.
template <typename T, typename LoadFn> llvm::Expected<T> loaded(LoadFn Load) {
  T Out;
  std::string Error;
  if (!Load(Out, Error))
    return makeError(Error);
  return Out;
}

} // namespace roofline

#endif // ROOFLINE_SUPPORT_ERRORS_H
