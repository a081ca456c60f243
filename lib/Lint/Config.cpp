//===- Config.cpp - .roofline-lint.yaml -----------------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Lint/Config.h"

#include "roofline/Support/Errors.h"

#include "roofline/Lint/DidYouMean.h"
#include "roofline/Lint/Lint.h"
#include "roofline/Support/Diagnostics.h"
#include "roofline/Support/Nesting.h"
#include "roofline/Support/Numbers.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"

#include <map>
#include <tuple>

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

/// `thresholds:`, the older spelling of some checks' options: by the
/// option's full key.
struct Thresholds {
  std::map<std::string, std::optional<double>> Values;
};

/// `check-options:` (`<id>.<option>: value`), in file order.
struct CheckOptionsMap {
  std::vector<std::pair<std::string, double>> Entries;
};

struct ChecksMap {
  std::vector<std::pair<std::string, std::string>> Entries;
};

/// One string of globs: "roofline-*,-roofline-memory-bound".
struct ChecksString {
  std::vector<ChecksGlob> Globs;
};

/// `checks:` as a map of id: level, a string of globs, or a list of them.
struct ChecksValue {
  ChecksMap Map;
  std::vector<ChecksGlob> Globs;
  bool GlobForm = false;
};

void yamlize(llvm::yaml::IO &Io, ChecksValue &V, bool,
             llvm::yaml::EmptyContext &Ctx);

/// per-file-checks: a glob, then a checks value (map or glob string).
struct PerFileChecks {
  std::vector<std::pair<std::string, ChecksValue>> Entries;
};

/// What the YAML reader carries for us: the first error, the keys of the
/// mapping being read (for "did you mean"), and room for messages that
/// outlive the trait that writes them.
struct ParseState {
  std::string Message;
  std::vector<std::string> Keys;
  std::string Scratch;
};

ParseState *stateOf(void *Ctx) { return static_cast<ParseState *>(Ctx); }

/// Maps optional keys and, when the mapping is done, leaves their names to
/// the "unknown key" diagnostic that LLVM's reader raises right after.
class KeyRecorder {
public:
  explicit KeyRecorder(llvm::yaml::IO &Io) : Io(Io) {}
  ~KeyRecorder() {
    if (ParseState *S = stateOf(Io.getContext()))
      S->Keys = std::move(Names);
  }
  template <typename T> void optional(const char *Key, T &Value) {
    Names.push_back(Key);
    Io.mapOptional(Key, Value);
  }

private:
  llvm::yaml::IO &Io;
  std::vector<std::string> Names;
};

std::string unknownCheckMessage(const std::string &Id) {
  std::string Hint = didYouMeanDiagId(Id);
  return "unknown check id '" + Id + "'" +
         (Hint.empty() ? " (see roofline-lint --list-checks)" : ";" + Hint);
}

struct BindMap {
  std::vector<std::string> Entries; // NAME=VALUE
};

} // namespace
} // namespace roofline

namespace llvm {
namespace yaml {

using roofline::BindMap;
using roofline::CheckOptionsMap;
using roofline::ChecksMap;
using roofline::ChecksString;
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
      Io.setError(roofline::unknownCheckMessage(Id));
      return;
    }
    M.Entries.push_back({Id, L.Value});
  }
  static void output(IO &, ChecksMap &) {}
};

template <> struct CustomMappingTraits<roofline::PerFileChecks> {
  static void inputOne(IO &Io, StringRef Glob, roofline::PerFileChecks &M) {
    roofline::ChecksValue V;
    Io.mapRequired(Glob.str().c_str(), V);
    M.Entries.push_back({Glob.str(), std::move(V)});
  }
  static void output(IO &, roofline::PerFileChecks &) {}
};

template <> struct ScalarTraits<ChecksString> {
  static void output(const ChecksString &, void *, raw_ostream &) {}
  static StringRef input(StringRef Scalar, void *Ctx, ChecksString &V) {
    llvm::Error Err = roofline::parseChecksGlobs(Scalar.str(), V.Globs);
    if (!Err)
      return StringRef();
    std::string Error = llvm::toString(std::move(Err));
    roofline::ParseState *S = roofline::stateOf(Ctx);
    if (!S)
      return "unknown check id";
    S->Scratch = Error;
    return S->Scratch;
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::Single; }
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
    roofline::KeyRecorder Keys(Io);
    for (const roofline::CheckOptionRef &O : roofline::checkOptions())
      if (O.Info->ThresholdKey)
        Keys.optional(O.Info->ThresholdKey, T.Values[O.Key]);
  }
};

template <> struct CustomMappingTraits<CheckOptionsMap> {
  static void inputOne(IO &Io, StringRef Key, CheckOptionsMap &M) {
    if (!roofline::findCheckOption(Key.str())) {
      Io.setError(roofline::unknownCheckOptionMessage(Key.str()));
      return;
    }
    double V = 0;
    Io.mapRequired(Key.str().c_str(), V);
    M.Entries.push_back({Key.str(), V});
  }
  static void output(IO &, CheckOptionsMap &) {}
};

