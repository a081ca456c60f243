//===- CommandLineTest.cpp ------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "CommandLine.h"
#include "Outputs.h"
#include "roofline/Support/PathGlobs.h"

#include "../Take.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

TEST(CommandLineTest, ClosestMatchWithinTheEditLimit) {
  std::vector<std::string> Options = {"--format", "--fail-on", "--gpu"};
  EXPECT_EQ(closestMatch("--formt", Options), "--format");
  EXPECT_EQ(closestMatch("--fail_on", Options), "--fail-on");
  EXPECT_EQ(closestMatch("--xyzzy-plugh", Options), "");
  EXPECT_EQ(closestMatch("--format", {}), "");
}

TEST(CommandLineTest, CheckChoice) {
  EXPECT_EQ(checkChoice("--color", "always", {"auto", "always", "never"}), "");
  EXPECT_EQ(checkChoice("--color", "alway", {"auto", "always", "never"}),
            "invalid --color 'alway': expected auto, always or never; did "
            "you mean 'always'?");
  EXPECT_EQ(checkChoice("--color", "blue", {"auto", "always", "never"}),
            "invalid --color 'blue': expected auto, always or never");
}

TEST(CommandLineTest, ParseErrorsInOwnWords) {
  CLI::App App;
  std::string Format;
  unsigned Jobs = 0;
  App.add_option("--format", Format);
  App.add_option("-j,--jobs", Jobs);
  auto Describe = [&](std::vector<std::string> Args) -> std::string {
    std::vector<std::string> Reversed(Args.rbegin(), Args.rend());
    try {
      App.parse(Reversed);
    } catch (const CLI::ParseError &E) {
      return describeParseError(App, E, Args);
    }
    return "";
  };
  EXPECT_EQ(Describe({"--formt", "json"}),
            "unknown option '--formt'; did you mean '--format'?");
  EXPECT_EQ(Describe({"--format", "a", "--format", "b"}),
            "--format takes one value; give it once");
  EXPECT_EQ(Describe({"--jobs", "x"}),
            "invalid --jobs 'x': expected a whole number >= 0");
}

TEST(OutputsTest, ParseRequests) {
  OutputRequest R;
  std::string Error;
  ASSERT_TRUE(test::take(parseOutputRequest("sarif=out/r.sarif"), R, Error))
      << Error;
  EXPECT_EQ(R.Format, "sarif");
  EXPECT_EQ(R.Path, "out/r.sarif");
  ASSERT_TRUE(test::take(parseOutputRequest("json=-"), R, Error));
  EXPECT_EQ(R.Path, "-");
  // A path may hold '='.
  ASSERT_TRUE(test::take(parseOutputRequest("markdown=a=b.md"), R, Error));
  EXPECT_EQ(R.Path, "a=b.md");
  EXPECT_FALSE(test::take(parseOutputRequest("sarif"), R, Error));
  EXPECT_FALSE(test::take(parseOutputRequest("=x"), R, Error));
  EXPECT_FALSE(test::take(parseOutputRequest("json="), R, Error));
  EXPECT_FALSE(test::take(parseOutputRequest("gitlab=x"), R, Error));
  EXPECT_NE(Error.find("unknown format 'gitlab'"), std::string::npos);
}

TEST(OutputsTest, OneStdoutAndNoPathTwice) {
  std::string Error;
  EXPECT_TRUE(test::take(
      checkOutputRequests({{"text", "-"}, {"json", "a.json"}}), Error));
  EXPECT_FALSE(
      test::take(checkOutputRequests({{"text", "-"}, {"json", "-"}}), Error));
  EXPECT_FALSE(test::take(
      checkOutputRequests({{"json", "a.json"}, {"sarif", "x/../a.json"}}),
      Error));
  EXPECT_EQ(Error, "two reports to 'x/../a.json'");
}

TEST(ExcludesTest, WholePathOrTrailingComponents) {
  PathGlobs L;
  std::string Error;
  ASSERT_TRUE(test::take(L.add("dev/cuda/nccl_*", ""), Error)) << Error;
  ASSERT_TRUE(test::take(L.add("third_party/", ""), Error)) << Error;
  EXPECT_NE(L.match("dev/cuda/nccl_all_reduce.cu"), nullptr);
  EXPECT_NE(L.match("/src/llm.c/dev/cuda/nccl_all_reduce.cu"), nullptr);
  EXPECT_EQ(L.match("dev/cuda/adamw.cu"), nullptr);
  // Components, not characters: "xdev/cuda/..." is another directory.
  EXPECT_EQ(L.match("/src/xdev/cuda/nccl_all_reduce.cu"), nullptr);
  EXPECT_NE(L.match("repo/third_party/cutlass/gemm.cu"), nullptr);
  EXPECT_EQ(*L.match("third_party/x.cu"), "third_party/");
  EXPECT_FALSE(test::take(L.add("[z-a]", ""), Error));
}

TEST(ExcludesTest, ConfigurationGlobsAreRelativeToItsDirectory) {
  PathGlobs L;
  std::string Error;
  ASSERT_TRUE(test::take(L.add("gen/*.cu", "/repo"), Error)) << Error;
  EXPECT_NE(L.match("/repo/gen/k.cu"), nullptr);
  EXPECT_NE(L.match("/repo/gen/sub/k.cu"), nullptr);
  EXPECT_NE(L.match("/repo/a/gen/k.cu"), nullptr); // a trailing run
  EXPECT_EQ(L.match("/elsewhere/gen/k.cu"), nullptr);
}

} // namespace
