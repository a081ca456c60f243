//===- MachineDatabaseTest.cpp - GPU database loading and lookup ----------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "../Take.h"
#include "roofline/Machine/Machine.h"

#include "../ScratchDir.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

using roofline::test::take;

using namespace roofline;
namespace fs = std::filesystem;

namespace {

const char *const ShippedIds[] = {"a10",
                                  "a100-pcie-40gb",
                                  "a100-pcie-80gb",
                                  "a100-sxm4-40gb",
                                  "a100-sxm4-80gb",
                                  "a30",
                                  "b200",
                                  "gh200",
                                  "h100-pcie",
                                  "h100-sxm5",
                                  "h200-sxm",
                                  "jetson-agx-orin-64gb",
                                  "l4",
                                  "l40s",
                                  "rtx-3070",
                                  "rtx-3070-ti",
                                  "rtx-3090",
                                  "rtx-4070",
                                  "rtx-4080",
                                  "rtx-4090",
                                  "rtx-5090",
                                  "rtx-a6000",
                                  "t4",
                                  "v100-sxm2"};

double peak(const Machine &M, Precision P) {
  return M.PeakFlopsPerS[static_cast<int>(P)].value_or(-1);
}

class ShippedDatabase : public ::testing::Test {
protected:
  void SetUp() override {
    std::string Error;
    ASSERT_TRUE(take(Db.loadDirectory(ROOFLINE_GPU_DB_DIR), Error)) << Error;
    EXPECT_EQ(Error, "");
  }
  const Machine &get(const std::string &Query) {
    const Machine *M = Db.find(Query);
    EXPECT_NE(M, nullptr) << Query;
    static Machine None;
    return M ? *M : None;
  }
  std::string idOf(const std::string &Query) {
    const Machine *M = Db.find(Query);
    return M ? M->Id : "<none>";
  }
  MachineDatabase Db;
};

TEST_F(ShippedDatabase, EveryDeviceLoads) {
  ASSERT_EQ(Db.machines().size(), 24u);
  std::vector<std::string> Ids;
  for (const Machine &M : Db.machines()) {
    Ids.push_back(M.Id);
    EXPECT_EQ(fs::path(M.File).filename().string(), M.Id + ".json");
    EXPECT_FALSE(M.Name.empty()) << M.Id;
    EXPECT_FALSE(M.Arch.empty()) << M.Id;
    EXPECT_FALSE(M.Sources.empty()) << M.Id;
    EXPECT_FALSE(M.Notes.empty()) << M.Id;
    EXPECT_EQ(M.CudaArch.compare(0, 3, "sm_"), 0) << M.Id;
  }
  EXPECT_EQ(Ids, std::vector<std::string>(std::begin(ShippedIds),
                                          std::end(ShippedIds)));
}

TEST_F(ShippedDatabase, UnitsAreSane) {
  for (const Machine &M : Db.machines()) {
    SCOPED_TRACE(M.Id);
    EXPECT_GE(M.DramBytesPerS, 1e11);
    EXPECT_LE(M.DramBytesPerS, 1e13);
    EXPECT_GE(peak(M, Precision::FP32), 1e12);
    EXPECT_LE(peak(M, Precision::FP32), 2e14);
    EXPECT_GE(M.SMs, 16u);
    EXPECT_LE(M.SMs, 200u);
    EXPECT_GE(M.BoostClockHz, 1e9);
    EXPECT_LE(M.BoostClockHz, 3e9);
    // L2 in MiB: a whole number of 2^20 bytes between 4 and 128 MiB.
    EXPECT_GE(M.L2Bytes, 4.0 * (1 << 20));
    EXPECT_LE(M.L2Bytes, 128.0 * (1 << 20));
    EXPECT_EQ(std::fmod(M.L2Bytes, 1 << 20), 0.0);
    EXPECT_GE(M.SharedMemPerSMBytes, 64.0 * 1024);
    EXPECT_LE(M.SharedMemPerSMBytes, 228.0 * 1024);
    for (Precision P : AllPrecisions) {
      const auto &Peak = M.PeakFlopsPerS[static_cast<int>(P)];
      if (!Peak)
        continue;
      EXPECT_GT(*Peak, 1e11) << precisionName(P);
      EXPECT_EQ(M.ridge(P), *Peak / M.DramBytesPerS) << precisionName(P);
    }
    for (const auto &Peak : M.TensorPeakFlopsPerS)
      if (Peak) {
        EXPECT_GE(*Peak, 1e13);
        EXPECT_LE(*Peak, 1e16);
      }
  }
}

TEST_F(ShippedDatabase, ExactValues) {
  // Decimal conversion: no 29.099999e12 artefacts.
  const Machine &R4070 = get("rtx-4070");
  EXPECT_EQ(R4070.Name, "NVIDIA GeForce RTX 4070");
  EXPECT_EQ(R4070.Arch, "Ada Lovelace (AD104)");
  EXPECT_EQ(R4070.CudaArch, "sm_89");
  EXPECT_EQ(R4070.SMs, 46u);
  EXPECT_EQ(R4070.BoostClockHz, 2475000000.0);
  EXPECT_EQ(R4070.DramBytesPerS, 504000000000.0);
  EXPECT_EQ(R4070.L2Bytes, 37748736.0); // 36 MiB, as deviceQuery reports
  EXPECT_EQ(R4070.SharedMemPerSMBytes, 102400.0);
  EXPECT_EQ(peak(R4070, Precision::FP32), 29100000000000.0);
  EXPECT_EQ(peak(R4070, Precision::FP16), 29100000000000.0);
  EXPECT_EQ(peak(R4070, Precision::FP64), 455000000000.0);
  EXPECT_NEAR(R4070.ridge(Precision::FP32), 57.7, 0.05);
  const auto &Tensor = R4070.TensorPeakFlopsPerS;
  EXPECT_EQ(Tensor[static_cast<int>(TensorType::FP16)], 58300000000000.0);
  EXPECT_EQ(Tensor[static_cast<int>(TensorType::TF32)], 29100000000000.0);
  EXPECT_EQ(Tensor[static_cast<int>(TensorType::INT8)], 233200000000000.0);
  EXPECT_FALSE(Tensor[static_cast<int>(TensorType::FP64)]);

  EXPECT_EQ(get("rtx-3090").DramBytesPerS, 936200000000.0);
  EXPECT_EQ(peak(get("rtx-3090"), Precision::FP64), 556000000000.0);
  EXPECT_EQ(get("l40s").L2Bytes, 100663296.0); // deviceQuery's figure
  EXPECT_EQ(get("l40s").TensorPeakFlopsPerS[0], 362050000000000.0);
  EXPECT_EQ(get("a100-sxm4-80gb").SharedMemPerSMBytes, 167936.0); // 164 KiB
  EXPECT_EQ(get("h100-sxm5").DramBytesPerS, 3350000000000.0);

  const Machine &Orin = get("jetson-agx-orin-64gb");
  EXPECT_EQ(Orin.DramBytesPerS, 204800000000.0);
  EXPECT_FALSE(Orin.PeakFlopsPerS[static_cast<int>(Precision::FP64)]);
  EXPECT_FALSE(Orin.PeakFlopsPerS[static_cast<int>(Precision::FP16)]);
  EXPECT_EQ(Orin.ridge(Precision::FP64), 0.0);
  EXPECT_FALSE(get("b200").PeakFlopsPerS[static_cast<int>(Precision::BF16)]);
  EXPECT_FALSE(
      get("v100-sxm2").PeakFlopsPerS[static_cast<int>(Precision::BF16)]);
}

TEST_F(ShippedDatabase, RoofsInsideTheChip) {
  // The RTX A6000 of SGEMM_CUDA's table: GA102 at 1.8 GHz boost.
  const Machine &A6000 = get("rtx-a6000");
  EXPECT_EQ(A6000.SMs, 84u);
  EXPECT_EQ(A6000.BoostClockHz, 1800000000.0);
  EXPECT_EQ(A6000.MaxClockHz, 2100000000.0);
  EXPECT_EQ(A6000.Fp32LanesPerSM, 128.0);
  EXPECT_EQ(A6000.SharedBytesPerClockPerSM, 128.0);
  EXPECT_EQ(A6000.L1BytesPerClockPerSM, 128.0);
  EXPECT_EQ(A6000.L2BytesPerClock, 1405.0);
  EXPECT_EQ(peak(A6000, Precision::FP32), 38700000000000.0);
  EXPECT_EQ(idOf("RTX 3070 Ti"), "rtx-3070-ti");
  EXPECT_EQ(idOf("3070"), "rtx-3070");
  // Every device: the lanes give the fp32 peak at the boost clock (within
  // the datasheet's rounding), the maximum clock is not below the boost
  // clock, and every per-clock figure names its source.
  for (const Machine &M : Db.machines()) {
    SCOPED_TRACE(M.Id);
    ASSERT_GT(M.Fp32LanesPerSM, 0.0);
    ASSERT_GE(M.MaxClockHz, M.BoostClockHz);
    double Lanes = M.SMs * M.Fp32LanesPerSM * 2 * M.BoostClockHz;
    EXPECT_NEAR(Lanes / peak(M, Precision::FP32), 1.0, 0.02);
    for (const char *Key :
         {"max_clock_hz", "fp32_lanes_per_sm", "shared_bytes_per_clock_per_sm",
          "l1_bytes_per_clock_per_sm"})
      EXPECT_FALSE(M.FieldSources.count(Key) == 0) << Key;
    EXPECT_EQ(M.L2BytesPerClock > 0,
              M.FieldSources.count("l2_bytes_per_clock") == 1);
  }
}

TEST_F(ShippedDatabase, AliasesAreUniqueAcrossDevices) {
  std::map<std::string, std::string> Owner;
  for (const Machine &M : Db.machines()) {
    std::vector<std::string> Names = {M.Id, M.Name};
    Names.insert(Names.end(), M.Aliases.begin(), M.Aliases.end());
    for (const std::string &Name : Names) {
      std::string Key = MachineDatabase::normalize(Name);
      ASSERT_FALSE(Key.empty()) << M.Id;
      auto [It, Inserted] = Owner.emplace(Key, M.Id);
      EXPECT_TRUE(Inserted || It->second == M.Id)
          << "'" << Name << "' names both " << It->second << " and " << M.Id;
    }
  }
  // Every name and alias finds its own device.
  for (const Machine &M : Db.machines()) {
    EXPECT_EQ(idOf(M.Name), M.Id);
    for (const std::string &Alias : M.Aliases)
      EXPECT_EQ(idOf(Alias), M.Id) << Alias;
  }
}

TEST_F(ShippedDatabase, Lookup) {
  for (const char *Q :
       {"4070", "RTX 4070", "rtx4070", "NVIDIA GeForce RTX 4070", "rtx-4070",
        "RTX_4070", "  Rtx 4070 ", "GEFORCE RTX 4070"})
    EXPECT_EQ(idOf(Q), "rtx-4070") << Q;
  EXPECT_EQ(idOf("h100"), "h100-sxm5");
  EXPECT_EQ(idOf("H100"), "h100-sxm5");
  EXPECT_EQ(idOf("NVIDIA H100 80GB HBM3"), "h100-sxm5");
  EXPECT_EQ(idOf("h100 pcie"), "h100-pcie");
  EXPECT_EQ(idOf("a100"), "a100-sxm4-80gb");
  EXPECT_EQ(idOf("A100 40GB"), "a100-sxm4-40gb");
  EXPECT_EQ(idOf("NVIDIA A100-PCIE-40GB"), "a100-pcie-40gb");
  EXPECT_EQ(idOf("A100 PCIe"), "a100-pcie-80gb");
  EXPECT_EQ(idOf("A10"), "a10"); // not an A100
  EXPECT_EQ(idOf("v100"), "v100-sxm2");
  EXPECT_EQ(idOf("Tesla T4"), "t4");
  EXPECT_EQ(idOf("orin"), "jetson-agx-orin-64gb");
  EXPECT_EQ(idOf("L40S"), "l40s");
  EXPECT_EQ(idOf("l4"), "l4");
  for (const char *Q : {"", " - _", "4071", "rtx", "a1000", "h100 nvl"})
    EXPECT_EQ(Db.find(Q), nullptr) << Q;
}

TEST_F(ShippedDatabase, Suggest) {
  EXPECT_EQ(Db.suggest("rtx4007"), "rtx-4070"); // transposition
  EXPECT_EQ(Db.suggest("RTX 4700"), "rtx-4070");
  EXPECT_EQ(Db.suggest("rtx 4090 ti"), "rtx-4090");
  EXPECT_EQ(Db.suggest("NVIDIA RTX 4090"), "rtx-4090"); // brand words
  EXPECT_EQ(Db.suggest("h1000"), "h100-sxm5");
  EXPECT_EQ(Db.suggest("H100 PCI"), "h100-pcie");
  EXPECT_EQ(Db.suggest("A100 PCI"), "a100-pcie-80gb");
  EXPECT_EQ(Db.suggest("a100").compare(0, 4, "a100"), 0);
  EXPECT_EQ(Db.suggest("a100"), "a100-sxm4-80gb");
  EXPECT_EQ(Db.suggest("a100-sxm4").compare(0, 9, "a100-sxm4"), 0);
  EXPECT_EQ(Db.suggest("jetson"), "jetson-agx-orin-64gb"); // substring
  EXPECT_EQ(Db.suggest("h200 nvl"), "h200-sxm");           // longer name
  EXPECT_EQ(Db.suggest("l40"), "l40s"); // l4 is as close; l40 starts l40s
  EXPECT_EQ(Db.suggest("zzzz"), "");
  EXPECT_EQ(Db.suggest("mi300x"), "");
  EXPECT_EQ(Db.suggest(""), "");
}

//===----------------------------------------------------------------------===//
// Bad files and user directories
//===----------------------------------------------------------------------===//

/// A fresh directory of this test's own.
fs::path freshDir(const std::string &Name) {
  fs::path Dir = fs::path(roofline::test::scratchDir()) / Name;
  fs::remove_all(Dir);
  fs::create_directories(Dir);
  return Dir;
}

void writeFile(const fs::path &Path, const std::string &Text) {
  std::ofstream Out(Path, std::ios::binary);
  Out << Text;
}

/// A valid file; Members replaces the default members after "name".
std::string
gpuJson(const std::string &Members =
            R"("dram_bytes_per_s": 1e11, "peak_flops_per_s": {"fp32": 1e12})",
        const std::string &Name = "Test GPU") {
  return R"({"schema_version": 1, "name": ")" + Name + "\", " + Members + "}";
}

