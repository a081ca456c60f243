//===- Driver.cpp - The command line, end to end --------------------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Driver/Driver.h"

#include "Paths.h"
#include "roofline/Frontend/Frontend.h"
#include "roofline/Launch/Binding.h"
#include "roofline/Launch/Totals.h"
#include "roofline/Machine/Machine.h"
#include "roofline/Roofline/Placement.h"

#include <CLI/CLI.hpp>

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdlib>
#include <iomanip>
#include <set>
#include <sstream>
#include <unistd.h>

namespace roofline {

namespace {

struct Options {
  std::vector<std::string> Files;
  std::vector<std::string> ExtraArgs;
  std::string Gpu;
  std::vector<std::string> GpuDbs;
  bool ListGpus = false;
  std::vector<std::string> PeakGflops;
  double BandwidthGbs = 0;
  std::vector<std::string> Binds;
  std::vector<std::string> Launches;
  std::string Format = "text";
  std::string CudaPath;
  bool NoCudaSdk = false;
  bool MainFileOnly = false;
  std::string Color = "auto";
  std::string ResourceDir;
  bool Verbose = false;
};

void printGpuList(const MachineDatabase &DB, std::ostream &Out) {
  Out << std::left << std::setw(22) << "id" << std::setw(34) << "name"
      << std::right << std::setw(12) << "fp32" << std::setw(12) << "DRAM"
      << std::setw(9) << "ridge" << "\n";
  for (const Machine &M : DB.machines()) {
    const auto &Fp32 = M.PeakFlopsPerS[static_cast<int>(Precision::FP32)];
    Out << std::left << std::setw(22) << M.Id << std::setw(34) << M.Name
        << std::right << std::setw(12)
        << (Fp32 ? formatFlopsPerSecond(*Fp32) : "-") << std::setw(12)
        << formatBytesPerSecond(M.DramBytesPerS) << std::setw(9)
        << (Fp32 ? formatIntensity(M.ridge(Precision::FP32)) : "-") << "\n";
  }
}

/// Applies --peak-gflops / --bandwidth-gbs to Base (or builds a custom
/// machine when there is no base). Returns false with Error set on bad input.
bool applyCustomFigures(const Options &O, Machine &M, bool HaveBase,
                        std::string &Error) {
  std::optional<double> All;
  std::array<std::optional<double>, NumPrecisions> PerPrecision;
  for (const std::string &P : O.PeakGflops) {
    size_t Eq = P.find('=');
    std::string Prec = Eq == std::string::npos ? "" : P.substr(0, Eq);
    std::string Value = Eq == std::string::npos ? P : P.substr(Eq + 1);
    char *End = nullptr;
    double V = std::strtod(Value.c_str(), &End);
    if (Value.empty() || *End || !(V > 0) || !std::isfinite(V)) {
      Error = "invalid --peak-gflops '" + P + "': expected a positive number "
              "or PRECISION=NUMBER";
      return false;
    }
    if (Prec.empty()) {
      All = V * 1e9;
      continue;
    }
    bool Found = false;
    for (Precision Pr : AllPrecisions)
      if (Prec == precisionName(Pr)) {
        PerPrecision[static_cast<int>(Pr)] = V * 1e9;
        Found = true;
      }
    if (!Found) {
      Error = "invalid --peak-gflops '" + P +
              "': precision must be fp16, bf16, fp32 or fp64";
      return false;
    }
  }
  if (O.BandwidthGbs < 0 || (O.BandwidthGbs == 0 && !HaveBase)) {
    Error = "a custom machine needs --bandwidth-gbs with a positive value";
    return false;
  }
  if (!HaveBase) {
    if (!All && !PerPrecision[static_cast<int>(Precision::FP32)]) {
      Error = "a custom machine needs --peak-gflops (one value for every "
              "precision, or fp32=VALUE)";
      return false;
    }
    M = makeCustomMachine(
        All.value_or(*PerPrecision[static_cast<int>(Precision::FP32)]),
        O.BandwidthGbs * 1e9);
    if (!All)
      for (Precision Pr : AllPrecisions)
        M.PeakFlopsPerS[static_cast<int>(Pr)].reset();
  } else {
    if (All)
      for (auto &Peak : M.PeakFlopsPerS)
        Peak = *All;
    if (O.BandwidthGbs > 0)
      M.DramBytesPerS = O.BandwidthGbs * 1e9;
    M.Name += " (modified)";
  }
  for (int I = 0; I < NumPrecisions; ++I)
    if (PerPrecision[I])
      M.PeakFlopsPerS[I] = PerPrecision[I];
  return true;
}

bool colorWanted(const std::string &Mode) {
  if (Mode == "always")
    return true;
  if (Mode == "never")
    return false;
  if (std::getenv("NO_COLOR") && *std::getenv("NO_COLOR"))
    return false;
  return isatty(STDOUT_FILENO);
}

} // namespace

/// Where a cost vector lands: exactly when every count is known, else at the
/// limit of its intensity as its free symbols grow together.
struct CostPlacement {
  std::string IntensityExpr;
  std::optional<double> Intensity;      // exact
  std::optional<double> IntensityLimit; // symbolic
  std::optional<Placement> Roof;
  bool AtLimit = false;
  std::optional<RidgeCrossing> Crossing;
};

/// With one free symbol S: the smallest S >= 1 from which the intensity stays
/// at or above the ridge (searched up to 2^40, assuming it only grows from
/// there, then checked), or that none exists below the limit.
static std::optional<RidgeCrossing>
findRidgeCrossing(const Expr &Flops, const Expr &Bytes, double Ridge,
                  double Limit) {
  std::set<std::string> Free = Flops.symbols();
  for (const std::string &S : Bytes.symbols())
    Free.insert(S);
  if (Free.size() != 1 || !(Ridge > 0))
    return std::nullopt;
  RidgeCrossing C;
  C.Symbol = *Free.begin();
  auto Intensity = [&](int64_t V) -> std::optional<double> {
    SymbolValues Values{{C.Symbol, Rational(V)}};
    try {
      auto F = Flops.evaluate(Values), B = Bytes.evaluate(Values);
      if (!F || !B || B->isZero() || B->isNegative())
        return std::nullopt;
      return F->toDouble() / B->toDouble();
    } catch (const ArithmeticOverflow &) {
      return std::nullopt;
    }
  };
  if (Limit < Ridge) {
    // Never, if it never gets there on the way to the limit either.
    for (int64_t V = 1; V <= (int64_t(1) << 40); V *= 2) {
      auto I = Intensity(V);
      if (I && *I >= Ridge)
        return std::nullopt; // crosses and comes back: no simple answer
    }
    C.Never = true;
    return C;
  }
  int64_t Hi = 1;
  while (Hi <= (int64_t(1) << 40)) {
    auto I = Intensity(Hi);
    if (I && *I >= Ridge)
      break;
    Hi *= 2;
  }
  if (Hi > (int64_t(1) << 40))
    return std::nullopt;
  int64_t Lo = Hi / 2; // below Lo+1 .. Hi: find the first crossing
  while (Hi - Lo > 1) {
    int64_t Mid = Lo + (Hi - Lo) / 2;
    auto I = Intensity(Mid);
    if (I && *I >= Ridge)
      Hi = Mid;
    else
      Lo = Mid;
  }
  C.From = Hi;
  return C;
}

static CostPlacement placeCost(const CostVector &Symbolic, const CostVector &B,
                               const Machine &Gpu) {
  CostPlacement R;
  Expr Flops = B.totalFlops(), Bytes = B.globalBytes();
  Expr SymFlops = Symbolic.totalFlops(), SymBytes = Symbolic.globalBytes();
  R.IntensityExpr = SymBytes.isZero() ? SymFlops.str() + " / 0"
                                      : Expr::ratioStr(SymFlops, SymBytes);
  bool Known = Bytes.isConstant();
  for (const Expr &F : B.Flops)
    Known = Known && F.isConstant();
  for (const Expr &F : B.TensorFlops)
    Known = Known && F.isConstant();
  FlopsAndBytes Amounts;
  if (Known) {
    for (Precision P : AllPrecisions)
      Amounts.Flops[static_cast<int>(P)] =
          B.Flops[static_cast<int>(P)].asConstant()->toDouble();
    for (TensorType T : AllTensorTypes)
      Amounts.TensorFlops[static_cast<int>(T)] =
          B.TensorFlops[static_cast<int>(T)].asConstant()->toDouble();
    Amounts.GlobalBytes = Bytes.asConstant()->toDouble();
    if (Flops.isZero() && Bytes.isZero())
      return R;
    Placement P = place(Amounts, Gpu);
    R.Intensity = P.Intensity;
    R.Roof = P;
    return R;
  }
  std::optional<double> Limit;
  if (Flops.isZero()) {
    Limit = 0.0; // no FLOPs for any value of the symbols
  } else {
    try {
      Limit = Expr::limitRatio(Flops, Bytes);
    } catch (const ArithmeticOverflow &) {
    }
  }
  if (!Limit)
    return R;
  // Placed at the limit, each precision weighted by its share of the FLOPs
  // as the symbols grow.
  auto Share = [&](const Expr &Part) -> std::optional<double> {
    if (Part.isZero())
      return 0.0;
    try {
      return Expr::limitRatio(Part, Flops);
    } catch (const ArithmeticOverflow &) {
      return std::nullopt;
    }
  };
  for (Precision P : AllPrecisions) {
    auto S = Share(B.Flops[static_cast<int>(P)]);
    if (!S)
      return R;
    Amounts.Flops[static_cast<int>(P)] = std::isinf(*Limit) ? *S : *S * *Limit;
  }
  for (TensorType T : AllTensorTypes) {
    auto S = Share(B.TensorFlops[static_cast<int>(T)]);
    if (!S)
      return R;
    Amounts.TensorFlops[static_cast<int>(T)] =
        std::isinf(*Limit) ? *S : *S * *Limit;
  }
  Amounts.GlobalBytes = std::isinf(*Limit) ? 0 : 1;
  R.IntensityLimit = Limit;
  R.Roof = place(Amounts, Gpu);
  R.Roof->TimeLowerBoundS = 0; // the amounts are ratios, not totals
  R.AtLimit = true;
  R.Crossing = findRidgeCrossing(Flops, Bytes, R.Roof->Ridge, *Limit);
  return R;
}

/// Totals, intensity and placement of one launch.
static LaunchResult placeLaunch(const KernelSummary &KS, const LaunchSite &L,
                                const Machine &Gpu,
                                const std::vector<Binding> &Bindings) {
  LaunchResult R;
  R.Site = L;
  LaunchTotals T = computeLaunchTotals(KS, L, Bindings);
  R.Bindings = T.Bindings;
  R.Grid = T.Grid;
  R.Block = T.Block;
  R.Threads = T.Threads;
  R.ActiveThreads = T.ActiveThreads;
  R.Totals = T.Totals;
  R.Unbound = T.Unbound;
  R.Assumptions = T.Assumptions;
  R.Estimated = !T.Assumptions.empty();
  CostPlacement P = placeCost(R.Totals, R.Totals, Gpu);
  R.IntensityExpr = P.IntensityExpr;
  R.Intensity = P.Intensity;
  R.IntensityLimit = P.IntensityLimit;
  R.Roof = P.Roof;
  R.RoofIsLimit = P.AtLimit;
  R.Crossing = P.Crossing;
  if (P.Roof && !P.AtLimit)
    R.TimeLowerBoundS = P.Roof->TimeLowerBoundS;
  return R;
}

static void placeKernel(const KernelSummary &KS, KernelResult &K,
                        const Machine &Gpu,
                        const std::vector<Binding> &Bindings);

FileResult placeFile(const FileSummary &File, const Machine &Gpu,
                     const std::vector<Binding> &Bindings) {
  FileResult FR;
  FR.File = File.File;
  FR.Parsed = File.Parsed;
  FR.ErrorCount = File.ErrorCount;
  for (const KernelSummary &KS : File.Kernels) {
    KernelResult K;
    K.Kernel = KS;
    if (!KS.Analyzed) {
      FR.Kernels.push_back(std::move(K));
      continue;
    }
    try {
      placeKernel(KS, K, Gpu, Bindings);
    } catch (const ArithmeticOverflow &) {
      K = KernelResult();
      K.Kernel = KS;
      K.Kernel.Analyzed = false;
      K.Kernel.NotAnalyzedReason =
          "a count does not fit in 128 bits with the values given";
    }
    FR.Kernels.push_back(std::move(K));
  }
  return FR;
}

static void placeKernel(const KernelSummary &KS, KernelResult &K,
                        const Machine &Gpu,
                        const std::vector<Binding> &Bindings) {
  {
    K.Bound = bindCost(KS.PerThread, Bindings);
    // The kernel's own verdict is that of a thread at index 0 (indices are
    // not sizes: they do not grow), and is left open while launch
    // dimensions are free: a launch decides them.
    std::map<std::string, Expr> AtZero;
    bool LaunchDimsFree = false;
    for (const std::string &S : K.Bound.Cost.symbols()) {
      if (isIndexSymbol(S))
        AtZero[S] = Expr(0);
      if (S.rfind("blockDim.", 0) == 0 || S.rfind("gridDim.", 0) == 0)
        LaunchDimsFree = true;
    }
    CostVector Placed =
        K.Bound.Cost.map([&](const Expr &E) { return E.substitute(AtZero); });
    CostPlacement P = LaunchDimsFree && !Placed.totalFlops().isConstant()
                          ? CostPlacement{}
                          : placeCost(KS.PerThread, Placed, Gpu);
    if (LaunchDimsFree && P.IntensityExpr.empty()) {
      Expr F = KS.PerThread.totalFlops(), B = KS.PerThread.globalBytes();
      P.IntensityExpr = B.isZero() ? F.str() + " / 0" : Expr::ratioStr(F, B);
    }
    K.IntensityExpr = P.IntensityExpr;
    K.Intensity = P.Intensity;
    K.IntensityLimit = P.IntensityLimit;
    K.Roof = P.Roof;
    K.RoofIsLimit = P.AtLimit;
    K.Crossing = P.Crossing;
    for (const LaunchSite &L : KS.Launches)
      K.Launches.push_back(placeLaunch(KS, L, Gpu, Bindings));
  }
}

int runDriver(int Argc, const char **Argv, std::ostream &Out,
              std::ostream &Err) {
  Options O;
  // Everything after `--` goes to Clang untouched, as with clang-tidy.
  std::vector<std::string> Own;
  bool AfterDashes = false;
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    if (!AfterDashes && A == "--") {
      AfterDashes = true;
      continue;
    }
    (AfterDashes ? O.ExtraArgs : Own).push_back(A);
  }

