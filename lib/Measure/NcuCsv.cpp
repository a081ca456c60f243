//===- NcuCsv.cpp - Reading an Nsight Compute CSV export ------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Two layouts of `ncu --csv` are read:
//  - the raw page (`--page raw`): a header row naming the launch columns
//    ("ID", ..., "Kernel Name", ..., "CC") and then one column per metric, a
//    units row, and one row per profiled launch;
//  - the details page (the default): one row per metric, with "Metric Name",
//    "Metric Unit" and "Metric Value" columns, grouped by "ID".
// Lines ncu writes around the CSV (==PROF==, ==WARNING==, ==ERROR==) are
// skipped, and so is the application's own output before the header.
//
//===----------------------------------------------------------------------===//

#include "roofline/Measure/Ncu.h"
#include "roofline/Support/Numbers.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

namespace roofline {

namespace {

std::string trim(const std::string &S) {
  size_t B = 0, E = S.size();
  while (B < E && std::isspace(static_cast<unsigned char>(S[B])))
    ++B;
  while (E > B && std::isspace(static_cast<unsigned char>(S[E - 1])))
    --E;
  return S.substr(B, E - B);
}

bool startsWith(const std::string &S, const char *Prefix) {
  return S.rfind(Prefix, 0) == 0;
}

struct Record {
  unsigned Line = 0;
  std::vector<std::string> Fields;
};

/// Splits Text into CSV records, skipping blank lines and ncu's own
/// `==...==` lines. Quoted fields may hold commas, doubled quotes and line
/// breaks.
class CsvReader {
public:
  CsvReader(const std::string &Text, const std::string &Name)
      : Text(Text), Name(Name) {
    if (startsWith(Text, "\xEF\xBB\xBF")) // UTF-8 byte order mark
      Pos = 3;
  }

  /// The next line's text without consuming it (for finding the header).
  std::string peekLine() const {
    size_t E = Text.find('\n', Pos);
    std::string L = Text.substr(Pos, E == std::string::npos ? E : E - Pos);
    if (!L.empty() && L.back() == '\r')
      L.pop_back();
    return L;
  }
  void skipLine() {
    size_t E = Text.find('\n', Pos);
    Pos = E == std::string::npos ? Text.size() : E + 1;
    ++Line;
  }
  bool atEnd() const { return Pos >= Text.size(); }
  unsigned line() const { return Line; }

  /// True when the current line is one to skip everywhere.
  bool atNoiseLine() const {
    std::string L = trim(peekLine());
    return L.empty() || startsWith(L, "==");
  }

  /// Reads one record at the current position; false with Error on a
  /// malformed one.
  bool read(Record &R, std::string &Error) {
    R.Line = Line;
    R.Fields.clear();
    std::string Field;
    while (true) {
      Field.clear();
      // Leading blanks of a field.
      while (Pos < Text.size() && (Text[Pos] == ' ' || Text[Pos] == '\t'))
        ++Pos;
      if (Pos < Text.size() && Text[Pos] == '"') {
        ++Pos;
        unsigned Opened = Line;
        while (true) {
          if (Pos >= Text.size()) {
            Error = Name + ":" + std::to_string(Opened) +
                    ": a quoted field is not closed";
            return false;
          }
          char C = Text[Pos++];
          if (C == '"') {
            if (Pos < Text.size() && Text[Pos] == '"') {
              Field += '"';
              ++Pos;
              continue;
            }
            break;
          }
          if (C == '\n')
            ++Line;
          Field += C;
        }
        while (Pos < Text.size() &&
               (Text[Pos] == ' ' || Text[Pos] == '\t' || Text[Pos] == '\r'))
          ++Pos;
        if (Pos < Text.size() && Text[Pos] != ',' && Text[Pos] != '\n') {
          Error = Name + ":" + std::to_string(Line) +
                  ": unexpected text after a quoted field";
          return false;
        }
      } else {
        while (Pos < Text.size() && Text[Pos] != ',' && Text[Pos] != '\n')
          Field += Text[Pos++];
        Field = trim(Field);
      }
      R.Fields.push_back(Field);
      if (Pos >= Text.size())
        return true;
      if (Text[Pos] == ',') {
        ++Pos;
        continue;
      }
      // End of line.
      ++Pos;
      ++Line;
      return true;
    }
  }

private:
  const std::string &Text;
  const std::string &Name;
  size_t Pos = 0;
  unsigned Line = 1;
};

/// One profiled launch before its metrics are converted.
struct RawLaunch {
  unsigned Line = 0;
  std::string Id, Kernel, Grid, Block, Cc;
  /// Metric name -> (value text, unit text).
  std::map<std::string, std::pair<std::string, std::string>> Metrics;
  std::map<std::string, unsigned> MetricLines; // details page: its own line
};

const char *const TimeMetric = "gpu__time_duration.sum";

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
  return true;
}

std::string headerHint() {
  return "expected `ncu --csv --page raw` output, whose header row starts "
         "with \"ID\" and names \"Kernel Name\"";
}

} // namespace

