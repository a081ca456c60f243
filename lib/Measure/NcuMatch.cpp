//===- NcuMatch.cpp - Profiled launches against predicted ones ------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//
//
// Rows are matched to launches by kernel name and order (docs/Measurements.md):
// the n-th row of a kernel is its n-th launch in report order; the rows of a
// kernel with one launch site are repeats of it; a kernel whose launch sites
// each have their own constant grid and block is matched by those instead.
// Then, per matched launch, the achieved numbers, the verdict and the
// calibration ratios (NcuMeasure.cpp).
//
//===----------------------------------------------------------------------===//

#include "roofline/Measure/Ncu.h"
#include "roofline/Result/Units.h"

#include "NcuInternals.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <map>
#include <set>

namespace roofline {

namespace {

bool isIdentChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

/// Drops the trailing parameter list: "k<1>(float *, int)" -> "k<1>".
std::string withoutParameters(const std::string &S) {
  if (S.empty() || S.back() != ')')
    return S;
  int Depth = 0;
  for (size_t I = S.size(); I-- > 0;) {
    if (S[I] == ')')
      ++Depth;
    else if (S[I] == '(' && --Depth == 0)
      return I == 0 ? S : S.substr(0, I);
  }
  return S;
}

/// Position just after the last top-level occurrence of Sep (outside <>, ()
/// and []), or 0.
size_t afterLastTopLevel(const std::string &S, const std::string &Sep) {
  int Depth = 0;
  size_t After = 0;
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    if (C == '<' || C == '(' || C == '[')
      ++Depth;
    else if ((C == '>' || C == ')' || C == ']') && Depth > 0)
      --Depth;
    else if (Depth == 0 && S.compare(I, Sep.size(), Sep) == 0)
      After = I + Sep.size();
  }
  return After;
}

/// Template arguments as a demangler and Clang both print them: integer
/// literals without a suffix or a C-style cast ("(int)128u" -> "128").
std::string canonicalArguments(const std::string &S) {
  std::string R;
  for (size_t I = 0; I < S.size();) {
    char C = S[I];
    // "(bool)1" -> "true", "(type)123" -> "123".
    if (C == '(') {
      size_t Close = S.find(')', I);
      if (Close != std::string::npos && Close + 1 < S.size()) {
        std::string Type = S.substr(I + 1, Close - I - 1);
        char Next = S[Close + 1];
        bool AllType =
            !Type.empty() && std::all_of(Type.begin(), Type.end(), [](char T) {
              return std::isalpha(static_cast<unsigned char>(T)) || T == ' ' ||
                     T == '_';
            });
        if (AllType &&
            (std::isdigit(static_cast<unsigned char>(Next)) || Next == '-')) {
          if (Type == "bool" && (Next == '0' || Next == '1')) {
            R += Next == '1' ? "true" : "false";
            I = Close + 2;
          } else {
            I = Close + 1;
          }
          continue;
        }
      }
    }
    // An integer literal (not a digit inside an identifier like float4).
    if (std::isdigit(static_cast<unsigned char>(C)) &&
        (I == 0 || !isIdentChar(S[I - 1]))) {
      size_t E = I;
      while (E < S.size() && std::isdigit(static_cast<unsigned char>(S[E])))
        ++E;
      size_t Suffix = E;
      while (Suffix < S.size() && (S[Suffix] == 'u' || S[Suffix] == 'U' ||
                                   S[Suffix] == 'l' || S[Suffix] == 'L'))
        ++Suffix;
      R += S.substr(I, E - I);
      I = Suffix < S.size() && isIdentChar(S[Suffix]) ? E : Suffix;
      continue;
    }
    R += C;
    ++I;
  }
  return R;
}

std::string baseName(const std::string &Canonical) {
  return Canonical.substr(0, Canonical.find('<'));
}

} // namespace

/// "(4096, 1, 1)" -> {4096, 1, 1}.
std::optional<std::array<long long, 3>> parseDims(const std::string &S) {
  std::array<long long, 3> D{1, 1, 1};
  size_t I = 0, N = 0;
  while (I < S.size() && N < 3) {
    while (I < S.size() && !std::isdigit(static_cast<unsigned char>(S[I])))
      ++I;
    if (I == S.size())
      break;
    long long V = 0;
    while (I < S.size() && std::isdigit(static_cast<unsigned char>(S[I])))
      V = V * 10 + (S[I++] - '0');
    D[N++] = V;
  }
  if (N == 0)
    return std::nullopt;
  return D;
}

std::optional<std::array<long long, 3>>
constantDims(const std::array<Expr, 3> &E) {
  std::array<long long, 3> D{};
  for (int I = 0; I < 3; ++I) {
    auto V = E[I].asConstant();
    if (!V || !V->isInteger())
      return std::nullopt;
    D[I] = static_cast<long long>(V->num());
  }
  return D;
}

