//===- Escape.h - Characters a format cannot carry as they are --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// What the formats share to escape their text: GitHub's workflow commands
// percent-encode a few characters, a markdown table cell escapes the column
// bar and keeps to one line. Private to lib/Report.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_REPORT_ESCAPE_H
#define ROOFLINE_LIB_REPORT_ESCAPE_H

#include <initializer_list>
#include <string>
#include <utility>

namespace roofline {

/// S with each character that Replacements names replaced by its text, the
/// others kept: replaceChars("a|b", {{'|', "\\|"}}) is "a\|b".
inline std::string replaceChars(
    const std::string &S,
    std::initializer_list<std::pair<char, const char *>> Replacements) {
  std::string R;
  for (char C : S) {
    const char *With = nullptr;
    for (const auto &[From, To] : Replacements)
      if (C == From)
        With = To;
    if (With)
      R += With;
    else
      R += C;
  }
  return R;
}

} // namespace roofline

#endif // ROOFLINE_LIB_REPORT_ESCAPE_H