struct ConfigDocument {
  std::vector<std::string> Gpus;
  std::optional<std::string> Gpu;
  std::optional<FailOnName> FailOn;
  roofline::ChecksValue Checks;
  Thresholds Limits;
  CheckOptionsMap CheckOptions;
  BindMap Bind;
  std::vector<std::string> Launch, IncludePaths, Defines, ExtraArgs;
  std::optional<std::string> CudaPath;
  std::vector<std::string> Exclude;
  std::optional<bool> ReportUnusedSuppressions;
  roofline::PerFileChecks PerFile;
};

template <> struct MappingTraits<ConfigDocument> {
  static void mapping(IO &Io, ConfigDocument &C) {
    roofline::KeyRecorder Keys(Io);
    Keys.optional("gpu", C.Gpu);
    Keys.optional("gpus", C.Gpus);
    Keys.optional("fail-on", C.FailOn);
    Keys.optional("checks", C.Checks);
    Keys.optional("thresholds", C.Limits);
    Keys.optional("check-options", C.CheckOptions);
    Keys.optional("bind", C.Bind);
    Keys.optional("launch", C.Launch);
    Keys.optional("include-paths", C.IncludePaths);
    Keys.optional("defines", C.Defines);
    Keys.optional("extra-args", C.ExtraArgs);
    Keys.optional("cuda-path", C.CudaPath);
    Keys.optional("report-unused-suppressions", C.ReportUnusedSuppressions);
    Keys.optional("exclude", C.Exclude);
    Keys.optional("per-file-checks", C.PerFile);
  }
};

} // namespace yaml
} // namespace llvm

LLVM_YAML_IS_SEQUENCE_VECTOR(roofline::ChecksString)

namespace roofline {
namespace {

/// Reads `checks:` in any of its three forms. Found by argument-dependent
/// lookup from LLVM's reader (which has no traits for "a map or a string"
/// that also reject an empty value).
void yamlize(llvm::yaml::IO &Io, ChecksValue &V, bool,
             llvm::yaml::EmptyContext &Ctx) {
  const llvm::yaml::Node *N =
      static_cast<llvm::yaml::Input &>(Io).getCurrentNode();
  if (llvm::isa_and_nonnull<llvm::yaml::MappingNode>(N)) {
    llvm::yaml::yamlize(Io, V.Map, true, Ctx);
    return;
  }
  V.GlobForm = true;
  if (llvm::isa_and_nonnull<llvm::yaml::ScalarNode>(N) ||
      llvm::isa_and_nonnull<llvm::yaml::BlockScalarNode>(N)) {
    ChecksString S;
    llvm::yaml::yamlize(Io, S, true, Ctx);
    V.Globs = S.Globs;
    return;
  }
  if (llvm::isa_and_nonnull<llvm::yaml::SequenceNode>(N)) {
    std::vector<ChecksString> List;
    llvm::yaml::yamlize(Io, List, true, Ctx);
    for (const ChecksString &S : List)
      V.Globs.insert(V.Globs.end(), S.Globs.begin(), S.Globs.end());
    return;
  }
  Io.setError("expected a map of id: level, or a string of globs such as "
              "'roofline-*,-roofline-memory-bound'");
}

} // namespace

llvm::Error parseChecksGlobs(const std::string &Text,
                             std::vector<ChecksGlob> &Out) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  llvm::StringRef(Text).split(Parts, ',');
  for (llvm::StringRef Line : Parts) {
    llvm::SmallVector<llvm::StringRef, 2> Entries;
    Line.split(Entries, '\n');
    for (llvm::StringRef E : Entries) {
      E = E.trim(" \t\r");
      if (E.empty())
        continue;
      ChecksGlob G;
      G.Enable = !E.consume_front("-");
      G.Pattern = E.trim(" \t").str();
      if (G.Pattern.empty() || !isKnownDiagPattern(G.Pattern)) {
        return makeError(unknownCheckMessage(G.Pattern));
      }
      Out.push_back(G);
    }
  }
  return llvm::Error::success();
}

