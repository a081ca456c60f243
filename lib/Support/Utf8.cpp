//===- Utf8.cpp - Text a structured format can carry ----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Utf8.h"

#include <cstddef>

namespace roofline {

namespace {

/// The length of the well-formed sequence at S[I], or 0 when the bytes there
/// are not one (Unicode 15, table 3-7).
std::size_t sequenceLength(std::string_view S, std::size_t I) {
  auto Byte = [&](std::size_t K) {
    return static_cast<unsigned char>(S[I + K]);
  };
  unsigned char B0 = Byte(0);
  if (B0 < 0x80)
    return 1;
  std::size_t Len;
  unsigned char Lo = 0x80, Hi = 0xBF; // the range of the second byte
  if (B0 >= 0xC2 && B0 <= 0xDF)
    Len = 2;
  else if (B0 >= 0xE0 && B0 <= 0xEF) {
    Len = 3;
    if (B0 == 0xE0)
      Lo = 0xA0; // overlong
    else if (B0 == 0xED)
      Hi = 0x9F; // surrogates
  } else if (B0 >= 0xF0 && B0 <= 0xF4) {
    Len = 4;
    if (B0 == 0xF0)
      Lo = 0x90; // overlong
    else if (B0 == 0xF4)
      Hi = 0x8F; // above U+10FFFF
  } else
    return 0;
  if (I + Len > S.size())
    return 0;
  if (Byte(1) < Lo || Byte(1) > Hi)
    return 0;
  for (std::size_t K = 2; K < Len; ++K)
    if (Byte(K) < 0x80 || Byte(K) > 0xBF)
      return 0;
  return Len;
}

} // namespace

bool isValidUtf8(std::string_view S) {
  for (std::size_t I = 0; I < S.size();) {
    std::size_t Len = sequenceLength(S, I);
    if (Len == 0)
      return false;
    I += Len;
  }
  return true;
}

std::string validUtf8(std::string_view S) {
  if (isValidUtf8(S))
    return std::string(S);
  std::string R;
  R.reserve(S.size() + 8);
  for (std::size_t I = 0; I < S.size();) {
    std::size_t Len = sequenceLength(S, I);
    if (Len == 0) {
      R += "\xEF\xBF\xBD";
      ++I;
      continue;
    }
    R.append(S.substr(I, Len));
    I += Len;
  }
  return R;
}

} // namespace roofline
