//===- Driver.cpp - The command line, end to end --------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "DriverRun.h"
#include "roofline/Lint/DidYouMean.h"

namespace roofline {

/// Splits the arguments at `--` and parses the tool's own.
std::optional<int> DriverRun::parseArguments(int Argc, const char **Argv) {
  // Everything after `--` goes to Clang untouched, as with clang-tidy.
  bool AfterDashes = false;
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    if (!AfterDashes && A == "--") {
      AfterDashes = true;
      continue;
    }
    (AfterDashes ? O.ExtraArgs : Own).push_back(A);
  }

  defineOptions(App, O);

  std::vector<std::string> Reversed(Own.rbegin(), Own.rend());
  try {
    App.parse(Reversed);
  } catch (const CLI::CallForHelp &) {
    Out << App.help();
    return ExitOk;
  } catch (const CLI::CallForVersion &) {
    Out << App.version() << "\n";
    return ExitOk;
  } catch (const CLI::ParseError &E) {
    Err << "roofline-lint: error: " << describeParseError(App, E, Own)
        << " (see --help)\n";
    return ExitUsage;
  }
  return std::nullopt;
}

/// The reports: --format on stdout unless an --output takes it, each
/// --output, and the --chart; --list-checks and --explain.
std::optional<int> DriverRun::planReports() {
  for (auto [Option, Value, Choices] : std::vector<
           std::tuple<std::string, std::string, std::vector<std::string>>>{
           {"--format", O.Format, reportFormats()},
           {"--fail-on",
            O.FailOn.empty() ? "error" : O.FailOn,
            {"note", "warning", "error", "never"}},
           {"--min-level", O.MinLevel, {"note", "warning", "error"}},
           {"--color", O.Color, {"auto", "always", "never"}},
           {"--readout", O.Readout, {"brief", "full", "summary"}}}) {
    std::string Error = checkChoice(Option, Value, Choices);
    if (!Error.empty())
      return fail(Error);
  }
  // The reports: --format on stdout unless an --output takes it, each
  // --output, and the --chart.
  for (const std::string &Text : O.Outputs) {
    auto R = parseOutputRequest(Text);
    if (!R)
      return fail(llvm::toString(R.takeError()));
    Reports.push_back(*R);
  }
  bool StdoutTaken = false;
  for (const OutputRequest &R : Reports)
    StdoutTaken = StdoutTaken || R.Path == "-";
  if (StdoutTaken && App.count("--format"))
    return fail("--format and --output FORMAT=- both write to stdout; give "
                "one of them");
  if (!StdoutTaken)
    Reports.insert(Reports.begin(), {O.Format, "-"});
  if (!O.Chart.empty())
    Reports.push_back({"svg", O.Chart});
  if (O.ChangedOnly && O.Baseline.empty())
    return fail("--changed-only needs --baseline: the report to compare "
                "with");
  if (llvm::Error E = checkOutputRequests(Reports))
    return fail(llvm::toString(std::move(E)));

  if (O.ListChecks) {
    if (O.Format == "json")
      printCheckListJson(Out);
    else
      printCheckList(Out);
    return ExitOk;
  }
  if (!O.Explain.empty())
    return explainDiagnostic(O.Explain, Out, Err);
  return std::nullopt;
}

/// The GPU database: shipped, then the user's directories; --list-gpus.
std::optional<int> DriverRun::loadGpuDatabase() {
  // The GPU database: shipped, then the user's directories.
  DataDir = findDataDir(Argv0);
  if (DataDir.empty())
    return fail("cannot find the tool's data directory (share/roofline-lint "
                "beside bin/); set ROOFLINE_LINT_DATA_DIR");
  if (llvm::Error E = DB.loadDirectory(DataDir + "/gpus"))
    return fail(llvm::toString(std::move(E)));
  for (const std::string &Dir : O.GpuDbs) {
    if (!llvm::sys::fs::is_directory(Dir))
      return fail("--gpu-db '" + Dir + "' is not a directory");
    if (llvm::Error E = DB.loadDirectory(Dir))
      return fail(llvm::toString(std::move(E)));
  }
  if (O.ListGpus) {
    printGpuList(DB, Out);
    return ExitOk;
  }
  return std::nullopt;
}

