//===- Frontend.cpp - Parse one file, summarize its kernels ---------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One device-side compile job per file (--cuda-device-only and exactly one
// --cuda-gpu-arch), so no kernel is analyzed twice and none is missed. Missing
// #includes are skipped rather than fatal: a fatal error would stop template
// instantiation, and host-only headers (omp.h, cublas) are often absent on a
// lint machine.
//
//===----------------------------------------------------------------------===//

#include "roofline/Frontend/Frontend.h"
#include "roofline/Support/Errors.h"

#include "CounterRange.h"
#include "KernelAnalyzer.h"
#include "LaunchSpacing.h"
#include "ParseDiagnostics.h"
#include "PreambleCache.h"
#include "PreludeCache.h"
#include "SummaryPaths.h"
#include "roofline/Frontend/ClangCompat.h"
#include "roofline/Frontend/KernelName.h"
#include "roofline/Frontend/UserDecls.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/DiagnosticSerialization.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>

using namespace clang;

namespace roofline {

std::vector<std::string> buildClangArguments(const FrontendOptions &Opts) {
  std::vector<std::string> Args = {"-x", "cuda", "--cuda-device-only"};
  // An architecture given after -- replaces the GPU's (CudaArch is empty).
  if (!Opts.CudaArch.empty())
    Args.push_back("--cuda-gpu-arch=" + Opts.CudaArch);
  // No per-file compilation unit id: it names nothing analyzed, and would
  // give every file a prelude of its own.
  Args.insert(Args.end(), {"-fsyntax-only", "-fuse-cuid=none",
                           "-ferror-limit=" + std::to_string(Opts.MaxErrors),
                           "-w", "-resource-dir", Opts.ResourceDir});
  bool HasStd = false;
  for (const std::string &A : Opts.ExtraArgs)
    if (llvm::StringRef(A).starts_with("-std=") ||
        llvm::StringRef(A).starts_with("--std"))
      HasStd = true;
  if (!HasStd)
    Args.push_back("-std=c++17");
  if (Opts.CudaPath.empty()) {
    Args.insert(Args.end(),
                {"-nocudainc", "-nocudalib", "-isystem", Opts.HeadersDir,
                 "-isystem", Opts.HeadersDir + "/compat", "-include",
                 "__roofline_cuda_runtime.h", "-include",
                 "__roofline_compat.h"});
  } else {
    Args.insert(Args.end(),
                {"--cuda-path=" + Opts.CudaPath, "-Wno-unknown-cuda-version",
                 "-isystem", Opts.CudaPath + "/include/cccl", "-isystem",
                 Opts.HeadersDir + "/compat", "-include",
                 "__roofline_compat.h"});
  }
  Args.insert(Args.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  return Args;
}

namespace {

class KernelFinder : public RecursiveASTVisitor<KernelFinder> {
public:
  std::vector<const FunctionDecl *> Kernels;
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->hasAttr<CUDAGlobalAttr>() && FD->doesThisDeclarationHaveABody() &&
        !FD->isFunctionTemplateSpecialization())
      Kernels.push_back(FD);
    return true;
  }
};

/// True when Clang recovered from an error somewhere in S.
bool containsErrors(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *E = dyn_cast<clang::Expr>(S))
    if (E->containsErrors())
      return true;
  for (const Stmt *Child : S->children())
    if (containsErrors(Child))
      return true;
  return false;
}

class KernelConsumer : public ASTConsumer, public ParsedFile {
public:
  KernelConsumer(FileSummary &Out, const FrontendOptions &Opts,
                 const ErrorRecorder &Diags, llvm::raw_ostream &DiagOS,
                 LaterStage Later)
      : Out(Out), Opts(Opts), Diags(Diags), DiagOS(DiagOS), Later(Later) {}

