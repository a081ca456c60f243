//===- CompileCommandsTest.cpp - Compile databases as Clang arguments -----===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// One test per rule of docs/CompileDatabase.md: what is kept and how it is
// translated, what is dropped (with its value), the architectures, options
// files, loading errors, and the fixture in test/lit/Inputs/compdb as CMake
// 3.25 writes it for nvcc.
//
//===----------------------------------------------------------------------===//

#include "CompileCommands.h"
#include "../Take.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using roofline::test::take;

using namespace roofline;
namespace stdfs = std::filesystem;

using Strings = std::vector<std::string>;

namespace {

const char *const Nvcc = "/usr/local/cuda/bin/nvcc";
const char *const ClangXX = "/usr/bin/clang++";
const char *const Dir = "/proj/build";
const char *const Source = "/proj/src/k.cu";

/// Compiler + Flags + "-c <Source>", translated in /proj/build.
CompileCommand translate(const char *Compiler, const Strings &Flags) {
  Strings Argv = {Compiler};
  Argv.insert(Argv.end(), Flags.begin(), Flags.end());
  Argv.insert(Argv.end(), {"-c", Source});
  return translateCommand(Argv, Dir, Source);
}

/// What translate() drops besides Flags' own drops.
Strings droppedPlusInput(Strings Dropped) {
  Dropped.insert(Dropped.end(), {"-c", Source});
  return Dropped;
}

bool contains(const Strings &V, const std::string &S) {
  return std::find(V.begin(), V.end(), S) != V.end();
}

void writeFile(const stdfs::path &P, const std::string &Text) {
  stdfs::create_directories(P.parent_path());
  std::ofstream(P) << Text;
}

std::string readFile(const stdfs::path &P) {
  std::ifstream In(P);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

/// A fresh directory per test, removed afterwards.
class CompileCommandsFiles : public ::testing::Test {
protected:
  stdfs::path Tmp;

  void SetUp() override {
    const ::testing::TestInfo *Info =
        ::testing::UnitTest::GetInstance()->current_test_info();
    Tmp = stdfs::temp_directory_path() /
          ("roofline-compdb-" + std::string(Info->name()) + "-" +
           std::to_string(::getpid()));
    stdfs::remove_all(Tmp);
    stdfs::create_directories(Tmp);
    Tmp = stdfs::canonical(Tmp);
  }
  void TearDown() override { stdfs::remove_all(Tmp); }

  /// Copies test/lit/Inputs/compdb to Root, filling in @ROOT@ as a lit test
  /// does with sed.
  stdfs::path copyFixture() {
    stdfs::path Root = Tmp / "compdb";
    for (const stdfs::directory_entry &E :
         stdfs::recursive_directory_iterator(ROOFLINE_COMPDB_FIXTURE)) {
      if (!E.is_regular_file())
        continue;
      stdfs::path Rel = stdfs::relative(E.path(), ROOFLINE_COMPDB_FIXTURE);
      std::string Text = readFile(E.path());
      for (size_t At; (At = Text.find("@ROOT@")) != std::string::npos;)
        Text.replace(At, 6, Root.string());
      writeFile(Root / Rel, Text);
    }
    return Root;
  }
};

//===----------------------------------------------------------------------===//
// Kept: include paths
//===----------------------------------------------------------------------===//

TEST(CompileCommandsNvcc, IncludePathsInEverySpelling) {
  CompileCommand C =
      translate(Nvcc, {"-I/abs/a", "-Irel", "-I", "rel2", "--include-path",
                       "/x", "--include-path=/y", "-I=/z", "-I/p,/q"});
  EXPECT_EQ(C.Args,
            (Strings{"-I/abs/a", "-I/proj/build/rel", "-I/proj/build/rel2",
                     "-I/x", "-I/y", "-I/z", "-I/p", "-I/q"}));
  EXPECT_EQ(C.Dropped, droppedPlusInput({}));
}

TEST(CompileCommandsNvcc, SystemIncludePaths) {
  CompileCommand C =
      translate(Nvcc, {"-isystem", "/s", "-isystem=/t", "--system-include",
                       "/u", "--system-include=rel"});
  EXPECT_EQ(C.Args, (Strings{"-isystem", "/s", "-isystem", "/t", "-isystem",
                             "/u", "-isystem", "/proj/build/rel"}));
}

TEST(CompileCommandsNvcc, RelativePathsResolveAgainstTheDirectory) {
  CompileCommand C =
      translate(Nvcc, {"-I../include", "-I./gen/../gen2", "-isystem", "."});
  EXPECT_EQ(C.Args, (Strings{"-I/proj/include", "-I/proj/build/gen2",
                             "-isystem", "/proj/build"}));
}

TEST(CompileCommandsGnu, IncludePathsInEverySpelling) {
  CompileCommand C = translate(
      ClangXX,
      {"-I", "inc", "-Iinc2", "-isystem", "sys", "-isystem/sys2", "-iquote",
       "q", "-iquote/q2", "-idirafter", "after", "--include-directory=/d",
       "--include-directory", "/e", "--include-directory-after=/f"});
  EXPECT_EQ(C.Args,
            (Strings{"-I/proj/build/inc", "-I/proj/build/inc2", "-isystem",
                     "/proj/build/sys", "-isystem", "/sys2", "-iquote",
                     "/proj/build/q", "-iquote", "/q2", "-idirafter",
                     "/proj/build/after", "-I/d", "-I/e", "-idirafter", "/f"}));
  EXPECT_EQ(C.Dropped, droppedPlusInput({}));
}

TEST(CompileCommandsGnu, SysrootRelativeIncludeIsLeftAsWritten) {
  CompileCommand C = translate(ClangXX, {"-I=/usr/include/extra"});
  EXPECT_EQ(C.Args, (Strings{"-I=/usr/include/extra"}));
}

TEST_F(CompileCommandsFiles, IncludePathIntoACudaSdkIsDropped) {
  // An SDK's own include directory (it has crt/host_config.h): the tool
  // picks the CUDA headers itself.
  writeFile(Tmp / "cuda/include/cuda_runtime.h", "");
  writeFile(Tmp / "cuda/include/crt/host_config.h", "");
  // A project's stub cuda_runtime.h is an ordinary include directory.
  writeFile(Tmp / "stubs/cuda_runtime.h", "");
  std::string Sdk = (Tmp / "cuda/include").string();
  std::string Stubs = (Tmp / "stubs").string();
  CompileCommand C =
      translate(Nvcc, {"-I" + Sdk, "-isystem", Sdk, "-I" + Stubs, "-DKEEP"});
  EXPECT_EQ(C.Args, (Strings{"-I" + Stubs, "-DKEEP"}));
  EXPECT_EQ(C.Dropped, droppedPlusInput({"-I" + Sdk, "-isystem " + Sdk}));

  // In an nvcc list, only the SDK's item goes.
  CompileCommand L = translate(Nvcc, {"-I" + Sdk + "," + Stubs});
  EXPECT_EQ(L.Args, (Strings{"-I" + Stubs}));
  EXPECT_EQ(L.Dropped, droppedPlusInput({"-I " + Sdk}));

  CompileCommand G = translate(ClangXX, {"-isystem", Sdk, "-I", Stubs});
  EXPECT_EQ(G.Args, (Strings{"-I" + Stubs}));
  EXPECT_EQ(G.Dropped, droppedPlusInput({"-isystem " + Sdk}));
}

//===----------------------------------------------------------------------===//
// Kept: macros, forced includes, the standard
//===----------------------------------------------------------------------===//

TEST(CompileCommandsNvcc, DefinesInEverySpelling) {
  CompileCommand C =
      translate(Nvcc, {"-DA", "-DB=2", "-D", "C=3", "--define-macro", "D=4",
                       "--define-macro=E", "-D=F", "-DG=1,H=2", "-DPAIR=1\\,2",
                       "-DSTR=\"a b\""});
  // nvcc splits -D lists at commas, except escaped ones.
  EXPECT_EQ(C.Args, (Strings{"-DA", "-DB=2", "-DC=3", "-DD=4", "-DE", "-DF",
                             "-DG=1", "-DH=2", "-DPAIR=1,2", "-DSTR=\"a b\""}));
}

TEST(CompileCommandsNvcc, Undefines) {
  CompileCommand C = translate(
      Nvcc, {"-UA", "-U", "B", "--undefine-macro=C", "--undefine-macro", "D"});
  EXPECT_EQ(C.Args, (Strings{"-UA", "-UB", "-UC", "-UD"}));
}

TEST(CompileCommandsGnu, DefinesAndUndefinesInOrder) {
  CompileCommand C =
      translate(ClangXX, {"-DA=1", "-D", "B", "-UA", "--define-macro=C,D",
                          "--undefine-macro", "B", "-DE=1,2"});
  // GNU -D values are not lists.
  EXPECT_EQ(C.Args,
            (Strings{"-DA=1", "-DB", "-UA", "-DC,D", "-UB", "-DE=1,2"}));
}

TEST(CompileCommandsNvcc, StandardInEverySpelling) {
  EXPECT_EQ(translate(Nvcc, {"-std=c++17"}).Args, (Strings{"-std=c++17"}));
  EXPECT_EQ(translate(Nvcc, {"--std", "c++20"}).Args, (Strings{"-std=c++20"}));
  EXPECT_EQ(translate(Nvcc, {"--std=c++14"}).Args, (Strings{"-std=c++14"}));
  EXPECT_EQ(translate(Nvcc, {"-std", "c++11"}).Args, (Strings{"-std=c++11"}));
}

TEST(CompileCommandsGnu, StandardInEverySpelling) {
  EXPECT_EQ(translate(ClangXX, {"-std=gnu++17"}).Args,
            (Strings{"-std=gnu++17"}));
  EXPECT_EQ(translate(ClangXX, {"--std=c++20"}).Args, (Strings{"-std=c++20"}));
  EXPECT_EQ(translate(ClangXX, {"--std", "c++14"}).Args,
            (Strings{"-std=c++14"}));
  // "-std" without "=" is not an option of its own.
  CompileCommand C = translate(ClangXX, {"-std"});
  EXPECT_TRUE(C.Args.empty());
  EXPECT_EQ(C.Dropped, droppedPlusInput({"-std"}));
}

TEST(CompileCommandsNvcc, ForcedIncludes) {
  CompileCommand C = translate(Nvcc, {"-include", "/abs/pre.h",
                                      "--pre-include=a.h,b.h", "-include=c.h"});
  // Not in the working directory: left for the include path to find.
  EXPECT_EQ(C.Args, (Strings{"-include", "/abs/pre.h", "-include", "a.h",
                             "-include", "b.h", "-include", "c.h"}));
}

TEST_F(CompileCommandsFiles, ForcedIncludeInTheWorkingDirectoryIsAbsolute) {
  writeFile(Tmp / "build/config.h", "#define CONFIG 1\n");
  std::string Build = (Tmp / "build").string();
  CompileCommand C =
      translateCommand({ClangXX, "-include", "config.h", "-imacros", "macros.h",
                        "--include=config.h", "-c", "k.cu"},
                       Build, "k.cu");
  EXPECT_EQ(C.Args, (Strings{"-include", Build + "/config.h", "-imacros",
                             "macros.h", "-include", Build + "/config.h"}));
}

//===----------------------------------------------------------------------===//
// -Xcompiler and forwarded options: the host preprocessor's flags count
//===----------------------------------------------------------------------===//

TEST(CompileCommandsNvcc, XcompilerPreprocessorFlagsAreKept) {
  CompileCommand C =
      translate(Nvcc, {"-Xcompiler=-fPIC,-DHOST=1,-I/host/inc", "-DMAIN"});
  // nvcc gives the host preprocessor -Xcompiler's options first.
  EXPECT_EQ(C.Args, (Strings{"-DHOST=1", "-I/host/inc", "-DMAIN"}));
  EXPECT_EQ(C.Dropped, droppedPlusInput({"-Xcompiler -fPIC"}));
}

TEST(CompileCommandsNvcc, XcompilerValuesAreShellSplit) {
  CompileCommand C = translate(Nvcc, {"-Xcompiler", "-DA=1 -DB=2"});
  EXPECT_EQ(C.Args, (Strings{"-DA=1", "-DB=2"}));
}

TEST(CompileCommandsNvcc, AdjacentXcompilersFormOneHostCommand) {
  CompileCommand C =
      translate(Nvcc, {"-Xcompiler", "-isystem", "-Xcompiler", "/sys", "-O3",
                       "--compiler-options", "-include,/pre.h"});
  EXPECT_EQ(C.Args, (Strings{"-isystem", "/sys", "-include", "/pre.h"}));
  EXPECT_EQ(C.Dropped, droppedPlusInput({"-O3"}));
}

TEST(CompileCommandsNvcc, XcompilerStandardAndCodegenFlagsAreDropped) {
  CompileCommand C = translate(Nvcc, {"-Xcompiler", "-std=c++20", "-O2",
                                      "-Xcompiler", "-fopenmp,-Wall"});
  EXPECT_TRUE(C.Args.empty());
  EXPECT_EQ(C.Dropped, droppedPlusInput({"-Xcompiler -std=c++20", "-O2",
                                         "-Xcompiler -fopenmp,-Wall"}));
}

TEST(CompileCommandsNvcc, ForwardedUnknownOptionsReachThePreprocessor) {
  CompileCommand C = translate(
      Nvcc, {"-forward-unknown-to-host-compiler", "-iquote/q", "-pthread"});
  EXPECT_EQ(C.Args, (Strings{"-iquote", "/q"}));
  EXPECT_EQ(C.Dropped, droppedPlusInput(
                           {"-forward-unknown-to-host-compiler", "-pthread"}));
  // Forwarding applies wherever it is asked for.
  CompileCommand After =
      translate(Nvcc, {"-idirafter/a", "--forward-unknown-to-host-compiler"});
  EXPECT_EQ(After.Args, (Strings{"-idirafter", "/a"}));
  // Without forwarding nvcc rejects them: nothing is kept.
  CompileCommand D = translate(Nvcc, {"-iquote/q"});
  EXPECT_TRUE(D.Args.empty());
  EXPECT_EQ(D.Dropped, droppedPlusInput({"-iquote/q"}));
}

//===----------------------------------------------------------------------===//
// Dropped, each with its value
//===----------------------------------------------------------------------===//

TEST(CompileCommandsNvcc, EverythingElseIsDroppedWithItsValue) {
  Strings Flags = {"-forward-unknown-to-host-compiler",
                   "-Xcompiler",
                   "-fPIC",
                   "-O3",
                   "-Xcompiler=-fPIC",
                   "-O",
                   "2",
                   "--compiler-options",
                   "-Wall",
                   "-g",
                   "-G",
                   "-lineinfo",
                   "-Xptxas",
                   "-v",
                   "-Xptxas=-O3",
                   "--ptxas-options=-v",
                   "-Xlinker",
                   "-rpath",
                   "-Xnvlink",
                   "--verbose",
                   "--use_fast_math",
                   "-rdc=true",
                   "-rdc",
                   "false",
                   "--expt-relaxed-constexpr",
                   "--expt-extended-lambda",
                   "--extended-lambda",
                   "-ccbin",
                   "g++",
                   "-ccbin=/usr/bin/g++-12",
                   "--compiler-bindir",
                   "/usr/bin/clang++",
                   "-MD",
                   "-MT",
                   "obj.o",
                   "-MF",
                   "dep.d",
                   "--keep",
                   "-res-usage",
                   "-t",
                   "4",
                   "--threads",
                   "8",
                   "--diag-suppress=177,550",
                   "-diag-suppress",
                   "20012",
                   "-Werror",
                   "all-warnings",
                   "--Werror=cross-execution-space-call",
                   "-Wno-deprecated-gpu-targets",
                   "-Wall",
                   "-fPIC",
                   "-pthread",
                   "-m64",
                   "--machine",
                   "64",
                   "-x",
                   "cu",
                   "-o",
                   "k.o",
                   "-maxrregcount=64",
                   "-default-stream",
                   "per-thread"};
  CompileCommand C = translate(Nvcc, Flags);
  EXPECT_TRUE(C.Args.empty());
  EXPECT_TRUE(C.Archs.empty());
  EXPECT_EQ(C.Dropped, droppedPlusInput({"-forward-unknown-to-host-compiler",
                                         "-Xcompiler -fPIC",
                                         "-O3",
                                         "-Xcompiler=-fPIC",
                                         "-O 2",
                                         "--compiler-options -Wall",
                                         "-g",
                                         "-G",
                                         "-lineinfo",
                                         "-Xptxas -v",
                                         "-Xptxas=-O3",
                                         "--ptxas-options=-v",
                                         "-Xlinker -rpath",
                                         "-Xnvlink --verbose",
                                         "--use_fast_math",
                                         "-rdc=true",
                                         "-rdc false",
                                         "--expt-relaxed-constexpr",
                                         "--expt-extended-lambda",
                                         "--extended-lambda",
                                         "-ccbin g++",
                                         "-ccbin=/usr/bin/g++-12",
                                         "--compiler-bindir /usr/bin/clang++",
                                         "-MD",
                                         "-MT obj.o",
                                         "-MF dep.d",
                                         "--keep",
                                         "-res-usage",
                                         "-t 4",
                                         "--threads 8",
                                         "--diag-suppress=177,550",
                                         "-diag-suppress 20012",
                                         "-Werror all-warnings",
                                         "--Werror=cross-execution-space-call",
                                         "-Wno-deprecated-gpu-targets",
                                         "-Wall",
                                         "-fPIC",
                                         "-pthread",
                                         "-m64",
                                         "--machine 64",
                                         "-x cu",
                                         "-o k.o",
                                         "-maxrregcount=64",
                                         "-default-stream per-thread"}));
}

TEST(CompileCommandsNvcc, ValuesThatLookLikeFlagsGoWithTheirOption) {
  CompileCommand C =
      translate(Nvcc, {"-Xptxas", "-DNOT_A_MACRO", "-Xlinker", "-I/not/inc",
                       "-o", "-Dodd.o", "-ccbin", "-Inot"});
  EXPECT_TRUE(C.Args.empty());
  EXPECT_EQ(C.Dropped,
            droppedPlusInput({"-Xptxas -DNOT_A_MACRO", "-Xlinker -I/not/inc",
                              "-o -Dodd.o", "-ccbin -Inot"}));
}

TEST(CompileCommandsGnu, EverythingElseIsDroppedWithItsValue) {
  CompileCommand C = translate(ClangXX, {"-o",
                                         "k.o",
                                         "-MD",
                                         "-MF",
                                         "k.d",
                                         "-MT",
                                         "k.o",
                                         "-MQ",
                                         "q",
                                         "-x",
                                         "cuda",
                                         "-xcuda",
                                         "-Xclang",
                                         "-fno-cuda-host-device-constexpr",
                                         "-mllvm",
                                         "-unroll-count=4",
                                         "-target",
                                         "x86_64-linux-gnu",
                                         "--target=x86_64-linux-gnu",
                                         "-Xarch_device",
                                         "-DDEVICE_ONLY",
                                         "-Xcuda-ptxas",
                                         "-v",
                                         "-O2",
                                         "-g",
                                         "-Wall",
                                         "-Werror",
                                         "-fPIC",
                                         "-fopenmp",
                                         "-march=native",
                                         "-pthread",
                                         "-m64",
                                         "--cuda-device-only",
                                         "-nocudainc",
                                         "-fgpu-rdc",
                                         "-resource-dir",
                                         "/r",
                                         "-isysroot",
                                         "/s",
                                         "--sysroot=/t",
                                         "-include-pch",
                                         "p.pch",
                                         "-Wl,-rpath,/x"});
  EXPECT_TRUE(C.Args.empty());
  EXPECT_EQ(C.Dropped,
            droppedPlusInput({"-o k.o",
                              "-MD",
                              "-MF k.d",
                              "-MT k.o",
                              "-MQ q",
                              "-x cuda",
                              "-xcuda",
                              "-Xclang -fno-cuda-host-device-constexpr",
                              "-mllvm -unroll-count=4",
                              "-target x86_64-linux-gnu",
                              "--target=x86_64-linux-gnu",
                              "-Xarch_device -DDEVICE_ONLY",
                              "-Xcuda-ptxas -v",
                              "-O2",
                              "-g",
                              "-Wall",
                              "-Werror",
                              "-fPIC",
                              "-fopenmp",
                              "-march=native",
                              "-pthread",
                              "-m64",
                              "--cuda-device-only",
                              "-nocudainc",
                              "-fgpu-rdc",
                              "-resource-dir /r",
                              "-isysroot /s",
                              "--sysroot=/t",
                              "-include-pch p.pch",
                              "-Wl,-rpath,/x"}));
}

TEST(CompileCommandsGnu, CMakePrecompiledHeaderKeepsTheHeader) {
  CompileCommand C = translate(
      ClangXX, {"-Xclang", "-include-pch", "-Xclang", "/b/cmake_pch.hxx.pch",
                "-Xclang", "-include", "-Xclang", "/b/cmake_pch.hxx"});
  EXPECT_EQ(C.Args, (Strings{"-include", "/b/cmake_pch.hxx"}));
  EXPECT_EQ(
      C.Dropped,
      droppedPlusInput({"-Xclang -include-pch -Xclang /b/cmake_pch.hxx.pch"}));
}

TEST(CompileCommandsGnu, GccEntry) {
  CompileCommand C = translateCommand(
      {"/usr/bin/g++", "-DUSE_X", "-I/opt/x/include", "-std=gnu++17",
       "-fopenmp", "-o", "CMakeFiles/t.dir/host.cpp.o", "-c",
       "/proj/src/host.cpp"},
      Dir, "/proj/src/host.cpp");
  EXPECT_EQ(C.Compiler, "/usr/bin/g++");
  EXPECT_EQ(C.Args, (Strings{"-DUSE_X", "-I/opt/x/include", "-std=gnu++17"}));
  EXPECT_EQ(C.Dropped, (Strings{"-fopenmp", "-o CMakeFiles/t.dir/host.cpp.o",
                                "-c", "/proj/src/host.cpp"}));
}

TEST(CompileCommandsGnu, DoubleDashEndsTheOptions) {
  CompileCommand C = translateCommand(
      {ClangXX, "-DX", "--", "-DNOT_AN_OPTION.cu", Source}, Dir, Source);
  EXPECT_EQ(C.Args, (Strings{"-DX"}));
  EXPECT_EQ(C.Dropped, (Strings{"--", "-DNOT_AN_OPTION.cu", Source}));
}

TEST(CompileCommands, AMissingValueDropsTheOption) {
  CompileCommand N = translateCommand({Nvcc, Source, "-I"}, Dir, Source);
  EXPECT_TRUE(N.Args.empty());
  EXPECT_EQ(N.Dropped, (Strings{Source, "-I"}));
  CompileCommand G =
      translateCommand({ClangXX, Source, "-isystem"}, Dir, Source);
  EXPECT_TRUE(G.Args.empty());
  EXPECT_EQ(G.Dropped, (Strings{Source, "-isystem"}));
  CompileCommand E = translateCommand({ClangXX, "-D", "", Source}, Dir, Source);
  EXPECT_TRUE(E.Args.empty());
  EXPECT_EQ(E.Dropped, (Strings{"-D ", Source}));
}

TEST(CompileCommands, TheSourceAndOtherInputsAreDropped) {
  // The source file matches however it is spelled.
  CompileCommand C = translateCommand(
      {Nvcc, "-c", "../src/./k.cu", "extra.o", "-", "-o", "k.o"}, Dir,
      "../src/k.cu");
  EXPECT_EQ(C.File, Source);
  EXPECT_EQ(C.Dropped,
            (Strings{"-c", "../src/./k.cu", "extra.o", "-", "-o k.o"}));
}

//===----------------------------------------------------------------------===//
// Architectures
//===----------------------------------------------------------------------===//

TEST(CompileCommandsNvcc, ArchInEverySpelling) {
  EXPECT_EQ(translate(Nvcc, {"-arch=sm_80"}).Archs, (Strings{"sm_80"}));
  EXPECT_EQ(translate(Nvcc, {"-arch", "sm_86"}).Archs, (Strings{"sm_86"}));
  EXPECT_EQ(translate(Nvcc, {"--gpu-architecture=compute_75"}).Archs,
            (Strings{"sm_75"}));
  EXPECT_EQ(translate(Nvcc, {"--gpu-architecture", "sm_90a"}).Archs,
            (Strings{"sm_90a"}));
  // Architectures are never among the arguments.
  EXPECT_TRUE(translate(Nvcc, {"-arch=sm_80"}).Args.empty());
  EXPECT_EQ(translate(Nvcc, {"-arch=sm_80"}).Dropped, droppedPlusInput({}));
}

TEST(CompileCommandsNvcc, GencodeInEverySpelling) {
  EXPECT_EQ(translate(Nvcc, {"-gencode", "arch=compute_80,code=sm_80"}).Archs,
            (Strings{"sm_80"}));
  EXPECT_EQ(
      translate(Nvcc, {"-gencode=arch=compute_86,code=[sm_86,compute_86]"})
          .Archs,
      (Strings{"sm_86"}));
  // CMake's form for CUDA_ARCHITECTURES 80.
  EXPECT_EQ(
      translate(Nvcc,
                {"--generate-code=arch=compute_80,code=[compute_80,sm_80]"})
          .Archs,
      (Strings{"sm_80"}));
  // Older scripts quote the code list.
  EXPECT_EQ(translate(Nvcc, {"--generate-code",
                             "arch=compute_90,code=\"sm_90,compute_90\""})
                .Archs,
            (Strings{"sm_90"}));
  // PTX only: compute_XX alone is sm_XX.
  EXPECT_EQ(
      translate(Nvcc, {"-gencode", "arch=compute_89,code=compute_89"}).Archs,
      (Strings{"sm_89"}));
  // No code list: the arch.
  EXPECT_EQ(translate(Nvcc, {"-gencode", "arch=compute_70"}).Archs,
            (Strings{"sm_70"}));
}

TEST(CompileCommandsNvcc, ArchsKeepTheirOrderWithoutDuplicates) {
  CompileCommand C =
      translate(Nvcc, {"-gencode=arch=compute_80,code=sm_80",
                       "-gencode=arch=compute_86,code=[sm_86,compute_86]",
                       "-gencode=arch=compute_80,code=compute_80",
                       "-gencode=arch=compute_90,code=[sm_90,sm_90a]"});
  EXPECT_EQ(C.Archs, (Strings{"sm_80", "sm_86", "sm_90", "sm_90a"}));
}

TEST(CompileCommandsNvcc, CodeListReplacesTheArch) {
  EXPECT_EQ(translate(Nvcc, {"-arch=compute_80", "-code=sm_80,sm_86"}).Archs,
            (Strings{"sm_80", "sm_86"}));
  EXPECT_EQ(translate(Nvcc, {"--gpu-code=sm_86", "-arch", "compute_80"}).Archs,
            (Strings{"sm_86"}));
  EXPECT_EQ(
      translate(Nvcc, {"-arch=compute_80", "--gpu-code", "compute_80"}).Archs,
      (Strings{"sm_80"}));
}

TEST(CompileCommandsNvcc, ArchAndGencodeAddUp) {
  EXPECT_EQ(
      translate(Nvcc, {"-arch=sm_75", "-gencode", "arch=compute_86,code=sm_86"})
          .Archs,
      (Strings{"sm_75", "sm_86"}));
}

TEST(CompileCommandsNvcc, UnknowableArchsAreDroppedAndRecorded) {
  for (const char *Flag : {"-arch=native", "-arch=all", "-arch=all-major",
                           "--gpu-architecture=native"}) {
    CompileCommand C = translate(Nvcc, {Flag});
    EXPECT_TRUE(C.Archs.empty()) << Flag;
    EXPECT_EQ(C.Dropped, droppedPlusInput({Flag})) << Flag;
  }
  CompileCommand C = translate(Nvcc, {"-arch", "all-major"});
  EXPECT_EQ(C.Dropped, droppedPlusInput({"-arch all-major"}));
  // -gencode still counts next to -arch=native.
  EXPECT_EQ(translate(Nvcc, {"-arch=native", "-gencode",
                             "arch=compute_80,code=sm_80"})
                .Archs,
            (Strings{"sm_80"}));
}

TEST(CompileCommandsNvcc, ArchSuffixes) {
  EXPECT_EQ(translate(Nvcc, {"-arch=sm_90a"}).Archs, (Strings{"sm_90a"}));
  EXPECT_EQ(translate(Nvcc, {"-arch=sm_120a"}).Archs, (Strings{"sm_120a"}));
  // Family-specific: Clang does not know sm_100f; __CUDA_ARCH__ is the same.
  EXPECT_EQ(translate(Nvcc, {"-arch=sm_100f"}).Archs, (Strings{"sm_100"}));
  EXPECT_EQ(translate(Nvcc, {"-gencode=arch=compute_103f,code=sm_103f"}).Archs,
            (Strings{"sm_103"}));
  EXPECT_EQ(translate(Nvcc, {"-arch=lto_90"}).Archs, (Strings{"sm_90"}));
  CompileCommand Bad = translate(Nvcc, {"-arch=sm_x"});
  EXPECT_TRUE(Bad.Archs.empty());
  EXPECT_EQ(Bad.Dropped, droppedPlusInput({"-arch=sm_x"}));
}

TEST(CompileCommandsGnu, ClangArchs) {
  CompileCommand C =
      translate(ClangXX, {"--cuda-gpu-arch=sm_80", "--offload-arch=sm_86,sm_89",
                          "--cuda-gpu-arch=sm_80", "--offload-arch=sm_90"});
  EXPECT_EQ(C.Archs, (Strings{"sm_80", "sm_86", "sm_89", "sm_90"}));
  EXPECT_TRUE(C.Args.empty());
  EXPECT_EQ(C.Dropped, droppedPlusInput({}));

  EXPECT_EQ(translate(ClangXX, {"--offload-arch=sm_80", "--offload-arch=sm_86",
                                "--no-offload-arch=sm_80"})
                .Archs,
            (Strings{"sm_86"}));
  EXPECT_EQ(
      translate(ClangXX, {"--cuda-gpu-arch=sm_80", "--no-cuda-gpu-arch=all",
                          "--cuda-gpu-arch=sm_90"})
          .Archs,
      (Strings{"sm_90"}));
  CompileCommand Native = translate(ClangXX, {"--offload-arch=native"});
  EXPECT_TRUE(Native.Archs.empty());
  EXPECT_EQ(Native.Dropped, droppedPlusInput({"--offload-arch=native"}));
  // nvcc's spelling means nothing to clang.
  CompileCommand NvccStyle = translate(ClangXX, {"-arch=sm_80"});
  EXPECT_TRUE(NvccStyle.Archs.empty());
}

TEST(CompileCommands, SelectArch) {
  EXPECT_EQ(selectArch({}, "sm_89"), "sm_89");
  EXPECT_EQ(selectArch({"sm_80", "sm_89"}, "sm_89"), "sm_89");
  // The code the runtime loads on the GPU: the highest one not above it.
  EXPECT_EQ(selectArch({"sm_80", "sm_86"}, "sm_89"), "sm_86");
  EXPECT_EQ(selectArch({"sm_90", "sm_80"}, "sm_89"), "sm_80");
  EXPECT_EQ(selectArch({"sm_100", "sm_120"}, "sm_90"), "sm_100");
  EXPECT_EQ(selectArch({"sm_90a"}, "sm_90"), "sm_90a");
  EXPECT_EQ(selectArch({"sm_90a", "sm_90"}, "sm_100"), "sm_90");
  EXPECT_EQ(selectArch({"sm_100a", "sm_100"}, "sm_90"), "sm_100");
}

//===----------------------------------------------------------------------===//
// Compiler, launcher, SDK
//===----------------------------------------------------------------------===//

TEST(CompileCommands, LaunchersAreSkipped) {
  CompileCommand C = translateCommand(
      {"/usr/bin/ccache", Nvcc, "-arch=sm_80", "-c", Source}, Dir, Source);
  EXPECT_EQ(C.Compiler, Nvcc);
  EXPECT_EQ(C.Archs, (Strings{"sm_80"})); // read with nvcc's grammar
  EXPECT_EQ(C.Dropped, (Strings{"-c", Source}));
  CompileCommand S = translateCommand(
      {"sccache", "clang++", "-DX", "-c", Source}, Dir, Source);
  EXPECT_EQ(S.Compiler, "clang++");
  EXPECT_EQ(S.Args, (Strings{"-DX"}));
}

TEST(CompileCommands, CudaPathFromTheCommand) {
  EXPECT_EQ(translate(Nvcc, {}).CudaPath, "/usr/local/cuda");
  EXPECT_EQ(translate("/opt/cuda-12.4/bin/nvcc", {}).CudaPath,
            "/opt/cuda-12.4");
  EXPECT_EQ(translate("../cuda/bin/nvcc", {}).CudaPath, "/proj/cuda");
  EXPECT_EQ(translate("nvcc", {}).CudaPath, "");
  EXPECT_EQ(translate(ClangXX, {}).CudaPath, "");
  CompileCommand C = translate(ClangXX, {"--cuda-path=/opt/cuda"});
  EXPECT_EQ(C.CudaPath, "/opt/cuda");
  EXPECT_EQ(C.Dropped, droppedPlusInput({"--cuda-path=/opt/cuda"}));
}

TEST(CompileCommands, RelativeFileAndDirectory) {
  CompileCommand C = translateCommand({ClangXX, "-Iinc", "-c", "k.cu"},
                                      "/proj/./build/", "k.cu");
  EXPECT_EQ(C.Directory, "/proj/build");
  EXPECT_EQ(C.File, "/proj/build/k.cu");
  EXPECT_EQ(C.Args, (Strings{"-I/proj/build/inc"}));
}

TEST(CompileCommands, EmptyCommand) {
  CompileCommand C = translateCommand({}, Dir, Source);
  EXPECT_EQ(C.File, Source);
  EXPECT_TRUE(C.Args.empty());
  EXPECT_TRUE(C.Dropped.empty());
  EXPECT_TRUE(C.Compiler.empty());
}

//===----------------------------------------------------------------------===//
// Options files
//===----------------------------------------------------------------------===//

TEST_F(CompileCommandsFiles, NvccOptionsFilesAreSpliced) {
  writeFile(Tmp / "CMakeFiles/k.dir/includes_CUDA.rsp",
            "-I/from/rsp \"-I/with space\"\n-DRSP=1\n");
  writeFile(Tmp / "a.rsp", "-DA --options-file b.rsp");
  writeFile(Tmp / "b.rsp", "-DB -arch=sm_80");
  std::string D = Tmp.string();
  CompileCommand C = translateCommand({Nvcc, "-DFIRST", "--options-file",
                                       "CMakeFiles/k.dir/includes_CUDA.rsp",
                                       "-optf=a.rsp", "-DLAST", "-c", Source},
                                      D, Source);
  EXPECT_EQ(C.Args, (Strings{"-DFIRST", "-I/from/rsp", "-I/with space",
                             "-DRSP=1", "-DA", "-DB", "-DLAST"}));
  EXPECT_EQ(C.Archs, (Strings{"sm_80"}));
  EXPECT_EQ(C.Dropped, (Strings{"-c", Source}));
}

TEST_F(CompileCommandsFiles, UnreadableOptionsFilesAreRecorded) {
  std::string D = Tmp.string();
  CompileCommand C = translateCommand(
      {Nvcc, "--options-file", "missing.rsp", "-c", Source}, D, Source);
  EXPECT_EQ(C.Dropped, (Strings{"--options-file missing.rsp", "-c", Source}));
  CompileCommand G =
      translateCommand({ClangXX, "@missing.rsp", "-c", Source}, D, Source);
  EXPECT_EQ(G.Dropped, (Strings{"@missing.rsp", "-c", Source}));
}

TEST_F(CompileCommandsFiles, SelfIncludingOptionsFilesStop) {
  writeFile(Tmp / "loop.rsp", "-DLOOP @loop.rsp");
  CompileCommand C =
      translateCommand({ClangXX, "@loop.rsp"}, Tmp.string(), Source);
  EXPECT_FALSE(C.Args.empty());
  EXPECT_TRUE(contains(C.Dropped, "@loop.rsp"));
}

TEST_F(CompileCommandsFiles, GnuResponseFilesAreSpliced) {
  writeFile(Tmp / "args.rsp", "-DFROM_RSP -I inc @more.rsp");
  writeFile(Tmp / "more.rsp", "--cuda-gpu-arch=sm_86");
  std::string D = Tmp.string();
  CompileCommand C = translateCommand(
      {ClangXX, "@args.rsp", "-DAFTER", "-c", Source}, D, Source);
  EXPECT_EQ(C.Args, (Strings{"-DFROM_RSP", "-I" + D + "/inc", "-DAFTER"}));
  EXPECT_EQ(C.Archs, (Strings{"sm_86"}));
  EXPECT_EQ(C.Dropped, (Strings{"-c", Source}));
}

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

TEST_F(CompileCommandsFiles, MissingPath) {
  std::vector<CompileCommand> Out;
  std::string Error;
  std::string P = (Tmp / "nowhere").string();
  EXPECT_FALSE(take(loadCompileCommands(P), Out, Error));
  EXPECT_EQ(Error, P + ": no such file or directory");
}

TEST_F(CompileCommandsFiles, DirectoryWithoutDatabase) {
  std::vector<CompileCommand> Out;
  std::string Error;
  EXPECT_FALSE(take(loadCompileCommands(Tmp.string()), Out, Error));
  EXPECT_EQ(Error, (Tmp / "compile_commands.json").string() +
                       ": no such file (configure the project with "
                       "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON to write it)");
}

TEST_F(CompileCommandsFiles, InvalidJsonNamesLineAndColumn) {
  std::string P = (Tmp / "compile_commands.json").string();
  writeFile(P, "[\n  {\"file\": \"a.cu\",}\n]\n");
  std::vector<CompileCommand> Out;
  std::string Error;
  EXPECT_FALSE(take(loadCompileCommands(Tmp.string()), Out, Error));
  EXPECT_EQ(Error.rfind(P + ":2:", 0), 0u) << Error;
  EXPECT_NE(Error.find("invalid JSON: "), std::string::npos) << Error;
  EXPECT_EQ(Error.find('\n'), std::string::npos) << Error;
}

TEST_F(CompileCommandsFiles, NestedTooDeepIsRefusedBeforeParsing) {
  // No compile database nests 50,000 deep: the file is refused with its
  // line and column before it is parsed (docs/CommandLine.md, "Limits").
  std::string P = (Tmp / "compile_commands.json").string();
  writeFile(P, "\n" + std::string(50000, '['));
  std::vector<CompileCommand> Out;
  std::string Error;
  EXPECT_FALSE(take(loadCompileCommands(P), Out, Error));
  EXPECT_EQ(Error, P + ":2:201: nested deeper than 200 levels");
}

TEST_F(CompileCommandsFiles, InvalidJsonPointsAtTheUnexpectedToken) {
  // The column is that of the first character of a token that cannot stand
  // where it does (after a missing comma, after a quote that ends a command
  // early, after the document), or the end of the text when it ends early.
  std::string P = (Tmp / "db.json").string();
  struct Case {
    std::string Json;
    std::string Position;
  } Cases[] = {
      {"[{\"directory\": \"/d\" \"file\": \"a.cu\"}]", ":1:21: "},
      {"[\n  {\"directory\": \"/d\", \"file\": \"a.cu\", \"command\": \"cc\"}\n"
       "  {\"directory\": \"/d\"}\n]",
       ":3:3: "},
      {"[{\"directory\": \"/d\", \"command\": \"cc -DX=\"1\" a.cu\"}]",
       ":1:42: "},
      {"[{\"directory\": \"/d\"}", ":1:20: "},
      {"[\n", ":2:0: "},
      {"[] []", ":1:4: "},
  };
  for (const Case &K : Cases) {
    writeFile(P, K.Json);
    std::vector<CompileCommand> Out;
    std::string Error;
    EXPECT_FALSE(take(loadCompileCommands(P), Out, Error)) << K.Json;
    EXPECT_EQ(Error.rfind(P + K.Position + "invalid JSON: ", 0), 0u) << Error;
    EXPECT_EQ(Error.find('\n'), std::string::npos) << Error;
  }
  // The example of docs/CompileDatabase.md.
  writeFile(P, Cases[1].Json);
  std::vector<CompileCommand> Out;
  std::string Error;
  EXPECT_FALSE(take(loadCompileCommands(P), Out, Error));
  EXPECT_EQ(Error, P + ":3:3: invalid JSON: syntax error while parsing array - "
                       "unexpected '{'; expected ']'");
}

TEST_F(CompileCommandsFiles, JsonTheReaderAccepts) {
  // A leading byte order mark is skipped; of two equal keys the last counts.
  std::string P = (Tmp / "db.json").string();
  writeFile(P, "\xef\xbb\xbf"
               R"([{"directory": "/d", "file": "x.cu",
                    "file": "y.cu", "arguments": ["cc"], "output": [1, 2.5]}])");
  std::vector<CompileCommand> Out;
  std::string Error;
  ASSERT_TRUE(take(loadCompileCommands(P), Out, Error)) << Error;
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].File, "/d/y.cu");
}

