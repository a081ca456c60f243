//===- ChartTest.cpp - The roofline chart's structure ---------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Renders hand-made AnalysisResults and reads the SVG back: roofs meeting at
// the ridge, points at the pixel the decade grid gives their values, colours
// by bound, measured points, escaping, panels, determinism.
//
//===----------------------------------------------------------------------===//

#include "roofline/Chart/Chart.h"
#include "roofline/Roofline/Placement.h"

#include <gtest/gtest.h>

#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>
#include <regex>

using namespace roofline;

namespace {

/// The lit tests' round-number GPU: 10 TFLOP/s fp32, 1 TB/s, ridge 10.
Machine testGpu() {
  Machine M;
  M.Id = "test-gpu";
  M.Name = "Test GPU";
  M.DramBytesPerS = 1e12;
  M.PeakFlopsPerS = {20e12, 20e12, 10e12, 5e12};
  M.TensorPeakFlopsPerS[static_cast<int>(TensorType::FP16)] = 80e12;
  M.Sources = {"https://example.com/test-gpu"};
  return M;
}

Machine slowGpu() {
  Machine M;
  M.Id = "slow-gpu";
  M.Name = "Slow GPU";
  M.DramBytesPerS = 100e9;
  M.PeakFlopsPerS = {2e12, 2e12, 1e12, 0.5e12};
  return M;
}

Placement placed(Precision P, double Flops, double Bytes, const Machine &M) {
  FlopsAndBytes A;
  A.Flops[static_cast<int>(P)] = Flops;
  A.GlobalBytes = Bytes;
  return place(A, M);
}

KernelResult kernel(const std::string &Name, unsigned Line) {
  KernelResult K;
  K.Kernel.Name = Name;
  K.Kernel.Loc = {"/src/kernels.cu", Line, 17};
  return K;
}

LaunchResult launch(unsigned Line, const Placement &P) {
  LaunchResult L;
  L.Site.Loc = {"/src/kernels.cu", Line, 3};
  L.Roof = P;
  L.Intensity = P.Intensity;
  return L;
}

AnalysisResult result(const Machine &M, std::vector<KernelResult> Kernels) {
  AnalysisResult R;
  R.Gpu = M;
  FileResult F;
  F.File = "/src/kernels.cu";
  F.Kernels = std::move(Kernels);
  R.Files.push_back(F);
  return R;
}

/// A fp32 kernel at 2 FLOPs per 8 bytes (0.25 FLOP/B, 250 GFLOP/s on the test
/// GPU, memory-bound), launched once.
KernelResult saxpyLike(const Machine &M) {
  KernelResult K = kernel("stream", 3);
  K.Roof = placed(Precision::FP32, 2, 8, M);
  K.Launches.push_back(launch(20, placed(Precision::FP32, 2e6, 8e6, M)));
  return K;
}

/// fp32 at 100 FLOPs per 4 bytes: 25 FLOP/B, compute-bound at 10 TFLOP/s.
KernelResult denseLike(const Machine &M) {
  KernelResult K = kernel("dense", 30);
  K.Roof = placed(Precision::FP32, 100, 4, M);
  K.Launches.push_back(launch(40, placed(Precision::FP32, 100, 4, M)));
  return K;
}

std::string svg(const AnalysisResult &R) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  printSvg(R, OS);
  return OS.str();
}

std::string html(const AnalysisResult &R) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  printHtml(R, OS);
  return OS.str();
}

/// Start tags `<Tag class="Class...` (class given as its first words).
std::vector<std::string> elements(const std::string &S, const std::string &Tag,
                                  const std::string &Class) {
  std::vector<std::string> R;
  std::string Open = "<" + Tag + " class=\"" + Class;
  for (std::size_t At = S.find(Open); At != std::string::npos;
       At = S.find(Open, At + 1)) {
    char Next = S[At + Open.size()];
    if (Next != '"' && Next != ' ')
      continue;
    R.push_back(S.substr(At, S.find('>', At) - At + 1));
  }
  return R;
}