std::optional<double> ncuUnitScale(const std::string &Unit, NcuQuantity Kind) {
  std::string U = trim(Unit);
  // Split a prefix off the base unit: "usecond", "Kbyte", "MiB", "Ginst".
  static const char *const TimeBases[] = {"second", "s"};
  static const char *const ByteBases[] = {"byte", "bytes", "B"};
  static const char *const CountBases[] = {"inst", "instruction", "",
                                           "instructions"};
  const char *const *Bases = Kind == NcuQuantity::Time    ? TimeBases
                             : Kind == NcuQuantity::Bytes ? ByteBases
                                                          : CountBases;
  size_t NumBases = Kind == NcuQuantity::Time    ? 2
                    : Kind == NcuQuantity::Bytes ? 3
                                                 : 4;
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

namespace {
bool parseCsvText(const std::string &Text, const std::string &Name,
                  std::vector<NcuRow> &Rows, std::string &Error);
} // namespace

bool parseNcuCsv(const std::string &Text, const std::string &Name,
                 std::vector<NcuRow> &Rows, std::string &Error) {
  if (parseCsvText(Text, Name, Rows, Error))
    return true;
  // One line, whatever the file's fields hold: a quoted field may span
  // lines, and its text is quoted in the message.
  std::string Line;
  for (char C : Error)
    Line += C == '\n'   ? std::string("\\n")
            : C == '\r' ? std::string("\\r")
                        : std::string(1, C);
  Error = Line;
  return false;
}

namespace {
bool parseCsvText(const std::string &Text, const std::string &Name,
                  std::vector<NcuRow> &Rows, std::string &Error) {
  Rows.clear();
  CsvReader In(Text, Name);
  if (trim(Text).empty() || trim(Text) == "\xEF\xBB\xBF") {
    Error = Name + ":1: the file is empty; " + headerHint();
    return false;
  }

  // The header: the first line that starts with "ID" (quoted or not). ncu's
  // own lines and the application's output before it are skipped.
  unsigned FirstText = 0;
  while (!In.atEnd()) {
    if (In.atNoiseLine()) {
      In.skipLine();
      continue;
    }
    std::string L = trim(In.peekLine());
    if (startsWith(L, "\"ID\"") || startsWith(L, "ID,"))
      break;
    if (!FirstText)
      FirstText = In.line();
    In.skipLine();
  }
  if (In.atEnd()) {
    if (!FirstText) {
      Error = Name + ":" + std::to_string(In.line() > 1 ? In.line() - 1 : 1) +
              ": no CSV rows, only ncu's own messages (did it profile any "
              "kernel?)";
      return false;
    }
    Error = Name + ":" + std::to_string(FirstText) + ": no header row found; " +
            headerHint();
    return false;
  }
  Record Header;
  if (!In.read(Header, Error))
    return false;
  std::map<std::string, size_t> Column;
  for (size_t I = 0; I < Header.Fields.size(); ++I)
    Column.emplace(Header.Fields[I], I);
  std::string HeaderAt = Name + ":" + std::to_string(Header.Line) + ": ";
  auto Has = [&](const char *C) { return Column.count(C) != 0; };
  if (!Has("Kernel Name")) {
    Error =
        HeaderAt + "the header has no \"Kernel Name\" column; " + headerHint();
    return false;
  }
  bool Details = Has("Metric Name") && Has("Metric Value");
  if (!Details && !Has(TimeMetric)) {
    Error = HeaderAt + "the header has no \"" + TimeMetric +
            "\" column; profile with --metrics " + TimeMetric +
            ",... (docs/Measurements.md)";
    return false;
  }
  if (Details && !Has("ID")) {
    Error = HeaderAt + "the details page needs the \"ID\" column";
    return false;
  }
  auto Field = [&](const Record &R, const char *C) -> std::string {
    auto It = Column.find(C);
    return It == Column.end() ? std::string() : R.Fields[It->second];
  };

  std::vector<RawLaunch> Launches;
  std::map<std::string, size_t> ById; // details page
  std::vector<std::string> Units;     // raw page, when there is a units row
  bool HaveUnits = Details;
  bool First = true;
  while (!In.atEnd()) {
    if (In.atNoiseLine()) {
      In.skipLine();
      continue;
    }
    Record R;
    if (!In.read(R, Error))
      return false;
    if (R.Fields.size() != Header.Fields.size()) {
      Error = Name + ":" + std::to_string(R.Line) + ": " +
              std::to_string(R.Fields.size()) + " fields, the header has " +
              std::to_string(Header.Fields.size());
      return false;
    }
    bool IsUnits = First && !Details && Field(R, "Kernel Name").empty() &&
                   Field(R, "ID").empty();
    First = false;
    if (IsUnits) {
      Units = R.Fields;
      HaveUnits = true;
      continue;
    }
    std::string Kernel = Field(R, "Kernel Name");
    if (Kernel.empty()) {
      Error =
          Name + ":" + std::to_string(R.Line) + ": a row without a kernel name";
      return false;
    }
    RawLaunch *L = nullptr;
    if (Details) {
      std::string Id = Field(R, "ID");
      auto [It, New] = ById.emplace(Id, Launches.size());
      if (New)
        Launches.emplace_back();
      L = &Launches[It->second];
      if (New) {
        L->Line = R.Line;
        L->Id = Id;
      }
    } else {
      // The raw page has a launch per row: turned into its row at once, so
      // that memory follows the rows kept, not the text read.
      RawLaunch One;
      One.Line = R.Line;
      One.Id = Field(R, "ID");
      One.Kernel = Kernel;
      One.Grid = Field(R, "Grid Size");
      One.Block = Field(R, "Block Size");
      One.Cc = Field(R, "CC");
      for (size_t I = 0; I < Header.Fields.size(); ++I)
        One.Metrics[Header.Fields[I]] = {std::move(R.Fields[I]),
                                         I < Units.size() ? Units[I] : ""};
      NcuRow Row;
      if (!toRow(One, static_cast<unsigned>(Rows.size() + 1), HaveUnits, Name,
                 Row, Error))
        return false;
      Rows.push_back(std::move(Row));
      continue;
    }
    L->Kernel = Kernel;
    L->Grid = Field(R, "Grid Size");
    L->Block = Field(R, "Block Size");
    L->Cc = Field(R, "CC");
    std::string Metric = Field(R, "Metric Name");
    L->Metrics[Metric] = {Field(R, "Metric Value"), Field(R, "Metric Unit")};
    L->MetricLines[Metric] = R.Line;
  }

  if (Details) {
    bool AnyTime = false;
    for (const RawLaunch &L : Launches)
      AnyTime = AnyTime || L.Metrics.count(TimeMetric);
    if (!Launches.empty() && !AnyTime) {
      Error = HeaderAt + "no row gives " + TimeMetric +
              "; profile with "
              "--metrics " +
              TimeMetric + ",... (docs/Measurements.md)";
      return false;
    }
  }
  for (size_t I = 0; I < Launches.size(); ++I) {
    NcuRow Row;
    if (!toRow(Launches[I], static_cast<unsigned>(I + 1), HaveUnits, Name, Row,
               Error))
      return false;
    Rows.push_back(std::move(Row));
  }
  return true;
}

} // namespace

bool readNcuCsv(const std::string &Path, std::vector<NcuRow> &Rows,
                std::string &Error) {
  std::ifstream In(Path, std::ios::binary);
  if (!In) {
    Error = Path + ": cannot be read";
    return false;
  }
  // One copy of the text: read straight into a string of the file's size.
  std::string Text;
  In.seekg(0, std::ios::end);
  std::streamoff Size = In.tellg();
  In.seekg(0, std::ios::beg);
  if (Size > 0) {
    Text.resize(static_cast<size_t>(Size));
    In.read(Text.data(), Size);
    Text.resize(static_cast<size_t>(In.gcount()));
  } else {
    std::ostringstream All; // not seekable (a pipe): read as a stream
    All << In.rdbuf();
    Text = All.str();
  }
  return parseNcuCsv(Text, Path, Rows, Error);
}

} // namespace roofline