std::vector<std::pair<std::string, std::string>>
resolveChecksGlobs(const std::vector<ChecksGlob> &Globs) {
  // Later covers Earlier when every id Earlier matches, Later matches too,
  // whatever ids exist: Earlier is then dead.
  auto Covers = [](const std::string &Later, const std::string &Earlier) {
    llvm::StringRef L(Later);
    if (L.consume_back("*"))
      return llvm::StringRef(Earlier).starts_with(L);
    return Later == Earlier;
  };
  std::vector<const ChecksGlob *> LiveOff;
  for (size_t I = 0; I < Globs.size(); ++I) {
    bool Dead = false;
    for (size_t J = I + 1; J < Globs.size() && !Dead; ++J)
      Dead = Covers(Globs[J].Pattern, Globs[I].Pattern);
    if (!Dead && !Globs[I].Enable)
      LiveOff.push_back(&Globs[I]);
  }
  // The live entries that overlap are nested, the later one inside: the
  // policy's "exact id, then the longer pattern" picks the later one, as
  // clang-tidy's "the last glob wins" does.
  std::vector<std::pair<std::string, std::string>> Levels;
  for (const ChecksGlob *G : LiveOff)
    Levels.push_back({G->Pattern, "off"});
  // An id turned back on after a `-` glob that stays in effect for others:
  // its default level, by its exact id.
  for (const DiagInfo &D : allDiagnostics()) {
    if (D.Kind == DiagKind::Report)
      continue;
    const ChecksGlob *Last = nullptr;
    for (const ChecksGlob &G : Globs)
      if (diagPatternMatches(G.Pattern, D.Id))
        Last = &G;
    if (!Last || !Last->Enable)
      continue;
    for (const ChecksGlob *Off : LiveOff)
      if (diagPatternMatches(Off->Pattern, D.Id)) {
        Levels.push_back({D.Id, severityName(D.DefaultSeverity)});
        break;
      }
  }
  return Levels;
}

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
void onDiagnostic(const llvm::SMDiagnostic &D, void *Ctx) {
  auto *State = static_cast<ParseState *>(Ctx);
  if (!State->Message.empty())
    return; // the first error is the one to fix
  std::string Message = D.getMessage().str();
  // LLVM's reader: "unknown key 'threshold'", raised as the mapping ends.
  llvm::StringRef Key(Message);
  if (Key.consume_front("unknown key '") && Key.consume_back("'")) {
    std::string Hint = closestMatch(Key.str(), State->Keys);
    if (!Hint.empty())
      Message += "; did you mean '" + Hint + "'?";
  }
  State->Message = D.getFilename().str() + ":" + std::to_string(D.getLineNo()) +
                   ":" + std::to_string(D.getColumnNo() + 1) + ": " + Message;
}
} // namespace

static bool loadConfigInto(const std::string &Path, Config &Out,
                           std::string &Error) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer) {
    Error = Path + ": cannot read: " + Buffer.getError().message();
    return false;
  }
  // LLVM's YAML parser recurses per level: refuse a file nested deeper
  // than any configuration needs before it can exhaust the stack.
  NestingExcess Deep =
      yamlNestingExcess((*Buffer)->getBuffer(), MaxInputNesting);
  if (Deep.Line) {
    Error = nestingError(Path, Deep, MaxInputNesting);
    return false;
  }
  ParseState State;
  llvm::yaml::ConfigDocument Doc;
  {
    llvm::yaml::Input In((*Buffer)->getMemBufferRef(), &State, onDiagnostic,
                         &State);
    if (!(*Buffer)->getBuffer().trim().empty())
      In >> Doc;
    if (In.error()) {
      Error = State.Message.empty() ? Path + ": invalid configuration"
                                    : State.Message;
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
  Out.Checks = Doc.Checks.GlobForm ? resolveChecksGlobs(Doc.Checks.Globs)
                                   : Doc.Checks.Map.Entries;
  Out.ReportUnusedSuppressions = Doc.ReportUnusedSuppressions;
  // Globs are matched by the driver; a malformed one is this file's error.
  std::vector<std::string> Globs = Doc.Exclude;
  for (auto &Entry : Doc.PerFile.Entries)
    Globs.push_back(Entry.first);
  for (const std::string &G : Globs)
    if (auto Pattern = llvm::GlobPattern::create(G); !Pattern) {
      Error = Path + ": invalid glob '" + G +
              "': " + llvm::toString(Pattern.takeError());
      return false;
    }
  for (auto &[Glob, Checks] : Doc.PerFile.Entries)
    Out.PerFileChecks.push_back({Glob, Checks.GlobForm
                                           ? resolveChecksGlobs(Checks.Globs)
                                           : Checks.Map.Entries});
  // Each value within its option's range; `check-options:` after the older
  // `thresholds:`, so that it wins.
  for (const CheckOptionRef &O : checkOptions())
    if (auto It = Doc.Limits.Values.find(O.Key);
        It != Doc.Limits.Values.end() && It->second)
      Out.CheckOptions.push_back({O.Key, *It->second});
  Out.CheckOptions.insert(Out.CheckOptions.end(),
                          Doc.CheckOptions.Entries.begin(),
                          Doc.CheckOptions.Entries.end());
  for (const auto &[Key, V] : Out.CheckOptions) {
    const CheckOptionInfo &Info = *findCheckOption(Key)->Info;
    if (!inRange(V, Info.Range)) {
      bool Older = Doc.Limits.Values.count(Key) && Info.ThresholdKey;
      Error = Path + ": " + (Older ? std::string(Info.ThresholdKey) : Key) +
              ": expected " + Info.Range.Words;
      return false;
    }
  }
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

llvm::Expected<Config> loadConfig(const std::string &Path) {
  return loaded<Config>([&](Config &Out, std::string &Error) {
    return loadConfigInto(Path, Out, Error);
  });
}

} // namespace roofline