TEST_F(CompileCommandsFiles, JsonTheReaderRefuses) {
  // What RFC 8259 does not allow: a NUL byte after the document, comments,
  // numbers C reads but JSON does not, an unpaired UTF-16 surrogate escape.
  std::string P = (Tmp / "db.json").string();
  struct Case {
    std::string Json;
    std::string Position;
  } Cases[] = {
      {std::string("[]\0", 3), ":1:3: "},
      {"[] // none", ":1:4: "},
      {"[/* none */]", ":1:2: "},
      {"[+1]", ":1:2: "},
      {"[.5]", ":1:2: "},
      {"[\"\\ud800\"]", ":1:"},
  };
  for (const Case &K : Cases) {
    writeFile(P, K.Json);
    std::vector<CompileCommand> Out;
    std::string Error;
    EXPECT_FALSE(take(loadCompileCommands(P), Out, Error)) << K.Json;
    EXPECT_EQ(Error.rfind(P + K.Position, 0), 0u) << Error;
    EXPECT_NE(Error.find("invalid JSON: "), std::string::npos) << Error;
  }
}

TEST(CompileCommandsSplit, UnclosedQuotes) {
  EXPECT_EQ(unclosedQuote("nvcc -DA=\"1 2\" a.cu"), 0);
  EXPECT_EQ(unclosedQuote("nvcc -DA=\"1 2 a.cu"), '"');
  EXPECT_EQ(unclosedQuote("nvcc '-DA=1 a.cu"), '\'');
  // A quote escaped by a backslash opens nothing; inside single quotes a
  // backslash escapes nothing; a double quote inside single quotes is text.
  EXPECT_EQ(unclosedQuote("nvcc -DA=\\\" a.cu"), 0);
  EXPECT_EQ(unclosedQuote("nvcc '-DA=\\' a.cu"), 0);
  EXPECT_EQ(unclosedQuote("nvcc '-DA=\"' a.cu"), 0);
  EXPECT_EQ(unclosedQuote("nvcc \"-DA='\" a.cu"), 0);
  EXPECT_EQ(splitCommandLine("nvcc \"-DA=1 2\" a.cu"),
            (std::vector<std::string>{"nvcc", "-DA=1 2", "a.cu"}));
}

