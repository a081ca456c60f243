//===- NcuTest.cpp --------------------------------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Measure/Ncu.h"
#include "../Take.h"
#include "roofline/Report/Report.h"
#include "roofline/Roofline/Placement.h"

#include <gtest/gtest.h>

#include "llvm/Support/raw_ostream.h"

using roofline::test::take;

using namespace roofline;

namespace {

constexpr int FP32 = static_cast<int>(Precision::FP32);
constexpr int FP64 = static_cast<int>(Precision::FP64);

/// The header of `ncu --csv --page raw --metrics <the documented list>`.
const char *RawHeader =
    "\"ID\",\"Process ID\",\"Process Name\",\"Host Name\",\"Kernel Name\","
    "\"Context\",\"Stream\",\"Block Size\",\"Grid Size\",\"Device\",\"CC\","
    "\"dram__bytes_read.sum\",\"dram__bytes_write.sum\","
    "\"gpu__time_duration.sum\","
    "\"smsp__sass_thread_inst_executed_op_fadd_pred_on.sum\","
    "\"smsp__sass_thread_inst_executed_op_ffma_pred_on.sum\","
    "\"smsp__sass_thread_inst_executed_op_fmul_pred_on.sum\"\n";

std::string rawRow(const std::string &Id, const std::string &Kernel,
                   const std::string &Values,
                   const std::string &Grid = "(4096, 1, 1)",
                   const std::string &Block = "(256, 1, 1)") {
  return "\"" + Id + "\",\"4242\",\"saxpy\",\"127.0.0.1\",\"" + Kernel +
         "\",\"1\",\"7\",\"" + Block + "\",\"" + Grid + "\",\"0\",\"8.9\"," +
         Values + "\n";
}

bool parse(const std::string &Text, std::vector<NcuRow> &Rows,
           std::string &Error) {
  return take(parseNcuCsv(Text, "t.csv"), Rows, Error);
}

std::string parseError(const std::string &Text) {
  std::vector<NcuRow> Rows;
  std::string Error;
  EXPECT_FALSE(parse(Text, Rows, Error));
  return Error;
}

} // namespace

//===----------------------------------------------------------------------===//
// Reading the CSV
//===----------------------------------------------------------------------===//

// The documented form: ==PROF== lines, a header, a units row with scaled
// units, quoted fields with commas, thousands separators.
TEST(NcuCsvTest, RawPageWithScaledUnits) {
  std::string Text =
      "==PROF== Connected to process 4242 (/tmp/saxpy)\n"
      "==PROF== Profiling \"saxpy\" - 0: 0%....50%....100% - 3 passes\n" +
      std::string(RawHeader) +
      "\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"Mbyte\","
      "\"Kbyte\",\"usecond\",\"inst\",\"inst\",\"inst\"\n" +
      rawRow("0", "saxpy(int, float, const float *, float *)",
             "\"8.39\",\"4,194.56\",\"14.80\",\"0\",\"1,048,576\",\"0\"") +
      "==PROF== Disconnected from process 4242\n";
  std::vector<NcuRow> Rows;
  std::string Error;
  ASSERT_TRUE(parse(Text, Rows, Error)) << Error;
  ASSERT_EQ(Rows.size(), 1u);
  const NcuRow &R = Rows[0];
  EXPECT_EQ(R.Row, 1u);
  EXPECT_EQ(R.Line, 5u);
  EXPECT_EQ(R.KernelName, "saxpy(int, float, const float *, float *)");
  EXPECT_EQ(R.Grid, "(4096, 1, 1)");
  EXPECT_EQ(R.Block, "(256, 1, 1)");
  EXPECT_EQ(R.ComputeCapability, "8.9");
  EXPECT_DOUBLE_EQ(R.TimeS, 14.8e-6);
  ASSERT_TRUE(R.DramBytes);
  EXPECT_DOUBLE_EQ(*R.DramBytes, 8.39e6 + 4194.56e3);
  ASSERT_TRUE(R.Fp32Flops);
  EXPECT_DOUBLE_EQ(*R.Fp32Flops, 2097152);
  EXPECT_FALSE(R.Fp64Flops);
  EXPECT_FALSE(R.Fp16Flops);
  ASSERT_TRUE(R.Flops);
  EXPECT_DOUBLE_EQ(*R.Flops, 2097152);
}

// FLOPs = add + mul + 2*fma per family, summed over the families present.
TEST(NcuCsvTest, FlopsFromEveryFamily) {
  std::string Header = "\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\"";
  std::string Values = "\"0\",\"k(double *)\",\"1000\"";
  int Count = 1;
  for (char F : {'f', 'd', 'h'})
    for (const char *Op : {"add", "mul", "fma"}) {
      Header += std::string(",\"smsp__sass_thread_inst_executed_op_") + F + Op +
                "_pred_on.sum\"";
      Values += ",\"" + std::to_string(Count++) + "\"";
    }
  std::vector<NcuRow> Rows;
  std::string Error;
  ASSERT_TRUE(parse(Header + "\n" + Values + "\n", Rows, Error)) << Error;
  ASSERT_EQ(Rows.size(), 1u);
  EXPECT_DOUBLE_EQ(*Rows[0].Fp32Flops, 1 + 2 + 2 * 3);
  EXPECT_DOUBLE_EQ(*Rows[0].Fp64Flops, 4 + 5 + 2 * 6);
  EXPECT_DOUBLE_EQ(*Rows[0].Fp16Flops, 7 + 8 + 2 * 9);
  EXPECT_DOUBLE_EQ(*Rows[0].Flops, 9 + 21 + 33);
  // Without a units row, the time is in ncu's base unit, nanoseconds.
  EXPECT_DOUBLE_EQ(Rows[0].TimeS, 1e-6);
  EXPECT_FALSE(Rows[0].DramBytes);
}