/// The GPUs, and the run-wide settings of the first input's
/// configuration.
std::optional<int> DriverRun::selectGpus() {
  if (Tasks.empty()) {
    // A hook given only excluded files has nothing to check: not an error.
    if (!O.Quiet)
      Err << "roofline-lint: every input (" << Excluded
          << (Excluded == 1 ? " file" : " files") << ") is excluded\n";
    return ExitOk;
  }
  // Run-wide settings come from the command line, else from the first
  // input's configuration.
  const Config &RunCfg = *Tasks.front().Cfg;

  std::vector<std::string> GpuNames = O.Gpus;
  if (GpuNames.empty())
    GpuNames = RunCfg.Gpus;
  bool Custom = !O.PeakGflops.empty() || O.BandwidthGbs.has_value();
  bool HaveBase = !GpuNames.empty() || !Custom;
  if (GpuNames.empty() && HaveBase)
    GpuNames.push_back("rtx-4070");
  for (const std::string &Name : GpuNames) {
    const Machine *M = DB.find(Name);
    if (!M) {
      std::string Hint = DB.suggest(Name);
      return fail("unknown GPU '" + Name + "'" +
                  (Hint.empty() ? "" : "; did you mean '" + Hint + "'?") +
                  " (see --list-gpus)");
    }
    Gpus.push_back(*M);
    // A short name several devices answer to: say which one it is.
    std::vector<std::string> Others = DB.alsoNamed(Name);
    if (!Others.empty()) {
      std::string List;
      for (const std::string &Id : Others)
        List += (List.empty() ? "" : ", ") + Id;
      Err << "roofline-lint: note: --gpu '" << Name << "' is " << M->Id << " ("
          << M->Name << "); also named so: " << List
          << " (give an id to pick another)\n";
    }
  }
  if (Gpus.empty())
    Gpus.emplace_back();
  if (Custom)
    for (Machine &Gpu : Gpus)
      if (llvm::Error E = applyCustomFigures(O, Gpu, HaveBase))
        return fail(llvm::toString(std::move(E)));
  std::string FailOnName =
      !O.FailOn.empty() ? O.FailOn : RunCfg.FailOn.value_or("error");
  FailOn = FailOnName == "never" ? std::optional<Severity>()
                                 : parseSeverity(FailOnName);
  return std::nullopt;
}

/// Each file's Clang options.
std::optional<int> DriverRun::frontendOptions() {
  const Config &RunCfg = *Tasks.front().Cfg;
  const Machine &Gpu = Gpus.front();
  FrontendOptions Base;
  Base.ResourceDir =
      O.ResourceDir.empty() ? defaultResourceDir() : O.ResourceDir;
  if (!llvm::sys::fs::exists(Base.ResourceDir +
                             "/include/__clang_cuda_builtin_vars.h"))
    return fail("Clang resource directory '" + Base.ResourceDir +
                "' has no CUDA builtin headers (install libclang-common-" +
                ROOFLINE_LLVM_MAJOR + "-dev or pass --resource-dir)");
  Base.HeadersDir = DataDir + "/include";
  std::string CudaPath = O.CudaPath;
  if (CudaPath.empty() && RunCfg.CudaPath)
    CudaPath = *RunCfg.CudaPath;
  if (!O.NoCudaSdk) {
    Base.CudaPath = CudaPath.empty() ? findCudaSdk() : CudaPath;
    if (!CudaPath.empty() &&
        !llvm::sys::fs::exists(CudaPath + "/include/cuda_runtime.h"))
      return fail("CUDA path '" + CudaPath + "' has no include/cuda_runtime.h");
  }
  Base.MainFileOnly = O.MainFileOnly;
  Base.Verbose = O.Verbose;
  if (!O.NoCache)
    Base.CacheDir = O.CacheDir.empty() ? defaultCacheDir() : O.CacheDir;
  Color = colorWanted(O.Color);
  Base.Color = Color && (O.Color == "always" || colorForced() ||
                         llvm::sys::Process::StandardErrIsDisplayed());
  std::string GpuArch = Gpu.CudaArch.empty() ? "sm_89" : Gpu.CudaArch;

  // Each file's Clang options: the compile database entry, then the
  // configuration, then the arguments after --.
  for (const Task &T : Tasks) {
    FrontendOptions FO = Base;
    std::vector<std::string> Args;
    std::string Arch = GpuArch;
    if (T.Command) {
      for (const std::string &A : T.Command->Args)
        if (!llvm::StringRef(A).starts_with("--cuda-gpu-arch"))
          Args.push_back(A);
      Arch = selectArch(T.Command->Archs, GpuArch);
      // The SDK the build compiles with, unless one was chosen.
      if (!O.NoCudaSdk && CudaPath.empty() && !T.Command->CudaPath.empty() &&
          llvm::sys::fs::exists(T.Command->CudaPath +
                                "/include/cuda_runtime.h"))
        FO.CudaPath = T.Command->CudaPath;
    }
    for (const std::string &I : T.Cfg->IncludePaths)
      Args.push_back("-I" + I);
    for (const std::string &D : T.Cfg->Defines)
      Args.push_back("-D" + D);
    Args.insert(Args.end(), T.Cfg->ExtraArgs.begin(), T.Cfg->ExtraArgs.end());
    Args.insert(Args.end(), O.ExtraArgs.begin(), O.ExtraArgs.end());
    bool HasArch = false;
    for (const std::string &A : Args)
      if (llvm::StringRef(A).starts_with("--cuda-gpu-arch") ||
          llvm::StringRef(A).starts_with("--offload-arch"))
        HasArch = true;
    // An architecture given explicitly replaces the GPU's.
    FO.CudaArch = HasArch ? "" : Arch;
    FO.ExtraArgs = Args;
    FO.MaxErrors = O.MaxErrors;
    for (const Binding &B : BindingsOf[T.Cfg])
      FO.UserValues[B.Name] = Expr(B.Value);
    FO.ExternalLaunches = LaunchesOf[T.Cfg];
    PerFile.push_back(std::move(FO));
  }
  return std::nullopt;
}

