//===- ConfigTest.cpp -----------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Config.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sys/stat.h>

using namespace roofline;

namespace {

std::string write(const std::string &Name, const std::string &Text) {
  std::string Path = ::testing::TempDir() + Name;
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
  ASSERT_TRUE(loadConfig(Path, C, Error)) << Error;
  EXPECT_EQ(C.Gpus, (std::vector<std::string>{"h100-sxm", "rtx-4070"}));
  EXPECT_EQ(*C.FailOn, "warning");
  ASSERT_EQ(C.Checks.size(), 2u);
  EXPECT_EQ(C.Checks[0].first, "roofline-memory-bound");
  EXPECT_EQ(C.Checks[1].second, "off");
  EXPECT_DOUBLE_EQ(*C.MinPercentOfPeak, 5);
  EXPECT_DOUBLE_EQ(*C.MinIntensity, 1.5);
  EXPECT_DOUBLE_EQ(*C.MaxRegressionPercent, 10);
  EXPECT_EQ(C.Bind, std::vector<std::string>{"N=4096"});
  EXPECT_EQ(C.Launch, std::vector<std::string>{"sgemm:128x128:32x32"});
  ASSERT_EQ(C.IncludePaths.size(), 2u);
  // Relative to the file's directory.
  EXPECT_EQ(C.IncludePaths[0], ::testing::TempDir() + "include");
  EXPECT_EQ(C.IncludePaths[1], "/abs/inc");
  EXPECT_EQ(C.Defines, std::vector<std::string>{"TILE=16"});
  EXPECT_EQ(C.ExtraArgs, std::vector<std::string>{"-std=c++17"});
}

TEST(ConfigTest, EmptyFileIsAnEmptyConfig) {
  Config C;
  std::string Error;
  ASSERT_TRUE(loadConfig(write("empty.yaml", "\n"), C, Error)) << Error;
  EXPECT_TRUE(C.Gpus.empty());
  EXPECT_FALSE(C.FailOn);
}

TEST(ConfigTest, ErrorsCarryFileAndLine) {
  struct Case {
    const char *Text, *Expect;
  } Cases[] = {
      {"gpus: [a]\nfail-on: sometimes\n", ":2:10: expected note, warning, error or never"},
      {"checks:\n  roofline-memory-bound: loud\n", ":2:26: expected a level"},
      {"thresholds:\n  min-intensity: -1\n", "thresholds must be numbers >= 0"},
      {"gpus: [a]\nthreshold:\n  x: 1\n", ":2:1: unknown key 'threshold'"},
      {"checks:\n  roofline-nope: error\n", "unknown check id 'roofline-nope'"},
      {"thresholds:\n  min-intensity: lots\n", ":2:18: invalid floating point number"},
      {"gpus: [a\n", ":"},
      {"fail_on: warning\n", ":1:1: unknown key 'fail_on'; did you mean 'fail-on'?"},
      {"thresholds:\n  min-intensty: 1\n",
       ":2:3: unknown key 'min-intensty'; did you mean 'min-intensity'?"},
      {"colour: never\n", ":1:1: unknown key 'colour'"},
      {"checks:\n  roofline-memry-bound: off\n",
       "unknown check id 'roofline-memry-bound'; did you mean 'roofline-memory-bound'?"},
  };
  for (const Case &C : Cases) {
    std::string Path = write("bad.yaml", C.Text);
    Config Cfg;
    std::string Error;
    EXPECT_FALSE(loadConfig(Path, Cfg, Error)) << C.Text;
    EXPECT_EQ(Error.rfind(Path + ":", 0), 0u) << Error;
    EXPECT_NE(Error.find(C.Expect), std::string::npos) << Error;
  }
}

TEST(ConfigTest, FoundInTheNearestParent) {
  std::string Root = ::testing::TempDir() + "cfgtree";
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
  EXPECT_FALSE(loadConfig(write("far.yaml", "colour: never\n"), C, Error));
  EXPECT_EQ(Error.find("did you mean"), std::string::npos) << Error;
}
