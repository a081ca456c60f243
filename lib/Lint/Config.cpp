//===- Config.cpp - .roofline-lint.yaml -----------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Config.h"

#include "roofline/Support/Diagnostics.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"

#include <map>

namespace roofline {
namespace {

/// A severity name, checked where it is read.
struct LevelName {
  std::string Value;
};

/// --fail-on's values: a level, or never.
struct FailOnName {
  std::string Value;
};

struct Thresholds {
  std::optional<double> MinPercentOfPeak, MinIntensity, MaxRegressionPercent;
};

struct ChecksMap {
  std::vector<std::pair<std::string, std::string>> Entries;
};

struct BindMap {
  std::vector<std::string> Entries; // NAME=VALUE
};

} // namespace
} // namespace roofline

namespace llvm {
namespace yaml {

using roofline::BindMap;
using roofline::ChecksMap;
using roofline::Config;
using roofline::FailOnName;
using roofline::LevelName;
using roofline::Thresholds;

template <> struct ScalarTraits<LevelName> {
  static void output(const LevelName &V, void *, raw_ostream &OS) {
    OS << V.Value;
  }
  static StringRef input(StringRef Scalar, void *, LevelName &V) {
    if (!roofline::parseSeverity(Scalar.str()))
      return "expected a level: off, note, warning or error";
    V.Value = Scalar.str();
    return StringRef();
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct ScalarTraits<FailOnName> {
  static void output(const FailOnName &V, void *, raw_ostream &OS) {
    OS << V.Value;
  }
  static StringRef input(StringRef Scalar, void *, FailOnName &V) {
    if (Scalar != "note" && Scalar != "warning" && Scalar != "error" &&
        Scalar != "never")
      return "expected note, warning, error or never";
    V.Value = Scalar.str();
    return StringRef();
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct CustomMappingTraits<ChecksMap> {
  static void inputOne(IO &Io, StringRef Key, ChecksMap &M) {
    std::string Id = Key.str();
    LevelName L;
    Io.mapRequired(Key.str().c_str(), L);
    if (!roofline::isKnownDiagPattern(Id)) {
      Io.setError("unknown check id '" + Key +
                  "' (see roofline-lint --list-checks)");
      return;
    }
    M.Entries.push_back({Id, L.Value});
  }
  static void output(IO &, ChecksMap &) {}
};

template <> struct CustomMappingTraits<BindMap> {
  static void inputOne(IO &Io, StringRef Key, BindMap &M) {
    std::string Value;
    Io.mapRequired(Key.str().c_str(), Value);
    M.Entries.push_back(Key.str() + "=" + Value);
  }
  static void output(IO &, BindMap &) {}
};

template <> struct MappingTraits<Thresholds> {
  static void mapping(IO &Io, Thresholds &T) {
    Io.mapOptional("min-percent-of-peak", T.MinPercentOfPeak);
    Io.mapOptional("min-intensity", T.MinIntensity);
    Io.mapOptional("max-regression-percent", T.MaxRegressionPercent);
  }
};

struct ConfigDocument {
  std::vector<std::string> Gpus;
  std::optional<std::string> Gpu;
  std::optional<FailOnName> FailOn;
  ChecksMap Checks;
  Thresholds Limits;
  BindMap Bind;
  std::vector<std::string> Launch, IncludePaths, Defines, ExtraArgs;
  std::optional<std::string> CudaPath;
  std::vector<std::string> Exclude;
};

template <> struct MappingTraits<ConfigDocument> {
  static void mapping(IO &Io, ConfigDocument &C) {
    Io.mapOptional("gpu", C.Gpu);
    Io.mapOptional("gpus", C.Gpus);
    Io.mapOptional("fail-on", C.FailOn);
    Io.mapOptional("checks", C.Checks);
    Io.mapOptional("thresholds", C.Limits);
    Io.mapOptional("bind", C.Bind);
    Io.mapOptional("launch", C.Launch);
    Io.mapOptional("include-paths", C.IncludePaths);
    Io.mapOptional("defines", C.Defines);
    Io.mapOptional("extra-args", C.ExtraArgs);
    Io.mapOptional("cuda-path", C.CudaPath);
    Io.mapOptional("exclude", C.Exclude);
  }
};

} // namespace yaml
} // namespace llvm

namespace roofline {

std::string findConfigFile(const std::string &Dir) {
  llvm::SmallString<256> Path(Dir.empty() ? "." : Dir);
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  while (true) {
    llvm::SmallString<256> Candidate(Path);
    llvm::sys::path::append(Candidate, ConfigFileName);
    if (llvm::sys::fs::is_regular_file(Candidate))
      return std::string(Candidate);
    llvm::StringRef Parent = llvm::sys::path::parent_path(Path);
    if (Parent.empty() || Parent == Path)
      return "";
    // Parent is a prefix of Path: truncate rather than assign Path a view
    // of itself (which LLVM's SmallVector asserts against).
    Path.truncate(Parent.size());
  }
}

namespace {
struct DiagSink {
  std::string Message;
};
void onDiagnostic(const llvm::SMDiagnostic &D, void *Ctx) {
  auto *Sink = static_cast<DiagSink *>(Ctx);
  if (!Sink->Message.empty())
    return; // the first error is the one to fix
  Sink->Message = D.getFilename().str() + ":" + std::to_string(D.getLineNo()) +
                  ":" + std::to_string(D.getColumnNo() + 1) + ": " +
                  D.getMessage().str();
}
} // namespace

bool loadConfig(const std::string &Path, Config &Out, std::string &Error) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer) {
    Error = Path + ": cannot read: " + Buffer.getError().message();
    return false;
  }
  DiagSink Sink;
  llvm::yaml::ConfigDocument Doc;
  {
    llvm::yaml::Input In((*Buffer)->getMemBufferRef(), nullptr, onDiagnostic,
                         &Sink);
    if (!(*Buffer)->getBuffer().trim().empty())
      In >> Doc;
    if (In.error()) {
      Error = Sink.Message.empty() ? Path + ": invalid configuration"
                                   : Sink.Message;
      return false;
    }
  }
  llvm::SmallString<256> Dir(Path);
  llvm::sys::fs::make_absolute(Dir);
  llvm::sys::path::remove_filename(Dir);

  Out = Config();
  Out.Path = Path;
  Out.Gpus = Doc.Gpus;
  if (Doc.Gpu)
    Out.Gpus.insert(Out.Gpus.begin(), *Doc.Gpu);
  if (Doc.FailOn)
    Out.FailOn = Doc.FailOn->Value;
  Out.Checks = Doc.Checks.Entries;
  for (const std::optional<double> *V :
       {&Doc.Limits.MinPercentOfPeak, &Doc.Limits.MinIntensity,
        &Doc.Limits.MaxRegressionPercent})
    if (*V && !(**V >= 0)) {
      Error = Path + ": thresholds must be numbers >= 0";
      return false;
    }
  Out.MinPercentOfPeak = Doc.Limits.MinPercentOfPeak;
  Out.MinIntensity = Doc.Limits.MinIntensity;
  Out.MaxRegressionPercent = Doc.Limits.MaxRegressionPercent;
  Out.Bind = Doc.Bind.Entries;
  Out.Launch = Doc.Launch;
  for (const std::string &P : Doc.IncludePaths) {
    llvm::SmallString<256> Abs(P);
    if (!llvm::sys::path::is_absolute(Abs)) {
      Abs = Dir;
      llvm::sys::path::append(Abs, P);
    }
    llvm::sys::path::remove_dots(Abs, true);
    Out.IncludePaths.push_back(std::string(Abs));
  }
  Out.Defines = Doc.Defines;
  Out.ExtraArgs = Doc.ExtraArgs;
  Out.Exclude = Doc.Exclude;
  if (Doc.CudaPath) {
    llvm::SmallString<256> Abs(*Doc.CudaPath);
    if (!llvm::sys::path::is_absolute(Abs)) {
      Abs = Dir;
      llvm::sys::path::append(Abs, *Doc.CudaPath);
    }
    Out.CudaPath = std::string(Abs);
  }
  return true;
}

} // namespace roofline