// Packed fp32 counters, when present, count two lanes per instruction.
TEST(NcuCsvTest, PackedFp32Counters) {
  std::string Header = "\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\"";
  std::string Values = "\"0\",\"k(float *)\",\"1000\"";
  int Count = 1;
  for (const char *Op : {"add", "mul", "fma", "add2", "mul2", "fma2"}) {
    Header += std::string(",\"smsp__sass_thread_inst_executed_op_f") + Op +
              "_pred_on.sum\"";
    Values += ",\"" + std::to_string(Count++) + "\"";
  }
  std::vector<NcuRow> Rows;
  std::string Error;
  ASSERT_TRUE(parse(Header + "\n" + Values + "\n", Rows, Error)) << Error;
  EXPECT_DOUBLE_EQ(*Rows[0].Fp32Flops, 1 + 2 + 2 * 3 + 2 * 4 + 2 * 5 + 4 * 6);
}

// "n/a" leaves a value unset; a family with one unset counter is unset.
TEST(NcuCsvTest, NotAvailableValues) {
  std::vector<NcuRow> Rows;
  std::string Error;
  ASSERT_TRUE(parse(std::string(RawHeader) +
                        rawRow("0", "k(float *)",
                               "\"n/a\",\"512\",\"3,000\",\"1\",\"n/a\",\"1\""),
                    Rows, Error))
      << Error;
  ASSERT_EQ(Rows.size(), 1u);
  EXPECT_FALSE(Rows[0].Fp32Flops);
  EXPECT_FALSE(Rows[0].Flops);
  EXPECT_FALSE(Rows[0].DramBytes);
  EXPECT_DOUBLE_EQ(Rows[0].TimeS, 3e-6);
}

// dram__bytes.sum stands in for read + write.
TEST(NcuCsvTest, TotalDramBytes) {
  std::vector<NcuRow> Rows;
  std::string Error;
  ASSERT_TRUE(parse("\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\","
                    "\"dram__bytes.sum\"\n"
                    "\"\",\"\",\"msecond\",\"Gbyte\"\n"
                    "\"0\",\"k\",\"2.5\",\"1.5\"\n",
                    Rows, Error))
      << Error;
  ASSERT_EQ(Rows.size(), 1u);
  EXPECT_DOUBLE_EQ(Rows[0].TimeS, 2.5e-3);
  EXPECT_DOUBLE_EQ(*Rows[0].DramBytes, 1.5e9);
}

// The counters of the roofs inside the chip: loads and stores summed, a pair
// with one half missing left unset, sector units read as counts.
TEST(NcuCsvTest, LevelCounters) {
  std::vector<NcuRow> Rows;
  std::string Error;
  ASSERT_TRUE(
      parse("\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\","
            "\"smsp__inst_executed.sum\","
            "\"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum\","
            "\"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum\","
            "\"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum\","
            "\"lts__t_sectors_srcunit_tex.sum\"\n"
            "\"\",\"\",\"nsecond\",\"inst\",\"\",\"\",\"sector\",\"Ksector\"\n"
            "\"0\",\"k\",\"100\",\"1,000\",\"300\",\"20\",\"64\",\"2\"\n",
            Rows, Error))
      << Error;
  ASSERT_EQ(Rows.size(), 1u);
  EXPECT_DOUBLE_EQ(*Rows[0].Instructions, 1000);
  EXPECT_DOUBLE_EQ(*Rows[0].SharedWavefronts, 320);
  EXPECT_FALSE(Rows[0].L1Sectors.has_value()); // no _op_st column
  EXPECT_DOUBLE_EQ(*Rows[0].L2Sectors, 2000);
}

// Quotes: doubled quotes, commas in fields, unquoted fields, CRLF lines and
// the application's own output before the header.
TEST(NcuCsvTest, QuotingAndLineEndings) {
  std::string Text =
      "Result = PASS\r\n"
      "ID,\"Kernel Name\",\"Grid Size\",gpu__time_duration.sum\r\n"
      "0,\"k<\"\"a, b\"\">(int)\",\"(2, 3, 1)\",  \"1,500\" \r\n"
      "\r\n"
      "1,plain,\"(1, 1, 1)\",\"2\"\r\n";
  std::vector<NcuRow> Rows;
  std::string Error;
  ASSERT_TRUE(parse(Text, Rows, Error)) << Error;
  ASSERT_EQ(Rows.size(), 2u);
  EXPECT_EQ(Rows[0].KernelName, "k<\"a, b\">(int)");
  EXPECT_EQ(Rows[0].Grid, "(2, 3, 1)");
  EXPECT_DOUBLE_EQ(Rows[0].TimeS, 1500e-9);
  EXPECT_EQ(Rows[0].Line, 3u);
  EXPECT_EQ(Rows[1].KernelName, "plain");
  EXPECT_EQ(Rows[1].Row, 2u);
  EXPECT_EQ(Rows[1].Line, 5u);
}

// The details page (ncu's default) holds the same metrics one per line.
TEST(NcuCsvTest, DetailsPage) {
  std::string Head =
      "\"ID\",\"Process ID\",\"Process Name\",\"Host Name\",\"Kernel Name\","
      "\"Context\",\"Stream\",\"Block Size\",\"Grid Size\",\"Device\",\"CC\","
      "\"Section Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n";
  auto Line = [](const char *Id, const char *Metric, const char *Unit,
                 const char *Value) {
    return std::string("\"") + Id +
           "\",\"1\",\"a.out\",\"h\",\"k(float *)\",\"1\",\"7\",\"(256, 1, "
           "1)\",\"(4, 1, 1)\",\"0\",\"8.9\",\"Command line profiler metrics\","
           "\"" +
           Metric + "\",\"" + Unit + "\",\"" + Value + "\"\n";
  };
  std::string Text = Head +
                     Line("0", "gpu__time_duration.sum", "usecond", "2.50") +
                     Line("0", "dram__bytes_read.sum", "Kbyte", "4.10") +
                     Line("0", "dram__bytes_write.sum", "byte", "2,048") +
                     Line("1", "gpu__time_duration.sum", "nsecond", "2,400");
  std::vector<NcuRow> Rows;
  std::string Error;
  ASSERT_TRUE(parse(Text, Rows, Error)) << Error;
  ASSERT_EQ(Rows.size(), 2u);
  EXPECT_DOUBLE_EQ(Rows[0].TimeS, 2.5e-6);
  EXPECT_DOUBLE_EQ(*Rows[0].DramBytes, 4100 + 2048);
  EXPECT_DOUBLE_EQ(Rows[1].TimeS, 2.4e-6);
  EXPECT_EQ(Rows[1].Row, 2u);
  EXPECT_FALSE(Rows[1].DramBytes);
}