/// Analyzes every file and places its kernels on every GPU.
std::optional<int> DriverRun::analyzeAndPlace() {
  const Machine &Gpu = Gpus.front();
  if (O.Verbose)
    printPlan(Tasks, PerFile, Err);
  Err.flush();
  // Each file's launch totals for every GPU, in its worker: copies, as a
  // worker left behind at its --timeout may outlive this function.
  std::vector<std::vector<Binding>> TaskBindings;
  for (const Task &T : Tasks)
    TaskBindings.push_back(BindingsOf[T.Cfg]);
  TotalsOfFile Totals = [Gpus = Gpus, TaskBindings](size_t I,
                                                    const FileSummary &S) {
    return FileTotals(S, Gpus, TaskBindings[I]);
  };
  std::vector<FileJob> Jobs;
  for (size_t I = 0; I < Tasks.size(); ++I)
    Jobs.push_back({Tasks[I].Path, Tasks[I].Unreadable, PerFile[I]});
  std::vector<Analyzed> Results =
      analyzeAll(Jobs, Totals, O.Jobs, O.TimeoutS, O.Verbose, Err);

  Result.Gpu = Gpu;
  Result.Bindings = BindingsOf[Tasks.front().Cfg];
  for (size_t G = 1; G < Gpus.size(); ++G) {
    Result.OtherGpus.emplace_back();
    Result.OtherGpus.back().Gpu = Gpus[G];
    Result.OtherGpus.back().Bindings = Result.Bindings;
  }
  std::set<std::string> AllSymbols, KernelNames;
  for (size_t I = 0; I < Tasks.size(); ++I) {
    // Clang's diagnostics go to stderr, in order with the "N errors
    // generated" line Clang prints there itself.
    Err << withoutWorkflowCommands(Results[I].Diagnostics);
    const FileSummary &S = Results[I].Summary;
    FilesRead.insert(S.FilesRead.begin(), S.FilesRead.end());
    if (O.Verbose)
      for (const std::string &Flag : S.AddedFlags)
        Err << "roofline-lint: " << Tasks[I].Path << ": added " << Flag << "\n";
    for (const KernelSummary &K : S.Kernels) {
      for (const std::string &Sym : K.PerThread.symbols())
        AllSymbols.insert(Sym);
      for (const SymbolInfo &Sym : K.Symbols)
        AllSymbols.insert(Sym.Name);
      for (const LaunchSite &L : K.Launches) {
        for (const Expr &D : L.Grid)
          for (const std::string &Sym : D.symbols())
            AllSymbols.insert(Sym);
        for (const Expr &D : L.Block)
          for (const std::string &Sym : D.symbols())
            AllSymbols.insert(Sym);
        for (const auto &A : L.Arguments)
          for (const std::string &Sym : A.second.symbols())
            AllSymbols.insert(Sym);
        AllSymbols.insert(L.HostBindings.begin(), L.HostBindings.end());
      }
    }
    const std::vector<Binding> &Bs = BindingsOf[Tasks[I].Cfg];
    // A value that does not fit the parameter's type is no value the kernel
    // can receive: refuse it rather than count with it.
    for (const Binding &B : Bs)
      for (const KernelSummary &K : S.Kernels)
        for (const SymbolInfo &Sym : K.Symbols)
          if (std::string Why = bindingOutOfRange(B, Sym, K.Name); !Why.empty())
            return fail(Why);
    Result.Files.push_back(placeFile(S, Gpu, Bs, Results[I].Totals, 0));
    for (size_t G = 0; G < Result.OtherGpus.size(); ++G)
      Result.OtherGpus[G].Files.push_back(
          placeFile(S, Result.OtherGpus[G].Gpu, Bs, Results[I].Totals, G + 1));
    for (const KernelResult &K : Result.Files.back().Kernels) {
      std::string Base = K.Kernel.Name.substr(0, K.Kernel.Name.find('<'));
      KernelNames.insert(K.Kernel.Name);
      KernelNames.insert(Base);
    }
  }
  Err.flush();
  for (const LaunchSpec &L : CliLaunches)
    if (!KernelNames.count(L.Kernel))
      Err << "roofline-lint: warning: --launch " << L.Kernel
          << " matches no kernel\n";
  std::vector<std::string> Symbols(AllSymbols.begin(), AllSymbols.end());
  for (const Binding &B : CliBindings)
    if (!AllSymbols.count(B.Name)) {
      // Names differ most often in case: "N" for a parameter "n".
      std::string Hint;
      for (const std::string &S : Symbols)
        if (Hint.empty() && llvm::StringRef(S).equals_insensitive(B.Name))
          Hint = S;
      // One edit away, where a name is long enough for that to mean much.
      if (Hint.empty() && B.Name.size() >= 3)
        Hint = closestMatch(B.Name, Symbols);
      Err << "roofline-lint: warning: --bind " << B.Name
          << " matches no symbol of any kernel"
          << (Hint.empty() ? "" : "; did you mean '" + Hint + "'?") << "\n";
    }
  return std::nullopt;
}