TEST_F(CompileCommandsFiles, MalformedEntries) {
  std::string P = (Tmp / "db.json").string();
  struct Case {
    const char *Json;
    std::string Message;
  } Cases[] = {
      {"{}", ": expected an array of compile commands"},
      {"[42]", ": entry 1: expected an object"},
      {R"([{"directory": "/d", "command": "cc -c a.cu"}])",
       ": entry 1: \"file\" is missing or not a string"},
      {R"([{"directory": "/d", "file": 3, "command": "cc"}])",
       ": entry 1: \"file\" is missing or not a string"},
      {R"([{"directory": "/d", "file": "a.cu", "command": "cc a.cu"},
           {"file": "b.cu", "command": "cc -c b.cu"}])",
       ": entry 2 (b.cu): \"directory\" is missing or not a string"},
      {R"([{"directory": "/d", "file": "a.cu"}])",
       ": entry 1 (a.cu): needs \"arguments\" or \"command\""},
      {R"([{"directory": "/d", "file": "a.cu", "arguments": "cc a.cu"}])",
       ": entry 1 (a.cu): \"arguments\" is not an array of strings"},
      {R"([{"directory": "/d", "file": "a.cu", "arguments": ["cc", 1]}])",
       ": entry 1 (a.cu): \"arguments\" is not an array of strings"},
      {R"([{"directory": "/d", "file": "a.cu", "command": ["cc"]}])",
       ": entry 1 (a.cu): \"command\" is not a string"},
      {R"([{"directory": "/d", "file": "a.cu", "command": "  "}])",
       ": entry 1 (a.cu): the command is empty"},
      {R"([{"directory": "/d", "file": "a.cu", "arguments": []}])",
       ": entry 1 (a.cu): the command is empty"},
      {R"([{"directory": "/d", "file": "a.cu", "command": "nvcc -DX=\"1 a.cu"}])",
       ": entry 1 (a.cu): \"command\" has an unclosed double quote"},
      {R"([{"directory": "/d", "file": "a.cu", "command": "nvcc '-DX=1 a.cu"}])",
       ": entry 1 (a.cu): \"command\" has an unclosed single quote"},
  };
  for (const Case &K : Cases) {
    writeFile(P, K.Json);
    std::vector<CompileCommand> Out;
    std::string Error;
    EXPECT_FALSE(take(loadCompileCommands(P), Out, Error)) << K.Json;
    EXPECT_EQ(Error, P + K.Message) << K.Json;
  }
}