namespace {

/// "16x16" for --launch: trailing 1s dropped.
std::string launchDims(const std::array<long long, 3> &D) {
  int Last = D[2] != 1 ? 2 : D[1] != 1 ? 1 : 0;
  std::string S;
  for (int I = 0; I <= Last; ++I)
    S += (I ? "x" : "") + std::to_string(D[I]);
  return S;
}

std::string ordinal(size_t N) {
  std::string Suffix = "th";
  if (N % 100 < 11 || N % 100 > 13) {
    if (N % 10 == 1)
      Suffix = "st";
    else if (N % 10 == 2)
      Suffix = "nd";
    else if (N % 10 == 3)
      Suffix = "rd";
  }
  return std::to_string(N) + Suffix;
}

struct LaunchRef {
  const KernelSummary *Kernel;
  LaunchResult *Launch;
};

/// Which of a kernel's launch sites (Launches, in report order) each of its
/// rows (KRows, in file order) belongs to; rows that fit none go to
/// Unmatched.
std::vector<std::vector<const NcuRow *>> rowsOfLaunches(
    const std::vector<LaunchRef> &Launches,
    const std::vector<const NcuRow *> &KRows,
    const std::function<void(const NcuRow &, const std::string &)> &Unmatched) {
  std::vector<std::vector<const NcuRow *>> Of(Launches.size());
  size_t K = Launches.size();
  std::vector<std::optional<std::array<long long, 3>>> Grids, Blocks;
  for (const LaunchRef &L : Launches) {
    Grids.push_back(constantDims(L.Launch->Grid));
    Blocks.push_back(constantDims(L.Launch->Block));
  }
  auto SameDims = [&](size_t I, const NcuRow &Row) {
    auto G = parseDims(Row.Grid), B = parseDims(Row.Block);
    return Grids[I] && Blocks[I] && G && B && *Grids[I] == *G &&
           *Blocks[I] == *B;
  };
  // Launch sites told apart by their constant configurations.
  bool Distinct = K > 1;
  for (size_t I = 0; I < K && Distinct; ++I) {
    Distinct = Grids[I] && Blocks[I];
    for (size_t J = 0; J < I && Distinct; ++J)
      Distinct = !(*Grids[I] == *Grids[J] && *Blocks[I] == *Blocks[J]);
  }
  for (const NcuRow *Row : KRows)
    Distinct = Distinct && parseDims(Row->Grid) && parseDims(Row->Block);

  for (size_t N = 0; N < KRows.size(); ++N) {
    const NcuRow &Row = *KRows[N];
    if (K == 1) {
      Of[0].push_back(&Row);
      continue;
    }
    if (Distinct) {
      size_t I = 0;
      while (I < K && !SameDims(I, Row))
        ++I;
      if (I < K)
        Of[I].push_back(&Row);
      else
        Unmatched(Row, "its grid " + Row.Grid + " and block " + Row.Block +
                           " are those of none of the kernel's " +
                           std::to_string(K) + " launch sites");
      continue;
    }
    if (N < K) {
      Of[N].push_back(&Row);
      continue;
    }
    // A repeat: only where its configuration names one launch site.
    std::vector<size_t> Fit;
    for (size_t I = 0; I < K; ++I)
      if (SameDims(I, Row))
        Fit.push_back(I);
    if (Fit.size() == 1)
      Of[Fit[0]].push_back(&Row);
    else
      Unmatched(Row, "the " + ordinal(N + 1) + " row of a kernel with " +
                         std::to_string(K) +
                         " launch sites, whose grid and block do not tell "
                         "which it repeats");
  }
  return Of;
}

} // namespace

std::string canonicalKernelName(const std::string &Name) {
  std::string S = Name;
  // Trim.
  while (!S.empty() && std::isspace(static_cast<unsigned char>(S.back())))
    S.pop_back();
  size_t B = 0;
  while (B < S.size() && std::isspace(static_cast<unsigned char>(S[B])))
    ++B;
  S = S.substr(B);
  S = withoutParameters(S);
  while (!S.empty() && S.back() == ' ')
    S.pop_back();
  S = S.substr(afterLastTopLevel(S, " "));  // return type
  S = S.substr(afterLastTopLevel(S, "::")); // namespaces
  S = canonicalArguments(S);
  std::string R;
  for (char C : S)
    if (!std::isspace(static_cast<unsigned char>(C)))
      R += C;
  return R;
}

