//===- ConfigTest.cpp -----------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Config.h"
#include "../Take.h"
#include "roofline/Lint/Lint.h"

#include "../ScratchDir.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sys/stat.h>

using roofline::test::take;

using namespace roofline;

namespace {

std::string write(const std::string &Name, const std::string &Text) {
  std::string Path = roofline::test::scratchDir() + Name;
  std::ofstream(Path) << Text;
  return Path;
}

} // namespace

TEST(ConfigTest, ReadsEveryKey) {
  std::string Path = write("full.yaml", R"(gpus: [h100-sxm, rtx-4070]
fail-on: warning
checks:
  roofline-memory-bound: error
  roofline-unknown-*: off
thresholds:
  min-percent-of-peak: 5
  min-intensity: 1.5
  max-regression-percent: 10
bind:
  N: 4096
launch:
  - "sgemm:128x128:32x32"
include-paths: [include, /abs/inc]
defines: [TILE=16]
extra-args: [-std=c++17]
)");
  Config C;
  std::string Error;
  ASSERT_TRUE(take(loadConfig(Path), C, Error)) << Error;
  EXPECT_EQ(C.Gpus, (std::vector<std::string>{"h100-sxm", "rtx-4070"}));
  EXPECT_EQ(*C.FailOn, "warning");
  ASSERT_EQ(C.Checks.size(), 2u);
  EXPECT_EQ(C.Checks[0].first, "roofline-memory-bound");
  EXPECT_EQ(C.Checks[1].second, "off");
  using Option = std::pair<std::string, double>;
  EXPECT_EQ(C.CheckOptions,
            (std::vector<Option>{
                {"roofline-low-ceiling.min-percent-of-peak", 5},
                {"roofline-low-intensity.min-intensity", 1.5},
                {"roofline-regression.max-regression-percent", 10}}));
  EXPECT_EQ(C.Bind, std::vector<std::string>{"N=4096"});
  EXPECT_EQ(C.Launch, std::vector<std::string>{"sgemm:128x128:32x32"});
  ASSERT_EQ(C.IncludePaths.size(), 2u);
  // Relative to the file's directory.
  EXPECT_EQ(C.IncludePaths[0], roofline::test::scratchDir() + "include");
  EXPECT_EQ(C.IncludePaths[1], "/abs/inc");
  EXPECT_EQ(C.Defines, std::vector<std::string>{"TILE=16"});
  EXPECT_EQ(C.ExtraArgs, std::vector<std::string>{"-std=c++17"});
}

TEST(ConfigTest, EmptyFileIsAnEmptyConfig) {
  Config C;
  std::string Error;
  ASSERT_TRUE(take(loadConfig(write("empty.yaml", "\n")), C, Error)) << Error;
  EXPECT_TRUE(C.Gpus.empty());
  EXPECT_FALSE(C.FailOn);
}

TEST(ConfigTest, ErrorsCarryFileAndLine) {
  struct Case {
    const char *Text, *Expect;
  } Cases[] = {
      {"gpus: [a]\nfail-on: sometimes\n",
       ":2:10: expected note, warning, error or never"},
      {"checks:\n  roofline-memory-bound: loud\n", ":2:26: expected a level"},
      {"thresholds:\n  min-intensity: -1\n",
       "min-intensity: expected a finite number, 0 or more"},
      {"thresholds:\n  min-percent-of-peak: 150\n",
       "min-percent-of-peak: expected a percentage from 0 to 100"},
      {"gpus: [a]\nthreshold:\n  x: 1\n", ":2:1: unknown key 'threshold'"},
      {"checks:\n  roofline-nope: error\n", "unknown check id 'roofline-nope'"},
      {"thresholds:\n  min-intensity: lots\n",
       ":2:18: invalid floating point number"},
      {"gpus: [a\n", ":"},
      {"fail_on: warning\n",
       ":1:1: unknown key 'fail_on'; did you mean 'fail-on'?"},
      {"thresholds:\n  min-intensty: 1\n",
       ":2:3: unknown key 'min-intensty'; did you mean 'min-intensity'?"},
      {"colour: never\n", ":1:1: unknown key 'colour'"},
      {"checks:\n  roofline-memry-bound: off\n",
       "unknown check id 'roofline-memry-bound'; did you mean "
       "'roofline-memory-bound'?"},
      {"checks: 'roofline-*,-roofline-memry-bound'\n",
       ":1:9: unknown check id 'roofline-memry-bound'; did you mean "
       "'roofline-memory-bound'?"},
      {"checks:\n  - roofline-*\n  - -bugprone-*\n",
       ":3:5: unknown check id 'bugprone-*' (see roofline-lint --list-checks)"},
      {"checks:\n", ": expected a map of id: level, or a string of globs"},
      {"report-unused-suppressions: sometimes\n", ":1:29: invalid boolean"},
  };
  for (const Case &C : Cases) {
    std::string Path = write("bad.yaml", C.Text);
    Config Cfg;
    std::string Error;
    EXPECT_FALSE(take(loadConfig(Path), Cfg, Error)) << C.Text;
    EXPECT_EQ(Error.rfind(Path + ":", 0), 0u) << Error;
    EXPECT_NE(Error.find(C.Expect), std::string::npos) << Error;
  }
}