TEST_F(CompileCommandsFiles, BothEntryFormsAndRelativePaths) {
  // A database file of any name; "directory" relative to its folder,
  // "file" and the flags relative to "directory".
  std::string P = (Tmp / "db" / "commands.json").string();
  writeFile(P, R"([
    {"directory": "../build", "file": "../src/a.cu",
     "command": "nvcc -I../include -DA=\"x y\" -c ../src/a.cu"},
    {"directory": "/abs/build", "file": "/abs/src/b.cu",
     "arguments": ["clang++", "-I", "inc", "-DB", "-c", "/abs/src/b.cu"],
     "output": "b.o"},
    {"directory": "/abs/build", "file": "c.cu",
     "arguments": ["clang++", "-DARGS"], "command": "clang++ -DCOMMAND"}
  ])");
  std::vector<CompileCommand> Out;
  std::string Error;
  ASSERT_TRUE(take(loadCompileCommands(P), Out, Error)) << Error;
  ASSERT_EQ(Out.size(), 3u);
  std::string Root = Tmp.string();
  EXPECT_EQ(Out[0].Directory, Root + "/build");
  EXPECT_EQ(Out[0].File, Root + "/src/a.cu");
  EXPECT_EQ(Out[0].Args, (Strings{"-I" + Root + "/include", "-DA=x y"}));
  EXPECT_EQ(Out[0].Dropped, (Strings{"-c", "../src/a.cu"}));
  EXPECT_EQ(Out[1].File, "/abs/src/b.cu");
  EXPECT_EQ(Out[1].Args, (Strings{"-I/abs/build/inc", "-DB"}));
  // "arguments" wins over "command", as in Clang's tooling.
  EXPECT_EQ(Out[2].File, "/abs/build/c.cu");
  EXPECT_EQ(Out[2].Args, (Strings{"-DARGS"}));
}