/// Text elements of a class: their content.
std::vector<std::string> texts(const std::string &S, const std::string &Class) {
  std::vector<std::string> R;
  std::regex Re("<text class=\"" + Class + "\"[^>]*>([^<]*)</text>");
  for (auto It = std::sregex_iterator(S.begin(), S.end(), Re);
       It != std::sregex_iterator(); ++It)
    R.push_back((*It)[1]);
  return R;
}

std::string attr(const std::string &Element, const std::string &Name) {
  std::smatch M;
  std::regex Re(" " + Name + "=\"([^\"]*)\"");
  if (!std::regex_search(Element, M, Re))
    return "";
  return M[1];
}

double num(const std::string &Element, const std::string &Name) {
  return std::stod(attr(Element, Name));
}

/// Pixel position of each decade, read from the grid lines and their ticks.
std::map<std::string, double> decades(const std::string &S, bool X) {
  std::vector<std::string> Lines = elements(S, "line", X ? "grid-x" : "grid-y");
  std::vector<std::string> Ticks = texts(S, X ? "tick-x" : "tick-y");
  EXPECT_EQ(Lines.size(), Ticks.size());
  std::map<std::string, double> R;
  for (std::size_t I = 0; I < Lines.size() && I < Ticks.size(); ++I)
    if (!R.count(Ticks[I])) // first panel only
      R[Ticks[I]] = num(Lines[I], X ? "x1" : "y1");
  return R;
}

/// Where V lies between the pixels of decades Lo and 10*Lo.
double between(double PLo, double PHi, double V, double Lo) {
  return PLo + std::log10(V / Lo) * (PHi - PLo);
}

TEST(Chart, RoofsMeetAtTheRidge) {
  Machine M = testGpu();
  KernelResult Fp64 = kernel("dp", 50);
  Fp64.Roof = placed(Precision::FP64, 1, 16, M);
  std::string S = svg(result(M, {saxpyLike(M), Fp64}));

  std::vector<std::string> Slope = elements(S, "polyline", "roof-bandwidth");
  ASSERT_EQ(Slope.size(), 1u);
  double X0, Y0, X1, Y1;
  ASSERT_EQ(std::sscanf(attr(Slope[0], "points").c_str(), "%lf,%lf %lf,%lf",
                        &X0, &Y0, &X1, &Y1),
            4);
  std::vector<std::string> Roofs = elements(S, "line", "roof-compute");
  ASSERT_EQ(Roofs.size(), 2u); // fp64 (5 T) below fp32 (10 T)
  // The highest roof starts where the slope ends; every roof starts on it.
  EXPECT_DOUBLE_EQ(num(Roofs[1], "x1"), X1);
  EXPECT_DOUBLE_EQ(num(Roofs[1], "y1"), Y1);
  for (const std::string &R : Roofs) {
    double RX = num(R, "x1"), RY = num(R, "y1");
    double OnSlope = Y0 + (RX - X0) / (X1 - X0) * (Y1 - Y0);
    EXPECT_NEAR(RY, OnSlope, 0.02);
    EXPECT_EQ(num(R, "y2"), RY);
  }
  // Ridge markers at the corners, at 5 and 10 FLOP/B.
  std::vector<std::string> Ridges = elements(S, "circle", "ridge");
  ASSERT_EQ(Ridges.size(), 2u);
  EXPECT_EQ(attr(Ridges[0], "cx"), attr(Roofs[0], "x1"));
  EXPECT_EQ(attr(Ridges[1], "cy"), attr(Roofs[1], "y1"));
  std::map<std::string, double> X = decades(S, true);
  ASSERT_TRUE(X.count("1") && X.count("10"));
  EXPECT_NEAR(num(Ridges[1], "cx"), X["10"], 0.01);
  EXPECT_NEAR(num(Ridges[0], "cx"), between(X["1"], X["10"], 5, 1), 0.01);
  std::vector<std::string> RidgeLabels = texts(S, "ridge-label");
  EXPECT_EQ(RidgeLabels,
            (std::vector<std::string>{"ridge 5 FLOP/B", "ridge 10 FLOP/B"}));
  std::vector<std::string> RoofLabels = texts(S, "roof-label compute");
  EXPECT_EQ(RoofLabels, (std::vector<std::string>{"fp64 peak 5 TFLOP/s",
                                                  "fp32 peak 10 TFLOP/s"}));
  EXPECT_EQ(texts(S, "roof-label bandwidth"),
            std::vector<std::string>{"DRAM 1 TB/s"});
}

