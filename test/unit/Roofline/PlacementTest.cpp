//===- PlacementTest.cpp - Roofline placement and the reference table -----===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Roofline/Placement.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace roofline;

namespace {

/// The shipped rtx-4070 entry's numbers (data/gpus/rtx-4070.json).
Machine rtx4070() {
  Machine M;
  M.Id = "rtx-4070";
  M.Name = "NVIDIA GeForce RTX 4070";
  M.DramBytesPerS = 504e9;
  M.PeakFlopsPerS = {29.1e12, 29.1e12, 29.1e12, 0.455e12};
  return M;
}

/// The shipped Jetson entry: fp32 only.
Machine orin() {
  Machine M;
  M.Id = "jetson-agx-orin-64gb";
  M.DramBytesPerS = 204.8e9;
  M.PeakFlopsPerS[static_cast<int>(Precision::FP32)] = 5.3e12;
  return M;
}

FlopsAndBytes amounts(Precision P, double Flops, double Bytes) {
  FlopsAndBytes A;
  A.Flops[static_cast<int>(P)] = Flops;
  A.GlobalBytes = Bytes;
  return A;
}

/// Rounded as the spec's table prints them.
double roundTo(double V, double Unit) { return std::round(V / Unit) * Unit; }

// Reference table, row 1: naive fp32 matmul, N = 4096, per thread:
// 2N FLOPs, 8N + 4 bytes.
TEST(Placement, NaiveMatmulOnRtx4070) {
  Placement P = place(amounts(Precision::FP32, 8192, 32772), rtx4070());
  EXPECT_EQ(P.Prec, Precision::FP32);
  EXPECT_FALSE(P.Mixed);
  EXPECT_EQ(P.PeakFlopsPerS, 29.1e12);
  EXPECT_EQ(P.DramBytesPerS, 504e9);
  ASSERT_TRUE(P.Intensity);
  EXPECT_DOUBLE_EQ(*P.Intensity, 8192.0 / 32772.0);
  EXPECT_NEAR(*P.Intensity, 0.25, 0.0005);
  EXPECT_NEAR(P.Ridge, 57.7, 0.05);
  EXPECT_DOUBLE_EQ(P.Ridge, 29.1e12 / 504e9);
  EXPECT_NEAR(P.CeilingFlopsPerS, 125.98e9, 0.01e9);
  EXPECT_EQ(roundTo(P.CeilingFlopsPerS, 1e9), 126e9); // "126 GFLOP/s"
  EXPECT_NEAR(P.FractionOfPeak, 0.00433, 0.000005);
  EXPECT_DOUBLE_EQ(roundTo(P.FractionOfPeak * 100, 0.01), 0.43); // "0.43 %"
  EXPECT_EQ(P.BoundBy, Bound::Memory);
  EXPECT_DOUBLE_EQ(P.TimeLowerBoundS, 32772 / 504e9); // memory term
  EXPECT_EQ(P.Warning, "");
}

// Row 2: 16x16 shared-memory tiled fp32 matmul.
TEST(Placement, TiledMatmulOnRtx4070) {
  Placement P = place(amounts(Precision::FP32, 8192, 2052), rtx4070());
  ASSERT_TRUE(P.Intensity);
  EXPECT_NEAR(*P.Intensity, 3.99, 0.005);
  EXPECT_NEAR(P.CeilingFlopsPerS, 2.012e12, 0.001e12);
  EXPECT_DOUBLE_EQ(roundTo(P.CeilingFlopsPerS / 1e12, 0.01), 2.01); // TFLOP/s
  EXPECT_NEAR(P.FractionOfPeak, 0.06914, 0.00001);
  EXPECT_DOUBLE_EQ(roundTo(P.FractionOfPeak * 100, 0.1), 6.9); // "6.9 %"
  EXPECT_EQ(P.BoundBy, Bound::Memory);
  EXPECT_DOUBLE_EQ(P.TimeLowerBoundS, 2052 / 504e9);
}

// Row 3: fp16 vector add, one fp16 FLOP per 6 bytes (two loads, one store).
TEST(Placement, Fp16VectorAddOnRtx4070) {
  Placement P = place(amounts(Precision::FP16, 1, 6), rtx4070());
  EXPECT_EQ(P.Prec, Precision::FP16);
  EXPECT_EQ(P.PeakFlopsPerS, 29.1e12);
  ASSERT_TRUE(P.Intensity);
  EXPECT_NEAR(*P.Intensity, 0.167, 0.0005);
  EXPECT_DOUBLE_EQ(P.CeilingFlopsPerS, 84e9); // "84 GFLOP/s"
  EXPECT_NEAR(P.FractionOfPeak, 0.0028866, 0.0000001);
  EXPECT_DOUBLE_EQ(roundTo(P.FractionOfPeak * 100, 0.01), 0.29); // "0.29 %"
  EXPECT_EQ(P.BoundBy, Bound::Memory);
}

// Row 4: fp64 vector add, one FLOP per 24 bytes, on a 1 TFLOP/s, 100 GB/s
// custom machine.
TEST(Placement, Fp64VectorAddOnCustomMachine) {
  Placement P =
      place(amounts(Precision::FP64, 1, 24), makeCustomMachine(1e12, 100e9));
  EXPECT_EQ(P.Prec, Precision::FP64);
  EXPECT_EQ(P.PeakFlopsPerS, 1e12);
  EXPECT_DOUBLE_EQ(P.Ridge, 10.0);
  ASSERT_TRUE(P.Intensity);
  EXPECT_NEAR(*P.Intensity, 0.042, 0.0005);
  EXPECT_NEAR(P.CeilingFlopsPerS, 4.1667e9, 0.0001e9);
  EXPECT_DOUBLE_EQ(roundTo(P.CeilingFlopsPerS / 1e9, 0.1), 4.2); // GFLOP/s
  EXPECT_NEAR(P.FractionOfPeak, 0.0041667, 0.0000001);
  EXPECT_DOUBLE_EQ(roundTo(P.FractionOfPeak * 100, 0.01), 0.42); // "0.42 %"
  EXPECT_EQ(P.BoundBy, Bound::Memory);
  EXPECT_EQ(P.Warning, "");
}

TEST(Placement, PerThreadAndTotalsAgree) {
  const double Threads = 4096.0 * 4096.0;
  Placement One = place(amounts(Precision::FP32, 8192, 32772), rtx4070());
  Placement All = place(
      amounts(Precision::FP32, 8192 * Threads, 32772 * Threads), rtx4070());
  EXPECT_DOUBLE_EQ(*All.Intensity, *One.Intensity);
  EXPECT_DOUBLE_EQ(All.CeilingFlopsPerS, One.CeilingFlopsPerS);
  // 549.8 GB at 504 GB/s: about 1.09 s, whatever the FLOPs.
  EXPECT_DOUBLE_EQ(All.TimeLowerBoundS, 32772 * Threads / 504e9);
  EXPECT_NEAR(All.TimeLowerBoundS, 1.0909, 0.0001);
}

TEST(Placement, ComputeBound) {
  // I = 100 > ridge 57.7.
  Placement P = place(amounts(Precision::FP32, 1000, 10), rtx4070());
  EXPECT_EQ(P.BoundBy, Bound::Compute);
  EXPECT_EQ(P.CeilingFlopsPerS, 29.1e12);
  EXPECT_EQ(P.FractionOfPeak, 1.0);
  EXPECT_DOUBLE_EQ(P.TimeLowerBoundS, 1000 / 29.1e12); // compute term
  EXPECT_GT(P.TimeLowerBoundS, 10 / 504e9);
}

TEST(Placement, AtTheRidgeIsComputeBound) {
  // I == ridge == 10 exactly: not I < ridge.
  Placement P =
      place(amounts(Precision::FP32, 10, 1), makeCustomMachine(1e12, 100e9));
  EXPECT_EQ(*P.Intensity, 10.0);
  EXPECT_EQ(P.BoundBy, Bound::Compute);
  EXPECT_EQ(P.CeilingFlopsPerS, 1e12);
  EXPECT_EQ(P.FractionOfPeak, 1.0);
  // Just below.
  P = place(amounts(Precision::FP32, 9.99, 1), makeCustomMachine(1e12, 100e9));
  EXPECT_EQ(P.BoundBy, Bound::Memory);
  EXPECT_DOUBLE_EQ(P.CeilingFlopsPerS, 999e9);
}

TEST(Placement, DominantPrecision) {
  FlopsAndBytes A;
  A.GlobalBytes = 100;
  A.Flops = {10, 0, 20, 5}; // fp32 does most
  EXPECT_EQ(place(A, rtx4070()).Prec, Precision::FP32);
  A.Flops = {30, 0, 20, 5};
  EXPECT_EQ(place(A, rtx4070()).Prec, Precision::FP16);
  // Ties go to the wider type: fp64 > fp32 > bf16 > fp16.
  A.Flops = {7, 7, 0, 0};
  EXPECT_EQ(place(A, rtx4070()).Prec, Precision::BF16);
  A.Flops = {7, 7, 7, 0};
  EXPECT_EQ(place(A, rtx4070()).Prec, Precision::FP32);
  A.Flops = {0, 0, 7, 7};
  EXPECT_EQ(place(A, rtx4070()).Prec, Precision::FP64);
  A.Flops = {7, 0, 0, 7};
  EXPECT_EQ(place(A, rtx4070()).Prec, Precision::FP64);
}

TEST(Placement, MixedPrecisionEffectivePeak) {
  // 1000 fp32 + 100 fp64 FLOPs on the 4070 (fp64 at 1/64 rate).
  FlopsAndBytes A;
  A.Flops[static_cast<int>(Precision::FP32)] = 1000;
  A.Flops[static_cast<int>(Precision::FP64)] = 100;
  A.GlobalBytes = 1;
  Placement P = place(A, rtx4070());
  EXPECT_TRUE(P.Mixed);
  EXPECT_EQ(P.Prec, Precision::FP32);
  double TimeCompute = 1000 / 29.1e12 + 100 / 0.455e12;
  EXPECT_DOUBLE_EQ(P.PeakFlopsPerS, 1100 / TimeCompute);
  EXPECT_NEAR(P.PeakFlopsPerS, 4.3282e12, 0.0001e12); // far below 29.1
  EXPECT_DOUBLE_EQ(P.Ridge, P.PeakFlopsPerS / 504e9);
  EXPECT_DOUBLE_EQ(*P.Intensity, 1100.0);
  EXPECT_EQ(P.BoundBy, Bound::Compute);
  EXPECT_DOUBLE_EQ(P.CeilingFlopsPerS, P.PeakFlopsPerS);
  EXPECT_DOUBLE_EQ(P.TimeLowerBoundS, TimeCompute);
  EXPECT_NEAR(P.TimeLowerBoundS, 2.5414e-10, 0.0001e-10);

  // Same-peak precisions mix to that peak.
  A.Flops = {300, 0, 100, 0};
  P = place(A, rtx4070());
  EXPECT_TRUE(P.Mixed);
  EXPECT_EQ(P.Prec, Precision::FP16);
  EXPECT_DOUBLE_EQ(P.PeakFlopsPerS, 29.1e12);
}

TEST(Placement, MissingPeakFallsBackToFp32) {
  Placement P = place(amounts(Precision::FP64, 1, 24), orin());
  EXPECT_EQ(P.Prec, Precision::FP64);
  EXPECT_EQ(P.PeakFlopsPerS, 5.3e12);
  EXPECT_EQ(P.Warning, "jetson-agx-orin-64gb has no fp64 peak; fp64 FLOPs are "
                       "placed against its fp32 peak (5.3 TFLOP/s)");
  EXPECT_DOUBLE_EQ(P.Ridge, 5.3e12 / 204.8e9);
  EXPECT_DOUBLE_EQ(P.CeilingFlopsPerS, 204.8e9 / 24);

  FlopsAndBytes A;
  A.Flops = {4, 0, 1, 2}; // fp16 and fp64 missing
  A.GlobalBytes = 7;
  P = place(A, orin());
  EXPECT_TRUE(P.Mixed);
  EXPECT_EQ(P.Prec, Precision::FP16);
  EXPECT_DOUBLE_EQ(P.PeakFlopsPerS, 5.3e12);
  EXPECT_EQ(P.Warning,
            "jetson-agx-orin-64gb has no fp16 or fp64 peak; fp16 and "
            "fp64 FLOPs are placed against its fp32 peak (5.3 "
            "TFLOP/s)");

  // fp32 alone on the same machine: no warning.
  EXPECT_EQ(place(amounts(Precision::FP32, 1, 4), orin()).Warning, "");
}

TEST(Placement, NoFp32PeakEither) {
  Machine M = orin();
  M.PeakFlopsPerS = {};
  Placement P = place(amounts(Precision::FP64, 1, 8), M);
  EXPECT_EQ(P.Warning, "jetson-agx-orin-64gb has no fp64 or fp32 peak; only "
                       "its bandwidth ceiling applies");
  EXPECT_EQ(P.PeakFlopsPerS, 0.0);
  EXPECT_EQ(P.BoundBy, Bound::Memory);
  EXPECT_DOUBLE_EQ(P.CeilingFlopsPerS, 204.8e9 / 8);
  EXPECT_EQ(P.FractionOfPeak, 0.0);
  EXPECT_DOUBLE_EQ(P.TimeLowerBoundS, 8 / 204.8e9);
}

TEST(Placement, NoBytes) {
  Placement P = place(amounts(Precision::FP32, 100, 0), rtx4070());
  EXPECT_FALSE(P.Intensity);
  EXPECT_EQ(P.BoundBy, Bound::Compute);
  EXPECT_EQ(P.CeilingFlopsPerS, 29.1e12);
  EXPECT_EQ(P.FractionOfPeak, 1.0);
  EXPECT_DOUBLE_EQ(P.Ridge, 29.1e12 / 504e9);
  EXPECT_DOUBLE_EQ(P.TimeLowerBoundS, 100 / 29.1e12);
}

TEST(Placement, NoFlops) {
  Placement P = place(amounts(Precision::FP32, 0, 400), rtx4070());
  EXPECT_EQ(P.Prec, Precision::FP32);
  EXPECT_FALSE(P.Mixed);
  EXPECT_EQ(P.PeakFlopsPerS, 29.1e12);
  ASSERT_TRUE(P.Intensity);
  EXPECT_EQ(*P.Intensity, 0.0);
  EXPECT_EQ(P.CeilingFlopsPerS, 0.0);
  EXPECT_EQ(P.FractionOfPeak, 0.0);
  EXPECT_EQ(P.BoundBy, Bound::Memory);
  EXPECT_DOUBLE_EQ(P.TimeLowerBoundS, 400 / 504e9);

  // Nothing at all.
  P = place(FlopsAndBytes(), rtx4070());
  EXPECT_FALSE(P.Intensity);
  EXPECT_EQ(P.TimeLowerBoundS, 0.0);
  EXPECT_EQ(P.Warning, "");
}

TEST(Placement, PlaceIntensity) {
  Placement P = placeIntensity(0.25, Precision::FP32, rtx4070());
  EXPECT_EQ(P.PeakFlopsPerS, 29.1e12);
  EXPECT_EQ(*P.Intensity, 0.25);
  EXPECT_DOUBLE_EQ(P.CeilingFlopsPerS, 126e9); // the N -> infinity limit
  EXPECT_EQ(P.BoundBy, Bound::Memory);
  EXPECT_EQ(P.TimeLowerBoundS, 0.0);

  P = placeIntensity(1.0 / 6, Precision::FP64, rtx4070());
  EXPECT_EQ(P.PeakFlopsPerS, 0.455e12);
  EXPECT_DOUBLE_EQ(P.Ridge, 0.455e12 / 504e9);
  EXPECT_DOUBLE_EQ(P.CeilingFlopsPerS, 84e9);

  P = placeIntensity(INFINITY, Precision::FP32, rtx4070());
  EXPECT_FALSE(P.Intensity);
  EXPECT_EQ(P.BoundBy, Bound::Compute);
  EXPECT_EQ(P.CeilingFlopsPerS, 29.1e12);

  P = placeIntensity(100, Precision::FP64, orin());
  EXPECT_EQ(P.PeakFlopsPerS, 5.3e12);
  EXPECT_EQ(P.BoundBy, Bound::Compute);
  EXPECT_NE(P.Warning.find("has no fp64 peak"), std::string::npos);
}

TEST(Placement, BoundNames) {
  EXPECT_STREQ(boundName(Bound::Memory), "memory");
  EXPECT_STREQ(boundName(Bound::Compute), "compute");
  FlopsAndBytes A;
  A.Flops = {1, 2, 3, -4}; // negatives are not FLOPs
  EXPECT_EQ(A.totalFlops(), 6.0);
}

} // namespace