TEST_F(CompileCommandsFiles, EmptyDatabase) {
  writeFile(Tmp / "compile_commands.json", "[]");
  std::vector<CompileCommand> Out(1);
  std::string Error;
  EXPECT_TRUE(take(loadCompileCommands(Tmp.string()), Out, Error));
  EXPECT_TRUE(Out.empty());
}

//===----------------------------------------------------------------------===//
// The fixture, as CMake 3.25 writes it
//===----------------------------------------------------------------------===//

TEST_F(CompileCommandsFiles, FixtureNinjaDatabase) {
  std::string Root = copyFixture().string();
  std::vector<CompileCommand> Out;
  std::string Error;
  ASSERT_TRUE(take(loadCompileCommands(Root + "/build"), Out, Error)) << Error;
  ASSERT_EQ(Out.size(), 3u);

  const CompileCommand &K = Out[0];
  EXPECT_EQ(K.File, Root + "/src/kernel.cu");
  EXPECT_EQ(K.Directory, Root + "/build");
  EXPECT_EQ(K.Compiler, "/usr/local/cuda/bin/nvcc");
  EXPECT_EQ(K.Args, (Strings{"-DTILE=16", "-I" + Root + "/include", "-DNDEBUG",
                             "-std=c++17"}));
  EXPECT_EQ(K.Archs, (Strings{"sm_80"}));
  EXPECT_EQ(K.CudaPath, "/usr/local/cuda");
  EXPECT_EQ(K.Dropped,
            (Strings{"-forward-unknown-to-host-compiler", "-O3",
                     "-Xcompiler=-fPIC", "-x cu", "-c", Root + "/src/kernel.cu",
                     "-o CMakeFiles/k.dir/src/kernel.cu.o"}));

  const CompileCommand &S = Out[1];
  EXPECT_EQ(S.File, Root + "/src/stencil.cu");
  EXPECT_EQ(S.Args, (Strings{"-DRADIUS=1", "-I" + Root + "/include", "-DNDEBUG",
                             "-std=c++17"}));
  EXPECT_EQ(S.Archs, (Strings{"sm_86"}));
  EXPECT_EQ(S.Dropped, (Strings{"-forward-unknown-to-host-compiler", "-O3",
                                "-Xcompiler=-fPIC", "--expt-relaxed-constexpr",
                                "-lineinfo", "-x cu", "-rdc=true", "-c",
                                Root + "/src/stencil.cu",
                                "-o CMakeFiles/stencil.dir/src/stencil.cu.o"}));

  const CompileCommand &R = Out[2];
  EXPECT_EQ(R.File, Root + "/src/reduce.cu");
  EXPECT_EQ(R.Compiler, "/usr/bin/clang++");
  EXPECT_EQ(R.Args, (Strings{"-DTILE=32", "-I" + Root + "/include", "-isystem",
                             Root + "/third_party", "-std=c++17"}));
  EXPECT_EQ(R.Archs, (Strings{"sm_90"}));
  EXPECT_EQ(R.CudaPath, "/usr/local/cuda");
  EXPECT_EQ(R.Dropped, (Strings{"-O2", "--cuda-path=/usr/local/cuda",
                                "-Wno-unknown-cuda-version", "-x cuda", "-c",
                                "../src/reduce.cu", "-o reduce.o"}));
}

