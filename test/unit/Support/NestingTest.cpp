//===- NestingTest.cpp - How deep JSON and YAML texts nest ----------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/Nesting.h"

#include <gtest/gtest.h>

#include <string>

using namespace roofline;

namespace {

TEST(JsonNesting, WithinTheLimitIsFine) {
  EXPECT_EQ(jsonNestingExcess(R"([{"a": [1, {"b": []}]}])", 5).Line, 0u);
  EXPECT_EQ(jsonNestingExcess(R"([{"a": [1, {"b": []}]}])", 4).Line, 1u);
  EXPECT_EQ(
      jsonNestingExcess(std::string(200, '[') + std::string(200, ']'), 200)
          .Line,
      0u);
}

TEST(JsonNesting, PointsAtTheFirstBracketPastTheLimit) {
  NestingExcess E = jsonNestingExcess("[\n [\n  [[", 3);
  EXPECT_EQ(E.Line, 3u);
  EXPECT_EQ(E.Column, 4u);
}

TEST(JsonNesting, BracketsInStringsDoNotCount) {
  EXPECT_EQ(jsonNestingExcess(R"(["[[[[", "\"[[[[", {"k": "{{{{"}])", 2).Line,
            0u);
}

TEST(JsonNesting, ClosingBracketsLowerTheDepth) {
  // Many siblings, each one level deep, never nest.
  std::string Siblings = "[";
  for (int I = 0; I < 1000; ++I)
    Siblings += "[],";
  Siblings += "[]]";
  EXPECT_EQ(jsonNestingExcess(Siblings, 2).Line, 0u);
}

TEST(YamlNesting, FlowCollections) {
  EXPECT_EQ(yamlNestingExcess(std::string(50000, '['), 200).Line, 1u);
  EXPECT_EQ(yamlNestingExcess("checks: {a: [1, 2]}\n", 200).Line, 0u);
  // Brackets in quotes and comments open nothing.
  EXPECT_EQ(yamlNestingExcess("a: '[[[['\nb: \"{{{{\" # [[[[\n", 3).Line, 0u);
}

TEST(YamlNesting, BlockIndentationAndSequenceEntries) {
  EXPECT_EQ(yamlNestingExcess("a:\n  b:\n    c: 1\n  d: 2\n", 3).Line, 0u);
  EXPECT_EQ(yamlNestingExcess("a:\n  b:\n    c:\n      d: 1\n", 3).Line, 4u);
  // "- - - x" nests a sequence per dash.
  EXPECT_EQ(yamlNestingExcess("- - - - x\n", 3).Line, 1u);
  EXPECT_EQ(yamlNestingExcess("- - x\n", 3).Line, 0u);
  // Dedenting closes levels.
  std::string Siblings;
  for (int I = 0; I < 500; ++I)
    Siblings += "k" + std::to_string(I) + ":\n  v: 1\n";
  EXPECT_EQ(yamlNestingExcess(Siblings, 2).Line, 0u);
}

} // namespace
