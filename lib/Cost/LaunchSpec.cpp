//===- LaunchSpec.cpp - Launches given from outside the code --------------===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "roofline/Cost/LaunchSpec.h"
#include "roofline/Support/Errors.h"

#include <cctype>
#include <sstream>
#include <vector>

namespace roofline {

namespace {

bool parsePositive(const std::string &S, int64_t &Out) {
  if (S.empty() || S.size() > 12)
    return false;
  for (char C : S)
    if (!std::isdigit(static_cast<unsigned char>(C)))
      return false;
  Out = std::stoll(S);
  return Out > 0;
}

std::vector<std::string> split(const std::string &S, char Sep) {
  std::vector<std::string> Parts;
  std::string Cur;
  for (char C : S) {
    if (C == Sep) {
      Parts.push_back(Cur);
      Cur.clear();
    } else if (!std::isspace(static_cast<unsigned char>(C))) {
      Cur += C;
    }
  }
  Parts.push_back(Cur);
  return Parts;
}

/// "128x128", "256", "8x8x4" (or "128,128" inside parentheses).
bool parseDims(const std::string &S, char Sep, std::array<int64_t, 3> &Out) {
  std::vector<std::string> Parts = split(S, Sep);
  if (Parts.empty() || Parts.size() > 3)
    return false;
  Out = {1, 1, 1};
  for (size_t I = 0; I < Parts.size(); ++I)
    if (!parsePositive(Parts[I], Out[I]))
      return false;
  return true;
}

} // namespace

std::string launchLimitProblem(const std::array<int64_t, 3> &Grid,
                               const std::array<int64_t, 3> &Block) {
  auto Dims = [](const std::array<int64_t, 3> &D) {
    return "(" + std::to_string(D[0]) + ", " + std::to_string(D[1]) + ", " +
           std::to_string(D[2]) + ")";
  };
  const int64_t GridMax[3] = {(int64_t(1) << 31) - 1, 65535, 65535};
  const int64_t BlockMax[3] = {1024, 1024, 64};
  const char *Axis[3] = {"x", "y", "z"};
  for (int A = 0; A < 3; ++A) {
    if (Grid[A] < 1)
      return "grid " + Dims(Grid) + " has no blocks (gridDim." +
             std::string(Axis[A]) + " must be at least 1)";
    if (Block[A] < 1)
      return "block " + Dims(Block) + " has no threads (blockDim." +
             std::string(Axis[A]) + " must be at least 1)";
  }
  for (int A = 0; A < 3; ++A) {
    if (Grid[A] > GridMax[A])
      return "grid " + Dims(Grid) + ": CUDA allows gridDim." + Axis[A] +
             " up to " + std::to_string(GridMax[A]);
    if (Block[A] > BlockMax[A])
      return "block " + Dims(Block) + ": CUDA allows blockDim." + Axis[A] +
             " up to " + std::to_string(BlockMax[A]);
  }
  int64_t Threads = Block[0] * Block[1] * Block[2];
  if (Threads > 1024)
    return "block " + Dims(Block) + " has " + std::to_string(Threads) +
           " threads, CUDA allows at most 1024";
  return "";
}

llvm::Expected<LaunchSpec> parseLaunchOption(const std::string &Text) {
  std::vector<std::string> Parts = split(Text, ':');
  LaunchSpec L;
  if (Parts.size() < 3 || Parts.size() > 4 || Parts[0].empty()) {
    return makeError("invalid --launch '" + Text +
                     "': expected NAME:GRID:BLOCK[:SMEM], "
                     "e.g. sgemm:128x128:32x32");
  }
  L.Kernel = Parts[0];
  if (!parseDims(Parts[1], 'x', L.Grid) || !parseDims(Parts[2], 'x', L.Block)) {
    return makeError("invalid --launch '" + Text +
                     "': dimensions are positive integers X[xY[xZ]]");
  }
  if (Parts.size() == 4 && !parsePositive(Parts[3], L.SharedBytes) &&
      Parts[3] != "0") {
    return makeError("invalid --launch '" + Text +
                     "': SMEM is a number of bytes");
  }
  if (std::string Why = launchLimitProblem(L.Grid, L.Block); !Why.empty()) {
    return makeError("invalid --launch '" + Text + "': " + Why);
  }
  return L;
}

llvm::Expected<std::optional<LaunchSpec>>
parseLaunchAnnotation(const std::string &Line) {
  static const std::string Key = "roofline-lint:";
  size_t At = Line.find(Key);
  if (At == std::string::npos)
    return std::nullopt;
  std::string Rest = Line.substr(At + Key.size());
  std::istringstream In(Rest);
  std::string Word;
  if (!(In >> Word) || Word != "launch")
    return std::nullopt; // another directive, not ours to judge here
  LaunchSpec L;
  bool HaveGrid = false, HaveBlock = false;
  // Tokens: grid(...) block(...) smem(...) NAME=VALUE; spaces inside the
  // parentheses are allowed.
  std::string Tail;
  std::getline(In, Tail, '\0');
  size_t I = 0;
  auto Fail = [&](const std::string &Why) {
    return makeError("malformed launch annotation: " + Why +
                     " (expected: roofline-lint: launch grid(X[,Y[,Z]]) "
                     "block(X[,Y[,Z]]) [smem(BYTES)] [NAME=VALUE ...])");
  };
  while (I < Tail.size()) {
    while (I < Tail.size() && std::isspace(static_cast<unsigned char>(Tail[I])))
      ++I;
    if (I >= Tail.size() || Tail.compare(I, 2, "*/") == 0)
      break;
    size_t Start = I;
    while (I < Tail.size() &&
           (std::isalnum(static_cast<unsigned char>(Tail[I])) ||
            Tail[I] == '_' || Tail[I] == '.'))
      ++I;
    std::string Name = Tail.substr(Start, I - Start);
    if (Name.empty())
      return Fail("unexpected '" + Tail.substr(I, 1) + "'");
    if (I < Tail.size() && Tail[I] == '(') {
      size_t Close = Tail.find(')', I);
      if (Close == std::string::npos)
        return Fail("missing ')' after " + Name);
      std::string Inside = Tail.substr(I + 1, Close - I - 1);
      I = Close + 1;
      if (Name == "grid") {
        if (!parseDims(Inside, ',', L.Grid))
          return Fail("grid(" + Inside + ")");
        HaveGrid = true;
      } else if (Name == "block") {
        if (!parseDims(Inside, ',', L.Block))
          return Fail("block(" + Inside + ")");
        HaveBlock = true;
      } else if (Name == "smem") {
        std::vector<std::string> P = split(Inside, ',');
        if (P.size() != 1 ||
            (!parsePositive(P[0], L.SharedBytes) && P[0] != "0"))
          return Fail("smem(" + Inside + ")");
      } else {
        return Fail("unknown '" + Name + "(...)'");
      }
      continue;
    }
    if (I < Tail.size() && Tail[I] == '=') {
      ++I;
      size_t VStart = I;
      while (I < Tail.size() &&
             std::isdigit(static_cast<unsigned char>(Tail[I])))
        ++I;
      std::string V = Tail.substr(VStart, I - VStart);
      if (V.empty() || V.size() > 18)
        return Fail(Name + "= needs a whole number 0 or more");
      L.Values[Name] = std::stoll(V);
      continue;
    }
    return Fail("unexpected '" + Name + "'");
  }
  if (!HaveGrid || !HaveBlock)
    return Fail("grid(...) and block(...) are required");
  if (std::string Why = launchLimitProblem(L.Grid, L.Block); !Why.empty())
    return Fail(Why);
  return L;
}

} // namespace roofline
