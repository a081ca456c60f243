//===- Errors.cpp - How a stage says it failed ----------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Errors.h"

namespace roofline {

char ComputationError::ID = 0;

ComputationError::Kind takeComputationError(llvm::Error Err,
                                            std::string &Message) {
  ComputationError::Kind K = ComputationError::Internal;
  llvm::handleAllErrors(
      std::move(Err),
      [&](const ComputationError &E) {
        K = E.kind();
        Message = E.message();
      },
      [&](const llvm::ErrorInfoBase &E) { Message = E.message(); });
  return K;
}

} // namespace roofline
