//===- Nesting.h - How deep a JSON or YAML text nests -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// LLVM's JSON and YAML parsers recurse once per level of nesting, so a file
// nested tens of thousands deep overflows the stack before they can report
// an error. These scans run first, without recursion, and let a reader refuse
// such a file with a one-line error. Files roofline-lint reads nest a few
// levels; MaxInputNesting leaves a wide margin.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_NESTING_H
#define ROOFLINE_SUPPORT_NESTING_H

#include <cstddef>
#include <string>
#include <string_view>

namespace roofline {

/// The deepest nesting roofline-lint accepts in a compile database or a
/// configuration file (docs/CommandLine.md, "Limits").
inline constexpr unsigned MaxInputNesting = 200;

struct NestingExcess {
  unsigned Line = 0;   // 1-based line where the nesting first exceeds the limit
  unsigned Column = 0; // 1-based
};

/// Where the arrays and objects of a JSON text first nest deeper than Limit
/// (brackets inside strings do not count); Line 0 when they never do.
NestingExcess jsonNestingExcess(std::string_view Text, unsigned Limit);

/// Where a YAML text first nests deeper than Limit, counting flow brackets,
/// block indentation levels and the "- " entries that open a line, an upper
/// bound on the depth of the nodes the parser builds; Line 0 when it never
/// does.
NestingExcess yamlNestingExcess(std::string_view Text, unsigned Limit);

/// "PATH:LINE:COL: nested deeper than LIMIT levels", the one-line error for
/// a text whose excess E the scans above found.
std::string nestingError(const std::string &Path, const NestingExcess &E,
                         unsigned Limit);

} // namespace roofline

#endif // ROOFLINE_SUPPORT_NESTING_H