  ASTContext &context() override { return *AST; }
  FileSummary &summary() override { return Out; }
  std::optional<size_t> kernelIndex(const FunctionDecl *FD) override {
    auto It = Index.find(FD->getCanonicalDecl());
    if (It == Index.end())
      return std::nullopt;
    return It->second;
  }
  void analyzeLaunch(size_t I, LaunchSite &L) override {
    analyzeLaunch(*AST, Kernels[I], L);
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    AST = &Ctx;
    KernelFinder Finder;
    traverseUserCode(Ctx, Finder);
    const SourceManager &SM = Ctx.getSourceManager();
    for (const FunctionDecl *FD : Finder.Kernels) {
      SourceLocation Loc = SM.getExpansionLoc(FD->getLocation());
      if (SM.isInSystemHeader(Loc))
        continue;
      if (Opts.MainFileOnly && !SM.isInMainFile(Loc))
        continue;
      if (const FunctionTemplateDecl *FTD =
              FD->getDescribedFunctionTemplate()) {
        bool Any = false;
        for (const FunctionDecl *Spec : FTD->specializations()) {
          if (!Spec->hasBody())
            continue;
          Any = true;
          summarize(Ctx, Spec, FD);
        }
        if (!Any) {
          summarize(Ctx, FD, FD);
          // Without template arguments, dependent types and sizes are
          // incomplete: never present the pattern's numbers as exact.
          KernelSummary &S = Out.Kernels.back();
          if (S.Analyzed)
            S.Assumptions.push_back(
                {diagId(DiagId::DependentType),
                 "template never instantiated in this file: counted from its "
                 "pattern, where operations on dependent types are incomplete",
                 S.Loc});
        }
        continue;
      }
      summarize(Ctx, FD, FD);
    }
    // The launches in the host code are the next stage's (lib/Host).
    Later(*this);
  }

private:
  void summarize(ASTContext &Ctx, const FunctionDecl *FD,
                 const FunctionDecl *Pattern) {
    KernelSummary S;
    S.Name = kernelName(FD);
    S.MaxThreadsPerBlock = launchBoundsThreads(Ctx, FD);
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc P =
        SM.getPresumedLoc(SM.getExpansionLoc(Pattern->getLocation()));
    if (P.isValid())
      S.Loc = {P.getFilename(), P.getLine(), P.getColumn()};
    // Integer symbols carry their type's range, which bindings are checked
    // against.
    auto Typed = [&](SymbolInfo Info, QualType T) {
      if (auto R = integerRange(Ctx, T)) {
        Info.Type = T.getUnqualifiedType().getAsString();
        Info.Range = std::make_pair(R->Lo, R->Hi);
      }
      S.Symbols.push_back(std::move(Info));
    };
    for (const ParmVarDecl *Param : FD->parameters())
      Typed({Param->getNameAsString(), SymbolKind::KernelParameter},
            Param->getType());
    if (const FunctionTemplateDecl *FTD =
            Pattern->getDescribedFunctionTemplate())
      for (const NamedDecl *TP : *FTD->getTemplateParameters()) {
        SymbolInfo Info{TP->getNameAsString(), SymbolKind::TemplateParameter};
        if (const auto *NTTP = dyn_cast<NonTypeTemplateParmDecl>(TP))
          Typed(std::move(Info), NTTP->getType());
        else
          S.Symbols.push_back(std::move(Info));
      }
    const Stmt *Body = FD->getBody();
    if (FD->isInvalidDecl() || !Body || containsErrors(Body) ||
        hasErrorWithin(SM, Pattern->getBody())) {
      S.Analyzed = false;
      S.NotAnalyzedReason = "the kernel's body has errors";
      S.BodyHasErrors = true;
    } else {
      if (llvm::Error Err = attempt([&] {
            KernelAnalyzer A(const_cast<ASTContext &>(Ctx), S);
            A.shareFacts(Facts);
            A.analyze(FD);
          })) {
        std::string Message;
        switch (takeComputationError(std::move(Err), Message)) {
        case ComputationError::Overflow:
          Message = "a count does not fit in 128 bits";
          break;
        case ComputationError::Stopped:
          break; // the reason, as the walk says it
        case ComputationError::Internal:
          Message = "internal error: " + Message;
          break;
        }
        S.Analyzed = false;
        S.NotAnalyzedReason = Message;
        S.PerThread = CostVector();
      }
    }
    // Launches given from outside: annotations above the kernel and
    // --launch options.
    auto FromSpec = [&](const LaunchSpec &Spec, SourceLoc Loc,
                        LaunchSource Source) {
      LaunchSite L;
      L.Loc = Loc;
      L.Source = Source;
      for (int A = 0; A < 3; ++A) {
        L.Grid[A] = Expr(Spec.Grid[A]);
        L.Block[A] = Expr(Spec.Block[A]);
      }
      L.DynamicSharedBytes = Expr(Spec.SharedBytes);
      for (const auto &[Name, Value] : Spec.Values)
        L.Arguments.emplace_back(Name, Expr(Value));
      if (S.Analyzed)
        analyzeLaunch(Ctx, FD, L);
      S.Launches.push_back(std::move(L));
    };
    for (const auto &[Spec, Loc] : annotationsAbove(Ctx, Pattern))
      FromSpec(Spec, Loc, LaunchSource::Annotation);
    for (const LaunchSpec &Spec : Opts.ExternalLaunches)
      if (Spec.Kernel == S.Name || Spec.Kernel == FD->getNameAsString())
        FromSpec(Spec, S.Loc, LaunchSource::CommandLine);

    Index[FD->getCanonicalDecl()] = Out.Kernels.size();
    Kernels.push_back(FD);
    Out.Kernels.push_back(std::move(S));
  }