TEST(NcuCsvTest, HeaderOnlyIsNoRows) {
  std::vector<NcuRow> Rows;
  std::string Error;
  ASSERT_TRUE(parse(RawHeader, Rows, Error)) << Error;
  EXPECT_TRUE(Rows.empty());
}

TEST(NcuCsvTest, ErrorsNameFileAndLine) {
  EXPECT_EQ(parseError(""),
            "t.csv:1: the file is empty; expected `ncu --csv --page raw` "
            "output, whose header row starts with \"ID\" and names \"Kernel "
            "Name\"");
  EXPECT_EQ(parseError("==PROF== Connected\n==WARNING== No kernels were "
                       "profiled.\n"),
            "t.csv:2: no CSV rows, only ncu's own messages (did it profile "
            "any kernel?)");
  EXPECT_EQ(parseError("name,time\nk,1\n"),
            "t.csv:1: no header row found; expected `ncu --csv --page raw` "
            "output, whose header row starts with \"ID\" and names \"Kernel "
            "Name\"");
  EXPECT_EQ(parseError("==PROF== x\n\"ID\",\"Name\",\"gpu__time_duration.sum\""
                       "\n"),
            "t.csv:2: the header has no \"Kernel Name\" column; expected `ncu "
            "--csv --page raw` output, whose header row starts with \"ID\" "
            "and names \"Kernel Name\"");
  EXPECT_EQ(parseError("\"ID\",\"Kernel Name\",\"dram__bytes_read.sum\"\n"),
            "t.csv:1: the header has no \"gpu__time_duration.sum\" column; "
            "profile with --metrics gpu__time_duration.sum,... "
            "(docs/Measurements.md)");
  std::string Raw = RawHeader;
  EXPECT_EQ(parseError(Raw + rawRow("0", "k",
                                    "\"1\",\"2\",\"fast\",\"0\",\"0\","
                                    "\"0\"")),
            "t.csv:2: 'fast' in column 'gpu__time_duration.sum' is not a "
            "number");
  EXPECT_EQ(parseError(Raw + rawRow("0", "k", "\"1\",\"2\",\"3\"")),
            "t.csv:2: 14 fields, the header has 17");
  EXPECT_EQ(parseError(Raw + "\"0\",\"k\n"), "t.csv:2: a quoted field is not "
                                             "closed");
  EXPECT_EQ(parseError(Raw + rawRow("0", "k",
                                    "\"1\",\"2\",\"n/a\",\"0\",\"0\","
                                    "\"0\"")),
            "t.csv:2: kernel 'k' has no value for gpu__time_duration.sum");
  EXPECT_EQ(parseError("\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\"\n"
                       "\"\",\"\",\"furlong\"\n\"0\",\"k\",\"1\"\n"),
            "t.csv:3: unit 'furlong' of 'gpu__time_duration.sum' is not a "
            "time");
  EXPECT_EQ(parseError("\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\"\n"
                       "\"0\",\"k\"x,\"1\"\n"),
            "t.csv:2: unexpected text after a quoted field");
}

TEST(NcuCsvTest, UnreadableFile) {
  std::vector<NcuRow> Rows;
  std::string Error;
  EXPECT_FALSE(take(readNcuCsv("/nonexistent/ncu.csv"), Rows, Error));
  EXPECT_EQ(Error, "/nonexistent/ncu.csv: cannot be read");
}

TEST(NcuCsvTest, UnitScales) {
  auto Time = [](const char *U) { return ncuUnitScale(U, NcuQuantity::Time); };
  auto Bytes = [](const char *U) {
    return ncuUnitScale(U, NcuQuantity::Bytes);
  };
  auto Count = [](const char *U) {
    return ncuUnitScale(U, NcuQuantity::Count);
  };
  EXPECT_EQ(Time("nsecond"), 1e-9);
  EXPECT_EQ(Time("usecond"), 1e-6);
  EXPECT_EQ(Time("msecond"), 1e-3);
  EXPECT_EQ(Time("second"), 1.0);
  EXPECT_EQ(Time("us"), 1e-6);
  EXPECT_EQ(Time("byte"), std::nullopt);
  EXPECT_EQ(Bytes("byte"), 1.0);
  EXPECT_EQ(Bytes("Kbyte"), 1e3); // decimal, as ncu prints
  EXPECT_EQ(Bytes("Mbyte"), 1e6);
  EXPECT_EQ(Bytes("Gbyte"), 1e9);
  EXPECT_EQ(Bytes("Tbyte"), 1e12);
  EXPECT_EQ(Bytes("KiB"), 1024.0);
  EXPECT_EQ(Bytes("MiB"), 1024.0 * 1024);
  EXPECT_EQ(Bytes("mbyte"), std::nullopt);
  EXPECT_EQ(Bytes("second"), std::nullopt);
  EXPECT_EQ(Count(""), 1.0);
  EXPECT_EQ(Count("inst"), 1.0);
  EXPECT_EQ(Count("Minst"), 1e6);
  EXPECT_EQ(Count("K"), std::nullopt);
  EXPECT_EQ(Count("byte"), std::nullopt);
}

