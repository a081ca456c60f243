//===- LaunchSpecTest.cpp -------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Cost/LaunchSpec.h"

#include "../Take.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {
/// parseLaunchAnnotation's value: nothing with Error empty for a line that
/// is no annotation, with its one-line error for a malformed one.
std::optional<LaunchSpec> annotation(const std::string &Line,
                                     std::string &Error) {
  Error.clear();
  return test::value(parseLaunchAnnotation(Line), Error).value_or(std::nullopt);
}
} // namespace

TEST(LaunchSpecTest, CommandLineForm) {
  std::string Error;
  auto L = test::value(parseLaunchOption("sgemm_naive:128x128:32x32"), Error);
  ASSERT_TRUE(L) << Error;
  EXPECT_EQ(L->Kernel, "sgemm_naive");
  EXPECT_EQ(L->Grid, (std::array<int64_t, 3>{128, 128, 1}));
  EXPECT_EQ(L->Block, (std::array<int64_t, 3>{32, 32, 1}));
  EXPECT_EQ(L->SharedBytes, 0);
  auto M = test::value(parseLaunchOption("k:4x2x3:256:4096"), Error);
  ASSERT_TRUE(M);
  EXPECT_EQ(M->Grid, (std::array<int64_t, 3>{4, 2, 3}));
  EXPECT_EQ(M->Block, (std::array<int64_t, 3>{256, 1, 1}));
  EXPECT_EQ(M->SharedBytes, 4096);
}

TEST(LaunchSpecTest, CommandLineErrors) {
  std::string Error;
  EXPECT_FALSE(test::value(parseLaunchOption("sgemm:128"), Error));
  EXPECT_NE(Error.find("expected NAME:GRID:BLOCK"), std::string::npos);
  EXPECT_FALSE(test::value(parseLaunchOption("sgemm:0x4:32"), Error));
  EXPECT_NE(Error.find("positive integers"), std::string::npos);
  EXPECT_FALSE(test::value(parseLaunchOption("sgemm:1x2x3x4:32"), Error));
  EXPECT_FALSE(test::value(parseLaunchOption(":1:1"), Error));
  EXPECT_FALSE(test::value(parseLaunchOption("k:1:1:lots"), Error));
}

TEST(LaunchSpecTest, CudaLimits) {
  std::string Error;
  EXPECT_TRUE(
      test::value(parseLaunchOption("k:2147483647x65535x65535:1024"), Error));
  EXPECT_TRUE(test::value(parseLaunchOption("k:1:16x16x4"), Error));
  EXPECT_TRUE(test::value(parseLaunchOption("k:1:1x1x64"), Error));
  struct Case {
    const char *Text, *Why;
  } Cases[] = {
      {"k:4294967296:32", "grid (4294967296, 1, 1): CUDA allows gridDim.x up "
                          "to 2147483647"},
      {"k:1x65536:32", "grid (1, 65536, 1): CUDA allows gridDim.y up to 65535"},
      {"k:1:2048", "block (2048, 1, 1): CUDA allows blockDim.x up to 1024"},
      {"k:1:1x1x65", "block (1, 1, 65): CUDA allows blockDim.z up to 64"},
      {"k:1:1024x1024", "block (1024, 1024, 1) has 1048576 threads, CUDA "
                        "allows at most 1024"},
  };
  for (const Case &C : Cases) {
    EXPECT_FALSE(test::value(parseLaunchOption(C.Text), Error)) << C.Text;
    EXPECT_EQ(Error,
              std::string("invalid --launch '") + C.Text + "': " + C.Why);
  }
}

TEST(LaunchSpecTest, Annotation) {
  std::string Error;
  auto L = annotation(
      "// roofline-lint: launch grid(128, 128) block(32,32) N=4096 K=0", Error);
  ASSERT_TRUE(L) << Error;
  EXPECT_TRUE(L->Kernel.empty());
  EXPECT_EQ(L->Grid, (std::array<int64_t, 3>{128, 128, 1}));
  EXPECT_EQ(L->Block, (std::array<int64_t, 3>{32, 32, 1}));
  EXPECT_EQ(L->Values.at("N"), 4096);
  EXPECT_EQ(L->Values.at("K"), 0);
  // Values are sizes, as with --bind: never negative.
  EXPECT_FALSE(
      annotation("// roofline-lint: launch grid(1) block(1) K=-1", Error));
  // What CUDA cannot launch is refused with the limit named.
  EXPECT_FALSE(
      annotation("// roofline-lint: launch grid(1) block(32, 32, 2)", Error));
  EXPECT_NE(Error.find("block (32, 32, 2) has 2048 threads, CUDA allows at "
                       "most 1024"),
            std::string::npos)
      << Error;
  auto S = annotation(
      "/* roofline-lint: launch grid(8) block(64) smem(1024) */", Error);
  ASSERT_TRUE(S) << Error;
  EXPECT_EQ(S->SharedBytes, 1024);
  EXPECT_EQ(S->Grid, (std::array<int64_t, 3>{8, 1, 1}));
}

TEST(LaunchSpecTest, NotAnAnnotation) {
  std::string Error;
  EXPECT_FALSE(annotation("// an ordinary comment", Error));
  EXPECT_TRUE(Error.empty());
  EXPECT_FALSE(annotation("// roofline-lint: something-else", Error));
  EXPECT_TRUE(Error.empty());
}

TEST(LaunchSpecTest, MalformedAnnotation) {
  std::string Error;
  EXPECT_FALSE(annotation("// roofline-lint: launch grid(128)", Error));
  EXPECT_NE(Error.find("grid(...) and block(...) are required"),
            std::string::npos);
  EXPECT_FALSE(annotation("// roofline-lint: launch grid(a) block(1)", Error));
  EXPECT_NE(Error.find("grid(a)"), std::string::npos);
  EXPECT_FALSE(annotation("// roofline-lint: launch grid(1 block(1)", Error));
  EXPECT_FALSE(
      annotation("// roofline-lint: launch grid(1) block(1) N=", Error));
  EXPECT_FALSE(
      annotation("// roofline-lint: launch grid(1) block(1) warp(3)", Error));
}