TEST(Chart, EqualPeaksShareOneRoof) {
  Machine M = testGpu();
  KernelResult Half = kernel("half", 1), Brain = kernel("brain", 2);
  Half.Roof = placed(Precision::FP16, 1, 2, M);
  Brain.Roof = placed(Precision::BF16, 1, 2, M);
  std::string S = svg(result(M, {Brain, Half}));
  EXPECT_EQ(elements(S, "line", "roof-compute").size(), 1u);
  EXPECT_EQ(texts(S, "roof-label compute"),
            std::vector<std::string>{"fp16, bf16 peak 20 TFLOP/s"});
  EXPECT_EQ(texts(S, "ridge-label"),
            std::vector<std::string>{"ridge 20 FLOP/B"});
}

TEST(Chart, TensorRoofWhenTensorOpsAppear) {
  Machine M = testGpu();
  FlopsAndBytes A;
  A.TensorFlops[static_cast<int>(TensorType::FP16)] = 4096;
  A.GlobalBytes = 64;
  KernelResult K = kernel("mma", 5);
  K.Roof = place(A, M);
  ASSERT_TRUE(K.Roof->Tensor);
  std::string S = svg(result(M, {K}));
  EXPECT_EQ(texts(S, "roof-label compute"),
            std::vector<std::string>{"tensor fp16 peak 80 TFLOP/s"});
  EXPECT_EQ(texts(S, "ridge-label"),
            std::vector<std::string>{"ridge 80 FLOP/B"});
}

TEST(Chart, PointAtItsIntensityAndCeiling) {
  Machine M = testGpu();
  std::string S = svg(result(M, {saxpyLike(M)}));
  std::vector<std::string> Points = elements(S, "circle", "point");
  ASSERT_EQ(Points.size(), 1u);
  std::map<std::string, double> X = decades(S, true), Y = decades(S, false);
  ASSERT_TRUE(X.count("0.1") && X.count("1"));
  ASSERT_TRUE(Y.count("100 G") && Y.count("1 T"));
  // 0.25 FLOP/B, 250 GFLOP/s.
  EXPECT_NEAR(num(Points[0], "cx"), between(X["0.1"], X["1"], 0.25, 0.1), 0.01);
  EXPECT_NEAR(num(Points[0], "cy"), between(Y["100 G"], Y["1 T"], 250e9, 100e9),
              0.01);
  // Decades are evenly spaced on both axes.
  EXPECT_NEAR(X["10"] - X["1"], X["1"] - X["0.1"], 0.011);
  EXPECT_NEAR(Y["10 T"] - Y["1 T"], Y["1 T"] - Y["100 G"], 0.011);
  // The kernel's own line names it.
  EXPECT_EQ(texts(S, "point-label"),
            std::vector<std::string>{"stream (kernels.cu:3)"});
}

TEST(Chart, AxisLabelsAndCaption) {
  Machine M = testGpu();
  std::string S = svg(result(M, {saxpyLike(M)}));
  std::vector<std::string> Axis = texts(S, "axis-label");
  EXPECT_NE(
      std::find(Axis.begin(), Axis.end(), "Arithmetic intensity (FLOP/byte)"),
      Axis.end());
  EXPECT_NE(S.find(">Performance (FLOP/s)</text>"), std::string::npos);
  std::vector<std::string> Caption = texts(S, "caption");
  EXPECT_EQ(Caption,
            (std::vector<std::string>{
                "Test GPU (test-gpu)",
                "Peaks: DRAM 1 TB/s, fp16 20 TFLOP/s, bf16 20 TFLOP/s, fp32 "
                "10 TFLOP/s, fp64 5 TFLOP/s",
                "Sources: https://example.com/test-gpu"}));
  EXPECT_NE(S.find("font-family=\"sans-serif\""), std::string::npos);
  EXPECT_NE(S.find("viewBox=\"0 0 1000.00 "), std::string::npos);
}

