//===- NcuColumns.cpp - Nsight Compute columns and units ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// From the text of a profiled launch's metric columns to the numbers of its
// NcuRow: units, ncu's number formats, and the counters that make up FLOPs.
//
//===----------------------------------------------------------------------===//

#include "roofline/Measure/Ncu.h"
#include "roofline/Support/Numbers.h"

#include "NcuInternals.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace roofline {

namespace {

std::string counterName(const char *Scope, char Family, const char *Op) {
  return std::string(Scope) + "__sass_thread_inst_executed_op_" + Family + Op +
         "_pred_on.sum";
}

const char *quantityName(NcuQuantity Kind) {
  switch (Kind) {
  case NcuQuantity::Time:
    return "a time";
  case NcuQuantity::Bytes:
    return "a byte count";
  case NcuQuantity::Count:
    return "an instruction count";
  }
  return "";
}

/// Reads one metric of L as a number in base units. Out stays unset when the
/// metric is absent or "n/a"; false with Error when it is malformed.
bool metricValue(const RawLaunch &L, const std::string &Metric,
                 NcuQuantity Kind, bool HaveUnits, const std::string &Name,
                 std::optional<double> &Out, std::string &Error) {
  Out.reset();
  auto It = L.Metrics.find(Metric);
  if (It == L.Metrics.end())
    return true;
  unsigned Line = L.Line;
  if (auto LI = L.MetricLines.find(Metric); LI != L.MetricLines.end())
    Line = LI->second;
  std::string Where = Name + ":" + std::to_string(Line) + ": ";
  std::optional<double> V;
  if (!parseNcuNumber(It->second.first, V)) {
    Error = Where + "'" + It->second.first + "' in column '" + Metric +
            "' is not a number";
    return false;
  }
  if (!V)
    return true;
  std::string Unit = It->second.second;
  if (!HaveUnits)
    Unit = Kind == NcuQuantity::Time    ? "nsecond"
           : Kind == NcuQuantity::Bytes ? "byte"
                                        : "";
  auto Scale = ncuUnitScale(Unit, Kind);
  if (!Scale) {
    Error = Where + "unit '" + Unit + "' of '" + Metric + "' is not " +
            quantityName(Kind);
    return false;
  }
  // Dividing by 1e9 rather than multiplying by 1e-9 keeps "14,880" nsecond
  // at 1.488e-05 s exactly as printed.
  Out = *Scale < 1 ? *V / std::round(1 / *Scale) : *V * *Scale;
  // A duration is above zero; counts and bytes are 64-bit counters.
  const NumberRange &Range =
      Kind == NcuQuantity::Time ? PositiveNumber : CounterValue;
  if (!inRange(*Out, Range)) {
    Error = Where + "'" + It->second.first + "' in column '" + Metric +
            "' is not " + Range.Words;
    Out.reset();
    return false;
  }
  return true;
}

/// The metric under the smsp__ name, else under the per-SM name.
bool counterValue(const RawLaunch &L, char Family, const char *Op,
                  bool HaveUnits, const std::string &Name,
                  std::optional<double> &Out, std::string &Error) {
  if (!metricValue(L, counterName("smsp", Family, Op), NcuQuantity::Count,
                   HaveUnits, Name, Out, Error))
    return false;
  if (Out)
    return true;
  return metricValue(L, counterName("sm", Family, Op), NcuQuantity::Count,
                     HaveUnits, Name, Out, Error);
}

/// add + mul + 2*fma of one counter family, when all three have values.
bool familyFlops(const RawLaunch &L, char Family, bool HaveUnits,
                 const std::string &Name, std::optional<double> &Out,
                 std::string &Error) {
  Out.reset();
  std::optional<double> Add, Mul, Fma;
  if (!counterValue(L, Family, "add", HaveUnits, Name, Add, Error) ||
      !counterValue(L, Family, "mul", HaveUnits, Name, Mul, Error) ||
      !counterValue(L, Family, "fma", HaveUnits, Name, Fma, Error))
    return false;
  if (Add && Mul && Fma)
    Out = *Add + *Mul + 2 * *Fma;
  if (!Out || Family != 'f')
    return true;
  // Packed fp32 instructions (two lanes each), where a GPU has them and the
  // profile asked for their counters.
  std::optional<double> Add2, Mul2, Fma2;
  if (!counterValue(L, Family, "add2", HaveUnits, Name, Add2, Error) ||
      !counterValue(L, Family, "mul2", HaveUnits, Name, Mul2, Error) ||
      !counterValue(L, Family, "fma2", HaveUnits, Name, Fma2, Error))
    return false;
  *Out += 2 * Add2.value_or(0) + 2 * Mul2.value_or(0) + 4 * Fma2.value_or(0);
  return true;
}

} // namespace