  /// `// roofline-lint: launch ...` lines in the comment block right above
  /// the kernel (or its template header). Malformed ones are warned about.
  std::vector<std::pair<LaunchSpec, SourceLoc>>
  annotationsAbove(ASTContext &Ctx, const FunctionDecl *FD) {
    std::vector<std::pair<LaunchSpec, SourceLoc>> Found;
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation Begin = FD->getBeginLoc();
    if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate())
      Begin = FTD->getBeginLoc();
    Begin = SM.getExpansionLoc(Begin);
    FileID File = SM.getFileID(Begin);
    bool Invalid = false;
    StringRef Buffer = SM.getBufferData(File, &Invalid);
    if (Invalid)
      return Found;
    unsigned Line = SM.getExpansionLineNumber(Begin);
    PresumedLoc P = SM.getPresumedLoc(Begin);
    for (unsigned L = Line; L > 1; --L) {
      SourceLocation LineStart = SM.translateLineCol(File, L - 1, 1);
      unsigned Offset = SM.getFileOffset(LineStart);
      size_t End = Buffer.find('\n', Offset);
      StringRef Text =
          Buffer.slice(Offset, End == StringRef::npos ? Buffer.size() : End);
      StringRef Trimmed = Text.trim();
      if (!Trimmed.starts_with("//") && !Trimmed.starts_with("/*") &&
          !Trimmed.starts_with("*"))
        break;
      SourceLoc Loc{P.isValid() ? P.getFilename() : "", L - 1,
                    static_cast<unsigned>(Text.find("roofline-lint:") + 1)};
      auto Spec = parseLaunchAnnotation(Text.str());
      if (!Spec)
        DiagOS << Loc.File << ":" << Loc.Line << ":" << Loc.Column
               << ": warning: " << llvm::toString(Spec.takeError()) << "\n";
      else if (*Spec)
        Found.insert(Found.begin(), {**Spec, Loc});
    }
    return Found;
  }

  /// The kernel's symbols as the launch (then --bind) gives them values.
  void analyzeLaunch(ASTContext &Ctx, const FunctionDecl *FD, LaunchSite &L) {
    std::map<std::string, Expr> Values;
    auto User = [&](const Expr &E) { return E.substitute(Opts.UserValues); };
    static const char *const Axes[] = {"x", "y", "z"};
    for (int A = 0; A < 3; ++A) {
      Values[std::string("gridDim.") + Axes[A]] = User(L.Grid[A]);
      Values[std::string("blockDim.") + Axes[A]] = User(L.Block[A]);
    }
    for (const auto &[Name, Value] : L.Arguments) {
      // An explicit --bind of a kernel parameter wins over a number the
      // host code gives it.
      auto U = Opts.UserValues.find(Name);
      Values[Name] = U != Opts.UserValues.end() && Value.isConstant()
                         ? U->second
                         : User(Value);
    }
    for (const auto &[Name, Value] : Opts.UserValues)
      Values.emplace(Name, Value); // what the launch leaves open
    KernelSummary Walk;
    if (llvm::Error Err = attempt([&] {
          KernelAnalyzer A(Ctx, Walk, Values);
          A.shareFacts(Facts);
          A.analyze(FD);
        })) {
      llvm::consumeError(std::move(Err));
      return; // totals fall back to per-thread x threads, reported
    }
    L.Analyzed = true;
    L.PerThreadExact = Walk.PerThread;
    L.ActiveGuard = Walk.ActiveGuard;
    L.Assumptions = Walk.Assumptions;
  }

  bool hasErrorWithin(const SourceManager &SM, const Stmt *Body) const {
    if (!Body)
      return false;
    SourceLocation B = SM.getExpansionLoc(Body->getBeginLoc());
    SourceLocation E = SM.getExpansionLoc(Body->getEndLoc());
    for (SourceLocation L : Diags.Errors)
      if (!SM.isBeforeInTranslationUnit(L, B) &&
          !SM.isBeforeInTranslationUnit(E, L))
        return true;
    return false;
  }

  FileSummary &Out;
  const FrontendOptions &Opts;
  const ErrorRecorder &Diags;
  llvm::raw_ostream &DiagOS;
  LaterStage Later;
  ASTContext *AST = nullptr;
  std::map<const FunctionDecl *, size_t> Index; // kernel -> Out.Kernels
  std::vector<const FunctionDecl *> Kernels;    // parallel to Out.Kernels
  /// Shared by every walk of every kernel of this AST.
  AstFacts Facts;
};

