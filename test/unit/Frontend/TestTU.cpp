//===- TestTU.cpp - One CUDA file, parsed for a test ----------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "TestTU.h"

#include "../ScratchDir.h"
#include "roofline/Frontend/Frontend.h"
#include "roofline/Host/Host.h"

#include "llvm/Support/raw_ostream.h"

#include <fstream>

namespace roofline::test {

FileSummary TestTU::build() const {
  std::string Path = scratchDir() + "test.cu";
  std::ofstream(Path) << Code;
  FrontendOptions Opts;
  Opts.ResourceDir = ROOFLINE_TEST_RESOURCE_DIR;
  Opts.HeadersDir = ROOFLINE_TEST_HEADERS_DIR;
  Opts.ExtraArgs = Args;
  Opts.UserValues = Binds;
  std::string Diags;
  llvm::raw_string_ostream OS(Diags);
  FileSummary S = analyzeFile(Path, Opts, OS, [&](ParsedFile &File) {
    attachLaunchSites(File, Opts.UserValues);
  });
  OS.flush();
  EXPECT_TRUE(S.Parsed && S.ErrorCount == 0) << Diags;
  return S;
}

KernelSummary TestTU::kernel(const std::string &Name) const {
  FileSummary S = build();
  for (KernelSummary &K : S.Kernels)
    if (K.Name == Name) {
      EXPECT_TRUE(K.Analyzed) << Name << ": " << K.NotAnalyzedReason;
      return std::move(K);
    }
  ADD_FAILURE() << "no kernel " << Name << " in the file";
  return KernelSummary();
}

} // namespace roofline::test