bool toRow(const RawLaunch &L, unsigned Index, bool HaveUnits,
           const std::string &Name, NcuRow &Row, std::string &Error) {
  Row.Row = Index;
  Row.Line = L.Line;
  Row.KernelName = L.Kernel;
  Row.Grid = L.Grid;
  Row.Block = L.Block;
  Row.ComputeCapability = L.Cc;
  std::optional<double> Time;
  if (!metricValue(L, TimeMetric, NcuQuantity::Time, HaveUnits, Name, Time,
                   Error))
    return false;
  if (!Time) {
    Error = Name + ":" + std::to_string(L.Line) + ": kernel '" + L.Kernel +
            "' has no value for " + TimeMetric;
    return false;
  }
  Row.TimeS = *Time;
  if (!familyFlops(L, 'f', HaveUnits, Name, Row.Fp32Flops, Error) ||
      !familyFlops(L, 'd', HaveUnits, Name, Row.Fp64Flops, Error) ||
      !familyFlops(L, 'h', HaveUnits, Name, Row.Fp16Flops, Error))
    return false;
  for (const auto &F : {Row.Fp32Flops, Row.Fp64Flops, Row.Fp16Flops})
    if (F)
      Row.Flops = Row.Flops.value_or(0) + *F;
  std::optional<double> Read, Write, Total;
  if (!metricValue(L, "dram__bytes_read.sum", NcuQuantity::Bytes, HaveUnits,
                   Name, Read, Error) ||
      !metricValue(L, "dram__bytes_write.sum", NcuQuantity::Bytes, HaveUnits,
                   Name, Write, Error) ||
      !metricValue(L, "dram__bytes.sum", NcuQuantity::Bytes, HaveUnits, Name,
                   Total, Error))
    return false;
  if (Read && Write)
    Row.DramBytes = *Read + *Write;
  else if (Total)
    Row.DramBytes = *Total;
  // One count, or the sum of two (loads and stores), when all are there.
  auto Count = [&](std::optional<double> &Out, const char *A, const char *B) {
    std::optional<double> VA, VB;
    if (!metricValue(L, A, NcuQuantity::Count, HaveUnits, Name, VA, Error) ||
        (B &&
         !metricValue(L, B, NcuQuantity::Count, HaveUnits, Name, VB, Error)))
      return false;
    if (VA && (!B || VB))
      Out = *VA + VB.value_or(0);
    return true;
  };
  return Count(Row.Instructions, "smsp__inst_executed.sum", nullptr) &&
         Count(Row.SharedWavefronts,
               "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
               "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum") &&
         Count(Row.L1Sectors, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
               "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum") &&
         Count(Row.L2Sectors, "lts__t_sectors_srcunit_tex.sum", nullptr);
}

