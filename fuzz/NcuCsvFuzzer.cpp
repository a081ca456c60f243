//===- NcuCsvFuzzer.cpp - Fuzzing the Nsight Compute CSV reader -----------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// The input is the text of an `ncu --csv` export (raw or details page), given
// whole to parseNcuCsv. Each of its lines also goes, alone, to parseNcuNumber
// and, as a unit, to ncuUnitScale, which the reader otherwise only sees
// through well-formed columns.
//
//===----------------------------------------------------------------------===//

#include "FuzzCheck.h"

#include "roofline/Measure/Ncu.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

using namespace roofline;

namespace {

void checkNumber(const std::string &Text) {
  std::optional<double> V;
  if (parseNcuNumber(Text, V) && V)
    FUZZ_CHECK(std::isfinite(*V), "a number is finite");
  for (NcuQuantity Kind :
       {NcuQuantity::Time, NcuQuantity::Bytes, NcuQuantity::Count})
    if (std::optional<double> Scale = ncuUnitScale(Text, Kind))
      FUZZ_CHECK(std::isfinite(*Scale) && *Scale > 0, "a unit scales by > 0");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  const std::string Text(reinterpret_cast<const char *>(Data), Size);
  const std::string Name = "fuzz.csv";

  std::vector<NcuRow> Rows;
  std::string Error;
  auto Parsed = parseNcuCsv(Text, Name);
  if (Parsed)
    Rows = std::move(*Parsed);
  else
    Error = llvm::toString(Parsed.takeError());
  if (Parsed) {
    for (size_t I = 0; I < Rows.size(); ++I) {
      FUZZ_CHECK(Rows[I].Row == I + 1, "rows are numbered from 1");
      FUZZ_CHECK(Rows[I].Line >= 1, "a row starts on a line");
      FUZZ_CHECK(!Rows[I].KernelName.empty(), "a row names its kernel");
    }
  } else {
    FUZZ_CHECK(Error.compare(0, Name.size() + 1, Name + ":") == 0,
               "an error starts with FILE:");
    FUZZ_CHECK(Error.find('\n') == std::string::npos &&
                   Error.find('\r') == std::string::npos,
               "an error is one line");
    // Rows with values outside their ranges never make it into a result.
  }
  for (const NcuRow &R : Rows)
    FUZZ_CHECK(R.TimeS > 0 && std::isfinite(R.TimeS), "a time is above 0");

  size_t Start = 0;
  for (unsigned Lines = 0; Start <= Text.size() && Lines < 64; ++Lines) {
    size_t End = Text.find('\n', Start);
    if (End == std::string::npos)
      End = Text.size();
    checkNumber(Text.substr(Start, End - Start));
    Start = End + 1;
  }
  return 0;
}
