//===- Utf8Test.cpp - Ill-formed UTF-8 becomes U+FFFD ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Utf8.h"

#include <gtest/gtest.h>

#include <string>

using namespace roofline;

namespace {

const std::string Replacement = "\xEF\xBF\xBD";

TEST(Utf8, WellFormedTextIsKept) {
  for (std::string S : {"", "plain ascii", "caf\xC3\xA9", "\xE2\x82\xAC 1",
                        "\xF0\x9F\x98\x80", "\xF4\x8F\xBF\xBF"}) {
    EXPECT_TRUE(isValidUtf8(S)) << S;
    EXPECT_EQ(validUtf8(S), S);
  }
}

TEST(Utf8, Latin1ByteIsReplaced) {
  EXPECT_FALSE(isValidUtf8("caf\xE9"));
  EXPECT_EQ(validUtf8("caf\xE9.cu"), "caf" + Replacement + ".cu");
}

TEST(Utf8, EachByteOfABrokenSequenceIsReplaced) {
  // A stray continuation byte, and a three-byte lead cut short by ASCII.
  EXPECT_EQ(validUtf8("a\x80z"), "a" + Replacement + "z");
  EXPECT_EQ(validUtf8("\xE2\x82z"), Replacement + Replacement + "z");
  // Truncated at the end of the text.
  EXPECT_EQ(validUtf8("x\xF0\x9F"), "x" + Replacement + Replacement);
}

TEST(Utf8, OverlongSurrogateAndOutOfRangeAreIllFormed) {
  EXPECT_FALSE(isValidUtf8("\xC0\xAF"));         // overlong '/'
  EXPECT_FALSE(isValidUtf8("\xE0\x80\xAF"));     // overlong, three bytes
  EXPECT_FALSE(isValidUtf8("\xED\xA0\x80"));     // U+D800
  EXPECT_FALSE(isValidUtf8("\xF4\x90\x80\x80")); // U+110000
  EXPECT_FALSE(isValidUtf8("\xFF"));
  EXPECT_TRUE(isValidUtf8("\xED\x9F\xBF")); // U+D7FF, just below
}

} // namespace