TEST(Chart, ColourByBound) {
  Machine M = testGpu();
  std::string S = svg(result(M, {saxpyLike(M), denseLike(M)}));
  std::vector<std::string> Memory =
      elements(S, "circle", "point launch memory");
  std::vector<std::string> Compute =
      elements(S, "circle", "point launch compute");
  ASSERT_EQ(Memory.size(), 1u);
  ASSERT_EQ(Compute.size(), 1u);
  EXPECT_EQ(attr(Memory[0], "fill"), "#0072B2");
  EXPECT_EQ(attr(Compute[0], "fill"), "#D55E00");
  // The compute-bound point sits on the fp32 roof.
  std::vector<std::string> Roofs = elements(S, "line", "roof-compute");
  ASSERT_EQ(Roofs.size(), 1u);
  EXPECT_EQ(attr(Compute[0], "cy"), attr(Roofs[0], "y1"));
}

TEST(Chart, KernelsWithoutLaunchesAreHollow) {
  Machine M = testGpu();
  KernelResult Exact = kernel("exact", 7);
  Exact.Roof = placed(Precision::FP32, 2, 8, M);
  KernelResult Limit = kernel("limit", 9);
  Limit.Roof = placeIntensity(0.25, Precision::FP32, M);
  Limit.RoofIsLimit = true;
  Limit.Bound.Unbound = {"N", "threadIdx.x"};
  std::string S = svg(result(M, {Exact, Limit}));
  std::vector<std::string> K = elements(S, "circle", "point kernel memory");
  std::vector<std::string> L = elements(S, "circle", "point limit memory");
  ASSERT_EQ(K.size(), 1u);
  ASSERT_EQ(L.size(), 1u);
  EXPECT_EQ(attr(K[0], "fill"), "#ffffff");
  EXPECT_EQ(attr(K[0], "stroke"), "#0072B2");
  EXPECT_EQ(attr(L[0], "stroke-dasharray"), "3 2");
  EXPECT_EQ(texts(S, "point-label"),
            (std::vector<std::string>{"exact (kernels.cu:7)",
                                      "limit (kernels.cu:9) as N grows"}));
}

TEST(Chart, LaunchesStandForTheirKernel) {
  Machine M = testGpu();
  KernelResult K = saxpyLike(M);
  K.Launches.push_back(launch(22, placed(Precision::FP32, 4, 8, M)));
  std::string S = svg(result(M, {K}));
  // One point for the kernel, at its first launch, with bars over the
  // second launch's intensity and ceiling.
  EXPECT_EQ(elements(S, "circle", "point").size(), 1u);
  EXPECT_EQ(elements(S, "circle", "point kernel").size(), 0u);
  EXPECT_FALSE(elements(S, "line", "range").empty());
  EXPECT_EQ(texts(S, "point-label"),
            std::vector<std::string>{"stream (kernels.cu:3), 2 launches"});
}

TEST(Chart, SkipsKernelsNotAnalyzedOrNotPlaced) {
  Machine M = testGpu();
  KernelResult Broken = kernel("broken_kernel", 1);
  Broken.Kernel.Analyzed = false;
  Broken.Roof = placed(Precision::FP32, 2, 8, M);
  KernelResult Symbolic = kernel("symbolic_kernel", 2);
  std::string S = svg(result(M, {Broken, Symbolic}));
  EXPECT_EQ(elements(S, "circle", "point").size(), 0u);
  EXPECT_EQ(S.find("broken_kernel"), std::string::npos);
  EXPECT_EQ(S.find("symbolic_kernel"), std::string::npos);
  // The fp32 roof is still drawn.
  EXPECT_EQ(texts(S, "roof-label compute"),
            std::vector<std::string>{"fp32 peak 10 TFLOP/s"});
}

