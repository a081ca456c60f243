//===- AsmTest.cpp - parseMemoryAsm and parseTensorAsm --------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "Intrinsics.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

TEST(MemoryAsm, CpAsyncSizeAndOperands) {
  AsmMemory M =
      parseMemoryAsm("cp.async.cg.shared.global.L2::128B [%0], [%1], 16;");
  ASSERT_EQ(M.Ops.size(), 1u);
  EXPECT_FALSE(M.Unknown);
  EXPECT_EQ(M.Ops[0].K, AsmMemoryOp::CpAsync);
  EXPECT_EQ(M.Ops[0].Bytes, 16u);
  EXPECT_EQ(M.Ops[0].Destination, 0);
  EXPECT_EQ(M.Ops[0].Source, 1);
}

TEST(MemoryAsm, CpAsyncWithSourceSizeAndGroups) {
  AsmMemory M = parseMemoryAsm("cp.async.ca.shared.global [%0], [%1], 8, %2;\n"
                               "cp.async.commit_group;\n"
                               "cp.async.wait_group 0;");
  ASSERT_EQ(M.Ops.size(), 1u);
  EXPECT_FALSE(M.Unknown);
  EXPECT_EQ(M.Ops[0].Bytes, 8u);
}

TEST(MemoryAsm, CpAsyncOfAnOperandSizeIsUnknown) {
  AsmMemory M = parseMemoryAsm("cp.async.cg.shared.global [%0], [%1], %2;");
  EXPECT_TRUE(M.Ops.empty());
  EXPECT_TRUE(M.Unknown);
}

TEST(MemoryAsm, LdmatrixAndStmatrixMatrices) {
  AsmMemory M = parseMemoryAsm(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
      "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%5];\n"
      "stmatrix.sync.aligned.m8n8.x2.shared.b16 [%6], {%0, %1};");
  ASSERT_EQ(M.Ops.size(), 3u);
  EXPECT_EQ(M.Ops[0].K, AsmMemoryOp::LdMatrix);
  EXPECT_EQ(M.Ops[0].Bytes, 16u);
  EXPECT_EQ(M.Ops[0].Source, 4);
  EXPECT_EQ(M.Ops[1].Bytes, 4u);
  EXPECT_EQ(M.Ops[1].Source, 5);
  EXPECT_EQ(M.Ops[2].K, AsmMemoryOp::StMatrix);
  EXPECT_EQ(M.Ops[2].Bytes, 8u);
  EXPECT_EQ(M.Ops[2].Destination, 6);
}

TEST(MemoryAsm, TensorAndBookkeepingAreKnownOthersAreNot) {
  AsmMemory M = parseMemoryAsm(
      "{ .reg .pred p; mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
      "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3}; }");
  EXPECT_TRUE(M.Ops.empty());
  EXPECT_FALSE(M.Unknown);
  EXPECT_TRUE(parseMemoryAsm("mov.u32 %0, %%laneid;").Unknown);
  EXPECT_FALSE(parseMemoryAsm("").Unknown);
}

TEST(TensorAsm, MmaShapeAndType) {
  AsmTensorOp Op =
      parseTensorAsm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 ...;");
  EXPECT_EQ(Op.Count, 1u);
  EXPECT_DOUBLE_EQ(Op.FlopsPerThread, 2.0 * 16 * 8 * 16 / 32);
  EXPECT_EQ(Op.InputType, "f16");
}

} // namespace
