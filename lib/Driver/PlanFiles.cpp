//===- PlanFiles.cpp - The files a run analyzes ---------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Stages of a run: the files to analyze with their configurations and
// compile commands, the check that no report replaces an input, and the
// inputs read aside (the profiler CSV, the baseline).
//
//===----------------------------------------------------------------------===//

#include "DriverRun.h"

#include <algorithm>

namespace roofline {

/// The files to analyze, each with its configuration and compile
/// command.
std::optional<int> DriverRun::planFiles() {
  // Inputs: files, directories, and the compile database.
  if (!O.BuildPath.empty()) {
    auto Loaded = loadCompileCommands(O.BuildPath);
    if (!Loaded)
      return fail(llvm::toString(Loaded.takeError()));
    Commands = std::move(*Loaded);
  }
  if (llvm::Error E = expandInputs(O.Files, Files, UnreadableInputs))
    return fail(llvm::toString(std::move(E)));
  if (O.Files.empty() && !O.BuildPath.empty()) {
    std::set<std::string> Seen;
    for (const CompileCommand &C : Commands)
      if (isCudaSource(C.File) && Seen.insert(C.File).second)
        Files.push_back(C.File);
    if (Files.empty())
      return fail("'" + O.BuildPath +
                  "' lists no CUDA files (.cu, .cuh) in compile_commands.json");
  }
  // Reports list files in one order whatever order the inputs were given
  // in: sorted, each once.
  std::sort(Files.begin(), Files.end());
  Files.erase(std::unique(Files.begin(), Files.end()), Files.end());
  if (Files.empty() && !O.Files.empty())
    return fail("no CUDA files (.cu, .cuh) under '" + O.Files.front() + "'");
  if (Files.empty())
    return fail("no input files (see --help)");

  // Configuration: --config for every file, else the nearest one per file.
  auto ConfigAt = [&](const std::string &Path,
                      std::string &Error) -> const Config * {
    if (Path.empty())
      return &NoConfig;
    auto It = Configs.find(Path);
    if (It != Configs.end())
      return It->second.get();
    auto Loaded = loadConfig(Path);
    if (!Loaded) {
      Error = llvm::toString(Loaded.takeError());
      return nullptr;
    }
    auto C = std::make_unique<Config>(std::move(*Loaded));
    return (Configs[Path] = std::move(C)).get();
  };
  if (!O.ConfigFile.empty() && !O.NoConfig &&
      !llvm::sys::fs::exists(O.ConfigFile))
    return fail("--config '" + O.ConfigFile + "' does not exist");
  // Files left out: --exclude, and each configuration's `exclude:`
  // (relative to its directory).
  PathGlobs CliExcludes;
  for (const std::string &G : O.Excludes)
    if (llvm::Error Err = CliExcludes.add(G, ""))
      return fail(llvm::toString(std::move(Err)));
  std::map<const Config *, PathGlobs> ConfigExcludes;
  for (const std::string &F : Files) {
    Task T;
    T.Path = F;
    if (auto It = UnreadableInputs.find(F); It != UnreadableInputs.end())
      T.Unreadable = It->second;
    std::string Error;
    std::string CfgPath =
        O.NoConfig ? ""
        : !O.ConfigFile.empty()
            ? O.ConfigFile
            : findConfigFile(
                  std::string(llvm::sys::path::parent_path(absolutePath(F))));
    T.Cfg = ConfigAt(CfgPath, Error);
    if (!T.Cfg)
      return fail(Error);
    if (!ConfigExcludes.count(T.Cfg)) {
      PathGlobs &L = ConfigExcludes[T.Cfg];
      std::string Dir(llvm::sys::path::parent_path(absolutePath(T.Cfg->Path)));
      for (const std::string &G : T.Cfg->Exclude)
        if (llvm::Error Err = L.add(G, Dir))
          return fail(T.Cfg->Path +
                      ": exclude: " + llvm::toString(std::move(Err)));
    }
    const std::string *By = CliExcludes.match(F);
    if (!By)
      By = ConfigExcludes[T.Cfg].match(F);
    if (By) {
      ++Excluded;
      if (O.Verbose)
        Err << "roofline-lint: " << F << ": excluded by '" << *By << "'\n";
      continue;
    }
    if (const CompileCommand *C = findCompileCommand(Commands, F)) {
      T.Command = *C;
    } else if (const CompileCommand *C = inferCompileCommand(Commands, F)) {
      // A header, or a file new since the build was configured: the flags
      // of its nearest neighbour in the database.
      T.Command = *C;
      T.InferredFrom = C->File;
    }
    Tasks.push_back(std::move(T));
  }
  return std::nullopt;
}

/// No report may replace what the run reads.
std::optional<int> DriverRun::checkNoOverwrite() {
  // No report may replace what the run reads: a source file (excluded or
  // not), a configuration, the compile database, the profiler CSV. The
  // baseline may be rewritten (`--baseline r.json --output json=r.json`
  // updates it), since it is read first.
  {
    std::vector<std::string> Inputs(Files.begin(), Files.end());
    for (const auto &[Path, C] : Configs)
      Inputs.push_back(Path);
    if (!O.BuildPath.empty())
      Inputs.push_back(compileDatabasePath(O.BuildPath));
    if (!O.Measured.empty())
      Inputs.push_back(O.Measured);
    for (const OutputRequest &R : Reports) {
      if (R.Path == "-")
        continue;
      for (const std::string &In : Inputs)
        if (samePath(R.Path, In))
          return fail(std::string(R.Path == O.Chart && R.Format == "svg"
                                      ? "--chart"
                                      : "--output " + R.Format + "=") +
                      (R.Path == O.Chart && R.Format == "svg" ? " " : "") +
                      R.Path + " would overwrite the input '" + In + "'");
    }
  }
  return std::nullopt;
}

/// Nor any header the parses read: known only once they ran.
std::optional<int> DriverRun::checkNoHeaderOverwrite() {
  for (const OutputRequest &R : Reports) {
    if (R.Path == "-" || !llvm::sys::fs::is_regular_file(R.Path))
      continue;
    llvm::sys::fs::UniqueID Target;
    if (llvm::sys::fs::getUniqueID(R.Path, Target))
      continue;
    for (const std::string &In : FilesRead) {
      llvm::sys::fs::UniqueID Read;
      if (!llvm::sys::fs::getUniqueID(In, Read) && Read == Target)
        return fail((R.Path == O.Chart && R.Format == "svg"
                         ? "--chart " + R.Path
                         : "--output " + R.Format + "=" + R.Path) +
                    " would overwrite '" + In + "', which the analysis read");
    }
  }
  return std::nullopt;
}

/// The profiler CSV and the baseline.
std::optional<int> DriverRun::readInputsAside() {
  if (!O.Measured.empty()) {
    auto Rows = readNcuCsv(O.Measured);
    if (!Rows)
      return fail(llvm::toString(Rows.takeError()));
    MeasuredRows = std::move(*Rows);
  }
  if (!O.Baseline.empty()) {
    auto Read = loadBaseline(O.Baseline);
    if (!Read)
      return fail(llvm::toString(Read.takeError()));
    Baseline = std::move(*Read);
  }
  return std::nullopt;
}

} // namespace roofline
