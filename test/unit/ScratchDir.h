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
#include <system_error>
#include <unistd.h>

namespace roofline::test {

/// The directory scratchDir() made last; it is removed when the next test
/// asks for its own, and at exit, so no run leaves files behind.
class ScratchDirOwner {
public:
  ~ScratchDirOwner() { drop(); }
  /// Dir, created empty unless it is the one already held.
  const std::string &hold(const std::string &Dir) {
    if (Held != Dir) {
      drop();
      std::filesystem::remove_all(Dir);
      std::filesystem::create_directories(Dir);
      Held = Dir;
    }
    return Held;
  }

private:
  void drop() {
    if (Held.empty())
      return;
    std::error_code Ignored;
    std::filesystem::remove_all(Held, Ignored);
    Held.clear();
  }
  std::string Held;
};

/// TempDir()/roofline-<suite>.<test>-<pid>/, created empty on first use in a
/// test, with a trailing '/'.
inline std::string scratchDir() {
  const auto *Info = ::testing::UnitTest::GetInstance()->current_test_info();
  static ScratchDirOwner Owner;
  return Owner.hold(::testing::TempDir() + "roofline-" +
                    Info->test_suite_name() + "." + Info->name() + "-" +
                    std::to_string(::getpid()) + "/");
}

} // namespace roofline::test

#endif