std::optional<double> ncuUnitScale(const std::string &Unit, NcuQuantity Kind) {
  std::string U = trim(Unit);
  // Split a prefix off the base unit: "usecond", "Kbyte", "MiB", "Ginst".
  static const char *const TimeBases[] = {"second", "s"};
  static const char *const ByteBases[] = {"byte", "bytes", "B"};
  static const char *const CountBases[] = {
      "inst", "instruction", "", "instructions", "sector", "sectors"};
  const char *const *Bases = Kind == NcuQuantity::Time    ? TimeBases
                             : Kind == NcuQuantity::Bytes ? ByteBases
                                                          : CountBases;
  size_t NumBases = Kind == NcuQuantity::Time    ? 2
                    : Kind == NcuQuantity::Bytes ? 3
                                                 : 6;
  for (size_t I = 0; I < NumBases; ++I) {
    std::string Base = Bases[I];
    std::string Prefix;
    if (Base.empty()) {
      // A plain count: no unit, or a bare decimal prefix is not one.
      if (U.empty())
        return 1.0;
      continue;
    }
    if (U.size() < Base.size() ||
        U.compare(U.size() - Base.size(), Base.size(), Base) != 0)
      continue;
    Prefix = U.substr(0, U.size() - Base.size());
    // Binary prefixes: KiB, MiB, GiB, TiB (only with "B").
    if (Base == "B" && Prefix.size() == 2 && Prefix[1] == 'i') {
      switch (Prefix[0]) {
      case 'K':
        return 1024.0;
      case 'M':
        return 1024.0 * 1024;
      case 'G':
        return 1024.0 * 1024 * 1024;
      case 'T':
        return 1024.0 * 1024 * 1024 * 1024;
      default:
        return std::nullopt;
      }
    }
    if (Prefix.empty())
      return 1.0;
    if (Prefix.size() != 1)
      continue;
    // Fractional prefixes only make sense for time.
    if (Kind != NcuQuantity::Time &&
        std::islower(static_cast<unsigned char>(Prefix[0])) && Prefix[0] != 'k')
      return std::nullopt;
    switch (Prefix[0]) {
    case 'p':
      return 1e-12;
    case 'n':
      return 1e-9;
    case 'u':
      return 1e-6;
    case 'm':
      return 1e-3;
    case 'k':
    case 'K':
      return 1e3;
    case 'M':
      return 1e6;
    case 'G':
      return 1e9;
    case 'T':
      return 1e12;
    case 'P':
      return 1e15;
    default:
      break;
    }
  }
  return std::nullopt;
}

bool parseNcuNumber(const std::string &Text, std::optional<double> &Value) {
  Value.reset();
  std::string S = trim(Text);
  if (S.empty() || S == "n/a" || S == "N/A")
    return true;
  // Which of '.' and ',' is the decimal mark: the later one when both occur;
  // a lone ',' followed by other than three digits; a '.' that occurs once.
  size_t LastDot = S.rfind('.'), LastComma = S.rfind(',');
  size_t Dots = 0, Commas = 0;
  for (char C : S) {
    Dots += C == '.';
    Commas += C == ',';
  }
  char Group = ',', Decimal = '.';
  if (Dots && Commas) {
    if (LastComma > LastDot) {
      Group = '.';
      Decimal = ',';
    }
  } else if (Dots > 1) {
    Group = '.';
    Decimal = ',';
  } else if (Commas == 1 && S.size() - LastComma - 1 != 3) {
    Group = '.';
    Decimal = ',';
  }
  std::string Plain;
  size_t DigitsSinceGroup = 0;
  bool SeenGroup = false, SeenDecimal = false, SeenExponent = false;
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    if (C == Group && !SeenDecimal && !SeenExponent) {
      // One to three digits before the first separator, three after each.
      if (I == 0 || !std::isdigit(static_cast<unsigned char>(S[I - 1])) ||
          (SeenGroup ? DigitsSinceGroup != 3
                     : DigitsSinceGroup < 1 || DigitsSinceGroup > 3))
        return false;
      SeenGroup = true;
      DigitsSinceGroup = 0;
      continue;
    }
    if (C == Decimal && !SeenDecimal && !SeenExponent) {
      if (SeenGroup && DigitsSinceGroup != 3)
        return false;
      SeenDecimal = true;
      Plain += '.';
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(C))) {
      ++DigitsSinceGroup;
      Plain += C;
      continue;
    }
    if ((C == 'e' || C == 'E') && !SeenExponent && !Plain.empty()) {
      if (SeenGroup && !SeenDecimal && DigitsSinceGroup != 3)
        return false;
      SeenExponent = true;
      Plain += 'e';
      continue;
    }
    if ((C == '-' || C == '+') &&
        (I == 0 || (SeenExponent && Plain.back() == 'e'))) {
      Plain += C;
      continue;
    }
    return false;
  }
  if (SeenGroup && !SeenDecimal && !SeenExponent && DigitsSinceGroup != 3)
    return false;
  if (Plain.empty() || Plain == "-" || Plain == "+")
    return false;
  char *End = nullptr;
  double V = std::strtod(Plain.c_str(), &End);
  if (End != Plain.c_str() + Plain.size() || !std::isfinite(V))
    return false;
  Value = V;
  return true;
}

} // namespace roofline
