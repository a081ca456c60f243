//===- MachineDatabase.cpp - Loading and looking up GPU JSON files --------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Reads data/gpus/<id>.json files (format: docs/GpuDatabase.md). A bad file
// never throws out of here: every problem becomes one line naming the file
// and, where there is one, the key at fault; the directory is then not loaded
// at all.
//
//===----------------------------------------------------------------------===//

#include "roofline/Machine/Machine.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <tuple>
#include <utility>

namespace roofline {

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

constexpr int SchemaVersion = 1;
/// Larger files are surely not GPU descriptions.
constexpr std::uintmax_t MaxFileBytes = 1 << 20;

/// Validates one parsed file into a Machine. The first problem found is kept
/// in Error (without the "gpu database: FILE: " prefix).
class FileReader {
public:
  bool read(const Json &Root, Machine &M);
  std::string Error;

private:
  bool fail(std::string Message) {
    if (Error.empty())
      Error = std::move(Message);
    return false;
  }
  static bool isFinite(const Json &V) {
    return V.is_number() && std::isfinite(V.get<double>());
  }
  static bool isPositive(const Json &V) {
    return isFinite(V) && V.get<double>() > 0;
  }
  bool readString(const Json &Root, const char *Key, std::string &Out);
  bool readStringList(const Json &Root, const char *Key,
                      std::vector<std::string> &Out, bool AllowEmpty);
  bool readOptionalPositive(const Json &Root, const char *Key, double &Out);
  template <std::size_t N>
  bool readPeaks(const Json &Root, const char *Key, const char *const *Names,
                 std::array<std::optional<double>, N> &Out);
};

bool FileReader::readString(const Json &Root, const char *Key,
                            std::string &Out) {
  auto It = Root.find(Key);
  if (It == Root.end() || It->is_null())
    return true;
  if (!It->is_string())
    return fail(std::string("key '") + Key + "' must be a string");
  Out = It->get<std::string>();
  return true;
}

bool FileReader::readStringList(const Json &Root, const char *Key,
                                std::vector<std::string> &Out,
                                bool AllowEmpty) {
  auto It = Root.find(Key);
  if (It == Root.end() || It->is_null())
    return true;
  std::string Expected = std::string("key '") + Key + "' must be an array of " +
                         (AllowEmpty ? "strings" : "non-empty strings");
  if (!It->is_array())
    return fail(Expected);
  for (const Json &Element : *It) {
    if (!Element.is_string())
      return fail(Expected);
    std::string S = Element.get<std::string>();
    if (!AllowEmpty && MachineDatabase::normalize(S).empty())
      return fail(Expected);
    Out.push_back(std::move(S));
  }
  return true;
}

bool FileReader::readOptionalPositive(const Json &Root, const char *Key,
                                      double &Out) {
  auto It = Root.find(Key);
  if (It == Root.end() || It->is_null())
    return true;
  if (!isPositive(*It))
    return fail(std::string("key '") + Key +
                "' must be a positive number or null");
  Out = It->get<double>();
  return true;
}

template <std::size_t N>
bool FileReader::readPeaks(const Json &Root, const char *Key,
                           const char *const *Names,
                           std::array<std::optional<double>, N> &Out) {
  const Json &Peaks = Root.at(Key);
  if (!Peaks.is_object())
    return fail(std::string("key '") + Key + "' must be an object");
  for (auto It = Peaks.begin(); It != Peaks.end(); ++It) {
    std::size_t I = 0;
    while (I < N && It.key() != Names[I])
      ++I;
    if (I == N) {
      std::string Expected;
      for (std::size_t J = 0; J < N; ++J)
        Expected += std::string(J ? ", " : "") + Names[J];
      return fail(std::string("unknown key '") + Key + "." + It.key() +
                  "' (expected " + Expected + ")");
    }
    if (It.value().is_null())
      continue;
    if (!isPositive(It.value()))
      return fail(std::string("key '") + Key + "." + It.key() +
                  "' must be a positive number or null");
    Out[I] = It.value().get<double>();
  }
  return true;
}

const char *const PrecisionKeys[NumPrecisions] = {"fp16", "bf16", "fp32",
                                                  "fp64"};
const char *const TensorKeys[NumTensorTypes] = {"fp16", "bf16", "tf32",
                                                "fp8",  "int8", "fp64"};
const char *const KnownKeys[] = {"schema_version",
                                 "name",
                                 "aliases",
                                 "arch",
                                 "cuda_arch",
                                 "sms",
                                 "boost_clock_hz",
                                 "dram_bytes_per_s",
                                 "l2_bytes",
                                 "shared_memory_per_sm_bytes",
                                 "max_clock_hz",
                                 "fp32_lanes_per_sm",
                                 "shared_bytes_per_clock_per_sm",
                                 "l1_bytes_per_clock_per_sm",
                                 "l2_bytes_per_clock",
                                 "peak_flops_per_s",
                                 "tensor_peak_flops_per_s",
                                 "sources",
                                 "field_sources",
                                 "notes"};

/// "sm_89", "sm_90a", "sm_100".
bool isCudaArch(const std::string &S) {
  if (S.size() < 4 || S.compare(0, 3, "sm_") != 0)
    return false;
  std::size_t I = 3;
  while (I < S.size() && std::isdigit(static_cast<unsigned char>(S[I])))
    ++I;
  if (I == 3)
    return false;
  return I == S.size() ||
         (I + 1 == S.size() && std::islower(static_cast<unsigned char>(S[I])));
}

bool FileReader::read(const Json &Root, Machine &M) {
  if (!Root.is_object())
    return fail("the top level must be a JSON object");
  for (auto It = Root.begin(); It != Root.end(); ++It) {
    const std::string &Key = It.key();
    if (!Key.empty() && Key[0] == '_')
      continue; // comments, e.g. "_comment"
    if (std::find(std::begin(KnownKeys), std::end(KnownKeys), Key) ==
        std::end(KnownKeys))
      return fail("unknown key '" + Key + "'");
  }

  auto Version = Root.find("schema_version");
  if (Version == Root.end())
    return fail("missing key 'schema_version'");
  if (!Version->is_number_integer() ||
      Version->get<long long>() != SchemaVersion)
    return fail("key 'schema_version' must be " +
                std::to_string(SchemaVersion));

  auto Name = Root.find("name");
  if (Name == Root.end())
    return fail("missing key 'name'");
  if (!Name->is_string() ||
      MachineDatabase::normalize(Name->get<std::string>()).empty())
    return fail("key 'name' must be a non-empty string");
  M.Name = Name->get<std::string>();

  if (!readStringList(Root, "aliases", M.Aliases, /*AllowEmpty=*/false) ||
      !readString(Root, "arch", M.Arch) ||
      !readString(Root, "cuda_arch", M.CudaArch) ||
      !readStringList(Root, "sources", M.Sources, /*AllowEmpty=*/true) ||
      !readString(Root, "notes", M.Notes))
    return false;
  if (!M.CudaArch.empty() && !isCudaArch(M.CudaArch))
    return fail("key 'cuda_arch' must look like \"sm_89\"");

  auto SMs = Root.find("sms");
  if (SMs != Root.end() && !SMs->is_null()) {
    if (!isPositive(*SMs) ||
        SMs->get<double>() != std::floor(SMs->get<double>()) ||
        SMs->get<double>() > std::numeric_limits<unsigned>::max())
      return fail("key 'sms' must be a positive integer or null");
    M.SMs = static_cast<unsigned>(SMs->get<double>());
  }

  auto Bandwidth = Root.find("dram_bytes_per_s");
  if (Bandwidth == Root.end())
    return fail("missing key 'dram_bytes_per_s'");
  if (!isPositive(*Bandwidth))
    return fail("key 'dram_bytes_per_s' must be a positive number");
  M.DramBytesPerS = Bandwidth->get<double>();

  if (!readOptionalPositive(Root, "boost_clock_hz", M.BoostClockHz) ||
      !readOptionalPositive(Root, "l2_bytes", M.L2Bytes) ||
      !readOptionalPositive(Root, "shared_memory_per_sm_bytes",
                            M.SharedMemPerSMBytes) ||
      !readOptionalPositive(Root, "max_clock_hz", M.MaxClockHz) ||
      !readOptionalPositive(Root, "fp32_lanes_per_sm", M.Fp32LanesPerSM) ||
      !readOptionalPositive(Root, "shared_bytes_per_clock_per_sm",
                            M.SharedBytesPerClockPerSM) ||
      !readOptionalPositive(Root, "l1_bytes_per_clock_per_sm",
                            M.L1BytesPerClockPerSM) ||
      !readOptionalPositive(Root, "l2_bytes_per_clock", M.L2BytesPerClock))
    return false;
  if (M.MaxClockHz > 0 && M.BoostClockHz > 0 && M.MaxClockHz < M.BoostClockHz)
    return fail("key 'max_clock_hz' must not be below 'boost_clock_hz'");
  auto FieldSources = Root.find("field_sources");
  if (FieldSources != Root.end() && !FieldSources->is_null()) {
    if (!FieldSources->is_object())
      return fail("key 'field_sources' must be an object of strings");
    for (auto It = FieldSources->begin(); It != FieldSources->end(); ++It) {
      if (!It.value().is_string())
        return fail("key 'field_sources." + It.key() + "' must be a string");
      M.FieldSources[It.key()] = It.value().get<std::string>();
    }
  }

  if (!Root.contains("peak_flops_per_s"))
    return fail("missing key 'peak_flops_per_s'");
  if (!readPeaks(Root, "peak_flops_per_s", PrecisionKeys, M.PeakFlopsPerS))
    return false;
  if (!M.PeakFlopsPerS[static_cast<int>(Precision::FP32)])
    return fail("key 'peak_flops_per_s.fp32' must be a positive number");

  auto Tensor = Root.find("tensor_peak_flops_per_s");
  if (Tensor != Root.end() && !Tensor->is_null() &&
      !readPeaks(Root, "tensor_peak_flops_per_s", TensorKeys,
                 M.TensorPeakFlopsPerS))
    return false;
  return true;
}

/// One line: nlohmann's "[json.exception.parse_error.101] " prefix dropped,
/// control characters replaced.
std::string oneLine(const std::string &Message) {
  std::string S = Message;
  if (!S.empty() && S[0] == '[') {
    std::size_t Close = S.find("] ");
    if (Close != std::string::npos)
      S.erase(0, Close + 2);
  }
  for (char &C : S)
    if (static_cast<unsigned char>(C) < 0x20)
      C = ' ';
  return S;
}

/// Reads and validates File into M; on failure sets Error to the whole line.
bool loadFile(const fs::path &File, Machine &M, std::string &Error) {
  const std::string Where = "gpu database: " + File.string() + ": ";
  try {
    std::error_code EC;
    std::uintmax_t Size = fs::file_size(File, EC);
    if (EC) {
      Error = Where + "cannot read the file (" + EC.message() + ")";
      return false;
    }
    if (Size > MaxFileBytes) {
      Error = Where + "the file is larger than 1 MiB";
      return false;
    }
    std::ifstream In(File, std::ios::binary);
    if (!In.is_open()) {
      Error = Where + "cannot open the file";
      return false;
    }
    std::ostringstream Text;
    if (Size > 0)
      Text << In.rdbuf();
    if (In.bad()) {
      Error = Where + "cannot read the file";
      return false;
    }
    Json Root;
    try {
      Root = Json::parse(Text.str());
    } catch (const Json::exception &E) {
      Error = Where + "invalid JSON: " + oneLine(E.what());
      return false;
    }
    FileReader Reader;
    M = Machine();
    M.Id = File.stem().string();
    M.File = File.string();
    if (!Reader.read(Root, M)) {
      Error = Where + Reader.Error;
      return false;
    }
    return true;
  } catch (const std::exception &E) {
    Error = Where + oneLine(E.what());
  } catch (...) {
    Error = Where + "cannot read the file";
  }
  return false;
}

/// Optimal string alignment distance (an adjacent transposition costs 1).
std::size_t editDistance(const std::string &A, const std::string &B) {
  std::vector<std::vector<std::size_t>> D(
      A.size() + 1, std::vector<std::size_t>(B.size() + 1));
  for (std::size_t I = 0; I <= A.size(); ++I)
    D[I][0] = I;
  for (std::size_t J = 0; J <= B.size(); ++J)
    D[0][J] = J;
  for (std::size_t I = 1; I <= A.size(); ++I)
    for (std::size_t J = 1; J <= B.size(); ++J) {
      std::size_t Cost = A[I - 1] == B[J - 1] ? 0 : 1;
      D[I][J] =
          std::min({D[I - 1][J] + 1, D[I][J - 1] + 1, D[I - 1][J - 1] + Cost});
      if (I > 1 && J > 1 && A[I - 1] == B[J - 2] && A[I - 2] == B[J - 1])
        D[I][J] = std::min(D[I][J], D[I - 2][J - 2] + 1);
    }
  return D[A.size()][B.size()];
}

/// A normalized key without the vendor and brand words users often leave out
/// or add: "nvidiageforcertx4070" -> "rtx4070".
std::string withoutBrand(std::string S) {
  for (const char *Prefix : {"nvidia", "geforce", "tesla", "quadro"})
    if (S.compare(0, std::char_traits<char>::length(Prefix), Prefix) == 0)
      S.erase(0, std::char_traits<char>::length(Prefix));
  return S;
}

} // namespace