// Tensor-core FLOPs are placed against the tensor peak of their input type.
TEST(PlacementTest, TensorFlopsUseTheTensorPeak) {
  Machine M = makeCustomMachine(10e12, 1e12);
  M.TensorPeakFlopsPerS[static_cast<int>(TensorType::FP16)] = 100e12;
  FlopsAndBytes A;
  A.TensorFlops[static_cast<int>(TensorType::FP16)] = 1000;
  A.GlobalBytes = 10; // intensity 100, exactly the ridge 100e12 / 1e12
  Placement P = place(A, M);
  EXPECT_TRUE(P.Tensor);
  EXPECT_FALSE(P.Mixed);
  EXPECT_EQ(P.TensorPrec, TensorType::FP16);
  EXPECT_DOUBLE_EQ(P.PeakFlopsPerS, 100e12);
  EXPECT_DOUBLE_EQ(P.Ridge, 100);
  EXPECT_DOUBLE_EQ(*P.Intensity, 100);
  EXPECT_EQ(P.BoundBy, Bound::Compute); // at the ridge: compute-bound
  EXPECT_EQ(precisionLabel(P), "tensor fp16");
  EXPECT_TRUE(P.Warning.empty());
}

// Without a tensor peak for the type, the regular peak of the same precision
// is used and the placement says so.
TEST(PlacementTest, MissingTensorPeakFallsBackWithWarning) {
  Machine M = makeCustomMachine(10e12, 1e12);
  FlopsAndBytes A;
  A.TensorFlops[static_cast<int>(TensorType::TF32)] = 100;
  A.GlobalBytes = 100;
  Placement P = place(A, M);
  EXPECT_TRUE(P.Tensor);
  EXPECT_DOUBLE_EQ(P.PeakFlopsPerS, 10e12); // fp32's, for tf32
  EXPECT_NE(P.Warning.find("no tensor peak for tf32"), std::string::npos);
}

