//===- TestTU.h - One CUDA file, parsed for a test --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// As clangd's TestTU: a test states the code of one .cu file and reads what
// the Frontend (and Host) make of it, without lit. The file is parsed as the
// tool parses one: device side, with the built-in CUDA headers, no cache.
//
//   KernelSummary K = TestTU::withCode(R"cu(
//     __global__ void k(float *x) { x[threadIdx.x] *= 2.0f; })cu").kernel("k");
//   EXPECT_EQ(K.PerThread.GlobalLoadBytes.str(), "4");
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TEST_UNIT_FRONTEND_TESTTU_H
#define ROOFLINE_TEST_UNIT_FRONTEND_TESTTU_H

#include "roofline/Cost/KernelCost.h"

#include <map>
#include <ostream>
#include <string>
#include <vector>

namespace roofline {
/// gtest prints an Expr as the tool does.
inline void PrintTo(const Expr &E, std::ostream *OS) { *OS << E.str(); }
} // namespace roofline

namespace roofline::test {

struct TestTU {
  std::string Code;
  /// --bind values: what the host code leaves open.
  std::map<std::string, Expr> Binds;
  /// Extra Clang arguments (-D, -std=).
  std::vector<std::string> Args;

  static TestTU withCode(std::string Code) {
    TestTU TU;
    TU.Code = std::move(Code);
    return TU;
  }

  /// The file's summary: its kernels, with the launches of its host code.
  /// A file that does not parse fails the test (Clang's errors printed).
  FileSummary build() const;

  /// The summary of the kernel reported as Name; fails the test when the
  /// file has none or it was not analyzed.
  KernelSummary kernel(const std::string &Name) const;
};

} // namespace roofline::test

#endif