std::string MachineDatabase::normalize(const std::string &S) {
  std::string Out;
  Out.reserve(S.size());
  for (char C : S) {
    unsigned char U = static_cast<unsigned char>(C);
    if (std::isspace(U) || C == '-' || C == '_')
      continue;
    Out.push_back(static_cast<char>(std::tolower(U)));
  }
  return Out;
}

llvm::Error MachineDatabase::loadDirectory(const std::string &Dir) {
  std::string Error;
  if (!loadInto(Dir, Error))
    return makeError(Error);
  return llvm::Error::success();
}

bool MachineDatabase::loadInto(const std::string &Dir, std::string &Error) {
  std::vector<Machine> Loaded;
  try {
    std::error_code EC;
    if (!fs::is_directory(Dir, EC)) {
      Error = "gpu database: " + Dir + ": not a directory";
      return false;
    }
    std::vector<fs::path> Files;
    fs::directory_iterator It(Dir, EC), End;
    for (; !EC && It != End; It.increment(EC)) {
      const fs::path &P = It->path();
      std::string FileName = P.filename().string();
      std::error_code TypeEC;
      if (P.extension() == ".json" && FileName[0] != '.' &&
          fs::is_regular_file(P, TypeEC))
        Files.push_back(P);
    }
    if (EC) {
      Error = "gpu database: " + Dir + ": cannot read the directory (" +
              EC.message() + ")";
      return false;
    }
    std::sort(Files.begin(), Files.end());

    // Within one directory an id, name or alias denotes one device.
    std::map<std::string, std::size_t> Owner;
    for (const fs::path &File : Files) {
      Machine M;
      if (!loadFile(File, M, Error))
        return false;
      std::size_t Index = Loaded.size();
      std::vector<std::pair<const char *, std::string>> Names = {
          {"id", M.Id}, {"name", M.Name}};
      for (const std::string &Alias : M.Aliases)
        Names.emplace_back("alias", Alias);
      for (const auto &[Kind, Text] : Names) {
        auto [Pos, Inserted] = Owner.emplace(normalize(Text), Index);
        if (!Inserted && Pos->second != Index) {
          const Machine &Other = Loaded[Pos->second];
          Error = "gpu database: " + M.File + ": " + Kind + " '" + Text +
                  "' already denotes '" + Other.Id + "' (" + Other.File + ")";
          return false;
        }
      }
      Loaded.push_back(std::move(M));
    }
  } catch (const std::exception &E) {
    Error = "gpu database: " + Dir + ": " + oneLine(E.what());
    return false;
  }

  // Merge: a loaded device replaces one with an equal (normalized) id, and
  // takes over names and aliases it shares with devices loaded before (an
  // alias taken over is removed from the earlier device's list).
  std::vector<std::string> NewIds;
  for (Machine &M : Loaded) {
    NewIds.push_back(M.Id);
    std::string Id = normalize(M.Id);
    for (auto It = Machines.begin(); It != Machines.end();) {
      if (normalize(It->Id) != Id) {
        ++It;
        continue;
      }
      for (auto K = Keys.begin(); K != Keys.end();)
        K = K->second == It->Id ? Keys.erase(K) : std::next(K);
      It = Machines.erase(It);
    }
    auto Pos = std::lower_bound(
        Machines.begin(), Machines.end(), M.Id,
        [](const Machine &A, const std::string &B) { return A.Id < B; });
    Machines.insert(Pos, std::move(M));
  }
  auto byId = [this](const std::string &Id) -> Machine * {
    auto Pos = std::lower_bound(
        Machines.begin(), Machines.end(), Id,
        [](const Machine &A, const std::string &B) { return A.Id < B; });
    return Pos != Machines.end() && Pos->Id == Id ? &*Pos : nullptr;
  };
  auto takeOver = [&](const std::string &Key, const std::string &NewId) {
    auto K = Keys.find(Key);
    if (K == Keys.end() || K->second == NewId)
      return;
    if (Machine *Old = byId(K->second))
      Old->Aliases.erase(std::remove_if(Old->Aliases.begin(),
                                        Old->Aliases.end(),
                                        [&](const std::string &A) {
                                          return normalize(A) == Key;
                                        }),
                         Old->Aliases.end());
    Keys.erase(K);
  };
  for (const std::string &NewId : NewIds) {
    const Machine *M = byId(NewId);
    std::vector<std::string> Names = {M->Name};
    Names.insert(Names.end(), M->Aliases.begin(), M->Aliases.end());
    takeOver(normalize(M->Id), NewId);
    for (const std::string &Name : Names) {
      std::string Key = normalize(Name);
      takeOver(Key, NewId);
      Keys[Key] = NewId;
    }
  }
  return true;
}

