//===- Baseline.cpp - Deltas against a previous JSON report ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// A kernel matches the baseline kernel of the same name in the same file
// (or, when the file moved, the only baseline kernel of that name); its
// launches match by position. Intensities and ceilings are the exact ones,
// or the limits when sizes are free, as the report printed them.
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Lint.h"
#include "roofline/Result/JsonSchema.h"
#include "roofline/Support/Numbers.h"
#include "roofline/Support/Utf8.h"

#include <nlohmann/json.hpp>

#include "llvm/Support/FileSystem.h"

#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace roofline {

namespace key = json_schema;

using nlohmann::json;

namespace {

/// One kernel's or launch's figures; false with Error naming the value when
/// one is not a number it can be (a negative intensity or ceiling).
bool readEntry(const json &J, const std::string &Where, BaselineEntry &E,
               std::string &Error) {
  bool Ok = true;
  auto Num = [&](const json &V, const char *Key,
                 const NumberRange &Range) -> std::optional<double> {
    if (!V.is_number())
      return std::nullopt;
    double D = V.get<double>();
    if (Ok && !inRange(D, Range)) {
      Error =
          Where + ": \"" + Key + "\" is " + V.dump() + ", not " + Range.Words;
      Ok = false;
    }
    return D;
  };
  if (J.contains(key::Intensity))
    E.Intensity = Num(J[key::Intensity], key::Intensity, NonNegativeNumber);
  if (!E.Intensity && J.contains(key::IntensityLimit))
    E.Intensity =
        Num(J[key::IntensityLimit], key::IntensityLimit, NonNegativeNumber);
  if (J.contains(key::SoundTime))
    E.SoundTime = Num(J[key::SoundTime], key::SoundTime, NonNegativeNumber);
  if (J.contains(key::Sectors) && J[key::Sectors].is_object() &&
      J[key::Sectors].contains(key::Bytes))
    E.SectorBytes =
        Num(J[key::Sectors][key::Bytes], key::Bytes, NonNegativeNumber);
  if (J.contains(key::Predicted) && J[key::Predicted].is_object()) {
    const json &P = J[key::Predicted];
    if (P.contains(key::FlopsPerS))
      E.PredictedFlops =
          Num(P[key::FlopsPerS], key::FlopsPerS, NonNegativeNumber);
    if (P.contains(key::TimeS))
      E.PredictedTime = Num(P[key::TimeS], key::TimeS, NonNegativeNumber);
  }
  if (J.contains(key::Roofline) && J[key::Roofline].is_object()) {
    const json &Roof = J[key::Roofline];
    if (Roof.contains(key::Ceiling))
      // 0 for a kernel that moves data only: it compares on its time and
      // sector traffic.
      E.Ceiling = Num(Roof[key::Ceiling], key::Ceiling, NonNegativeNumber);
    if (Roof.contains(key::Bound) && Roof[key::Bound].is_string())
      E.Bound = Roof[key::Bound].get<std::string>();
  }
  return Ok;
}

std::optional<double> changePercent(const std::optional<double> &Old,
                                    const std::optional<double> &New) {
  if (!Old || !New || *Old == 0)
    return std::nullopt;
  return (*New - *Old) / *Old * 100;
}

BaselineDelta delta(const BaselineEntry *Old,
                    const std::optional<double> &Intensity,
                    const std::optional<Placement> &Roof) {
  BaselineDelta D;
  D.NewIntensity = Intensity;
  if (Roof) {
    D.NewCeiling = Roof->CeilingFlopsPerS;
    D.NewBound = boundName(Roof->BoundBy);
  }
  if (!Old) {
    D.New = true;
    return D;
  }
  D.OldIntensity = Old->Intensity;
  D.OldCeiling = Old->Ceiling;
  D.OldBound = Old->Bound;
  D.IntensityChangePercent = changePercent(D.OldIntensity, D.NewIntensity);
  D.CeilingChangePercent = changePercent(D.OldCeiling, D.NewCeiling);
  return D;
}

/// A launch's delta, with its traffic: time bound and sector bytes.
BaselineDelta launchDelta(const BaselineEntry *Old, const LaunchResult &L) {
  BaselineDelta D =
      delta(Old, L.Intensity ? L.Intensity : L.IntensityLimit, L.Roof);
  D.NewSoundTime = L.SoundTimeS;
  if (L.Sectors.Computed)
    D.NewSectorBytes = L.Sectors.bytes().toDouble();
  D.NewPredicted = L.Roofs.PredictedFlopsPerS;
  D.NewPredictedTime = L.Roofs.PredictedTimeS;
  if (!Old)
    return D;
  D.OldPredicted = Old->PredictedFlops;
  D.OldPredictedTime = Old->PredictedTime;
  D.PredictedChangePercent = changePercent(D.OldPredicted, D.NewPredicted);
  D.PredictedTimeChangePercent =
      changePercent(D.OldPredictedTime, D.NewPredictedTime);
  D.OldSoundTime = Old->SoundTime;
  D.OldSectorBytes = Old->SectorBytes;
  D.SoundTimeChangePercent = changePercent(D.OldSoundTime, D.NewSoundTime);
  D.SectorBytesChangePercent =
      changePercent(D.OldSectorBytes, D.NewSectorBytes);
  return D;
}

bool loadBaselineInto(const std::string &Path, BaselineReport &Out,
                      std::string &Error) {
  std::ifstream In(Path);
  if (!llvm::sys::fs::is_regular_file(Path) || !In) {
    Error = "cannot read --baseline '" + Path + "'";
    return false;
  }
  json J;
  try {
    J = json::parse(In);
  } catch (const std::exception &E) {
    Error = Path + ": not a JSON report: " + E.what();
    return false;
  }
  if (!J.is_object() || !J.contains(key::SchemaVersion) ||
      !J.contains(key::Kernels) || !J[key::Kernels].is_array()) {
    Error = Path + ": not a roofline-lint JSON report (no schema_version and "
                   "kernels; write one with --format json)";
    return false;
  }
  // 2 has no traffic model: its launches compare on ceilings alone.
  if (!J[key::SchemaVersion].is_number_integer() ||
      J[key::SchemaVersion].get<int64_t>() < json_schema::OldestBaseline ||
      J[key::SchemaVersion].get<int64_t>() > json_schema::Version) {
    Error = Path + ": schema_version " + J[key::SchemaVersion].dump() +
            " is not supported (this roofline-lint reads 2 and 3)";
    return false;
  }
  Out.Path = Path;
  if (J.contains(key::Gpu) && J[key::Gpu].is_object() &&
      J[key::Gpu].contains(key::Id) && J[key::Gpu][key::Id].is_string())
    Out.Gpu = J[key::Gpu][key::Id].get<std::string>();
  for (const json &K : J[key::Kernels]) {
    if (!K.is_object() || !K.contains(key::Name) || !K[key::Name].is_string())
      continue;
    BaselineKernel BK;
    BK.Name = K[key::Name].get<std::string>();
    if (K.contains(key::File) && K[key::File].is_string())
      BK.File = K[key::File].get<std::string>();
    std::string Where = Path + ": kernel '" + BK.Name + "'";
    if (!readEntry(K, Where, BK.Kernel, Error))
      return false;
    if (K.contains(key::Launches) && K[key::Launches].is_array())
      for (const json &L : K[key::Launches]) {
        BaselineEntry E;
        if (!readEntry(
                L, Where + ", launch " + std::to_string(BK.Launches.size() + 1),
                E, Error))
          return false;
        BK.Launches.push_back(E);
        if (BK.FirstLaunch.empty() && L.is_object() && L.contains(key::File) &&
            L[key::File].is_string() && L.contains(key::Line) &&
            L[key::Line].is_number_integer())
          BK.FirstLaunch = L[key::File].get<std::string>() + ":" +
                           std::to_string(L[key::Line].get<int64_t>());
      }
    Out.Kernels.push_back(std::move(BK));
  }
  if (J.contains(key::Findings) && J[key::Findings].is_array())
    for (const json &F : J[key::Findings]) {
      auto Text = [&](const char *Key) {
        return F.is_object() && F.contains(Key) && F[Key].is_string()
                   ? F[Key].get<std::string>()
                   : std::string();
      };
      std::string Id = Text(key::Id), Kernel = Text(key::Kernel);
      bool Suppressed = F.is_object() && F.contains(key::Suppressed) &&
                        F[key::Suppressed].is_boolean() &&
                        F[key::Suppressed].get<bool>();
      if (Kernel.empty() || Suppressed || Id == diagId(DiagId::Regression) ||
          Id == diagId(DiagId::BaselineMismatch))
        continue;
      Out.Fingerprints[Kernel].insert(Text(key::Fingerprint));
    }
  return true;
}

} // namespace

