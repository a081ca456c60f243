//===- NumberText.cpp - Numbers as text, one place ------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/NumberText.h"

#include <fmt/format.h>

namespace roofline {

std::string fixedText(double V, int Digits) {
  return fmt::format("{:.{}f}", V, Digits);
}

std::string generalText(double V, int Digits) {
  return fmt::format("{:.{}g}", V, Digits);
}

std::string signedFixedText(double V, int Digits) {
  return fmt::format("{:+.{}f}", V, Digits);
}

std::string hexText(uint64_t V, int Width) {
  return fmt::format("{:0{}x}", V, Width);
}

} // namespace roofline