/// Measurements, baseline deltas, findings and suppressions.
std::optional<int> DriverRun::judge() {
  if (!O.Measured.empty())
    attachMeasurements(Result, MeasuredRows, O.Measured);
  // A baseline from another GPU is a roofline-baseline-mismatch finding,
  // in every format (lib/Lint/Findings.cpp).
  if (Baseline)
    compareWithBaseline(Result, *Baseline);
  // A file that per-file-checks globs match gets its configuration's policy
  // with those levels after `checks` (the command line's still last).
  std::vector<const Policy *> OfFile;
  FilePolicies Policies(*Flags);
  for (const Task &T : Tasks) {
    auto P = Policies.policyFor(*T.Cfg, T.Path);
    if (!P)
      return fail(llvm::toString(P.takeError()));
    OfFile.push_back(*P);
  }
  computeFindings(Result,
                  [&](size_t I) -> const Policy & { return *OfFile[I]; });
  std::map<std::string, std::vector<std::string>> SourceLines;
  applySuppressions(
      Result,
      [&](const std::string &File) -> const std::vector<std::string> & {
        auto It = SourceLines.find(File);
        if (It != SourceLines.end())
          return It->second;
        std::vector<std::string> &Lines = SourceLines[File];
        std::ifstream In(File);
        for (std::string L; std::getline(In, L);)
          Lines.push_back(L);
        return Lines;
      },
      [&](size_t I) -> const Policy & { return *OfFile[I]; });
  if (O.ChangedOnly && Baseline)
    keepChangedKernels(Result, *Baseline);
  return std::nullopt;
}

/// Writes the reports; the exit code every format's summary states.
int DriverRun::writeOutputs() {
  ReportOptions RO;
  RO.Quiet = O.Quiet;
  RO.Verbose = O.Verbose;
  RO.FullReadout = O.Readout == "full" || O.Verbose;
  RO.Summary = O.Summary || O.Readout == "summary";
  RO.FailOn = FailOn;
  RO.MinLevel = *parseSeverity(O.MinLevel);
  RO.FullReportUrl = O.FullReportUrl;
  // The report on stdout is coloured as --color decided; LLVM's stdout
  // stream would colour by itself otherwise.
  Out.enable_colors(Color);
  if (llvm::Error E = writeReports(Reports, Result, RO, Out)) {
    Err << "roofline-lint: error: " << llvm::toString(std::move(E)) << "\n";
    return ExitWrite;
  }
  // The outcome every format's summary states.
  return runOutcome(Result, FailOn).exitCode();
}

int runDriver(int Argc, const char **Argv, llvm::raw_fd_ostream &Out,
              llvm::raw_ostream &Err) {
  return DriverRun(Argv[0], Out, Err).run(Argc, Argv);
}

} // namespace roofline