  CLI::App App{"roofline-lint: static roofline analysis of CUDA kernels.\n"
               "Counts FLOPs and global-memory bytes per thread from the "
               "source and places every __global__ kernel on a GPU's "
               "roofline.",
               "roofline-lint"};
  App.set_version_flag("--version",
                       std::string("roofline-lint ") + ROOFLINE_VERSION +
                           " (Clang " + ROOFLINE_LLVM_VERSION + ")");
  App.add_option("files", O.Files, "CUDA source files (.cu, .cuh)");
  App.add_option("--gpu", O.Gpu,
                 "GPU to place kernels on: an id, name or alias (default: "
                 "rtx-4070; see --list-gpus)");
  App.add_option("--gpu-db", O.GpuDbs,
                 "Directory of extra GPU JSON files; overrides shipped entries "
                 "with the same id (repeatable)")
      ->allow_extra_args(false);
  App.add_flag("--list-gpus", O.ListGpus, "List the known GPUs and exit");
  App.add_option("--peak-gflops", O.PeakGflops,
                 "Peak GFLOP/s for every precision, or PRECISION=VALUE "
                 "(repeatable); with --bandwidth-gbs and no --gpu, a custom "
                 "machine")
      ->allow_extra_args(false);
  App.add_option("--bandwidth-gbs", O.BandwidthGbs, "DRAM bandwidth in GB/s");
  App.add_option("--bind", O.Binds,
                 "Give a symbol a value: NAME=VALUE, e.g. N=4096, "
                 "blockDim.x=256 (repeatable)")
      ->allow_extra_args(false);
  App.add_option("--launch", O.Launches,
                 "A launch for a kernel launched elsewhere: NAME:GRID:BLOCK"
                 "[:SMEM], dims X[xY[xZ]], e.g. sgemm:128x128:32x32 "
                 "(repeatable; kernel parameters from --bind)")
      ->allow_extra_args(false);
  App.add_option("--format", O.Format, "Output format: text (default) or json")
      ->check(CLI::IsMember({"text", "json"}));
  App.add_option("--cuda-path", O.CudaPath,
                 "CUDA SDK to parse with (default: $CUDA_PATH, "
                 "/usr/local/cuda, else the built-in headers)");
  App.add_flag("--no-cuda-sdk", O.NoCudaSdk,
               "Parse with roofline-lint's built-in CUDA headers even when an "
               "SDK is installed");
  App.add_flag("--main-file-only", O.MainFileOnly,
               "Report kernels of the named files only, not of headers they "
               "include");
  App.add_option("--color", O.Color, "Colour text output: auto, always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  App.add_option("--resource-dir", O.ResourceDir,
                 "Clang resource directory (default: the one recorded at "
                 "build time)");
  App.add_flag("-v,--verbose", O.Verbose, "Print the Clang command per file");
  App.footer("Arguments after -- go to Clang: -I, -D, -std=, "
             "--cuda-gpu-arch=.\nExit codes: 0 done, 2 usage or "
             "configuration error, 3 input could not be parsed.");

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
    std::string Msg = E.what();
    Err << "roofline-lint: error: " << Msg << " (see --help)\n";
    return ExitUsage;
  }

  // The GPU database: shipped, then the user's directories.
  std::string DataDir = findDataDir(Argv[0]);
  if (DataDir.empty()) {
    Err << "roofline-lint: error: cannot find the tool's data directory "
           "(share/roofline-lint beside bin/); set ROOFLINE_LINT_DATA_DIR\n";
    return ExitUsage;
  }
  MachineDatabase DB;
  std::string DbError;
  if (!DB.loadDirectory(DataDir + "/gpus", DbError)) {
    Err << "roofline-lint: error: " << DbError << "\n";
    return ExitUsage;
  }
  for (const std::string &Dir : O.GpuDbs) {
    if (!llvm::sys::fs::is_directory(Dir)) {
      Err << "roofline-lint: error: --gpu-db '" << Dir
          << "' is not a directory\n";
      return ExitUsage;
    }
    if (!DB.loadDirectory(Dir, DbError)) {
      Err << "roofline-lint: error: " << DbError << "\n";
      return ExitUsage;
    }
  }
  if (O.ListGpus) {
    printGpuList(DB, Out);
    return ExitOk;
  }

  Machine Gpu;
  bool Custom = !O.PeakGflops.empty() || O.BandwidthGbs != 0;
  bool HaveBase = !O.Gpu.empty() || !Custom;
  if (HaveBase) {
    std::string Name = O.Gpu.empty() ? "rtx-4070" : O.Gpu;
    const Machine *M = DB.find(Name);
    if (!M) {
      std::string Hint = DB.suggest(Name);
      Err << "roofline-lint: error: unknown GPU '" << Name << "'"
          << (Hint.empty() ? "" : "; did you mean '" + Hint + "'?")
          << " (see --list-gpus)\n";
      return ExitUsage;
    }
    Gpu = *M;
  }
  if (Custom) {
    std::string Error;
    if (!applyCustomFigures(O, Gpu, HaveBase, Error)) {
      Err << "roofline-lint: error: " << Error << "\n";
      return ExitUsage;
    }
  }

  std::vector<Binding> Bindings;
  for (const std::string &Text : O.Binds) {
    std::string Error;
    auto B = parseBinding(Text, Error);
    if (!B) {
      Err << "roofline-lint: error: " << Error << "\n";
      return ExitUsage;
    }
    Bindings.push_back(*B);
  }

  if (O.Files.empty()) {
    Err << "roofline-lint: error: no input files (see --help)\n";
    return ExitUsage;
  }
  for (const std::string &F : O.Files) {
    if (!llvm::sys::fs::exists(F)) {
      Err << "roofline-lint: error: no such file: '" << F << "'\n";
      return ExitUsage;
    }
    if (llvm::sys::fs::is_directory(F)) {
      Err << "roofline-lint: error: '" << F << "' is a directory\n";
      return ExitUsage;
    }
  }

  FrontendOptions FO;
  FO.ResourceDir = O.ResourceDir.empty() ? defaultResourceDir() : O.ResourceDir;
  if (!llvm::sys::fs::exists(FO.ResourceDir +
                             "/include/__clang_cuda_builtin_vars.h")) {
    Err << "roofline-lint: error: Clang resource directory '" << FO.ResourceDir
        << "' has no CUDA builtin headers (install libclang-common-"
        << ROOFLINE_LLVM_MAJOR << "-dev or pass --resource-dir)\n";
    return ExitUsage;
  }
  FO.HeadersDir = DataDir + "/include";
  if (!O.NoCudaSdk) {
    FO.CudaPath = O.CudaPath.empty() ? findCudaSdk() : O.CudaPath;
    if (!O.CudaPath.empty() &&
        !llvm::sys::fs::exists(O.CudaPath + "/include/cuda_runtime.h")) {
      Err << "roofline-lint: error: --cuda-path '" << O.CudaPath
          << "' has no include/cuda_runtime.h\n";
      return ExitUsage;
    }
  }
  FO.MainFileOnly = O.MainFileOnly;
  bool Color = colorWanted(O.Color);
  FO.Color = Color && isatty(STDERR_FILENO);
  bool HasArch = false;
  for (const std::string &A : O.ExtraArgs)
    if (llvm::StringRef(A).starts_with("--cuda-gpu-arch") ||
        llvm::StringRef(A).starts_with("--offload-arch"))
      HasArch = true;
  // An architecture given after -- replaces the GPU's.
  FO.CudaArch = HasArch ? "" : Gpu.CudaArch.empty() ? "sm_89" : Gpu.CudaArch;
  FO.ExtraArgs = O.ExtraArgs;
  for (const Binding &B : Bindings)
    FO.UserValues[B.Name] = Expr(B.Value);
  for (const std::string &Text : O.Launches) {
    std::string Error;
    auto Spec = parseLaunchOption(Text, Error);
    if (!Spec) {
      Err << "roofline-lint: error: " << Error << "\n";
      return ExitUsage;
    }
    FO.ExternalLaunches.push_back(*Spec);
  }

  AnalysisResult Result;
  Result.Gpu = Gpu;
  Result.Bindings = Bindings;
  std::set<std::string> AllSymbols, KernelNames;
  int Exit = ExitOk;
  for (const std::string &F : O.Files) {
    if (O.Verbose) {
      Err << "roofline-lint: clang";
      for (const std::string &A : buildClangArguments(FO))
        Err << " " << A;
      Err << " " << F << "\n";
    }
    // Clang's diagnostics go straight to stderr, in order with the
    // "N errors generated" line Clang prints there itself.
    Err.flush();
    FileSummary S = analyzeFile(F, FO, llvm::errs());
    llvm::errs().flush();
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
      }
      if (!K.Analyzed)
        Exit = ExitParse;
    }
    if (!S.Parsed || S.ErrorCount > 0)
      Exit = ExitParse;
    Result.Files.push_back(placeFile(S, Gpu, Bindings));
    for (const KernelResult &K : Result.Files.back().Kernels) {
      if (!K.Kernel.Analyzed)
        Exit = ExitParse;
      std::string Base = K.Kernel.Name.substr(0, K.Kernel.Name.find('<'));
      KernelNames.insert(K.Kernel.Name);
      KernelNames.insert(Base);
    }
  }
  for (const LaunchSpec &L : FO.ExternalLaunches)
    if (!KernelNames.count(L.Kernel))
      Err << "roofline-lint: warning: --launch " << L.Kernel
          << " matches no kernel\n";
  for (const Binding &B : Bindings)
    if (!AllSymbols.count(B.Name))
      Err << "roofline-lint: warning: --bind " << B.Name
          << " matches no symbol of any kernel\n";

  if (O.Format == "json")
    printJson(Result, Out);
  else
    printText(Result, Out, TextOptions{Color});
  return Exit;
}

} // namespace roofline
