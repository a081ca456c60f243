//===- TempFileTest.cpp - A temporary no signal leaves behind -------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Support/TempFile.h"

#include "../ScratchDir.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <unistd.h>

namespace roofline {
namespace {

TEST(TempFileTest, EachCallCreatesANewFileOpenForWriting) {
  std::string Dir = test::scratchDir();
  int A = -1, B = -1;
  llvm::SmallString<128> PathA, PathB;
  ASSERT_FALSE(createTempOnSignal(Dir + "out.json.tmp-%%%%%%", A, PathA));
  ASSERT_FALSE(createTempOnSignal(Dir + "out.json.tmp-%%%%%%", B, PathB));
  EXPECT_NE(PathA, PathB);
  EXPECT_EQ(::write(A, "x", 1), 1);
  ::close(A);
  ::close(B);
  EXPECT_EQ(std::filesystem::file_size(std::string(PathA)), 1u);
  EXPECT_TRUE(std::filesystem::exists(std::string(PathB)));
  llvm::sys::DontRemoveFileOnSignal(PathA);
  llvm::sys::DontRemoveFileOnSignal(PathB);
}

TEST(TempFileTest, AFolderThatCannotHoldItIsAnError) {
  std::string Dir = test::scratchDir();
  int FD = -1;
  llvm::SmallString<128> Path;
  EXPECT_TRUE(createTempOnSignal(Dir + "missing/out.tmp-%%%%", FD, Path));
  EXPECT_TRUE(Path.empty());
}

TEST(TempFileTest, WriteAtomicallyReplacesTheFileAndLeavesNoTemporary) {
  std::string Dir = test::scratchDir();
  ASSERT_FALSE(writeFileAtomically(Dir + "out.json", "old"));
  ASSERT_FALSE(writeFileAtomically(Dir + "out.json", "new text"));
  EXPECT_EQ(std::filesystem::file_size(Dir + "out.json"), 8u);
  size_t Files = 0;
  for (const auto &E : std::filesystem::directory_iterator(Dir))
    Files += E.is_regular_file();
  EXPECT_EQ(Files, 1u);
}

TEST(TempFileTest, WriteAtomicallyOverAFolderFailsAndLeavesNoTemporary) {
  std::string Dir = test::scratchDir();
  std::filesystem::create_directories(Dir + "taken");
  EXPECT_TRUE(writeFileAtomically(Dir + "taken", "text"));
  size_t Entries = 0;
  for (const auto &E : std::filesystem::directory_iterator(Dir))
    Entries += E.exists();
  EXPECT_EQ(Entries, 1u); // the folder, no temporary beside it
}

// The process is killed by SIGTERM with its temporary half written: the
// temporary is gone, and the signal still ends the process. (The "fast"
// death-test style forks: the child writes in this test's folder.)
TEST(TempFileTest, TerminatedRunLeavesNoTemporary) {
  std::string Dir = test::scratchDir();
  EXPECT_EXIT(
      {
        int FD = -1;
        llvm::SmallString<128> Path;
        if (createTempOnSignal(Dir + "out.json.tmp-%%%%%%", FD, Path) ||
            ::write(FD, "{", 1) != 1 || !std::filesystem::exists(Dir))
          std::_Exit(3);
        std::raise(SIGTERM);
        std::_Exit(4);
      },
      ::testing::KilledBySignal(SIGTERM), "");
  EXPECT_TRUE(std::filesystem::is_empty(Dir));
}

} // namespace
} // namespace roofline