TEST_F(CompileCommandsFiles, FixtureMakefilesDatabaseUsesOptionsFiles) {
  std::string Root = copyFixture().string();
  std::vector<CompileCommand> Ninja, Make;
  std::string Error;
  ASSERT_TRUE(take(loadCompileCommands(Root + "/build"), Ninja, Error))
      << Error;
  ASSERT_TRUE(
      take(loadCompileCommands(Root + "/build-make/compile_commands.json"),
           Make, Error))
      << Error;
  ASSERT_EQ(Make.size(), 2u);
  for (size_t I = 0; I < 2; ++I) {
    EXPECT_EQ(Make[I].File, Ninja[I].File);
    EXPECT_EQ(Make[I].Args, Ninja[I].Args);
    EXPECT_EQ(Make[I].Archs, Ninja[I].Archs);
  }
}

TEST_F(CompileCommandsFiles, FindCompileCommand) {
  std::string Root = copyFixture().string();
  std::vector<CompileCommand> Out;
  std::string Error;
  ASSERT_TRUE(take(loadCompileCommands(Root + "/build"), Out, Error)) << Error;
  const CompileCommand *K = findCompileCommand(Out, Root + "/src/kernel.cu");
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K, &Out[0]);
  EXPECT_EQ(findCompileCommand(Out, Root + "/build/../src/./reduce.cu"),
            &Out[2]);
  // A symbolic link finds its target's entry.
  stdfs::create_symlink(Root + "/src/stencil.cu", Tmp / "link.cu");
  EXPECT_EQ(findCompileCommand(Out, (Tmp / "link.cu").string()), &Out[1]);
  EXPECT_EQ(findCompileCommand(Out, Root + "/src/other.cu"), nullptr);
  EXPECT_EQ(findCompileCommand(Out, Root + "/include/kern.h"), nullptr);
}

TEST_F(CompileCommandsFiles, InferCompileCommandForFilesWithoutEntry) {
  std::string Root = copyFixture().string();
  std::vector<CompileCommand> Out;
  std::string Error;
  ASSERT_TRUE(take(loadCompileCommands(Root + "/build"), Out, Error)) << Error;
  // Same directory as all three; the stem decides.
  EXPECT_EQ(inferCompileCommand(Out, Root + "/src/reduce.cuh"), &Out[2]);
  EXPECT_EQ(inferCompileCommand(Out, Root + "/src/stencil.cuh"), &Out[1]);
  // Same directory, no stem in common: the first entry there.
  EXPECT_EQ(inferCompileCommand(Out, Root + "/src/helpers.cuh"), &Out[0]);
  // A sibling directory shares Root with every entry: the first.
  EXPECT_EQ(inferCompileCommand(Out, Root + "/include/kern.h"), &Out[0]);
  EXPECT_EQ(inferCompileCommand({}, Root + "/src/reduce.cuh"), nullptr);
}

} // namespace
