//===- DidYouMean.h - Suggestions for misspelled names ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// "did you mean 'roofline-memory-bound'?" for a misspelled id in a NOLINT
// comment, a checks: entry, --explain, and for a misspelled key of
// .roofline-lint.yaml.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LINT_DIDYOUMEAN_H
#define ROOFLINE_LINT_DIDYOUMEAN_H

#include <string>
#include <vector>

namespace roofline {

/// The candidate closest to Text by edit distance, if it is close enough
/// (at most a third of Text's length, rounded up); ties go to the earlier
/// candidate. Empty when none is.
std::string closestMatch(const std::string &Text,
                         const std::vector<std::string> &Candidates);

/// The finding or assumption id closest to Text; for a pattern (ending in
/// `*`), the closest pattern that matches some id ("roofline-unknown-*").
std::string suggestDiagId(const std::string &Text);

/// " did you mean 'X'?" or "": the tail of a message about an unknown id.
std::string didYouMeanDiagId(const std::string &Text);

} // namespace roofline

#endif // ROOFLINE_LINT_DIDYOUMEAN_H
