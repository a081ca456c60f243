//===- Ncu.h - Nsight Compute measurements ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Reads an `ncu --csv --page raw` export and matches its rows to the
// launches the analyzer found (docs/Measurements.md).
//
// Vocabulary: a row is one profiled kernel launch (one line of the raw page,
// or every line of one ID on the details page); the ceiling is the predicted
// launch's min(bandwidth x intensity, peak); achieved is FLOPs over measured
// time; the calibration ratios divide what the model predicted by what the
// counters saw.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_MEASURE_NCU_H
#define ROOFLINE_MEASURE_NCU_H

#include "roofline/Result/Result.h"
#include "roofline/Support/Errors.h"

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace roofline {

/// A launch at or above this fraction of its ceiling is near it: as good as
/// its data flow allows, change the algorithm.
inline constexpr double NearCeilingFraction = 0.7;
/// A launch below this fraction of its ceiling is far below it: it leaves
/// performance on the table, fix the kernel. In between: within 2x.
inline constexpr double FarBelowCeilingFraction = 0.5;

/// One profiled kernel launch.
struct NcuRow {
  unsigned Row = 0;  // 1-based data row (profiled launch) in the file
  unsigned Line = 0; // the file line it starts on
  std::string KernelName;
  std::string Grid, Block;       // "(4096, 1, 1)"; empty without the columns
  std::string ComputeCapability; // "8.9"; empty without the "CC" column
  double TimeS = 0;
  /// add + mul + 2*fma of each counter family (smsp__sass_thread_inst_
  /// executed_op_{f,d,h}{add,mul,fma}_pred_on.sum); set when all three
  /// counters of the family have values.
  std::optional<double> Fp32Flops, Fp64Flops, Fp16Flops;
  /// The sum of the families that are set; unset when none is.
  std::optional<double> Flops;
  /// dram__bytes_read.sum + dram__bytes_write.sum (or dram__bytes.sum).
  std::optional<double> DramBytes;
  /// The roofs inside the chip, where the profile has their counters: warp
  /// instructions issued (smsp__inst_executed.sum), shared-memory wavefronts
  /// (l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum + _op_st.sum),
  /// global sectors at the L1 (l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum
  /// + _op_st.sum) and sectors the L1 sends the L2
  /// (lts__t_sectors_srcunit_tex.sum).
  std::optional<double> Instructions, SharedWavefronts, L1Sectors, L2Sectors;
};

/// Reads Path's rows; a one-line error ("FILE:LINE: ...") on bad input.
llvm::Expected<std::vector<NcuRow>> readNcuCsv(const std::string &Path);

/// Parses Text, the contents of a file called Name (for messages).
llvm::Expected<std::vector<NcuRow>> parseNcuCsv(const std::string &Text,
                                                const std::string &Name);

/// Matches Rows to R's launches and fills LaunchResult::Measured and
/// R.Measurements.
void attachMeasurements(AnalysisResult &R, const std::vector<NcuRow> &Rows,
                        const std::string &File);

//===----------------------------------------------------------------------===//
// The pieces, exposed for tests.
//===----------------------------------------------------------------------===//

/// What a metric column measures, for its unit.
enum class NcuQuantity { Time, Bytes, Count };

/// The factor from Unit to seconds, bytes or a plain count; std::nullopt
/// when Unit is not a unit of Kind. Decimal prefixes are powers of 1000
/// ("Kbyte" = 1000 bytes, "usecond"), binary ones of 1024 ("KiB").
std::optional<double> ncuUnitScale(const std::string &Unit, NcuQuantity Kind);

/// A number as ncu prints it: "1,234,567", "12.50", "4.0e-05", also with '.'
/// grouping and a decimal comma ("27.595.520", "1.234,5"). Missing is set for
/// "n/a" and an empty field; false when Text is no number.
bool parseNcuNumber(const std::string &Text, std::optional<double> &Value);

/// The form kernel names are compared in: without return type, parameter
/// list, namespaces and whitespace, integer literals without suffix or cast.
/// "void ns::sgemm<128u, 8>(float const*, int)" -> "sgemm<128,8>"; a
/// KernelSummary::Name "sgemm<128U, 8>" gives the same.
std::string canonicalKernelName(const std::string &Name);

/// The verdict for achieved / ceiling (docs/Measurements.md).
std::string verdictFor(double FractionOfCeiling);

} // namespace roofline

#endif // ROOFLINE_MEASURE_NCU_H
