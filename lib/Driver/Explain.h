//===- Explain.h - --explain ID ---------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_DRIVER_EXPLAIN_H
#define ROOFLINE_DRIVER_EXPLAIN_H

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace roofline {

/// Prints the page of diagnostic Id (docs/diagnostics/<id>.md, compiled
/// into the binary) and returns 0; for an unknown id, one line on Err with
/// the closest id, and 2.
int explainDiagnostic(const std::string &Id, llvm::raw_ostream &Out,
                      llvm::raw_ostream &Err);

} // namespace roofline

#endif // ROOFLINE_DRIVER_EXPLAIN_H