TEST(NcuCsvTest, Numbers) {
  auto Num = [](const char *S) {
    std::optional<double> V;
    EXPECT_TRUE(parseNcuNumber(S, V)) << S;
    return V;
  };
  auto Bad = [](const char *S) {
    std::optional<double> V;
    return !parseNcuNumber(S, V);
  };
  EXPECT_EQ(Num("1,234,567"), 1234567.0);
  EXPECT_EQ(Num("1,234.5"), 1234.5);
  EXPECT_EQ(Num("12.50"), 12.5);
  EXPECT_EQ(Num("0"), 0.0);
  EXPECT_EQ(Num("-3"), -3.0);
  EXPECT_EQ(Num("4.0e-05"), 4e-5);
  EXPECT_EQ(Num("1E+3"), 1000.0);
  EXPECT_EQ(Num(" 2,048 "), 2048.0);
  // A decimal comma with '.' grouping, as some locales print.
  EXPECT_EQ(Num("27.595.520"), 27595520.0);
  EXPECT_EQ(Num("1.234,5"), 1234.5);
  EXPECT_EQ(Num("117,344"), 117344.0);
  EXPECT_EQ(Num("n/a"), std::nullopt);
  EXPECT_EQ(Num("N/A"), std::nullopt);
  EXPECT_EQ(Num(""), std::nullopt);
  EXPECT_TRUE(Bad("abc"));
  EXPECT_TRUE(Bad("12,34,567"));
  EXPECT_TRUE(Bad("1234,567.0"));
  EXPECT_TRUE(Bad(",123"));
  EXPECT_TRUE(Bad("1.2.3,4.5"));
  EXPECT_TRUE(Bad("3 us"));
  EXPECT_TRUE(Bad("-"));
}

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

TEST(NcuNameTest, Canonical) {
  EXPECT_EQ(canonicalKernelName(
                "matmul_naive(const float *, const float *, float *, int)"),
            "matmul_naive");
  EXPECT_EQ(canonicalKernelName("matmul_naive"), "matmul_naive");
  EXPECT_EQ(canonicalKernelName("void sgemm<128, 8>(const float *, float *)"),
            "sgemm<128,8>");
  EXPECT_EQ(canonicalKernelName("void ns::sgemm<128u, 8>(float const*, int)"),
            "sgemm<128,8>");
  EXPECT_EQ(canonicalKernelName("sgemm<128U, 8>"), "sgemm<128,8>");
  EXPECT_EQ(canonicalKernelName("void scale_tile<4, float>(float *, float)"),
            canonicalKernelName("scale_tile<4, float>"));
  EXPECT_EQ(canonicalKernelName("(anonymous namespace)::k(float *)"), "k");
  EXPECT_EQ(canonicalKernelName("void k<(int)4, (bool)1, 2l>(float4 *)"),
            "k<4,true,2>");
  EXPECT_EQ(canonicalKernelName("k<float4, unsigned int>"),
            "k<float4,unsignedint>");
  EXPECT_EQ(canonicalKernelName("void f<void (*)(int)>(int (*)(float))"),
            "f<void(*)(int)>");
}

//===----------------------------------------------------------------------===//
// Matching and what follows from a match
//===----------------------------------------------------------------------===//

namespace {

Machine testGpu() {
  Machine M = makeCustomMachine(10e12, 1e12); // ridge 10 FLOP/B
  M.Id = "test-gpu";
  M.CudaArch = "sm_89";
  return M;
}

std::array<Expr, 3> dims(int64_t X, int64_t Y = 1, int64_t Z = 1) {
  return {Expr(X), Expr(Y), Expr(Z)};
}

/// A launch of Flops fp32 FLOPs and Bytes global bytes, placed on testGpu().
LaunchResult launch(int64_t Flops, int64_t Bytes, std::array<Expr, 3> Grid,
                    std::array<Expr, 3> Block, unsigned Line, int Prec = FP32) {
  LaunchResult L;
  L.Site.Loc = {"k.cu", Line, 3};
  L.Grid = Grid;
  L.Block = Block;
  L.Totals.Flops[Prec] = Expr(Flops);
  L.Totals.GlobalLoadBytes = Expr(Bytes);
  FlopsAndBytes A;
  A.Flops[Prec] = static_cast<double>(Flops);
  A.GlobalBytes = static_cast<double>(Bytes);
  L.Roof = place(A, testGpu());
  L.Intensity = static_cast<double>(Flops) / static_cast<double>(Bytes);
  L.TimeLowerBoundS = L.Roof->TimeLowerBoundS;
  return L;
}

KernelResult kernel(const std::string &Name, std::vector<LaunchResult> Ls) {
  KernelResult K;
  K.Kernel.Name = Name;
  K.Launches = std::move(Ls);
  return K;
}

AnalysisResult result(std::vector<KernelResult> Ks) {
  AnalysisResult R;
  R.Gpu = testGpu();
  FileResult F;
  F.File = "k.cu";
  F.Kernels = std::move(Ks);
  R.Files.push_back(std::move(F));
  return R;
}

NcuRow row(unsigned N, const std::string &Name, double TimeS,
           std::optional<double> Fp32Flops, std::optional<double> Bytes,
           const std::string &Grid = "(4096, 1, 1)",
           const std::string &Block = "(256, 1, 1)") {
  NcuRow R;
  R.Row = N;
  R.Line = N + 2;
  R.KernelName = Name;
  R.TimeS = TimeS;
  R.Fp32Flops = Fp32Flops;
  R.Flops = Fp32Flops;
  R.DramBytes = Bytes;
  R.Grid = Grid;
  R.Block = Block;
  R.ComputeCapability = "8.9";
  return R;
}

const LaunchResult &launchOf(const AnalysisResult &R, size_t K, size_t L = 0) {
  return R.Files[0].Kernels[K].Launches[L];
}

/// SAXPY over 2^20 elements: 2 FLOPs and 12 bytes per element.
constexpr int64_t N = 1 << 20;

} // namespace