TEST(ConfigTest, FoundInTheNearestParent) {
  std::string Root = roofline::test::scratchDir() + "cfgtree";
  mkdir(Root.c_str(), 0755);
  mkdir((Root + "/a").c_str(), 0755);
  mkdir((Root + "/a/b").c_str(), 0755);
  std::ofstream(Root + "/.roofline-lint.yaml") << "gpus: [x]\n";
  EXPECT_EQ(findConfigFile(Root + "/a/b"), Root + "/.roofline-lint.yaml");
  std::ofstream(Root + "/a/.roofline-lint.yaml") << "gpus: [y]\n";
  EXPECT_EQ(findConfigFile(Root + "/a/b"), Root + "/a/.roofline-lint.yaml");
  std::remove((Root + "/a/.roofline-lint.yaml").c_str());
  std::remove((Root + "/.roofline-lint.yaml").c_str());
}

TEST(ConfigTest, DidYouMeanOnlyForCloseKeys) {
  Config C;
  std::string Error;
  EXPECT_FALSE(
      take(loadConfig(write("far.yaml", "colour: never\n")), C, Error));
  EXPECT_EQ(Error.find("did you mean"), std::string::npos) << Error;
}

TEST(ConfigTest, ReportUnusedSuppressions) {
  Config C;
  std::string Error;
  ASSERT_TRUE(take(
      loadConfig(write("unused.yaml", "report-unused-suppressions: true\n")), C,
      Error))
      << Error;
  EXPECT_EQ(C.ReportUnusedSuppressions, true);
}

namespace {

std::vector<std::pair<std::string, std::string>>
checksOf(const std::string &Yaml) {
  Config C;
  std::string Error;
  EXPECT_TRUE(take(loadConfig(write("checks.yaml", Yaml)), C, Error)) << Error;
  return C.Checks;
}

using Levels = std::vector<std::pair<std::string, std::string>>;

} // namespace

TEST(ChecksGlobsTest, Parse) {
  std::vector<ChecksGlob> G;
  std::string Error;
  ASSERT_TRUE(test::take(
      parseChecksGlobs(
          " roofline-*, -roofline-memory-bound ,\n-roofline-unknown-*,", G),
      Error))
      << Error;
  ASSERT_EQ(G.size(), 3u);
  EXPECT_EQ(G[0].Pattern, "roofline-*");
  EXPECT_TRUE(G[0].Enable);
  EXPECT_EQ(G[1].Pattern, "roofline-memory-bound");
  EXPECT_FALSE(G[1].Enable);
  EXPECT_EQ(G[2].Pattern, "roofline-unknown-*");
  EXPECT_FALSE(G[2].Enable);
}

TEST(ChecksGlobsTest, UnknownGlobsAreRejected) {
  std::vector<ChecksGlob> G;
  std::string Error;
  EXPECT_FALSE(
      test::take(parseChecksGlobs("roofline-*,-roofline-unkown-*", G), Error));
  EXPECT_EQ(Error, "unknown check id 'roofline-unkown-*'; did you mean "
                   "'roofline-unknown-*'?");
  EXPECT_FALSE(test::take(parseChecksGlobs("-", G), Error));
}

TEST(ChecksGlobsTest, ADashTurnsOff) {
  EXPECT_EQ(checksOf("checks: 'roofline-*,-roofline-memory-bound'\n"),
            (Levels{{"roofline-memory-bound", "off"}}));
}

TEST(ChecksGlobsTest, LaterEntriesWin) {
  // A later '-' glob over an earlier one of any length: only the later.
  EXPECT_EQ(checksOf("checks: '-roofline-memory-bound,roofline-*'\n"),
            Levels{});
  // A glob turning ids back on after a broader '-': their defaults, by id.
  EXPECT_EQ(
      checksOf(
          "checks: '-roofline-*,roofline-memory-bound,roofline-regression'\n"),
      (Levels{{"roofline-*", "off"},
              {"roofline-memory-bound", "note"},
              {"roofline-regression", "error"}}));
}

TEST(ChecksGlobsTest, ResolvedLevelsFollowTheLastGlob) {
  // Whatever the order and nesting, each id ends as its last glob says.
  const char *Cases[] = {
      "-roofline-*,roofline-unknown-*,-roofline-unknown-p*",
      "-roofline-unknown-*,roofline-*,-roofline-memory-bound",
      "roofline-memory-bound,-roofline-memory-*,roofline-memory-bound*",
      "-*,roofline-low-ceiling,-roofline-low-*,roofline-low-intensity",
  };
  for (const char *Text : Cases) {
    std::vector<ChecksGlob> Globs;
    std::string Error;
    ASSERT_TRUE(test::take(parseChecksGlobs(Text, Globs), Error)) << Error;
    Policy P;
    for (const auto &[Id, Level] : resolveChecksGlobs(Globs))
      P.Levels.push_back({Id, *parseSeverity(Level)});
    for (const DiagInfo &D : allDiagnostics()) {
      if (D.Kind == DiagKind::Report)
        continue;
      bool On = true;
      for (const ChecksGlob &G : Globs)
        if (diagPatternMatches(G.Pattern, D.Id))
          On = G.Enable;
      EXPECT_EQ(P.levelOf(D.Code), On ? D.DefaultSeverity : Severity::Off)
          << Text << ": " << D.Id;
    }
  }
}

TEST(ChecksGlobsTest, AListOfStrings) {
  EXPECT_EQ(checksOf("checks:\n  - roofline-*\n  - -roofline-memory-bound, "
                     "-roofline-low-ceiling\n"),
            (Levels{{"roofline-memory-bound", "off"},
                    {"roofline-low-ceiling", "off"}}));
}