TEST(Chart, MeasuredPointUnderItsCeiling) {
  Machine M = testGpu();
  KernelResult K = saxpyLike(M);
  Measurement Meas;
  Meas.AchievedFlopsPerS = 100e9;
  Meas.FractionOfCeiling = 0.4;
  K.Launches[0].Measured = Meas;
  std::string S = svg(result(M, {K}));
  std::vector<std::string> P = elements(S, "circle", "point");
  std::vector<std::string> Q = elements(S, "rect", "measured");
  std::vector<std::string> Link = elements(S, "line", "measured-link");
  ASSERT_EQ(P.size(), 1u);
  ASSERT_EQ(Q.size(), 1u);
  ASSERT_EQ(Link.size(), 1u);
  double QX = num(Q[0], "x") + num(Q[0], "width") / 2;
  double QY = num(Q[0], "y") + num(Q[0], "height") / 2;
  EXPECT_NEAR(QX, num(P[0], "cx"), 0.01);
  EXPECT_GT(QY, num(P[0], "cy")); // lower on the page: less FLOP/s
  std::map<std::string, double> Y = decades(S, false);
  EXPECT_NEAR(QY, Y["100 G"], 0.01);
  EXPECT_EQ(attr(Link[0], "x1"), attr(P[0], "cx"));
  EXPECT_EQ(attr(Link[0], "y1"), attr(P[0], "cy"));
  EXPECT_NEAR(num(Link[0], "y2"), QY, 0.01);
  EXPECT_EQ(texts(S, "measured-label"),
            std::vector<std::string>{"measured 100 GFLOP/s = 40 % of ceiling"});
}

TEST(Chart, EscapesNames) {
  Machine M = testGpu();
  M.Name = "GPU <A&B>";
  KernelResult K = saxpyLike(M);
  K.Kernel.Name = "reduce<float, Op<&plus>>";
  std::string S = svg(result(M, {K}));
  EXPECT_NE(S.find("reduce&lt;float, Op&lt;&amp;plus&gt;&gt; (kernels.cu:3)"),
            std::string::npos);
  EXPECT_EQ(S.find("<float"), std::string::npos);
  EXPECT_EQ(S.find("<A&B>"), std::string::npos);
  EXPECT_NE(S.find("GPU &lt;A&amp;B&gt;"), std::string::npos);
  std::string H = html(result(M, {K}));
  EXPECT_EQ(H.find("<float"), std::string::npos);
  EXPECT_NE(H.find("<td>reduce&lt;float, Op&lt;&amp;plus&gt;&gt;</td>"),
            std::string::npos);
}

TEST(Chart, OnePanelPerGpuOnSharedAxes) {
  Machine M = testGpu(), Slow = slowGpu();
  AnalysisResult R = result(M, {saxpyLike(M)});
  R.OtherGpus.push_back(result(Slow, {saxpyLike(Slow)}));
  R.OtherGpus.push_back(result(M, {denseLike(M)}));
  std::string S = svg(R);
  std::vector<std::string> Panels = elements(S, "g", "panel");
  ASSERT_EQ(Panels.size(), 3u);
  EXPECT_EQ(attr(Panels[0], "transform"), "translate(0,0.00)");
  double Top1, Top2;
  ASSERT_EQ(std::sscanf(attr(Panels[1], "transform").c_str(),
                        "translate(0,%lf)", &Top1),
            1);
  ASSERT_EQ(std::sscanf(attr(Panels[2], "transform").c_str(),
                        "translate(0,%lf)", &Top2),
            1);
  EXPECT_GT(Top1, 500);
  EXPECT_GT(Top2, Top1 + 500);
  EXPECT_EQ(texts(S, "title"),
            (std::vector<std::string>{"Roofline: Test GPU (test-gpu)",
                                      "Roofline: Slow GPU (slow-gpu)",
                                      "Roofline: Test GPU (test-gpu)"}));
  // The same intensity is at the same x in every panel.
  std::vector<std::string> P = elements(S, "circle", "point");
  ASSERT_EQ(P.size(), 3u);
  EXPECT_EQ(attr(P[0], "cx"), attr(P[1], "cx"));
  // Shared axes: each panel has the same ticks.
  std::vector<std::string> Ticks = texts(S, "tick-x");
  ASSERT_EQ(Ticks.size() % 3, 0u);
  std::size_t N = Ticks.size() / 3;
  for (std::size_t I = 0; I < N; ++I)
    EXPECT_EQ(Ticks[I], Ticks[I + 2 * N]);
  // The slow GPU: 100 GB/s x 0.25 = 25 GFLOP/s, lower on the page.
  EXPECT_GT(num(P[1], "cy"), num(P[0], "cy"));
  std::string Height = attr(S.substr(S.find("<svg")), "height");
  EXPECT_GT(std::stod(Height), Top2 + 500);
}