void attachMeasurements(AnalysisResult &R, const std::vector<NcuRow> &Rows,
                        const std::string &File) {
  MeasurementRun Run;
  Run.File = File;
  Run.Rows = static_cast<unsigned>(Rows.size());
  Run.NearFraction = NearCeilingFraction;
  Run.FarFraction = FarBelowCeilingFraction;

  // Kernels by canonical name, their launches in report order.
  std::vector<std::string> Keys;
  std::map<std::string, std::vector<LaunchRef>> LaunchesOf;
  std::map<std::string, const KernelSummary *> KernelOf;
  std::map<std::string, std::set<std::string>> KeysOfBase;
  for (FileResult &F : R.Files)
    for (KernelResult &K : F.Kernels) {
      std::string Key = canonicalKernelName(K.Kernel.Name);
      if (!KernelOf.count(Key)) {
        Keys.push_back(Key);
        KernelOf[Key] = &K.Kernel;
        KeysOfBase[baseName(Key)].insert(Key);
      }
      for (LaunchResult &L : K.Launches) {
        L.Measured.reset();
        LaunchesOf[Key].push_back({&K.Kernel, &L});
      }
    }

  // Rows by the kernel they name, in file order.
  std::map<std::string, std::vector<const NcuRow *>> RowsOf;
  std::vector<std::pair<unsigned, std::string>> UnmatchedRows;
  auto Unmatched = [&](const NcuRow &Row, const std::string &Why) {
    UnmatchedRows.push_back({Row.Row, "row " + std::to_string(Row.Row) +
                                          ": kernel '" + Row.KernelName +
                                          "': " + Why});
  };
  for (const NcuRow &Row : Rows) {
    std::string Key = canonicalKernelName(Row.KernelName);
    if (!KernelOf.count(Key)) {
      const auto &Same = KeysOfBase[baseName(Key)];
      if (Same.size() == 1) {
        Key = *Same.begin();
      } else if (Same.size() > 1) {
        std::string List;
        for (const std::string &K : Same)
          List += (List.empty() ? "'" : ", '") + KernelOf[K]->Name + "'";
        Unmatched(Row, "its name fits several kernels (" + List + ")");
        continue;
      } else {
        Unmatched(Row, Row.KernelName.rfind("_Z", 0) == 0
                           ? "a mangled name; profile with ncu's default "
                             "--print-kernel-base demangled"
                           : "no kernel of that name in the analyzed files");
        continue;
      }
    }
    RowsOf[Key].push_back(&Row);
  }

  for (const std::string &Key : Keys) {
    auto RI = RowsOf.find(Key);
    std::vector<LaunchRef> &Launches = LaunchesOf[Key];
    const std::vector<const NcuRow *> &KRows =
        RI == RowsOf.end() ? std::vector<const NcuRow *>() : RI->second;
    if (Launches.empty()) {
      for (const NcuRow *Row : KRows) {
        if (!KernelOf[Key]->Analyzed) {
          Unmatched(*Row, "the kernel could not be analyzed");
          continue;
        }
        std::string Hint;
        auto G = parseDims(Row->Grid), B = parseDims(Row->Block);
        if (G && B) {
          std::string Spec =
              KernelOf[Key]->Name + ":" + launchDims(*G) + ":" + launchDims(*B);
          bool Plain = std::all_of(Spec.begin(), Spec.end(), [](char C) {
            return isIdentChar(C) || C == ':';
          });
          Hint = "; profiled with grid " + Row->Grid + ", block " + Row->Block +
                 ": compare it with --launch " +
                 (Plain ? Spec : "'" + Spec + "'");
        }
        Unmatched(*Row, "the kernel has no launch site in the analyzed "
                        "files" +
                            Hint);
      }
      continue;
    }

    std::vector<std::vector<const NcuRow *>> Of =
        rowsOfLaunches(Launches, KRows, Unmatched);
    size_t K = Launches.size();
    for (size_t I = 0; I < K; ++I) {
      if (Of[I].empty()) {
        Run.UnmatchedKernels.push_back(
            "'" + Launches[I].Kernel->Name + "' launched at " +
            sourceLocationText(Launches[I].Launch->Site.Loc) + ": no row");
        continue;
      }
      measure(*Launches[I].Launch, Of[I], R.Gpu.L2Bytes);
      Run.Matched += static_cast<unsigned>(Of[I].size());
    }
  }

  std::stable_sort(
      UnmatchedRows.begin(), UnmatchedRows.end(),
      [](const auto &A, const auto &B) { return A.first < B.first; });
  for (auto &U : UnmatchedRows)
    Run.UnmatchedRows.push_back(std::move(U.second));

  // Profiled on another architecture than the one the launches are placed on.
  std::set<std::string> Ccs;
  for (const NcuRow &Row : Rows)
    if (!Row.ComputeCapability.empty())
      Ccs.insert(Row.ComputeCapability);
  if (!R.Gpu.CudaArch.empty())
    for (const std::string &Cc : Ccs) {
      std::string Arch = "sm_";
      for (char C : Cc)
        if (std::isdigit(static_cast<unsigned char>(C)))
          Arch += C;
      if (Arch != R.Gpu.CudaArch)
        Run.Notes.push_back("profiled on compute capability " + Cc +
                            ", compared with " + R.Gpu.Id + " (" +
                            R.Gpu.CudaArch +
                            "); pass the profiled GPU with --gpu");
    }
  R.Measurements = std::move(Run);
}

} // namespace roofline