// The saxpy launch: FLOPs equal to the prediction (ratio exactly 1), DRAM
// bytes a little above it, 85 % of the 166.7 GFLOP/s ceiling.
TEST(NcuMatchTest, SaxpyCalibration) {
  AnalysisResult R = result(
      {kernel("saxpy", {launch(2 * N, 12 * N, dims(4096), dims(256), 16)})});
  attachMeasurements(R,
                     {row(1, "saxpy(int, float, const float *, float *)",
                          14.8e-6, 2.0 * N, 12586240)},
                     "s.csv");
  const LaunchResult &L = launchOf(R, 0);
  ASSERT_TRUE(L.Measured);
  const Measurement &M = *L.Measured;
  EXPECT_EQ(M.Row, 1u);
  EXPECT_EQ(M.KernelName, "saxpy(int, float, const float *, float *)");
  EXPECT_EQ(M.Repeats, 1u);
  EXPECT_DOUBLE_EQ(*M.Flops, 2097152);
  EXPECT_DOUBLE_EQ(*M.FlopsRatio, 1.0);
  EXPECT_DOUBLE_EQ(*M.BytesRatio, 12582912.0 / 12586240.0);
  EXPECT_DOUBLE_EQ(*M.AchievedFlopsPerS, 2097152 / 14.8e-6);
  EXPECT_DOUBLE_EQ(*M.AchievedIntensity, 2097152.0 / 12586240.0);
  EXPECT_NEAR(*M.FractionOfCeiling, (2097152 / 14.8e-6) / (1e12 / 6), 1e-12);
  EXPECT_EQ(M.VerdictBasis, "predicted ceiling");
  EXPECT_EQ(M.Verdict, "as good as its data flow allows: change the algorithm");
  EXPECT_FALSE(M.AchievedUsesPredictedFlops);
  EXPECT_TRUE(M.Notes.empty());
  ASSERT_TRUE(R.Measurements);
  EXPECT_EQ(R.Measurements->File, "s.csv");
  EXPECT_EQ(R.Measurements->Rows, 1u);
  EXPECT_EQ(R.Measurements->Matched, 1u);
  EXPECT_TRUE(R.Measurements->UnmatchedRows.empty());
  EXPECT_TRUE(R.Measurements->UnmatchedKernels.empty());
  EXPECT_TRUE(R.Measurements->Notes.empty());
  EXPECT_EQ(R.Measurements->NearFraction, 0.7);
  EXPECT_EQ(R.Measurements->FarFraction, 0.5);
}

// Thresholds at their boundaries: >= 0.7 near, < 0.5 far, between within 2x.
TEST(NcuMatchTest, VerdictThresholds) {
  const std::string Near =
      "as good as its data flow allows: change the algorithm";
  const std::string Far = "leaves performance on the table: fix the kernel";
  const std::string Middle =
      "within 2x of its ceiling: tune what is cheap, then change the "
      "algorithm";
  EXPECT_EQ(verdictFor(1.0), Near);
  EXPECT_EQ(verdictFor(0.7), Near);
  EXPECT_EQ(verdictFor(0.6999), Middle);
  EXPECT_EQ(verdictFor(0.5), Middle);
  EXPECT_EQ(verdictFor(0.4999), Far);
  EXPECT_EQ(verdictFor(0.0), Far);
}

// A launch measured at exactly 70 % and at just under 50 % of its ceiling.
TEST(NcuMatchTest, VerdictOfLaunchesAtTheBoundaries) {
  // 1e9 FLOPs over 1e9 bytes: ceiling 1 TFLOP/s; 0.7 of it takes 1/0.7 ms.
  AnalysisResult R = result(
      {kernel("a", {launch(1000000000, 1000000000, dims(1), dims(1), 1)}),
       kernel("b", {launch(1000000000, 1000000000, dims(1), dims(1), 2)})});
  attachMeasurements(
      R,
      {row(1, "a()", 1e-3 / 0.7, 1e9, 1e9, "(1, 1, 1)", "(1, 1, 1)"),
       row(2, "b()", 1e-3 / 0.4999, 1e9, 1e9, "(1, 1, 1)", "(1, 1, 1)")},
      "t.csv");
  EXPECT_NEAR(*launchOf(R, 0).Measured->FractionOfCeiling, 0.7, 1e-12);
  EXPECT_EQ(launchOf(R, 0).Measured->Verdict, verdictFor(0.7));
  EXPECT_EQ(launchOf(R, 1).Measured->Verdict, verdictFor(0.4));
}

// The n-th row of a kernel is its n-th launch when the sites share a
// configuration.
TEST(NcuMatchTest, ByNameAndOrder) {
  AnalysisResult R =
      result({kernel("k", {launch(2 * N, 12 * N, dims(4096), dims(256), 10),
                           launch(2 * N, 12 * N, dims(4096), dims(256), 20)}),
              kernel("other", {launch(N, 8 * N, dims(4096), dims(256), 30)})});
  attachMeasurements(R,
                     {row(1, "k(float *)", 20e-6, 2.0 * N, 12.0 * N),
                      row(2, "other(float *)", 30e-6, 1.0 * N, 8.0 * N),
                      row(3, "k(float *)", 40e-6, 2.0 * N, 12.0 * N)},
                     "t.csv");
  EXPECT_EQ(launchOf(R, 0, 0).Measured->Row, 1u);
  EXPECT_DOUBLE_EQ(launchOf(R, 0, 0).Measured->TimeS, 20e-6);
  EXPECT_EQ(launchOf(R, 0, 1).Measured->Row, 3u);
  EXPECT_DOUBLE_EQ(launchOf(R, 0, 1).Measured->TimeS, 40e-6);
  EXPECT_EQ(launchOf(R, 1).Measured->Row, 2u);
  EXPECT_EQ(R.Measurements->Matched, 3u);
}

