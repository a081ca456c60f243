//===- ScratchDir.h - A directory of the running test's own ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// CTest runs each test in its own process, several at once: two tests that
// write the same name under gtest's TempDir() read each other's files. Each
// test writes under its own directory instead.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TEST_UNIT_SCRATCHDIR_H
#define ROOFLINE_TEST_UNIT_SCRATCHDIR_H

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <unistd.h>

namespace roofline::test {

/// TempDir()/roofline-<suite>.<test>-<pid>/, created empty on first use in a
/// test, with a trailing '/'.
inline std::string scratchDir() {
  const auto *Info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string Dir = ::testing::TempDir() + "roofline-" +
                    Info->test_suite_name() + "." + Info->name() + "-" +
                    std::to_string(::getpid()) + "/";
  static std::string Made;
  if (Made != Dir) {
    std::filesystem::remove_all(Dir);
    std::filesystem::create_directories(Dir);
    Made = Dir;
  }
  return Dir;
}

} // namespace roofline::test

#endif
