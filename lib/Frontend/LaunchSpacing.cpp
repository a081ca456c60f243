//===- LaunchSpacing.cpp - `kernel<< <grid, block>> >` as nvcc reads it ---===//
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#include "LaunchSpacing.h"

#include "llvm/Support/MemoryBuffer.h"

#include <cctype>

namespace roofline {

namespace {

bool isIdentChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

bool isBlank(char C) { return C == ' ' || C == '\t'; }

/// Where the comment or literal starting at I ends (one past it), or I
/// when none starts there.
size_t skipOpaque(llvm::StringRef T, size_t I) {
  size_t N = T.size();
  if (T.substr(I).starts_with("//")) {
    size_t E = T.find('\n', I);
    return E == llvm::StringRef::npos ? N : E;
  }
  if (T.substr(I).starts_with("/*")) {
    size_t E = T.find("*/", I + 2);
    return E == llvm::StringRef::npos ? N : E + 2;
  }
  char C = T[I];
  // A quote after an identifier character is a digit separator (1'000).
  if (C == '"' || (C == '\'' && (I == 0 || !isIdentChar(T[I - 1])))) {
    size_t J = I + 1;
    while (J < N && T[J] != C && T[J] != '\n')
      J += T[J] == '\\' ? 2 : 1;
    return J < N ? J + 1 : N;
  }
  return I;
}

/// Whether the token before I is the keyword `operator`.
bool afterOperatorKeyword(llvm::StringRef T, size_t I) {
  size_t E = I;
  while (E > 0 && std::isspace(static_cast<unsigned char>(T[E - 1])))
    --E;
  size_t B = E;
  while (B > 0 && isIdentChar(T[B - 1]))
    --B;
  return T.slice(B, E) == "operator";
}

/// Replaces [B, E) of S, three brackets C with blanks between, by CCC and
/// blanks.
void join(std::string &S, size_t B, size_t E, char C) {
  for (size_t K = B; K < E; ++K)
    S[K] = K - B < 3 ? C : ' ';
}

/// At I: three brackets C with only blanks between them (at least one
/// blank: joined ones need nothing); one past the third, or 0.
size_t spacedTriple(llvm::StringRef T, size_t I, char C) {
  size_t J = I, Seen = 0;
  bool Spaced = false;
  while (J < T.size() && Seen < 3) {
    if (T[J] == C) {
      ++Seen;
      ++J;
    } else if (isBlank(T[J]) && Seen > 0) {
      Spaced = true;
      ++J;
    } else {
      break;
    }
  }
  if (Seen != 3 || !Spaced)
    return 0;
  // `<< <=` or `<< <<` is not a launch.
  if (J < T.size() && (T[J] == C || T[J] == '='))
    return 0;
  return J;
}

} // namespace

std::optional<std::string> joinLaunchBrackets(llvm::StringRef T) {
  if (T.find("<< ") == llvm::StringRef::npos &&
      T.find("<<\t") == llvm::StringRef::npos)
    return std::nullopt;
  std::string S = T.str();
  bool Changed = false;
  size_t I = 0, N = T.size();
  while (I < N) {
    if (size_t E = skipOpaque(T, I); E != I) {
      I = E;
      continue;
    }
    size_t Open = T[I] == '<' && T.substr(I).starts_with("<<") &&
                          (I == 0 || T[I - 1] != '<') &&
                          !afterOperatorKeyword(T, I)
                      ? spacedTriple(T, I, '<')
                      : 0;
    if (!Open) {
      ++I;
      continue;
    }
    // The closing brackets at the same nesting, before the statement ends.
    int Depth = 0;
    size_t J = Open;
    size_t Close = 0, CloseAt = 0;
    while (J < N) {
      if (size_t E = skipOpaque(T, J); E != J) {
        J = E;
        continue;
      }
      char C = T[J];
      if (C == '(' || C == '[' || C == '{')
        ++Depth;
      else if (C == ')' || C == ']' || C == '}') {
        if (--Depth < 0)
          break;
      } else if (C == ';' && Depth == 0) {
        break;
      } else if (C == '>' && Depth == 0) {
        if (T.substr(J).starts_with(">>>"))
          break; // already joined
        if (size_t E = spacedTriple(T, J, '>')) {
          Close = E;
          CloseAt = J;
          break;
        }
        // `std::min<int>(a, b)` inside the configuration
      }
      ++J;
    }
    if (!Close) {
      I = Open;
      continue;
    }
    join(S, I, Open, '<');
    join(S, CloseAt, Close, '>');
    Changed = true;
    I = Close;
  }
  if (!Changed)
    return std::nullopt;
  return S;
}

namespace {

/// A file whose contents are read through joinLaunchBrackets.
class JoinedFile : public llvm::vfs::File {
public:
  explicit JoinedFile(std::unique_ptr<llvm::vfs::File> Inner)
      : Inner(std::move(Inner)) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return Inner->status(); }
  llvm::ErrorOr<std::string> getName() override { return Inner->getName(); }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t FileSize,
            bool RequiresNullTerminator, bool IsVolatile) override {
    auto Buf =
        Inner->getBuffer(Name, FileSize, RequiresNullTerminator, IsVolatile);
    if (!Buf)
      return Buf;
    std::optional<std::string> Joined = joinLaunchBrackets((*Buf)->getBuffer());
    if (!Joined)
      return Buf;
    return llvm::MemoryBuffer::getMemBufferCopy(*Joined,
                                                (*Buf)->getBufferIdentifier());
  }
  std::error_code close() override { return Inner->close(); }

private:
  std::unique_ptr<llvm::vfs::File> Inner;
};

class JoiningFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  using ProxyFileSystem::ProxyFileSystem;
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    auto F = ProxyFileSystem::openFileForRead(Path);
    if (!F)
      return F;
    return std::unique_ptr<llvm::vfs::File>(
        std::make_unique<JoinedFile>(std::move(*F)));
  }
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
launchSpacingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base) {
  return llvm::makeIntrusiveRefCnt<JoiningFileSystem>(std::move(Base));
}

} // namespace roofline