// Launch sites with their own constant configurations are matched by grid
// and block, in any order; repeats of one go to it.
TEST(NcuMatchTest, ByConfiguration) {
  AnalysisResult R =
      result({kernel("k", {launch(N, 4 * N, dims(64), dims(256), 10),
                           launch(N, 4 * N, dims(128), dims(128), 20)})});
  attachMeasurements(R,
                     {row(1, "k(float *)", 5e-6, 1.0 * N, 4.0 * N,
                          "(128, 1, 1)", "(128, 1, 1)"),
                      row(2, "k(float *)", 6e-6, 1.0 * N, 4.0 * N, "(64, 1, 1)",
                          "(256, 1, 1)"),
                      row(3, "k(float *)", 7e-6, 1.0 * N, 4.0 * N,
                          "(128, 1, 1)", "(128, 1, 1)"),
                      row(4, "k(float *)", 8e-6, 1.0 * N, 4.0 * N, "(32, 1, 1)",
                          "(128, 1, 1)")},
                     "t.csv");
  EXPECT_EQ(launchOf(R, 0, 0).Measured->Row, 2u);
  EXPECT_EQ(launchOf(R, 0, 0).Measured->Repeats, 1u);
  EXPECT_EQ(launchOf(R, 0, 1).Measured->Row, 1u);
  EXPECT_EQ(launchOf(R, 0, 1).Measured->Repeats, 2u);
  EXPECT_DOUBLE_EQ(launchOf(R, 0, 1).Measured->TimeS, 6e-6);
  ASSERT_EQ(R.Measurements->UnmatchedRows.size(), 1u);
  EXPECT_EQ(R.Measurements->UnmatchedRows[0],
            "row 4: kernel 'k(float *)': its grid (32, 1, 1) and block (128, "
            "1, 1) are those of none of the kernel's 2 launch sites");
  EXPECT_EQ(R.Measurements->Matched, 3u);
}

// Rows beyond the sites of a kernel with one launch site are repeats: the
// median time, the spread, the count.
TEST(NcuMatchTest, RepeatsOfOneSite) {
  AnalysisResult R = result(
      {kernel("saxpy", {launch(2 * N, 12 * N, dims(4096), dims(256), 16)})});
  std::vector<NcuRow> Rows;
  unsigned I = 0;
  for (double T : {14.8e-6, 15.1e-6, 14.6e-6, 14.9e-6, 30.2e-6})
    Rows.push_back(row(++I, "saxpy(int, float, const float *, float *)", T,
                       2.0 * N, 12586240));
  attachMeasurements(R, Rows, "t.csv");
  const Measurement &M = *launchOf(R, 0).Measured;
  EXPECT_EQ(M.Repeats, 5u);
  EXPECT_EQ(M.Row, 1u);
  EXPECT_DOUBLE_EQ(M.TimeS, 14.9e-6);
  EXPECT_DOUBLE_EQ(M.TimeMinS, 14.6e-6);
  EXPECT_DOUBLE_EQ(M.TimeMaxS, 30.2e-6);
  EXPECT_EQ(R.Measurements->Matched, 5u);
  EXPECT_TRUE(R.Measurements->UnmatchedRows.empty());
}

// An even number of repeats: the mean of the middle two.
TEST(NcuMatchTest, MedianOfAnEvenCount) {
  AnalysisResult R =
      result({kernel("k", {launch(N, 4 * N, dims(4096), dims(256), 1)})});
  attachMeasurements(R,
                     {row(1, "k", 4e-6, 1.0 * N, 4.0 * N),
                      row(2, "k", 1e-6, 1.0 * N, 4.0 * N),
                      row(3, "k", 3e-6, 1.0 * N, 4.0 * N),
                      row(4, "k", 2e-6, 1.0 * N, 4.0 * N)},
                     "t.csv");
  EXPECT_DOUBLE_EQ(launchOf(R, 0).Measured->TimeS, 2.5e-6);
}

// More rows than the sites of a kernel with several sites of one
// configuration: the extra rows cannot be placed.
TEST(NcuMatchTest, ExtraRowsOfSeveralSites) {
  AnalysisResult R =
      result({kernel("k", {launch(N, 4 * N, dims(4096), dims(256), 10),
                           launch(N, 4 * N, dims(4096), dims(256), 20)})});
  attachMeasurements(R,
                     {row(1, "k", 1e-6, 1.0 * N, 4.0 * N),
                      row(2, "k", 2e-6, 1.0 * N, 4.0 * N),
                      row(3, "k", 3e-6, 1.0 * N, 4.0 * N)},
                     "t.csv");
  EXPECT_EQ(launchOf(R, 0, 0).Measured->Row, 1u);
  EXPECT_EQ(launchOf(R, 0, 1).Measured->Row, 2u);
  ASSERT_EQ(R.Measurements->UnmatchedRows.size(), 1u);
  EXPECT_EQ(R.Measurements->UnmatchedRows[0],
            "row 3: kernel 'k': the 3rd row of a kernel with 2 launch sites, "
            "whose grid and block do not tell which it repeats");
}

TEST(NcuMatchTest, UnmatchedRowsAndLaunches) {
  AnalysisResult R = result(
      {kernel("saxpy", {launch(2 * N, 12 * N, dims(4096), dims(256), 16)}),
       kernel("fill", {}), kernel("tiled<16>", {}),
       kernel("lonely", {launch(N, 4 * N, dims(64), dims(32), 40)})});
  attachMeasurements(R,
                     {row(1, "saxpy(int, float, const float *, float *)", 15e-6,
                          2.0 * N, 12.0 * N),
                      row(2, "cublas_gemm(float *)", 1e-3, 1.0, 1.0),
                      row(3, "fill(float *, int)", 2e-6, 0.0, 4.0 * N,
                          "(196, 1, 1)", "(16, 16, 1)"),
                      row(4, "void tiled<16>(float *)", 2e-6, 0.0, 4.0 * N,
                          "(8, 8, 1)", "(16, 16, 1)"),
                      row(5, "_Z5saxpyifPKfPf", 15e-6, 2.0 * N, 12.0 * N)},
                     "t.csv");
  const MeasurementRun &Run = *R.Measurements;
  EXPECT_EQ(Run.Rows, 5u);
  EXPECT_EQ(Run.Matched, 1u);
  ASSERT_EQ(Run.UnmatchedRows.size(), 4u);
  EXPECT_EQ(Run.UnmatchedRows[0], "row 2: kernel 'cublas_gemm(float *)': no "
                                  "kernel of that name in the analyzed files");
  EXPECT_EQ(Run.UnmatchedRows[1],
            "row 3: kernel 'fill(float *, int)': the kernel has no launch site "
            "in the analyzed files; profiled with grid (196, 1, 1), block (16, "
            "16, 1): compare it with --launch fill:196:16x16");
  EXPECT_EQ(Run.UnmatchedRows[2],
            "row 4: kernel 'void tiled<16>(float *)': the kernel has no launch "
            "site in the analyzed files; profiled with grid (8, 8, 1), block "
            "(16, 16, 1): compare it with --launch 'tiled<16>:8x8:16x16'");
  EXPECT_EQ(Run.UnmatchedRows[3],
            "row 5: kernel '_Z5saxpyifPKfPf': a mangled name; profile with "
            "ncu's default --print-kernel-base demangled");
  ASSERT_EQ(Run.UnmatchedKernels.size(), 1u);
  EXPECT_EQ(Run.UnmatchedKernels[0], "'lonely' launched at k.cu:40:3: no row");
  EXPECT_FALSE(launchOf(R, 3).Measured);
}

