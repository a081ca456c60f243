//===- FileTotalsTest.cpp - Launch totals once for every GPU --------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Roofline/FileTotals.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

Machine gpu(const char *Id, unsigned SMs, const char *Arch, double L2) {
  Machine M;
  M.Id = Id;
  M.SMs = SMs;
  M.CudaArch = Arch;
  M.L2Bytes = L2;
  return M;
}

/// A kernel with a guarded add; launch 0 sizes its grid from the device
/// (`multiProcessorCount` blocks of 256), launch 1 does not.
FileSummary file() {
  KernelSummary K;
  K.Name = "add";
  K.Symbols = {{"n", SymbolKind::KernelParameter}};
  K.PerThread.Flops[static_cast<int>(Precision::FP32)] = Expr(1);
  Expr I = Expr::symbol("blockIdx.x") * 256 + Expr::symbol("threadIdx.x");
  Expr Guard = Expr::indicator(Expr::Cmp::LT, I, Expr::symbol("n"));
  for (int Launch = 0; Launch < 2; ++Launch) {
    LaunchSite L;
    L.Grid[0] = Launch == 0 ? Expr::symbol("cudaDeviceProp.multiProcessorCount")
                            : Expr(40);
    L.Block[0] = Expr(256);
    L.Arguments = {{"n", Expr(5000)}};
    L.Analyzed = true;
    L.PerThreadExact.Flops[static_cast<int>(Precision::FP32)] = Guard;
    L.ActiveGuard = Guard;
    K.Launches.push_back(L);
  }
  // A launch whose totals do not fit in 128 bits.
  LaunchSite Huge = K.Launches[1];
  Huge.PerThreadExact.Flops[static_cast<int>(Precision::FP32)] =
      Expr(Rational(Rational::Int(1) << 120, 1));
  K.Launches.push_back(Huge);
  FileSummary F;
  F.File = "add.cu";
  F.Kernels.push_back(K);
  return F;
}

std::string describe(const LaunchTotals &T) {
  std::string S = T.Grid[0].str() + " threads " + T.Threads.str() + " flops " +
                  T.Totals.totalFlops().str() + " active " +
                  T.ActiveThreads.str();
  for (const AppliedBinding &B : T.Bindings)
    S += "; " + B.Name + " = " + B.Value.str() + " (" + B.Origin + ")";
  return S;
}

std::string describe(llvm::Expected<LaunchTotals> T) {
  if (!T)
    return "error: " + llvm::toString(T.takeError());
  return describe(*T);
}

} // namespace

TEST(FileTotalsTest, OncePerDistinctDeviceProperties) {
  FileSummary F = file();
  // a and b have the same SMs and architecture (their L2 the launch does not
  // read); c has more SMs; d is a custom machine, which has no properties.
  std::vector<Machine> Gpus = {gpu("a", 10, "sm_80", 40e6),
                               gpu("b", 10, "sm_80", 50e6),
                               gpu("c", 20, "sm_80", 40e6), Machine()};
  std::vector<Binding> Bindings = {{"unused", Rational(3), "--bind"}};
  FileTotals Totals(F, Gpus, Bindings);
  ASSERT_TRUE(Totals.covers(F));
  EXPECT_EQ(Totals.computations(0, 0), 3u);
  EXPECT_EQ(Totals.computations(0, 1), 1u);
  for (size_t G = 0; G < Gpus.size(); ++G)
    for (size_t L = 0; L < 2; ++L) {
      LaunchTotals Expected =
          computeLaunchTotals(F.Kernels[0], F.Kernels[0].Launches[L],
                              launchBindings(Gpus[G], Bindings));
      EXPECT_EQ(describe(Totals.get(0, L, G)), describe(Expected))
          << "GPU " << G << ", launch " << L;
    }
  EXPECT_EQ(describe(Totals.get(0, 0, 1)),
            "10 threads 2560 flops 2560 active 2560; n = 5000 (launch-site); "
            "cudaDeviceProp.multiProcessorCount = 10 (GPU b)");
  // What computeLaunchTotals throws, get() says for every GPU.
  for (size_t G = 0; G < Gpus.size(); ++G) {
    llvm::Expected<LaunchTotals> T = Totals.get(0, 2, G);
    ASSERT_FALSE(bool(T));
    EXPECT_TRUE(T.errorIsA<LaunchOverflow>());
    EXPECT_NE(llvm::toString(T.takeError()).find("128-bit rational overflow"),
              std::string::npos);
  }
}

TEST(FileTotalsTest, ABindingOfADevicePropertyWins) {
  FileSummary F = file();
  std::vector<Machine> Gpus = {gpu("a", 10, "sm_80", 40e6),
                               gpu("c", 20, "sm_80", 40e6)};
  std::vector<Binding> Bindings = {
      {"cudaDeviceProp.multiProcessorCount", Rational(4), "--bind"}};
  FileTotals Totals(F, Gpus, Bindings);
  EXPECT_EQ(Totals.computations(0, 0), 1u);
  for (size_t G = 0; G < Gpus.size(); ++G)
    EXPECT_EQ(describe(Totals.get(0, 0, G)),
              "4 threads 1024 flops 1024 active 1024; n = 5000 (launch-site); "
              "cudaDeviceProp.multiProcessorCount = 4 (--bind)");
}