const Machine *MachineDatabase::find(const std::string &Query) const {
  std::string Key = normalize(Query);
  if (Key.empty())
    return nullptr;
  for (const Machine &M : Machines)
    if (normalize(M.Id) == Key)
      return &M;
  auto K = Keys.find(Key);
  if (K == Keys.end())
    return nullptr;
  for (const Machine &M : Machines)
    if (M.Id == K->second)
      return &M;
  return nullptr;
}

std::vector<std::string>
MachineDatabase::alsoNamed(const std::string &Query) const {
  std::vector<std::string> Others;
  const Machine *Picked = find(Query);
  std::string Q = normalize(Query), QBare = withoutBrand(Q);
  if (!Picked || QBare.empty() || normalize(Picked->Id) == Q ||
      normalize(Picked->Name) == Q)
    return Others;
  for (const Machine &M : Machines) {
    if (M.Id == Picked->Id)
      continue;
    for (const std::string &Name : {M.Id, M.Name})
      if (withoutBrand(normalize(Name)).compare(0, QBare.size(), QBare) == 0) {
        Others.push_back(M.Id);
        break;
      }
  }
  return Others;
}

std::string MachineDatabase::suggest(const std::string &Query) const {
  std::string Q = normalize(Query);
  if (Q.empty())
    return "";
  std::string QBare = withoutBrand(Q);
  // Up to a third of the query may be wrong (at least 1, at most 3 edits).
  std::size_t Threshold =
      std::max<std::size_t>(1, std::min<std::size_t>(3, Q.size() / 3));
  // Ranked by distance, then whether the query starts the key ("l40" is
  // closer to "l40s" than to "l4"), then whether the key is part of the
  // query ("rtx 4090 ti" is closer to "rtx-4090" than to "rtx-3070-ti"),
  // then by id (Machines is sorted by id).
  std::string Best;
  std::tuple<std::size_t, bool, bool> BestRank = {
      std::numeric_limits<std::size_t>::max(), true, true};
  for (const Machine &M : Machines) {
    std::vector<std::string> Names = {M.Id, M.Name};
    Names.insert(Names.end(), M.Aliases.begin(), M.Aliases.end());
    for (const std::string &Name : Names) {
      std::string K = normalize(Name);
      std::string KBare = withoutBrand(K);
      std::size_t D = std::min(editDistance(Q, K), editDistance(QBare, KBare));
      // A partial name ("jetson") or a longer one ("h200 nvl").
      bool Substring =
          (Q.size() >= 3 && K.find(Q) != std::string::npos) ||
          (QBare.size() >= 3 && KBare.find(QBare) != std::string::npos) ||
          (KBare.size() >= 4 && QBare.find(KBare) != std::string::npos);
      if (D > Threshold && !Substring)
        continue;
      bool Prefix = K.compare(0, Q.size(), Q) == 0 ||
                    KBare.compare(0, QBare.size(), QBare) == 0;
      bool Inside = Q.find(K) != std::string::npos;
      std::tuple<std::size_t, bool, bool> Rank = {D, !Prefix, !Inside};
      if (Rank < BestRank) {
        BestRank = Rank;
        Best = M.Id;
      }
    }
  }
  return Best;
}

} // namespace roofline