class KernelAction : public ASTFrontendAction {
public:
  KernelAction(FileSummary &Out, const FrontendOptions &Opts,
               llvm::raw_ostream &DiagOS, std::set<std::string> &Missing,
               const ErrorRecorder &Diags, LaterStage Later)
      : Out(Out), Opts(Opts), DiagOS(DiagOS), Missing(Missing), Diags(Diags),
        Later(Later) {}

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<SkipMissingIncludes>(
        CI.getSourceManager(), DiagOS, Missing));
    // "N errors generated." follows the diagnostics it counts, in the same
    // stream (the driver buffers each file's stream under -j).
    CI.setVerboseOutputStream(DiagOS);
    return true;
  }
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<KernelConsumer>(Out, Opts, Diags, DiagOS, Later);
  }

private:
  FileSummary &Out;
  const FrontendOptions &Opts;
  llvm::raw_ostream &DiagOS;
  std::set<std::string> &Missing;
  const ErrorRecorder &Diags;
  LaterStage Later;
};

class KernelActionFactory : public tooling::FrontendActionFactory {
public:
  KernelActionFactory(FileSummary &Out, const FrontendOptions &Opts,
                      llvm::raw_ostream &DiagOS, const ErrorRecorder &Diags,
                      LaterStage Later)
      : Out(Out), Opts(Opts), DiagOS(DiagOS), Diags(Diags), Later(Later) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<KernelAction>(Out, Opts, DiagOS, Missing, Diags,
                                          Later);
  }
  /// The file parses after the precompiled prelude of its command, when
  /// the cache has one (and the command names no PCH of its own).
  bool runInvocation(std::shared_ptr<CompilerInvocation> Invocation,
                     FileManager *Files,
                     std::shared_ptr<PCHContainerOperations> Ops,
                     DiagnosticConsumer *Consumer) override {
    PreprocessorOptions &PP = Invocation->getPreprocessorOpts();
    if (!Opts.CacheDir.empty() && PP.ImplicitPCHInclude.empty() &&
        Invocation->getFrontendOpts().Inputs.size() == 1 &&
        Invocation->getFrontendOpts().Inputs[0].isFile()) {
      // The file's own #include block first; else the shared prelude.
      if (auto Main = Files->getBufferForFile(
              Invocation->getFrontendOpts().Inputs[0].getFile())) {
        Preamble Pre = preambleFor(Opts.CacheDir, *Invocation, **Main, Ops);
        if (!Pre.Warning.empty())
          DiagOS << "roofline-lint: warning: " << Pre.Warning << "\n";
        else if (Opts.Verbose && !Pre.Note.empty())
          DiagOS << "roofline-lint: " << Pre.Note << "\n";
        if (!Pre.Path.empty()) {
          usePreamble(*Invocation, Pre);
          PreludeUsed = Pre.Path;
          PchInputs = Pre.Inputs;
          // What the preamble skipped, said as its parse would have.
          for (const std::string &Entry : Pre.Missing)
            SkipMissingIncludes::say(DiagOS, Missing, Entry);
          return FrontendActionFactory::runInvocation(Invocation, Files, Ops,
                                                      Consumer);
        }
      }
      Prelude P = preludeFor(Opts.CacheDir, *Invocation, Ops);
      if (!P.Warning.empty())
        DiagOS << "roofline-lint: warning: " << P.Warning << "\n";
      else if (Opts.Verbose && !P.Note.empty())
        DiagOS << "roofline-lint: " << P.Note << "\n";
      PP.ImplicitPCHInclude = PreludeUsed = P.Path;
    }
    return FrontendActionFactory::runInvocation(Invocation, Files, Ops,
                                                Consumer);
  }
  const std::set<std::string> &missing() const { return Missing; }
  /// The precompiled prelude the file was parsed with; empty if none.
  std::string PreludeUsed;
  /// The files its precompiled preamble was built from.
  std::vector<std::string> PchInputs;