// A kernel without FLOPs, profiled without floating-point counters: nothing
// to say about FLOPs; a kernel that could not be analyzed: unmatched.
TEST(NcuMatchTest, NoFlopsNoCountersAndUnanalyzed) {
  AnalysisResult R =
      result({kernel("copy", {launch(0, 8 * N, dims(4096), dims(256), 1)}),
              kernel("broken", {})});
  R.Files[0].Kernels[1].Kernel.Analyzed = false;
  NcuRow Copy =
      row(1, "copy(float *, const float *)", 10e-6, std::nullopt, 8.0 * N);
  attachMeasurements(R, {Copy, row(2, "broken(float *)", 1e-6, 0.0, 0.0)},
                     "t.csv");
  const Measurement &M = *launchOf(R, 0).Measured;
  EXPECT_FALSE(M.Flops);
  EXPECT_FALSE(M.AchievedFlopsPerS);
  EXPECT_FALSE(M.AchievedUsesPredictedFlops);
  EXPECT_TRUE(M.Notes.empty());
  EXPECT_EQ(M.VerdictBasis, "bandwidth ceiling");
  ASSERT_EQ(R.Measurements->UnmatchedRows.size(), 1u);
  EXPECT_EQ(R.Measurements->UnmatchedRows[0],
            "row 2: kernel 'broken(float *)': the kernel could not be "
            "analyzed");
}

// A template instantiation: by its full name, or by the function name alone
// when only one instantiation has it.
TEST(NcuMatchTest, TemplateNames) {
  AnalysisResult R = result(
      {kernel("sgemm<128, 8>", {launch(N, N, dims(1), dims(1), 1)}),
       kernel("scale<float>", {launch(N, N, dims(1), dims(1), 2),
                               launch(N, N, dims(1), dims(1), 3)}),
       kernel("scale<double>", {launch(N, N, dims(1), dims(1), 4, FP64)})});
  attachMeasurements(
      R,
      {row(1, "void sgemm<128u, 8>(const float *, float *)", 1e-6, 1.0 * N,
           1.0 * N, "(1, 1, 1)", "(1, 1, 1)"),
       row(2, "void scale<double>(double *)", 1e-6, std::nullopt, 1.0 * N,
           "(1, 1, 1)", "(1, 1, 1)"),
       row(3, "scale", 1e-6, 1.0 * N, 1.0 * N, "(1, 1, 1)", "(1, 1, 1)")},
      "t.csv");
  EXPECT_EQ(launchOf(R, 0).Measured->Row, 1u);
  EXPECT_FALSE(launchOf(R, 1, 0).Measured);
  EXPECT_EQ(launchOf(R, 2).Measured->Row, 2u);
  ASSERT_EQ(R.Measurements->UnmatchedRows.size(), 1u);
  EXPECT_EQ(R.Measurements->UnmatchedRows[0],
            "row 3: kernel 'scale': its name fits several kernels "
            "('scale<double>', 'scale<float>')");
}

// Without the counters of a precision the launch computes in, the measured
// FLOPs stay unset and the achieved rate uses the predicted FLOPs.
TEST(NcuMatchTest, MissingCountersUsePredictedFlops) {
  AnalysisResult R = result({kernel(
      "add64", {launch(50000, 1200000, dims(196), dims(256), 18, FP64)})});
  NcuRow Row = row(1, "add64(const double *, const double *, double *, int)",
                   3.4e-6, 0.0, 827392, "(196, 1, 1)", "(256, 1, 1)");
  Row.Fp64Flops.reset(); // fp32 counters only: 0 of them
  attachMeasurements(R, {Row}, "t.csv");
  const Measurement &M = *launchOf(R, 0).Measured;
  EXPECT_FALSE(M.Flops);
  EXPECT_FALSE(M.FlopsRatio);
  EXPECT_TRUE(M.AchievedUsesPredictedFlops);
  EXPECT_DOUBLE_EQ(*M.AchievedFlopsPerS, 50000 / 3.4e-6);
  EXPECT_DOUBLE_EQ(*M.AchievedIntensity, 50000.0 / 827392);
  EXPECT_DOUBLE_EQ(*M.BytesRatio, 1200000.0 / 827392);
  ASSERT_EQ(M.Notes.size(), 2u);
  EXPECT_EQ(M.Notes[0], "no fp64 (d) add/mul/fma counter values in the "
                        "measurements");
  EXPECT_EQ(M.Notes[1],
            "achieved FLOP/s and intensity use the predicted FLOPs");
}

