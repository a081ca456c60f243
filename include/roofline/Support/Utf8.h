//===- Utf8.h - Text a structured format can carry ---------------*- C++
//-*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Paths and source comments are bytes; JSON, SARIF, SVG and HTML are UTF-8.
// A byte that does not begin or continue a well-formed UTF-8 sequence (a
// Latin-1 "caf\xE9" in a file name or after a NOLINT) becomes U+FFFD, the
// replacement character, so the report stays well-formed.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_SUPPORT_UTF8_H
#define ROOFLINE_SUPPORT_UTF8_H

#include <string>
#include <string_view>

namespace roofline {

/// S with each byte of an ill-formed sequence (a stray continuation byte, a
/// truncated or overlong sequence, a surrogate, a code point above U+10FFFF)
/// replaced by U+FFFD; well-formed text is returned unchanged.
std::string validUtf8(std::string_view S);

/// Whether S is well-formed UTF-8.
bool isValidUtf8(std::string_view S);

} // namespace roofline

#endif // ROOFLINE_SUPPORT_UTF8_H