private:
  FileSummary &Out;
  const FrontendOptions &Opts;
  llvm::raw_ostream &DiagOS;
  std::set<std::string> Missing;
  const ErrorRecorder &Diags;
  LaterStage Later;
};

} // namespace

FileSummary analyzeFile(const std::string &Path, const FrontendOptions &Opts,
                        llvm::raw_ostream &DiagOS, LaterStage Later) {
  FileSummary Out;
  Out.File = Path;
  std::vector<std::string> Roots = {Opts.HeadersDir, Opts.ResourceDir,
                                    "/usr/include/", "/usr/lib/"};
  if (!Opts.CudaPath.empty())
    Roots.push_back(Opts.CudaPath + "/");
  setLibraryRoots(Roots);
  // One parse; Refused names the precompiled prelude Clang refused, if it
  // did (the parse is then worth nothing).
  auto Parse = [&](const FrontendOptions &O, FileSummary &Out,
                   llvm::raw_ostream &OS, std::string &Refused) {
    // The command is exactly ours (no argument adjusters), and the path is
    // passed as it is: ClangTool would make it "native", which on POSIX
    // turns the backslash of a file named `a\b.cu` into a slash.
    std::vector<std::string> CommandLine = {"roofline-lint"};
    for (std::string &A : buildClangArguments(O))
      CommandLine.push_back(std::move(A));
    CommandLine.push_back(Path);
    DiagnosticOptions DiagOpts;
    DiagOpts.ShowColors = O.Color;
    ErrorRecorder Printer(OS, DiagOpts);
    KernelActionFactory Factory(Out, O, OS, Printer, Later);
    llvm::IntrusiveRefCntPtr<FileManager> Files(new FileManager(
        FileSystemOptions(),
        launchSpacingFileSystem(llvm::vfs::getRealFileSystem())));
    tooling::ToolInvocation Invocation(
        std::move(CommandLine), &Factory, Files.get(),
        std::make_shared<PCHContainerOperations>());
    Invocation.setDiagnosticConsumer(&Printer);
    int RC = Invocation.run() ? 0 : 1;
    if (Printer.PreludeRefused && !Factory.PreludeUsed.empty())
      Refused = Factory.PreludeUsed;
    Out.ErrorCount = Printer.getNumErrors();
    Out.ErrorLimitReached = Printer.LimitReached;
    Out.Errors = Printer.First;
    Out.MissingIncludes.assign(Factory.missing().begin(),
                               Factory.missing().end());
    Out.FilesRead = filesRead(*Files, Factory.PchInputs);
    if (RC != 0 && Out.Kernels.empty() && Out.ErrorCount == 0)
      Out.Parsed = false;
    return Printer.NeedsRdc;
  };
  // A parse whose prelude Clang refused (a PCH it finds stale or corrupt
  // after all) is done again without it, as if it had never been tried.
  auto Run = [&](const FrontendOptions &O, FileSummary &Out,
                 std::string &Diags) {
    std::string Refused;
    llvm::raw_string_ostream OS(Diags);
    bool NeedsRdc = Parse(O, Out, OS, Refused);
    if (Refused.empty())
      return NeedsRdc;
    rejectPrelude(Refused);
    FrontendOptions Plain = O;
    Plain.CacheDir.clear();
    Out = FileSummary();
    Out.File = Path;
    Diags.clear();
    if (O.Verbose)
      OS << "roofline-lint: precompiled prelude " << Refused
         << ": refused by Clang; removed, and parsed without it\n";
    return Parse(Plain, Out, OS, Refused);
  };
  std::string Diags;
  bool NeedsRdc = Run(Opts, Out, Diags);
  bool HasRdc = false;
  for (const std::string &A : Opts.ExtraArgs)
    HasRdc = HasRdc || A == "-fgpu-rdc" || A == "-rdc=true";
  if (NeedsRdc && !HasRdc) {
    // Kernels that launch kernels (dynamic parallelism) need relocatable
    // device code, as nvcc's -rdc=true; Clang stops without it.
    FrontendOptions WithRdc = Opts;
    WithRdc.ExtraArgs.push_back("-fgpu-rdc");
    FileSummary Again;
    Again.File = Path;
    Diags.clear();
    Run(WithRdc, Again, Diags);
    Out = std::move(Again);
    Out.AddedFlags.push_back(
        "-fgpu-rdc: a kernel launches kernels (dynamic parallelism)");
  }
  DiagOS << Diags;
  relativizePaths(Out);
  return Out;
}

} // namespace roofline