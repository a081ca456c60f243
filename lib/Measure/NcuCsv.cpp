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
// NcuColumns.cpp turns each launch's metric columns into the numbers of its
// row.
//
//===----------------------------------------------------------------------===//

#include "roofline/Measure/Ncu.h"

#include "NcuInternals.h"

#include <cctype>
#include <fstream>
#include <map>
#include <sstream>

namespace roofline {

std::string trim(const std::string &S) {
  size_t B = 0, E = S.size();
  while (B < E && std::isspace(static_cast<unsigned char>(S[B])))
    ++B;
  while (E > B && std::isspace(static_cast<unsigned char>(S[E - 1])))
    --E;
  return S.substr(B, E - B);
}

namespace {

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

std::string headerHint() {
  return "expected `ncu --csv --page raw` output, whose header row starts "
         "with \"ID\" and names \"Kernel Name\"";
}

bool parseCsvText(const std::string &Text, const std::string &Name,
                  std::vector<NcuRow> &Rows, std::string &Error);

} // namespace

static bool parseNcuCsvInto(const std::string &Text, const std::string &Name,
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

/// Moves In to the header row: the first line that starts with "ID" (quoted
/// or not), after ncu's own lines and the application's output. False with
/// Error when there is none.
bool findHeader(CsvReader &In, const std::string &Name, std::string &Error) {
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
  return true;
}

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
  if (!findHeader(In, Name, Error))
    return false;
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

llvm::Expected<std::vector<NcuRow>> parseNcuCsv(const std::string &Text,
                                                const std::string &Name) {
  return loaded<std::vector<NcuRow>>(
      [&](std::vector<NcuRow> &Rows, std::string &Error) {
        return parseNcuCsvInto(Text, Name, Rows, Error);
      });
}

llvm::Expected<std::vector<NcuRow>> readNcuCsv(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return makeError(Path + ": cannot be read");
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
  return parseNcuCsv(Text, Path);
}

} // namespace roofline