TEST(Chart, LabelsDoNotOverlap) {
  Machine M = testGpu();
  std::vector<KernelResult> Ks;
  for (unsigned I = 0; I < 6; ++I) {
    KernelResult K = kernel("same_place_" + std::to_string(I), I + 1);
    K.Roof = placed(Precision::FP32, 2, 8, M);
    Ks.push_back(K);
  }
  std::string S = svg(result(M, Ks));
  std::regex Re("<text class=\"point-(label|tag)\" x=\"([0-9.]+)\" "
                "y=\"([0-9.]+)\"[^>]*>([^<]*)<");
  struct Placed {
    double X, Y, W;
  };
  std::vector<Placed> At;
  for (auto It = std::sregex_iterator(S.begin(), S.end(), Re);
       It != std::sregex_iterator(); ++It)
    // About 7 pixels a character at 12 pixels (test/lit/chart/
    // label-overlap.test measures with the font itself).
    At.push_back(
        {std::stod((*It)[2]), std::stod((*It)[3]), 7.0 * (*It)[4].length()});
  // Every point has its label or, where no room is left, a number listed in
  // the key.
  ASSERT_EQ(At.size(), 6u);
  EXPECT_EQ(texts(S, "key").size(), elements(S, "text", "point-tag").size());
  for (std::size_t I = 0; I < At.size(); ++I)
    for (std::size_t J = I + 1; J < At.size(); ++J)
      EXPECT_TRUE(std::fabs(At[I].Y - At[J].Y) >= 12 ||
                  At[I].X + At[I].W <= At[J].X || At[J].X + At[J].W <= At[I].X)
          << I << " and " << J;
  EXPECT_FALSE(elements(S, "line", "leader").empty());
}

TEST(Chart, CaptionWithoutSources) {
  Machine M = testGpu();
  M.Sources.clear();
  M.File = "/opt/share/roofline-lint/gpus/test-gpu.json";
  M.Arch = "Round numbers";
  std::string S = svg(result(M, {saxpyLike(M)}));
  std::vector<std::string> Caption = texts(S, "caption");
  ASSERT_EQ(Caption.size(), 3u);
  EXPECT_EQ(Caption[0], "Test GPU (test-gpu), Round numbers");
  EXPECT_EQ(Caption[2], "Sources: none listed in test-gpu.json");
  EXPECT_EQ(S.find("/opt/share"), std::string::npos);
}

TEST(Chart, PointsOffTheLogScale) {
  Machine M = testGpu();
  // No FLOPs: intensity 0, ceiling 0, nowhere on a log axis.
  KernelResult Copy = kernel("copy_only", 3);
  Copy.Roof = placed(Precision::FP32, 0, 8, M);
  // No bytes: infinite intensity, nowhere on a log axis either.
  KernelResult Pure = kernel("pure_compute", 4);
  Pure.Roof = placed(Precision::FP32, 100, 0, M);
  std::string S = svg(result(M, {Copy, Pure}));
  EXPECT_TRUE(elements(S, "circle", "point").empty());
  EXPECT_TRUE(texts(S, "point-label").empty());
  std::vector<std::string> Caption = texts(S, "caption");
  ASSERT_GE(Caption.size(), 2u);
  EXPECT_EQ(Caption[Caption.size() - 2],
            "Not drawn (no FLOPs): copy_only (kernels.cu:3)");
  EXPECT_EQ(Caption.back(), "Not drawn (no DRAM traffic, compute-bound): "
                            "pure_compute (kernels.cu:4)");
}

