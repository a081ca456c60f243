//===- WalkTest.cpp - Counting rules, one file of CUDA each ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A counting rule stated in a few lines: the code, and the count the
// Frontend (and Host, for the launch) make of it (TestTU.h).
//
//===----------------------------------------------------------------------===//

#include "TestTU.h"

#include <gtest/gtest.h>

namespace roofline::test {
namespace {

Expr fp32(const CostVector &C) { return C.Flops[int(Precision::FP32)]; }

TEST(Walk, OneFlopPerFloatAddition) {
  KernelSummary K = TestTU::withCode(R"cu(
    __global__ void k(float *x) { x[threadIdx.x] += 1.0f; })cu")
                        .kernel("k");
  EXPECT_EQ(fp32(K.PerThread), Expr(1));
  EXPECT_EQ(K.PerThread.GlobalLoadBytes, Expr(4));
  EXPECT_EQ(K.PerThread.GlobalStoreBytes, Expr(4));
}

// `n - 1u` with n = 0 is 4294967295, as C++ computes unsigned arithmetic:
// the loop runs that many times (applyIntegerOp, IntegerOps.cpp).
TEST(Walk, UnsignedSubtractionWraps) {
  KernelSummary K = TestTU::withCode(R"cu(
    __global__ void k(float *x, unsigned n) {
      for (unsigned i = 0; i < n - 1u; ++i) x[0] += 1.0f;
    }
    int main() { float *x; k<<<1, 1>>>(x, 0); })cu")
                        .kernel("k");
  ASSERT_EQ(K.Launches.size(), 1u);
  EXPECT_EQ(fp32(K.Launches[0].PerThreadExact), Expr(4294967295));
}

// A host value narrowed to short wraps: 20000 * 2 is 40000 as an int, and
// -25536 as the short the kernel's parameter is, so the loop never runs.
TEST(Walk, HostValueNarrowedToShortWraps) {
  KernelSummary K = TestTU::withCode(R"cu(
    __global__ void k(float *x, short n) {
      for (int i = 0; i < n; ++i) x[i] += 1.0f;
    }
    int main() { float *x; int a = 20000; k<<<1, 1>>>(x, a * 2); })cu")
                        .kernel("k");
  ASSERT_EQ(K.Launches.size(), 1u);
  EXPECT_EQ(fp32(K.Launches[0].PerThreadExact), Expr(0));
}

// size_t arithmetic is 64-bit: n * n does not wrap where an int's would.
TEST(Walk, SizeTProductIsSixtyFourBits) {
  KernelSummary K = TestTU::withCode(R"cu(
    __global__ void k(float *x, unsigned long long m) {
      if (m == 4294967296ull) x[0] += 1.0f;
    }
    int main() { float *x; size_t n = 65536; k<<<1, 1>>>(x, n * n); })cu")
                        .kernel("k");
  ASSERT_EQ(K.Launches.size(), 1u);
  EXPECT_EQ(fp32(K.Launches[0].PerThreadExact), Expr(1));
}

// A device `c -= 1` wraps to c's type, as `c = c - 1` does: 255 trips.
TEST(Walk, DeviceCompoundAssignmentWraps) {
  KernelSummary K = TestTU::withCode(R"cu(
    __global__ void k(float *x) {
      unsigned char c = 0;
      c -= 1;
      for (int i = 0; i < c; ++i) x[0] += 1.0f;
    })cu")
                        .kernel("k");
  EXPECT_EQ(fp32(K.PerThread), Expr(255));
}

// Host `--n` wraps as `n -= 1` does: the launch passes 4294967295.
TEST(Walk, HostDecrementWraps) {
  KernelSummary K = TestTU::withCode(R"cu(
    __global__ void k(float *x, unsigned long long m) {
      if (m == 4294967295ull) x[0] += 1.0f;
    }
    int main() { float *x; unsigned n = 0; --n; k<<<1, 1>>>(x, n); })cu")
                        .kernel("k");
  ASSERT_EQ(K.Launches.size(), 1u);
  EXPECT_EQ(fp32(K.Launches[0].PerThreadExact), Expr(1));
}

// A host size_t past int64_t has no value: the launch gives m none.
TEST(Walk, HostValuePastInt64IsUnknown) {
  KernelSummary K = TestTU::withCode(R"cu(
    __global__ void k(float *x, unsigned long long m) { x[0] += 1.0f; }
    int main() { float *x; size_t n = 0; k<<<1, 1>>>(x, n - 1); })cu")
                        .kernel("k");
  ASSERT_EQ(K.Launches.size(), 1u);
  for (const auto &[Name, Value] : K.Launches[0].Arguments)
    EXPECT_FALSE(Name == "m" && Value.isConstant()) << Value.str();
}

} // namespace
} // namespace roofline::test