llvm::Expected<BaselineReport> loadBaseline(const std::string &Path) {
  return loaded<BaselineReport>([&](BaselineReport &Out, std::string &Error) {
    return loadBaselineInto(Path, Out, Error);
  });
}

void compareWithBaseline(AnalysisResult &R, const BaselineReport &Base) {
  R.BaselineFile = Base.Path;
  R.BaselineGpu = Base.Gpu;
  const bool OtherGpu = !Base.Gpu.empty() && Base.Gpu != R.Gpu.Id;
  // Same file and name, in order (overloads and template instances share a
  // name); then, for a file this run does not have (it moved), the only
  // baseline kernel of that name.
  std::map<std::pair<std::string, std::string>,
           std::vector<const BaselineKernel *>>
      ByFile;
  std::map<std::string, std::vector<const BaselineKernel *>> ByName;
  for (const BaselineKernel &K : Base.Kernels) {
    ByFile[{K.File, K.Name}].push_back(&K);
    ByName[K.Name].push_back(&K);
  }
  std::set<std::string> RunFiles;
  for (const FileResult &F : R.Files)
    for (const KernelResult &K : F.Kernels)
      RunFiles.insert(validUtf8(K.Kernel.Loc.File));
  std::set<const BaselineKernel *> Used;
  std::vector<std::pair<KernelResult *, const BaselineKernel *>> Matches;
  std::vector<KernelResult *> Unmatched;
  // A header's kernel that several inputs analyze has an entry per input:
  // first every kernel takes the entry launched from the same place,
  // whatever order the inputs came in; then the rest take the next entries
  // not taken, in order.
  auto KeyOf = [](const KernelResult &K) {
    // The baseline's JSON carries a non-UTF-8 path with U+FFFD in it.
    return std::pair<std::string, std::string>{validUtf8(K.Kernel.Loc.File),
                                               K.Kernel.Name};
  };
  std::map<const KernelResult *, const BaselineKernel *> Exact;
  for (FileResult &F : R.Files)
    for (KernelResult &K : F.Kernels) {
      auto It = ByFile.find(KeyOf(K));
      if (It == ByFile.end() || K.Kernel.Launches.empty())
        continue;
      const SourceLoc &L = K.Kernel.Launches.front().Loc;
      std::string First = validUtf8(L.File) + ":" + std::to_string(L.Line);
      for (const BaselineKernel *C : It->second)
        if (!Used.count(C) && C->FirstLaunch == First) {
          Used.insert(C);
          Exact[&K] = C;
          break;
        }
    }
  for (FileResult &F : R.Files)
    for (KernelResult &K : F.Kernels) {
      const BaselineKernel *Old = Exact.count(&K) ? Exact[&K] : nullptr;
      auto It = ByFile.find(KeyOf(K));
      if (!Old && It != ByFile.end())
        for (const BaselineKernel *C : It->second)
          if (!Used.count(C)) {
            Old = C;
            Used.insert(C);
            break;
          }
      if (Old)
        Matches.push_back({&K, Old});
      else
        Unmatched.push_back(&K);
    }
  for (KernelResult *K : Unmatched) {
    const BaselineKernel *Old = nullptr;
    const auto &Named = ByName[K->Kernel.Name];
    if (Named.size() == 1 && !Used.count(Named.front()) &&
        !RunFiles.count(Named.front()->File)) {
      Old = Named.front();
      Used.insert(Old);
    }
    Matches.push_back({K, Old});
  }
  for (auto &[K, Old] : Matches) {
    if (!K->Kernel.Analyzed)
      continue;
    K->Baseline =
        delta(Old ? &Old->Kernel : nullptr,
              K->Intensity ? K->Intensity : K->IntensityLimit, K->Roof);
    for (size_t I = 0; I < K->Launches.size(); ++I) {
      LaunchResult &L = K->Launches[I];
      const BaselineEntry *OldL =
          Old && I < Old->Launches.size() ? &Old->Launches[I] : nullptr;
      L.Baseline = launchDelta(OldL, L);
      if (L.Baseline)
        L.Baseline->OtherGpu = OtherGpu;
    }
    if (K->Baseline)
      K->Baseline->OtherGpu = OtherGpu;
  }
  for (const BaselineKernel &K : Base.Kernels)
    if (!Used.count(&K))
      R.BaselineGone.push_back(K.Name + " (" + K.File + ")");
}

} // namespace roofline