// Regular and tensor FLOPs together: mixed, with time_compute summed over both.
TEST(PlacementTest, TensorAndRegularFlopsAreMixed) {
  Machine M = makeCustomMachine(10e12, 1e12);
  M.TensorPeakFlopsPerS[static_cast<int>(TensorType::FP16)] = 100e12;
  FlopsAndBytes A;
  A.Flops[static_cast<int>(Precision::FP32)] = 100;
  A.TensorFlops[static_cast<int>(TensorType::FP16)] = 1000;
  A.GlobalBytes = 1;
  Placement P = place(A, M);
  EXPECT_TRUE(P.Mixed);
  // 1100 / (100/10e12 + 1000/100e12) = 1100 / 2e-11 = 55e12.
  EXPECT_DOUBLE_EQ(P.PeakFlopsPerS, 55e12);
  EXPECT_DOUBLE_EQ(P.TimeLowerBoundS, 2e-11);
  EXPECT_EQ(precisionLabel(P), "mixed");
}

TEST(TrafficVerdictTest, FromNoReuseAndPerfectReusePlacements) {
  Machine M = makeCustomMachine(10e12, 1e12); // ridge 10
  auto At = [&](double Flops, double Bytes) {
    FlopsAndBytes A;
    A.Flops[static_cast<int>(Precision::FP32)] = Flops;
    A.GlobalBytes = Bytes;
    return place(A, M);
  };
  EXPECT_EQ(trafficVerdict(2, At(2, 8), At(2, 8)),
            TrafficVerdict::MemoryBoundAtAnyReuse);
  EXPECT_EQ(trafficVerdict(200, At(200, 400), At(200, 2)),
            TrafficVerdict::ComputeBoundIfReused);
  EXPECT_EQ(trafficVerdict(200, At(200, 10), At(200, 2)),
            TrafficVerdict::ComputeBound);
  EXPECT_EQ(trafficVerdict(0, At(0, 8), At(0, 8)), TrafficVerdict::NoFlops);
  EXPECT_STREQ(trafficVerdictText(TrafficVerdict::ComputeBoundIfReused),
               "compute-bound only if reuse is captured");
}