struct BadCase {
  const char *Label;
  std::string Text;
  std::string Expected; // after "gpu database: DIR/x.json: "
};

TEST(MachineDatabase, BadFilesGiveOneLineErrors) {
  const std::string Peaks = R"("peak_flops_per_s": {"fp32": 1e12})";
  const std::string Bw = R"("dram_bytes_per_s": 1e11)";
  const std::vector<BadCase> Cases = {
      {"missing-bw", gpuJson(Peaks), "missing key 'dram_bytes_per_s'"},
      {"zero-bw", gpuJson(R"("dram_bytes_per_s": 0, )" + Peaks),
       "key 'dram_bytes_per_s' must be a positive number"},
      {"negative-bw", gpuJson(R"("dram_bytes_per_s": -5e11, )" + Peaks),
       "key 'dram_bytes_per_s' must be a positive number"},
      {"string-bw", gpuJson(R"("dram_bytes_per_s": "504 GB/s", )" + Peaks),
       "key 'dram_bytes_per_s' must be a positive number"},
      {"bool-bw", gpuJson(R"("dram_bytes_per_s": true, )" + Peaks),
       "key 'dram_bytes_per_s' must be a positive number"},
      {"null-bw", gpuJson(R"("dram_bytes_per_s": null, )" + Peaks),
       "key 'dram_bytes_per_s' must be a positive number"},
      {"missing-peaks", gpuJson(Bw), "missing key 'peak_flops_per_s'"},
      {"peaks-array", gpuJson(Bw + R"(, "peak_flops_per_s": [1e12])"),
       "key 'peak_flops_per_s' must be an object"},
      {"negative-peak",
       gpuJson(Bw + R"(, "peak_flops_per_s": {"fp32": 1e12, "fp64": -1})"),
       "key 'peak_flops_per_s.fp64' must be a positive number or null"},
      {"string-peak", gpuJson(Bw + R"(, "peak_flops_per_s": {"fp32": "29.1"})"),
       "key 'peak_flops_per_s.fp32' must be a positive number or null"},
      {"no-fp32",
       gpuJson(Bw + R"(, "peak_flops_per_s": {"fp16": 1e12, "fp32": null})"),
       "key 'peak_flops_per_s.fp32' must be a positive number"},
      {"unknown-precision",
       gpuJson(Bw + R"(, "peak_flops_per_s": {"fp32": 1e12, "fp8": 1e12})"),
       "unknown key 'peak_flops_per_s.fp8' (expected fp16, bf16, fp32, fp64)"},
      {"negative-tensor",
       gpuJson(Bw + ", " + Peaks +
               R"(, "tensor_peak_flops_per_s": {"int8": -1})"),
       "key 'tensor_peak_flops_per_s.int8' must be a positive number or null"},
      {"unknown-tensor",
       gpuJson(Bw + ", " + Peaks +
               R"(, "tensor_peak_flops_per_s": {"fp4": 1e15})"),
       "unknown key 'tensor_peak_flops_per_s.fp4' (expected fp16, bf16, tf32, "
       "fp8, int8, fp64)"},
      {"unknown-key", gpuJson(Bw + ", " + Peaks + R"(, "dram_bw_gbs": 504)"),
       "unknown key 'dram_bw_gbs'"},
      {"schema-2",
       R"({"schema_version": 2, "name": "x", )" + Bw + ", " + Peaks + "}",
       "key 'schema_version' must be 1"},
      {"no-schema", R"({"name": "x", )" + Bw + ", " + Peaks + "}",
       "missing key 'schema_version'"},
      {"no-name", R"({"schema_version": 1, )" + Bw + ", " + Peaks + "}",
       "missing key 'name'"},
      {"number-name", gpuJson(Bw + ", " + Peaks, R"(", "name": 4070, "x": ")"),
       "unknown key 'x'"},
      {"empty-name", gpuJson(Bw + ", " + Peaks, " - "),
       "key 'name' must be a non-empty string"},
      {"bad-aliases",
       gpuJson(Bw + ", " + Peaks + R"(, "aliases": ["ok", 4070])"),
       "key 'aliases' must be an array of non-empty strings"},
      {"empty-alias", gpuJson(Bw + ", " + Peaks + R"(, "aliases": [""])"),
       "key 'aliases' must be an array of non-empty strings"},
      {"bad-sources", gpuJson(Bw + ", " + Peaks + R"(, "sources": "http://x")"),
       "key 'sources' must be an array of strings"},
      {"bad-notes", gpuJson(Bw + ", " + Peaks + R"(, "notes": 1)"),
       "key 'notes' must be a string"},
      {"bad-sms", gpuJson(Bw + ", " + Peaks + R"(, "sms": 1.5)"),
       "key 'sms' must be a positive integer or null"},
      {"bad-l2", gpuJson(Bw + ", " + Peaks + R"(, "l2_bytes": -1)"),
       "key 'l2_bytes' must be a positive number or null"},
      {"bad-arch", gpuJson(Bw + ", " + Peaks + R"(, "cuda_arch": "89")"),
       "key 'cuda_arch' must look like \"sm_89\""},
      {"bad-max-clock", gpuJson(Bw + ", " + Peaks + R"(, "max_clock_hz": 0)"),
       "key 'max_clock_hz' must be a positive number or null"},
      {"max-below-boost",
       gpuJson(Bw + ", " + Peaks +
               R"(, "boost_clock_hz": 2e9, "max_clock_hz": 1e9)"),
       "key 'max_clock_hz' must not be below 'boost_clock_hz'"},
      {"bad-l2-per-clock",
       gpuJson(Bw + ", " + Peaks + R"(, "l2_bytes_per_clock": "1405")"),
       "key 'l2_bytes_per_clock' must be a positive number or null"},
      {"bad-field-sources",
       gpuJson(Bw + ", " + Peaks + R"(, "field_sources": ["x"])"),
       "key 'field_sources' must be an object of strings"},
      {"bad-field-source",
       gpuJson(Bw + ", " + Peaks + R"(, "field_sources": {"max_clock_hz": 1})"),
       "key 'field_sources.max_clock_hz' must be a string"},
      {"top-array", "[1, 2]", "the top level must be a JSON object"},
  };
  for (const BadCase &C : Cases) {
    SCOPED_TRACE(C.Label);
    fs::path Dir = freshDir(C.Label);
    writeFile(Dir / "x.json", C.Text);
    MachineDatabase Db;
    std::string Error;
    EXPECT_FALSE(take(Db.loadDirectory(Dir.string()), Error));
    EXPECT_EQ(Error,
              "gpu database: " + (Dir / "x.json").string() + ": " + C.Expected);
    EXPECT_TRUE(Db.machines().empty());
  }
}

TEST(MachineDatabase, MalformedJsonIsOneLine) {
  for (const char *Text : {"", "{", "{\"name\": \n\n", "{\"a\": 1,}",
                           "\xff\xfe", "{\"name\": \"x\"} trailing"}) {
    SCOPED_TRACE(Text);
    fs::path Dir = freshDir("malformed");
    writeFile(Dir / "bad.json", Text);
    MachineDatabase Db;
    std::string Error;
    EXPECT_FALSE(take(Db.loadDirectory(Dir.string()), Error));
    std::string Prefix =
        "gpu database: " + (Dir / "bad.json").string() + ": invalid JSON: ";
    EXPECT_EQ(Error.compare(0, Prefix.size(), Prefix), 0) << Error;
    EXPECT_GT(Error.size(), Prefix.size());
    EXPECT_EQ(Error.find('\n'), std::string::npos) << Error;
  }
}

TEST(MachineDatabase, DirectoryErrors) {
  MachineDatabase Db;
  std::string Error;
  fs::path Missing = freshDir("gone") / "nope";
  EXPECT_FALSE(take(Db.loadDirectory(Missing.string()), Error));
  EXPECT_EQ(Error, "gpu database: " + Missing.string() + ": not a directory");

  // Two devices claiming the same alias in one directory.
  fs::path Dir = freshDir("clash");
  writeFile(
      Dir / "a.json",
      gpuJson(
          R"("dram_bytes_per_s": 1e11, "peak_flops_per_s": {"fp32": 1e12}, "aliases": ["fast"])",
          "A"));
  writeFile(
      Dir / "b.json",
      gpuJson(
          R"("dram_bytes_per_s": 1e11, "peak_flops_per_s": {"fp32": 1e12}, "aliases": ["FAST"])",
          "B"));
  Error.clear();
  EXPECT_FALSE(take(Db.loadDirectory(Dir.string()), Error));
  EXPECT_EQ(Error, "gpu database: " + (Dir / "b.json").string() +
                       ": alias 'FAST' already denotes 'a' (" +
                       (Dir / "a.json").string() + ")");
  EXPECT_TRUE(Db.machines().empty());
}

TEST(MachineDatabase, MinimalFileAndIgnoredEntries) {
  fs::path Dir = freshDir("minimal");
  writeFile(
      Dir / "my-gpu.json",
      gpuJson(
          R"("_comment": "hand-measured", "dram_bytes_per_s": 250000000000, "peak_flops_per_s": {"fp32": 5e12, "fp64": null})",
          "My GPU"));
  writeFile(Dir / "README.md", "not json");
  writeFile(Dir / ".editor-backup.json", "{");
  fs::create_directories(Dir / "sub.json");
  MachineDatabase Db;
  std::string Error;
  ASSERT_TRUE(take(Db.loadDirectory(Dir.string()), Error)) << Error;
  ASSERT_EQ(Db.machines().size(), 1u);
  const Machine *M = Db.find("my gpu");
  ASSERT_NE(M, nullptr);
  EXPECT_EQ(M->Id, "my-gpu");
  EXPECT_EQ(M->DramBytesPerS, 250e9);
  EXPECT_EQ(peak(*M, Precision::FP32), 5e12);
  EXPECT_FALSE(M->PeakFlopsPerS[static_cast<int>(Precision::FP64)]);
  EXPECT_EQ(M->ridge(Precision::FP32), 20.0);
  EXPECT_EQ(M->SMs, 0u);
  EXPECT_EQ(M->CudaArch, "");
}

TEST_F(ShippedDatabase, FailedLoadLeavesDatabaseUnchanged) {
  fs::path Dir = freshDir("partial");
  writeFile(Dir / "a-good.json", gpuJson());
  writeFile(Dir / "b-bad.json", gpuJson(R"("dram_bytes_per_s": -1)"));
  std::string Error;
  EXPECT_FALSE(take(Db.loadDirectory(Dir.string()), Error));
  EXPECT_NE(Error.find("b-bad.json: key 'dram_bytes_per_s'"), std::string::npos)
      << Error;
  EXPECT_EQ(Db.machines().size(), 24u);
  EXPECT_EQ(Db.find("a-good"), nullptr);
  EXPECT_EQ(idOf("4070"), "rtx-4070");
}

TEST_F(ShippedDatabase, LaterDirectoryOverrides) {
  fs::path Dir = freshDir("user");
  // Same id: replaces the shipped RTX 4070 (e.g. a measured bandwidth).
  writeFile(
      Dir / "rtx-4070.json",
      gpuJson(
          R"("aliases": ["4070", "my card"], "dram_bytes_per_s": 4.8e11, "peak_flops_per_s": {"fp32": 2.9e13})",
          "RTX 4070 (measured)"));
  // A new device taking over the short alias "h100".
  writeFile(
      Dir / "h100-nvl.json",
      gpuJson(
          R"("aliases": ["h100", "H100 NVL"], "dram_bytes_per_s": 3.9e12, "peak_flops_per_s": {"fp32": 6e13})",
          "NVIDIA H100 NVL"));
  std::string Error;
  ASSERT_TRUE(take(Db.loadDirectory(Dir.string()), Error)) << Error;
  EXPECT_EQ(Db.machines().size(), 25u);

  const Machine &R4070 = get("rtx-4070");
  EXPECT_EQ(R4070.DramBytesPerS, 4.8e11);
  EXPECT_EQ(R4070.Name, "RTX 4070 (measured)");
  EXPECT_EQ(R4070.File, (Dir / "rtx-4070.json").string());
  EXPECT_EQ(idOf("4070"), "rtx-4070");
  EXPECT_EQ(idOf("my card"), "rtx-4070");
  // The shipped file's names went with it.
  EXPECT_EQ(Db.find("NVIDIA GeForce RTX 4070"), nullptr);

  EXPECT_EQ(idOf("h100"), "h100-nvl");
  EXPECT_EQ(idOf("h100 sxm"), "h100-sxm5");
  const Machine &Sxm = get("h100-sxm5");
  for (const std::string &Alias : Sxm.Aliases)
    EXPECT_NE(MachineDatabase::normalize(Alias), "h100");

  // Machines stay sorted by id.
  for (std::size_t I = 1; I < Db.machines().size(); ++I)
    EXPECT_LT(Db.machines()[I - 1].Id, Db.machines()[I].Id);
}

//===----------------------------------------------------------------------===//
// Custom machines and names
//===----------------------------------------------------------------------===//

TEST(Machine, CustomMachine) {
  Machine M = makeCustomMachine(1e12, 100e9);
  EXPECT_EQ(M.Id, "custom");
  EXPECT_EQ(M.Name, "custom (1 TFLOP/s, 100 GB/s)");
  EXPECT_EQ(M.CudaArch, "");
  EXPECT_EQ(M.File, "");
  EXPECT_EQ(M.DramBytesPerS, 100e9);
  for (Precision P : AllPrecisions) {
    EXPECT_EQ(peak(M, P), 1e12);
    EXPECT_EQ(M.ridge(P), 10.0);
  }
  EXPECT_EQ(makeCustomMachine(29.1e12, 504e9).Name,
            "custom (29.1 TFLOP/s, 504 GB/s)");
  EXPECT_EQ(makeCustomMachine(500e9, 68.25e9).Name,
            "custom (500 GFLOP/s, 68.25 GB/s)");
}

TEST(Machine, Names) {
  EXPECT_STREQ(tensorTypeName(TensorType::FP16), "fp16");
  EXPECT_STREQ(tensorTypeName(TensorType::BF16), "bf16");
  EXPECT_STREQ(tensorTypeName(TensorType::TF32), "tf32");
  EXPECT_STREQ(tensorTypeName(TensorType::FP8), "fp8");
  EXPECT_STREQ(tensorTypeName(TensorType::INT8), "int8");
  EXPECT_STREQ(tensorTypeName(TensorType::FP64), "fp64");
  EXPECT_EQ(MachineDatabase::normalize(" NVIDIA_GeForce-RTX 4070\t"),
            "nvidiageforcertx4070");
}

} // namespace