// Beating the predicted ceiling (caches served traffic the model counts):
// the verdict is judged against the ceiling at the measured intensity.
TEST(NcuMatchTest, AboveThePredictedCeiling) {
  // The naive matmul at N = 4096: intensity 0.25, ceiling 250 GFLOP/s.
  int64_t Flops = 137438953472, Bytes = 549822922752;
  AnalysisResult R = result(
      {kernel("matmul_naive",
              {launch(Flops, Bytes, dims(256, 256), dims(16, 16), 25)})});
  attachMeasurements(R,
                     {row(1,
                          "matmul_naive(const float *, const float *, "
                          "float *, int)",
                          84.52e-3, static_cast<double>(Flops), 4469516288.0,
                          "(256, 256, 1)", "(16, 16, 1)")},
                     "t.csv");
  const Measurement &M = *launchOf(R, 0).Measured;
  EXPECT_GT(*M.FractionOfCeiling, 1.0);
  // 30.7 FLOP/B measured: above the ridge, so the peak is the ceiling.
  EXPECT_DOUBLE_EQ(*M.MeasuredCeilingFlopsPerS, 10e12);
  EXPECT_DOUBLE_EQ(*M.FractionOfMeasuredCeiling, Flops / 84.52e-3 / 10e12);
  EXPECT_EQ(M.VerdictBasis, "measured-intensity ceiling");
  EXPECT_EQ(M.Verdict, "leaves performance on the table: fix the kernel");
  EXPECT_NEAR(*M.BytesRatio, 123.0, 0.1);
  ASSERT_EQ(M.Notes.size(), 1u);
  EXPECT_EQ(M.Notes[0], "beats the predicted ceiling: caches cut its DRAM "
                        "traffic to 1/123 of the bytes the model counts; "
                        "judged against the ceiling at its measured "
                        "intensity");
}

// A configuration the launch site fixes, profiled differently: noted.
TEST(NcuMatchTest, ConfigurationMismatchIsNoted) {
  AnalysisResult R =
      result({kernel("k", {launch(N, 4 * N, dims(4096), dims(256), 1)})});
  attachMeasurements(R, {row(1, "k", 100e-6, 1.0 * N, 4.0 * N, "(2048, 1, 1)")},
                     "t.csv");
  const Measurement &M = *launchOf(R, 0).Measured;
  ASSERT_EQ(M.Notes.size(), 1u);
  EXPECT_EQ(M.Notes[0], "profiled grid (2048, 1, 1) differs from the launch's "
                        "(4096, 1, 1) (row 1)");
}

TEST(NcuMatchTest, OtherArchitectureIsNoted) {
  AnalysisResult R =
      result({kernel("k", {launch(N, 4 * N, dims(4096), dims(256), 1)})});
  NcuRow Row = row(1, "k", 1e-6, 1.0 * N, 4.0 * N);
  Row.ComputeCapability = "9.0";
  attachMeasurements(R, {Row}, "t.csv");
  ASSERT_EQ(R.Measurements->Notes.size(), 1u);
  EXPECT_EQ(R.Measurements->Notes[0],
            "profiled on compute capability 9.0, compared with test-gpu "
            "(sm_89); pass the profiled GPU with --gpu");
}

// A launch without FLOPs (a fill, a copy) sits on the bandwidth roof: the
// fraction is the predicted time bound over the measured time.
TEST(NcuMatchTest, NoFlopsUsesTheBandwidthCeiling) {
  AnalysisResult R =
      result({kernel("fill", {launch(0, 4 * N, dims(4096), dims(256), 1)})});
  attachMeasurements(R, {row(1, "fill(float *)", 8e-6, 0.0, 4.0 * N)}, "t.csv");
  const Measurement &M = *launchOf(R, 0).Measured;
  // 4 MiB at 1 TB/s: 4.19 us at best; 8 us measured.
  EXPECT_DOUBLE_EQ(*M.FractionOfCeiling, 4.0 * N / 1e12 / 8e-6);
  EXPECT_EQ(M.VerdictBasis, "bandwidth ceiling");
  EXPECT_EQ(M.Verdict, verdictFor(0.52));
  EXPECT_FALSE(M.FlopsRatio);
  EXPECT_DOUBLE_EQ(*M.AchievedDramBytesPerS, 4.0 * N / 8e-6);
  EXPECT_FALSE(M.MeasuredCeilingFlopsPerS);
}

TEST(NcuTextTest, Section) {
  AnalysisResult R = result(
      {kernel("saxpy", {launch(2 * N, 12 * N, dims(4096), dims(256), 16)}),
       kernel("lonely", {launch(N, 4 * N, dims(64), dims(32), 40)})});
  attachMeasurements(R,
                     {row(1, "saxpy(int, float, const float *, float *)",
                          14.8e-6, 2.0 * N, 12586240),
                      row(2, "nope()", 1e-6, 1.0, 1.0)},
                     "s.csv");
  std::string S;
  llvm::raw_string_ostream OS(S);
  printMeasuredText(R, OS);
  EXPECT_EQ(OS.str(),
            "s.csv: note: 2 profiled launches, 1 matched to 1 launch; "
            "verdicts: at >= 70 % of the ceiling near it (change the "
            "algorithm), under 50 % far below it (fix the kernel), within 2x "
            "in between\n"
            "k.cu:16:3: remark: measured 'saxpy' (row 1): 85 % of its "
            "ceiling: as good as its data flow allows: change the algorithm "
            "[roofline-measured]\n"
            "  time            14.8 us  (predicted >= 12.6 us)\n"
            "  achieved        142 GFLOP/s  (ceiling 167 GFLOP/s; at the "
            "measured intensity 167 GFLOP/s)\n"
            "  flops           2097152  (predicted 2097152, ratio 1)\n"
            "  bytes           12586240 B DRAM  (predicted 12582912 B global, "
            "ratio 1)\n"
            "  bandwidth       850 GB/s DRAM  (of 1 TB/s)\n"
            "  intensity       0.167 FLOP/B DRAM  (predicted 0.167)\n"
            "s.csv: note: unmatched row 2: kernel 'nope()': no kernel of that "
            "name in the analyzed files\n"
            "k.cu:40:3: note: launch of 'lonely' has no row in s.csv\n");
}