TEST(Chart, HtmlTablePerGpu) {
  Machine M = testGpu();
  AnalysisResult R = result(M, {saxpyLike(M)});
  R.OtherGpus.push_back(result(slowGpu(), {saxpyLike(slowGpu())}));
  std::string H = html(R);
  EXPECT_EQ(elements(H, "g", "panel").size(), 2u);
  std::size_t First = H.find("<h2>Test GPU</h2>\n<table>");
  std::size_t Second = H.find("<h2>Slow GPU</h2>\n<table>");
  ASSERT_NE(First, std::string::npos);
  ASSERT_NE(Second, std::string::npos);
  EXPECT_LT(First, Second);
  // 100 GB/s x 0.25 FLOP/B on the slow GPU.
  EXPECT_NE(H.find("<td class=\"num\">25 GFLOP/s</td>", Second),
            std::string::npos);
}

TEST(Chart, Deterministic) {
  Machine M = testGpu();
  KernelResult K = saxpyLike(M);
  Measurement Meas;
  Meas.AchievedFlopsPerS = 120e9;
  Meas.FractionOfCeiling = 0.48;
  K.Launches[0].Measured = Meas;
  AnalysisResult R = result(M, {K, denseLike(M)});
  R.OtherGpus.push_back(result(slowGpu(), {saxpyLike(slowGpu())}));
  EXPECT_EQ(svg(R), svg(R));
  EXPECT_EQ(html(R), html(R));
}

TEST(Chart, HtmlPage) {
  Machine M = testGpu();
  KernelResult K = saxpyLike(M);
  std::string H = html(result(M, {K, denseLike(M)}));
  EXPECT_EQ(H.rfind("<!DOCTYPE html>\n", 0), 0u);
  EXPECT_NE(H.find("<svg xmlns=\"http://www.w3.org/2000/svg\""),
            std::string::npos);
  EXPECT_EQ(H.find("<?xml"), std::string::npos);
  EXPECT_EQ(H.find("<script"), std::string::npos);
  EXPECT_NE(H.find("<th>kernel</th><th>location</th>"), std::string::npos);
  EXPECT_EQ(H.find("<th>measured FLOP/s</th>"), std::string::npos);
  // The launch's row: 0.25 FLOP/B, 250 GFLOP/s, 2.5 % of fp32 peak.
  EXPECT_NE(H.find("<td>stream</td><td>/src/kernels.cu:20:3</td>"
                   "<td>launch</td><td class=\"num\">0.25</td>"
                   "<td class=\"num\">250 GFLOP/s</td>"
                   "<td class=\"num\">2.5 %</td>"
                   "<td>fp32 10 TFLOP/s</td><td class=\"memory\">memory</td>"),
            std::string::npos);
  EXPECT_NE(H.find("<td class=\"compute\">compute</td>"), std::string::npos);
  EXPECT_NE(H.rfind("</html>\n"), std::string::npos);

  Measurement Meas;
  Meas.AchievedFlopsPerS = 100e9;
  Meas.FractionOfCeiling = 0.4;
  Meas.AchievedIntensity = 0.2;
  Meas.Verdict = "memory-bound as predicted";
  K.Launches[0].Measured = Meas;
  H = html(result(M, {K}));
  EXPECT_NE(H.find("<th>measured FLOP/s</th>"), std::string::npos);
  EXPECT_NE(H.find("<td class=\"num\">100 GFLOP/s</td><td class=\"num\">0.2"
                   "</td><td class=\"num\">40 %</td>"
                   "<td>memory-bound as predicted</td>"),
            std::string::npos);
}

} // namespace
